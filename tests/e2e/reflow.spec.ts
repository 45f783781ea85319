import { expect, test, type Page } from '@playwright/test';
import { contentRoutes } from './routes';

/** Horizontal overflow of the page, and elements that clip their text. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clipped = Array.from(document.querySelectorAll<HTMLElement>('main *, header *, footer *'))
      .filter((el) => {
        const style = getComputedStyle(el);
        if (!['hidden', 'clip'].includes(style.overflowX) || el.closest('[data-scroll-box]')) return false;
        if (style.position === 'fixed' || style.display === 'none' || el.closest('[hidden], details:not([open])'))
          return false;
        // Visually hidden on purpose (sr-only text for screen readers).
        if (style.getPropertyValue('clip') !== 'auto' || style.clipPath !== 'none') return false;
        return el.scrollWidth > el.clientWidth + 1 && (el.innerText ?? '').trim().length > 0;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 40)}`);
    return { sideways: root.scrollWidth - window.innerWidth, clipped };
  });
}

test.describe('reflow (WCAG 1.4.10) at 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 }, reducedMotion: 'reduce' });
  for (const route of contentRoutes) {
    test(`${route}`, async ({ page }) => {
      await page.goto(route);
      expect(await overflow(page)).toEqual({ sideways: 0, clipped: [] });
    });
  }
});

test.describe('text resized to 200 % (WCAG 1.4.4)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  for (const route of contentRoutes) {
    test(`${route}`, async ({ page }) => {
      await page.goto(route);
      // As a browser's text zoom would: the root font size doubles and the rem-based layout follows.
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      expect(await overflow(page)).toEqual({ sideways: 0, clipped: [] });
    });
  }
});
