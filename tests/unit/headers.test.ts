import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  headerPolicy,
  headersFor,
  matchesPattern,
  metaPolicy,
  parseHeaders,
  policyBlocks,
} from '../../src/build/headers';

describe('public/_headers', () => {
  const rules = parseHeaders(readFileSync('public/_headers', 'utf8'));
  const all = rules.get('/*')!;

  it('sends the security headers on every path', () => {
    expect(all['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(all['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('denies the browser features the site does not use', () => {
    const policy = all['Permissions-Policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
  });

  it('caches hashed assets for a year', () => {
    expect(rules.get('/_astro/*')?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not put a Content-Security-Policy on every path (each page gets its own, with its hashes)', () => {
    expect(all['Content-Security-Policy']).toBeUndefined();
  });

  it('gives a request every matching block, a later block winning a header both set', () => {
    expect(headersFor(rules, '/_astro/client.js')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/pricing')['Cache-Control']).toBeUndefined();
    const both = parseHeaders('/*\n  Cache-Control: no-cache\n  X-A: 1\n/blog/*\n  Cache-Control: max-age=60\n');
    expect(headersFor(both, '/blog/x')).toEqual({ 'Cache-Control': 'max-age=60', 'X-A': '1' });
  });
});

describe('_headers path patterns', () => {
  it('matches a splat across segments and an exact path only exactly', () => {
    expect(matchesPattern('/_astro/*', '/_astro/a.js')).toBe(true);
    expect(matchesPattern('/_astro/*', '/_astro/deep/a.js')).toBe(true);
    expect(matchesPattern('/_astro/*', '/blog')).toBe(false);
    expect(matchesPattern('/blog', '/blog')).toBe(true);
    expect(matchesPattern('/blog', '/blog/')).toBe(false);
    expect(matchesPattern('/a.b', '/axb')).toBe(false);
  });
});

describe('per-page policies', () => {
  const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none'; script-src 'self' 'sha256-abc='"></head>`;

  it('reads a page policy from its meta element, decoding character references', () => {
    expect(metaPolicy(html)).toBe("default-src 'self';object-src 'none'; script-src 'self' 'sha256-abc='");
    expect(
      metaPolicy(
        `<head><meta content="script-src &#39;self&#39; &quot;x&quot;" http-equiv="Content-Security-Policy"></head>`,
      ),
    ).toBe(`script-src 'self' "x"`);
    expect(metaPolicy('<head></head>')).toBeNull();
  });

  it('adds frame-ancestors, which only works as a header', () => {
    expect(headerPolicy("default-src 'self'; script-src 'self'")).toBe(
      "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
    );
  });

  it('writes a block per page, with and without the trailing slash, that parses back', () => {
    const policy = metaPolicy(html);
    const rules = parseHeaders(
      policyBlocks([
        { route: '/pricing', policy },
        { route: '/about', policy: null },
        { route: '/', policy },
      ]),
    );
    expect([...rules.keys()]).toEqual(['/pricing', '/pricing/', '/']);
    expect(rules.get('/pricing/')?.['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(rules.get('/')?.['Content-Security-Policy']).toContain("'sha256-abc='");
  });

  it('rejects a header line outside a path block, and skips comments and blank lines (CRLF too)', () => {
    expect(() => parseHeaders('  X-Test: 1')).toThrow(/outside a path block/);
    expect(parseHeaders('# all\r\n/*\r\n  # why\r\n  X-Test: a: b\r\n\r\n')).toEqual(
      new Map([['/*', { 'X-Test': 'a: b' }]]),
    );
  });
});
