import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import yaml from 'js-yaml';
import { planSteps, stepContacts } from '../../src/lib/recovery/plan';
import { focusSeen, watchFocusDuringWake } from './focus-watch';
import type { Contact, Country, CountryId, Situation, Step } from '../../src/schemas/recovery';

/**
 * "Been scammed? What to do now" (issue 13). Expectations are computed from the content
 * files, so adding a step or a contact keeps these tests honest without editing them.
 */
const PAGE = '/help/scammed';
// Each test loads React and walks a long page; on a busy 2-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });
/** How long the island may take to wake (its first load of React) on a busy machine. */
const WAKE = { timeout: 20_000 };
const load = <T>(name: string) => yaml.load(readFileSync(`src/content/recovery/${name}.yaml`, 'utf-8')) as T[];
const situations = load<Situation>('situations');
const countries = load<Country>('countries');
const contacts = load<Contact>('contacts');
const steps = load<Step>('steps').map((step) => ({ ...step, contacts: step.contacts ?? [] }));
const stepTitle = (id: string) => steps.find((step) => step.id === id)!.title;

const plan = (page: Page) => page.getByRole('region', { name: 'Your steps' });
/** Step titles in the order the plan shows them. */
const shownSteps = (region: Locator) => region.locator('[data-step] h4').allInnerTexts();

/** Two situations for each country, chosen so that several of its official contacts appear. */
const CASES: { country: CountryId; what: string[] }[] = [
  { country: 'us', what: ['personal-details', 'sextortion'] },
  { country: 'uk', what: ['bank-transfer', 'clicked-link'] },
  { country: 'ca', what: ['card', 'sextortion'] },
  { country: 'au', what: ['gift-cards', 'personal-details'] },
  { country: 'other', what: ['crypto', 'still-in-touch'] },
];

for (const { country, what } of CASES) {
  test(`${country}: ${what.join(' + ')} shows that country's contacts as external links and the steps in urgency order`, async ({
    page,
  }) => {
    await page.goto(`${PAGE}?what=${what.join(',')}&where=${country}`);
    const region = plan(page);
    await expect(region).toBeVisible(WAKE);

    const groups = planSteps(steps, { situations: what, country });
    await expect(region.locator('[data-urgency] h3')).toHaveText(groups.map((group) => group.title));
    expect(await shownSteps(region)).toEqual(groups.flatMap((group) => group.steps.map((step) => step.title)));

    const expected = [
      ...new Set(groups.flatMap((group) => group.steps.flatMap((step) => stepContacts(step, contacts, country)))),
    ];
    if (country !== 'other') expect(expected.length, 'the case shows at least one contact').toBeGreaterThan(0);
    for (const contact of expected) {
      const shown = region.locator('li', { hasText: contact.name }).first();
      await expect(shown).toBeVisible();
      if (contact.phone) await expect(shown).toContainText(contact.phone);
      if (!contact.url) continue;
      const link = region.getByRole('link', { name: contact.name }).first();
      await expect(link).toHaveAttribute('href', contact.url);
      if (contact.url.startsWith('https:')) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(/opens in a new tab/);
      }
    }
    for (const other of contacts.filter((contact) => contact.country !== country)) {
      await expect(region.getByText(other.name, { exact: false })).toHaveCount(0);
    }
    const note = countries.find((entry) => entry.id === country)?.note;
    if (note) await expect(region.getByText(note)).toBeVisible();
  });
}

test('several situations merge into one list without repeating a step', async ({ page }) => {
  const what = ['bank-transfer', 'card', 'payment-app', 'bank-login'];
  await page.goto(`${PAGE}?what=${what.join(',')}&where=us`);
  await expect(plan(page)).toBeVisible(WAKE);
  const titles = await shownSteps(plan(page));
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles.filter((title) => title === stepTitle('call-bank'))).toHaveLength(1);
  expect(titles).toEqual(
    planSteps(steps, { situations: what, country: 'us' }).flatMap((group) => group.steps.map((step) => step.title)),
  );
  await expect(page.getByRole('status')).toHaveText(`${titles.length} steps for what you chose. Go to your steps`);
});

test('the address keeps the choices: a reload and a fresh page show the same steps', async ({ page, browser }) => {
  await page.goto(PAGE);
  // The island wakes on the first touch or focus; the choices are links until then.
  await page.getByRole('link', { name: situations[0].label }).focus();
  const card = page.getByRole('checkbox', { name: 'I paid by debit or credit card' });
  await expect(card).toBeVisible(WAKE);
  await card.check();
  await page.getByRole('checkbox', { name: 'I paid with gift cards' }).check();
  await page.getByRole('radio', { name: 'Canada' }).check();
  await expect(page).toHaveURL(/\?what=card,gift-cards&where=ca$/);
  const before = await shownSteps(plan(page));
  expect(before.length).toBeGreaterThan(3);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'I paid with gift cards' })).toBeChecked(WAKE);
  await expect(page.getByRole('radio', { name: 'Canada' })).toBeChecked();
  expect(await shownSteps(plan(page))).toEqual(before);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(plan(other)).toBeVisible(WAKE);
  expect(await shownSteps(plan(other))).toEqual(before);
  await expect(plan(other).getByRole('link', { name: 'Canadian Anti-Fraud Centre' })).toBeVisible();
  await fresh.close();

  // Unticking everything empties the plan and the address.
  await page.getByRole('checkbox', { name: 'I paid by debit or credit card' }).uncheck();
  await page.getByRole('checkbox', { name: 'I paid with gift cards' }).uncheck();
  await expect(plan(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\?where=ca$/);
  await expect(page.getByText('Choose what happened to see your own steps here')).toBeVisible();
});

test('a choice tapped before the island wakes becomes that choice, and the plan comes into view', async ({ page }) => {
  await page.goto(PAGE);
  const choice = situations.find((situation) => situation.id === 'gift-cards')!;
  await page.getByRole('link', { name: choice.label }).click();
  await expect(page.getByRole('checkbox', { name: choice.label })).toBeChecked(WAKE);
  await expect(page).toHaveURL(/\?what=gift-cards$/);
  await expect(plan(page).getByRole('heading', { name: stepTitle('gift-card-company') })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your steps' })).toBeInViewport();
});

test('Copy link copies the address and says so; Print opens the print dialog', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.goto(`${PAGE}?what=cash&where=uk`);
  await expect(plan(page)).toBeVisible(WAKE);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('focus stays on the chosen choice while the island wakes, never falling back to the top of the page', async ({
  page,
}) => {
  await watchFocusDuringWake(page, '[data-choice]', 'input[data-choice]');
  await page.goto(PAGE);
  await page.getByRole('link', { name: situations[0].label }).focus();
  await expect(page.getByRole('checkbox', { name: situations[0].label })).toBeFocused(WAKE);
  const seen = await focusSeen(page);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).not.toContain('BODY');
});

test('keyboard only: choose, reach the steps and copy the link', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(PAGE);
  // Tab from the top of the page to the first choice.
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-choice'))) break;
  }
  // The island wakes as focus arrives and keeps focus on the same choice, now a checkbox.
  const first = page.getByRole('checkbox', { name: situations[0].label });
  await expect(first).toBeFocused(WAKE);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: situations[1].label })).toBeFocused();
  await page.keyboard.press('Space');
  for (let i = 0; i < situations.length - 1; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'United States' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'United Kingdom' })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`what=${situations[0].id},${situations[1].id}&where=uk`));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Go to your steps' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#recovery-plan$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Link copied')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every situation has its steps under its own heading, and the choices jump to them', async ({ page }) => {
    await page.goto(PAGE);
    const main = page.getByRole('main');
    for (const step of steps)
      await expect(main.getByRole('heading', { name: step.title, exact: true }).first()).toBeAttached();
    for (const situation of situations) {
      const section = page.locator(`section#${situation.id}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(situation.label);
      const own = steps.filter((step) => step.situations.includes(situation.id)).map((step) => step.title);
      for (const title of own) await expect(section.getByRole('heading', { name: title, exact: true })).toBeAttached();
    }
    const choice = situations[5];
    await page.getByRole('navigation', { name: 'What happened?' }).getByRole('link', { name: choice.label }).click();
    await expect(page).toHaveURL(new RegExp(`#${choice.id}$`));
    await expect(page.locator(`#${choice.id} h2`)).toBeInViewport();
    await page.getByRole('link', { name: 'Canada', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Canada', level: 3 })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  });
});

test('print shows only the steps: no header, footer, choices or buttons', async ({ page }) => {
  await page.goto(`${PAGE}?what=card,gift-cards&where=us`);
  await expect(plan(page)).toBeVisible(WAKE);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('checkbox').first()).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your steps' })).toBeVisible();
  for (const title of await shownSteps(plan(page)))
    await expect(plan(page).getByRole('heading', { name: title })).toBeVisible();
  const size = await plan(page)
    .locator('[data-step] p')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(18);
});

// Its JavaScript on load (≤ 10 KiB) is measured with every other page's in load.spec.ts.
test('on load the planner stays asleep; a shared link wakes it at once; no other host is asked', async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL!).host;
  const foreign: string[] = [];
  page.on(
    'request',
    (request) =>
      new URL(request.url()).host !== site && !request.url().startsWith('data:') && foreign.push(request.url()),
  );
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[component-url*="RecoveryPlanner"]')).toHaveAttribute('ssr', '');
  await page.goto(`${PAGE}?what=remote-access&where=au`);
  await expect(plan(page)).toBeVisible(WAKE);
  expect(foreign).toEqual([]);
});

test('linked from /help, the footer, the Quick Response Team page and the first-hour article', async ({ page }) => {
  for (const path of ['/help', '/features/quick-response-team', '/blog/first-hour-after-a-scam']) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Been scammed? What to do now' }).first(),
    ).toHaveAttribute('href', PAGE);
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Been scammed?', exact: true })).toHaveAttribute(
    'href',
    PAGE,
  );
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`axe with a plan shown, ${colorScheme}, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(`${PAGE}?what=sextortion,one-time-code&where=uk`);
      await expect(plan(page)).toBeVisible(WAKE);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}
