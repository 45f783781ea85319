import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectDialogs } from './fixtures';
import { holdIslandCode } from './hold-island';

const PATH = '/dashboard';

const island = (page: Page) => page.locator('astro-island[component-url*="DemoDashboard"]');

/**
 * Opens the dashboard and waits until the island has hydrated (Astro drops `ssr` then). An
 * address with a query wakes it by itself; a plain visit wakes it at the visitor's first touch,
 * given here as a pointer press on the island that lands on no control and moves no focus.
 */
async function open(page: Page, path = PATH) {
  await page.goto(path);
  if (!path.includes('?')) await island(page).dispatchEvent('pointerdown');
  await expect(island(page)).not.toHaveAttribute('ssr');
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const navLink = (page: Page, name: string) => sidebar(page).getByRole('link', { name: new RegExp(`^${name}`) });
const viewHeading = (page: Page) => page.locator('#dashboard-view-heading');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const recent = (page: Page) => page.getByRole('region', { name: 'Recent Notifications' });
const memberLink = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}\\b`) });
const protection = (page: Page) => page.getByRole('region', { name: 'Protection', exact: true });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('overview', () => {
  test('shows the stats, the family, recent notifications and Family Admin', async ({ page }) => {
    await open(page);
    await expect(page).toHaveTitle(/Demo Dashboard/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family Dashboard');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('JavaScript is off')).toBeHidden();
    await expect(page.getByRole('complementary')).toContainText('Family Admin');
    await expect(navLink(page, 'Dashboard')).toHaveAttribute('aria-current', 'page');

    for (const [stat, value, label] of [
      ['threatsBlocked', '237', 'Threats Blocked'],
      ['websitesScanned', '1,893', 'Websites Scanned'],
      ['callsScreened', '124', 'Calls Screened'],
      ['socialMediaAlerts', '42', 'Social Media Alerts'],
    ]) {
      await expect(page.locator(`[data-stat="${stat}"]`)).toContainText(value);
      await expect(page.locator(`[data-stat="${stat}"]`)).toContainText(label);
    }
    const family = page.getByRole('region', { name: 'Family Members' });
    for (const name of ['Sarah', 'Michael', 'Emma', 'Leo', 'Rose']) await expect(memberLink(page, name)).toBeVisible();
    await expect(family.getByText('Unknown')).toBeVisible();
    await expect(recent(page).getByRole('listitem')).toHaveCount(4);
  });

  test('the sidebar switches views, marks the current one and keeps it in the URL', async ({ page }) => {
    await open(page);
    for (const [name, view, heading] of [
      ['Notifications', 'notifications', 'Notifications'],
      ['Family', 'family', 'Family'],
      ['Settings', 'settings', 'Settings'],
      ['Dashboard', null, 'Overview'],
    ] as const) {
      await navLink(page, name).click();
      await expect(viewHeading(page)).toHaveText(heading);
      await expect(viewHeading(page)).toBeFocused();
      await expect(navLink(page, name)).toHaveAttribute('aria-current', 'page');
      await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);
      expect(new URL(page.url()).search).toBe(view ? `?view=${view}` : '');
    }
    await page.goBack();
    await expect(viewHeading(page)).toHaveText('Settings');
    await expect(navLink(page, 'Settings')).toHaveAttribute('aria-current', 'page');
  });

  test('Notifications lists every notification; Family lists every member; Manage opens Family', async ({ page }) => {
    await open(page);
    await recent(page).getByRole('link', { name: 'View all 6 notifications' }).click();
    await expect(page.getByRole('region', { name: 'All Notifications' }).getByRole('listitem')).toHaveCount(6);

    await navLink(page, 'Dashboard').click();
    await page.getByRole('button', { name: 'Manage' }).click();
    await expect(viewHeading(page)).toHaveText('Family');
    await expect(page).toHaveURL(/\?view=family$/);
    await expect(page.getByRole('region', { name: 'Family Members' }).getByRole('link')).toHaveCount(5);
  });

  test('Settings shows protection defaults; saving shows a loading toast, then a confirmation', async ({ page }) => {
    // Every toast text the page shows, in order: the 0.9 s loading toast is on screen for less
    // time than a busy host may take between two checks, so the page writes down what it showed.
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { toastsShown: shown });
      new MutationObserver(() => {
        for (const item of document.querySelectorAll('[data-sonner-toast]')) {
          const text = item.textContent ?? '';
          if (!shown.includes(text)) shown.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await open(page, `${PATH}?view=settings`);
    await expect(viewHeading(page)).toHaveText('Settings');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Role',
      'Web Protection',
      'App Restrictions',
      'Activity Alerts',
    ]);
    await expect(table.getByRole('row', { name: /^Adult/ })).toHaveText(/Adult\s*On\s*Off\s*Off/);
    await expect(table.getByRole('row', { name: /^Child/ })).toHaveText(/Child\s*On\s*On\s*On/);
    const select = page.getByLabel('Family member');
    await expect(select).toHaveValue('1');
    await select.selectOption({ label: 'Leo (Child)' });
    await expect(page).toHaveURL(/\?view=settings&member=4$/);
    const alerts = page.getByRole('switch', { name: 'Activity Alerts' });
    await expect(alerts).toBeChecked();
    const save = page.getByRole('button', { name: 'Save settings' });
    await expect(save).toBeDisabled();
    await alerts.click();
    // The toast region wakes just after the dashboard (client:with-islands); on a busy host that
    // can take longer than the 0.9 s save, and sonner then shows only the toast still active.
    await expect(page.locator('astro-island[component-url*="SiteToaster"]')).not.toHaveAttribute('ssr');
    await save.click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(toast(page, "Saving Leo's protection settings…")).toHaveCount(0);
    const shown = await page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
    expect(shown.map((text) => text.replace(/Settings saved.*/, 'Settings saved'))).toEqual([
      "Saving Leo's protection settings…",
      'Settings saved',
    ]);
    await expect(save).toBeDisabled();

    await open(page, `${PATH}?member=4`);
    await expect(page.getByRole('switch', { name: 'Activity Alerts' })).not.toBeChecked();
  });
});

test.describe('notifications', () => {
  test('search filters live by title or message, ignoring case, with an empty state', async ({ page }) => {
    await open(page);
    const search = recent(page).getByRole('searchbox', { name: 'Search notifications' });
    const items = recent(page).getByRole('listitem');

    await search.fill('PURCHASE');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('In-Game Purchase Held');

    await search.fill('voicemail');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Scam Call Screened');

    // Searching looks past the four most recent ones.
    await search.fill('password');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Password Replaced');

    await search.fill('zebra crossing');
    await expect(items).toHaveCount(0);
    await expect(recent(page).getByText('No notifications match your search')).toBeVisible();

    await recent(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(items).toHaveCount(4);
  });

  test('markup typed into the search is treated as text: nothing runs, nothing is injected', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await open(page);
    const search = recent(page).getByRole('searchbox', { name: 'Search notifications' });
    await search.fill('<img src=x onerror=alert(1)>');
    await expect(recent(page).getByText('No notifications match your search')).toBeVisible();
    await expect(search).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('Mark all as read confirms with a toast, clears the markers and survives a reload', async ({ page }) => {
    await open(page);
    await expect(recent(page).getByText('New', { exact: true })).toHaveCount(4);
    await expect(navLink(page, 'Notifications')).toContainText('6 unread');

    await recent(page).getByRole('button', { name: 'Mark all as read' }).click();
    const cleared = toast(page, 'Notifications Cleared');
    await expect(cleared).toBeVisible();
    await expect(cleared).toContainText('All notifications have been marked as read');
    await expect(recent(page).getByText('New', { exact: true })).toHaveCount(0);
    await expect(navLink(page, 'Notifications')).not.toContainText('unread');

    await page.reload();
    // Saved changes the server HTML cannot show: the island wakes by itself once the page has loaded.
    await expect(island(page)).not.toHaveAttribute('ssr');
    await expect(recent(page).getByText('New', { exact: true })).toHaveCount(0);
    await expect(recent(page)).toContainText('All caught up');
  });

  test('corrupt stored state is ignored, not fatal', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('kinward-dashboard-read', '{oops');
      localStorage.setItem('kinward-dashboard-protection', '{"3":{"webProtection":"maybe"}}');
    });
    await open(page, `${PATH}?member=3`);
    await expect(viewHeading(page)).toHaveText('Emma');
    await expect(page.getByRole('switch', { name: 'Web Protection' })).toBeChecked();
    await navLink(page, 'Dashboard').click();
    await expect(recent(page).getByText('New', { exact: true })).toHaveCount(4);
  });
});

test.describe('simulated security alert', () => {
  test('arrives once, 15 seconds after opening, on top with id = length + 1 and a destructive toast', async ({
    page,
  }) => {
    await page.clock.install();
    // The visitor only looks: nothing wakes the island but the alert falling due.
    await page.goto(PATH);
    const items = recent(page).getByRole('listitem');

    // Stop the clock 13 seconds after the page opened (however long loading took).
    const opened = await page.evaluate(() => Date.now() - performance.now());
    await page.clock.pauseAt(opened + 13_000);
    await expect(toast(page, 'New Security Alert')).toHaveCount(0);
    await expect(items.first()).toContainText('Scam Call Screened');
    await expect(island(page), 'no code has run yet').toHaveAttribute('ssr', '');

    await page.clock.runFor(2_500);
    await page.clock.resume();
    const alert = toast(page, 'New Security Alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('data-type', 'error');
    await expect(alert).toContainText('bank');
    await expect(items.first()).toContainText('Phishing Email Blocked');
    await expect(items.first()).toHaveAttribute('data-notification-id', '7');
    await expect(items.first()).toHaveAttribute('data-unread', 'true');
    await expect(items.first()).toContainText('Warning');
    await expect(navLink(page, 'Notifications')).toContainText('7 unread');

    // Only once per visit, whatever the visitor does next.
    await navLink(page, 'Family').click();
    await navLink(page, 'Dashboard').click();
    await page.clock.runFor(60_000);
    await navLink(page, 'Notifications').click();
    await expect(page.getByText('Phishing Email Blocked')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'All Notifications' }).getByRole('listitem')).toHaveCount(7);
  });

  test('leaving the page before 15 seconds cancels it', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await page.clock.runFor(5_000);
    await page.goto('/404');
    await page.clock.runFor(20_000);
    await expect(toast(page, 'New Security Alert')).toHaveCount(0);
  });
});

test.describe('member detail', () => {
  test('shows protection, devices, alerts, threats, activity, screen time and top 3 apps', async ({ page }) => {
    await open(page);
    await memberLink(page, 'Emma').click();
    await expect(page).toHaveURL(/\/dashboard\?member=3$/);
    await expect(viewHeading(page)).toHaveText('Emma');
    await expect(viewHeading(page)).toBeFocused();

    const facts = page.locator('dl').first();
    await expect(facts).toContainText('Protection level');
    await expect(facts.locator('[data-tone="success"]')).toHaveText('High');
    await expect(facts).toContainText(/Active devices\s*2/);
    await expect(facts).toContainText(/Alerts\s*2/);
    await expect(facts).toContainText(/Blocked threats\s*87/);

    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.getByRole('listitem')).toHaveCount(3);
    await expect(activity).toContainText('free game currency');

    const screen = page.getByRole('region', { name: 'Screen Time' });
    await expect(screen).toContainText(/Today\s*4h 10m/);
    await expect(screen).toContainText(/This week\s*25h 40m/);
    const apps = screen.getByRole('list', { name: 'Top apps today' }).getByRole('listitem');
    await expect(apps).toHaveCount(3);
    await expect(apps.nth(0)).toContainText('TikTok');
    await expect(apps.nth(0)).toContainText('1h 35m');
    await expect(apps.nth(0)).toContainText('Social');
    await expect(apps.nth(1)).toContainText('Instagram');
    await expect(apps.nth(2)).toContainText('Minecraft');
    await expect(apps.nth(2)).toContainText('Game');
    await expect(screen).not.toContainText('Khan Academy');
  });

  test('protection levels: medium is amber, anything else red and labelled Unknown', async ({ page }) => {
    await open(page, `${PATH}?member=2`);
    await expect(page.locator('dl').first().locator('[data-tone="warning"]')).toHaveText('Medium');
    await open(page, `${PATH}?member=5`);
    await expect(page.locator('dl').first().locator('[data-tone="danger"]')).toHaveText('Unknown');
  });

  test('both empty states', async ({ page }) => {
    await open(page);
    await memberLink(page, 'Rose').click();
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText('No recent activities');
    await expect(page.getByRole('region', { name: 'Screen Time' })).toContainText('1h 20m');
    await page.getByRole('button', { name: 'Back' }).click();
    await memberLink(page, 'Michael').click();
    await expect(page.getByRole('region', { name: 'Screen Time' })).toContainText('No screen time data available');
    await expect(page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem')).toHaveCount(2);
  });

  test('Back returns to the list and focuses the member', async ({ page }) => {
    await open(page);
    await memberLink(page, 'Leo').click();
    await expect(viewHeading(page)).toHaveText('Leo');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(viewHeading(page)).toHaveText('Overview');
    await expect(memberLink(page, 'Leo')).toBeFocused();
  });

  test("the browser's Back and Forward buttons move between list and detail", async ({ page }) => {
    await open(page);
    await navLink(page, 'Family').click();
    await memberLink(page, 'Emma').click();
    await expect(page).toHaveURL(/\?view=family&member=3$/);
    await expect(navLink(page, 'Family')).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\?view=family$/);
    await expect(viewHeading(page)).toHaveText('Family');
    await expect(memberLink(page, 'Emma')).toBeFocused();
    await page.goForward();
    await expect(viewHeading(page)).toHaveText('Emma');
    await page.goBack();
    await page.goBack();
    await expect(viewHeading(page)).toHaveText('Overview');
  });

  test('a direct link opens the member after hydration; Back then goes to the list', async ({ page }) => {
    await open(page, `${PATH}?member=3`);
    await expect(viewHeading(page)).toHaveText('Emma');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(viewHeading(page)).toHaveText('Overview');
  });

  test('an unknown member falls back to the overview', async ({ page }) => {
    await open(page, `${PATH}?member=99`);
    await expect(viewHeading(page)).toHaveText('Overview');
  });

  test('protection switches are labelled, confirmed by a toast and kept per member', async ({ page }) => {
    await open(page, `${PATH}?member=3`);
    const web = protection(page).getByRole('switch', { name: 'Web Protection' });
    const apps = protection(page).getByRole('switch', { name: 'App Restrictions' });
    const alerts = protection(page).getByRole('switch', { name: 'Activity Alerts' });
    await expect(web).toBeChecked();
    await expect(apps).toBeChecked();
    await expect(alerts).toBeChecked();
    await expect(web).toHaveAccessibleDescription(/phishing websites/);

    await web.click();
    await expect(web).not.toBeChecked();
    await expect(toast(page, 'Web Protection turned off for Emma')).toBeVisible();
    await alerts.click();
    await expect(toast(page, 'Activity Alerts turned off for Emma')).toBeVisible();

    await page.reload();
    // Saved changes the server HTML cannot show: the island wakes by itself once the page has loaded.
    await expect(island(page)).not.toHaveAttribute('ssr');
    await expect(viewHeading(page)).toHaveText('Emma');
    await expect(web).not.toBeChecked();
    await expect(apps).toBeChecked();
    await expect(alerts).not.toBeChecked();

    // Another member keeps their own switches.
    await open(page, `${PATH}?member=4`);
    await expect(protection(page).getByRole('switch', { name: 'Web Protection' })).toBeChecked();
  });

  test('Customize Protection Settings opens Settings for that member', async ({ page }) => {
    await open(page, `${PATH}?member=3`);
    await page.getByRole('button', { name: 'Customize Protection Settings' }).click();
    await expect(page).toHaveURL(/\?view=settings&member=3$/);
    await expect(viewHeading(page)).toHaveText('Settings');
    await expect(page.getByLabel('Family member')).toHaveValue('3');
    await expect(navLink(page, 'Settings')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('tooltips', () => {
  test('stat tiles and icon-only buttons show their tooltip on keyboard focus', async ({ page }) => {
    await open(page);
    const about = page.getByRole('button', { name: 'About Threats Blocked' });
    await tabTo(page, about);
    await expect(page.getByRole('tooltip')).toContainText('stopped for your family this month');
    await expect(about).toHaveAccessibleDescription(/stopped for your family this month/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const search = recent(page).getByRole('searchbox', { name: 'Search notifications' });
    await search.fill('scan');
    await search.focus();
    await page.keyboard.press('Tab');
    await expect(recent(page).getByRole('button', { name: 'Clear search' })).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Clear search');
  });

  test('on hover the tooltip waits 700 ms', async ({ page }) => {
    await page.clock.install();
    await open(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);
    await page.getByRole('button', { name: 'About Calls Screened' }).hover();
    await page.clock.runFor(500);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(page.getByRole('tooltip')).toContainText('Incoming calls checked');
  });
});

test('the whole dashboard works with the keyboard alone', async ({ page }) => {
  await open(page);
  // Skip link, then into the dashboard's sidebar.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, navLink(page, 'Notifications'));
  await page.keyboard.press('Enter');
  await expect(viewHeading(page)).toHaveText('Notifications');
  await expect(viewHeading(page)).toBeFocused();

  const all = page.getByRole('region', { name: 'All Notifications' });
  await tabTo(page, all.getByRole('button', { name: 'Mark all as read' }));
  await page.keyboard.press('Space');
  await expect(toast(page, 'Notifications Cleared')).toBeVisible();
  await expect(all.getByText('New', { exact: true })).toHaveCount(0);

  await tabTo(page, all.getByRole('searchbox', { name: 'Search notifications' }));
  await page.keyboard.type('weekly');
  await expect(all.getByRole('listitem')).toHaveCount(1);

  await tabTo(page, navLink(page, 'Family'), { back: true });
  await page.keyboard.press('Enter');
  await expect(viewHeading(page)).toHaveText('Family');
  await tabTo(page, memberLink(page, 'Leo'));
  await page.keyboard.press('Enter');
  await expect(viewHeading(page)).toHaveText('Leo');
  await expect(viewHeading(page)).toBeFocused();

  const alerts = page.getByRole('switch', { name: 'Activity Alerts' });
  await tabTo(page, alerts);
  await page.keyboard.press('Space');
  await expect(alerts).not.toBeChecked();
  await expect(toast(page, 'Activity Alerts turned off for Leo')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Back' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(viewHeading(page)).toHaveText('Family');
  await expect(memberLink(page, 'Leo')).toBeFocused();

  await tabTo(page, navLink(page, 'Dashboard'), { back: true });
  await page.keyboard.press('Enter');
  await expect(viewHeading(page)).toHaveText('Overview');
  await tabTo(page, page.getByRole('button', { name: 'Manage' }));
  await page.keyboard.press('Enter');
  await expect(viewHeading(page)).toHaveText('Family');
});

test('hydrates and runs without console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await open(page, `${PATH}?member=1`);
  await page.getByRole('button', { name: 'Back' }).click();
  for (const name of ['Notifications', 'Family', 'Settings', 'Dashboard']) await navLink(page, name).click();
  await expect(viewHeading(page)).toHaveText('Overview');
  expect(problems).toEqual([]);
});

test('loading the page runs none of its code; the first touch wakes it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => request.url().includes('/DemoDashboard.') && requested.push(request.url()));
  await page.goto(PATH);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
  expect(requested, 'dashboard code requested before any touch').toEqual([]);
  await expect(island(page)).toHaveAttribute('ssr', '');

  await page.getByRole('button', { name: 'Manage' }).click();
  await expect(viewHeading(page)).toHaveText('Family');
  expect(requested).toHaveLength(1);
});

test('a press that lands before the dashboard is live is not lost', async ({ page }) => {
  // Hold the dashboard's code until the visitor has pressed a button.
  const release = await holdIslandCode(page, 'DemoDashboard');
  await page.goto(PATH);
  await expect(island(page)).toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Manage' }).click();
  release();
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(viewHeading(page)).toHaveText('Family');
});

test('without JavaScript the overview is all there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family Dashboard');
  await expect(page.getByText('JavaScript is off')).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('Family Admin');
  await expect(page.locator('[data-stat="websitesScanned"]')).toContainText('1,893');
  for (const name of ['Sarah', 'Michael', 'Emma', 'Leo', 'Rose']) await expect(memberLink(page, name)).toBeVisible();
  await expect(recent(page).getByRole('listitem')).toHaveCount(4);
  await expect(memberLink(page, 'Emma')).toHaveAttribute('href', '/dashboard?member=3');
  await context.close();
});

test('on a phone the sidebar becomes a bar above the content, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  const nav = (await sidebar(page).boundingBox())!;
  const heading = (await viewHeading(page).boundingBox())!;
  expect(nav.y + nav.height).toBeLessThanOrEqual(heading.y);
  for (const name of ['Dashboard', 'Notifications', 'Family', 'Settings'])
    await expect(navLink(page, name)).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await memberLink(page, 'Emma').click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // With the largest text size too, in every view (the defaults table scrolls in its own box).
  await page.evaluate(() => (document.documentElement.dataset.textSize = 'larger'));
  for (const name of ['Dashboard', 'Notifications', 'Family', 'Settings']) {
    await navLink(page, name).click();
    await expect(navLink(page, name)).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole('region', { name: 'Defaults by role, scrollable' })).toHaveAttribute('tabindex', '0');
});
