import type { ReactNode } from 'react';
import { cx } from '../../lib/utils';
import { tableStyles } from './table-styles';

/** A column after the first: its key, its header, and whether it is the emphasised one (Kinward, the popular plan). */
export interface DataTableColumn {
  key: string;
  header: ReactNode;
  highlight?: boolean;
}

interface DataTableProps {
  /** The table's caption and the scrolling box's accessible name. */
  caption: string;
  /** The line above the table on narrow screens, where it scrolls sideways. */
  scrollHint: string;
  /** The columns after the first, which holds the row headers ("Feature"). */
  columns: DataTableColumn[];
  /** Classes added to the scrolling box (spacing). */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * The frame of the site's comparison tables (the feature comparison island, the plan table on
 * /pricing, rendered there as static HTML): scroll hint, the focusable scrolling box, caption
 * and the header row, in the look of `tableStyles`.
 */
export function DataTable({ caption, scrollHint, columns, className, children }: DataTableProps) {
  return (
    <>
      <p className={tableStyles.scrollHint}>{scrollHint}</p>
      <div className={cx(tableStyles.wrapper, className)} role="region" aria-label={caption} tabIndex={0}>
        <table className={tableStyles.table}>
          <caption className={tableStyles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={tableStyles.cornerHeader}>
                Feature
              </th>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(
                    tableStyles.columnHeader,
                    column.highlight ? tableStyles.highlightFill : tableStyles.headerFill,
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}
