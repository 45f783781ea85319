import { describe, expect, it } from 'vitest';
import {
  comparisonFilters,
  defaultComparisonFilter,
  describeFilterResult,
  filterComparisonRows,
  providerLabels,
} from '../../src/lib/comparison';
import type { ComparisonCategory } from '../../src/schemas/marketing';

const rows: { name: string; category: ComparisonCategory }[] = [
  { name: 'Website fraud detection', category: 'security' },
  { name: 'Real-time alerts', category: 'features' },
  { name: 'Call screening', category: 'security' },
  { name: 'Profiles by age', category: 'family' },
  { name: 'Quick response team', category: 'support' },
];

describe('comparison filter', () => {
  it('offers the five filters of the spec, All Features first and by default', () => {
    expect(comparisonFilters.map((f) => f.label)).toEqual([
      'All Features',
      'Security',
      'Family Protection',
      'Core Features',
      'Support',
    ]);
    expect(defaultComparisonFilter).toBe('all');
  });

  it('All Features shows every row in order', () => {
    const shown = filterComparisonRows(rows, 'all');
    expect(shown).toEqual(rows);
    expect(shown).not.toBe(rows);
  });

  it('a category shows only its rows, keeping their order', () => {
    expect(filterComparisonRows(rows, 'security').map((r) => r.name)).toEqual([
      'Website fraud detection',
      'Call screening',
    ]);
    expect(filterComparisonRows(rows, 'features').map((r) => r.name)).toEqual(['Real-time alerts']);
    expect(filterComparisonRows(rows, 'family').map((r) => r.name)).toEqual(['Profiles by age']);
    expect(filterComparisonRows(rows, 'support').map((r) => r.name)).toEqual(['Quick response team']);
  });

  it('every row falls under exactly one category filter', () => {
    const categories = comparisonFilters.filter((f) => f.id !== 'all');
    const total = categories.reduce((sum, f) => sum + filterComparisonRows(rows, f.id).length, 0);
    expect(total).toBe(rows.length);
  });

  it('describes the result for the live region', () => {
    expect(describeFilterResult(16, 16, 'all')).toBe('Showing 16 of 16 features.');
    expect(describeFilterResult(4, 16, 'family')).toBe('Showing 4 of 16 features: Family Protection.');
    expect(describeFilterResult(1, 1, 'features')).toBe('Showing 1 of 1 feature: Core Features.');
  });

  it('labels the providers from the brand and the generic competitor labels', () => {
    expect(providerLabels('Kinward', ['Competitor A', 'Competitor B'])).toEqual({
      kinward: 'Kinward',
      competitorA: 'Competitor A',
      competitorB: 'Competitor B',
    });
  });
});
