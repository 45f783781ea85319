import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPages, fileOfRoute, normalRoute, routeOfFile } from '../../src/build/routes';

describe('routes and built files (src/build/routes.ts)', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['about/', '/about'],
    ['/blog/x/', '/blog/x'],
    ['features\\sms', '/features/sms'],
  ])('spells every route one way: %j is %j', (path, route) => {
    expect(normalRoute(path)).toBe(route);
  });
  it.each([
    ['index.html', '/'],
    ['blog/grandparent-scam/index.html', '/blog/grandparent-scam'],
    ['404.html', '/404'],
    ['features\\call-screening\\index.html', '/features/call-screening'],
    ['legacy.html', '/legacy'],
  ])('maps the built file %j to the route it serves, %j', (file, route) => {
    expect(routeOfFile(file)).toBe(route);
  });
  it.each([
    ['/', 'index.html'],
    ['', 'index.html'],
    ['/pricing', 'pricing/index.html'],
    ['blog/x/', 'blog/x/index.html'],
    ['404/', '404.html'],
    ['/500', '500.html'],
  ])(
    "maps the route (or Astro's page pathname) %j to its file %j: index.html in a folder, the error pages beside",
    (route, file) => {
      expect(fileOfRoute(route)).toBe(file);
    },
  );
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
