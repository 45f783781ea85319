import { expect, test, type Page } from '@playwright/test';
import { followButtonPair } from './fixtures';

const main = (page: Page) => page.getByRole('main');
/** The landing sections that animate in (everything after the hero). */
const revealed = (page: Page) => page.locator('[data-reveal]');
const opacity = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Number(getComputedStyle(el.closest('[data-reveal]') ?? el).opacity));

test.describe('home', () => {
  test('hero: See us in Action goes to /dashboard, the second button to /pricing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Stop scams before they reach the people you love',
    );
    await followButtonPair(page, 'section[aria-labelledby="hero-title"]', [
      ['See us in Action', '/dashboard'],
      ['View Plans & Pricing', '/pricing'],
    ]);
  });

  test('the stat strip shows the headline figures', async ({ page }) => {
    await page.goto('/');
    const stats = main(page).getByRole('list', { name: 'Kinward in numbers' });
    await expect(stats.getByRole('listitem')).toHaveText([
      /^98%\s*Detection rate/,
      /^24\/7/,
      /^50K\+\s*Families protected/,
    ]);
  });

  test('three audience cards with common threats, each linking to its use-case page', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#audiences');
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    const links = section.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveText(['Seniors & Elderly', 'Children & Teens', 'Adults']);
    for (const [index, id] of ['elderly', 'children', 'adults'].entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/use-cases/${id}`);
      await expect(cards.nth(index).getByText('Common threats')).toBeVisible();
      expect(await cards.nth(index).getByRole('listitem').count()).toBeGreaterThan(0);
    }
    await links.first().click();
    await expect(page).toHaveURL(/\/use-cases\/elderly\/?$/);
  });

  test('links to /features and /comparison', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#audiences');
    await expect(section.getByRole('link', { name: /Explore all 12 features/ })).toHaveAttribute('href', '/features');
    await expect(section.getByRole('link', { name: 'See how Kinward compares' })).toHaveAttribute(
      'href',
      '/comparison',
    );
    await section.getByRole('link', { name: 'See how Kinward compares' }).click();
    await expect(page).toHaveURL(/\/comparison\/?$/);
  });

  test('the family-profiles panel gives each age its protection level', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('#profiles');
    const profile = (name: string) => panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(profile('Children')).toContainText('Ages 5–12');
    await expect(profile('Children')).toContainText('Maximum protection');
    await expect(profile('Teens')).toContainText('Ages 13–17');
    await expect(profile('Teens')).toContainText('High protection');
    await expect(profile('Adults')).toContainText('Standard protection');
    await expect(profile('Seniors')).toContainText('Enhanced scam protection');
  });

  test('six feature cards from the features collection link to their pages', async ({ page }) => {
    await page.goto('/');
    const grid = page.locator('#features');
    const links = grid.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^\/features\/[a-z-]+$/);
    await expect(grid.getByRole('link', { name: 'Call Screening' })).toHaveAttribute(
      'href',
      '/features/call-screening',
    );
    await expect(grid.getByRole('link', { name: 'View All Features' })).toHaveAttribute('href', '/features');
    await grid.getByRole('link', { name: 'Call Screening' }).click();
    await expect(page).toHaveURL(/\/features\/call-screening\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Call Screening');
  });

  test('the pricing teaser reads the plans and links to /pricing', async ({ page }) => {
    await page.goto('/');
    const teaser = page.locator('#pricing');
    await expect(teaser.getByRole('article')).toHaveCount(3);
    for (const price of ['$9.99', '$19.99', '$29.99'])
      await expect(teaser.getByText(price, { exact: true })).toBeVisible();
    await expect(teaser.getByRole('article', { name: 'Family' }).getByText('Most Popular')).toBeVisible();
    await expect(teaser.getByText('Up to 5 family members')).toBeVisible();
    await expect(teaser.getByRole('link', { name: 'Compare Plans' })).toHaveAttribute('href', '/pricing');
  });

  test('the closing call to action goes to /dashboard and /features', async ({ page }) => {
    await page.goto('/');
    const cta = page.locator('#call-to-action');
    await expect(cta.getByRole('link', { name: 'See us in Action' })).toHaveAttribute('href', '/dashboard');
    await expect(cta.getByRole('link', { name: 'Explore Features' })).toHaveAttribute('href', '/features');
    await cta.getByRole('link', { name: 'Explore Features' }).click();
    await expect(page).toHaveURL(/\/features\/?$/);
  });
});

test.describe('landing animation', () => {
  test('sections fade in as they scroll into view, without moving the layout', async ({ page }) => {
    // Hold the clock so the 800 ms deadline cannot reveal anything by itself.
    await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
    await page.clock.pauseAt(new Date('2025-01-06T10:00:30'));
    await page.goto('/');
    const pricing = page.locator('[data-reveal]').filter({ has: page.locator('#pricing') });
    await expect(pricing).not.toHaveAttribute('data-revealed');
    expect(await opacity(page, '#pricing')).toBe(0);
    const top = await pricing.evaluate((el) => (el as HTMLElement).offsetTop);
    // Count any layout shift from here on (font loading before this point does not matter).
    await page.evaluate(() => {
      const win = window as unknown as { shift: number };
      win.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) win.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift' });
    });

    await pricing.scrollIntoViewIfNeeded();
    await expect(pricing).toHaveAttribute('data-revealed', '');
    await expect.poll(() => opacity(page, '#pricing')).toBe(1);
    await expect(pricing).toHaveCSS('transform', 'none');
    expect(await pricing.evaluate((el) => (el as HTMLElement).offsetTop)).toBe(top);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    // Still held: sections further down wait for their turn.
    await expect(page.locator('[data-reveal]').filter({ has: page.locator('#call-to-action') })).not.toHaveAttribute(
      'data-revealed',
    );
  });

  test('every section shows after 800 ms at the latest', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
    await page.clock.pauseAt(new Date('2025-01-06T10:00:30'));
    await page.goto('/');
    const count = await revealed(page).count();
    expect(count).toBeGreaterThanOrEqual(5);
    const waiting = page.locator('[data-reveal]:not([data-revealed])');
    await expect(waiting).not.toHaveCount(0);
    expect(await opacity(page, '#call-to-action')).toBe(0);
    await page.clock.runFor(799);
    await expect(waiting).not.toHaveCount(0);
    await page.clock.runFor(1);
    await expect(waiting).toHaveCount(0);
    await expect.poll(() => opacity(page, '#call-to-action')).toBe(1);
  });

  test('with reduced motion nothing animates and content shows at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
    await page.clock.pauseAt(new Date('2025-01-06T10:00:30'));
    await page.goto('/');
    await expect(page.locator('[data-reveal]:not([data-revealed])')).not.toHaveCount(0);
    for (const section of await revealed(page).all()) {
      await expect(section).toHaveCSS('opacity', '1');
      await expect(section).toHaveCSS('transform', 'none');
    }
  });

  test('everything is visible without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    for (const section of await page.locator('[data-reveal]').all()) await expect(section).toHaveCSS('opacity', '1');
    await expect(page.locator('#call-to-action').getByRole('link', { name: 'Explore Features' })).toBeVisible();
    await expect(page.locator('#features').getByRole('article')).toHaveCount(6);
    await context.close();
  });
});
