import { SIMULATED_ALERT_DELAY_MS } from './constants';

/** The timer functions the schedule uses; tests pass fake ones. */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Starts the simulated security alert (spec §4): `onAlert` runs once, `delayMs` after the page
 * opened, unless the returned cancel function runs first (the island calls it on unmount).
 * `openForMs` is how long the page has been open already (the island passes
 * `performance.now()`, since it may wake well after the page opened); an alert already due
 * runs at once.
 */
export function scheduleSimulatedAlert(
  onAlert: () => void,
  {
    delayMs = SIMULATED_ALERT_DELAY_MS,
    openForMs = 0,
    timers = browserTimers,
  }: { delayMs?: number; openForMs?: number; timers?: Timers } = {},
): () => void {
  let pending = true;
  const handle = timers.setTimeout(
    () => {
      if (!pending) return;
      pending = false;
      onAlert();
    },
    Math.max(0, delayMs - openForMs),
  );
  return () => {
    if (!pending) return;
    pending = false;
    timers.clearTimeout(handle);
  };
}

/**
 * Remembers whether this page view already had its alert, so a remounted island (after an
 * error, say) does not raise a second one: "once per visit".
 */
export function createOncePerVisit() {
  let done = false;
  return {
    get done() {
      return done;
    },
    markDone() {
      done = true;
    },
  };
}
