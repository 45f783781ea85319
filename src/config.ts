import { z } from 'astro/zod';

/**
 * The site's constants in one typed, validated module: a rebrand, a new app address
 * or a new social account is one edit here, and a typo fails the build.
 */
export const siteConfigSchema = z.object({
  /** The product name shown in the header, footer, titles and copy. */
  brand: z.string().min(1),
  /** One line under the brand, used as the default meta description. */
  tagline: z.string().min(1),
  /** The public origin of this site (canonical URLs, Open Graph). */
  siteUrl: z.url(),
  /** Base URL of the external hosted app where people log in and sign up. */
  appUrl: z.url({ protocol: /^https?$/ }),
  /** Path of the app's login page, appended to appUrl. */
  appLoginPath: z.string().startsWith('/'),
  /** Path of the app's signup page, appended to appUrl. */
  appSignupPath: z.string().startsWith('/'),
  /** Social accounts shown in the footer, in order. */
  social: z
    .array(
      z.object({
        /** Network name, used as the link's accessible name. */
        name: z.enum(['Twitter', 'Facebook', 'LinkedIn']),
        /** Full URL of the profile. */
        href: z.url({ protocol: /^https$/ }),
      }),
    )
    .min(1),
  /** Sign-in providers offered in the header's Login menu (OAuth itself is not built yet). */
  authProviders: z.array(z.enum(['Google', 'Facebook', 'Apple', 'Microsoft'])).min(1),
  /** Labels of the two unnamed competitors on the comparison page. */
  competitors: z.tuple([z.string().min(1), z.string().min(1)]),
  /** Public email addresses shown on the contact page. */
  email: z.object({ support: z.email(), sales: z.email(), press: z.email() }),
});

/** The validated site configuration. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;

const env = import.meta.env ?? {};

/** Removes a trailing slash so paths can be appended safely. */
const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const site: SiteConfig = siteConfigSchema.parse({
  brand: 'Kinward',
  tagline:
    'Scam protection for the whole family: websites, calls, texts and social media, checked before harm is done.',
  siteUrl: trimSlash(env.SITE ?? 'https://www.kinward.example'),
  appUrl: trimSlash(env.PUBLIC_APP_URL || 'https://app.kinward.example'),
  appLoginPath: '/login',
  appSignupPath: '/signup',
  social: [
    { name: 'Twitter', href: 'https://twitter.com/kinward' },
    { name: 'Facebook', href: 'https://www.facebook.com/kinward' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/kinward' },
  ],
  authProviders: ['Google', 'Facebook', 'Apple', 'Microsoft'],
  competitors: ['Competitor A', 'Competitor B'],
  email: {
    support: 'help@kinward.example',
    sales: 'sales@kinward.example',
    press: 'press@kinward.example',
  },
});

/** The external app's login page. */
export const appLoginUrl = `${site.appUrl}${site.appLoginPath}`;
/** The external app's signup page. */
export const appSignupUrl = `${site.appUrl}${site.appSignupPath}`;

/** The link policy every `Link` applies (see src/lib/links.ts). */
export const linkPolicy = { loginUrl: appLoginUrl, signupUrl: appSignupUrl, siteUrl: site.siteUrl };
