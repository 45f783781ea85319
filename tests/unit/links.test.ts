import { describe, expect, it } from 'vitest';
import { resolveLink, type LinkPolicy } from '../../src/lib/links';

const policy: LinkPolicy = {
  loginUrl: 'https://app.example.test/login',
  signupUrl: 'https://app.example.test/signup',
  siteUrl: 'https://www.kinward.example',
};

describe('resolveLink', () => {
  it('rewrites /signup and /login to the external app', () => {
    expect(resolveLink('/signup', policy)).toEqual({ href: 'https://app.example.test/signup' });
    expect(resolveLink('/login', policy)).toEqual({ href: 'https://app.example.test/login' });
    expect(resolveLink('/signup/', policy)).toEqual({ href: 'https://app.example.test/signup' });
  });

  it('keeps the query and fragment of an auth link', () => {
    expect(resolveLink('/signup?plan=family#top', policy).href).toBe('https://app.example.test/signup?plan=family#top');
  });

  it('treats a full URL to our own site like its path', () => {
    expect(resolveLink('https://www.kinward.example/login', policy)).toEqual({
      href: 'https://app.example.test/login',
    });
    expect(resolveLink('https://www.kinward.example/pricing', policy)).toEqual({
      href: 'https://www.kinward.example/pricing',
    });
  });

  it('opens other absolute http(s) links in a new tab', () => {
    for (const href of ['https://www.ic3.gov/', 'http://example.org/a', '//cdn.example.org/x']) {
      expect(resolveLink(href, policy)).toEqual({ href, target: '_blank', rel: 'noopener noreferrer' });
    }
  });

  it('leaves internal paths, anchors and other schemes alone', () => {
    for (const href of [
      '/pricing',
      '/signups',
      '/features/login-alerts',
      '#faq',
      'mailto:help@kinward.example',
      'tel:+15555550100',
    ]) {
      expect(resolveLink(href, policy)).toEqual({ href });
    }
  });
});
