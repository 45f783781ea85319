import { attribute, elements, textOf, type HtmlElement } from '../../src/build/html.ts';

/** An Astro island as it appears in built HTML (`<astro-island>`). */
export interface Island {
  /** Component name (from the island's `opts`), e.g. "HeaderNav". */
  name: string;
  /** Its hydration directive, e.g. "visible", "interaction". */
  client: string;
  /** Module URLs the island loads when it hydrates: component, renderer, before-hydration. */
  urls: string[];
  /** Its component's chunk (`component-url`). */
  componentUrl?: string;
  /** The framework renderer it hydrates with (`renderer-url`): for React islands, Astro's client with React and react-dom. */
  rendererUrl?: string;
}

/** What a built page links or inlines, in document order. */
export interface PageAssets {
  stylesheets: string[];
  inlineStyles: string[];
  scriptSrcs: string[];
  inlineScripts: string[];
  islands: Island[];
}

/** `<script type>` values a browser runs as JavaScript (anything else is a data block). */
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Reads the stylesheets, scripts and islands of one HTML page (parsed by parse5, see src/build/html.ts). */
export function pageAssets(html: string): PageAssets {
  const assets: PageAssets = { stylesheets: [], inlineStyles: [], scriptSrcs: [], inlineScripts: [], islands: [] };
  for (const element of elements(html)) {
    if (element.tagName === 'style') assets.inlineStyles.push(textOf(element));
    else if (element.tagName === 'script' && JS_TYPES.has((attribute(element, 'type') ?? '').trim().toLowerCase())) {
      const src = attribute(element, 'src');
      if (src !== undefined) assets.scriptSrcs.push(src);
      else assets.inlineScripts.push(textOf(element));
    } else if (element.tagName === 'link') {
      const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
      const href = attribute(element, 'href');
      if (rel.includes('stylesheet') && href) assets.stylesheets.push(href);
    } else if (element.tagName === 'astro-island') {
      assets.islands.push({
        name: islandName(element),
        client: attribute(element, 'client') ?? '',
        urls: ['component-url', 'renderer-url', 'before-hydration-url']
          .map((name) => attribute(element, name))
          .filter((url): url is string => !!url),
        componentUrl: attribute(element, 'component-url') || undefined,
        rendererUrl: attribute(element, 'renderer-url') || undefined,
      });
    }
  }
  return assets;
}

/** The component's name from the island's `opts` JSON, else from its chunk's file name. */
function islandName(island: HtmlElement): string {
  try {
    const name: unknown = JSON.parse(attribute(island, 'opts') ?? '{}').name;
    if (typeof name === 'string' && name) return name;
  } catch {
    // fall through to the file name
  }
  return (attribute(island, 'component-url') ?? '').split('/').pop()?.split('.')[0] || 'unknown';
}
