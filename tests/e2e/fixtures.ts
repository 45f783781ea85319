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
