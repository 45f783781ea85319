import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseDirectives, sha256, sonnerStyleHash } from '../../src/build/csp';

describe('CSP helpers', () => {
  it('hashes text as CSP expects', () => {
    expect(sha256('alert(1)')).toBe(`sha256-${createHash('sha256').update('alert(1)').digest('base64')}`);
  });

  it('finds the stylesheet sonner injects', () => {
    expect(sonnerStyleHash()).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });

  it('locks down everything but our own origin, and lets forms post only to configured endpoints', () => {
    const none = baseDirectives([]);
    expect(none).toContain("default-src 'self'");
    expect(none).toContain("object-src 'none'");
    expect(none).toContain("base-uri 'self'");
    expect(none).toContain("form-action 'self'");
    const withForms = baseDirectives(['https://forms.example.org/subscribe?x=1']);
    expect(withForms).toContain("form-action 'self' https://forms.example.org");
    expect(withForms).toContain("connect-src 'self' https://forms.example.org");
    expect(withForms.join(';')).not.toContain('unsafe-inline');
  });
});
