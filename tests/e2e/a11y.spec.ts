import { expect, test, type Page } from '@playwright/test';
import { APP_URL, expectNoAxeViolations as expectNoViolations } from './fixtures';
import { allRoutes, redirectRoutes, representativeRoutes } from './routes';

const WIDTHS = [1280, 390] as const;
const THEMES = ['light', 'dark'] as const;

/**
 * Every page is checked in both themes and at both widths: light at 1280 px and dark at 390 px. The first page of
 * each kind (every one-off page, one feature, one post, one topic …) is checked in all four combinations; the other
 * pages of a kind share its layout, so the two remaining combinations would repeat the same checks on the same
 * markup. axe over a page takes 5–15 s on a busy two-core host, and CI has 90 minutes for everything.
 */
const routesFor = (colorScheme: (typeof THEMES)[number], width: (typeof WIDTHS)[number]) =>
  (colorScheme === 'light') === (width === 1280) ? allRoutes : representativeRoutes;

/**
 * Keeps a redirect page on screen long enough to check it: its one-line redirect script is
 * left out of the document, and the meta refresh meets a 204, which makes the browser stay.
 */
async function holdRedirects(page: Page, baseURL: string) {
  const site = new URL(baseURL).host;
  await page.context().route(`${APP_URL}/**`, (route) => route.fulfill({ status: 204 }));
  await page.route(
    (url) => url.host === site && /^\/(login|signup)\/?$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="module">[^<]*data-redirect[^<]*<\/script>/, '');
      await route.fulfill({ response, body: html });
    },
  );
}

for (const colorScheme of THEMES) {
  for (const width of WIDTHS) {
    test.describe(`axe, ${colorScheme} theme, ${width} px`, () => {
      test.use({ colorScheme, viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce' });
      // axe over a whole page takes a few seconds on this 2-core machine; a page with a menu open, more.
      test.describe.configure({ timeout: 60_000 });

      for (const route of routesFor(colorScheme, width)) {
        test(`${route}`, async ({ page, baseURL }) => {
          if (redirectRoutes.includes(route)) await holdRedirects(page, baseURL!);
          await page.goto(route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          await expectNoViolations(page);
        });
      }

      test('with an FAQ answer open', async ({ page }) => {
        await page.goto('/features/call-screening');
        // The FAQ hydrates on first interaction: focusing a question wakes it.
        await page.locator('[data-faq] summary').first().focus();
        const trigger = page.locator('[data-faq] h3 button').first();
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expectNoViolations(page);
      });

      test("with a family member's detail open on the dashboard", async ({ page }) => {
        await page.goto('/dashboard?member=3');
        await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
        await expectNoViolations(page);
      });

      test('with the header menus open', async ({ page }) => {
        await page.goto('/');
        await page.locator('#site-header [data-menu-trigger]:visible').first().focus();
        await expect(page.locator('#site-header astro-island')).not.toHaveAttribute('ssr');
        const menus = width < 600 ? ['Menu'] : ['Features', 'Use Cases', 'Login'];
        for (const name of menus) {
          await page.locator('#site-header').getByRole('button', { name, exact: true }).click();
          await expectNoViolations(page);
        }
      });
    });
  }
}
