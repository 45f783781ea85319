/** Average adult silent reading speed used for estimates, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/**
 * Counts the words a reader will read in an MDX/Markdown body: code fences, import and
 * export lines, HTML/JSX tags, link targets and Markdown punctuation are not words.
 */
export function countWords(body: string): number {
  const text = body
    .replace(/^---[\s\S]*?\n---/, ' ') // frontmatter, if the raw file was passed
    .replace(/```[\s\S]*?```/g, ' ') // fenced code
    .replace(/^(import|export)\s.*$/gm, ' ') // MDX module lines
    .replace(/<[^>]+>/g, ' ') // HTML/JSX tags
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images keep their text only
    .replace(/[#>*_`~|-]+/g, ' '); // Markdown punctuation
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read `body`, rounded up (a generous estimate suits unhurried readers), at least 1. */
export function readTimeMinutes(body: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(body) / wordsPerMinute));
}

/** The frontmatter's read time when an editor set one, otherwise the computed one. */
export function postReadTime(post: { body?: string; data: { readTime?: number } }): number {
  return post.data.readTime ?? readTimeMinutes(post.body ?? '');
}

/** "1 min read", "6 min read". */
export const formatReadTime = (minutes: number) => `${minutes} min read`;
