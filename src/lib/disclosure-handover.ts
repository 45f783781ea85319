/**
 * Handing a group of native disclosures (`<details>`) over to a script-driven widget when its
 * island hydrates, without losing what the visitor did before: which item is open, which
 * item has focus, and a press that is still under way.
 */

/** What the visitor left in a group of `<details>`: the open item and the focused one (-1 for none). */
export interface DisclosureState {
  open: number;
  focused: number;
}

/** Reads the open and the focused item among the `<details>` inside `container`, in document order. */
export function readDisclosureState(
  container: ParentNode,
  active: Element | null = document.activeElement,
): DisclosureState {
  const items = Array.from(container.querySelectorAll('details'));
  return {
    open: items.findIndex((item) => item.open),
    focused: active ? items.findIndex((item) => item.contains(active)) : -1,
  };
}

/**
 * Runs `swap` now, or, while a pointer is pressed inside `container` (it is `:active`), once that
 * press has ended and its click has had its effect, so the element under the pointer is not
 * replaced between press and release. Returns a function that cancels a swap still waiting.
 */
export function afterPress(container: Element, swap: () => void): () => void {
  if (!container.matches(':active')) {
    swap();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const events = ['pointerup', 'pointercancel'] as const;
  const release = () => {
    for (const type of events) document.removeEventListener(type, release, true);
    // The click (and the <details> toggle it causes) comes right after pointerup.
    timer = setTimeout(swap, 0);
  };
  for (const type of events) document.addEventListener(type, release, true);
  return () => {
    for (const type of events) document.removeEventListener(type, release, true);
    clearTimeout(timer);
  };
}
