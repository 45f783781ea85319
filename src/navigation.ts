import { z } from 'astro/zod';
import { featurePath, sortByOrder, useCasePath } from './lib/features';
import type { IconName } from './lib/icons';
import { featureGroupIds, featureGroupTitles, type FeatureGroup as FeatureGroupId } from './schemas/vocabularies';

/**
 * Header and footer navigation. What only navigation knows (the plain header links, the
 * "View All" links, the footer columns) is data here; adding a link is its path in a list
 * (and, for a page not linked yet, its name in `pageNames`). The
 * Features and Use Cases menus are built from the `features` and `useCases` collections
 * (name, icon, group and order are their frontmatter), so a feature is named in one place.
 */
const linkSchema = z.object({
  /** Visible link text. */
  name: z.string().min(1),
  /** Site path (starting with /), in-page anchor (#id) or full URL. */
  path: z.string().min(1),
});

const navigationSchema = z.object({
  /** Plain header links after the two dropdowns, in order (also in the mobile menu). */
  primary: z.array(linkSchema),
  /** The link at the foot of each dropdown, to the page that lists them all. */
  viewAll: z.object({ features: linkSchema, useCases: linkSchema }),
  /** Footer columns: heading and links. */
  footer: z.array(z.object({ title: z.string().min(1), links: z.array(linkSchema).min(1) })).length(3),
});

/** A plain link: visible text and where it goes. */
export type NavLink = z.infer<typeof linkSchema>;
/** The validated navigation data. */
export type Navigation = z.infer<typeof navigationSchema>;

/** Link text of each page the header and footer link to, by path: a page is named once. */
const pageNames = {
  '/features': 'Features',
  '/use-cases': 'Use Cases',
  '/pricing': 'Pricing',
  '/comparison': 'Comparison',
  '/dashboard': 'Live Demo',
  '/login': 'Log In',
  '/signup': 'Sign Up',
  '/help': 'Help Center',
  '/help/scammed': 'Been scammed?',
  '/check': 'Scam Checker',
  '/contact': 'Contact Us',
  '/faq': 'FAQ',
  '/about': 'About Us',
  '/blog': 'Blog',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
} as const;

/** Links to these pages, in this order, each with its name from `pageNames`. */
const linksTo = (...paths: (keyof typeof pageNames)[]): NavLink[] =>
  paths.map((path) => ({ name: pageNames[path], path }));

export const navigation: Navigation = navigationSchema.parse({
  primary: linksTo('/check', '/blog', '/pricing'),
  viewAll: {
    features: { name: 'View All Features', path: '/features' },
    useCases: { name: 'View All Use Cases', path: '/use-cases' },
  },
  footer: [
    {
      title: 'Product',
      links: linksTo('/features', '/use-cases', '/pricing', '/comparison', '/dashboard', '/login', '/signup'),
    },
    { title: 'Support', links: linksTo('/help', '/help/scammed', '/check', '/contact', '/faq') },
    { title: 'Company', links: linksTo('/about', '/blog', '/privacy', '/terms') },
  ],
});

/** A link in a header menu, with its icon. */
export type MenuLink = NavLink & { icon: IconName };

/** A column of the Features menu: its heading and its features in order. */
export interface MenuGroup {
  id: FeatureGroupId;
  title: string;
  links: MenuLink[];
}

/** What the menus read of a features entry (its id is the slug). */
type FeatureEntry = { id: string; data: { title: string; icon: IconName; group: FeatureGroupId; order: number } };
/** What the menus read of a useCases entry (its id is the audience: elderly, children, adults). */
type UseCaseEntry = { id: string; data: { audience: string; icon: IconName; order: number } };

/** The Features menu: one column per group in the groups' order, each feature by its `order`. */
export function featureMenu(features: readonly FeatureEntry[]): MenuGroup[] {
  const sorted = sortByOrder(features);
  return featureGroupIds.map((group) => ({
    id: group,
    title: featureGroupTitles[group],
    links: sorted
      .filter(({ data }) => data.group === group)
      .map(({ id, data }) => ({ name: data.title, path: featurePath(id), icon: data.icon })),
  }));
}

/**
 * The Use Cases menu, audiences by `order`. On /use-cases itself, which shows every
 * audience as a section with the audience's id, the links jump to those sections.
 */
export function audienceMenu(useCases: readonly UseCaseEntry[], currentPath: string): MenuLink[] {
  const onIndex = currentPath.replace(/\/+$/, '') === navigation.viewAll.useCases.path;
  return sortByOrder(useCases).map(({ id, data }) => ({
    name: data.audience,
    path: onIndex ? `#${id}` : useCasePath(id),
    icon: data.icon,
  }));
}
