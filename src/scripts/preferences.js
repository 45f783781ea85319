// Runs inline in <head>, before first paint, so the page never flashes the wrong theme
// or text size. It also marks that JavaScript runs (data-js), so JS-only controls can show.
// Keys and values must match src/lib/preferences.ts (a unit test checks it).
(function () {
  var root = document.documentElement;
  root.setAttribute('data-js', '');
  var theme = null;
  var textSize = null;
  try {
    theme = localStorage.getItem('kinward-theme');
    textSize = localStorage.getItem('kinward-text-size');
  } catch {}
  root.dataset.theme =
    theme === 'light' || theme === 'dark'
      ? theme
      : matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  if (textSize === 'large' || textSize === 'larger') root.dataset.textSize = textSize;
})();
