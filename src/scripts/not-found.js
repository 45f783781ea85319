// Runs inline on the not-found page, so an unknown blog post never flashes the generic message.
console.error('404 Not Found: ' + location.pathname);
if (/^\/blog\/[^/]+/.test(location.pathname)) {
  for (const part of document.querySelectorAll('[data-not-found]')) part.hidden = part.dataset.notFound !== 'blog';
}
