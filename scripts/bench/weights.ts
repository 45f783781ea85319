import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, gzipSizes } from './gzip.ts';
import { moduleGraph } from './graph.ts';
import { pageAssets } from './html.ts';

/** The static weight of one built page, in gzip bytes. */
export interface StaticWeight {
  htmlBytes: number;
  cssBytes: number;
  /** The whole module graph: inline scripts, `<script src>`, islands and their static imports. */
  totalJsBytes: number;
  /** Chunks only `import()` reaches (loaded on demand, e.g. site search), and what they import. */
  lazyJsBytes: number;
  /** Islands on the page, by component name. */
  islands: string[];
  /** Files the page refers to that are not in dist (should be empty). */
  missing: string[];
}

/** Reads files under `dist` by site path, caching sources and gzip sizes across pages. */
export class DistReader {
  private readonly sources = new Map<string, string | undefined>();
  private readonly sizes = new Map<string, number>();
  private readonly dist: string;
  constructor(dist: string) {
    this.dist = dist;
  }

  read = (sitePath: string): string | undefined => {
    if (!this.sources.has(sitePath)) {
      const file = join(this.dist, decodeURIComponent(sitePath.split(/[?#]/)[0]!));
      this.sources.set(sitePath, existsSync(file) ? readFileSync(file, 'utf-8') : undefined);
    }
    return this.sources.get(sitePath);
  };

  gzip(sitePath: string): number {
    let size = this.sizes.get(sitePath);
    if (size === undefined) {
      size = gzipSize(this.read(sitePath) ?? '');
      this.sizes.set(sitePath, size);
    }
    return size;
  }
}

const SITE = new URL('http://site.invalid/');

/** Measures one page: its HTML, the CSS it links or inlines, and its JavaScript module graph. */
export async function staticWeight(html: string, reader: DistReader): Promise<StaticWeight> {
  const assets = pageAssets(html);
  const external: string[] = [];
  const local = (urls: string[]) =>
    urls.flatMap((href) => {
      const url = new URL(href, SITE);
      if (url.origin === SITE.origin) return [url.pathname];
      external.push(href);
      return [];
    });
  const stylesheets = local(assets.stylesheets);
  const missingCss = stylesheets.filter((path) => reader.read(path) === undefined);
  const graph = await moduleGraph(
    local([...assets.scriptSrcs, ...assets.islands.flatMap((island) => island.urls)]),
    reader.read,
  );
  return {
    htmlBytes: gzipSize(html),
    cssBytes: stylesheets.reduce((total, path) => total + reader.gzip(path), 0) + gzipSizes(assets.inlineStyles),
    totalJsBytes: gzipSizes(assets.inlineScripts) + graph.modules.reduce((total, path) => total + reader.gzip(path), 0),
    lazyJsBytes: graph.lazy.reduce((total, path) => total + reader.gzip(path), 0),
    islands: [...new Set(assets.islands.map((island) => island.name))],
    missing: [...missingCss, ...graph.missing, ...external.map((href) => `${href} (other host)`)],
  };
}
