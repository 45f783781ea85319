import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/** The marketing pages, checked with axe in both themes and at phone and desktop widths. */
const PATHS = ['/', '/pricing', '/comparison'];

// Two axe runs over a whole page with every island awake: as slow as a11y.spec's, on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const path of PATHS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} has no axe violations (${colorScheme})`, async ({ browser }) => {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({
          colorScheme,
          reducedMotion: 'reduce',
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await page.goto(path);
        // Wake the islands that hydrate on sight or on interaction, so their live markup is what gets checked.
        for (const island of await page.locator('astro-island[client="visible"]').all()) {
          await island.scrollIntoViewIfNeeded();
          await expect(island).not.toHaveAttribute('ssr', /.*/);
        }
        // An FAQ is native <details> until then: focusing its first question wakes it.
        for (const island of await page.locator('main astro-island[client="interaction"]').all()) {
          await island.locator('button, summary').first().focus();
        }
        await expect(page.locator('main astro-island[ssr]')).toHaveCount(0);
        // Reveal every landing section (reduced motion shows them anyway).
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expectNoAxeViolations(page, { where: `${path} at ${width} px, islands awake` });
        await context.close();
      }
    });
  }
}
