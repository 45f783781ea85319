import { expect, test, type Page } from '@playwright/test';
import { collectDialogs } from './fixtures';
import { holdIslandCode } from './hold-island';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Wakes the contact form (it hydrates at the first focus, touch or key press) and waits until it validates inline. */
async function hydratedForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').focus();
  await expect(form).toHaveAttribute('novalidate', '');
  return form;
}

async function fillValid(page: Page, name = 'Ann Lee') {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email address').fill('ann@example.com');
  await form.getByLabel('Topic').selectOption({ label: 'Plans, billing and the free trial' });
  await form.getByLabel('Message').fill('Can my mother join our Family plan?');
}

test.describe('/contact', () => {
  test('introduces itself, lists the addresses and points to help and the FAQ', async ({ page }) => {
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Contact Us | Kinward');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('main')).toContainText('a real person on our team reads every note');

    for (const [title, address] of [
      ['Help for members', 'help@kinward.example'],
      ['Sales', 'sales@kinward.example'],
      ['Press', 'press@kinward.example'],
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute('href', '/faq');
    await expect(main.getByRole('link', { name: 'Help Center' }).first()).toHaveAttribute('href', '/help');
  });

  test('the form has a labelled field for name, email, topic and message', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await expect(form.getByLabel('Name')).toHaveAttribute('autocomplete', 'name');
    await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
    const topic = form.getByLabel('Topic');
    await expect(topic.locator('option')).toHaveText([
      'Choose a topic…',
      'I think I was scammed, or a message worries me',
      'Help with my account or the app',
      'Plans, billing and the free trial',
      'Business and group plans',
      'Press and media',
      'Something else',
    ]);
    await expect(form.getByLabel('Message')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('an empty form shows an error beside every field and focuses the first', async ({ page }) => {
    await page.goto('/contact');
    const form = await hydratedForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const expected = {
      Name: 'Please enter your name.',
      'Email address': 'Please enter your email address.',
      Topic: 'Please choose a topic.',
      Message: 'Please enter your message.',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await field.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
    }
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(toast(page, /Thank you/)).toHaveCount(0);

    // Fixing a field clears its error as you type; focus then goes to the next invalid one.
    await form.getByLabel('Name').fill('Ann');
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    await expect(form.getByText('Please enter your name.')).toHaveCount(0);
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(form.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
  });

  test('a complete form is thanked with a toast and cleared (no endpoint configured)', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.goto('/contact');
    const form = await hydratedForm(page);
    await fillValid(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Nothing was sent, and the toast says so honestly.
    await expect(toast(page, 'Thank you, Ann Lee. Your message looks good.')).toBeVisible();
    await expect(toast(page, 'so nothing was sent')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    expect(posts).toEqual([]);
  });

  test('text typed before the form is live stays in it once it is', async ({ page }) => {
    const release = await holdIslandCode(page, 'ContactForm');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Ann Lee');
    await form.getByLabel('Topic').selectOption({ label: 'Plans, billing and the free trial' });
    await expect(form).not.toHaveAttribute('novalidate');
    release();
    await expect(form).toHaveAttribute('novalidate', '');
    await expect(form.getByLabel('Name')).toHaveValue('Ann Lee');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Only the fields still empty are in error; what was typed counts.
    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    await expect(form.getByLabel('Topic')).not.toHaveAttribute('aria-invalid');
    await expect(form.getByLabel('Name')).toHaveValue('Ann Lee');
  });

  test('Send pressed before the form is live is not lost, and sends what was typed', async ({ page }) => {
    const release = await holdIslandCode(page, 'ContactForm');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await fillValid(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form).not.toHaveAttribute('novalidate');
    release();
    await expect(toast(page, 'Thank you, Ann Lee. Your message looks good.')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('markup typed into a field is shown as text and never runs', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await page.goto('/contact');
    const form = await hydratedForm(page);
    const payload = '<img src=x onerror=alert(1)>';
    await fillValid(page, payload);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, `Thank you, ${payload}. Your message looks good.`)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('without JavaScript the page and a real form still render', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const form = page.locator('form[aria-label="Contact us"]');
    await expect(form).toBeVisible();
    for (const label of ['Name', 'Email address', 'Topic', 'Message']) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(form).not.toHaveAttribute('novalidate');
    await expect(page.getByRole('link', { name: 'sales@kinward.example' })).toBeVisible();
    await context.close();
  });
});
