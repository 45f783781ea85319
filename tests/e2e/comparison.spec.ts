import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import yaml from 'js-yaml';
import { followButtonPair, withContentFacts } from './fixtures';

/** The comparison rows as the data file holds them, to check the table against. */
const rows = yaml.load(readFileSync('src/content/marketing/comparison-rows.yaml', 'utf-8')) as {
  name: string;
  category: string;
  order: number;
}[];
const sorted = [...rows].sort((a, b) => a.order - b.order);
const names = (category?: string) =>
  sorted.filter((row) => !category || row.category === category).map((row) => withContentFacts(row.name));

const featureTable = (page: Page) => page.getByRole('table', { name: /^Features of Kinward/ });
const bodyRowHeaders = (page: Page) => featureTable(page).getByRole('rowheader');
const filterButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show features by category' }).getByRole('button', { name, exact: true });

/** An island by its component's name. */
const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="${component}"]`);

test.describe('/comparison', () => {
  test('family coverage, security scores as meters, advantages and differentiators', async ({ page }) => {
    await page.goto('/comparison');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Kinward compares');

    const coverage = page.locator('#coverage');
    await expect(coverage.getByRole('heading', { level: 3 })).toHaveText([
      'Parents',
      'Children',
      'Grandparents',
      'Connections',
    ]);

    const scores = page.locator('#scores');
    await expect(scores).toContainText('50+ threat scenarios');
    await expect(scores).toContainText('Comparison data dated June 2023');
    for (const [name, value] of [
      ['Kinward', 97],
      ['Competitor A', 72],
      ['Competitor B', 68],
    ] as const) {
      const meter = scores.getByRole('meter', { name });
      await expect(meter).toHaveAttribute('value', String(value));
      await expect(meter).toHaveAttribute('min', '0');
      await expect(meter).toHaveAttribute('max', '100');
      await expect(meter).toHaveAttribute('aria-valuetext', `${value} out of 100`);
      await expect(scores.getByText(`${value} out of 100`, { exact: true }).first()).toBeVisible();
    }
    await expect(scores.getByText('97%', { exact: true })).toBeVisible();
    await expect(scores.getByText('against an industry average of 78%')).toBeVisible();

    await expect(page.locator('#advantages').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.locator('#different').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2, name: 'What makes us different' })).toBeVisible();
  });

  test('the table compares Kinward with Competitor A and Competitor B', async ({ page }) => {
    await page.goto('/comparison');
    const table = featureTable(page);
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Kinward', 'Competitor A', 'Competitor B']);
    await expect(bodyRowHeaders(page)).toHaveText(names());
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Scam call screening' }) });
    await expect(row.getByRole('cell')).toHaveText(['Included', 'Not included', 'Included']);
  });

  test('the filter shows each category, announces the count, and All Features is the default', async ({ page }) => {
    await page.goto('/comparison');
    // The island hydrates on first interaction, so this first click also proves a press
    // that lands while it loads is not lost.
    await expect(island(page, 'ComparisonTable')).toHaveAttribute('ssr', '');
    const status = page.locator('#features-compared').getByRole('status');
    await expect(filterButton(page, 'All Features')).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveText(`Showing ${rows.length} of ${rows.length} features.`);
    await expect(status).toHaveAttribute('aria-live', 'polite');

    for (const [label, category] of [
      ['Security', 'security'],
      ['Family Protection', 'family'],
      ['Core Features', 'features'],
      ['Support', 'support'],
    ] as const) {
      await filterButton(page, label).click();
      await expect(filterButton(page, label)).toHaveAttribute('aria-pressed', 'true');
      await expect(filterButton(page, 'All Features')).toHaveAttribute('aria-pressed', 'false');
      const expected = names(category);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(rows.length);
      await expect(bodyRowHeaders(page)).toHaveText(expected);
      await expect(status).toHaveText(`Showing ${expected.length} of ${rows.length} features: ${label}.`);
    }
    await filterButton(page, 'All Features').click();
    await expect(bodyRowHeaders(page)).toHaveText(names());
  });

  test('the filter works by keyboard', async ({ page }) => {
    await page.goto('/comparison');
    await filterButton(page, 'All Features').focus();
    await page.keyboard.press('Tab');
    await expect(filterButton(page, 'Security')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(filterButton(page, 'Security')).toHaveAttribute('aria-pressed', 'true');
    await expect(bodyRowHeaders(page)).toHaveText(names('security'));
    await page.keyboard.press('Tab');
    await expect(filterButton(page, 'Family Protection')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(bodyRowHeaders(page)).toHaveText(names('family'));
    await expect(page.locator('#features-compared').getByRole('status')).toContainText('Family Protection');
  });

  test('a family story shows a toast with the story and the previous provider for 5 seconds', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
    await page.goto('/comparison');
    // Wake the island (it hydrates on first focus) and the toast region before holding the clock.
    await page.getByRole('button', { name: 'Read Margaret’s story' }).focus();
    await expect(island(page, 'FamilyStories')).not.toHaveAttribute('ssr', /.*/);
    await expect(island(page, 'SiteToaster')).not.toHaveAttribute('ssr', /.*/);
    await page.clock.pauseAt(new Date('2025-01-06T10:01:00'));

    const stories = page.locator('#stories');
    await expect(stories.getByRole('button')).toHaveText([
      'Read Margaret’s story',
      'Read Daniel’s story',
      'Read Sofia’s story',
    ]);
    await stories.getByRole('button', { name: 'Read Margaret’s story' }).click();
    await page.clock.runFor(50);
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Margaret, 74: switched from Competitor A');
    await expect(toast).toContainText('Kinward warned me it was likely a cloned voice');

    await page.clock.runFor(4800);
    await expect(toast).toBeVisible();
    await page.clock.runFor(600);
    await expect(toast).toHaveCount(0);
  });

  test('a story pressed at once, before its island has loaded, still shows its toast', async ({ page }) => {
    await page.goto('/comparison');
    await expect(island(page, 'FamilyStories')).toHaveAttribute('ssr', '');
    await page.getByRole('button', { name: 'Read Daniel’s story' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Daniel, 42: switched from Competitor B');
    await expect(page.locator('[data-sonner-toast]')).toContainText('one tap away from paying a fake customs fee');
  });

  test('the closing call to action goes to /dashboard and /pricing', async ({ page }) => {
    await page.goto('/comparison');
    await followButtonPair(page, '#call-to-action', [
      ['See us in Action', '/dashboard'],
      ['View Pricing', '/pricing'],
    ]);
  });

  test('without JavaScript the whole table and every story show', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/comparison');
    await expect(bodyRowHeaders(page)).toHaveText(names());
    await expect(page.getByRole('group', { name: 'Show features by category' })).toBeHidden();
    const stories = page.locator('#stories');
    await expect(stories.getByRole('button')).toHaveCount(0);
    await expect(stories.getByRole('button', { includeHidden: true })).toHaveCount(3);
    await expect(stories.getByText('Kinward warned me it was likely a cloned voice')).toBeVisible();
    await expect(stories.getByText('Previously with Competitor B')).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Kinward' })).toHaveAttribute('value', '97');
    await context.close();
  });

  test('with JavaScript the stories are read through their buttons', async ({ page }) => {
    await page.goto('/comparison');
    await expect(page.locator('#stories').getByText('Kinward warned me it was likely a cloned voice')).toBeHidden();
  });
});
