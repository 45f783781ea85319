import { expect, test, type Page } from '@playwright/test';
import { APP_URL, openPage, stubExternalApp, wakeHeader } from './fixtures';

/** The three audiences of spec §2 with the six features each page shows, in order. */
const AUDIENCES = [
  {
    id: 'elderly',
    name: 'Seniors & Elderly',
    features: [
      'call-screening',
      'website-fraud-detection',
      'sms-scam-detection',
      'financial-transaction-monitoring',
      'quick-response-team',
      'family-protection',
    ],
  },
  {
    id: 'children',
    name: 'Children & Teens',
    features: [
      'family-protection',
      'social-media-protection',
      'website-fraud-detection',
      'real-time-alerts',
      'sms-scam-detection',
      'secure-password-manager',
    ],
  },
  {
    id: 'adults',
    name: 'Working Adults',
    features: [
      'website-fraud-detection',
      'identity-theft-prevention',
      'financial-transaction-monitoring',
      'multifactor-authentication',
      'secure-password-manager',
      'vulnerability-scanner',
    ],
  },
] as const;

const main = (page: Page) => page.getByRole('main');

test.describe('/use-cases', () => {
  test('the three audiences as sections with ids elderly, children and adults', async ({ page }) => {
    await openPage(page, '/use-cases', 'Protection for Every Generation');
    for (const { id, name } of AUDIENCES) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(section.getByRole('heading', { level: 3, name: 'Common threats' })).toBeVisible();
      await expect(section.getByRole('link', { name: `Protection for ${name}` })).toHaveAttribute(
        'href',
        `/use-cases/${id}`,
      );
    }
  });

  test("the header's Use Cases menu becomes in-page anchors here, and page links elsewhere", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/use-cases');
    await wakeHeader(page);
    const header = page.locator('#site-header');
    await header.getByRole('button', { name: 'Use Cases', exact: true }).click();
    const menu = page.locator('#use-cases-menu');
    for (const { id, name } of AUDIENCES) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
    }
    await menu.getByRole('link', { name: 'Working Adults' }).click();
    await expect(page).toHaveURL(/\/use-cases\/?#adults$/);
    await expect(page.locator('section#adults').getByRole('heading', { level: 2 })).toBeInViewport();

    await page.goto('/use-cases/elderly');
    await wakeHeader(page);
    await header.getByRole('button', { name: 'Use Cases', exact: true }).click();
    for (const { id, name } of AUDIENCES) {
      await expect(page.locator('#use-cases-menu').getByRole('link', { name })).toHaveAttribute(
        'href',
        `/use-cases/${id}`,
      );
    }
  });
});

test.describe('use-case pages', () => {
  for (const { id, name, features } of AUDIENCES) {
    test(`/use-cases/${id}: threats, protections, six features and the call to action`, async ({ page }) => {
      await openPage(page, `/use-cases/${id}`, `Protection for ${name}`);
      await expect(main(page).getByRole('link', { name: 'Back to all use cases' })).toHaveAttribute(
        'href',
        '/use-cases',
      );

      const threats = page.getByRole('region', { name: 'Common Threats' }).getByRole('listitem');
      expect(await threats.count()).toBeGreaterThanOrEqual(3);
      const protections = page.getByRole('region', { name: 'How Kinward Protects' }).getByRole('listitem');
      expect(await protections.count()).toBeGreaterThanOrEqual(3);

      const cards = page.getByRole('list', { name: `Features for ${name}` }).getByRole('listitem');
      await expect(cards).toHaveCount(6);
      for (const [index, slug] of features.entries()) {
        await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', `/features/${slug}`);
      }

      const cta = page.getByRole('region', { name: `Ready to Protect ${name}?` });
      await expect(cta.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', `${APP_URL}/signup`);
      await expect(cta.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    });
  }

  test('a feature card opens its feature page, and the back link returns to the list', async ({ page }) => {
    await page.goto('/use-cases/children');
    await page
      .getByRole('list', { name: 'Features for Children & Teens' })
      .getByRole('link', { name: 'Social Media Protection' })
      .click();
    await expect(page).toHaveURL(/\/features\/social-media-protection\/?$/);
    await page.goto('/use-cases/children');
    await main(page).getByRole('link', { name: 'Back to all use cases' }).click();
    await expect(page).toHaveURL(/\/use-cases\/?$/);
  });

  test('Sign Up Now leaves for the external signup page', async ({ page }) => {
    const requested = await stubExternalApp(page);
    await page.goto('/use-cases/elderly');
    await page
      .getByRole('region', { name: 'Ready to Protect Seniors & Elderly?' })
      .getByRole('link', { name: 'Sign Up Now' })
      .click();
    await expect(page).toHaveURL(`${APP_URL}/signup`);
    expect(requested).toContain(`${APP_URL}/signup`);
  });

  test('every use-case route reads fully without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/use-cases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protection for Every Generation');
    for (const { id, name } of AUDIENCES) {
      await page.goto(`/use-cases/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Protection for ${name}`);
      await expect(page.getByRole('list', { name: `Features for ${name}` }).getByRole('listitem')).toHaveCount(6);
    }
    await context.close();
  });
});
