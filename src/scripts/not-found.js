// Runs inline on the not-found page, so an unknown blog post never flashes the generic message.
console.error('404 Not Found: ' + location.pathname);
if (/^\/blog\/[^/]+/.test(location.pathname)) {
  document.querySelector('[data-not-found="page"]').hidden = true;
  document.querySelector('[data-not-found="blog"]').hidden = false;
}
