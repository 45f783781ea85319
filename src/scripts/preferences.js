// Runs inline in <head>, before first paint, so the page never flashes the wrong theme.
// It also marks that JavaScript runs (data-js), so JS-only controls can show.
// Keys and values must match src/lib/preferences.ts.
(function () {
  var root = document.documentElement;
  root.setAttribute('data-js', '');
  var stored = null;
  try {
    stored = localStorage.getItem('kinward-theme');
  } catch (e) {}
  root.dataset.theme =
    stored === 'light' || stored === 'dark'
      ? stored
      : matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
})();
