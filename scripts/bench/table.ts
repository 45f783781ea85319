/** One column: its header and how its cells line up. */
export interface Column {
  header: string;
  align?: 'left' | 'right';
}

/** Left-aligned columns (names and text), by header. */
export const textColumns = (...headers: string[]): Column[] => headers.map((header) => ({ header }));

/** Right-aligned columns (figures), by header. */
export const figureColumns = (...headers: string[]): Column[] => headers.map((header) => ({ header, align: 'right' }));

/** A block of the printed table with its own columns. */
export interface Section {
  title: string;
  columns: Column[];
  rows: string[][];
  /** Lines printed under the rows (legends, warnings). */
  notes?: string[];
}

const pad = (text: string, width: number, align: Column['align']) =>
  align === 'right' ? text.padStart(width) : text.padEnd(width);

/** Lays out the sections as one plain-text table: aligned columns, a rule between sections. */
export function formatTable(sections: readonly Section[]): string {
  const blocks = sections.map((section) => {
    const widths = section.columns.map((column, index) =>
      Math.max(column.header.length, ...section.rows.map((row) => (row[index] ?? '').length)),
    );
    const line = (cells: string[]) =>
      section.columns
        .map((column, index) => pad(cells[index] ?? '', widths[index]!, column.align))
        .join('  ')
        .trimEnd();
    const header = line(section.columns.map((column) => column.header));
    return [
      section.title,
      header,
      widths.map((width) => '-'.repeat(width)).join('  '),
      ...section.rows.map(line),
      ...(section.notes ?? []),
    ];
  });
  const width = Math.max(...blocks.flat().map((text) => text.length));
  const rule = '='.repeat(width);
  return [rule, ...blocks.flatMap((block) => [...block, rule])].join('\n');
}
