/**
 * The site-search index, built from the finished site once `astro build` has exited (second step of
 * `npm run build`, see scripts/build.ts): every searchable page (src/build/search-index.ts) is indexed
 * from its `data-pagefind-body` (the page's <main>), and the index plus Pagefind's runtime are
 * written to `dist/pagefind/`, which the search dialog imports the first time it opens.
 *
 * It runs in its own process, after Astro's, because Pagefind's indexer (a child process of
 * its own) grows with the blog: inside the build it held its memory on top of Astro's.
 *
 * Alone, after `astro build`:  node scripts/search-index.ts [dist]
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pMap from 'p-map';
import { close, createIndex } from 'pagefind';
import { builtPages } from '../src/build/routes.ts';
import { isSearchablePage } from '../src/build/search-index.ts';

/** Pages read and sent to Pagefind at once. */
const INDEX_CONCURRENCY = 8;

/** What one indexing run did. */
export interface SearchIndexResult {
  /** Pages indexed. */
  pages: number;
  /** Built pages looked at. */
  files: number;
  ms: number;
}

/** Indexes the built site in `outDir` and writes `outDir/pagefind/` afresh. */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexResult> {
  const started = performance.now();
  try {
    const { index, errors } = await createIndex();
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

    const pages = builtPages(outDir);
    // A few pages at a time: each is read, handed to Pagefind and dropped, so memory does not grow with the blog.
    const added = await pMap(
      pages,
      async ({ route, file }) => {
        const content = await readFile(file, 'utf8');
        if (!isSearchablePage(route, content)) return 0;
        const response = await index.addHTMLFile({ url: route, content });
        if (response.errors.length) throw new Error(`Pagefind could not index ${route}: ${response.errors.join('; ')}`);
        return 1;
      },
      { concurrency: INDEX_CONCURRENCY },
    );

    // The files are written here, not by Pagefind's writeFiles: its indexer may still be writing when it answers, and
    // close() below then kills it (a fresh-clone CI run shipped an empty pagefind-entry.json, and search could not load).
    const bundle = await index.getFiles();
    if (bundle.errors.length) throw new Error(`Pagefind could not build the index: ${bundle.errors.join('; ')}`);
    // Afresh, so an index left by an earlier run (this script run twice) leaves no stale fragments.
    const outputPath = join(outDir, 'pagefind');
    await rm(outputPath, { recursive: true, force: true });
    await pMap(
      bundle.files,
      async ({ path, content }) => {
        const target = join(outputPath, path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, content);
      },
      { concurrency: INDEX_CONCURRENCY },
    );
    const indexed = added.reduce<number>((sum, n) => sum + n, 0);
    return { pages: indexed, files: pages.length, ms: Math.round(performance.now() - started) };
  } finally {
    await close();
  }
}

/** The log line, in the style of Astro's own (`12:34:56 [name] message`). */
export function searchIndexLogLine({ pages, files, ms }: SearchIndexResult, now = new Date()): string {
  const time = now.toTimeString().slice(0, 8);
  return `${time} [kinward:search-index] Indexed ${pages} of ${files} pages for site search in ${ms} ms.`;
}

if (import.meta.main) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  console.log(searchIndexLogLine(await buildSearchIndex(outDir)));
}
