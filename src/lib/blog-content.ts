import { getCollection, type CollectionEntry } from 'astro:content';
import { postReadTime } from './read-time';
import { sortNewestFirst } from './blog';

/** A post with its author resolved and its read time settled, ready for cards and pages. */
export type PostView = CollectionEntry<'blog'> & {
  authorEntry: CollectionEntry<'authors'>;
  readTime: number;
};

/**
 * Every post, newest first, with its author and read time. A post naming an unknown
 * author stops the build (the reference is checked here as well as by the schema).
 */
export async function getPostViews(): Promise<PostView[]> {
  const [posts, authors] = await Promise.all([getCollection('blog'), getCollection('authors')]);
  const byId = new Map(authors.map((author) => [author.id, author]));
  return sortNewestFirst(posts).map((post) => {
    const authorEntry = byId.get(post.data.author.id);
    if (!authorEntry) throw new Error(`src/content/blog/${post.id}.mdx: unknown author "${post.data.author.id}"`);
    return { ...post, authorEntry, readTime: postReadTime(post) };
  });
}
