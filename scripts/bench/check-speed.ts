import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './browser.ts';

/**
 * A realistic message for the timing: a long fake bank email with a parcel hold, a look-alike link, a deadline,
 * a threat and a request for a code, 1,000 characters (± 20; a unit test holds it there).
 */
export const CHECK_MESSAGE = [
  'Dear Valued Customer,',
  '',
  'We detected an unusual sign-in attempt on your Barclays online banking account from a new device on 14/03 at 02:17.',
  'For your protection, your account has been limited and a parcel containing your replacement debit card is on hold at our courier, Royal Mail, pending a small redelivery fee of £2.99.',
  '',
  'To restore full access and release your card, you must verify your identity within 24 hours: https://barclays-secure-verify.co/account/restore?ref=BX7781',
  '',
  'You will be asked to confirm your card number, expiry date and the 6-digit one-time code we send to your phone. Do not share this message with anyone, and do not call your branch: our fraud team is handling your case directly.',
  '',
  'If you fail to act today, your account will be permanently closed and the matter may be referred to the police.',
  '',
  'Thank you for banking with us.',
  'Barclays Security Team',
  '',
  'This is an automated message. Please do not reply to this email. Barclays Bank UK PLC is authorised by the Prudential Regulation Authority.',
].join('\n');

/** The sender shown with the message: a free email address, not the bank's. */
export const CHECK_SENDER = 'barclays.security.alerts@gmail.com';

/** The User Timing measure ScamChecker records around the engine call. */
export const CHECK_MEASURE = 'kinward:check';

/** The value at percentile `p` (0–100) of `values`, by the nearest-rank method; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank, 1) - 1]!;
}

/** How long a check of CHECK_MESSAGE takes in the browser, ms. */
export interface CheckSpeed {
  /** Every measure, in order: the first is the cold run (the engine's first call), the rest repeats. */
  runsMs: number[];
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  cpuThrottle: number;
  messageChars: number;
  /** The verdict heading the page showed. */
  verdict: string;
  /** Requests to any other host (blocked): must stay empty. */
  offsite: string[];
}

/**
 * Opens /check in Chromium with the CPU throttled `cpuThrottle`× (CDP Emulation.setCPUThrottlingRate), pastes
 * CHECK_MESSAGE and its sender, presses Check, waits for the verdict, presses Check `repeats` more times, then
 * reads the page's `kinward:check` measures. Requests to other hosts are blocked and listed.
 */
export async function measureCheckSpeed(
  origin: string,
  options: { route?: string; repeats?: number; cpuThrottle?: number } = {},
): Promise<CheckSpeed> {
  const { route = '/check', repeats = 30, cpuThrottle = 4 } = options;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const offsite: string[] = [];
    await context.route('**/*', (request) => {
      const url = request.request().url();
      if (new URL(url).origin === origin) return request.continue();
      offsite.push(url);
      return request.abort();
    });
    const page = await context.newPage();
    await page.goto(origin + route, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });

    // Filling the box wakes the island (client:interaction); it is ready once the engine and its data have
    // loaded and it has warmed up on the page's examples.
    await page.getByLabel('Paste the text message, email, chat message or link').fill(CHECK_MESSAGE);
    await page.getByLabel('Who sent it?').fill(CHECK_SENDER);
    await page.locator('[data-checker="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    const check = page.getByRole('button', { name: 'Check', exact: true });
    const measures = () => page.evaluate((name) => performance.getEntriesByName(name).length, CHECK_MEASURE);
    for (let run = 1; run <= repeats + 1; run++) {
      await check.click();
      await page.waitForFunction(
        ([name, count]) => performance.getEntriesByName(name as string).length >= (count as number),
        [CHECK_MEASURE, run] as const,
      );
      if (run === 1) await page.locator('#check-verdict').waitFor();
    }
    const verdict = (await page.locator('#check-verdict').textContent())?.trim() ?? '';
    const runsMs = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
      CHECK_MEASURE,
    );
    if (runsMs.length !== repeats + 1)
      throw new Error(`expected ${repeats + 1} ${CHECK_MEASURE} measures, found ${await measures()}`);
    return {
      runsMs,
      coldMs: runsMs[0]!,
      p50Ms: percentile(runsMs, 50),
      p95Ms: percentile(runsMs, 95),
      maxMs: Math.max(...runsMs),
      cpuThrottle,
      messageChars: CHECK_MESSAGE.length,
      verdict,
      offsite,
    };
  } finally {
    await browser.close();
  }
}
