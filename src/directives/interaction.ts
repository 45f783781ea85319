import type { ClientDirective } from 'astro';
import { whenIdle } from '../lib/when-idle';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** When an island should wake before the visitor touches it (`client:interaction={{ … }}`). */
export interface InteractionOptions {
  /** At once when the address carries a query: for an island that keeps its state there. */
  address?: boolean;
  /**
   * Once the page has loaded, when localStorage holds any of these keys: the visitor changed
   * something on an earlier visit that the server HTML cannot show.
   */
  storage?: readonly string[];
  /** At the latest this many ms after the page opened: for an island that does something by itself then. */
  by?: number;
}

/** Whether localStorage holds any of `keys` (false when storage is blocked). */
function stored(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/**
 * `client:interaction` — hydrate on the first pointer, focus or key event inside the island,
 * and otherwise not at all: a page whose only island is the header then runs no framework
 * code until the visitor reaches for the header. The server HTML works meanwhile (links,
 * <details> menus); a button pressed while the island is still loading is pressed again once
 * it is live. Options (InteractionOptions) wake it sooner when the server HTML alone would be
 * wrong or late: /help/scammed's state in the address, the dashboard's saved changes and its
 * simulated alert, which is due 15 seconds after the page opened.
 */
const interaction: ClientDirective = (load, options, el) => {
  const {
    address = false,
    storage = [],
    by,
  }: InteractionOptions = typeof options.value === 'object' && options.value !== null ? options.value : {};
  let pending: HTMLElement | null = null;
  let started = false;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  // Hold a click on a control that needs the island (a button, or the label of a radio)
  // that lands before hydration, and replay it afterwards. Links, native <details> menus
  // and popover buttons work on their own and are left alone.
  const holdClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('button:not([popovertarget]), label');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    pending = control;
  };

  const start = async () => {
    if (started) return;
    started = true;
    clearTimeout(deadline);
    for (const type of TRIGGERS) el.removeEventListener(type, start, { capture: true });
    el.addEventListener('click', holdClick, { capture: true });
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', holdClick, { capture: true });
    requestAnimationFrame(() => {
      if (pending?.isConnected) pending.click();
      pending = null;
    });
  };

  for (const type of TRIGGERS) el.addEventListener(type, start, { capture: true, passive: true });
  // Focus may already be inside (e.g. restored after a back navigation).
  if (el.contains(document.activeElement)) void start();
  if (address && window.location.search) void start();
  if (by !== undefined) deadline = setTimeout(() => void start(), Math.max(0, by - performance.now()));

  if (storage.length > 0 && stored(storage)) {
    // Saved changes: wake once the page has loaded and the browser is idle, so the code never
    // competes with the first paint.
    const startWhenIdle = () => whenIdle(() => void start());
    if (document.readyState === 'complete') startWhenIdle();
    else window.addEventListener('load', startWhenIdle, { once: true });
  }
};

export default interaction;
