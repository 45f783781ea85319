import { z } from 'astro/zod';
import { iconNames } from './lib/icons';

/**
 * Header and footer navigation, typed and validated. The header, the footer and
 * every page read it from here; no nav list or internal URL is written twice.
 */
const linkSchema = z.object({
  /** Visible link text. */
  name: z.string().min(1),
  /** Site path (starting with /) or full URL. */
  path: z.string().min(1),
});

const featureLinkSchema = linkSchema.extend({
  /** The feature's slug: its page lives at /features/{slug}. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Icon key from src/lib/icons.ts. */
  icon: z.enum(iconNames),
});

const navigationSchema = z.object({
  /** The twelve features in three groups of four, in the order of the spec (§2). */
  featureGroups: z
    .array(
      z.object({
        /** Stable group key, also used by the features collection. */
        id: z.enum(['online-protection', 'identity-security', 'advanced-security']),
        /** Column heading in the Features dropdown. */
        title: z.string().min(1),
        items: z.array(featureLinkSchema).length(4),
      }),
    )
    .length(3),
  /** The three audiences; `anchor` is the section id on /use-cases. */
  audiences: z
    .array(
      linkSchema.extend({
        anchor: z.enum(['elderly', 'children', 'adults']),
        icon: z.enum(iconNames),
      }),
    )
    .length(3),
  /** Plain links after the two dropdowns. */
  primary: z.array(linkSchema),
  /** Footer columns: heading and links. */
  footer: z.array(z.object({ title: z.string().min(1), links: z.array(linkSchema).min(1) })).length(3),
});

/** The validated navigation. */
export type Navigation = z.infer<typeof navigationSchema>;
/** One feature entry of the navigation. */
export type FeatureLink = z.infer<typeof featureLinkSchema>;

const feature = (slug: string, name: string, icon: (typeof iconNames)[number]) => ({
  slug,
  name,
  icon,
  path: `/features/${slug}`,
});

export const navigation: Navigation = navigationSchema.parse({
  featureGroups: [
    {
      id: 'online-protection',
      title: 'Online Protection',
      items: [
        feature('website-fraud-detection', 'Website Fraud Detection', 'globe'),
        feature('call-screening', 'Call Screening', 'phone-call'),
        feature('social-media-protection', 'Social Media Protection', 'messages'),
        feature('multifactor-authentication', 'Multifactor Authentication', 'key-round'),
      ],
    },
    {
      id: 'identity-security',
      title: 'Identity & Security',
      items: [
        feature('real-time-alerts', 'Real-Time Alerts', 'bell-ring'),
        feature('family-protection', 'Family Protection', 'users'),
        feature('identity-theft-prevention', 'Identity Theft Prevention', 'fingerprint'),
        feature('sms-scam-detection', 'SMS Scam Detection', 'message-warning'),
      ],
    },
    {
      id: 'advanced-security',
      title: 'Advanced Security',
      items: [
        feature('secure-password-manager', 'Secure Password Manager', 'lock'),
        feature('quick-response-team', 'Quick Response Team', 'headset'),
        feature('vulnerability-scanner', 'Vulnerability Scanner', 'scan-search'),
        feature('financial-transaction-monitoring', 'Financial Transaction Monitoring', 'landmark'),
      ],
    },
  ],
  audiences: [
    { name: 'Seniors & Elderly', path: '/use-cases/elderly', anchor: 'elderly', icon: 'heart-handshake' },
    { name: 'Children & Teens', path: '/use-cases/children', anchor: 'children', icon: 'baby' },
    { name: 'Working Adults', path: '/use-cases/adults', anchor: 'adults', icon: 'briefcase' },
  ],
  primary: [
    { name: 'Scam Checker', path: '/check' },
    { name: 'Blog', path: '/blog' },
    { name: 'Pricing', path: '/pricing' },
  ],
  footer: [
    {
      title: 'Product',
      links: [
        { name: 'Features', path: '/features' },
        { name: 'Use Cases', path: '/use-cases' },
        { name: 'Pricing', path: '/pricing' },
        { name: 'Comparison', path: '/comparison' },
        { name: 'Live Demo', path: '/dashboard' },
        { name: 'Log In', path: '/login' },
        { name: 'Sign Up', path: '/signup' },
      ],
    },
    {
      title: 'Support',
      links: [
        { name: 'Help Center', path: '/help' },
        { name: 'Scam Checker', path: '/check' },
        { name: 'Contact Us', path: '/contact' },
        { name: 'FAQ', path: '/faq' },
      ],
    },
    {
      title: 'Company',
      links: [
        { name: 'About Us', path: '/about' },
        { name: 'Blog', path: '/blog' },
        { name: 'Privacy Policy', path: '/privacy' },
        { name: 'Terms of Service', path: '/terms' },
      ],
    },
  ],
});

/** All twelve features in navigation order. */
export const featureLinks: FeatureLink[] = navigation.featureGroups.flatMap((group) => group.items);
