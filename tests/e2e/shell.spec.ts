import { expect, test, type Page } from '@playwright/test';
import { APP_URL, stubExternalApp, wakeHeader } from './fixtures';

/** Any page shows the shared shell; the home page stands for them all. */
const PAGE = '/';

const header = (page: Page) => page.locator('#site-header');

/** Opens a page with the header already live. */
async function gotoLive(page: Page, path = PAGE) {
  await page.goto(path);
  await wakeHeader(page);
}
const trigger = (page: Page, name: string) => header(page).getByRole('button', { name, exact: true });

test.describe('header', () => {
  test('becomes stronger and shadowed only after scrolling past 10 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(PAGE);
    await expect(header(page)).not.toHaveAttribute('data-scrolled');
    const flatShadow = await header(page).evaluate((el) => getComputedStyle(el).boxShadow);
    expect(flatShadow).toBe('none');

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header(page)).not.toHaveAttribute('data-scrolled');

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header(page)).toHaveAttribute('data-scrolled', '');
    await expect.poll(() => header(page).evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await expect(header(page)).toHaveCSS('position', 'fixed');
  });

  test('Features dropdown lists the twelve features in three groups', async ({ page }) => {
    await gotoLive(page);
    const features = trigger(page, 'Features');
    await expect(features).toHaveAttribute('aria-expanded', 'false');
    await features.click();
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#features-menu');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(720);

    const groups = {
      'Online Protection': [
        'Website Fraud Detection',
        'Call Screening',
        'Social Media Protection',
        'Multifactor Authentication',
      ],
      'Identity & Security': [
        'Real-Time Alerts',
        'Family Protection',
        'Identity Theft Prevention',
        'SMS Scam Detection',
      ],
      'Advanced Security': [
        'Secure Password Manager',
        'Quick Response Team',
        'Vulnerability Scanner',
        'Financial Transaction Monitoring',
      ],
    };
    for (const [group, names] of Object.entries(groups)) {
      const list = panel.getByRole('list', { name: group });
      await expect(list.getByRole('link')).toHaveText(names);
    }
    await expect(panel.getByRole('link', { name: 'Website Fraud Detection' })).toHaveAttribute(
      'href',
      '/features/website-fraud-detection',
    );
    await expect(panel.getByRole('link', { name: 'Financial Transaction Monitoring' })).toHaveAttribute(
      'href',
      '/features/financial-transaction-monitoring',
    );
    await expect(panel.getByRole('link', { name: 'View All Features' })).toHaveAttribute('href', '/features');
  });

  test('Use Cases dropdown links the three audiences', async ({ page }) => {
    await gotoLive(page);
    await trigger(page, 'Use Cases').click();
    const panel = page.locator('#use-cases-menu');
    expect((await panel.boundingBox())?.width).toBe(500);
    await expect(panel.getByRole('link', { name: 'Seniors & Elderly' })).toHaveAttribute('href', '/use-cases/elderly');
    await expect(panel.getByRole('link', { name: 'Children & Teens' })).toHaveAttribute('href', '/use-cases/children');
    await expect(panel.getByRole('link', { name: 'Working Adults' })).toHaveAttribute('href', '/use-cases/adults');
    await expect(panel.getByRole('link', { name: 'View All Use Cases' })).toHaveAttribute('href', '/use-cases');
  });

  test('Blog and Pricing links', async ({ page }) => {
    await page.goto(PAGE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
  });

  test('dropdowns close on an outside click, and only one is open at a time', async ({ page }) => {
    await gotoLive(page);
    await trigger(page, 'Features').click();
    await trigger(page, 'Use Cases').click();
    await expect(trigger(page, 'Features')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#use-cases-menu')).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(trigger(page, 'Use Cases')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#use-cases-menu')).toBeHidden();
  });

  test('keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page }) => {
    await gotoLive(page);
    const features = trigger(page, 'Features');
    await features.focus();
    await page.keyboard.press('Enter');
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(features).toHaveAttribute('aria-expanded', 'false');
    await expect(features).toBeFocused();

    await page.keyboard.press('ArrowDown');
    const panel = page.locator('#features-menu');
    await expect(panel.getByRole('link', { name: 'Website Fraud Detection' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Call Screening' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(panel.getByRole('link', { name: 'View All Features' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(panel.getByRole('link', { name: 'Website Fraud Detection' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(features).toBeFocused();

    // Tabbing past the last item closes the menu.
    await page.keyboard.press('Space');
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: 'View All Features' }).focus();
    await page.keyboard.press('Tab');
    await expect(features).toHaveAttribute('aria-expanded', 'false');
  });

  test('Login offers four providers, each answering with a toast', async ({ page }) => {
    await gotoLive(page);
    for (const provider of ['Google', 'Facebook', 'Apple', 'Microsoft']) {
      await trigger(page, 'Login').click();
      await page
        .locator('#login-menu')
        .getByRole('button', { name: `Continue with ${provider}` })
        .click();
      const toast = page
        .locator('[data-sonner-toast]')
        .filter({ hasText: `OAuth login with ${provider} will be implemented` });
      await expect(toast).toBeVisible();
      await expect(trigger(page, 'Login')).toBeFocused();
    }
    await trigger(page, 'Login').click();
    await expect(page.locator('#login-menu').getByRole('link', { name: 'Email & Password' })).toHaveAttribute(
      'href',
      `${APP_URL}/login`,
    );
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `${APP_URL}/signup`);
  });

  test('the toast region sits bottom-right and Alt+T focuses it', async ({ page }) => {
    await gotoLive(page);
    await trigger(page, 'Login').click();
    await page.getByRole('button', { name: 'Continue with Apple' }).click();
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(page.locator('[data-sonner-toaster]')).toHaveCount(1);
    await page.keyboard.press('Alt+t');
    await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  });

  test('mobile menu at 390 px holds every entry and ends with See us in Action', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoLive(page);
    await expect(trigger(page, 'Features')).toBeHidden();
    const menuButton = header(page).getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();

    await menu.getByText('Features', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Call Screening' })).toHaveAttribute(
      'href',
      '/features/call-screening',
    );
    await menu.getByText('Use Cases', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Working Adults' })).toHaveAttribute('href', '/use-cases/adults');
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Email & Password' })).toHaveAttribute('href', `${APP_URL}/login`);
    await menu.getByRole('button', { name: 'Continue with Microsoft' }).click();
    await expect(page.getByText('OAuth login with Microsoft will be implemented')).toBeVisible();

    await menuButton.click();
    const last = menu.getByRole('link').last();
    await expect(last).toHaveText('See us in Action');
    await expect(last).toHaveAttribute('href', `${APP_URL}/signup`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('runs no framework code until the visitor reaches for it', async ({ page }) => {
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /HeaderNav|client\.|react/i.test(path))).toEqual([]);
    await expect(page.locator('#site-header astro-island')).toHaveAttribute('ssr');

    // The first click opens the native popover at once and hydrates the header behind it.
    await trigger(page, 'Features').click();
    await expect(page.locator('#features-menu').getByRole('link', { name: 'Call Screening' })).toBeVisible();
    await expect(trigger(page, 'Features')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(page, 'Features')).toBeFocused();
    expect(scripts.some((path) => /HeaderNav/.test(path))).toBe(true);
  });

  test('without JavaScript every header link is reachable, and menus open and close', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await page.locator('#site-header').getByRole('button', { name: 'Features', exact: true }).click();
    const link = page.locator('#features-menu').getByRole('link', { name: 'Vulnerability Scanner' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/features/vulnerability-scanner');
    // The menus are native popovers: Escape and an outside click close them without a script.
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await page.locator('#site-header').getByRole('button', { name: 'Use Cases', exact: true }).click();
    await expect(page.locator('#use-cases-menu')).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(page.locator('#use-cases-menu')).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#site-header').getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'See us in Action' })).toBeVisible();
    await context.close();
  });
});

test.describe('footer', () => {
  test('columns, copyright and social links', async ({ page }) => {
    await page.goto(PAGE);
    const footer = page.getByRole('contentinfo');
    for (const [column, links] of Object.entries({
      Product: ['Features', 'Pricing'],
      Support: ['Help Center', 'Contact Us', 'FAQ'],
      Company: ['About Us', 'Privacy Policy', 'Terms of Service'],
    })) {
      const nav = footer.getByRole('navigation', { name: column });
      await expect(nav.getByRole('heading', { name: column })).toBeVisible();
      for (const name of links) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Kinward`);
    for (const network of ['Twitter', 'Facebook', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: `Kinward on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('links to /login and /signup are rewritten to the external app at build time', async ({ request }) => {
    const html = await (await request.get(PAGE)).text();
    expect(html).toContain(`href="${APP_URL}/signup"`);
    expect(html).toContain(`href="${APP_URL}/login"`);
    expect(html).not.toMatch(/href="\/(signup|login)"/);
  });
});

test.describe('theme', () => {
  test('first visit follows the system preference', async ({ browser }) => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await context.close();
    }
  });

  test('the toggle switches theme, persists across a reload and never flashes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtLoad: string | undefined }).themeAtLoad = document.documentElement.dataset.theme;
      });
    });
    await gotoLive(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBg);

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtLoad: string }).themeAtLoad)).toBe('dark');

    // A click on the not-yet-hydrated toggle is not lost: it hydrates the header and is replayed.
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtLoad: string }).themeAtLoad)).toBe('light');
  });
});

test.describe('/login and /signup', () => {
  for (const [path, label] of [
    ['/login', 'log in'],
    ['/signup', 'sign up'],
  ] as const) {
    test(`${path} names the destination and redirects to the external app`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('Redirecting…');
      expect(html).toContain(`${APP_URL}${path}`);
      expect(html).toContain(`content="0; url=${APP_URL}${path}"`);
      expect(html).toMatch(new RegExp(`<a href="${APP_URL}${path}"[^>]*>Continue to ${label}</a>`));

      const requested = await stubExternalApp(page);
      await page.goto(`${path}?next=https://evil.example/steal`);
      await expect(page).toHaveURL(`${APP_URL}${path}`);
      expect(requested).toEqual([`${APP_URL}${path}`]);
    });
  }

  test('the redirect also works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await stubExternalApp(page);
    await page.goto('/signup');
    await expect(page).toHaveURL(`${APP_URL}/signup`);
    await context.close();
  });
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    // One h1 whose visible part is the generic message (its blog variant stays hidden).
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      "Oops! The page you're looking for couldn't be found",
    );
    await expect(page.getByText('Blog Post Not Found')).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(errors.some((text) => text.includes('/no/such/page'))).toBe(true);
  });

  test('an unknown blog post says so and links back to the blog', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Blog Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByText("Oops! The page you're looking for couldn't be found")).toBeHidden();
    expect(errors.some((text) => text.includes('/blog/no-such-post'))).toBe(true);
  });
});

test('skip link moves focus to the main content', async ({ page }) => {
  await page.goto(PAGE);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
