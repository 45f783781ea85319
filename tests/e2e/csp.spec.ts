import { expect, test } from '@playwright/test';

/**
 * Pages whose islands are woken and a toast raised, so styles injected at runtime are checked
 * too; load.spec.ts checks every route on load.
 */
const PATHS = ['/no-such-page', '/features/call-screening'];

test.describe('Content-Security-Policy', () => {
  for (const path of PATHS) {
    test(`${path} runs without a single violation, toasts and islands included`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
        );
      });
      await page.goto(path);
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).not.toContain('unsafe-inline');
      // Wake every island and raise a toast, so runtime-injected styles are exercised too.
      await page.locator('#site-header [data-menu-trigger]:visible').first().click();
      await expect(page.locator('#site-header astro-island')).not.toHaveAttribute('ssr');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page.locator('[data-sonner-toast]')).toBeVisible();
      expect(violations).toEqual([]);
    });
  }
});
