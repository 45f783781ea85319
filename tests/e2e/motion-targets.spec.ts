import { expect, test } from '@playwright/test';
import { contentRoutes } from './routes';

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const route of contentRoutes) {
    test(`${route}: nothing animates and scrolling is instant`, async ({ page }) => {
      await page.goto(route);
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(100);
      const motion = await page.evaluate(() => ({
        scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
        running: document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .filter((a) => {
            const timing = a.effect?.getComputedTiming();
            return Number(timing?.duration ?? 0) > 1;
          })
          .map((a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'animation'),
      }));
      expect(motion).toEqual({ scrollBehavior: 'auto', running: [] });
    });
  }
});

test.describe('target sizes', () => {
  for (const width of [390, 1280]) {
    test(`primary actions are at least 44 × 44 px at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const route of [
        '/',
        '/pricing',
        '/features/call-screening',
        '/use-cases/elderly',
        '/contact',
        '/dashboard',
      ]) {
        await page.goto(route);
        // Buttons and button-styled links (they carry the shared button classes).
        const small = await page
          .locator('main a.min-h-11:visible, main button:visible, #site-header a.min-h-11:visible')
          .evaluateAll((nodes) =>
            nodes
              .map((n) => ({
                box: n.getBoundingClientRect(),
                text: (n.textContent ?? n.getAttribute('aria-label') ?? '').trim().slice(0, 30),
              }))
              .filter(({ box }) => box.width > 0 && (box.width < 43.5 || box.height < 43.5))
              .map(({ box, text }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
          );
        expect(small, `small primary targets on ${route}`).toEqual([]);
      }
    });
  }
});
