import { describe, expect, it } from 'vitest';
import { emptyTopicMessage, featuredAndLatest, postPath, postsInTopic, sortNewestFirst, topicsWithCounts, type PostLike } from '../../src/lib/blog';
import { blogTopics, topicBySlug, topicPath, topicSlugs } from '../../src/lib/blog-topics';
import { formatLongDate, isoDay } from '../../src/lib/dates';

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
  it('are the ten of spec §9, in chip order', () => {
    expect(blogTopics.map((t) => t.name)).toEqual([
      'Cybersecurity',
      'Family Protection',
      'Mobile Security',
      'Identity Theft',
      'Password Security',
      'Online Privacy',
      'Financial Protection',
      'Social Media Safety',
      'Scam Prevention',
      'Digital Wellness',
    ]);
    expect(new Set(topicSlugs).size).toBe(10);
  });
  it('map slugs to names and pages', () => {
    expect(topicBySlug('social-media-safety').name).toBe('Social Media Safety');
    expect(topicPath('online-privacy')).toBe('/blog/topics/online-privacy');
    expect(() => topicBySlug('gardening')).toThrow(/Unknown blog topic/);
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
    const counts = Object.fromEntries(topicsWithCounts(posts).map((t) => [t.slug, t.count]));
    expect(counts).toMatchObject({ 'scam-prevention': 1, 'family-protection': 1, cybersecurity: 1, 'digital-wellness': 0 });
  });
});

describe('dates', () => {
  it('use the US long form', () => {
    expect(formatLongDate(new Date('2024-03-15'))).toBe('March 15, 2024');
  });
  it('never slip to the previous day west of Greenwich', () => {
    const zone = process.env.TZ;
    try {
      // YAML dates are midnight UTC; in New York that is still March 14 in local time.
      process.env.TZ = 'America/New_York';
      const midnightUtc = new Date('2024-03-15');
      expect(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(midnightUtc)).toBe('March 14, 2024');
      expect(formatLongDate(midnightUtc)).toBe('March 15, 2024');
      expect(isoDay(midnightUtc)).toBe('2024-03-15');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

it('builds post paths', () => {
  expect(postPath('family-safe-word')).toBe('/blog/family-safe-word');
});
