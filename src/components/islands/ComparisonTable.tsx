import IncludedMark from '../ui/IncludedMark';
import { useState } from 'react';
import {
  comparisonFilters,
  defaultComparisonFilter,
  describeFilterResult,
  filterComparisonRows,
  type ComparisonFilter,
} from '../../lib/comparison';
import { cx } from '../../lib/utils';
import type { ComparisonCategory, Provider } from '../../schemas/marketing';
import { buttonVariants } from '../ui/button-variants';
import { DataTable } from '../ui/DataTable';
import { tableStyles } from '../ui/table-styles';
import { withErrorBoundary } from './IslandErrorBoundary';

/** One row as the island needs it: the comparison row's data plus its id. */
export type ComparisonTableRow = { id: string; name: string; category: ComparisonCategory } & Record<Provider, boolean>;

export interface ComparisonTableProps {
  rows: ComparisonTableRow[];
  /** Column labels: the brand and the two competitors' generic labels. */
  labels: Record<Provider, string>;
  /** The table's caption and the scrolling box's accessible name. */
  caption: string;
}

const providers: Provider[] = ['kinward', 'competitorA', 'competitorB'];

/**
 * The feature comparison table with its category filter. The server renders the whole
 * table, so without JavaScript every row shows (and the filter buttons stay hidden);
 * once hydrated, the toggle buttons show one category and a polite status says how many
 * rows are shown.
 */
function ComparisonTable({ rows, labels, caption }: ComparisonTableProps) {
  const [filter, setFilter] = useState<ComparisonFilter>(defaultComparisonFilter);
  const visible = filterComparisonRows(rows, filter);

  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Show features by category" className="js-only flex flex-wrap gap-2">
        {comparisonFilters.map((option) => {
          const pressed = option.id === filter;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => setFilter(option.id)}
              className={buttonVariants({ variant: pressed ? 'primary' : 'secondary', size: 'sm', shape: 'pill' })}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p role="status" aria-live="polite" className="text-text-muted">
        {describeFilterResult(visible.length, rows.length, filter)}
      </p>
      <DataTable
        caption={caption}
        scrollHint="Scroll sideways to see every column."
        columns={providers.map((provider) => ({
          key: provider,
          header: labels[provider],
          highlight: provider === 'kinward',
        }))}
      >
        {visible.map((row) => (
          <tr key={row.id} data-category={row.category}>
            <th scope="row" className={tableStyles.rowHeader}>
              {row.name}
            </th>
            {providers.map((provider) => (
              <td key={provider} className={cx(tableStyles.cell, provider === 'kinward' && 'bg-primary-soft/40')}>
                <IncludedMark included={row[provider]} />
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

export default withErrorBoundary(ComparisonTable);
