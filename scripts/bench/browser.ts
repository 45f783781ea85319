import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import pMap from 'p-map';
import { gzipSize, gzipSizes } from './gzip.ts';

/** Debian's Chromium when present, else Playwright's own (as tests/e2e/browser.ts chooses). */
export function chromiumPath(): string {
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return bundled;
  throw new Error(
    'No Chromium found: install one with "sudo apt-get install chromium" or "npx playwright install chromium".',
  );
}

/** Flags for every Chromium the bench starts: nothing phones home, nothing updates itself. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--metrics-recording-only',
];

/** JavaScript a page ran after loading and settling, without any interaction. */
export interface LoadJs {
  /** Gzip bytes of every script response fetched plus every inline script. */
  bytes: number;
  /** Script URLs fetched (site paths). */
  scripts: string[];
  /** Requests to any other host (blocked; listed so they are never silent). */
  offsite: string[];
  /** Set when the page sends the browser elsewhere (e.g. /login's redirect to the app): nothing of ours runs after that. */
  redirectsTo?: string;
}

/** Loads each route in Chromium with a phone-sized viewport and measures its JavaScript on load. */
export async function measureLoadJs(
  origin: string,
  routes: readonly string[],
  options: { concurrency?: number; settleMs?: number } = {},
): Promise<Map<string, LoadJs>> {
  const { concurrency = 3, settleMs = 2000 } = options;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const measured = await pMap(routes, (route) => measureOne(browser, origin, route, settleMs), { concurrency });
    return new Map(routes.map((route, index) => [route, measured[index]!]));
  } finally {
    await browser.close();
  }
}

async function measureOne(browser: Browser, origin: string, route: string, settleMs: number): Promise<LoadJs> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const offsite: string[] = [];
  const page = await context.newPage();
  let redirectsTo: string | undefined;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith('http') && new URL(frame.url()).origin !== origin)
      redirectsTo = frame.url();
  });
  await context.route('**/*', (request) => {
    const url = request.request().url();
    if (new URL(url).origin === origin) return request.continue();
    offsite.push(url);
    if (request.request().isNavigationRequest() && request.request().frame() === page.mainFrame()) redirectsTo = url;
    return request.abort();
  });
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || new URL(response.url()).origin !== origin) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: gzipSize(body) }))
        .catch(() => ({ url: response.url(), bytes: 0 })),
    );
  });
  try {
    await page.goto(origin + route, { waitUntil: 'load' }).catch((error: unknown) => {
      if (!redirectsTo) throw error;
    });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(settleMs);
    if (redirectsTo) {
      const fetched = await Promise.all(pending);
      return {
        bytes: fetched.reduce((total, script) => total + script.bytes, 0),
        scripts: fetched.map((script) => new URL(script.url).pathname),
        offsite,
        redirectsTo,
      };
    }
    const inline = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src])'))
        .filter((script) =>
          ['', 'module', 'text/javascript', 'application/javascript'].includes(
            (script.getAttribute('type') ?? '').trim().toLowerCase(),
          ),
        )
        .map((script) => script.textContent ?? ''),
    );
    const fetched = await Promise.all(pending);
    return {
      bytes: gzipSizes(inline) + fetched.reduce((total, script) => total + script.bytes, 0),
      scripts: fetched.map((script) => new URL(script.url).pathname),
      offsite,
    };
  } finally {
    await context.close();
  }
}
