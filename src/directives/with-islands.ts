import type { ClientDirective } from 'astro';

/**
 * `client:with-islands` — hydrate as soon as any other island on the page has hydrated.
 * Used for the shared toast region: only a live island can raise a toast, so the
 * Toaster costs nothing on pages where nobody interacts, and is ready when needed
 * (sonner replays a toast raised a moment before the Toaster subscribes).
 */
const withIslands: ClientDirective = (load, _options, el) => {
  let done = false;
  const go = async (event?: Event) => {
    if (done || (event && event.target === el)) return;
    done = true;
    document.removeEventListener('astro:hydrate', go, { capture: true });
    const hydrate = await load();
    await hydrate();
  };
  // astro:hydrate does not bubble, but the capture phase still passes the document.
  document.addEventListener('astro:hydrate', go, { capture: true });
  const alreadyLive = Array.from(document.querySelectorAll('astro-island')).some(
    (island) => island !== el && !island.hasAttribute('ssr'),
  );
  if (alreadyLive) void go();
};

export default withIslands;
