import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { kib } from '../../scripts/bench/gzip';
import { measurePageJs, report } from '../../scripts/js-budget';

/**
 * The budget for /dashboard: 90 KB of JavaScript (gzip) in total, React included.
 *
 * Not reachable with React 19 and the libraries the project mandates (`npm run budget`):
 * React's DOM client with react and react-dom is about 68 KiB; sonner about 9 KiB; Radix
 * Tooltip and Switch with floating-ui about 8 KiB; the header island (with site search,
 * loaded when opened) about 13 KiB; Astro's island runtime and the head scripts about
 * 3.5 KiB. That is about 101 KiB before the dashboard adds its own 22 KiB. The same islands
 * compiled against preact/compat come to about 65 KB, so meeting 90 KB means switching the
 * site's renderer: a decision for the whole project, not for this page. Until then the
 * target is an expected failure; once it passes, Playwright reports it and `test.fail` goes.
 */
const TARGET_KB = 90;

/** What the route ships today (128.5 KiB, everything it can load) plus a little room: guards against silent growth. */
const CEILING_KB = 130;

const built = existsSync('dist/dashboard/index.html');

test.describe('/dashboard JavaScript budget (measured from dist/)', () => {
  test.skip(!built, 'dist/ has no /dashboard: run "npm run build" first');

  test(`stays under the ${CEILING_KB} KB gzip ceiling`, async () => {
    const js = await measurePageJs('dist', '/dashboard');
    console.log(report('/dashboard', js));
    expect(js.initial.some((s) => s.name.includes('DemoDashboard')), 'the island is in the measured graph').toBe(true);
    expect(js.totalGzip, `total ${kib(js.totalGzip)}`).toBeLessThanOrEqual(CEILING_KB * 1024);
  });

  test(`meets the issue's ${TARGET_KB} KB gzip target`, async () => {
    test.fail(true, 'React 19 and the mandated libraries already weigh about 101 KiB gzip; see the comment above');
    const js = await measurePageJs('dist', '/dashboard');
    expect(js.totalGzip, `total ${kib(js.totalGzip)}`).toBeLessThanOrEqual(TARGET_KB * 1024);
  });
});
