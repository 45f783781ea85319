import { describe, expect, it } from 'vitest';
import { isPageFile, isSearchablePage, pageUrl } from '../../src/lib/search-index';

const page = (head = '') => `<!doctype html><html lang="en"><head>${head}</head><body><main data-pagefind-body><h1>Hi</h1></main></body></html>`;

describe('isPageFile', () => {
  it('takes every built HTML page', () => {
    for (const file of ['index.html', '404.html', 'blog/grandparent-scam/index.html', 'features\\call-screening\\index.html', 'pagefind-tips/index.html']) {
      expect(isPageFile(file), file).toBe(true);
    }
  });
  it("leaves out other files and Pagefind's own output from an earlier run", () => {
    for (const file of ['sitemap-index.xml', '_headers', 'blog/grandparent-scam', 'pagefind/pagefind-ui.html', 'pagefind\\x.html']) {
      expect(isPageFile(file), file).toBe(false);
    }
  });
});

describe('pageUrl', () => {
  it('maps built files to the site URLs', () => {
    expect(pageUrl('index.html')).toBe('/');
    expect(pageUrl('blog/grandparent-scam/index.html')).toBe('/blog/grandparent-scam');
    expect(pageUrl('404.html')).toBe('/404');
    expect(pageUrl('features\\call-screening\\index.html')).toBe('/features/call-screening');
  });
});

describe('isSearchablePage', () => {
  it('indexes content pages', () => {
    for (const url of ['/', '/features/call-screening', '/blog/grandparent-scam', '/faq', '/use-cases/seniors', '/pricing']) {
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
  it('leaves out any page marked noindex', () => {
    expect(isSearchablePage('/somewhere', page('<meta name="robots" content="noindex">'))).toBe(false);
    expect(isSearchablePage('/somewhere', page('<meta name="robots" content="index, follow">'))).toBe(true);
  });
});
