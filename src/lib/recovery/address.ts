import type { CountryId } from '../../schemas/recovery';
import type { Choices } from './plan';

/** The query parameters that keep the reader's choices in the address. */
const WHAT = 'what';
const WHERE = 'where';

/**
 * Reads the choices from a query string ("?what=card,gift-cards&where=uk"), keeping only
 * known situation and country ids, so an edited or old link still shows a sensible plan.
 */
export function readChoices(
  search: string,
  situationIds: readonly string[],
  countryIds: readonly CountryId[],
): Choices {
  const params = new URLSearchParams(search);
  const wanted = new Set((params.get(WHAT) ?? '').split(',').map((id) => id.trim()));
  const where = params.get(WHERE) ?? '';
  return {
    // In the page's order, whatever order the link lists them in.
    situations: situationIds.filter((id) => wanted.has(id)),
    country: countryIds.find((id) => id === where),
  };
}

/** The query string for a set of choices ("" when nothing is chosen), keeping other parameters. */
export function writeChoices(search: string, choices: Choices): string {
  const params = new URLSearchParams(search);
  params.delete(WHAT);
  params.delete(WHERE);
  if (choices.situations.length) params.set(WHAT, choices.situations.join(','));
  if (choices.country) params.set(WHERE, choices.country);
  // Commas stay readable in a link someone reads out or types.
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}
