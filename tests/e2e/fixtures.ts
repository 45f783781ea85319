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
