import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headerPolicy, metaPolicy, parseHeaders, policyBlocks } from '../../src/security/headers';

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
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
  });

  it('caches hashed assets for a year', () => {
    expect(rules.get('/_astro/*')?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not put a Content-Security-Policy on every path (each page gets its own, with its hashes)', () => {
    expect(all['Content-Security-Policy']).toBeUndefined();
  });
});

describe('per-page policies', () => {
  const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none'; script-src 'self' 'sha256-abc='"></head>`;

  it('reads a page policy from its meta element', () => {
    expect(metaPolicy(html)).toBe("default-src 'self';object-src 'none'; script-src 'self' 'sha256-abc='");
    expect(metaPolicy('<head></head>')).toBeNull();
  });

  it('adds frame-ancestors, which only works as a header', () => {
    expect(headerPolicy("default-src 'self'; script-src 'self'")).toBe("default-src 'self'; script-src 'self'; frame-ancestors 'none'");
  });

  it('writes a block per page, with and without the trailing slash, that parses back', () => {
    const policy = metaPolicy(html);
    const rules = parseHeaders(policyBlocks([{ route: '/pricing', policy }, { route: '/about', policy: null }, { route: '/', policy }]));
    expect([...rules.keys()]).toEqual(['/pricing', '/pricing/', '/']);
    expect(rules.get('/pricing/')?.['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(rules.get('/')?.['Content-Security-Policy']).toContain("'sha256-abc='");
  });

  it('rejects a header line outside a path block', () => {
    expect(() => parseHeaders('  X-Test: 1')).toThrow(/outside a path block/);
  });
});
