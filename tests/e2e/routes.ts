import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every route of the built site, read from dist/ — which the collections generate — so a
 * new feature, post or page is checked by the crawl, axe and no-JS tests automatically.
 */
const DIST = join(process.cwd(), 'dist');

function walk(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '_astro' && name !== 'pagefind') walk(path, found);
    } else if (name === 'index.html') {
      found.push('/' + relative(DIST, dir).split('\\').join('/'));
    }
  }
  return found;
}

/** Pages that only send the browser on to the external app. */
export const redirectRoutes = ['/login', '/signup'];

/** Every page route, e.g. "/", "/features/call-screening" (no trailing slash). */
export const allRoutes: string[] = walk(DIST)
  .map((route) => route.replace(/\/+$/, '') || '/')
  .sort();

/** Routes that render content (everything but the redirects). */
export const contentRoutes = allRoutes.filter((route) => !redirectRoutes.includes(route));
