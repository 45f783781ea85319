import type { Page } from '@playwright/test';

/**
 * Holds an island's code (the `<name>.<hash>.js` chunk) until the returned function is called,
 * so a test can act on the server-rendered markup before the island is live.
 */
export async function holdIslandCode(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${name}.*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
