/** An Astro island as it appears in built HTML (`<astro-island>`). */
export interface Island {
  /** Component name (from the island's `opts`), e.g. "HeaderNav". */
  name: string;
  /** Its hydration directive, e.g. "visible", "interaction". */
  client: string;
  /** Module URLs the island loads when it hydrates: component, renderer, before-hydration. */
  urls: string[];
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

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Decodes the character references that can appear in an attribute value. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of a start tag's attribute text, names lower-cased, values decoded. */
export function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** A start tag's attribute text: quoted values may hold ">" . */
const ATTRIBUTES = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;

/** Reads the stylesheets, scripts and islands of one HTML page (as Astro writes it). */
export function pageAssets(html: string): PageAssets {
  const assets: PageAssets = { stylesheets: [], inlineStyles: [], scriptSrcs: [], inlineScripts: [], islands: [] };
  // Raw-text elements first, so markup-like text inside a script or style is never read as tags.
  const rest = html.replace(/<!--[\s\S]*?-->/g, '').replace(
    new RegExp(String.raw`<(script|style)\b${ATTRIBUTES}>([\s\S]*?)</\1\s*>`, 'gi'),
    (_whole, tag: string, attributeText: string, body: string) => {
      const attributes = parseAttributes(attributeText);
      if (tag.toLowerCase() === 'style') assets.inlineStyles.push(body);
      else if (JS_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase())) {
        const src = attributes.get('src');
        if (src !== undefined) assets.scriptSrcs.push(src);
        else assets.inlineScripts.push(body);
      }
      return '';
    },
  );
  for (const match of rest.matchAll(new RegExp(String.raw`<(link|astro-island)\b${ATTRIBUTES}>`, 'gi'))) {
    const attributes = parseAttributes(match[2]!);
    if (match[1]!.toLowerCase() === 'link') {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributes.get('href');
      if (rel.includes('stylesheet') && href) assets.stylesheets.push(href);
      continue;
    }
    assets.islands.push({
      name: islandName(attributes),
      client: attributes.get('client') ?? '',
      urls: ['component-url', 'renderer-url', 'before-hydration-url']
        .map((name) => attributes.get(name))
        .filter((url): url is string => !!url),
    });
  }
  return assets;
}

/** The component's name from the island's `opts` JSON, else from its chunk's file name. */
function islandName(attributes: Map<string, string>): string {
  try {
    const name: unknown = JSON.parse(attributes.get('opts') ?? '{}').name;
    if (typeof name === 'string' && name) return name;
  } catch {
    // fall through to the file name
  }
  return (attributes.get('component-url') ?? '').split('/').pop()?.split('.')[0] || 'unknown';
}
