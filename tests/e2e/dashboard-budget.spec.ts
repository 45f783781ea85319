import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BUDGETS } from '../../scripts/bench/budgets';
import { kib } from '../../scripts/bench/gzip';
import { measurePageJs, report } from '../../scripts/js-budget';

/**
 * The budget for /dashboard (issue 11), gzip, measured from dist/ with `npm run budget`'s walker:
 * what the page runs once its island wakes (everything its HTML and islands import statically;
 * loading the page alone runs none of it, see load.spec.ts) and everything it can ever load (site
 * search too). React 19's DOM client alone is 63.4 KiB of it and sonner 9.1 KiB
 * (`npm run budget -- /dashboard`); they, Radix Tooltip and Switch stay, so the dashboard's own
 * code is what must stay small.
 */
const AWAKE_KIB = BUDGETS.dashboardAwake / 1024;
const TOTAL_KIB = BUDGETS.dashboardTotal / 1024;

const built = existsSync('dist/dashboard/index.html');

test.describe('/dashboard JavaScript budget (measured from dist/)', () => {
  test.skip(!built, 'dist/ has no /dashboard: run "npm run build" first');

  test(`runs at most ${AWAKE_KIB} KiB once awake, and can load at most ${TOTAL_KIB} KiB in all`, async () => {
    const js = await measurePageJs('dist', '/dashboard');
    console.log(report('/dashboard', js));
    expect(
      js.initial.some((s) => s.name.includes('DemoDashboard')),
      'the island is in the measured graph',
    ).toBe(true);
    expect(
      js.lazy.some((s) => s.name.includes('SearchDialog')),
      'site search is counted in the total',
    ).toBe(true);
    expect(js.initialGzip, `once awake ${kib(js.initialGzip)}`).toBeLessThanOrEqual(AWAKE_KIB * 1024);
    expect(js.totalGzip, `total ${kib(js.totalGzip)}`).toBeLessThanOrEqual(TOTAL_KIB * 1024);
  });
});
