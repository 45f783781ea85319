import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectDialogs, openPage } from './fixtures';
import { holdIslandCode } from './hold-island';

/** Every post id, from the content folder, so a new post is tested automatically. */
const POST_IDS = readdirSync('src/content/blog')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''));

const TOPICS = [
  ['cybersecurity', 'Cybersecurity'],
  ['family-protection', 'Family Protection'],
  ['mobile-security', 'Mobile Security'],
  ['identity-theft', 'Identity Theft'],
  ['password-security', 'Password Security'],
  ['online-privacy', 'Online Privacy'],
  ['financial-protection', 'Financial Protection'],
  ['social-media-safety', 'Social Media Safety'],
  ['scam-prevention', 'Scam Prevention'],
  ['digital-wellness', 'Digital Wellness'],
] as const;

/** A post with a read time set in its frontmatter, and one with a known related post. */
const POST = 'grandparent-scam-calls';
const POST_TITLE = 'How to Spot a Grandparent Scam Call';

const usLongDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Wakes a newsletter form (it hydrates at the first focus, touch or key press) and waits until it validates inline. */
async function hydratedForm(page: Page, name = 'Newsletter sign-up') {
  const form = page.getByRole('form', { name });
  await form.getByLabel('Email address').focus();
  await expect(form).toHaveAttribute('novalidate', '');
  return form;
}

async function hydratedActions(page: Page) {
  const group = page.getByRole('group', { name: 'Article actions' });
  await group.scrollIntoViewIfNeeded();
  await expect(group.getByRole('button', { name: 'Share' })).toBeEnabled();
  return group;
}

/** The ISO dates of the post cards inside a region, in page order. */
const cardDates = (page: Page, selector: string) =>
  page.locator(`${selector} [data-post] time`).evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));

test.describe('/blog', () => {
  test('shows the newest post as featured and the rest as Latest Articles, newest first', async ({ page }) => {
    await openPage(page, '/blog', 'The Kinward Blog');

    const featured = page.getByRole('region', { name: 'Featured Article' });
    await expect(featured.locator('[data-post]')).toHaveCount(1);
    await expect(featured.getByRole('heading', { level: 3, name: POST_TITLE })).toBeVisible();
    await expect(featured.getByRole('link', { name: POST_TITLE })).toHaveAttribute('href', `/blog/${POST}`);

    const latest = page.getByRole('region', { name: 'Latest Articles' });
    await expect(latest.locator('[data-post]')).toHaveCount(POST_IDS.length - 1);
    const [featuredDate] = await cardDates(page, '#main section[aria-labelledby="featured-title"]');
    const latestDates = await cardDates(page, '#main section[aria-labelledby="latest-title"]');
    expect(latestDates).toEqual([...latestDates].sort().reverse());
    expect(latestDates.every((date) => date <= featuredDate)).toBe(true);

    // Every post appears once, and every card links to a page that exists.
    const ids = await page
      .locator('#main [data-post]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-post')));
    expect([...ids].sort()).toEqual([...POST_IDS].sort());
    for (const id of POST_IDS) {
      await expect(page.locator(`[data-post="${id}"]`).getByRole('link')).toHaveAttribute('href', `/blog/${id}`);
    }
  });

  test('cards show topic, excerpt, author, date in US long form and read time', async ({ page }) => {
    await page.goto('/blog');
    const card = page.locator(`[data-post="${POST}"]`);
    await expect(card).toContainText('Scam Prevention');
    await expect(card).toContainText('A frightened voice says it is your grandchild');
    await expect(card).toContainText('Dana Whitfield');
    await expect(card.locator('time')).toHaveAttribute('datetime', '2025-06-10');
    await expect(card.locator('time')).toHaveText('June 10, 2025');
    await expect(card).toContainText(/\d+ min read/);
  });

  test('offers the ten topic chips, each linking to its topic page', async ({ page }) => {
    await page.goto('/blog');
    const chips = page.getByRole('navigation', { name: 'Browse by Topic' }).getByRole('link');
    await expect(chips).toHaveText(TOPICS.map(([, name]) => name));
    for (const [slug, name] of TOPICS) {
      await expect(chips.filter({ hasText: name })).toHaveAttribute('href', `/blog/topics/${slug}`);
    }
    await chips.filter({ hasText: 'Password Security' }).click();
    await expect(page).toHaveURL(/\/blog\/topics\/password-security\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password Security');
  });

  test('links the RSS feed from the head', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });
});

test.describe('topic pages', () => {
  for (const [slug, name] of TOPICS) {
    test(`/blog/topics/${slug} lists only its posts, or says kindly that there are none`, async ({ page }) => {
      await openPage(page, `/blog/topics/${slug}`, name);
      await expect(page.getByRole('main').getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
      const current = page.getByRole('navigation', { name: 'Other Topics' }).getByRole('link', { name, exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');

      const cards = page.locator('#main [data-post]');
      if ((await cards.count()) === 0) {
        await expect(page.getByText(`We haven’t written about ${name.toLowerCase()} yet.`)).toBeVisible();
        await expect(page.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute('href', '/blog');
      } else {
        for (const card of await cards.all()) await expect(card).toContainText(name);
        const dates = await cardDates(page, '#main');
        expect(dates).toEqual([...dates].sort().reverse());
      }
    });
  }

  test('the scam prevention topic holds both of its posts', async ({ page }) => {
    await page.goto('/blog/topics/scam-prevention');
    await expect(page.locator('#main [data-post]')).toHaveCount(2);
    await expect(page.locator(`[data-post="${POST}"]`)).toBeVisible();
    await expect(page.locator('[data-post="first-hour-after-a-scam"]')).toBeVisible();
  });
});

/** A test that opens every post: a few seconds a page on a busy host, and the list grows with the blog. */
const timeForEveryPost = 15_000 + POST_IDS.length * 5_000;

test.describe('a post', () => {
  test('every post page exists with its title as the one h1', async ({ page }) => {
    test.setTimeout(timeForEveryPost);
    for (const id of POST_IDS) {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status(), id).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('article header time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test('shows hero, topic badge, title, author, date, read time, body and tags', async ({ page }) => {
    await page.goto(`/blog/${POST}`);
    await expect(page).toHaveTitle(`${POST_TITLE} | Kinward`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);

    const hero = page.locator('article header img').first();
    await expect(hero).toHaveAttribute('width', /\d+/);
    await expect(hero).toHaveAttribute('height', /\d+/);
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('article header').getByRole('link', { name: 'Scam Prevention' })).toHaveAttribute(
      'href',
      '/blog/topics/scam-prevention',
    );

    const header = page.locator('article header');
    await expect(header).toContainText('Dana Whitfield');
    const time = header.locator('time');
    const iso = await time.getAttribute('datetime');
    await expect(time).toHaveText(usLongDate(iso!));
    await expect(time).toHaveText('June 10, 2025');
    await expect(header).toContainText(/\d+ min read/);

    await expect(page.getByRole('heading', { level: 2, name: 'The signs to listen for' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'phone scams',
      'seniors',
      'voice cloning',
    ]);
    const bio = page.getByRole('region', { name: 'About Dana Whitfield' });
    await expect(bio).toContainText('Fraud Prevention Lead');
    await expect(bio).toContainText("leads Kinward's fraud prevention team");
  });

  test('uses the read time an editor set, and computes it otherwise', async ({ page }) => {
    await page.goto('/blog/passkeys-and-password-managers');
    await expect(page.locator('article header')).toContainText('6 min read');
    await page.goto(`/blog/${POST}`);
    await expect(page.locator('article header')).toContainText(/[1-9]\d* min read/);
  });

  test('Related Articles come from the collection and never include the post itself', async ({ page }) => {
    test.setTimeout(timeForEveryPost);
    for (const id of POST_IDS) {
      await page.goto(`/blog/${id}`);
      const related = page.getByRole('complementary', { name: 'Related Articles' });
      const links = related.getByRole('link');
      const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(hrefs.length, id).toBeGreaterThan(0);
      expect(hrefs, id).not.toContain(`/blog/${id}`);
      for (const href of hrefs) expect(POST_IDS.map((p) => `/blog/${p}`)).toContain(href);
    }
    await page.goto(`/blog/${POST}`);
    await expect(
      page
        .getByRole('complementary', { name: 'Related Articles' })
        .getByRole('link', { name: 'What to Do in the First Hour After a Scam' }),
    ).toBeVisible();
  });

  test('links back to /blog and keeps MDX links on the link policy', async ({ page }) => {
    await page.goto(`/blog/${POST}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    const external = page.getByRole('link', { name: 'ReportFraud.ftc.gov' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('Share copies the link and confirms with a toast when the Web Share API is missing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
    );
    await page.goto(`/blog/${POST}`);
    const actions = await hydratedActions(page);
    await actions.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/blog/${POST}`, page.url()).href);
  });

  test('Share uses the Web Share API where the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    await page.goto(`/blog/${POST}`);
    const actions = await hydratedActions(page);
    await actions.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: POST_TITLE, url: new URL(`/blog/${POST}`, page.url()).href }]);
    await expect(toast(page, 'Link copied')).toHaveCount(0);
  });

  test('Save toggles, announces its state, and survives a reload', async ({ page }) => {
    await page.goto(`/blog/${POST}`);
    let actions = await hydratedActions(page);
    const save = actions.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    const saved = actions.getByRole('button', { name: 'Saved' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, 'Saved for later')).toBeVisible();

    await page.reload();
    actions = await hydratedActions(page);
    await expect(actions.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    // Saved for this post only.
    await page.goto('/blog/family-safe-word');
    await expect((await hydratedActions(page)).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.goto(`/blog/${POST}`);
    actions = await hydratedActions(page);
    await actions.getByRole('button', { name: 'Saved' }).click();
    await expect(actions.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    await expect(toast(page, 'Removed from your saved articles')).toBeVisible();
    await page.reload();
    await expect((await hydratedActions(page)).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('Helpful counts one vote per post, thanks the reader, and remembers it', async ({ page }) => {
    await page.goto(`/blog/${POST}`);
    let actions = await hydratedActions(page);
    await actions.getByRole('button', { name: 'Helpful' }).click();
    await expect(toast(page, 'Thank you for your feedback')).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Marked helpful' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    actions = await hydratedActions(page);
    const voted = actions.getByRole('button', { name: 'Marked helpful' });
    await expect(voted).toHaveAttribute('aria-pressed', 'true');
    await voted.click();
    await expect(toast(page, 'You already marked this article helpful')).toBeVisible();
    await expect(toast(page, 'Thank you for your feedback')).toHaveCount(0);
  });

  test('without JavaScript the article reads fully and the actions that need it are hidden', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${POST}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);
    await expect(page.getByText('If you already paid')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Related Articles' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await expect(form.getByLabel('Email address')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await context.close();
  });
});

test.describe('newsletter forms', () => {
  test('/blog newsletter: empty and malformed addresses get an inline error, a valid one a thank-you', async ({
    page,
  }) => {
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    const form = await hydratedForm(page);
    const email = form.getByLabel('Email address');
    const subscribe = form.getByRole('button', { name: 'Subscribe' });

    await subscribe.click();
    const error = box.getByText('Please enter your email address.');
    await expect(error).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-describedby', (await error.locator('..').getAttribute('id'))!);

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(box.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(toast(page, 'Thank you for subscribing')).toHaveCount(0);

    await email.fill('ann@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await subscribe.click();
    await expect(toast(page, 'Thank you for subscribing')).toBeVisible();
    // No endpoint is configured in this build, and the toast does not pretend otherwise.
    await expect(toast(page, 'This demonstration site does not send email')).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('Stay Updated on a post validates and thanks the same way', async ({ page }) => {
    await page.goto(`/blog/${POST}`);
    const box = page.getByRole('region', { name: 'Stay Updated' });
    const form = await hydratedForm(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Please enter your email address.')).toBeVisible();
    await form.getByLabel('Email address').fill('ann@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'Thank you for subscribing')).toBeVisible();
  });

  test('an address typed before the form is live is kept and subscribed', async ({ page }) => {
    const release = await holdIslandCode(page, 'NewsletterForm');
    await page.goto('/blog');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email address').fill('ann@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form).not.toHaveAttribute('novalidate');
    release();
    await expect(toast(page, 'nothing will arrive at ann@example.com')).toBeVisible();
  });

  test('markup typed into the field stays text and never runs', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await page.goto('/blog');
    const form = await hydratedForm(page);
    const email = form.getByLabel('Email address');
    await email.fill('<img src=x onerror=alert(1)>');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('feeds', () => {
  test('/rss.xml lists every post with title, excerpt, date and link', async ({ request }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<title>Kinward Blog</title>');
    expect(xml.match(/<item>/g)).toHaveLength(POST_IDS.length);
    for (const id of POST_IDS) expect(xml).toMatch(new RegExp(`<link>https://[^<]+/blog/${id}/?</link>`));
    expect(xml).toContain(`<title>${POST_TITLE}</title>`);
    expect(xml).toContain('<description>A frightened voice says it is your grandchild');
    expect(xml).toContain('<pubDate>Tue, 10 Jun 2025 00:00:00 GMT</pubDate>');
  });

  test('the sitemap lists every blog page and /contact, and leaves out 404, /login and /signup', async ({
    request,
  }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemaps = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls = (await Promise.all(sitemaps.map(async (file) => (await request.get(`/${file}`)).text()))).flatMap(
      (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.replace(/\/$/, '')),
    );
    const expected = [
      '/blog',
      '/contact',
      ...POST_IDS.map((id) => `/blog/${id}`),
      ...TOPICS.map(([slug]) => `/blog/topics/${slug}`),
    ];
    for (const path of expected) expect(urls).toContain(path);
    for (const path of ['/404', '/login', '/signup']) expect(urls).not.toContain(path);
  });
});
