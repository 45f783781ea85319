import { describe, expect, it } from 'vitest';
import {
  emptyTopicMessage,
  featuredAndLatest,
  postPath,
  postsInTopic,
  sortNewestFirst,
  topicsWithCounts,
  type PostLike,
} from '../../src/lib/blog';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { orderTopics, topicBySlug, topicPath } from '../../src/lib/blog-topics';
import { blogTopicSchema } from '../../src/schemas/blog';

const post = (id: string, date: string, category = 'scam-prevention', tags: string[] = []): PostLike => ({
  id,
  data: { title: id, date: new Date(date), category, tags },
});

const posts = [
  post('middle', '2024-05-01'),
  post('newest', '2024-09-30', 'family-protection'),
  post('oldest', '2023-12-31', 'cybersecurity'),
];

describe('sorting', () => {
  it('puts the newest first without changing the input', () => {
    expect(sortNewestFirst(posts).map((p) => p.id)).toEqual(['newest', 'middle', 'oldest']);
    expect(posts.map((p) => p.id)).toEqual(['middle', 'newest', 'oldest']);
  });
  it('orders posts of the same day by title, so builds are stable', () => {
    expect(sortNewestFirst([post('b', '2024-01-01'), post('a', '2024-01-01')]).map((p) => p.id)).toEqual(['a', 'b']);
  });
  it('features the newest post and lists the rest newest first', () => {
    const { featured, latest } = featuredAndLatest(posts);
    expect(featured?.id).toBe('newest');
    expect(latest.map((p) => p.id)).toEqual(['middle', 'oldest']);
  });
  it('copes with no posts at all', () => {
    expect(featuredAndLatest([])).toEqual({ featured: undefined, latest: [] });
  });
});

describe('topics', () => {
  /** The real topics file, each entry parsed by its schema, as the collection loads it. */
  const entries = (yaml.load(readFileSync('src/content/blog-topics.yaml', 'utf-8')) as unknown[]).map((data) => ({
    data: blogTopicSchema.parse(data),
  }));
  const topics = orderTopics(entries);

  it('come in chip order, with a page each, whatever the order of the file', () => {
    const reversed = orderTopics([...entries].reverse());
    expect(reversed).toEqual(topics);
    expect(topics[0]).toEqual({ slug: 'cybersecurity', name: 'Cybersecurity', description: expect.any(String) });
    expect(topicPath('online-privacy')).toBe('/blog/topics/online-privacy');
  });
  it('stop the build when a topic of the vocabulary has no entry', () => {
    expect(() => orderTopics(entries.filter(({ data }) => data.id !== 'digital-wellness'))).toThrow(
      /lacks the topic\(s\) digital-wellness/,
    );
  });
  it('refuse a slug outside the vocabulary', () => {
    expect(() =>
      blogTopicSchema.parse({ id: 'gardening', name: 'Gardening', description: 'Soil.', order: 11 }),
    ).toThrow();
  });
  it('map slugs to names', () => {
    expect(topicBySlug(topics, 'social-media-safety').name).toBe('Social Media Safety');
    expect(() => topicBySlug(topics, 'gardening')).toThrow(/Unknown blog topic/);
  });
  it('list their own posts, newest first', () => {
    const mixed = [...posts, post('later', '2024-06-01')];
    expect(postsInTopic(mixed, 'scam-prevention').map((p) => p.id)).toEqual(['later', 'middle']);
  });
  it('an empty topic has no posts and a kind message that names it', () => {
    expect(postsInTopic(posts, 'digital-wellness')).toEqual([]);
    expect(emptyTopicMessage('Digital Wellness')).toMatch(/haven’t written about digital wellness yet/);
  });
  it('count posts per topic', () => {
    const counts = Object.fromEntries(topicsWithCounts(topics, posts).map((t) => [t.slug, t.count]));
    expect(counts).toMatchObject({
      'scam-prevention': 1,
      'family-protection': 1,
      cybersecurity: 1,
      'digital-wellness': 0,
    });
  });
});

it('builds post paths', () => {
  expect(postPath('family-safe-word')).toBe('/blog/family-safe-word');
});
