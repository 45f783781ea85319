/**
 * How much JavaScript a built page ships, gzip-compressed, measured from dist/.
 *
 * It starts from the page's HTML (inline scripts, <script src>, and each <astro-island>'s
 * component-url, renderer-url and before-hydration-url) and follows every static import
 * inside those chunks. Chunks reached only through dynamic import() are listed apart as
 * "lazy": they load later, on demand. Each file is counted once, compressed on its own
 * (as a server sends it) at zlib's default level.
 *
 * Run after `npm run build`:  node scripts/js-budget.ts /dashboard
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One measured script. */
export interface ScriptSize {
  /** URL path of the file ("/_astro/client.js"), or "inline #n" for an inline script. */
  name: string;
  bytes: number;
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

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Inline scripts' bodies and external script URLs, from the HTML. */
function scriptsInHtml(html: string): { inline: string[]; urls: string[] } {
  const inline: string[] = [];
  const urls: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1];
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1].toLowerCase() ?? '';
    if (!JS_TYPES.has(type)) continue;
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1];
    if (src) urls.push(src);
    else if (match[2].trim()) inline.push(match[2]);
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = new RegExp(`\\b${attr}="([^"]+)"`).exec(match[0])?.[1];
      if (url) urls.push(url);
    }
  }
  return { inline, urls };
}

/** Static and dynamic import specifiers of a (minified) ES module. */
export function importsOf(code: string): { staticImports: string[]; dynamicImports: string[] } {
  const staticImports = [
    // import x from "./a.js", import{a as b}from"./a.js", export*from"./a.js"
    ...code.matchAll(/\b(?:import|export)\s*(?:[\w$*\s{},]*?\bfrom\s*)["']([^"']+)["']/g),
    // import "./a.js" (side effect only)
    ...code.matchAll(/\bimport\s*["']([^"']+)["']/g),
  ].map((m) => m[1]);
  const dynamicImports = [...code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
  return { staticImports, dynamicImports };
}

/** Resolves an import specifier against the importing file's URL path; null for bare or remote ones. */
function resolveUrl(from: string, specifier: string): string | null {
  if (/^[a-z]+:/i.test(specifier) || specifier.startsWith('//')) return null;
  if (specifier.startsWith('/')) return specifier;
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(from), specifier));
  return null;
}

const size = (name: string, code: string): ScriptSize => ({
  name,
  bytes: Buffer.byteLength(code),
  gzip: gzipSync(code).length,
});

/** Measures the JavaScript of one route ("/dashboard") of a built site in `distDir`. */
export function measurePageJs(distDir: string, route: string): PageJs {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const htmlFile = [join(distDir, clean, 'index.html'), join(distDir, `${clean}.html`)].find(existsSync);
  if (!htmlFile) throw new Error(`No built page for ${route} in ${distDir}: run "npm run build" first.`);
  const { inline, urls } = scriptsInHtml(readFileSync(htmlFile, 'utf-8'));

  const seen = new Set<string>();
  const initial: ScriptSize[] = inline.map((code, i) => size(`inline #${i + 1}`, code));
  const lazy: ScriptSize[] = [];

  const walk = (start: string[], into: ScriptSize[], lazyQueue: string[]) => {
    const queue = [...start];
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const file = join(distDir, url);
      if (!existsSync(file)) throw new Error(`${htmlFile} needs ${url}, which is not in ${distDir}.`);
      const code = readFileSync(file, 'utf-8');
      into.push(size(url, code));
      const { staticImports, dynamicImports } = importsOf(code);
      for (const spec of staticImports) {
        const next = resolveUrl(url, spec);
        if (next) queue.push(next);
      }
      for (const spec of dynamicImports) {
        const next = resolveUrl(url, spec);
        if (next) lazyQueue.push(next);
      }
    }
  };

  const lazyQueue: string[] = [];
  walk(urls.map((u) => resolveUrl('/', u)).filter((u): u is string => u !== null), initial, lazyQueue);
  // Lazy chunks (and what they import) that the initial graph did not already load.
  while (lazyQueue.length) {
    const more: string[] = [];
    walk(lazyQueue.splice(0), lazy, more);
    lazyQueue.push(...more);
  }

  const sum = (list: ScriptSize[]) => list.reduce((total, s) => total + s.gzip, 0);
  return { initial, lazy, initialGzip: sum(initial), totalGzip: sum(initial) + sum(lazy) };
}

/** Bytes as kilobytes (1 KB = 1,024 bytes) with one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A readable table of a page's scripts. */
export function report(route: string, js: PageJs): string {
  const line = (s: ScriptSize) => `  ${kb(s.gzip).padStart(9)}  ${s.name}`;
  return [
    `JavaScript for ${route} (gzip):`,
    ...js.initial.map(line),
    ...(js.lazy.length ? ['  lazy (loaded on demand):', ...js.lazy.map(line)] : []),
    `  ${kb(js.totalGzip).padStart(9)}  total${js.lazy.length ? ` (${kb(js.initialGzip)} at load)` : ''}`,
  ].join('\n');
}

if (import.meta.main) {
  const routes = process.argv.slice(2);
  for (const route of routes.length ? routes : ['/dashboard']) console.log(report(route, measurePageJs('dist', route)));
}
