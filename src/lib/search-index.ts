/**
 * Which built pages site search indexes, decided by scripts/search-index.ts (the step of
 * `npm run build` that runs after `astro build`). Content pages are in; the demo dashboard,
 * the not-found page, the /login and /signup redirects and anything marked noindex are out.
 */

/** Pages (and everything under them) that search never offers. */
export const UNSEARCHABLE_PATHS = ['/dashboard', '/404', '/login', '/signup'] as const;

/** True for a built HTML page (a path inside the output folder), not for Pagefind's own files in `pagefind/`. */
export function isPageFile(file: string): boolean {
  return file.endsWith('.html') && file.replaceAll('\\', '/').split('/')[0] !== 'pagefind';
}

/**
 * The site URL of a built HTML file, from its path inside the output folder:
 * `blog/x/index.html` → `/blog/x`, `index.html` → `/`, `404.html` → `/404`.
 */
export function pageUrl(file: string): string {
  const path = file
    .replaceAll('\\', '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return `/${path.replace(/^\/+/, '')}`;
}

/** True for a page the visitor should be able to find through search. */
export function isSearchablePage(url: string, html: string): boolean {
  const excluded = UNSEARCHABLE_PATHS.some((path) => url === path || url.startsWith(`${path}/`));
  if (excluded) return false;
  // A page kept out of search engines is kept out of site search too (redirects, utility pages).
  return !/<meta\s[^>]*name=["']?robots["']?[^>]*content=["'][^"']*noindex/i.test(html);
}
