/** How long the landing sections wait at most before they all show (spec §9). */
export const REVEAL_DEADLINE_MS = 800;

/** The attribute CSS keys the fade-in on; set once a section may show. */
export const REVEALED_ATTRIBUTE = 'data-revealed';

interface RevealOptions {
  /** Milliseconds after which every section shows, seen or not. */
  deadline?: number;
  /** Injected for tests; defaults to the browser's. */
  Observer?: typeof IntersectionObserver;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

/**
 * Reveals each element when it scrolls into view, and all of them after `deadline` ms
 * at the latest, so content never stays hidden. Without IntersectionObserver everything
 * shows at once. Returns a function that reveals everything and stops observing.
 */
export function revealOnScroll(elements: Iterable<Element>, options: RevealOptions = {}): () => void {
  const { deadline = REVEAL_DEADLINE_MS, Observer = globalThis.IntersectionObserver, setTimer = setTimeout } = options;
  const targets = [...elements];
  const reveal = (element: Element) => element.setAttribute(REVEALED_ATTRIBUTE, '');

  if (!Observer) {
    targets.forEach(reveal);
    return () => {};
  }

  const observer = new Observer((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      reveal(entry.target);
      observer.unobserve(entry.target);
    }
  });
  targets.forEach((target) => observer.observe(target));

  const revealAll = () => {
    observer.disconnect();
    targets.forEach(reveal);
  };
  setTimer(revealAll, deadline);
  return revealAll;
}
