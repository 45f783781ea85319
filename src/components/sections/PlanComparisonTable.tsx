import type { CollectionEntry } from 'astro:content';
import { DataTable } from '../ui/DataTable';
import IncludedMark from '../ui/IncludedMark';
import { tableStyles } from '../ui/table-styles';
import { planTableCell } from '../../lib/plans';
import { cx } from '../../lib/utils';

interface PlanComparisonTableProps {
  plans: CollectionEntry<'plans'>[];
  rows: CollectionEntry<'planComparison'>[];
  /** Accessible name of the table and its scrolling box. */
  caption: string;
}

/**
 * The plan comparison table on /pricing: one column per plan, one row per limit or
 * feature. Limits are read from each plan (plans.yaml), so they are written once.
 * Rendered on the server only (no client directive): static HTML, no JavaScript.
 */
export default function PlanComparisonTable({ plans, rows, caption }: PlanComparisonTableProps) {
  const tablePlans = plans.map(({ id, data }) => ({ id, order: data.order, limits: data.limits }));
  return (
    <DataTable
      caption={caption}
      scrollHint="Scroll sideways to see every plan."
      className="mt-2"
      columns={plans.map(({ id, data }) => ({
        key: id,
        header: (
          <>
            {data.title}
            {data.isPopular && <span className="block text-sm font-semibold text-primary">Most Popular</span>}
          </>
        ),
        highlight: data.isPopular,
      }))}
    >
      {rows.map(({ id, data: row }) => (
        <tr key={id}>
          <th scope="row" className={tableStyles.rowHeader}>
            {row.label}
          </th>
          {tablePlans.map((plan, index) => {
            const cell = planTableCell(row, plan, tablePlans);
            return (
              <td key={plan.id} className={cx(tableStyles.cell, plans[index]?.data.isPopular && 'bg-primary-soft/40')}>
                {cell.kind === 'text' ? cell.text : <IncludedMark included={cell.included} />}
              </td>
            );
          })}
        </tr>
      ))}
    </DataTable>
  );
}
