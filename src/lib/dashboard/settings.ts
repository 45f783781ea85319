/** Simulated server work for the demo: the dashboard has no server (spec §7). */

/** How long "saving" protection settings takes in the demo, so the loading toast is seen. */
export const SAVE_DELAY_MS = 900;

/** Resolves after `ms`: stands in for a request to the real app. */
export function simulateSave(ms = SAVE_DELAY_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The confirmation toast for one switch: "Web Protection turned on for Emma". */
export function toggleMessage(label: string, enabled: boolean, memberName: string): string {
  return `${label} turned ${enabled ? 'on' : 'off'} for ${memberName}`;
}
