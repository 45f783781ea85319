import { describe, expect, it } from 'vitest';
import { appLoginUrl, appSignupUrl, site, siteConfigSchema } from '../../src/config';
import { audienceMenu, featureMenu, navigation } from '../../src/navigation';

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
    expect(
      siteConfigSchema.safeParse({ ...site, social: [{ name: 'Twitter', href: 'http://insecure.example' }] }).success,
    ).toBe(false);
  });
});

describe('navigation', () => {
  const feature = (
    id: string,
    group: 'online-protection' | 'identity-security' | 'advanced-security',
    order: number,
  ) => ({
    id,
    data: { title: `Feature ${id}`, icon: 'globe' as const, group, order },
  });

  it('builds the Features menu from the collection: groups in spec order, features by their order', () => {
    const menu = featureMenu([
      feature('d', 'advanced-security', 9),
      feature('b', 'online-protection', 2),
      feature('c', 'identity-security', 5),
      feature('a', 'online-protection', 1),
    ]);
    expect(menu.map((group) => group.title)).toEqual(['Online Protection', 'Identity & Security', 'Advanced Security']);
    expect(menu[0].links).toEqual([
      { name: 'Feature a', path: '/features/a', icon: 'globe' },
      { name: 'Feature b', path: '/features/b', icon: 'globe' },
    ]);
    expect(menu[2].links.map((link) => link.path)).toEqual(['/features/d']);
  });

  it('links the audiences to their pages, or to their sections on /use-cases', () => {
    const useCases = [
      { id: 'adults', data: { audience: 'Working Adults', icon: 'briefcase' as const, order: 3 } },
      { id: 'elderly', data: { audience: 'Seniors & Elderly', icon: 'heart-handshake' as const, order: 1 } },
    ];
    expect(audienceMenu(useCases, '/').map((link) => [link.name, link.path])).toEqual([
      ['Seniors & Elderly', '/use-cases/elderly'],
      ['Working Adults', '/use-cases/adults'],
    ]);
    expect(audienceMenu(useCases, '/use-cases/').map((link) => link.path)).toEqual(['#elderly', '#adults']);
  });

  it('links the footer to the support and company pages', () => {
    const paths = navigation.footer.flatMap((c) => c.links.map((l) => l.path));
    for (const path of ['/help', '/contact', '/faq', '/about', '/privacy', '/terms']) expect(paths).toContain(path);
  });
});
