import { join } from 'node:path';
import { builtPages, fileOfRoute, representativePages } from '../../src/build/routes';

/**
 * Every route of the built site, read from dist/ — which the collections generate — so a
 * new feature, post or page is checked by the crawl, axe and no-JS tests automatically.
 */
const DIST = join(process.cwd(), 'dist');

/** Pages that only send the browser on to the external app. */
export const redirectRoutes = ['/login', '/signup'];

/** Every page route, e.g. "/", "/features/call-screening" (no trailing slash); not the not-found page. */
export const allRoutes: string[] = builtPages(DIST)
  .map((page) => page.route)
  .filter((route) => route !== '/404')
  .sort();

/**
 * The first page of each kind ("/blog/*", "/features/*" …) and every page of its own kind ("/pricing"):
 * the other pages of a kind share its layout and components with other content.
 */
export const representativeRoutes: string[] = representativePages(builtPages(DIST), [])
  .map((page) => page.route)
  .filter((route) => allRoutes.includes(route));

/** Routes that render content (everything but the redirects). */
export const contentRoutes = allRoutes.filter((route) => !redirectRoutes.includes(route));

/** The built HTML file of a route, e.g. "/pricing" → "<cwd>/dist/pricing/index.html", "/404" → "<cwd>/dist/404.html". */
export const builtFileOf = (route: string) => join(DIST, fileOfRoute(route));
