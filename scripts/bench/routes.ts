import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileOfRoute, normalRoute } from '../../src/build/routes.ts';

/** The HTML file that serves `route` in `dist`, or undefined when the build has none. */
export function htmlFileFor(dist: string, route: string): string | undefined {
  const file = join(dist, fileOfRoute(route));
  return existsSync(file) ? file : undefined;
}

/** The newest blog post's route, read from the built RSS feed (newest first), else undefined. */
export function newestPostRoute(dist: string): string | undefined {
  const feed = join(dist, 'rss.xml');
  if (!existsSync(feed)) return undefined;
  const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(readFileSync(feed, 'utf-8'))?.[1];
  if (!link) return undefined;
  return normalRoute(new URL(link.trim(), 'http://site.invalid/').pathname);
}

/** One of the routes Lighthouse measures (issue 7), with the route it resolved to. */
export interface LighthouseTarget {
  label: string;
  route: string | undefined;
  built: boolean;
}

/** The Lighthouse routes: home, a feature page, the newest post, pricing, comparison, dashboard. */
export function lighthouseTargets(dist: string): LighthouseTarget[] {
  const post = newestPostRoute(dist);
  const targets: [string, string | undefined][] = [
    ['home', '/'],
    ['feature page', '/features/website-fraud-detection'],
    ['newest blog post', post],
    ['pricing', '/pricing'],
    ['comparison', '/comparison'],
    ['dashboard', '/dashboard'],
  ];
  return targets.map(([label, route]) => ({ label, route, built: !!route && !!htmlFileFor(dist, route) }));
}
