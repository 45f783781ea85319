/**
 * How much JavaScript a built page ships, gzip-compressed, measured from dist/: the same page
 * parser (scripts/bench/html.ts) and module-graph walker (scripts/bench/graph.ts) as `npm run bench`.
 *
 * It starts from the page's HTML (inline scripts, <script src>, and each <astro-island>'s
 * component-url, renderer-url and before-hydration-url) and follows every static import
 * inside those chunks. Chunks reached only through dynamic import() are listed apart as
 * "lazy": they load later, on demand. Each file is counted once, compressed on its own
 * (as a server sends it) at zlib's default level.
 *
 * Run after `npm run build`:  npm run budget -- /dashboard
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSize, kib } from './bench/gzip.ts';
import { moduleGraph } from './bench/graph.ts';
import { pageAssets } from './bench/html.ts';
import { htmlFileFor } from './bench/routes.ts';
import { DistReader } from './bench/weights.ts';

/** One measured script. */
export interface ScriptSize {
  /** URL path of the file ("/_astro/client.js"), or "inline #n" for an inline script. */
  name: string;
  gzip: number;
}

export interface PageJs {
  /** What loads with the page: inline scripts and the static import graph. */
  initial: ScriptSize[];
  /** Chunks only reachable through dynamic import(). */
  lazy: ScriptSize[];
  /** gzip bytes of `initial`. */
  initialGzip: number;
  /** gzip bytes of `initial` and `lazy` together: everything the page can ever load. */
  totalGzip: number;
}

/** Measures the JavaScript of one route ("/dashboard") of a built site in `distDir`. */
export async function measurePageJs(distDir: string, route: string): Promise<PageJs> {
  const htmlFile = existsSync(distDir) ? htmlFileFor(distDir, route) : undefined;
  if (!htmlFile) throw new Error(`No built page for ${route} in ${distDir}: run "npm run build" first.`);
  const assets = pageAssets(readFileSync(htmlFile, 'utf-8'));
  const reader = new DistReader(distDir);
  const graph = await moduleGraph(
    [...assets.scriptSrcs, ...assets.islands.flatMap((island) => island.urls)].map(
      (url) => new URL(url, 'http://site.invalid/').pathname,
    ),
    reader.read,
  );
  if (graph.missing.length > 0) throw new Error(`${htmlFile} needs ${graph.missing.join(', ')}, not in ${distDir}.`);

  const file = (path: string): ScriptSize => ({ name: path, gzip: reader.gzip(path) });
  const initial = [
    ...assets.inlineScripts.map((code, i) => ({ name: `inline #${i + 1}`, gzip: gzipSize(code) })),
    ...graph.modules.map(file),
  ];
  const lazy = graph.lazy.map(file);
  const sum = (list: ScriptSize[]) => list.reduce((total, s) => total + s.gzip, 0);
  return { initial, lazy, initialGzip: sum(initial), totalGzip: sum(initial) + sum(lazy) };
}

/** A readable table of a page's scripts. */
export function report(route: string, js: PageJs): string {
  const line = (s: ScriptSize) => `  ${kib(s.gzip).padStart(9)}  ${s.name}`;
  return [
    `JavaScript for ${route} (gzip):`,
    ...js.initial.map(line),
    ...(js.lazy.length ? ['  lazy (loaded on demand):', ...js.lazy.map(line)] : []),
    `  ${kib(js.totalGzip).padStart(9)}  total${js.lazy.length ? ` (${kib(js.initialGzip)} at load)` : ''}`,
  ].join('\n');
}

if (import.meta.main) {
  const routes = process.argv.slice(2);
  for (const route of routes.length ? routes : ['/dashboard'])
    console.log(report(route, await measurePageJs('dist', route)));
}
