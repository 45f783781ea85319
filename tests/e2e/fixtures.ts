import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { fillFacts, type FactSources } from '../../src/lib/facts';

/** The external app as the default build configures it (PUBLIC_APP_URL unset). */
export const APP_URL = 'https://app.kinward.example';

/**
 * Answers every request to the external app locally, so no test reaches the network,
 * and records which URLs were asked for.
 */
export async function stubExternalApp(page: import('@playwright/test').Page) {
  const requested: string[] = [];
  await page.context().route(`${APP_URL}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Kinward app</title><h1>App</h1>' });
  });
  return requested;
}

/**
 * The header hydrates on first interaction (client:interaction). Tests that drive its
 * menus start like a visitor who has already reached for it: focus enters the header,
 * then it is live.
 */
export async function wakeHeader(page: import('@playwright/test').Page) {
  const { expect } = await import('@playwright/test');
  await page.locator('#site-header [data-menu-trigger]:visible').first().focus();
  await expect(page.locator('#site-header astro-island')).not.toHaveAttribute('ssr');
}

/**
 * Collects the Content-Security-Policy violations the page reports, from its first script on
 * (call it before `page.goto`). Each spec that checks the policy reads this one list; empty it
 * (`violations.length = 0`) to count only from a later step.
 */
export async function watchCspViolations(page: import('@playwright/test').Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return violations;
}

/** The WCAG levels every page is checked against with axe. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe over the page as it is now (or only the part `include` selects) and fails with every
 * violation, naming the first nodes of each; `where` says in the message what was checked.
 */
export async function expectNoAxeViolations(
  page: import('@playwright/test').Page,
  { where = page.url(), include }: { where?: string; include?: string } = {},
) {
  const [{ default: AxeBuilder }, { expect }] = await Promise.all([
    import('@axe-core/playwright'),
    import('@playwright/test'),
  ]);
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

/**
 * An FAQ accordion opens one answer at a time: opening the second question closes the first,
 * and the open one closes again on a click. `answers` are a phrase from each question's answer.
 */
export async function expectOneAnswerAtATime(
  faq: import('@playwright/test').Locator,
  [first, second]: [import('@playwright/test').Locator, import('@playwright/test').Locator],
  [firstAnswer, secondAnswer]: [string, string],
) {
  const { expect } = await import('@playwright/test');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(firstAnswer)).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(firstAnswer)).toBeHidden();
  await expect(faq.getByText(secondAnswer)).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(secondAnswer)).toBeHidden();
}

/**
 * A pair of buttons (links) inside `region` goes where each should: both hrefs are checked, then
 * the second is followed, the visitor comes back, and the first is followed.
 */
export async function followButtonPair(
  page: import('@playwright/test').Page,
  region: string,
  pair: [string, string][],
) {
  const { expect } = await import('@playwright/test');
  const link = (name: string) => page.locator(region).getByRole('link', { name });
  for (const [name, href] of pair) await expect(link(name)).toHaveAttribute('href', href);
  const [[firstName, firstHref], [secondName, secondHref]] = pair as [[string, string], [string, string]];
  await link(secondName).click();
  await expect(page).toHaveURL(new RegExp(`${secondHref}/?$`));
  await page.goBack();
  await link(firstName).click();
  await expect(page).toHaveURL(new RegExp(`${firstHref}/?$`));
}

/** The entries of a YAML list as a collection holds them: `{ id, data }`. */
const entries = <Data>(file: string) =>
  (yaml.load(readFileSync(file, 'utf-8')) as ({ id: string } & Data)[]).map(({ id, ...data }) => ({
    id,
    data: data as Data,
  }));

/** The plans and plan terms, as the pages read them. */
const factSources: FactSources = {
  plans: entries<FactSources['plans'][number]['data']>('src/content/plans.yaml'),
  terms: entries<FactSources['terms'][number]['data']>('src/content/marketing/plan-terms.yaml'),
};

/** Text from a content file with its facts ({{trial.days}}, {{family.price}} …) filled in, as the built page shows it. */
export const withContentFacts = (text: string) => fillFacts(text, factSources);

/** Opens `path` as a visitor would and checks that it answers 200 with `h1` as its main heading. */
export async function openPage(page: import('@playwright/test').Page, path: string, h1: string) {
  const { expect } = await import('@playwright/test');
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
}

/** The messages of every dialog (alert, confirm …) the page opens, each dismissed: typed markup must never open one. */
export function collectDialogs(page: import('@playwright/test').Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    return dialog.dismiss();
  });
  return dialogs;
}
