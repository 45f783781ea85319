import { describe, expect, it } from 'vitest';
import { isSearchablePage } from '../../src/build/search-index';

const page = (head = '') =>
  `<!doctype html><html lang="en"><head>${head}</head><body><main data-pagefind-body><h1>Hi</h1></main></body></html>`;

describe('isSearchablePage', () => {
  it('indexes content pages', () => {
    for (const url of [
      '/',
      '/features/call-screening',
      '/blog/grandparent-scam',
      '/faq',
      '/use-cases/seniors',
      '/pricing',
    ]) {
      expect(isSearchablePage(url, page()), url).toBe(true);
    }
  });
  it('leaves out the dashboard (and anything under it), the not-found page and the auth redirects', () => {
    for (const url of ['/dashboard', '/dashboard/settings', '/404', '/login', '/signup']) {
      expect(isSearchablePage(url, page()), url).toBe(false);
    }
  });
  it('does not confuse a page that merely starts with the same letters', () => {
    expect(isSearchablePage('/dashboards-explained', page())).toBe(true);
  });
  it('leaves out any page marked noindex, however the tag is written', () => {
    expect(isSearchablePage('/somewhere', page('<meta name="robots" content="noindex">'))).toBe(false);
    expect(isSearchablePage('/somewhere', page("<meta content='NOINDEX, follow' name=ROBOTS>"))).toBe(false);
    expect(isSearchablePage('/somewhere', page('<meta name="robots" content="index, follow">'))).toBe(true);
  });
  it('reads only the head: "noindex" in the body text is not a robots tag', () => {
    expect(isSearchablePage('/somewhere', `${page()}<p>&lt;meta name="robots" content="noindex"&gt;</p>`)).toBe(true);
  });
});
