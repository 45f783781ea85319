import { expect, test, type Page } from '@playwright/test';

/** The focused element shows a visible indicator: an outline or a ring (box-shadow). */
async function expectFocusVisible(page: Page) {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const targets = [el, el.closest('label')].filter(Boolean) as HTMLElement[];
    for (const target of targets) {
      const style = getComputedStyle(target);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return 'ok';
      if (style.boxShadow !== 'none') return 'ok';
    }
    return `no focus indicator on <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  });
  expect(indicator).toBe('ok');
}

/** Presses Tab until the focused element matches, checking focus is visible at every stop. */
async function tabTo(
  page: Page,
  matches: (el: { tag: string; text: string; label: string | null; role: string | null }) => boolean,
  limit = 40,
) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement;
      return {
        tag: a.tagName.toLowerCase(),
        text: (a.textContent ?? '').trim(),
        label: a.getAttribute('aria-label'),
        role: a.getAttribute('role'),
      };
    });
    if (matches(el)) return;
  }
  throw new Error('Tab never reached the expected control');
}

test.describe('keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reaches and operates every header control, with focus always visible', async ({ page }) => {
    await page.goto('/features');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expectFocusVisible(page);
    await tabTo(page, (el) => el.text.startsWith('Features'));
    const features = page.locator('#site-header').getByRole('button', { name: 'Features', exact: true });
    await expect(features).toBeFocused();

    // Features: open, walk in, leave with Escape.
    await page.keyboard.press('Enter');
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#features-menu').getByRole('link', { name: 'Website Fraud Detection' })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Escape');
    await expect(features).toBeFocused();

    // Use Cases: open with Space, follow a link with Enter.
    await tabTo(page, (el) => el.text.startsWith('Use Cases'));
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#use-cases-menu').getByRole('link', { name: 'Seniors & Elderly' })).toBeFocused();
    await page.keyboard.press('Escape');

    await tabTo(page, (el) => el.text === 'Blog');
    await tabTo(page, (el) => el.text === 'Pricing');

    // Login: a provider button answers with a toast.
    await tabTo(page, (el) => el.text.startsWith('Login'));
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'OAuth login with Google' })).toBeVisible();

    await tabTo(page, (el) => el.text === 'Sign Up');
    // Text size: arrows choose.
    await tabTo(page, (el) => el.label === 'Normal text');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
    // Theme.
    await tabTo(page, (el) => el.label === 'Dark theme');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('operates an FAQ accordion', async ({ page }) => {
    await page.goto('/features/call-screening');
    const triggers = page.locator('[data-faq] h3 button');
    // Tab walks to the first question from the heading above. Until then the FAQ is native
    // <details>; reaching it wakes the island, and focus stays on that question in the accordion.
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).click();
    await tabTo(
      page,
      (el) => (el.tag === 'summary' || (el.tag === 'button' && el.role !== 'radio')) && el.text.endsWith('?'),
      80,
    );
    await expect(triggers.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(triggers.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(triggers.first()).toBeFocused();
    await expectFocusVisible(page);
  });
});
