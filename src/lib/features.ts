/**
 * Ordering, paths and plan-limit wording for the features, use-case and demographics
 * pages. Pure functions: the pages and components only render what these return.
 */
import type { Plan } from '../schemas/plans';
import { describeLimit } from './plans';

/** Anything with an id and an `order` field in its data, as collection entries are. */
interface Ordered {
  id: string;
  data: { order: number };
}

/** A new array of the entries, smallest `order` first; equal orders keep a stable id order. */
export function sortByOrder<T extends Ordered>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** The index page of each collection with a page per entry: its breadcrumb, and the folder of the entries' pages. */
export const entryIndexes = {
  features: { name: 'Features', path: '/features' },
  useCases: { name: 'Use Cases', path: '/use-cases' },
  demographics: { name: 'Demographics', path: '/demographics' },
} as const;

/** A collection with a page per entry. */
export type EntryCollection = keyof typeof entryIndexes;

/** The page of an entry: /features/{slug}, /use-cases/{audience id}, /demographics/{audience id}. */
export const entryPath = (collection: EntryCollection, id: string) => `${entryIndexes[collection].path}/${id}`;

/** The page of a feature: /features/{slug}. */
export const featurePath = (slug: string) => entryPath('features', slug);

/** The page of a use case: /use-cases/{audience id}. */
export const useCasePath = (id: string) => entryPath('useCases', id);

/** The page of a demographic: /demographics/{audience id}. */
export const demographicPath = (id: string) => entryPath('demographics', id);

/** The breadcrumbs of an entry's page: its collection's index, then the page itself under `name`. */
export function entryBreadcrumbs(collection: EntryCollection, id: string, name: string) {
  return [entryIndexes[collection], { name, path: entryPath(collection, id) }];
}

/** What a card in a CardGrid shows of a page: icon, name, one-line description, link. */
export interface PageCard<Icon extends string = string> {
  icon: Icon;
  title: string;
  description: string;
  href: string;
}

/** Entries of `collection` as cards linking to their pages, each named by its `nameField`. */
function entryCard<NameField extends string>(collection: EntryCollection, nameField: NameField) {
  return <Icon extends string>({
    id,
    data,
  }: {
    id: string;
    data: { icon: Icon; description: string } & Record<NameField, string>;
  }): PageCard<Icon> => ({
    icon: data.icon,
    title: data[nameField],
    description: data.description,
    href: entryPath(collection, id),
  });
}

/** A feature entry as a card linking to its page (the /features grid and the home page's six). */
export const featureCard = entryCard('features', 'title');

/** A demographics entry as a card linking to its page (/demographics), named by its audience. */
export const demographicCard = entryCard('demographics', 'audience');

/** One plan's limits in words, as the family-protection page shows them. */
export interface PlanLimitRow {
  id: string;
  title: string;
  /** "1 member", "Up to 5 members", "Unlimited members". */
  members: string;
  /** "1 device", "Up to 10 devices", "Unlimited devices". */
  devices: string;
}

/**
 * Every plan's member and device limits, in plan order, worded from the plans data
 * (pricing is the single source of truth for these numbers, spec §9).
 */
export function planLimitRows(plans: readonly { id: string; data: Plan }[]): PlanLimitRow[] {
  return sortByOrder(plans).map(({ id, data }) => ({
    id,
    title: data.title,
    members: describeLimit(data.limits.members, 'member'),
    devices: describeLimit(data.limits.devices, 'device'),
  }));
}
