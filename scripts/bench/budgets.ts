/**
 * Every budget, threshold and goal of the site, in one place: `npm run bench` checks them and
 * prints them, and the tests that hold a number import it from here. Sizes are gzip bytes
 * (1 KiB = 1024 bytes).
 */
const KiB = 1024;

export const BUDGETS = {
  /** CSS of every page. */
  css: 20 * KiB,
  /** JavaScript every page (the dashboard included; not the login/signup redirects) runs on load. */
  pageOnLoad: 10 * KiB,
  /** What /dashboard loads once its island wakes: the island's module graph, React included. */
  dashboardAwake: 125 * KiB,
  /** Everything /dashboard can ever load: its module graph, lazy chunks (site search) included. */
  dashboardTotal: 130 * KiB,
} as const;

/** Goals for /check, "Is this a scam?" (issue 12): the bench's /check section. */
export const CHECKER_GOALS = {
  /** Everything the checker loads beyond the shared React runtime: island, engine, Public Suffix List, model, shortener list. */
  beyondReact: 90 * KiB,
  /** p95 time (ms) of one check of a 1,000-character message, in Chromium with the CPU throttled `cpuThrottle`×. */
  checkP95Ms: 15,
  cpuThrottle: 4,
} as const;

/** Every way /check misses its goals, one readable line each (empty when all hold); `speed` is left out when not measured. */
export function checkerFailures(weightGzip: number, speed?: { p95Ms: number; offsite: readonly string[] }): string[] {
  const failures: string[] = [];
  if (weightGzip > CHECKER_GOALS.beyondReact)
    failures.push(
      `/check: checker beyond React ${(weightGzip / KiB).toFixed(1)} KiB > ${CHECKER_GOALS.beyondReact / KiB} KiB`,
    );
  if (speed && !(speed.p95Ms <= CHECKER_GOALS.checkP95Ms))
    failures.push(
      `/check: a check takes ${speed.p95Ms.toFixed(1)} ms p95 > ${CHECKER_GOALS.checkP95Ms} ms (CPU ${CHECKER_GOALS.cpuThrottle}× throttled)`,
    );
  if (speed?.offsite.length) failures.push(`/check: requests to other hosts: ${speed.offsite.join(', ')}`);
  return failures;
}

/** Lighthouse thresholds for `--check` (scores out of 100). */
export const LIGHTHOUSE_THRESHOLDS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

/** Cumulative Layout Shift every measured route must have: none. */
export const CLS_LIMIT = 0;

/** Total Blocking Time (ms) the routes must stay within with an extra 2× CPU slowdown (`--cpu-slowdown=2`). */
export const SLOWDOWN_TBT_GOAL_MS = 50;

/** Goals for the build as the blog grows (the bench's scale rows). */
export const SCALE_GOALS = {
  /** Wall-clock build time per extra MDX post. */
  msPerExtraPage: 20,
  /** Peak memory of the whole build at `atPosts` extra posts. */
  peakRssBytes: 2 * 1024 ** 3,
  atPosts: 5000,
  /** Growth counts as linear while the per-post cost at the largest count is within this share of the smallest's. */
  linearTolerance: 0.25,
} as const;

export type LighthouseCategory = keyof typeof LIGHTHOUSE_THRESHOLDS;
export const LIGHTHOUSE_CATEGORIES = Object.keys(LIGHTHOUSE_THRESHOLDS) as LighthouseCategory[];

/** What the bench knows about one route's weight. */
export interface RouteWeight {
  route: string;
  cssBytes: number;
  /** Every script the page can load: its static module graph and the chunks only import() reaches. */
  allJsBytes: number;
  /** JavaScript run on load; undefined when the browser measurement did not run, or the page sends the browser elsewhere. */
  loadJsBytes: number | undefined;
}

/** One budget applied to one route. */
export interface BudgetResult {
  budget: string;
  limit: number;
  actual: number;
  ok: boolean;
}

/** The dashboard and anything under it. */
export const isDashboard = (route: string) => route === '/dashboard' || route.startsWith('/dashboard/');

/** The budgets that apply to a route, each with its outcome. */
export function routeBudgets(weight: RouteWeight): BudgetResult[] {
  const results: BudgetResult[] = [];
  const add = (budget: string, limit: number, actual: number) =>
    results.push({ budget, limit, actual, ok: actual <= limit });
  add('css', BUDGETS.css, weight.cssBytes);
  const dashboard = isDashboard(weight.route);
  if (weight.loadJsBytes !== undefined) add('js-on-load', BUDGETS.pageOnLoad, weight.loadJsBytes);
  if (dashboard) add('js-total', BUDGETS.dashboardTotal, weight.allJsBytes);
  return results;
}

/** Lighthouse's outcome for one route. */
export interface LighthouseScores {
  route: string;
  /** Category scores out of 100 (null when Lighthouse could not score the category). */
  scores: Record<LighthouseCategory, number | null>;
  cls: number | null;
}

/** Every way the routes miss the thresholds, one readable line each (empty when all pass). */
export function lighthouseFailures(results: readonly LighthouseScores[]): string[] {
  const failures: string[] = [];
  for (const result of results) {
    for (const category of LIGHTHOUSE_CATEGORIES) {
      const score = result.scores[category];
      const minimum = LIGHTHOUSE_THRESHOLDS[category];
      if (score === null) failures.push(`${result.route}: ${category} could not be scored`);
      else if (score < minimum) failures.push(`${result.route}: ${category} ${score} < ${minimum}`);
    }
    if (result.cls === null) failures.push(`${result.route}: CLS could not be measured`);
    else if (result.cls > CLS_LIMIT) failures.push(`${result.route}: CLS ${result.cls} > ${CLS_LIMIT}`);
  }
  return failures;
}
