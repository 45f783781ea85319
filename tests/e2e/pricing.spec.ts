import { expect, test, type Page } from '@playwright/test';

const plansSection = (page: Page) => page.locator('#plans');
const plan = (page: Page, name: string) => plansSection(page).getByRole('article', { name });

test.describe('/pricing', () => {
  test('three plan cards with prices per month, limits and Get Started to /dashboard', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple plans for every family');
    await expect(plansSection(page).getByRole('article')).toHaveCount(3);

    const expected = {
      Basic: { price: '$9.99', lines: ['1 family member', '1 device'] },
      Family: {
        price: '$19.99',
        lines: ['Up to 5 family members', 'Up to 10 devices', 'Identity theft insurance up to $100K'],
      },
      Premium: {
        price: '$29.99',
        lines: [
          'Unlimited family members',
          'Unlimited devices',
          'Dark web monitoring',
          'VPN',
          'Identity theft insurance up to $1M',
        ],
      },
    };
    for (const [name, { price, lines }] of Object.entries(expected)) {
      const card = plan(page, name);
      await expect(card.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByText('per month', { exact: true })).toBeVisible();
      for (const line of lines) await expect(card.getByText(line, { exact: true })).toBeVisible();
      const button = card.getByRole('link', { name: 'Get Started' });
      await expect(button).toHaveAttribute('href', '/dashboard');
    }
    await expect(plansSection(page).getByRole('link', { name: 'Get Started' })).toHaveCount(3);

    await plan(page, 'Premium').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
  });

  test('the Family plan is visibly emphasised as Most Popular', async ({ page }) => {
    await page.goto('/pricing');
    const family = plan(page, 'Family');
    await expect(family.getByText('Most Popular')).toBeVisible();
    await expect(plan(page, 'Basic').getByText('Most Popular')).toHaveCount(0);
    await expect(plan(page, 'Premium').getByText('Most Popular')).toHaveCount(0);
    const border = (name: string) => plan(page, name).evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth));
    expect(await border('Family')).toBeGreaterThan(await border('Basic'));
    // Its button is the filled, primary one.
    const background = (name: string) =>
      plan(page, name)
        .getByRole('link', { name: 'Get Started' })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background('Family')).not.toBe(await background('Basic'));
  });

  test('the plan comparison table reads limits from the plans, with header cells', async ({ page }) => {
    await page.goto('/pricing');
    const table = page.getByRole('table', { name: 'What each plan includes' });
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Basic', /^Family/, 'Premium']);
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row('Family members').getByRole('cell')).toHaveText([
      '1 member',
      'Up to 5 members',
      'Unlimited members',
    ]);
    await expect(row('Protected devices').getByRole('cell')).toHaveText([
      '1 device',
      'Up to 10 devices',
      'Unlimited devices',
    ]);
    await expect(row('Identity theft insurance').getByRole('cell')).toHaveText([
      'Not included',
      'Up to $100K',
      'Up to $1M',
    ]);
    await expect(row('Dark web monitoring').getByRole('cell')).toHaveText(['Not included', 'Not included', 'Included']);
    await expect(row('VPN').getByRole('cell')).toHaveText(['Not included', 'Not included', 'Included']);
    await expect(row('Website fraud detection').getByRole('cell')).toHaveText(['Included', 'Included', 'Included']);
    await expect(table.locator('th[scope="row"]')).toHaveCount((await table.getByRole('row').count()) - 1);
  });

  test('on a phone the table scrolls in its own box with the first column in place', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    const box = page.getByRole('region', { name: 'What each plan includes' });
    await expect(box).toHaveAttribute('tabindex', '0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const overflow = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);

    const firstHeader = box.getByRole('rowheader', { name: 'Family members' });
    await box.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(box.getByRole('columnheader', { name: 'Premium' })).not.toBeInViewport();
    const before = await firstHeader.boundingBox();
    await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await firstHeader.boundingBox())?.x).toBe(before?.x);
    await expect(box.getByRole('columnheader', { name: 'Premium' })).toBeInViewport();
  });

  test('the five-question FAQ uses the shared accordion', async ({ page }) => {
    await page.goto('/pricing');
    const faq = page.locator('[data-faq="pricing-faq"]');
    // Focus wakes the island (it hydrates at the first touch, focus or key press).
    await faq.locator('summary').first().focus();
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(5);
    const first = questions.first();
    await expect(first).toHaveText('How does the free trial work?');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('You do not need a credit card to begin')).toBeVisible();
    await questions.nth(1).click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('trial facts and the trial call to action', async ({ page }) => {
    await page.goto('/pricing');
    const trial = page.locator('#trial');
    for (const fact of [
      '14-day free trial',
      'No credit card needed',
      'Cancel anytime',
      '30-day money-back guarantee',
    ]) {
      await expect(trial.getByRole('heading', { name: fact })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
  });

  test('reads fully without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(page.locator('#plans').getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('table', { name: 'What each plan includes' }).getByRole('row')).toHaveCount(14);
    await page.getByText('Which plan is right for my family?').click();
    await expect(page.getByText('Premium adds dark web monitoring')).toBeVisible();
    await context.close();
  });
});
