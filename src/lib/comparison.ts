import type { ComparisonCategory, Provider } from '../schemas/marketing';

/** A comparison filter: every row, or one category. */
export type ComparisonFilter = 'all' | ComparisonCategory;

/** The filter buttons in display order, with their labels (spec §2 /comparison). */
export const comparisonFilters: ReadonlyArray<{ id: ComparisonFilter; label: string }> = [
  { id: 'all', label: 'All Features' },
  { id: 'security', label: 'Security' },
  { id: 'family', label: 'Family Protection' },
  { id: 'features', label: 'Core Features' },
  { id: 'support', label: 'Support' },
];

/** The filter shown before anyone chooses one. */
export const defaultComparisonFilter: ComparisonFilter = 'all';

/** The rows a filter shows, in their original order. */
export function filterComparisonRows<Row extends { category: ComparisonCategory }>(
  rows: readonly Row[],
  filter: ComparisonFilter,
): Row[] {
  return filter === 'all' ? [...rows] : rows.filter((row) => row.category === filter);
}

/** The label of a filter, e.g. "Family Protection". */
export function comparisonFilterLabel(filter: ComparisonFilter): string {
  return comparisonFilters.find((f) => f.id === filter)?.label ?? filter;
}

/** What the live region says after a filter change: "Showing 4 of 16 features: Security." */
export function describeFilterResult(shown: number, total: number, filter: ComparisonFilter): string {
  const noun = total === 1 ? 'feature' : 'features';
  const scope = filter === 'all' ? '' : `: ${comparisonFilterLabel(filter)}`;
  return `Showing ${shown} of ${total} ${noun}${scope}.`;
}

/** The display label of each provider, from the brand and the competitors' generic labels. */
export function providerLabels(brand: string, competitors: readonly [string, string]): Record<Provider, string> {
  return { kinward: brand, competitorA: competitors[0], competitorB: competitors[1] };
}
