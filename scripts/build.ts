/**
 * `npm run build`: the static site in dist/ (`astro build`), then, once Astro's process has
 * exited, the site-search index in dist/pagefind/ (scripts/search-index.ts), so the two never
 * hold memory at the same time. Arguments are passed on to `astro build`.
 *
 * `npm run bench` builds with this same script, and its scale builds measure it whole
 * (scripts/bench/scale.ts).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildSearchIndex, searchIndexLogLine } from './search-index.ts';

const root = resolve(import.meta.dirname, '..');

if (import.meta.main) {
  const astro = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (astro.status !== 0) {
    if (astro.error) console.error(astro.error);
    process.exit(astro.status ?? 1);
  }
  // The bench's scale builds time the indexing phase from this line.
  console.log(`${new Date().toTimeString().slice(0, 8)} [kinward:search-index] Indexing the built pages for site search…`);
  console.log(searchIndexLogLine(await buildSearchIndex(join(root, 'dist'))));
}
