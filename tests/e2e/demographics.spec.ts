import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP_URL, openPage, stubExternalApp } from './fixtures';

const SIGNUP = `${APP_URL}/signup`;
const main = (page: Page) => page.getByRole('main');

/** The titles of the cards (h3) inside a section named `name`. */
const cardTitles = (page: Page, name: string): Locator =>
  page.getByRole('region', { name }).getByRole('heading', { level: 3 });

/** The last heading of the main content: what the page ends with. */
const lastHeading = (page: Page) => main(page).getByRole('heading').last();

/** Opens a demographics page and checks its h1 and its two hero buttons: one to signup, one to /pricing. */
async function openWithHero(page: Page, path: string, h1: string, [signup, pricing]: [string, string]) {
  await openPage(page, path, h1);
  const top = page.getByRole('region', { name: h1 });
  await expect(top.getByRole('link', { name: signup })).toHaveAttribute('href', SIGNUP);
  await expect(top.getByRole('link', { name: pricing })).toHaveAttribute('href', '/pricing');
}

/** The closing call to action named `title`: Sign Up Now to signup, and `pricing` to /pricing. */
async function expectClosing(page: Page, title: string, pricing: string) {
  const cta = page.getByRole('region', { name: title });
  await expect(cta.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', SIGNUP);
  await expect(cta.getByRole('link', { name: pricing })).toHaveAttribute('href', '/pricing');
}

test.describe('/demographics', () => {
  test('three cards to the audience pages, AI-scam awareness and a call to action', async ({ page }) => {
    await openPage(page, '/demographics', 'Scam Protection Made for Every Age');
    const cards = page.getByRole('list', { name: 'Audiences' }).getByRole('link');
    await expect(cards).toHaveText(['Seniors', 'Children & Teens', 'Working Adults']);
    for (const [index, id] of ['seniors', 'children', 'adults'].entries()) {
      await expect(cards.nth(index)).toHaveAttribute('href', `/demographics/${id}`);
    }

    const ai = page.getByRole('region', { name: 'AI Has Changed How Scams Work' });
    await expect(ai.getByRole('heading', { level: 3 })).toHaveText([
      'Cloned voices on the phone',
      'Deepfake video calls',
      'Flawless phishing emails and texts',
      'Chatbots posing as people',
    ]);
    await expect(ai.getByText('What to do:')).toHaveCount(4);

    await expectClosing(page, 'Protect Every Generation in Your Family', 'View Pricing');
  });
});

test.describe('/demographics/seniors', () => {
  test('hero buttons to signup and View Plans, closing Sign Up Now and View Family Plans', async ({ page }) => {
    await openWithHero(page, '/demographics/seniors', 'Scam Protection for Seniors', [
      'Get Protected Today',
      'View Plans',
    ]);
    await expect(cardTitles(page, 'How Kinward Protects You')).toHaveCount(6);
    await expectClosing(page, 'Enjoy the Internet Without the Worry', 'View Family Plans');
  });
});

test.describe('/demographics/children', () => {
  test('hero buttons, all of the children content, ending with the call to action', async ({ page }) => {
    await openWithHero(page, '/demographics/children', 'Keep Your Children Safe Online', [
      'Protect Your Child',
      'View Family Plans',
    ]);

    await expect(cardTitles(page, 'Protection Where Children Play and Talk')).toHaveText([
      'In-game purchase and reward monitoring',
      'Chat monitoring for predatory patterns',
      'Social media safety',
      'Parental alerts for high-risk activity',
      'Behaviour analysis',
      'Deepfake detection',
    ]);
    await expect(cardTitles(page, 'Skills That Last a Lifetime')).toHaveText([
      'Age-appropriate lessons',
      'Digital literacy',
      'Privacy protection',
    ]);
    await expect(cardTitles(page, 'Protection Built on Trust')).toHaveText([
      'Parents get only relevant alerts',
      'Children keep appropriate privacy',
    ]);

    await expect(lastHeading(page)).toHaveText("Don't Wait Until Your Child Has Been Targeted");
    await expectClosing(page, "Don't Wait Until Your Child Has Been Targeted", 'View Family Plans');
  });
});

test.describe('/demographics/adults', () => {
  test('hero, the four sections, the $2.4 billion figure with its source, and the closing call to action', async ({
    page,
  }) => {
    await openWithHero(page, '/demographics/adults', 'Working Adult Protection', [
      'Protect Your Digital Life',
      'View Plans',
    ]);

    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'AI-Powered Threats Are Aimed at Professionals',
      'Why Traditional Security Fails',
      'How Kinward Protects Professionals',
      'Protection That Enhances Productivity',
      'Protect Your Professional Future Today',
    ]);
    await expect(main(page)).toContainText(
      'A national crime report puts business email compromise losses at over $2.4 billion.',
    );
    await expect(cardTitles(page, 'How Kinward Protects Professionals')).toHaveText([
      'Business email security',
      'Professional identity protection',
      'Financial transaction verification',
      'Secure communication',
      'Cross-device security',
      'Enterprise integration',
    ]);
    await expect(page.getByRole('region', { name: 'How Kinward Protects Professionals' })).toContainText(
      'Deepfake video and voice-clone verification',
    );
    await expect(cardTitles(page, 'Protection That Enhances Productivity')).toHaveText([
      'Continuous monitoring',
      'Contextual alerts',
      'Real-time protection',
    ]);

    await expect(lastHeading(page)).toHaveText('Protect Your Professional Future Today');
    await expectClosing(page, 'Protect Your Professional Future Today', 'View Business Plans');
  });

  test('Protect Your Digital Life leaves for the external signup page', async ({ page }) => {
    const requested = await stubExternalApp(page);
    await page.goto('/demographics/adults');
    await page.getByRole('link', { name: 'Protect Your Digital Life' }).click();
    await expect(page).toHaveURL(SIGNUP);
    expect(requested).toContain(SIGNUP);
  });
});

test('every demographics route reads fully without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, h1] of [
    ['/demographics', 'Scam Protection Made for Every Age'],
    ['/demographics/seniors', 'Scam Protection for Seniors'],
    ['/demographics/children', 'Keep Your Children Safe Online'],
    ['/demographics/adults', 'Working Adult Protection'],
  ]) {
    await openPage(page, path, h1);
    await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', SIGNUP);
  }
  await context.close();
});
