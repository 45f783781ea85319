import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
// Imported up front: the config's module runner is closed by the time build:done runs.
import { close, createIndex } from 'pagefind';
import { mapLimited } from '../lib/limited';
import { isSearchablePage, pageUrl } from '../lib/search-index';

/** Pages read and sent to Pagefind at once. */
const INDEX_CONCURRENCY = 8;

/**
 * Builds the Pagefind search index once the site is built: every searchable page (see
 * src/lib/search-index.ts) is indexed from its `data-pagefind-body` (the page's <main>),
 * and the index plus Pagefind's runtime are written to `dist/pagefind/`, which the
 * search dialog imports the first time it opens.
 */
export default function searchIndex(): AstroIntegration {
  return {
    name: 'kinward:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const outDir = fileURLToPath(dir);
        try {
          const { index, errors } = await createIndex();
          if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

          const files = (await readdir(outDir, { recursive: true })).filter(
            (file) => file.endsWith('.html') && !file.startsWith('pagefind'),
          );
          // A few pages at a time: each is read, handed to Pagefind and dropped, so memory does not grow with the blog.
          const added = await mapLimited(files, INDEX_CONCURRENCY, async (file) => {
            const url = pageUrl(file);
            const content = await readFile(new URL(file, dir), 'utf8');
            if (!isSearchablePage(url, content)) return 0;
            const response = await index.addHTMLFile({ url, content });
            if (response.errors.length) throw new Error(`Pagefind could not index ${url}: ${response.errors.join('; ')}`);
            return 1;
          });

          const written = await index.writeFiles({ outputPath: fileURLToPath(new URL('pagefind/', dir)) });
          if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
          const pages = added.reduce<number>((sum, n) => sum + n, 0);
          logger.info(`Indexed ${pages} of ${files.length} pages for site search in ${Math.round(performance.now() - started)} ms.`);
        } finally {
          await close();
        }
      },
    },
  };
}
