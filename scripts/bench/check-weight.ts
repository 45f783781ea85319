import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, kib } from './gzip.ts';
import { moduleGraph } from './graph.ts';
import { pageAssets } from './html.ts';
import { rolldownOptimization } from '../../src/build/rolldown.ts';
import { compactPsl } from '../../src/build/compact-psl.ts';
import { yamlData } from '../../src/build/yaml-data.ts';
import { attributeChunk } from './sourcemap.ts';
import type { DistReader } from './weights.ts';

/** The island of /check, by the component name Astro writes in its `opts`. */
export const CHECKER_ISLAND = 'ScamChecker';
/** The module /check's island loads through import(): the checker with its data (the engine chunk's entry). */
export const ENGINE_ENTRY = 'src/lib/check-page/engine.ts';

/** The parts of the checker, in the order they are printed. */
export const CHECKER_PARTS = [
  'island',
  'data in the page',
  'engine',
  'Public Suffix List',
  'model',
  'URL shortener list',
  'brands',
] as const;
export type CheckerPart = (typeof CHECKER_PARTS)[number];

/** One part of what the checker loads beyond React: its files and their gzip bytes. */
export interface PartWeight {
  part: CheckerPart;
  gzip: number;
  files: string[];
  /** How the figure was reached when it is not simply the files' own gzip sizes. */
  note?: string;
}

export interface CheckerWeight {
  parts: PartWeight[];
  /** Everything beyond the shared React runtime, gzip: the sum of the parts. */
  totalGzip: number;
  /** The shared React runtime the island's renderer loads (not counted). */
  react: { files: string[]; gzip: number };
  /** Bytes of the island part that the page's other islands load too (the header, the toaster): counted, but already there. */
  sharedWithOtherIslands: { files: string[]; gzip: number };
  /** Set when the Public Suffix List could not be told apart from the engine (then "engine" includes it). */
  pslUnattributed?: string;
}

/** The checker's data chunks that its import() loads beside the engine, by the start of their file names. */
const LAZY_DATA = { model: /^model[.-]/, 'URL shortener list': /^url-shorteners[.-]/, brands: /^brands[.-]/ } as const;
type LazyDataPart = keyof typeof LAZY_DATA;
const LAZY_DATA_PARTS = Object.keys(LAZY_DATA) as LazyDataPart[];

/** Which part a lazily loaded chunk of the checker is, by its file name (the hash aside); any other chunk is the engine. */
export function lazyPartOf(path: string): LazyDataPart | 'engine' {
  const name = path.split('/').pop() ?? '';
  return LAZY_DATA_PARTS.find((part) => LAZY_DATA[part].test(name)) ?? 'engine';
}

/** The Public Suffix List is tldts-icann's table and the tldts-core code that reads it. */
export const isPslSource = (source: string) => /(^|\/)node_modules\/tldts-(icann|core)\//.test(source);

/**
 * The engine's code again, bundled by the site's own Vite (rolldown, minified as the site build minifies) with a
 * source map, to see which of its bytes come from tldts: the share of the Public Suffix List in the engine's gzip.
 * Vite's defaults with the site's own rolldown optimisations and compact Public Suffix List (astro.config.mjs), not
 * Astro's exact settings: `rebuiltGzip` is printed beside the real chunk's size to show how close.
 */
async function pslShareOfEngine(root: string): Promise<{ share: number; pslGzip: number; rebuiltGzip: number }> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [compactPsl(), yamlData()],
    build: {
      write: false,
      sourcemap: true,
      rolldownOptions: {
        input: { engine: join(root, ENGINE_ENTRY) },
        preserveEntrySignatures: 'strict',
        optimization: rolldownOptimization,
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) =>
    'output' in output ? output.output : [],
  );
  let pslGzip = 0;
  let rebuiltGzip = 0;
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk' || lazyPartOf(chunk.fileName) !== 'engine' || !chunk.map) continue;
    const parts = attributeChunk(chunk.code, chunk.map, (source) => (isPslSource(source) ? 'psl' : 'engine'), {
      unmapped: 'engine',
    });
    pslGzip += parts.find((part) => part.part === 'psl')?.gzip ?? 0;
    rebuiltGzip += parts.reduce((total, part) => total + part.gzip, 0);
  }
  if (rebuiltGzip === 0) throw new Error('the rebuild produced no engine chunk');
  return { share: pslGzip / rebuiltGzip, pslGzip, rebuiltGzip };
}

/** Gzip bytes of tldts-icann's own minified ES build, for comparison with what the bundle makes of it. */
function publishedPslGzip(root: string): number | undefined {
  try {
    return gzipSize(readFileSync(join(root, 'node_modules/tldts-icann/dist/index.esm.min.js')));
  } catch {
    return undefined;
  }
}

/**
 * What the island's props add to the page's gzip: the data it is given in the HTML (on /check the red flags' words,
 * the verdicts and the examples), measured as the page's gzip less the same page with the props of the
 * island whose component is `componentUrl` left empty. 0 when the island has none.
 */
export function islandDataGzip(html: string, componentUrl: string): number {
  for (const tag of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const props = / props="([^"]*)"/.exec(tag[0]);
    if (!tag[0].includes(`component-url="${componentUrl}"`) || !props) continue;
    const without = tag[0].replace(props[0], ' props="{}"');
    return gzipSize(html) - gzipSize(html.slice(0, tag.index) + without + html.slice(tag.index + tag[0].length));
  }
  return 0;
}

/** Sums gzip sizes of site paths. */
const sumOf = (paths: readonly string[], reader: DistReader) =>
  paths.reduce((total, path) => total + reader.gzip(path), 0);

/**
 * What /check's checker loads beyond the shared React runtime, by part, from the built page (`html`) and the
 * files in dist (`reader`): the island (its component chunk and static imports, less the renderer's graph: React,
 * react-dom, Astro's client), the data the page gives it (its props), then what its import() reaches: the model,
 * the shortener list, the brands and the engine,
 * from which the Public Suffix List is told apart through a source-mapped rebuild (`root`: the project).
 */
export async function checkerWeight(html: string, reader: DistReader, root: string): Promise<CheckerWeight> {
  const site = (url: string) => new URL(url, 'http://site.invalid/').pathname;
  const islands = pageAssets(html).islands;
  const island = islands.find((candidate) => candidate.name === CHECKER_ISLAND);
  if (!island) throw new Error(`no ${CHECKER_ISLAND} island in the page`);
  if (!island.componentUrl) throw new Error(`the ${CHECKER_ISLAND} island has no component-url`);
  const react = (await moduleGraph(island.rendererUrl ? [site(island.rendererUrl)] : [], reader.read)).modules;
  const graph = await moduleGraph([site(island.componentUrl)], reader.read);
  if (graph.missing.length) throw new Error(`the checker needs files not in dist: ${graph.missing.join(', ')}`);
  const islandFiles = graph.modules.filter((path) => !react.includes(path));
  const others = await moduleGraph(
    islands.filter((candidate) => candidate !== island).flatMap((candidate) => candidate.urls.map(site)),
    reader.read,
  );
  const shared = islandFiles.filter((path) => others.modules.includes(path));

  const lazyBy = (part: ReturnType<typeof lazyPartOf>) => graph.lazy.filter((path) => lazyPartOf(path) === part);
  const engineFiles = lazyBy('engine');
  const engineGzip = sumOf(engineFiles, reader);
  const parts: PartWeight[] = [
    { part: 'island', gzip: sumOf(islandFiles, reader), files: islandFiles },
    {
      part: 'data in the page',
      gzip: islandDataGzip(html, island.componentUrl),
      files: [],
      note: "the island's props in the HTML (the red flags' words, verdicts, examples): what they add to the page's gzip",
    },
  ];
  let pslUnattributed: string | undefined;
  try {
    const { share, rebuiltGzip } = await pslShareOfEngine(root);
    const psl = Math.round(engineGzip * share);
    const how = `the engine chunk's ${kib(engineGzip)} split by a source-mapped rebuild (${kib(rebuiltGzip)}, ${Math.round(share * 100)} % tldts)`;
    const published = publishedPslGzip(root);
    parts.push({ part: 'engine', gzip: engineGzip - psl, files: engineFiles, note: how });
    parts.push({
      part: 'Public Suffix List',
      gzip: psl,
      files: engineFiles,
      note: `${how}; tldts-icann as published: ${published === undefined ? '?' : kib(published)}`,
    });
  } catch (error) {
    pslUnattributed = error instanceof Error ? error.message : String(error);
    parts.push({
      part: 'engine',
      gzip: engineGzip,
      files: engineFiles,
      note: 'includes the Public Suffix List (not attributed)',
    });
  }
  for (const part of LAZY_DATA_PARTS) parts.push({ part, gzip: sumOf(lazyBy(part), reader), files: lazyBy(part) });
  return {
    parts,
    totalGzip: parts.reduce((total, part) => total + part.gzip, 0),
    react: { files: react, gzip: sumOf(react, reader) },
    sharedWithOtherIslands: { files: shared, gzip: sumOf(shared, reader) },
    pslUnattributed,
  };
}
