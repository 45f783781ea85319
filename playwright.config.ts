import { defineConfig, devices } from '@playwright/test';
import { browserExecutable } from './tests/e2e/browser';

/** Set E2E_PORT to run several checkouts' tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4321);

/** End-to-end tests run against the built site (`npm run build` first), served by `astro preview`. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: browserExecutable(),
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
        },
      },
    },
  ],
  webServer: {
    command: `npm run preview -- --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/404.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
