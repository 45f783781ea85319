import { describe, expect, it, vi } from 'vitest';
import { REVEALED_ATTRIBUTE, revealOnScroll } from '../../src/lib/reveal';

/** A stand-in element: only the attribute calls the helper uses. */
function element() {
  const attributes = new Set<string>();
  return {
    setAttribute: (name: string) => attributes.add(name),
    get revealed() {
      return attributes.has(REVEALED_ATTRIBUTE);
    },
  } as unknown as Element & { revealed: boolean };
}

/** A controllable IntersectionObserver. */
function fakeObserver() {
  const instances: { callback: IntersectionObserverCallback; observed: Set<Element>; disconnected: boolean }[] = [];
  class Observer {
    observed = new Set<Element>();
    disconnected = false;
    constructor(public callback: IntersectionObserverCallback) {
      instances.push(this);
    }
    observe(target: Element) {
      this.observed.add(target);
    }
    unobserve(target: Element) {
      this.observed.delete(target);
    }
    disconnect() {
      this.disconnected = true;
      this.observed.clear();
    }
  }
  const enter = (target: Element, isIntersecting = true) =>
    instances[0]!.callback([{ target, isIntersecting } as IntersectionObserverEntry], instances[0] as never);
  return { Observer: Observer as unknown as typeof IntersectionObserver, instances, enter };
}

describe('revealOnScroll', () => {
  it('reveals an element when it scrolls into view, and only then', () => {
    const [a, b] = [element(), element()];
    const { Observer, enter, instances } = fakeObserver();
    revealOnScroll([a, b], { Observer, setTimer: () => 0 });
    expect(a.revealed).toBe(false);
    enter(a, false);
    expect(a.revealed).toBe(false);
    enter(a);
    expect(a.revealed).toBe(true);
    expect(b.revealed).toBe(false);
    expect(instances[0]!.observed.has(a)).toBe(false);
  });

  it('reveals everything after 800 ms at the latest', () => {
    vi.useFakeTimers();
    const items = [element(), element(), element()];
    const { Observer, instances } = fakeObserver();
    revealOnScroll(items, { Observer });
    vi.advanceTimersByTime(799);
    expect(items.some((item) => item.revealed)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(items.every((item) => item.revealed)).toBe(true);
    expect(instances[0]!.disconnected).toBe(true);
    vi.useRealTimers();
  });

  it('shows everything at once without IntersectionObserver', () => {
    const items = [element(), element()];
    // Node has no IntersectionObserver, like a very old browser.
    expect(globalThis.IntersectionObserver).toBeUndefined();
    revealOnScroll(items, { setTimer: () => 0 });
    expect(items.every((item) => item.revealed)).toBe(true);
  });
});
