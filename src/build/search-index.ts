import { metaTags } from './html.ts';

/**
 * Which built pages site search indexes, decided by scripts/search-index.ts (the step of
 * `npm run build` that runs after `astro build`). Content pages are in; the demo dashboard,
 * the not-found page, the /login and /signup redirects and anything marked noindex are out.
 */

/** Pages (and everything under them) that search never offers. */
export const UNSEARCHABLE_PATHS = ['/dashboard', '/404', '/login', '/signup'] as const;

/** True for a page (by route, see ./routes.ts) the visitor should be able to find through search. */
export function isSearchablePage(route: string, html: string): boolean {
  const excluded = UNSEARCHABLE_PATHS.some((path) => route === path || route.startsWith(`${path}/`));
  if (excluded) return false;
  // A page kept out of search engines is kept out of site search too (redirects, utility pages).
  return !/\bnoindex\b/i.test(metaTags(html).get('robots') ?? '');
}
