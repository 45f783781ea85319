/** Facts (src/lib/facts.ts) read from the plans and planTerms collections, for pages and components. */
import { getCollection } from 'astro:content';
import { fillFactsIn, type FactSources } from './facts';

/** The plans and plan terms, as fillFacts reads them. */
export async function getFactSources(): Promise<FactSources> {
  const [plans, terms] = await Promise.all([getCollection('plans'), getCollection('planTerms')]);
  return { plans, terms };
}

/** `value` (a string, or data holding strings) with every {{name.field}} filled from the content. */
export async function withFacts<T>(value: T): Promise<T> {
  return fillFactsIn(value, await getFactSources());
}
