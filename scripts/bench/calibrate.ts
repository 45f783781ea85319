/**
 * Calibrating Lighthouse's simulated CPU slowdown to the share of a CPU the page really had.
 *
 * Simulated throttling takes each main-thread task's wall-clock length from the trace of an
 * unthrottled load and multiplies it (4× in the mobile preset), assuming the page had a core to
 * itself. On a shared two-core machine it does not: during a load the browser process, the
 * compositor, Lighthouse and the server compete with the page, and its tasks wait for a core for
 * half their length or more, so the multiplier is applied to time the page never ran. Lighthouse's
 * throttling guide asks for the multiplier to be calibrated when the host differs from its
 * reference; this module measures the difference in the run itself: the thread CPU time of the
 * page's main-thread tasks over their wall-clock time. The calibrated multiplier is the preset's
 * times that share, so the simulated phone still runs the page's own work 4× slower.
 */

/** The trace events read here (Chrome's trace event format). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration, µs. */
  dur?: number;
  /** Thread CPU time, µs. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/**
 * Below this share the host is too busy for a correction to mean anything: the calibrated
 * multiplier never drops under a quarter of the preset's, so a page measured then fails honestly.
 */
export const MIN_CPU_SHARE = 0.25;

/**
 * The share of wall-clock time the page's main thread actually ran during its tasks, from the load
 * of the page onwards (1 when the trace holds no task with a CPU time, i.e. nothing to correct).
 */
export function mainThreadShare(events: readonly TraceEvent[]): number {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  if (!start) return 1;
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== start.pid || event.tid !== start.tid) continue;
    if (event.ts < start.ts || event.dur === undefined || event.tdur === undefined) continue;
    wall += event.dur;
    cpu += event.tdur;
  }
  if (wall === 0) return 1;
  return Math.min(1, Math.max(MIN_CPU_SHARE, cpu / wall));
}
