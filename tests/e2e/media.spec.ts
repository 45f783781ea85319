import { expect, test, type Page } from '@playwright/test';
import { contentRoutes } from './routes';

/**
 * Fonts and images of issue 7, on every page as a visitor first sees it (nothing scrolled):
 * - the one web font is self-hosted, Latin only, preloaded and shown only when it is there by
 *   first paint (`font-display: optional`) over a metrics-matched fallback, so a late font moves nothing;
 * - every image has width and height, is a modern format, loads lazily when it starts below
 *   the fold, and the image most likely to be the largest paint of the first screen is not
 *   lazy.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  top: number;
  area: number;
}

async function images(page: Page): Promise<ImageFacts[]> {
  return page.locator('img').evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => {
      const rect = img.getBoundingClientRect();
      return {
        src: img.currentSrc || img.src,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        top: rect.top + window.scrollY,
        area: rect.width * rect.height,
      };
    }),
  );
}

for (const route of contentRoutes) {
  test(`${route}: images sized, modern, lazy below the fold; the first screen's largest image is not lazy`, async ({
    browser,
  }) => {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route);
      const found = await images(page);
      for (const img of found) {
        const where = `${img.src} at ${viewport.name} width on ${route}`;
        expect(img.width, `width attribute of ${where}`).toMatch(/^\d+$/);
        expect(img.height, `height attribute of ${where}`).toMatch(/^\d+$/);
        expect(new URL(img.src).pathname, `format of ${where}`).toMatch(/\.(webp|avif|svg)$/);
        if (img.top >= viewport.height) expect(img.loading, `${where} starts below the fold`).toBe('lazy');
      }
      const firstScreen = found.filter((img) => img.top < viewport.height && img.area > 0);
      const largest = firstScreen.sort((a, b) => b.area - a.area)[0];
      // A small avatar at the edge of the first screen may stay lazy; a hero-sized image may not.
      if (largest && largest.area >= 0.15 * viewport.width * viewport.height) {
        expect(largest.loading, `${largest.src}: the largest image of the first screen on ${route}`).not.toBe('lazy');
        expect(largest.fetchPriority, `${largest.src}: the largest image of the first screen on ${route}`).toBe('high');
      }
      await context.close();
    }
  });
}

test('the web font is self-hosted, Latin only, preloaded, optional, over a metrics-matched fallback', async ({
  page,
  baseURL,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => request.resourceType() === 'font' && fontRequests.push(request.url()));
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);

  const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
    links.map((l) => ({
      href: (l as HTMLLinkElement).href,
      type: l.getAttribute('type'),
      crossorigin: l.hasAttribute('crossorigin'),
    })),
  );
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatchObject({ type: 'font/woff2', crossorigin: true });
  expect(new URL(preloads[0]!.href).origin).toBe(new URL(baseURL!).origin);

  // Exactly the preloaded file is fetched: no latin-ext, no italic, nothing from another host.
  expect([...new Set(fontRequests)]).toEqual([preloads[0]!.href]);

  const faces = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          family: rule.style.getPropertyValue('font-family'),
          display: rule.style.getPropertyValue('font-display'),
          range: rule.style.getPropertyValue('unicode-range'),
          sizeAdjust: rule.style.getPropertyValue('size-adjust'),
          src: rule.style.getPropertyValue('src'),
        })),
    ),
  );
  const webFont = faces.filter((face) => face.src.includes('url('));
  expect(webFont).toHaveLength(1);
  expect(webFont[0]!.display).toBe('optional');
  // Latin: basic Latin and Latin-1, not Latin Extended-A (U+0100…).
  expect(webFont[0]!.range).toMatch(/^U\+0-FF\b|^U\+0000-00FF\b/i);
  expect(webFont[0]!.range).not.toMatch(/U\+100-/i);
  const fallback = faces.find((face) => face.src.includes('local(') && face.sizeAdjust);
  expect(fallback, 'a metrics-matched local fallback').toBeTruthy();

  // The body is set in the web font, then the fallback, then system fonts.
  const bodyFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFamily.split(',')[0]).toContain(webFont[0]!.family.replaceAll('"', ''));
  expect(bodyFamily.split(',')[1]).toContain('fallback');
  expect(await page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded'))).toBe(true);
});

/** What moves on a page while it loads: layout shifts the visitor did not cause, summed as CLS counts them. */
async function unprovokedShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // The observer reports buffered entries at once when there are any; none means nothing moved.
        setTimeout(() => resolve(0), 100);
      }),
  );
}

// A slow phone gets the font after the first paint. Swapping it in then re-wraps lines and moves the header
// (CLS > 0 failed CI's Lighthouse gate once); the page must keep what it first painted.
for (const route of ['/', '/pricing', '/dashboard', '/check'])
  for (const viewport of VIEWPORTS)
    test(`${route} at ${viewport.name} width: a web font that arrives late moves nothing`, async ({ page }) => {
      await page.setViewportSize(viewport);
      let fontServed = false;
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
        fontServed = true;
      });
      await page.goto(route);
      await expect.poll(() => fontServed, { timeout: 10_000 }).toBe(true);
      await page.waitForTimeout(300);
      expect(await unprovokedShift(page)).toBe(0);
    });
