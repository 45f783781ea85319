import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { LIGHTHOUSE_CATEGORIES, type LighthouseScores } from './budgets.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './browser.ts';

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
}

/** The mobile preset's CPU slowdown (4×), which `cpuSlowdown` multiplies. */
export const PRESET_CPU_SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier ?? 4;

/** Lighthouse flags for a run with `cpuSlowdown` times the mobile preset's CPU slowdown (1: the preset as it is). */
export function throttlingFlags(cpuSlowdown: number): { throttling?: typeof defaultSettings.throttling } {
  if (!(cpuSlowdown > 0)) throw new Error(`--cpu-slowdown must be a positive number, not ${cpuSlowdown}`);
  if (cpuSlowdown === 1) return {};
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

const formatMs = (value: number | null | undefined) =>
  value === null || value === undefined ? '?' : `${Math.round(value)} ms`;

/** Whether a run measured the page load at all (Lighthouse sometimes fails to record its trace: NO_NAVSTART). */
export function measured(run: LighthouseScores): boolean {
  return run.scores.performance !== null && run.cls !== null;
}

/**
 * The run whose performance score is the median of `runs` (Lighthouse's own advice for repeated
 * runs), among the runs that measured the load when there are any.
 */
export function medianRun<T extends LighthouseScores>(runs: readonly T[]): T {
  const pool = runs.some(measured) ? runs.filter(measured) : runs;
  const sorted = [...pool].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Extra attempts per route when a run fails to record the page load (a Lighthouse trace error, not a score). */
const RETRIES = 2;

/**
 * Runs Lighthouse (mobile preset, simulated throttling) on each route in one Chromium.
 * The browser resolves no host but the local server, so nothing can reach the network.
 */
export async function runLighthouse(
  origin: string,
  routes: readonly string[],
  options: { runs?: number; cpuSlowdown?: number; onProgress?: (message: string) => void; reportDir?: string } = {},
): Promise<LighthouseRun[]> {
  const { runs = 1, cpuSlowdown = 1, onProgress, reportDir } = options;
  const throttling = throttlingFlags(cpuSlowdown);
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
        const result = await lighthouse(origin + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
          ...throttling,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const name = `${route.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\//g, '_')}${runs > 1 ? `-${run}` : ''}.json`;
          writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
        }
        const summary = summarise(route, origin, result.lhr);
        attempts.push(summary);
        onProgress?.(
          `  ${route}: performance ${summary.scores.performance ?? '?'}, TBT ${formatMs(summary.metrics.TBT)}, benchmarkIndex ${summary.benchmarkIndex ?? '?'}`,
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
