import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * `client:interaction` — hydrate on the first pointer, focus or key event inside the island.
 * `client:interaction="load"` — the same, and at the latest once the page has loaded and the
 * browser is idle: for an island every visitor uses (the dashboard), whose code should not
 * compete with the first paint but be ready soon after.
 * `client:interaction="address"` — the same, and at once when the address carries a query:
 * for an island that keeps its state there (/help/scammed), so a shared link shows it.
 * A page whose only island is the header then runs no framework code until the visitor
 * reaches for the header. The server HTML works meanwhile (links, <details> menus); a
 * button pressed while the island is still loading is pressed again once it is live.
 */
const interaction: ClientDirective = (load, options, el) => {
  let pending: HTMLElement | null = null;
  let started = false;

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
  if (options.value === 'address' && window.location.search) void start();

  if (options.value === 'load') {
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => void start(), { timeout: 2000 })
        : setTimeout(() => void start(), 200);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
};

export default interaction;
