import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { LIGHTHOUSE_CATEGORIES, type LighthouseScores } from './budgets.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './browser.ts';
import { mainThreadShare, type TraceEvent } from './calibrate.ts';

/** Lighthouse's outcome for one route, with what explains a lost point. */
export interface LighthouseRun extends LighthouseScores {
  /** Audits that lost points in a scored category, e.g. "seo/is-crawlable". */
  failedAudits: string[];
  /** Audits that could not run here (errors), with Lighthouse's message. */
  erroredAudits: string[];
  /** Requests the page made to any other host (none should succeed: the browser resolves no other host). */
  offsite: string[];
  /** Lighthouse's own warnings for the run. */
  warnings: string[];
  /** Key lab metrics (ms) for diagnosing a performance score. */
  metrics: Record<string, number | null>;
  /**
   * Lighthouse's measure of the host's CPU speed (its `environment.benchmarkIndex`; higher is faster,
   * a fast desktop ~2,000+). Simulated throttling multiplies the host's own task times, so a slow host
   * scores lower: read the scores with it.
   */
  benchmarkIndex: number | null;
  /** With several runs: every measured run's performance score, in order (their spread is the host's noise). */
  performanceRuns?: number[];
  /**
   * The share of a CPU the page's main thread had during its tasks (see calibrate.ts); the scores
   * above come from the CPU slowdown multiplied by it. Absent from a report read from elsewhere.
   */
  cpuShare?: number;
  /** The same load simulated with the uncalibrated slowdown, as Lighthouse alone would score it. */
  uncalibrated?: { performance: number | null; TBT: number | null };
}

/** The mobile preset's CPU slowdown (4×), which `cpuSlowdown` multiplies. */
export const PRESET_CPU_SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier ?? 4;

/** Lighthouse's throttling for a run with `cpuSlowdown` times the mobile preset's CPU slowdown. */
export function throttlingFlags(cpuSlowdown: number): { throttling: typeof defaultSettings.throttling } {
  if (!(cpuSlowdown > 0)) throw new Error(`--cpu-slowdown must be a positive number, not ${cpuSlowdown}`);
  return { throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: PRESET_CPU_SLOWDOWN * cpuSlowdown } };
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
} as const;

/** Reads the scores and diagnostics the bench reports out of a Lighthouse result. */
export function summarise(route: string, origin: string, lhr: Result): LighthouseRun {
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as LighthouseRun['scores'];
  const clsAudit = lhr.audits['cumulative-layout-shift'];
  const failedAudits = LIGHTHOUSE_CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit &&
          audit.scoreDisplayMode !== 'notApplicable' &&
          audit.scoreDisplayMode !== 'manual' &&
          (audit.score ?? 0) < 1,
      )
      .map((audit) => `${id}/${audit!.id}`),
  );
  const erroredAudits = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  const offsite = requests
    .map((item) => item.url ?? '')
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  return {
    route,
    scores,
    cls: clsAudit?.numericValue ?? null,
    failedAudits,
    erroredAudits,
    offsite,
    warnings: lhr.runWarnings.map(String),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]),
    ),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

export const formatMs = (value: number | null | undefined) =>
  value === null || value === undefined ? '?' : `${Math.round(value)} ms`;

/** Whether a run measured the page load at all (Lighthouse sometimes fails to record its trace: NO_NAVSTART). */
export function measured(run: LighthouseScores): boolean {
  return run.scores.performance !== null && run.cls !== null;
}

/**
 * The run whose performance score is the median of `runs` (Lighthouse's own advice for repeated
 * runs), among the runs that measured the load when there are any, with the median CLS of those
 * runs: CLS is its own measure, so one run's shift is judged by all runs, not by whichever run
 * had the median performance.
 */
export function medianRun<T extends LighthouseScores>(runs: readonly T[]): T {
  const pool = runs.some(measured) ? runs.filter(measured) : runs;
  const middle = Math.floor((pool.length - 1) / 2);
  const sorted = [...pool].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const shifts = pool.map((run) => run.cls).filter((cls) => cls !== null);
  const run = sorted[middle]!;
  if (shifts.length < pool.length) return run;
  return { ...run, cls: shifts.sort((a, b) => a - b)[middle]! };
}

/** Extra attempts per route when a run fails to record the page load (a Lighthouse trace error, not a score). */
const RETRIES = 2;

/** Flags shared by a run's gathering and its audits (Lighthouse refuses audits whose settings differ). */
const auditFlags = (port: number): Flags => ({
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...LIGHTHOUSE_CATEGORIES],
});

/**
 * Loads `url` once and scores that load twice, from the same trace: with the CPU slowdown calibrated
 * to the share of a CPU the page had (the result), and with the slowdown as given (`uncalibrated`).
 */
async function calibratedRun(url: string, port: number, cpuSlowdown: number) {
  const dir = mkdtempSync(join(tmpdir(), 'kinward-lighthouse-'));
  try {
    await lighthouse(url, { ...auditFlags(port), ...throttlingFlags(cpuSlowdown), gatherMode: dir });
    // A load Lighthouse failed to record leaves no trace; its audits then report the error, uncorrected.
    const traceFile = join(dir, 'trace.json');
    const cpuShare = existsSync(traceFile)
      ? mainThreadShare((JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents)
      : 1;
    const audit = async (slowdown: number) => {
      const { throttling } = throttlingFlags(slowdown);
      // Simulated throttling is applied when auditing, not while loading: only the recorded settings must agree.
      const artifactsFile = join(dir, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as { settings: { throttling: unknown } };
      writeFileSync(artifactsFile, JSON.stringify({ ...artifacts, settings: { ...artifacts.settings, throttling } }));
      const result = await lighthouse(undefined, { ...auditFlags(port), throttling, auditMode: dir });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    };
    const uncalibrated = await audit(cpuSlowdown);
    const lhr = await audit(cpuSlowdown * cpuShare);
    return { lhr, uncalibrated, cpuShare };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs Lighthouse (mobile preset, simulated throttling calibrated by calibrate.ts) on each route in
 * one Chromium. The browser resolves no host but the local server, so nothing can reach the network.
 */
export async function runLighthouse(
  origin: string,
  routes: readonly string[],
  options: { runs?: number; cpuSlowdown?: number; onProgress?: (message: string) => void; reportDir?: string } = {},
): Promise<LighthouseRun[]> {
  const { runs = 1, cpuSlowdown = 1, onProgress, reportDir } = options;
  throttlingFlags(cpuSlowdown); // a bad --cpu-slowdown fails here, before Chromium starts
  const host = new URL(origin).hostname;
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}`],
    logLevel: 'silent',
  });
  try {
    const results: LighthouseRun[] = [];
    for (const route of routes) {
      const attempts: LighthouseRun[] = [];
      for (let run = 1; attempts.filter(measured).length < runs && run <= runs + RETRIES; run++) {
        onProgress?.(
          `lighthouse ${route}${runs > 1 || run > 1 ? ` (run ${run}/${runs}${run > runs ? ', again: a run failed to record the load' : ''})` : ''}`,
        );
        const { lhr, uncalibrated, cpuShare } = await calibratedRun(origin + route, chrome.port, cpuSlowdown);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const name = `${route.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\//g, '_')}${runs > 1 ? `-${run}` : ''}.json`;
          writeFileSync(join(reportDir, name), JSON.stringify(lhr));
        }
        const raw = summarise(route, origin, uncalibrated);
        const summary: LighthouseRun = {
          ...summarise(route, origin, lhr),
          cpuShare,
          uncalibrated: { performance: raw.scores.performance, TBT: raw.metrics.TBT ?? null },
        };
        attempts.push(summary);
        onProgress?.(
          `  ${route}: performance ${summary.scores.performance ?? '?'}, TBT ${formatMs(summary.metrics.TBT)} ` +
            `(CPU share ${Math.round(cpuShare * 100)} %; uncalibrated ${raw.scores.performance ?? '?'}, ${formatMs(raw.metrics.TBT)}), ` +
            `benchmarkIndex ${summary.benchmarkIndex ?? '?'}`,
        );
      }
      const scores = attempts.map((attempt) => attempt.scores.performance).filter((score) => score !== null);
      results.push(scores.length > 1 ? { ...medianRun(attempts), performanceRuns: scores } : medianRun(attempts));
    }
    return results;
  } finally {
    chrome.kill();
  }
}
