import { expect, test } from '@playwright/test';
import { LinkChecker } from 'linkinator';

/**
 * Crawls the built site from "/" like a visitor clicking every link: every internal link,
 * in-page anchor and asset must resolve. External links are not fetched (there is no
 * network here) but must be well-formed http(s) or mailto/tel URLs.
 */
test('every internal link, anchor and asset resolves', async () => {
  test.setTimeout(180_000);
  const external = new Set<string>();
  const checker = new LinkChecker();
  const result = await checker.check({
    path: 'dist',
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 8,
    linksToSkip: async (link) => {
      const url = new URL(link, 'http://localhost');
      if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return false;
      external.add(link);
      return true;
    },
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.url} (status ${link.status}) on ${link.parent}`);
  expect(broken).toEqual([]);
  expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(50);

  for (const link of external) {
    const url = new URL(link);
    expect(['https:', 'http:', 'mailto:', 'tel:'], `well-formed external link: ${link}`).toContain(url.protocol);
    if (url.protocol.startsWith('http')) expect(url.hostname).toMatch(/\./);
  }
});
