import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's Chromium, where the machine has it (our CI installs it). */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the tests drive: Debian's when present, else Playwright's own download.
 * With neither, stop with one line that says how to get one.
 */
export function browserExecutable(): string | undefined {
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  if (existsSync(chromium.executablePath())) return undefined;
  console.error(
    'No Chromium found: install one with "sudo apt-get install chromium" (Debian/Ubuntu) or "npx playwright install chromium".',
  );
  process.exit(1);
}
