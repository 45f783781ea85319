/**
 * Collections as pages read them: in their `order`, with the facts in their copy
 * ({{trial.days}}, {{family.price}} …, src/lib/facts.ts) filled from the plans and plan terms.
 */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { fillFactsIn, type FactSources } from './facts';
import { sortByOrder } from './features';

/** The collections whose entries carry an `order`. */
type OrderedKey = {
  [K in CollectionKey]: CollectionEntry<K>['data'] extends { order: number } ? K : never;
}[CollectionKey];

/** The plans and plan terms, as fillFacts reads them. */
export async function getFactSources(): Promise<FactSources> {
  const [plans, terms] = await Promise.all([getCollection('plans'), getCollection('planTerms')]);
  return { plans, terms };
}

/** `value` (a string, or data holding strings) with every {{name.field}} filled from the content. */
export async function withFacts<T>(value: T): Promise<T> {
  return fillFactsIn(value, await getFactSources());
}

/** A collection's entries, smallest `order` first, the facts in their data filled (an MDX body is left as it is). */
export async function getOrdered<C extends OrderedKey>(collection: C): Promise<CollectionEntry<C>[]> {
  const [entries, sources] = await Promise.all([getCollection(collection), getFactSources()]);
  const ordered = sortByOrder(entries as (CollectionEntry<C> & { data: { order: number } })[]);
  return ordered.map((entry) => ({ ...entry, data: fillFactsIn(entry.data, sources) }));
}

/** The data of a collection's entries, smallest `order` first, their facts filled. */
export async function getOrderedData<C extends OrderedKey>(collection: C): Promise<CollectionEntry<C>['data'][]> {
  return (await getOrdered(collection)).map((entry) => entry.data);
}
