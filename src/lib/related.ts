import { sortNewestFirst, type PostLike } from './blog';

/** How closely `candidate` relates to `post`: 2 for the same category, plus 1 per shared tag. */
export function relatedScore(post: PostLike, candidate: PostLike): number {
  const tags = new Set(post.data.tags.map((tag) => tag.toLowerCase()));
  const shared = candidate.data.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  return (post.data.category === candidate.data.category ? 2 : 0) + shared;
}

/**
 * Up to `limit` related posts: those in the same category or sharing a tag, the closest
 * first and, among equals, the newest. Never the post itself; an unrelated post is never offered.
 */
export function relatedPosts<T extends PostLike>(post: PostLike, all: readonly T[], limit = 3): T[] {
  return sortNewestFirst(all)
    .filter((candidate) => candidate.id !== post.id)
    .map((candidate) => ({ candidate, score: relatedScore(post, candidate) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score) // stable: equal scores stay newest first
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
