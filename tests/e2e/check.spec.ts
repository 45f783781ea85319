import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import yaml from 'js-yaml';
import { collectDialogs, expectNoAxeViolations as expectNoViolations } from './fixtures';

/** /check, "Is this a scam?" (issue 12): the checker runs on the visitor's device. */
const read = <T>(name: string) => yaml.load(readFileSync(`src/content/checker/${name}.yaml`, 'utf-8')) as T[];
const verdicts = read<{
  id: string;
  heading: string;
  steps: string[];
  signs: { name: string; marked: string; explained: string; note?: string; wordingOnly?: string };
}>('verdicts');
const redFlags = read<{ id: string; title: string; why: string }>('red-flags');
const examples = read<{ id: string; label: string; text: string; sender?: string }>('examples');
const verdict = (id: string) => verdicts.find((entry) => entry.id === id)!;
const example = (id: string) => examples.find((entry) => entry.id === id)!;
const headings = verdicts.map((entry) => entry.heading);

const TOLL = example('unpaid-toll');
const message = (page: Page) => page.getByLabel('Paste the text message, email, chat message or link');
const verdictHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^(${headings.join('|')})$`) });

/** Types into the box (which wakes the island) and waits until the checker and its data have loaded. */
async function pasteAndWait(page: Page, text: string, sender?: string) {
  await message(page).fill(text);
  if (sender) await page.getByLabel('Who sent it?').fill(sender);
  await expect(page.locator('[data-checker="ready"]')).toBeAttached();
}

/** Opens /check, pastes `text` once the checker is ready, and presses Check. */
async function checkMessage(page: Page, text: string) {
  await page.goto('/check');
  await pasteAndWait(page, text);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

test.describe('/check', () => {
  test('paste → verdict → numbered marks and explanations → where the link goes → next steps', async ({ page }) => {
    await page.goto('/check');
    await expect(page.getByText('your message is not sent anywhere')).toBeVisible();
    await pasteAndWait(page, TOLL.text, TOLL.sender);
    await page.getByRole('button', { name: 'Check', exact: true }).click();

    const heading = verdictHeading(page);
    await expect(heading).toHaveText(verdict('red-flags').heading);
    await expect(heading).toBeFocused();
    await expect(page.locator('#check-answer[aria-live="polite"]')).toContainText(verdict('red-flags').heading);

    // Each mark carries a visible number, and the numbered explanations use the same numbers and the red-flags words.
    const marks = page.locator('mark');
    expect(await marks.count()).toBeGreaterThan(1);
    await expect(marks.first()).toContainText(/^Red flag 1/);
    const explanations = page.getByRole('region', { name: 'What the red flags mean' }).getByRole('listitem');
    const count = await explanations.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      await expect(explanations.nth(i)).toContainText(`Red flag ${i + 1}`);
    }
    const titles = await explanations.locator('p.font-bold').allInnerTexts();
    for (const title of titles)
      expect(redFlags.map((flag) => flag.title)).toContain(title.replace(/^Red flag\s*\d+\s*/, '').trim());
    // The whole message is there, as pasted, once the numbers beside the marks are set aside.
    const shown = await page
      .getByRole('region', { name: 'Your message, with the red flags marked' })
      .locator('p')
      .evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[data-flag-number]').forEach((badge) => badge.remove());
        return copy.textContent;
      });
    expect(shown).toBe(TOLL.text);

    await expect(page.getByRole('region', { name: 'Where the links really go' })).toContainText(
      'This link goes to tollpay-services.top',
    );
    const steps = page.getByRole('region', { name: 'What to do now' }).getByRole('listitem');
    await expect(steps).toHaveText(verdict('red-flags').steps);
    await expect(page.getByRole('link', { name: 'Already clicked, paid or shared a code?' })).toHaveAttribute(
      'href',
      '/help/scammed',
    );
  });

  test('a look-alike link is named with the real address it imitates', async ({ page }) => {
    await checkMessage(
      page,
      'Your PayPal account is limited. Sign in at https://paypal.com.secure-check.example/login to restore it.',
    );
    const links = page.getByRole('region', { name: 'Where the links really go' });
    await expect(links).toContainText('This link goes to secure-check.example, not to paypal.com.');
    await expect(links.locator('strong')).toHaveText('secure-check.example');
  });

  test('a sign that does not add up to a red flag is marked as noticed, never called a red flag', async ({ page }) => {
    const { heading, signs } = verdict('no-red-flags');
    await checkMessage(page, 'Your Amazon parcel will arrive today between 2pm and 4pm.');
    await expect(verdictHeading(page)).toHaveText(heading);
    const marked = page.getByRole('region', { name: signs.marked, exact: true });
    await expect(marked.locator('mark')).toHaveText(`${signs.name} 1Amazon`);
    const explained = page.getByRole('region', { name: signs.explained, exact: true });
    await expect(explained).toContainText(signs.note!);
    await expect(explained.getByRole('listitem')).toHaveCount(1);
    await expect(explained.getByRole('listitem')).toContainText(
      redFlags.find((flag) => flag.id === 'impersonation')!.title,
    );
    await expect(page.getByText(/red flag \d/i)).toHaveCount(0);
  });

  test('an answer from the wording alone, with no sign to mark, says so', async ({ page }) => {
    // Old-style premium-rate spam: no rule fires, the model alone finds red flags. If retraining changes that, pick
    // another such message: the first two expectations say whether this one still is.
    await checkMessage(
      page,
      'Had your mobile 11 months or more? U R entitled to Update to the latest colour mobiles with camera for Free! Call The Mobile Update Co FREE on 08002986030',
    );
    await expect(verdictHeading(page)).toHaveText(verdict('red-flags').heading);
    await expect(page.locator('mark')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your message', exact: true })).toContainText(
      verdict('red-flags').signs.wordingOnly!,
    );
  });

  test('the examples fill the box and show an answer; the genuine code is not flagged', async ({ page }) => {
    await page.goto('/check');
    for (const sample of examples) {
      await page.getByRole('button', { name: sample.label }).click();
      await expect(verdictHeading(page)).toBeVisible();
      await expect(message(page)).toHaveValue(sample.text);
      await expect(page.getByLabel('Who sent it?')).toHaveValue(sample.sender ?? '');
      if (sample.id === 'unpaid-toll' || sample.id === 'hi-mum')
        await expect(verdictHeading(page)).not.toHaveText(verdict('no-red-flags').heading);
      if (sample.id === 'sign-in-code') await expect(verdictHeading(page)).toHaveText(verdict('no-red-flags').heading);
    }
  });

  test('keyboard only: type, check, read, copy a summary, check another', async ({ page, context }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/check');
    for (let i = 0; i < 40 && !(await message(page).evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(message(page)).toBeFocused();
    await page.keyboard.type('URGENT: your account will be closed today. Buy gift cards and send me the codes.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Who sent it?')).toBeFocused();
    await page.keyboard.type('Amazon Support');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(verdictHeading(page)).toBeFocused();
    await expect(verdictHeading(page)).toHaveText(verdict('red-flags').heading);

    const copy = page.getByRole('button', { name: 'Copy a summary' });
    for (let i = 0; i < 40 && !(await copy.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sonner-toast]')).toContainText('Summary copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(verdict('red-flags').heading);
    expect(copied).toContain('> URGENT: your account will be closed today.');
    expect(copied).toContain('(from Amazon Support)');
    expect(copied).toContain(verdict('red-flags').steps[0]);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Check another' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(message(page)).toBeFocused();
    await expect(message(page)).toHaveValue('');
    await expect(verdictHeading(page)).toHaveCount(0);
  });

  test('nothing leaves the device: no request, no storage, no cookie, the address unchanged', async ({
    page,
    context,
  }) => {
    await page.goto('/check');
    const snapshot = () =>
      page.evaluate(async () => ({
        local: Object.keys(localStorage).sort(),
        session: Object.keys(sessionStorage).sort(),
        databases: (await indexedDB.databases()).map((db) => db.name).sort(),
        cookie: document.cookie,
      }));
    const before = await snapshot();
    const cookiesBefore = await context.cookies();
    // The checker's code and data load on the first interaction, before anything is checked.
    await pasteAndWait(page, `${TOLL.text}\nCall 0800 123 4567 or reply with the code we sent you.`, TOLL.sender);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(verdictHeading(page)).toHaveText(verdict('red-flags').heading);
    await page.getByRole('button', { name: example('hi-mum').label }).click();
    await expect(message(page)).toHaveValue(example('hi-mum').text);
    await expect(verdictHeading(page)).toBeVisible();
    await page.waitForTimeout(500);

    expect(requests).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(await context.cookies()).toEqual(cookiesBefore);
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe('/check');
  });

  test('typed HTML is shown as text, never run', async ({ page }) => {
    const dialogs = collectDialogs(page);
    const html = '<img src=x onerror=alert(1)> <b>bold</b>';
    await checkMessage(page, html);
    const shown = page.getByRole('region', { name: /^Your message/ });
    await expect(shown).toContainText(html);
    await expect(shown.locator('img, b')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('Check with an empty box says what to do', async ({ page }) => {
    await page.goto('/check');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('Paste or type the message you want to check first.')).toBeVisible();
    await expect(message(page)).toBeFocused();
    await expect(message(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('a message pasted and a Check pressed before the island is live are both honoured', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/ScamChecker.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/check');
    const island = page.locator('astro-island', { has: page.locator('#check-message') });
    await message(page).fill(TOLL.text);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(island).toHaveAttribute('ssr');
    release();
    await expect(verdictHeading(page)).toHaveText(verdict('red-flags').heading);
    await expect(message(page)).toHaveValue(TOLL.text);
  });

  test('the site’s Content-Security-Policy holds through a check and a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const violations: string[] = [];
    page.on('console', (entry) => {
      if (/Content.Security.Policy|Refused to/i.test(entry.text())) violations.push(entry.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Refused (CSP): ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/check');
    await page.getByRole('button', { name: TOLL.label }).click();
    await page.getByRole('button', { name: 'Copy a summary' }).click();
    await expect(page.locator('[data-sonner-toast]')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test('the checker is linked from the header, the footer, the home page, two feature pages and the link-checking post', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/features/sms-scam-detection',
    '/features/website-fraud-detection',
    '/blog/check-a-link-before-you-tap',
  ]) {
    await page.goto(path);
    await expect(page.locator('#site-header a[href="/check"]').first()).toBeAttached();
    await expect(page.locator('footer a[href="/check"]')).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/check"]').first()).toBeVisible();
  }
});

for (const { name, width, fontSize } of [
  { name: 'at 320 px', width: 320, fontSize: '100%' },
  { name: 'with text at 200 %', width: 1280, fontSize: '200%' },
]) {
  test.describe(`/check with an answer ${name}`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    test('nothing scrolls sideways', async ({ page }) => {
      await page.goto('/check');
      await page.evaluate((size) => (document.documentElement.style.fontSize = size), fontSize);
      await page.getByRole('button', { name: TOLL.label }).click();
      await expect(verdictHeading(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    });
  });
}

test.describe('/check without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every red flag as an "Ask yourself" checklist, and says why the checker is missing', async ({ page }) => {
    await page.goto('/check');
    await expect(page.getByRole('heading', { level: 1, name: 'Is this a scam?' })).toBeVisible();
    await expect(page.getByText('The checker needs JavaScript')).toBeVisible();
    await expect(message(page)).toBeHidden();
    const list = page.getByRole('region', { name: 'Ask yourself' }).getByRole('listitem');
    await expect(list).toHaveCount(redFlags.length);
    for (const [index, flag] of redFlags.entries()) {
      await expect(list.nth(index)).toContainText(flag.title);
      await expect(list.nth(index)).toContainText(flag.why);
    }
    // The shortener list's credit (CC BY-SA 4.0) is on the page, since the checker's copy of the list loads without it.
    await expect(page.getByRole('link', { name: 'url-shorteners' })).toHaveAttribute(
      'href',
      'https://github.com/PeterDaveHello/url-shorteners',
    );
    await expect(
      page.getByText(
        'The checker knows link shorteners from url-shorteners by Peter Dave Hello and contributors, shared under CC BY-SA 4.0.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`/check with an answer shown, axe, ${colorScheme} theme, ${width} px`, () => {
      test.use({ colorScheme, viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce' });
      test.describe.configure({ timeout: 60_000 });

      test('has no violations', async ({ page }) => {
        await page.goto('/check');
        await page.getByRole('button', { name: TOLL.label }).click();
        await expect(verdictHeading(page)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expectNoViolations(page);
      });
    });
  }
}
