import type { Page } from '@playwright/test';

/**
 * Watches, between every two tasks of the page, which element has focus while an island wakes: from the moment an
 * element matching `from` has focus until one matching `until` has it, each element focus sits on, once per change.
 * Call before page.goto; read the tags with focusSeen. A Tab pressed while focus is on <body> starts again at the top
 * of the page, so an island that swaps its markup must never leave focus there, not even for one task.
 */
export async function watchFocusDuringWake(page: Page, from: string, until: string): Promise<void> {
  await page.addInitScript(
    ([start, end]) => {
      const seen: string[] = [];
      (window as unknown as { focusSeen: string[] }).focusSeen = seen;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const tag = document.activeElement?.tagName ?? 'none';
        if ((document.querySelector(`${start}:focus`) || seen.length > 0) && seen.at(-1) !== tag) seen.push(tag);
        if (!document.querySelector(`${end}:focus`)) channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    },
    [from, until],
  );
}

/** The tags focus sat on, as watchFocusDuringWake recorded them. */
export function focusSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen);
}
