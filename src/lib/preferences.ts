/**
 * Display preferences kept in localStorage: the theme and the text size.
 * The inline script in BaseLayout reads the same keys before first paint.
 */
export const THEME_KEY = 'kinward-theme';
export const TEXT_SIZE_KEY = 'kinward-text-size';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Text sizes, smallest first; global.css scales the root font size for each one but `normal`. */
export const textSizes = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof textSizes)[number];

/** The header's text-size choices: accessible name and the relative size of their "A" glyph. */
export const textSizeOptions: readonly { value: TextSize; label: string; glyphClass: string }[] = [
  { value: 'normal', label: 'Normal text', glyphClass: 'text-base' },
  { value: 'large', label: 'Large text', glyphClass: 'text-xl' },
  { value: 'larger', label: 'Larger text', glyphClass: 'text-2xl' },
];

/** The stored theme if valid, otherwise the system preference. */
export function resolveTheme(stored: string | null, prefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

/** The theme currently applied to the document: the one place that reads it. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Calls `onChange` whenever an attribute of <html> changes; returns the unsubscribe. */
function observeRoot(attribute: string, onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [attribute] });
  return () => observer.disconnect();
}

/** Calls `onChange` whenever the document's theme changes (from any control); returns the unsubscribe. */
export const subscribeTheme = (onChange: () => void) => observeRoot('data-theme', onChange);

/** Applies a theme to the document and remembers it; storage failures are ignored (private mode). */
export function setTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be unavailable; the theme still applies for this page view.
  }
}

/** A stored or applied text size if valid, otherwise `normal`. */
export function resolveTextSize(value: string | null | undefined): TextSize {
  return textSizes.find((size) => size === value) ?? 'normal';
}

/** The text size currently applied to the document. */
export function currentTextSize(): TextSize {
  return resolveTextSize(document.documentElement.dataset.textSize);
}

/** Applies a text size to the document and remembers it; storage failures are ignored (private mode). */
export function setTextSize(size: TextSize) {
  document.documentElement.dataset.textSize = size;
  try {
    localStorage.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Storage can be unavailable; the size still applies for this page view.
  }
}

/** Calls `onChange` whenever the document's text size changes (from any control); returns the unsubscribe. */
export const subscribeTextSize = (onChange: () => void) => observeRoot('data-text-size', onChange);
