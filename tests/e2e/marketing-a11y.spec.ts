import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** The marketing pages, checked with axe in both themes and at phone and desktop widths. */
const PATHS = ['/', '/pricing', '/comparison'];

for (const path of PATHS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} has no axe violations (${colorScheme})`, async ({ browser }) => {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce', viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(path);
        // Wake the islands that hydrate on sight, so their final markup is what gets checked.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
        });
        await expect(page.locator('astro-island[ssr][client="visible"]')).toHaveCount(0);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const summary = results.violations.map((v) => `${v.id} @${width}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
        await context.close();
      }
    });
  }
}
