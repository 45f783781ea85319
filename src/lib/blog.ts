import { site } from '../config';
import type { BlogTopic } from './blog-topics';

/** The blog's RSS feed: where it is and what feed readers call it. */
export const blogFeed = { path: '/rss.xml', title: `${site.brand} Blog` };

/** The fields of a post this module needs; real collection entries fit it. */
export interface PostLike {
  id: string;
  data: { date: Date; category: string; tags: string[]; title: string };
}

/** Order of two posts, newest first; posts on the same day by title. */
export const compareNewestFirst = (a: PostLike, b: PostLike): number =>
  b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title);

/** Newest first; posts on the same day keep a stable order by title. */
export function sortNewestFirst<T extends PostLike>(posts: readonly T[]): T[] {
  return [...posts].sort(compareNewestFirst);
}

/** /blog's split: the newest post is featured, the rest are the latest articles (newest first). */
export function featuredAndLatest<T extends PostLike>(posts: readonly T[]): { featured: T | undefined; latest: T[] } {
  const [featured, ...latest] = sortNewestFirst(posts);
  return { featured, latest };
}

/** The posts of one topic, newest first (empty when the topic has none yet). */
export function postsInTopic<T extends PostLike>(posts: readonly T[], topicSlug: string): T[] {
  return sortNewestFirst(posts.filter((post) => post.data.category === topicSlug));
}

/** Every topic in chip order with how many posts it has. */
export function topicsWithCounts(
  topics: readonly BlogTopic[],
  posts: readonly PostLike[],
): (BlogTopic & { count: number })[] {
  return topics.map((topic) => ({ ...topic, count: posts.filter((post) => post.data.category === topic.slug).length }));
}

/** Path of a post's page. */
export const postPath = (id: string) => `/blog/${id}`;

/** What a topic page says when the topic has no posts yet. */
export const emptyTopicMessage = (topicName: string) =>
  `We haven\u2019t written about ${topicName.toLowerCase()} yet. Our other guides may help in the meantime, and new articles go out to newsletter subscribers first.`;
