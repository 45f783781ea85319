import { expect, test, type Page } from '@playwright/test';
import { wakeHeader } from './fixtures';

const PAGE = '/help';
const SIZES = { normal: '16px', large: '19px', larger: '22px' };

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const control = (page: Page) => page.locator('#site-header').getByRole('radiogroup', { name: 'Text size' });

/** Records the text size and root font size at DOMContentLoaded, before any island runs. */
async function recordAtLoad(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      Object.assign(window, {
        textSizeAtLoad: root.dataset.textSize ?? 'unset',
        fontSizeAtLoad: getComputedStyle(root).fontSize,
      });
    });
  });
}
/** Opens the page in a 1280 × 800 window as a visitor who chose `size` on an earlier visit. */
async function openWithStoredSize(page: Page, size: string) {
  await page.addInitScript((stored) => localStorage.setItem('kinward-text-size', stored), size);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
}
const atLoad = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { textSizeAtLoad: string; fontSizeAtLoad: string };
    return { size: w.textSizeAtLoad, fontSize: w.fontSizeAtLoad };
  });

test('choosing a text size scales the root font, persists across a reload and never flashes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordAtLoad(page);
  await page.goto(PAGE);
  await wakeHeader(page);
  const group = control(page);
  await expect(group.getByRole('radio', { name: 'Normal text' })).toBeChecked();
  expect(await rootFontSize(page)).toBe(SIZES.normal);
  expect(await atLoad(page)).toEqual({ size: 'unset', fontSize: SIZES.normal });

  await group.getByTitle('Large text').click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
  await expect(group.getByRole('radio', { name: 'Large text' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'Normal text' })).not.toBeChecked();
  expect(await rootFontSize(page)).toBe(SIZES.large);
  // Choosing the chosen size again keeps it (a single toggle group could otherwise be emptied).
  await group.getByTitle('Large text').click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');

  await page.reload();
  expect(await atLoad(page)).toEqual({ size: 'large', fontSize: SIZES.large });
  await wakeHeader(page);
  await expect(control(page).getByRole('radio', { name: 'Large text' })).toBeChecked();

  // Also on another page, and back to normal.
  await page.goto('/faq');
  expect(await atLoad(page)).toEqual({ size: 'large', fontSize: SIZES.large });
  // Shown as chosen once the header has hydrated.
  await wakeHeader(page);
  await expect(control(page).getByRole('radio', { name: 'Large text' })).toBeChecked();
  await control(page).getByTitle('Normal text').click();
  expect(await rootFontSize(page)).toBe(SIZES.normal);
  await page.reload();
  // Normal is the default, so the head script leaves the attribute off.
  expect(await atLoad(page)).toEqual({ size: 'unset', fontSize: SIZES.normal });
});

test('the text-size control works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await wakeHeader(page);
  const group = control(page);
  await expect(group.getByRole('radio', { name: 'Normal text' })).toBeChecked();
  // Tab from Sign Up lands on the chosen size.
  await page.locator('#site-header').getByRole('link', { name: 'Sign Up' }).focus();
  await page.keyboard.press('Tab');
  await expect(group.getByRole('radio', { name: 'Normal text' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'Large text' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(group.getByRole('radio', { name: 'Larger text' })).toBeChecked();
  expect(await rootFontSize(page)).toBe(SIZES.larger);
  // The focus ring shows on the focused option.
  const outline = await group
    .getByRole('radio', { name: 'Larger text' })
    .evaluate((el) => getComputedStyle(el.closest('label')!).outlineStyle);
  expect(outline).toBe('solid');
  // Tab leaves the group for the theme toggle.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeFocused();
});

test('at 390 px the text size is in the mobile menu and scales the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PAGE);
  await expect(control(page)).toBeHidden();
  await wakeHeader(page);
  const menuButton = page.locator('#site-header').getByRole('button', { name: 'Menu' });
  // aria-expanded appears once the header has hydrated.
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  const group = page.locator('#mobile-menu').getByRole('radiogroup', { name: 'Text size' });
  await expect(group).toBeVisible();
  await group.getByTitle('Larger text').click();
  expect(await rootFontSize(page)).toBe(SIZES.larger);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // The header still fits: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a stored value that is not a size is ignored', async ({ page }) => {
  await openWithStoredSize(page, 'huge');
  await expect(page.locator('html')).not.toHaveAttribute('data-text-size', /./);
  expect(await rootFontSize(page)).toBe(SIZES.normal);
});

test('without JavaScript the control is hidden, since it could not work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.getByRole('radiogroup', { name: 'Text size' })).toHaveCount(0);
  await context.close();
});

test('with larger text the header stays one tidy row: the links move into the menu, the control stays', async ({
  page,
}) => {
  await openWithStoredSize(page, 'larger');
  await wakeHeader(page);
  const header = page.locator('#site-header');
  await expect(header.getByRole('button', { name: 'Features', exact: true })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(control(page).getByRole('radio', { name: 'Larger text' })).toBeChecked();
  // One row: the header is no taller than its minimum height (4.5rem at 22 px).
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(4.5 * 22 + 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // At normal size the same width shows the full desktop header again.
  await control(page).getByTitle('Normal text').click();
  await expect(header.getByRole('button', { name: 'Features', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  // Every link and button of that row keeps its label on one line, inside the window.
  const boxes = await header.locator('a:visible, button:visible').evaluateAll((items) =>
    items.map((item) => ({
      name: item.textContent?.trim(),
      height: item.getBoundingClientRect().height,
      right: item.getBoundingClientRect().right,
    })),
  );
  for (const box of boxes) {
    expect(box.height, `${box.name} wraps`).toBeLessThan(60); // one line is 44–49 px, two are over 70
    expect(box.right, `${box.name} overflows`).toBeLessThanOrEqual(1280);
  }
});

test('before the header hydrates, the stored size already shows as chosen and a first click is not lost', async ({
  page,
}) => {
  await openWithStoredSize(page, 'large');
  await expect(page.locator('#site-header astro-island')).toHaveAttribute('ssr');
  const background = (size: string) =>
    page
      .locator(`#site-header [data-text-size-option="${size}"]`)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('large')).not.toBe(await background('normal'));

  // A click on "Larger" wakes the header and is applied once it is live.
  await page.locator('#site-header [data-text-size-option="larger"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
  await expect(control(page).getByRole('radio', { name: 'Larger text' })).toBeChecked();
});
