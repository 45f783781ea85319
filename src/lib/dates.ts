/**
 * How the site writes dates: US long form (spec §9). Dates in content are calendar days
 * (YAML `2024-03-15` becomes midnight UTC), so they are formatted in UTC: a reader west of
 * Greenwich must not see the day before.
 */
const formats = {
  day: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "March 15, 2024"; to the month, "June 2023" (a benchmark's date). */
export function formatDate(date: Date, precision: keyof typeof formats = 'day'): string {
  return formats[precision].format(date);
}

/** The `datetime` attribute of a `<time>` for a calendar day, e.g. "2024-03-15". */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
