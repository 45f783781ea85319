/**
 * Display preferences kept in localStorage: the theme and (later) the text size.
 * The inline script in BaseLayout reads the same keys before first paint.
 */
export const THEME_KEY = 'kinward-theme';
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** The stored theme if valid, otherwise the system preference. */
export function resolveTheme(stored: string | null, prefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

/** The theme currently applied to the document. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Applies a theme to the document and remembers it; storage failures are ignored (private mode). */
export function setTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be unavailable; the theme still applies for this page view.
  }
}
