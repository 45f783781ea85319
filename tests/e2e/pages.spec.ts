import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import yaml from 'js-yaml';
import { describeLimit, formatInsurance } from '../../src/lib/plans';
import type { Plan } from '../../src/schemas/plans';
import { expectOneAnswerAtATime } from './fixtures';
import { focusSeen, watchFocusDuringWake } from './focus-watch';

// The pages use typographic apostrophes (’), so expected texts do too.

/** The five pages of the pages collection, each with its h1 and a few texts it must show. */
const pages = [
  { path: '/help', h1: 'Help Center', texts: ['If you think you have been scammed', '5–15 minutes'] },
  { path: '/faq', h1: 'Frequently Asked Questions', texts: ['Plans and billing', 'How protection works'] },
  {
    path: '/about',
    h1: 'About Kinward',
    texts: [
      'Seniors and older relatives',
      'Parents and their children',
      'Working adults',
      'more than 50,000 families',
      'We don’t invent statistics',
    ],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    texts: ['Sample text for a demonstration site', 'It is not a legal agreement'],
  },
  { path: '/terms', h1: 'Terms of Service', texts: ['Sample text for a demonstration site', '14-day free trial'] },
];

/** The plans data the pricing page reads, so the FAQ is checked against the same facts. */
const plans = Object.fromEntries(
  (yaml.load(readFileSync('src/content/plans.yaml', 'utf-8')) as (Plan & { id: string })[]).map((plan) => [
    plan.id,
    plan,
  ]),
);
const usd = (price: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price);

const main = (page: Page) => page.getByRole('main');

for (const { path, h1, texts } of pages) {
  test(`${path} answers 200 with one h1 and its key texts`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    expect(await page.title()).toMatch(new RegExp(`^${h1}( \\| Kinward)?$`));
    for (const text of texts) await expect(main(page)).toContainText(text);
  });
}

test('/help gives the calm checklist and links to the FAQ and contact', async ({ page }) => {
  await page.goto('/help');
  const checklist = main(page).getByRole('list').filter({ hasText: 'Call your bank' });
  await expect(checklist).toHaveJSProperty('tagName', 'OL');
  const steps = checklist.getByRole('listitem');
  await expect(steps).toHaveCount(7);
  for (const [index, start] of [
    'Stop.',
    'Don’t send more money',
    'Call your bank',
    'Change your passwords',
    'Keep the evidence.',
    'Report it.',
    'Tell someone you trust',
  ].entries()) {
    await expect(steps.nth(index)).toContainText(start);
  }
  await expect(steps.nth(2)).toContainText('number printed on the back of your card');
  await expect(steps.nth(3)).toContainText('multifactor authentication');

  await expect(main(page).getByRole('heading', { name: 'Talk to our quick response team' })).toBeVisible();
  await expect(main(page)).toContainText('someone typically answers within 5–15 minutes');
  await expect(main(page).getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/faq');
  await expect(main(page).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  await expect(main(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(main(page).getByRole('link', { name: 'help@kinward.example' })).toHaveAttribute(
    'href',
    'mailto:help@kinward.example',
  );
  // The external reporting site opens in a new tab, like every outside link.
  await expect(main(page).getByRole('link', { name: 'reportfraud.ftc.gov' })).toHaveAttribute('target', '_blank');
});

for (const path of ['/privacy', '/terms']) {
  test(`${path} says near the top that it is sample text for a demonstration site`, async ({ page }) => {
    await page.goto(path);
    const notice = main(page).getByRole('complementary', { name: 'Sample text for a demonstration site' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('not a legal agreement');
    // Above the first section of the text, and on the first screen.
    const firstSection = main(page).getByRole('heading', { level: 2 }).first();
    expect((await notice.boundingBox())!.y).toBeLessThan((await firstSection.boundingBox())!.y);
    await expect(notice).toBeInViewport();
  });
}

const faqGroups = [
  'Plans and billing',
  'The free trial',
  'Family members and devices',
  'Privacy',
  'How protection works',
];

test('/faq groups its questions, each group with its own accordion', async ({ page }) => {
  await page.goto('/faq');
  const topics = main(page).getByRole('navigation', { name: 'Topics' });
  await expect(topics.getByRole('link')).toHaveText(faqGroups);
  const ids = new Set<string>();
  for (const name of faqGroups) {
    const section = main(page).getByRole('region', { name });
    await expect(section.getByRole('heading', { level: 2, name })).toBeVisible();
    const id = (await section.getAttribute('id'))!;
    ids.add(id);
    await expect(topics.getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
    expect(await section.locator('h3').count()).toBeGreaterThanOrEqual(3);
  }
  expect(ids.size).toBe(faqGroups.length);
});

test('/faq: a question opened by keyboard keeps focus as the accordion takes over, never on <body> between', async ({
  page,
}) => {
  await watchFocusDuringWake(page, 'summary', '[data-faq-trigger]');
  await page.goto('/faq');
  const trial = main(page).getByRole('region', { name: 'The free trial' });
  // The questions are <details> until the first press; Enter opens one, and the accordion takes over from there.
  await trial.locator('summary').nth(1).focus();
  await page.keyboard.press('Enter');
  const question = trial.getByRole('button', { name: 'What happens when the trial ends?' });
  await expect(question).toBeFocused({ timeout: 20_000 });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const seen = await focusSeen(page);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).not.toContain('BODY');
});

test('/faq accordion opens one answer at a time within a group', async ({ page }) => {
  await page.goto('/faq');
  const trial = main(page).getByRole('region', { name: 'The free trial' });
  // The group's FAQ hydrates on first interaction: focusing a question wakes it.
  await trial.locator('summary').first().focus();
  const first = trial.getByRole('button', { name: 'How does the free trial work?' });
  const second = trial.getByRole('button', { name: 'Can I cancel at any time?' });
  await expectOneAnswerAtATime(
    trial,
    [first, second],
    ['You don’t need a credit card to start it', 'You can cancel anytime'],
  );
  // Arrow keys move between the questions.
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(trial.getByRole('button', { name: 'What happens when the trial ends?' })).toBeFocused();
});

test('/faq states the plan facts exactly as the plans data has them', async ({ page }) => {
  const { basic, family, premium } = plans;
  await page.goto('/faq');
  const billing = main(page).getByRole('region', { name: 'Plans and billing' });
  await billing.locator('summary').first().focus();
  const question = billing.getByRole('button', { name: 'How much does Kinward cost?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  const answer = billing.getByRole('region', { name: 'How much does Kinward cost?' });
  await expect(answer).toContainText(`Family: ${usd(family.price)} a month.`);
  await expect(answer).toContainText('$19.99');
  await expect(answer).toContainText(describeLimit(family.limits.members, 'member'));
  await expect(answer).toContainText('Up to 5 members');
  await expect(answer).toContainText(`Identity theft insurance up to ${formatInsurance(family.limits)}.`);
  await expect(answer).toContainText(`Basic: ${usd(basic.price)} a month. 1 member and 1 device.`);
  await expect(answer).toContainText(
    `Premium: ${usd(premium.price)} a month. Unlimited members and unlimited devices.`,
  );
  await expect(answer).toContainText(`up to ${formatInsurance(premium.limits)}.`);
  // No token is ever left unfilled.
  expect(await page.content()).not.toContain('{{');
});

test('/faq states the trial facts of spec §9', async ({ page }) => {
  await page.goto('/faq');
  const text = await main(page).textContent();
  expect(text).toContain('14-day free trial');
  expect(text).toContain('You don’t need a credit card');
  expect(text).toContain('cancel anytime');
  expect(text).toContain('30-day money-back guarantee');
});

test('without JavaScript every page reads in full and every FAQ answer is in the HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, h1 } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  }
  await page.goto('/faq');
  const questions = main(page).locator('details');
  expect(await questions.count()).toBeGreaterThanOrEqual(15);
  await expect(main(page).locator('details', { hasText: 'How much does Kinward cost?' })).toContainText(
    'Up to 5 members',
  );
  const trial = main(page).locator('details', { hasText: 'How does the free trial work?' });
  await trial.locator('summary').click();
  await expect(trial.getByText('You don’t need a credit card to start it')).toBeVisible();
  await page.goto('/help');
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Call your bank' })).toBeVisible();
  await context.close();
});
