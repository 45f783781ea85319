import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Where each page is in the built site, and back: the one place that knows how Astro lays out
 * `dist/` (`build.format: 'directory'`). A route's page is `<route>/index.html`; the error pages
 * are `404.html` and `500.html`. Used by the after-build steps (search index, CSP headers, Open
 * Graph cards), the bench, `npm run budget` and the e2e route list; and which pages share a kind
 * (one layout, other content), so a check need not repeat itself on every page of one.
 */

/** Routes Astro writes as `<name>.html` rather than `<name>/index.html`. */
const ERROR_PAGES = new Set(['/404', '/500']);

/** Folders of the output that hold no pages: hashed assets and the search index. */
const NOT_PAGES = new Set(['_astro', 'pagefind']);

/** A route in its one spelling: a leading slash, no trailing slash ("/", "/blog/x"). */
export function normalRoute(path: string): string {
  return `/${path.replaceAll('\\', '/').replace(/^\/+|\/+$/g, '')}`;
}

/** The route a built HTML file serves, from its path inside the output folder: "a/index.html" → "/a", "404.html" → "/404". */
export function routeOfFile(file: string): string {
  return normalRoute(
    file
      .replaceAll('\\', '/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, ''),
  );
}

/** The HTML file, inside the output folder, that serves `route` ("/a" or Astro's "a/" → "a/index.html", "/" → "index.html"). */
export function fileOfRoute(route: string): string {
  const path = normalRoute(route);
  if (ERROR_PAGES.has(path)) return `${path.slice(1)}.html`;
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** A built page: its route and the absolute path of its HTML file. */
export interface BuiltPage {
  route: string;
  file: string;
}

/** Every HTML page under `dist` (not the hashed assets or Pagefind's files), sorted by route. */
export function builtPages(dist: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir !== dist || !NOT_PAGES.has(entry.name)) walk(path);
      } else if (entry.name.endsWith('.html')) {
        pages.push({ route: routeOfFile(relative(dist, path)), file: path });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** The kind of page a route is: its path with the last segment of nested routes generalised, e.g. "/blog/*". */
export function routeKind(route: string): string {
  const segments = route.split('/').filter(Boolean);
  return segments.length < 2 ? route : `/${segments.slice(0, -1).join('/')}/*`;
}

/** The first page of each kind plus the pages of `always`, in route order (the bench's --sample, the e2e axe matrix). */
export function representativePages(pages: readonly BuiltPage[], always: readonly string[]): BuiltPage[] {
  const kinds = new Set<string>();
  return pages.filter((page) => {
    const kind = routeKind(page.route);
    const first = !kinds.has(kind);
    kinds.add(kind);
    return first || always.includes(page.route);
  });
}
