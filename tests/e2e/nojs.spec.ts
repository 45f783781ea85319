import { expect, test } from '@playwright/test';
import { contentRoutes } from './routes';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of contentRoutes) {
    test(`${route} shows its full content`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBeLessThan(400);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const main = page.getByRole('main');
      expect((await main.innerText()).trim().length).toBeGreaterThan(200);
      // Nothing waits for a script to appear.
      const invisible = await main.evaluate((el) =>
        Array.from(el.querySelectorAll<HTMLElement>('section, article, h2, h3, p'))
          .filter((node) => !node.closest('details:not([open]), [hidden], noscript'))
          .filter((node) => {
            const style = getComputedStyle(node);
            return style.visibility === 'hidden' || Number(style.opacity) === 0;
          })
          .map((node) => node.textContent?.trim().slice(0, 40)),
      );
      expect(invisible).toEqual([]);
      // The navigation is plain links.
      await expect(page.locator('#site-header a[href="/pricing"]').first()).toBeAttached();
    });
  }
});
