import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPages, fileOfRoute, normalRoute, routeOfFile } from '../../src/build/routes';

describe('routes and built files (src/build/routes.ts)', () => {
  it('spells every route one way', () => {
    for (const [path, route] of [
      ['', '/'],
      ['/', '/'],
      ['about/', '/about'],
      ['/blog/x/', '/blog/x'],
      ['features\\sms', '/features/sms'],
    ]) {
      expect(normalRoute(path!), path).toBe(route);
    }
  });
  it('maps a built file to the route it serves', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('blog/grandparent-scam/index.html')).toBe('/blog/grandparent-scam');
    expect(routeOfFile('404.html')).toBe('/404');
    expect(routeOfFile('features\\call-screening\\index.html')).toBe('/features/call-screening');
    expect(routeOfFile('legacy.html')).toBe('/legacy');
  });
  it("maps a route, or Astro's page pathname, to its file: index.html in a folder, the error pages beside", () => {
    expect(fileOfRoute('/')).toBe('index.html');
    expect(fileOfRoute('')).toBe('index.html');
    expect(fileOfRoute('/pricing')).toBe('pricing/index.html');
    expect(fileOfRoute('blog/x/')).toBe('blog/x/index.html');
    expect(fileOfRoute('404/')).toBe('404.html');
    expect(fileOfRoute('/500')).toBe('500.html');
  });
  it('goes there and back for every route', () => {
    for (const route of ['/', '/about', '/blog/topics/money', '/404'])
      expect(routeOfFile(fileOfRoute(route))).toBe(route);
  });

  const dist = mkdtempSync(join(tmpdir(), 'kinward-routes-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  it("lists every built page, not the hashed assets or Pagefind's files", () => {
    for (const file of [
      'index.html',
      '404.html',
      'blog/a/index.html',
      'pagefind-tips/index.html',
      '_astro/x.html',
      'pagefind/ui.html',
      'rss.xml',
    ]) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), '<!doctype html>');
    }
    expect(builtPages(dist)).toEqual([
      { route: '/', file: join(dist, 'index.html') },
      { route: '/404', file: join(dist, '404.html') },
      { route: '/blog/a', file: join(dist, 'blog/a/index.html') },
      { route: '/pagefind-tips', file: join(dist, 'pagefind-tips/index.html') },
    ]);
  });
});
