import { describe, expect, it } from 'vitest';
import { appLoginUrl, appSignupUrl, site, siteConfigSchema } from '../../src/config';
import { featureLinks, navigation } from '../../src/navigation';

describe('site config', () => {
  it('is valid and points at the default app', () => {
    expect(site.brand).toBe('Kinward');
    expect(appLoginUrl).toBe('https://app.kinward.example/login');
    expect(appSignupUrl).toBe('https://app.kinward.example/signup');
    expect(site.social.map((s) => s.name)).toEqual(['Twitter', 'Facebook', 'LinkedIn']);
  });

  it('rejects a malformed app URL or path, naming the field', () => {
    const bad = siteConfigSchema.safeParse({ ...site, appUrl: 'not a url' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['appUrl']);
    expect(siteConfigSchema.safeParse({ ...site, appUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ ...site, appSignupPath: 'signup' }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ ...site, social: [{ name: 'Twitter', href: 'http://insecure.example' }] }).success).toBe(false);
  });
});

describe('navigation', () => {
  it('has the twelve features of spec §2 in order, four per group', () => {
    expect(navigation.featureGroups.map((g) => g.title)).toEqual(['Online Protection', 'Identity & Security', 'Advanced Security']);
    expect(featureLinks.map((f) => f.slug)).toEqual([
      'website-fraud-detection',
      'call-screening',
      'social-media-protection',
      'multifactor-authentication',
      'real-time-alerts',
      'family-protection',
      'identity-theft-prevention',
      'sms-scam-detection',
      'secure-password-manager',
      'quick-response-team',
      'vulnerability-scanner',
      'financial-transaction-monitoring',
    ]);
    expect(featureLinks.every((f) => f.path === `/features/${f.slug}`)).toBe(true);
  });

  it('links the footer to the support and company pages', () => {
    const paths = navigation.footer.flatMap((c) => c.links.map((l) => l.path));
    for (const path of ['/help', '/contact', '/faq', '/about', '/privacy', '/terms']) expect(paths).toContain(path);
  });
});
