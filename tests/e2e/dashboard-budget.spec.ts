import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { kb, measurePageJs, report } from '../../scripts/js-budget';

/**
 * The budget for /dashboard: 90 KB of JavaScript (gzip) in total, React included.
 *
 * Not reachable with React 19: its DOM client alone is about 67 KB gzip, and the shared shell
 * every page ships (header island, toaster with sonner, tailwind-merge, Astro's island
 * runtime) brings any page to about 96 KB before the dashboard adds a byte. The same
 * islands compiled against preact/compat come to about 65 KB, so meeting 90 KB means
 * switching the site's renderer: a decision for the whole project, not for this page.
 * Until then this target is an expected failure; once it passes, Playwright reports it
 * and the `test.fail` line below should go.
 */
const TARGET_KB = 90;

/** What the route ships today plus a little room: guards against silent growth. */
const CEILING_KB = 124;

const built = existsSync('dist/dashboard/index.html');

test.describe('/dashboard JavaScript budget (measured from dist/)', () => {
  test.skip(!built, 'dist/ has no /dashboard: run "npm run build" first');

  test(`stays under the ${CEILING_KB} KB gzip ceiling`, () => {
    const js = measurePageJs('dist', '/dashboard');
    console.log(report('/dashboard', js));
    expect(js.initial.some((s) => s.name.includes('DemoDashboard')), 'the island is in the measured graph').toBe(true);
    expect(js.totalGzip, `total ${kb(js.totalGzip)}`).toBeLessThanOrEqual(CEILING_KB * 1024);
  });

  test(`meets the issue's ${TARGET_KB} KB gzip target`, () => {
    test.fail(true, 'React 19 + the shared shell already weigh about 96 KB gzip; see the comment above');
    const js = measurePageJs('dist', '/dashboard');
    expect(js.totalGzip, `total ${kb(js.totalGzip)}`).toBeLessThanOrEqual(TARGET_KB * 1024);
  });
});
