import { compareNewestFirst, type PostLike } from './blog';

/** The lower-cased tags of a post, for comparing tags without regard to case. */
const tagSet = (post: PostLike) => new Set(post.data.tags.map((tag) => tag.toLowerCase()));

/** 2 for the same category, plus 1 per tag of `candidate` that is among `tags` (lower-cased). */
function score(category: string, tags: ReadonlySet<string>, candidate: PostLike): number {
  let shared = 0;
  for (const tag of candidate.data.tags) if (tags.has(tag.toLowerCase())) shared++;
  return (category === candidate.data.category ? 2 : 0) + shared;
}

/** How closely `candidate` relates to `post`: 2 for the same category, plus 1 per shared tag. */
export function relatedScore(post: PostLike, candidate: PostLike): number {
  return score(post.data.category, tagSet(post), candidate);
}

/**
 * Up to `limit` related posts: those in the same category or sharing a tag, the closest
 * first and, among equals, the newest. Never the post itself; an unrelated post is never offered.
 *
 * One pass over `all` that keeps only the best `limit` so far: every post page calls this
 * with the whole blog, so it must not sort the whole blog each time (that made the build
 * grow faster than the number of posts).
 */
export function relatedPosts<T extends PostLike>(post: PostLike, all: readonly T[], limit = 3): T[] {
  if (limit <= 0) return [];
  const tags = tagSet(post);
  const best: { candidate: T; score: number }[] = [];
  for (const candidate of all) {
    if (candidate.id === post.id) continue;
    const candidateScore = score(post.data.category, tags, candidate);
    if (candidateScore <= 0) continue;
    // Where it ranks among the best so far: higher score first, then newest first; a full tie keeps input order.
    let index = best.length;
    while (index > 0) {
      const other = best[index - 1]!;
      const before =
        candidateScore > other.score ||
        (candidateScore === other.score && compareNewestFirst(candidate, other.candidate) < 0);
      if (!before) break;
      index--;
    }
    if (index >= limit) continue;
    best.splice(index, 0, { candidate, score: candidateScore });
    if (best.length > limit) best.pop();
  }
  return best.map(({ candidate }) => candidate);
}
