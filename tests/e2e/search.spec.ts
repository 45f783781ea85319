import { expect, test, type Page } from '@playwright/test';
import { collectDialogs, expectNoAxeViolations, wakeHeader, watchCspViolations } from './fixtures';

/** A content page with a text field in it (the Stay Updated box). */
const PAGE = '/blog/family-safe-word';

const searchButton = (page: Page) => page.locator('#site-header').getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search Kinward' });
const searchBox = (page: Page) => dialog(page).getByRole('searchbox', { name: 'Search the site' });
const status = (page: Page) => dialog(page).getByRole('status');
const results = (page: Page) => dialog(page).getByRole('list', { name: 'Search results' });
/** The result that links to `href` (its accessible name also holds the excerpt, so find it by address). */
const result = (page: Page, href: string) => results(page).locator(`a[href="${href}"]`);
/** While the modal is open the rest of the page is hidden from assistive tech, so find the button by its marker. */
const searchTrigger = (page: Page) => page.locator('#site-header [data-search-trigger]');

/** Paths of every request the page makes, from now on. */
function recordRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}
/** The requests only search needs: Pagefind's runtime and index, and the dialog's own chunk. */
const searchRequests = (paths: string[]) =>
  paths.filter((path) => path.startsWith('/pagefind/') || /SearchDialog/.test(path));

/** A first search fetches and compiles Pagefind's WebAssembly and index: on a busy two-core host, over 5 s. */
const FIRST_ANSWER = { timeout: 15_000 };

async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
  await expect(status(page)).toContainText(`for “${query}”`, FIRST_ANSWER);
}

test.describe('site search', () => {
  test('loads nothing until it is first opened, even once the header is live', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(PAGE);
    await wakeHeader(page);
    await page.waitForLoadState('networkidle');
    expect(searchRequests(requests)).toEqual([]);

    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect
      .poll(() => searchRequests(requests))
      .toEqual(expect.arrayContaining(['/pagefind/pagefind.js', expect.stringMatching(/SearchDialog/)]));
  });

  test('the Search button works before the header has hydrated', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('#site-header astro-island')).toHaveAttribute('ssr');
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchTrigger(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('/ opens search, but stays a character inside text fields', async ({ page }) => {
    await page.goto(PAGE);
    const email = page.getByRole('textbox', { name: /email/i }).first();
    // The Stay Updated form is an island that wakes on first interaction: focus it, let it hydrate.
    await email.focus();
    await expect(page.locator('astro-island', { has: email })).not.toHaveAttribute('ssr');
    await email.fill('me');
    await email.press('/');
    await expect(email).toHaveValue('me/');
    await expect(dialog(page)).toBeHidden();

    await email.blur();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    // The slash that opened search is not typed into it.
    await expect(searchBox(page)).toHaveValue('');
  });

  test('Ctrl+K and Cmd+K open search', async ({ page }) => {
    await page.goto(PAGE);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(dialog(page)).toBeVisible();
  });

  test('finds a blog post, with its title and a highlighted excerpt, and announces the count', async ({ page }) => {
    await page.goto(PAGE);
    await searchButton(page).click();
    await search(page, 'grandparent');
    await expect(status(page)).toHaveText(/^\d+ results? for “grandparent”\.$/);
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');
    const hit = result(page, '/blog/grandparent-scam-calls');
    await expect(hit.locator('span').first()).toHaveText('How to Spot a Grandparent Scam Call');
    await expect(hit.locator('mark').first()).toHaveText(/grandparent/i);
    await hit.click();
    await expect(page).toHaveURL(/\/blog\/grandparent-scam-calls$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Spot a Grandparent Scam Call');
  });

  test('finds a feature page first for its name', async ({ page }) => {
    await page.goto(PAGE);
    await searchButton(page).click();
    await search(page, 'call screening');
    const first = results(page).getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/features/call-screening');
    await expect(first).toContainText('Call Screening');
  });

  test('says when nothing matched and points to the FAQ and the Help Center', async ({ page }) => {
    await page.goto(PAGE);
    await searchButton(page).click();
    await search(page, 'qzxvkwj');
    await expect(status(page)).toHaveText('No results for “qzxvkwj”.');
    await expect(results(page)).toBeHidden();
    await expect(dialog(page).getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
    await expect(dialog(page).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
  });

  test('leaves the dashboard, the not-found page and the sign-in redirects out of the index', async ({ page }) => {
    await page.goto(PAGE);
    await searchButton(page).click();
    // Words from the demo dashboard (its heading, its sample family's apps), the 404 page and the redirects.
    for (const query of ['Family Dashboard', 'sample family Solitaire', 'Oops couldn’t be found', 'login', 'sign up']) {
      await search(page, query);
      const hrefs = await dialog(page)
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(
        hrefs.filter((href) => /^\/(dashboard|404|login|signup)(\/|$)/.test(href)),
        query,
      ).toEqual([]);
    }
  });

  test('Escape closes it and focus goes back to the Search button; focus stays inside while open', async ({ page }) => {
    await page.goto(PAGE);
    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    await search(page, 'scam');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false');

    // Opening again keeps the last search.
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toHaveValue('scam');
    await dialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(searchButton(page)).toBeFocused();
  });

  test('arrow keys move from the field through the results', async ({ page }) => {
    await page.goto(PAGE);
    await searchButton(page).click();
    await search(page, 'scam');
    await page.keyboard.press('ArrowDown');
    await expect(results(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(searchBox(page)).toBeFocused();
  });

  test('searching runs without a Content-Security-Policy violation', async ({ page }) => {
    // Violations on page load are csp.spec's business; this one counts from opening search on.
    const violations = await watchCspViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(PAGE);
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' /);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toMatch(/'unsafe-eval'/);
    await page.waitForLoadState('load');
    violations.length = 0;
    await page.keyboard.press('/');
    await search(page, 'password manager');
    await expect(results(page).getByRole('link').first()).toBeVisible();
    expect([...violations, ...errors]).toEqual([]);
  });

  test('a query with markup in it is shown as text and runs nothing', async ({ page }) => {
    const dialogs = collectDialogs(page);
    const query = '<img src=x onerror=alert(1)>';
    await page.goto(PAGE);
    await searchButton(page).click();
    await searchBox(page).fill(query);
    await expect(status(page)).toContainText(query);
    // "alert" matches real pages, so excerpts with highlights render too.
    await expect(results(page).locator('mark').first()).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  for (const theme of ['light', 'dark']) {
    test(`the open dialog passes an accessibility check in the ${theme} theme, with results and with none`, async ({
      page,
    }) => {
      // Two axe runs plus Pagefind's first load: slow on a busy 2-core machine.
      test.slow();
      await page.addInitScript((t) => localStorage.setItem('kinward-theme', t), theme);
      await page.goto(PAGE);
      await searchButton(page).click();
      for (const query of ['scam', 'qzxvkwj']) {
        await search(page, query);
        await expectNoAxeViolations(page, { include: '[role="dialog"]', where: `the search dialog for “${query}”` });
      }
    });
  }

  test('works on a 390 px phone with the larger text size', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('kinward-text-size', 'larger'));
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
    await searchButton(page).click();
    await search(page, 'grandparent');
    const box = await dialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const hit = result(page, '/blog/grandparent-scam-calls');
    await hit.scrollIntoViewIfNeeded();
    await expect(hit).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
