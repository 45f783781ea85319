/**
 * Site search, the parts that are not rendering: turning Pagefind's excerpt HTML into
 * safe text segments, cleaning the query, debouncing and the sentence the live region
 * reads out. The dialog (SearchDialog.tsx) only renders these. The keyboard shortcut is
 * in search-shortcut.ts, apart, because it runs on every page load.
 */

/** Where Pagefind's runtime is served from; the build writes the index beside it. */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

/** How long typing must pause before a search runs, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 200;

/** How many results the dialog shows (Pagefind loads each result's data on demand). */
export const MAX_RESULTS = 8;

/** Longest query we pass on; anything a visitor types past this is noise. */
export const MAX_QUERY_LENGTH = 100;

/** A run of excerpt text; `mark` is true for the words Pagefind matched. */
export interface ExcerptSegment {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references Pagefind writes (named basics and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Splits an excerpt such as `a <mark>grandparent</mark> scam` into plain-text segments.
 * Only `<mark>` survives as structure; every other tag is dropped and entities are
 * decoded, so the result is rendered as text and can never become markup.
 */
export function excerptSegments(html: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let mark = false;
  const push = (raw: string) => {
    const text = decodeEntities(raw.replace(/<[^>]*>?/g, ''));
    if (!text) return;
    const last = segments.at(-1);
    if (last && last.mark === mark) last.text += text;
    else segments.push({ text, mark });
  };
  const tag = /<(\/?)mark\b[^>]*>/gi;
  let from = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    push(html.slice(from, match.index));
    mark = match[1] !== '/';
    from = tag.lastIndex;
  }
  push(html.slice(from));
  return segments;
}

/** The query as it is searched: trimmed, inner whitespace collapsed, capped; `null` when empty. */
export function normalizeQuery(input: string): string | null {
  const query = input.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  return query || null;
}

/** A debounced function that can also be cancelled (when the dialog closes). */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
}

/** Calls `fn` once calls have paused for `wait` ms, with the last arguments. */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, wait: number): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** What the live region announces once a search has finished. */
export function resultsAnnouncement(count: number, query: string): string {
  if (count === 0) return `No results for “${query}”.`;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${query}”.`;
}
