/**
 * npm run checker:size: what the checker adds to a page, gzip, by part, as a browser bundle would ship it
 * (esbuild, minified, ES modules): the engine (src/lib/checker, with its look-alike letters), the model, the Public
 * Suffix List (tldts-icann), the other libraries (linkify-it, punycode) and the shortener list.
 * The island is measured by `npm run bench` once it exists.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './data.ts';

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Minified, bundled bytes of `source` (an entry module's text), leaving `external` packages out. */
async function bundle(source: string, external: string[] = []): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

const libraries = ['linkify-it', 'punycode/punycode.es6.js', 'tldts-icann'];
const entry = "export { createChecker } from './src/lib/checker/index.ts';";
const parts: [string, number][] = [
  ['engine (src/lib/checker)', gzip(await bundle(entry, libraries))],
  ['model (data/model.json)', gzip(readFileSync(`${root}src/lib/checker/data/model.json`))],
  ['Public Suffix List (tldts-icann)', gzip(await bundle("export { getDomain } from 'tldts-icann';"))],
  [
    'linkify-it, punycode',
    gzip(await bundle("export { LinkifyIt } from 'linkify-it'; export { toUnicode } from 'punycode/punycode.es6.js';")),
  ],
  [
    'shortener list (data/url-shorteners.json)',
    gzip(JSON.stringify(JSON.parse(readFileSync(`${root}src/lib/checker/data/url-shorteners.json`, 'utf-8')).byEnding)),
  ],
];
const all = gzip(
  await bundle(
    `${entry} import m from './src/lib/checker/data/model.json'; import s from './src/lib/checker/data/url-shorteners.json'; export { m, s };`,
  ),
);
for (const [name, size] of parts) console.log(`${name.padEnd(44)}${(size / 1024).toFixed(1).padStart(6)} KiB gzip`);
console.log(
  `${'sum of the parts'.padEnd(44)}${(parts.reduce((sum, [, size]) => sum + size, 0) / 1024).toFixed(1).padStart(6)} KiB gzip`,
);
console.log(
  `${'all in one bundle'.padEnd(44)}${(all / 1024).toFixed(1).padStart(6)} KiB gzip   (budget with the island: 90 KB)`,
);
