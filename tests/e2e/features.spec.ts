import { expect, test, type Page } from '@playwright/test';
import { expectOneAnswerAtATime, openPage } from './fixtures';
import { holdIslandCode } from './hold-island';

/** The twelve features of spec §2, in order, as the navigation names them. */
const FEATURES = [
  ['website-fraud-detection', 'Website Fraud Detection'],
  ['call-screening', 'Call Screening'],
  ['social-media-protection', 'Social Media Protection'],
  ['multifactor-authentication', 'Multifactor Authentication'],
  ['real-time-alerts', 'Real-Time Alerts'],
  ['family-protection', 'Family Protection'],
  ['identity-theft-prevention', 'Identity Theft Prevention'],
  ['sms-scam-detection', 'SMS Scam Detection'],
  ['secure-password-manager', 'Secure Password Manager'],
  ['quick-response-team', 'Quick Response Team'],
  ['vulnerability-scanner', 'Vulnerability Scanner'],
  ['financial-transaction-monitoring', 'Financial Transaction Monitoring'],
] as const;

/** Spec §9's figures, each on the feature page it belongs to. */
const FIGURES: Record<string, string[]> = {
  'website-fraud-detection': ['15,000+', '99.7%', '0.3 s'],
  'call-screening': ['98.5%', '8M+'],
  'multifactor-authentication': ['30 s'],
  'secure-password-manager': ['AES-256'],
  'quick-response-team': ['5–15 min'],
  'financial-transaction-monitoring': ['10,000+'],
  'identity-theft-prevention': ['Daily'],
  'vulnerability-scanner': ['Monthly'],
};

const main = (page: Page) => page.getByRole('main');

test.describe('/features', () => {
  test('twelve feature cards in order, each linking to its page', async ({ page }) => {
    await openPage(page, '/features', 'Everything Kinward Does to Keep Your Family Safe');
    const cards = main(page).getByRole('list', { name: 'All features' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    const links = cards.getByRole('link');
    await expect(links).toHaveText(FEATURES.map(([, title]) => title));
    for (const [index, [slug]] of FEATURES.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/features/${slug}`);
    }
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/features\/call-screening\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call Screening');
  });

  test('What Makes Us Different and a call to action to the demo and pricing', async ({ page }) => {
    await page.goto('/features');
    const different = page.getByRole('region', { name: 'What Makes Us Different' });
    await expect(different.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(different).toContainText('typically answers within 5 to 15 minutes');
    const cta = page.getByRole('region', { name: 'See Kinward in Action' });
    await expect(cta.getByRole('link', { name: 'Try the Demo' })).toHaveAttribute('href', '/dashboard');
    await expect(cta.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
  });
});

test.describe('feature pages', () => {
  for (const [slug, title] of FEATURES) {
    test(`/features/${slug}: title, back link, body, key features, FAQ and call to action`, async ({ page }) => {
      await openPage(page, `/features/${slug}`, title);
      await expect(page).toHaveTitle(`${title} | Kinward`);
      await expect(main(page).getByRole('link', { name: 'Back to all features' })).toHaveAttribute('href', '/features');
      await expect(main(page).getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
      const keyFeatures = page.getByRole('region', { name: 'Key Features' });
      expect(await keyFeatures.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      expect(await faq.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3);
      for (const figure of FIGURES[slug] ?? []) {
        await expect(main(page).getByRole('definition').filter({ hasText: figure })).toHaveCount(1);
      }
      const cta = page.getByRole('region', { name: 'Ready to Protect Your Family?' });
      await expect(cta.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/dashboard');
      await expect(cta.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    });
  }

  test('the back link returns to the list', async ({ page }) => {
    await page.goto('/features/sms-scam-detection');
    await main(page).getByRole('link', { name: 'Back to all features' }).click();
    await expect(page).toHaveURL(/\/features\/?$/);
  });

  test('real-time alerts names the four alert categories', async ({ page }) => {
    await page.goto('/features/real-time-alerts');
    const categories = main(page)
      .getByRole('heading', { name: 'The Four Alert Categories' })
      .locator('xpath=following-sibling::ul[1]/li');
    await expect(categories).toHaveCount(4);
    for (const [index, name] of ['Critical', 'Warning', 'Information', 'Success'].entries()) {
      await expect(categories.nth(index)).toContainText(name);
    }
  });

  test('family protection shows the plan limits from the pricing data, never 10 members', async ({ page }) => {
    await page.goto('/features/family-protection');
    const table = main(page).getByRole('table', { name: 'Members and devices covered by each plan' });
    const row = (plan: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: plan, exact: true }) });
    await expect(row('Basic').getByRole('cell')).toHaveText(['1 member', '1 device']);
    await expect(row('Family').getByRole('cell')).toHaveText(['Up to 5 members', 'Up to 10 devices']);
    await expect(row('Premium').getByRole('cell')).toHaveText(['Unlimited members', 'Unlimited devices']);
    await expect(main(page)).not.toContainText(/\b10 (family )?members\b/i);
    await expect(main(page).getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', '/pricing');
  });
});

test.describe('feature FAQ accordion', () => {
  const QUESTIONS = [
    'Will Kinward slow down my browsing?',
    'What happens when I tap a dangerous link?',
    'What if a safe site is blocked by mistake?',
    'Does it work on phones and tablets as well as computers?',
  ];

  const PAGE = '/features/website-fraud-detection';
  const faqOf = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions' });

  /** The FAQ once the island is live: focusing a question wakes it (client:interaction). */
  async function hydratedFaq(page: Page) {
    await page.goto(PAGE);
    const faq = faqOf(page);
    await faq.locator('summary').first().focus();
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveText(QUESTIONS);
    await expect(triggers.first()).toBeFocused();
    return { faq, triggers };
  }

  test('one item open at a time, and the open one closes on click', async ({ page }) => {
    const { faq, triggers } = await hydratedFaq(page);
    await expectOneAnswerAtATime(
      faq,
      [triggers.nth(0), triggers.nth(1)],
      ['A page is checked in about 0.3 seconds', 'you also get an alert'],
    );
    await expect(faq.locator('[data-state="open"][role="region"]')).toHaveCount(0);
  });

  test('Home, End, ArrowUp and ArrowDown move focus between the questions', async ({ page }) => {
    const { triggers } = await hydratedFaq(page);
    await triggers.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(triggers.nth(0)).toBeFocused();
    // Moving focus alone opens nothing.
    for (const index of [0, 1, 2, 3]) await expect(triggers.nth(index)).toHaveAttribute('aria-expanded', 'false');
  });

  test('before the accordion is live, one answer opens at a time; the open answer and focus carry over', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, 'FaqAccordion');
    await page.goto(PAGE);
    const faq = faqOf(page);
    const summaries = faq.locator('summary');
    await summaries.nth(1).click();
    await expect(faq.getByText('you also get an alert')).toBeVisible();
    await summaries.nth(2).click();
    await expect(faq.getByText('Kinward is 99.7% accurate on websites')).toBeVisible();
    await expect(faq.getByText('you also get an alert')).toBeHidden();
    await expect(faq.getByRole('button')).toHaveCount(0);

    release();
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveText(QUESTIONS);
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(2)).toBeFocused();
    await expect(faq.getByText('Kinward is 99.7% accurate on websites')).toBeVisible();
    for (const index of [0, 1, 3]) await expect(triggers.nth(index)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(3)).toBeFocused();
  });

  test('the answers are in the HTML and readable without JavaScript', async ({ browser, request }) => {
    const html = await (await request.get(PAGE)).text();
    expect(html).toContain('A page is checked in about 0.3 seconds');
    expect(html).toContain('the warning page has a button to report it');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const faq = faqOf(page);
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(QUESTIONS);
    await faq.getByText('What if a safe site is blocked by mistake?').click();
    await expect(faq.getByText('Kinward is 99.7% accurate on websites')).toBeVisible();
    // The <details> share a name, so the browser keeps one answer open at a time.
    await faq.getByText('What happens when I tap a dangerous link?').click();
    await expect(faq.getByText('you also get an alert')).toBeVisible();
    await expect(faq.getByText('Kinward is 99.7% accurate on websites')).toBeHidden();
    await context.close();
  });
});

test('every features route reads fully without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, h1] of [
    ['/features', 'Everything Kinward Does to Keep Your Family Safe'],
    ...FEATURES.map(([slug, title]) => [`/features/${slug}`, title]),
  ]) {
    await openPage(page, path, h1);
  }
  await context.close();
});
