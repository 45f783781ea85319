/** Budgets from issue 7, in gzip bytes (1 KiB = 1024 bytes). */
export const BUDGETS = {
  /** JavaScript executed on load by a page whose only islands are the site shell's. */
  shellPageLoadJs: 10 * 1024,
  /** The dashboard's whole JavaScript module graph. */
  dashboardTotalJs: 90 * 1024,
  /** CSS of every page. */
  css: 20 * 1024,
} as const;

/** Islands every page carries: the header (hydrated on first interaction) and the toaster (with other islands). */
export const SHELL_ISLANDS: ReadonlySet<string> = new Set(['HeaderNav', 'SiteToaster']);

/** Lighthouse thresholds for `--check` (scores out of 100; CLS must be exactly 0). */
export const LIGHTHOUSE_THRESHOLDS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

export type LighthouseCategory = keyof typeof LIGHTHOUSE_THRESHOLDS;
export const LIGHTHOUSE_CATEGORIES = Object.keys(LIGHTHOUSE_THRESHOLDS) as LighthouseCategory[];

/** What the bench knows about one route's weight. */
export interface RouteWeight {
  route: string;
  cssBytes: number;
  totalJsBytes: number;
  /** Undefined when the browser measurement did not run. */
  loadJsBytes: number | undefined;
  islands: readonly string[];
}

/** One budget applied to one route. */
export interface BudgetResult {
  budget: string;
  limit: number;
  actual: number;
  ok: boolean;
}

/** Whether every island on the page belongs to the site shell (so the 10 KiB on-load budget applies). */
export const onlyShellIslands = (islands: readonly string[]) => islands.every((name) => SHELL_ISLANDS.has(name));

/** The dashboard and anything under it. */
export const isDashboard = (route: string) => route === '/dashboard' || route.startsWith('/dashboard/');

/** The budgets that apply to a route, each with its outcome. */
export function routeBudgets(weight: RouteWeight): BudgetResult[] {
  const results: BudgetResult[] = [];
  const add = (budget: string, limit: number, actual: number) => results.push({ budget, limit, actual, ok: actual <= limit });
  add('css', BUDGETS.css, weight.cssBytes);
  if (isDashboard(weight.route)) add('js-total', BUDGETS.dashboardTotalJs, weight.totalJsBytes);
  else if (onlyShellIslands(weight.islands) && weight.loadJsBytes !== undefined) add('js-on-load', BUDGETS.shellPageLoadJs, weight.loadJsBytes);
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
    else if (result.cls !== 0) failures.push(`${result.route}: CLS ${result.cls} ≠ 0`);
  }
  return failures;
}
