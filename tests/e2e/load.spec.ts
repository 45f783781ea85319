import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { BUDGETS } from '../../scripts/bench/budgets';
import { APP_URL } from './fixtures';
import { allRoutes, redirectRoutes } from './routes';

/** Budgets of issue 7: JavaScript executed on load, and CSS, per page (gzip). */
const JS_ON_LOAD_BUDGET = BUDGETS.pageOnLoad;
const CSS_BUDGET = BUDGETS.css;

/**
 * Loads every page once, as a visitor who has not touched anything yet, and checks:
 * no request leaves the site, no Content-Security-Policy violation, and the JS and CSS
 * it runs stay within budget.
 */
for (const route of allRoutes.filter((r) => !redirectRoutes.includes(r))) {
  test(`${route}: only our own host, no CSP violation, JS and CSS within budget`, async ({ page, baseURL }) => {
    const site = new URL(baseURL!).host;
    const foreign: string[] = [];
    const violations: string[] = [];
    const bodies: { type: 'script' | 'css'; bytes: number }[] = [];
    await page.context().route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || url.host === site) return route.continue();
      foreign.push(url.href);
      return url.href.startsWith(APP_URL) ? route.fulfill({ status: 204 }) : route.abort();
    });
    page.on(
      'console',
      (message) => /Content.Security.Policy|Refused to/i.test(message.text()) && violations.push(message.text()),
    );
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      bodies.push({ type: type === 'script' ? 'script' : 'css', bytes: gzipSync(body).length });
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);

    const inline = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src])'))
        .filter(
          (s) =>
            !s.getAttribute('type') ||
            s.getAttribute('type') === 'module' ||
            s.getAttribute('type') === 'text/javascript',
        )
        .map((s) => s.textContent ?? ''),
    );
    const js =
      bodies.filter((b) => b.type === 'script').reduce((sum, b) => sum + b.bytes, 0) +
      inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
    const css = bodies.filter((b) => b.type === 'css').reduce((sum, b) => sum + b.bytes, 0);

    expect(foreign, 'requests to other hosts').toEqual([]);
    expect(violations, 'CSP violations').toEqual([]);
    expect(css, `CSS gzip on ${route}`).toBeLessThanOrEqual(CSS_BUDGET);
    // Every page, whatever islands it has (header, FAQ, forms, comparison, the dashboard): they
    // hydrate when the visitor first reaches for them, so loading the page runs almost no JavaScript.
    expect(js, `JS executed on load on ${route}`).toBeLessThanOrEqual(JS_ON_LOAD_BUDGET);
  });
}
