/**
 * Site search in the browser: Pagefind's runtime (/pagefind/pagefind.js, written after the build by
 * scripts/search-index.ts), loaded on the first search only, and its results as the dialog shows them.
 */
import { MAX_RESULTS, PAGEFIND_URL, excerptSegments, type ExcerptSegment } from './search';

/** The part of Pagefind's browser API the dialog uses (/pagefind/pagefind.js, written at build time). */
interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindResult> }[] }>;
}
interface PagefindResult {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

/** One result as the dialog shows it: plain strings only. */
export interface Hit {
  id: string;
  url: string;
  title: string;
  excerpt: ExcerptSegment[];
}

let pagefindPromise: Promise<Pagefind> | null = null;

/** Pagefind's runtime, imported on first use only (it then fetches the index and its WebAssembly). */
export function loadPagefind(): Promise<Pagefind> {
  pagefindPromise ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (pagefind: Pagefind) => {
    await pagefind.init();
    return pagefind;
  });
  // A failed load (offline, say) may be tried again on the next search.
  pagefindPromise.catch(() => (pagefindPromise = null));
  return pagefindPromise;
}

/** The first results for `query`, title and highlighted excerpt each. */
export async function runSearch(query: string): Promise<Hit[]> {
  const pagefind = await loadPagefind();
  const { results } = await pagefind.search(query);
  const data = await Promise.all(results.slice(0, MAX_RESULTS).map((result) => result.data()));
  return data.map((item, i) => ({
    id: results[i].id,
    url: item.url,
    title: item.meta.title ?? item.url,
    excerpt: excerptSegments(item.excerpt),
  }));
}
