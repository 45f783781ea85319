/**
 * Post dates are calendar days (YAML `2024-03-15` becomes midnight UTC), so they are
 * formatted in UTC: a reader west of Greenwich must not see the day before.
 */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** US long form, e.g. "March 15, 2024". */
export const formatLongDate = (date: Date) => longDate.format(date);

/** The `datetime` attribute of a `<time>` for a calendar day, e.g. "2024-03-15". */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
