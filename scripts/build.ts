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

/**
 * Astro's process, held to less memory. Measured with `npm run bench -- --only-scale` on 2 cores,
 * peak RSS at +1,000 / +5,000 posts: 1,708 / 2,797 MiB without these, 1,124 / 2,018 MiB with them,
 * for about 7 % more build time (CPU 99.6 s → 108 s at +5,000; more frequent GC and purging).
 * - MIMALLOC_PURGE_DELAY=0: Rolldown's native allocator (mimalloc) returns freed memory to the
 *   system at once instead of keeping it for reuse, which kept the bundle and render phases high.
 * - --max-old-space-size=1536: V8 otherwise lets its heap grow to ~1 GB while rendering thousands
 *   of posts, though only 200–350 MB of it is live; the lower ceiling makes it collect sooner.
 *   A blog many times larger may need more: NODE_OPTIONS=--max-old-space-size=4096 npm run build.
 * Either is left alone when already set in the environment.
 */
export function astroProcess(env: NodeJS.ProcessEnv): { nodeArgs: string[]; env: NodeJS.ProcessEnv } {
  const heapSet = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '');
  return {
    nodeArgs: heapSet ? [] : ['--max-old-space-size=1536'],
    env: { ...env, MIMALLOC_PURGE_DELAY: env.MIMALLOC_PURGE_DELAY ?? '0' },
  };
}

if (import.meta.main) {
  const { nodeArgs, env } = astroProcess(process.env);
  const astro = spawnSync(
    process.execPath,
    [...nodeArgs, join(root, 'node_modules/astro/bin/astro.mjs'), 'build', ...process.argv.slice(2)],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (astro.status !== 0) {
    if (astro.error) console.error(astro.error);
    process.exit(astro.status ?? 1);
  }
  // The bench's scale builds time the indexing phase from this line.
  console.log(
    `${new Date().toTimeString().slice(0, 8)} [kinward:search-index] Indexing the built pages for site search…`,
  );
  console.log(searchIndexLogLine(await buildSearchIndex(join(root, 'dist'))));
}
