import { expect, test, type Page } from '@playwright/test';
import { watchCspViolations } from './fixtures';

/**
 * Pages whose islands are woken and a toast raised, so styles injected at runtime are checked
 * too; load.spec.ts checks every route on load.
 */
const PATHS = ['/no-such-page', '/features/call-screening'];

/** Scrolls to the bottom so every lazy island wakes and every section reveals. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

test.describe('Content-Security-Policy', () => {
  for (const path of PATHS) {
    test(`${path} runs without a single violation, toasts and islands included`, async ({ page }) => {
      const violations = await watchCspViolations(page);
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

test.describe('marketing pages under the Content-Security-Policy', () => {
  test('/ reveals every section without a violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await scrollThrough(page);
    await expect(page.locator('[data-reveal]:not([data-revealed])')).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test('/pricing opens an FAQ answer without a violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/pricing');
    await scrollThrough(page);
    // The FAQ hydrates on first interaction: focusing a question wakes it; let it go live first.
    const faq = page.locator('astro-island').filter({ has: page.locator('[data-faq="pricing-faq"]') });
    await faq.locator('summary').first().focus();
    await expect(faq).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
    await page.locator('[data-faq="pricing-faq"]').getByRole('button', { name: 'Can I cancel anytime?' }).click();
    await expect(page.getByText('There is nothing to sign and nobody to call.')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('/comparison filters and raises a story toast without a violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/comparison');
    await scrollThrough(page);
    const filter = page.getByRole('group', { name: 'Show features by category' });
    await filter.getByRole('button', { name: 'Support', exact: true }).click();
    await expect(filter.getByRole('button', { name: 'Support', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Read Sofia’s story' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Sofia, 15: switched from Competitor A');
    expect(violations).toEqual([]);
  });
});
