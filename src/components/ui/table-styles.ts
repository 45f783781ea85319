/**
 * The one look of the site's data tables (pricing and comparison), shared by Astro
 * components and islands. On a phone the table scrolls sideways inside its own box
 * while the first column (the row headers) stays in place.
 */
export const tableStyles = {
  /**
   * The scrolling box: focusable so keyboard users can scroll it; give it an accessible name.
   * `relative` keeps the cells' screen-reader-only labels inside it (else they widen the page).
   */
  wrapper: 'relative overflow-x-auto rounded-2xl border border-border bg-surface shadow-card',
  table: 'w-full min-w-[36rem] border-separate border-spacing-0 text-left',
  caption: 'sr-only',
  /** Column header cells; add `headerFill` or `highlightFill` (kept apart so islands need no class merging). */
  columnHeader: 'border-b-2 border-border-strong px-4 py-3 text-center align-bottom font-bold',
  headerFill: 'bg-surface-raised',
  /** The emphasised column (Kinward, or the most popular plan). */
  highlightFill: 'bg-primary-soft',
  /** The top-left header cell, sticky with the first column. */
  cornerHeader: 'sticky left-0 z-10 border-r border-b-2 border-border-strong bg-surface-raised px-4 py-3 font-bold',
  /** Row header cells: the sticky first column. */
  rowHeader: 'sticky left-0 z-10 border-t border-r border-border bg-surface px-4 py-3 text-left font-semibold',
  cell: 'border-t border-border px-4 py-3 text-center',
  /** A line above the table on narrow screens, where it scrolls sideways. */
  scrollHint: 'text-base text-text-muted sm:hidden',
} as const;
