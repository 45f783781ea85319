/**
 * `npm run bench`: what the built site weighs, how Lighthouse scores it, how the build
 * scales with the blog, and what the /check scam checker weighs and how fast it answers.
 * Prints one table and writes the same data to bench-results.json.
 *
 *   --check            exit 1 unless every Lighthouse threshold, every size budget and every /check goal holds
 *   --lighthouse-only  only the Lighthouse rows (no per-route sizes, no build scale, no /check section): what CI
 *                      checks after `npm test`, which already enforces the size budgets
 *   --only-check       only the /check section: the checker's weight beyond React by part (island, engine, Public
 *                      Suffix List, model, shortener list) and the time of a 1,000-character check in Chromium with
 *                      the CPU throttled 4× (p50/p95/max); no per-route sizes, Lighthouse or build scale.
 *                      With --check, exit 1 unless the /check goals hold. With --skip-browser, the weight only.
 *   --skip-scale       leave out the build-scale rows (they take many minutes)
 *   --only-scale       only the build-scale rows: no build of dist/, no per-route weights, browser or Lighthouse
 *   --scale=1000,5000  extra posts for the scale builds (default 1000,5000)
 *   --skip-lighthouse  leave out Lighthouse
 *   --skip-browser     leave out the in-browser "JS on load" measurement
 *   --sample           per-route rows for the main routes and one page of each kind only
 *   --runs=N           Lighthouse runs per route, the median (by performance) reported (default 1; 5 with --check:
 *                      Lighthouse's variability guide finds the median of five runs about twice as stable as one)
 *   --cpu-slowdown=N   Lighthouse: N times the mobile preset's 4× CPU slowdown (default 1), to see how a slower host scores.
 *                      Either way the slowdown is calibrated to the share of a core the page had (bench/calibrate.ts).
 *   --port=N           port for the local static server (default: any free port)
 *   --lighthouse-reports=DIR  also save each full Lighthouse report (JSON) in DIR
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { builtPages, representativePages } from '../src/build/routes.ts';
import {
  BUDGETS,
  CHECKER_GOALS,
  CLS_LIMIT,
  LIGHTHOUSE_THRESHOLDS,
  SCALE_GOALS,
  SLOWDOWN_TBT_GOAL_MS,
  checkerFailures,
  lighthouseFailures,
  routeBudgets,
  type BudgetResult,
} from './bench/budgets.ts';
import { measureLoadJs, type LoadJs } from './bench/browser.ts';
import { measureCheckSpeed, type CheckSpeed } from './bench/check-speed.ts';
import { CHECKER_PARTS, checkerWeight, type CheckerWeight } from './bench/check-weight.ts';
import { kib } from './bench/gzip.ts';
import { formatMs, PRESET_CPU_SLOWDOWN, runLighthouse, type LighthouseRun } from './bench/lighthouse.ts';
import { htmlFileFor, lighthouseTargets } from './bench/routes.ts';
import { PHASE_MARKERS, isLinear, perExtraPage, scaleBuild, type BuildMeasure } from './bench/scale.ts';
import { serveDist } from './bench/server.ts';
import { figureColumns, formatTable, textColumns, type Section } from './bench/table.ts';
import { DistReader, staticWeight, type StaticWeight } from './bench/weights.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'lighthouse-only': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    'only-scale': { type: 'boolean', default: false },
    'only-check': { type: 'boolean', default: false },
    scale: { type: 'string', default: '1000,5000' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    sample: { type: 'boolean', default: false },
    runs: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: '1' },
    port: { type: 'string', default: '0' },
    'lighthouse-reports': { type: 'string' },
  },
});

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const gib = (bytes: number) => `${bytes / 1024 ** 3} GiB`;
const cpuSlowdown = Number(args['cpu-slowdown']);
/**
 * Lighthouse runs per route with --check. Calibration (bench/calibrate.ts) takes out the time a page
 * waited for a core, not every other noise of a shared host; Lighthouse's docs (docs/variability.md)
 * find the median of five runs about twice as stable as a single run.
 */
const CHECK_RUNS = 5;

/** Newest modification time (ms) of the files under `path`. */
function newestMtime(path: string, skip = new Set(['node_modules', 'dist', '.astro', '.git'])): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path))
    if (!skip.has(entry)) newest = Math.max(newest, newestMtime(join(path, entry), skip));
  return newest;
}

/** Builds the site when dist/ is missing or older than its sources. */
function ensureBuilt() {
  const pages = existsSync(dist) ? builtPages(dist) : [];
  const oldestPage = Math.min(...pages.map((page) => statSync(page.file).mtimeMs));
  const inputs = Math.max(
    ...['src', 'public', 'astro.config.mjs', 'package.json', 'scripts/build.ts', 'scripts/search-index.ts'].map(
      (entry) => newestMtime(join(root, entry)),
    ),
  );
  if (pages.length > 0 && oldestPage >= inputs) return;
  progress(pages.length ? 'dist/ is older than src/: building' : 'no dist/: building');
  // The same steps as `npm run build`: astro build, then the search index.
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], {
    cwd: root,
    encoding: 'utf-8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error('build failed');
  }
}

interface RouteRow extends StaticWeight {
  route: string;
  loadJs: LoadJs | undefined;
  budgets: BudgetResult[];
}

/** The scale builds: the real site in a temporary copy, then with each count of extra posts. */
async function scaleBuilds(): Promise<(BuildMeasure & { extraPosts: number })[]> {
  const scaleCounts =
    args['skip-scale'] || args['lighthouse-only']
      ? []
      : args.scale
          .split(',')
          .map(Number)
          .filter((count) => count > 0);
  const builds: (BuildMeasure & { extraPosts: number })[] = [];
  if (scaleCounts.length === 0) return builds;
  for (const count of [0, ...scaleCounts]) {
    progress(
      count === 0 ? 'scale: building the real site in a temporary copy' : `scale: building with ${count} extra posts`,
    );
    const build = await scaleBuild(root, count);
    if (!build.ok) process.stderr.write(build.log.slice(-4000));
    builds.push(build);
    progress(
      `scale: ${count} extra posts built in ${seconds(build.ms)}, peak ${mib(build.peakRssBytes)}${build.peakPhase ? ` (${build.peakPhase})` : ''}`,
    );
  }
  return builds;
}

/** The scale rows as bench-results.json records them, with ms per extra page against the baseline. */
function scaleResults(builds: readonly (BuildMeasure & { extraPosts: number })[]) {
  const baseline = builds.find((build) => build.extraPosts === 0);
  return builds.map(({ log: _log, ...build }) => ({
    ...build,
    msPerExtraPage: baseline ? perExtraPage(baseline.ms, build) : null,
    cpuMsPerExtraPage:
      baseline?.cpuMs != null && build.cpuMs !== null
        ? perExtraPage(baseline.cpuMs, { extraPosts: build.extraPosts, ms: build.cpuMs })
        : null,
  }));
}

/** --only-scale: just the build-scale table (and bench-results.json with only `scale`). */
async function mainScaleOnly() {
  const builds = await scaleBuilds();
  const scale = scaleSection(builds);
  if (scale) console.log(formatTable([scale]));
  writeFileSync(
    join(root, 'bench-results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), scale: scaleResults(builds) }, null, 2)}\n`,
  );
  progress('wrote bench-results.json (scale only)');
}

/** The /check section's data: the checker's weight and, when the browser ran, the timing; `error` when either failed. */
interface CheckerBench {
  weight: CheckerWeight | undefined;
  speed: CheckSpeed | undefined;
  errors: string[];
}

/** The checker's weight by part, from dist/ (undefined, with the reason in `errors`, when /check is not built). */
async function checkerWeightOf(reader: DistReader, errors: string[]): Promise<CheckerWeight | undefined> {
  const file = htmlFileFor(dist, '/check');
  if (!file) {
    errors.push('/check is not built');
    return undefined;
  }
  progress(
    "/check: the checker's weight by part (a source-mapped rebuild of its engine tells the Public Suffix List apart)",
  );
  try {
    return await checkerWeight(readFileSync(file, 'utf-8'), reader, root);
  } catch (error) {
    errors.push(`weight: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** Times checks on /check in Chromium (unless --skip-browser). */
async function checkerSpeedOf(origin: string, errors: string[]): Promise<CheckSpeed | undefined> {
  if (args['skip-browser'] || !htmlFileFor(dist, '/check')) return undefined;
  progress(`/check: timing a check in Chromium, CPU throttled ${CHECKER_GOALS.cpuThrottle}×`);
  try {
    return await measureCheckSpeed(origin, { cpuThrottle: CHECKER_GOALS.cpuThrottle });
  } catch (error) {
    errors.push(`timing: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** What bench-results.json records of /check, and the goals it is held to. */
const checkerResults = (bench: CheckerBench) => ({
  goals: CHECKER_GOALS,
  weight: bench.weight ?? null,
  speed: bench.speed ?? null,
  errors: bench.errors,
});

/** Every /check goal missed, plus whatever could not be measured. */
const checkerBenchFailures = (bench: CheckerBench) => [
  ...(bench.weight ? checkerFailures(bench.weight.totalGzip, bench.speed) : []),
  ...bench.errors.map((error) => `/check: ${error}`),
];

/** --only-check: just the /check section (and bench-results.json with only `check`). */
async function mainCheckOnly() {
  ensureBuilt();
  const bench: CheckerBench = { weight: undefined, speed: undefined, errors: [] };
  bench.weight = await checkerWeightOf(new DistReader(dist), bench.errors);
  const server = await serveDist(dist, Number(args.port));
  try {
    bench.speed = await checkerSpeedOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, bench.errors);
  } finally {
    server.close();
  }
  console.log(formatTable(checkerSections(bench)));
  const failures = checkerBenchFailures(bench);
  writeFileSync(
    join(root, 'bench-results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), check: checkerResults(bench), failures: { check: failures } }, null, 2)}\n`,
  );
  progress('wrote bench-results.json (/check only)');
  if (args.check) {
    if (args['skip-browser']) failures.push('--check needs the timing: drop --skip-browser');
    if (failures.length > 0) {
      console.error(`\nbench --check failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
      process.exit(1);
    }
    console.log('\nbench --check passed: every /check goal holds.');
  }
}

async function main() {
  if (args['only-scale']) return mainScaleOnly();
  if (args['only-check']) return mainCheckOnly();
  ensureBuilt();
  const all = builtPages(dist);
  const targets = lighthouseTargets(dist);
  const mainRoutes = ['/', ...targets.flatMap((target) => (target.built && target.route ? [target.route] : []))];
  const pages = args['lighthouse-only'] ? [] : args.sample ? representativePages(all, mainRoutes) : all;

  progress(`measuring ${pages.length} of ${all.length} built pages`);
  const reader = new DistReader(dist);
  const weights = new Map<string, StaticWeight>();
  for (const page of pages) weights.set(page.route, await staticWeight(readFileSync(page.file, 'utf-8'), reader));
  // The /check section, except in --lighthouse-only (what CI runs).
  const checker: CheckerBench | undefined = args['lighthouse-only']
    ? undefined
    : { weight: undefined, speed: undefined, errors: [] };
  if (checker) checker.weight = await checkerWeightOf(reader, checker.errors);

  const server = await serveDist(dist, Number(args.port));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let loadJs = new Map<string, LoadJs>();
  let lighthouse: LighthouseRun[] = [];
  try {
    if (!args['skip-browser'] && pages.length > 0) {
      progress(`loading each page in Chromium (${origin})`);
      loadJs = await measureLoadJs(
        origin,
        pages.map((page) => page.route),
      );
    }
    if (checker) checker.speed = await checkerSpeedOf(origin, checker.errors);
    if (!args['skip-lighthouse']) {
      const routes = targets.filter((target) => target.built).map((target) => target.route!);
      lighthouse = await runLighthouse(origin, routes, {
        runs: Math.max(1, Number(args.runs ?? (args.check ? CHECK_RUNS : 1))),
        cpuSlowdown,
        onProgress: progress,
        reportDir: args['lighthouse-reports'] ? resolve(args['lighthouse-reports']) : undefined,
      });
    }
  } finally {
    server.close();
  }

  const rows: RouteRow[] = pages.map((page) => {
    const weight = weights.get(page.route)!;
    const load = loadJs.get(page.route);
    return {
      route: page.route,
      ...weight,
      loadJs: load,
      budgets: routeBudgets({
        route: page.route,
        cssBytes: weight.cssBytes,
        allJsBytes: weight.totalJsBytes + weight.lazyJsBytes,
        // A page that sends the browser to the app (/login, /signup) runs nothing of ours there.
        loadJsBytes: load?.redirectsTo ? undefined : load?.bytes,
      }),
    };
  });

  const builds = await scaleBuilds();

  const sections = [
    ...(rows.length > 0 ? [routeSection(rows, all.length)] : []),
    lighthouseSection(targets, lighthouse, args['skip-lighthouse']),
  ];
  if (checker) sections.push(...checkerSections(checker));
  const scale = scaleSection(builds);
  if (scale) sections.push(scale);
  console.log(formatTable(sections));

  const budgetFailures = rows.flatMap((row) =>
    row.budgets
      .filter((budget) => !budget.ok)
      .map((budget) => `${row.route}: ${budget.budget} ${kib(budget.actual)} > ${kib(budget.limit)}`),
  );
  const lhFailures = args['skip-lighthouse'] ? [] : lighthouseFailures(lighthouse);
  const checkFailures = checker ? checkerBenchFailures(checker) : [];
  writeFileSync(
    join(root, 'bench-results.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        budgets: BUDGETS,
        lighthouseThresholds: { ...LIGHTHOUSE_THRESHOLDS, cls: CLS_LIMIT },
        cpuSlowdown: { preset: PRESET_CPU_SLOWDOWN, extra: cpuSlowdown },
        scaleGoals: SCALE_GOALS,
        routes: rows.map(({ budgets, loadJs: load, ...row }) => ({
          ...row,
          loadJsBytes: load?.bytes ?? null,
          loadScripts: load?.scripts ?? null,
          offsite: load?.offsite ?? [],
          budgets,
        })),
        lighthouse: targets.map((target) => ({
          ...target,
          result: lighthouse.find((run) => run.route === target.route) ?? null,
        })),
        check: checker ? checkerResults(checker) : null,
        scale: scaleResults(builds),
        failures: { budgets: budgetFailures, lighthouse: lhFailures, check: checkFailures },
      },
      null,
      2,
    )}\n`,
  );
  progress('wrote bench-results.json');

  if (args.check) {
    const failures = [...budgetFailures, ...lhFailures, ...checkFailures];
    if (args['skip-lighthouse']) failures.push('--check needs Lighthouse: drop --skip-lighthouse');
    if (lighthouse.length === 0 && !args['skip-lighthouse']) failures.push('Lighthouse measured no route');
    if (failures.length > 0) {
      console.error(`\nbench --check failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
      process.exit(1);
    }
    console.log(
      args['lighthouse-only']
        ? '\nbench --check passed: every Lighthouse threshold holds (the size budgets are checked by npm test).'
        : '\nbench --check passed: every budget, Lighthouse threshold and /check goal holds.',
    );
  }
}

function routeSection(rows: readonly RouteRow[], total: number): Section {
  const notes = [
    'Sizes are gzip at zlib default level 6 (KiB = 1024 bytes). CSS: linked stylesheets + inline <style>. JS total: inline scripts + <script src> + each',
    "island's component/renderer and their static imports, followed transitively. JS lazy: what only dynamic import() reaches. JS on",
    'load: every script response fetched plus inline scripts, in Chromium at 412x823 after load, network idle and 2 s more, no interaction.',
    `Budgets: css <= ${kib(BUDGETS.css)} on every page; js-on-load <= ${kib(BUDGETS.pageOnLoad)} on every page, /dashboard included (not the`,
    `login/signup redirects); on /dashboard js-total (JS total + JS lazy) <= ${kib(BUDGETS.dashboardTotal)}.`,
  ];
  for (const row of rows) {
    if (row.missing.length) notes.push(`! ${row.route}: refers to files not in dist: ${row.missing.join(', ')}`);
    if (row.loadJs?.redirectsTo)
      notes.push(`  ${row.route} redirects to ${row.loadJs.redirectsTo} (blocked here: no other host is reached)`);
    else if (row.loadJs?.offsite.length)
      notes.push(`! ${row.route}: requested other hosts (blocked): ${row.loadJs.offsite.join(', ')}`);
  }
  return {
    title: `PER ROUTE (${rows.length === total ? `all ${total} built pages` : `${rows.length} of ${total} built pages: main routes + one of each kind`})`,
    columns: [
      ...textColumns('Route'),
      ...figureColumns('HTML', 'CSS', 'JS total', 'JS lazy', 'JS on load'),
      ...textColumns('Islands', 'Budgets'),
    ],
    rows: rows.map((row) => [
      row.route,
      kib(row.htmlBytes),
      kib(row.cssBytes),
      kib(row.totalJsBytes),
      kib(row.lazyJsBytes),
      !row.loadJs ? 'n/a' : row.loadJs.redirectsTo ? 'redirects' : kib(row.loadJs.bytes),
      row.islands.join(' ') || '-',
      row.budgets.map((budget) => `${budget.budget} ${budget.ok ? 'ok' : 'OVER'}`).join(', '),
    ]),
    notes,
  };
}

function lighthouseSection(
  targets: ReturnType<typeof lighthouseTargets>,
  runs: readonly LighthouseRun[],
  skipped: boolean,
): Section {
  const slowdown =
    cpuSlowdown === 1
      ? `${PRESET_CPU_SLOWDOWN}× CPU slowdown`
      : `${PRESET_CPU_SLOWDOWN}× × ${cpuSlowdown} = ${PRESET_CPU_SLOWDOWN * cpuSlowdown}× CPU slowdown (--cpu-slowdown)`;
  const notes = [
    `Mobile preset (Lighthouse default: emulated phone, simulated throttling, ${slowdown}), Debian's Chromium, local server; the`,
    `browser resolves no other host. Thresholds (--check): performance >= ${LIGHTHOUSE_THRESHOLDS.performance}, accessibility/best-practices/SEO 100, CLS ${CLS_LIMIT}.`,
    "TBT: Total Blocking Time. BI: Lighthouse's benchmarkIndex of the host (CPU speed; higher is faster), which throttling multiplies.",
    "CPU: the share of a core the page's main thread had during its tasks (thread CPU time / wall time, from the run's trace); the",
    "slowdown is multiplied by it, so the phone runs the page's own work that much slower (scripts/bench/calibrate.ts). Uncal.:",
    'the same load scored with the slowdown uncalibrated (performance / TBT), which counts the time the page waited for a core.',
  ];
  if (runs.some((run) => run.performanceRuns))
    notes.push(
      'Perf "a (b-c)": the median run, and the lowest and highest score of all runs; their spread is the host, not the page.',
      'CLS: the median of all runs. The other columns are those of the median run.',
    );
  if (skipped) notes.push('Lighthouse skipped (--skip-lighthouse).');
  for (const run of runs) {
    const failures = lighthouseFailures([run]);
    if (failures.length) {
      const metrics = Object.entries(run.metrics)
        .map(([name, value]) => `${name} ${value === null ? '?' : Math.round(value)}${name === 'CLS' ? '' : ' ms'}`)
        .join(', ');
      notes.push(`! ${run.route}: ${failures.map((failure) => failure.replace(`${run.route}: `, '')).join('; ')}`);
      if ((run.scores.performance ?? 0) < LIGHTHOUSE_THRESHOLDS.performance) notes.push(`    metrics: ${metrics}`);
      if (run.failedAudits.length) notes.push(`    audits losing points: ${run.failedAudits.join(', ')}`);
    }
    if (run.erroredAudits.length)
      notes.push(`! ${run.route}: audits that could not run here: ${run.erroredAudits.join('; ')}`);
    if (run.offsite.length) notes.push(`! ${run.route}: requests to other hosts (blocked): ${run.offsite.join(', ')}`);
    if (cpuSlowdown >= 2 && (run.metrics.TBT ?? 0) > SLOWDOWN_TBT_GOAL_MS) {
      notes.push(
        `! ${run.route}: TBT ${Math.round(run.metrics.TBT!)} ms > ${SLOWDOWN_TBT_GOAL_MS} ms, the goal with an extra 2× CPU slowdown`,
      );
    }
  }
  const score = (value: number | null | undefined) => (value === null || value === undefined ? '?' : String(value));
  return {
    title: 'LIGHTHOUSE',
    columns: [
      ...textColumns('Route', 'Page'),
      ...figureColumns('Perf', 'A11y', 'BP', 'SEO', 'CLS', 'TBT', 'CPU', 'Uncal.', 'BI'),
      ...textColumns('Result'),
    ],
    rows: targets.map((target) => {
      const run = runs.find((candidate) => candidate.route === target.route);
      if (!target.built) return [target.route ?? '(none)', target.label, ...Array<string>(9).fill('-'), 'not built'];
      if (!run)
        return [target.route!, target.label, ...Array<string>(9).fill('-'), skipped ? 'skipped' : 'not measured'];
      return [
        run.route,
        target.label,
        score(run.scores.performance) +
          (run.performanceRuns ? ` (${Math.min(...run.performanceRuns)}-${Math.max(...run.performanceRuns)})` : ''),
        score(run.scores.accessibility),
        score(run.scores['best-practices']),
        score(run.scores.seo),
        run.cls === null ? '?' : run.cls.toFixed(3),
        formatMs(run.metrics.TBT),
        run.cpuShare === undefined ? '?' : `${Math.round(run.cpuShare * 100)} %`,
        run.uncalibrated ? `${score(run.uncalibrated.performance)} / ${formatMs(run.uncalibrated.TBT)}` : '?',
        run.benchmarkIndex === null ? '?' : String(Math.round(run.benchmarkIndex)),
        lighthouseFailures([run]).length === 0 ? 'pass' : 'FAIL',
      ];
    }),
    notes,
  };
}

/** The /check sections: the checker's weight beyond React by part, and the time of a check. */
function checkerSections(bench: CheckerBench): Section[] {
  const goal = CHECKER_GOALS.beyondReact;
  const weight = bench.weight;
  const notes = [
    "Everything /check's checker loads beyond the shared React runtime (the renderer's graph: Astro's client, React, react-dom),",
    "gzip level 6, found by walking the module graph from the page's ScamChecker island. Island: its component chunk and static",
    "imports; data in the page: the island's props in the HTML; engine, model, shortener list and brands: what its import()",
    'reaches.',
    'The Public Suffix List is inside the engine chunk: its share comes from a source map of the same engine rebuilt by the',
    "site's Vite (tldts-icann and tldts-core count as the PSL).",
    `Goal: <= ${kib(goal)} in all (--check).`,
  ];
  if (weight) {
    notes.push(
      `React runtime, not counted: ${kib(weight.react.gzip)} (${weight.react.files.map(fileName).join(', ')}).`,
    );
    const island = weight.parts.find((part) => part.part === 'island');
    if (island) notes.push(...wrap(`Island files: ${island.files.map(fileName).join(', ')}.`, 130));
    notes.push(
      `Of the island part, ${kib(weight.sharedWithOtherIslands.gzip)} is loaded by the page's other islands too (the header, the toaster):`,
      `without it, what the checker adds to the page is ${kib(weight.totalGzip - weight.sharedWithOtherIslands.gzip)}.`,
    );
    const pslApart = weight.parts.some((part) => part.part === 'Public Suffix List');
    for (const part of weight.parts)
      if (part.note && !(pslApart && part.part === 'engine')) notes.push(`${part.part}: ${part.note}.`);
    if (weight.pslUnattributed)
      notes.push(`! the Public Suffix List could not be told apart: ${weight.pslUnattributed}`);
    if (weight.totalGzip > goal)
      notes.push(
        `! the checker weighs ${kib(weight.totalGzip)} beyond React: over the ${kib(goal)} goal by ${kib(weight.totalGzip - goal)}`,
      );
  }
  for (const error of bench.errors) notes.push(`! ${error}`);
  const rows = weight
    ? [
        ...CHECKER_PARTS.flatMap((name) => weight.parts.filter((part) => part.part === name)).map((part) => [
          part.part,
          kib(part.gzip),
          filesOf(part.files),
        ]),
        ['total', kib(weight.totalGzip), `goal <= ${kib(goal)}: ${weight.totalGzip <= goal ? 'ok' : 'OVER'}`],
      ]
    : [['(not measured)', '-', '-']];
  const sections: Section[] = [
    {
      title: '/check: THE CHECKER BEYOND REACT (gzip)',
      columns: [...textColumns('Part'), ...figureColumns('gzip'), ...textColumns('Files')],
      rows,
      notes,
    },
  ];
  const speed = bench.speed;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  sections.push({
    title: `/check: TIME OF A CHECK (Chromium, CPU throttled ${CHECKER_GOALS.cpuThrottle}×)`,
    columns: [
      ...textColumns('Message'),
      ...figureColumns('Runs', 'Cold', 'p50', 'p95', 'Max'),
      ...textColumns('Verdict', 'Goal'),
    ],
    rows: speed
      ? [
          [
            `${speed.messageChars.toLocaleString('en-US')} chars`,
            String(speed.runsMs.length),
            ms(speed.coldMs),
            ms(speed.p50Ms),
            ms(speed.p95Ms),
            ms(speed.maxMs),
            speed.verdict,
            `p95 <= ${CHECKER_GOALS.checkP95Ms} ms: ${speed.p95Ms <= CHECKER_GOALS.checkP95Ms ? 'ok' : 'OVER'}`,
          ],
        ]
      : [[args['skip-browser'] ? 'skipped (--skip-browser)' : 'not measured', '-', '-', '-', '-', '-', '-', '-']],
    notes: [
      "The page's own User Timing measure `kinward:check` around the engine call (ScamChecker's runCheck), in the page, once the",
      "engine and its data have loaded and it has checked the page's examples (warm-up, lib/check-page/warm-up.ts): a long fake",
      'bank email with a look-alike link and a free-mail sender (scripts/bench/check-speed.ts), pasted, Check pressed once (cold: the',
      "visitor's first call) and then again for each further run. p50/p95/max over all runs, cold included.",
      'Chromium times to 0.1 ms here; the host is shared, so runs vary.',
      ...(speed?.offsite.length
        ? [`! requests to other hosts (blocked): ${speed.offsite.join(', ')}`]
        : speed
          ? ['No request reached another host.']
          : []),
    ],
  });
  return sections;
}

/** A site path's file name ("/_astro/engine.D7V4sxrs.js" → "engine.D7V4sxrs.js"). */
const fileName = (path: string) => path.split('/').pop() ?? path;

/** `text` in lines of at most `width` characters, broken at spaces; later lines indented. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** The first file of a part and how many more ("ScamChecker.x.js + 9 imports"), so the table stays narrow. */
const filesOf = (paths: readonly string[]) =>
  paths.length === 0
    ? '-'
    : `${fileName(paths[0]!)}${paths.length > 1 ? ` + ${paths.length - 1} import${paths.length > 2 ? 's' : ''}` : ''}`;

function scaleSection(builds: readonly (BuildMeasure & { extraPosts: number })[]): Section | undefined {
  if (builds.length === 0) return undefined;
  const baseline = builds.find((build) => build.extraPosts === 0);
  const wall = builds.map((build) => (baseline ? perExtraPage(baseline.ms, build) : null));
  const cpu = builds.map((build) =>
    baseline?.cpuMs != null && build.cpuMs !== null
      ? perExtraPage(baseline.cpuMs, { extraPosts: build.extraPosts, ms: build.cpuMs })
      : null,
  );
  const useCpu = cpu.some((value) => value !== null);
  const linear = isLinear(
    builds.map((build, index) => ({ extraPosts: build.extraPosts, msPerExtraPage: (useCpu ? cpu : wall)[index]! })),
    SCALE_GOALS.linearTolerance,
  );
  const tolerance = `${Math.round(SCALE_GOALS.linearTolerance * 100)} %`;
  const largest = builds.at(-1)!;
  const notes = [
    'Each build runs `npm run build` (scripts/build.ts: astro build, then the search index) in a fresh temporary copy of the',
    'project (outside the repo), all of it timed and measured; extra posts are ~600-word MDX',
    'posts modelled on the real ones (same authors, topics and images, so image optimisation does not grow with them).',
    'Time: wall clock; CPU: user + system (GNU time), steadier when other work shares the machine. Peak RSS: the larger of GNU',
    "time's maximum and the process tree's resident memory sampled every 200 ms. Phases: wall seconds between the log markers.",
    `Goals: < ${SCALE_GOALS.msPerExtraPage} ms per extra MDX page (wall); peak < ${gib(SCALE_GOALS.peakRssBytes)} at ${SCALE_GOALS.atPosts.toLocaleString('en-US')} posts. Growth ${
      linear === null
        ? 'not judged (needs two scale builds)'
        : `${linear ? 'is linear' : 'is NOT linear'} (${useCpu ? 'CPU' : 'wall'} ms per extra page at the largest count ${linear ? 'within' : 'more than'} ${tolerance} above the smallest's)`
    }.`,
  ];
  if (largest.extraPosts >= SCALE_GOALS.atPosts && largest.peakRssBytes >= SCALE_GOALS.peakRssBytes) {
    notes.push(
      `! peak memory ${mib(largest.peakRssBytes)} at ${largest.extraPosts} posts is over ${gib(SCALE_GOALS.peakRssBytes)}`,
    );
  }
  builds.forEach((build, index) => {
    if (wall[index] != null && wall[index]! >= SCALE_GOALS.msPerExtraPage) {
      notes.push(
        `! +${build.extraPosts} posts: ${wall[index]!.toFixed(1)} ms per extra page (wall) is over the ${SCALE_GOALS.msPerExtraPage} ms goal`,
      );
    }
    if (!build.ok) notes.push(`! the build with ${build.extraPosts} extra posts FAILED`);
  });
  const fixed = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value.toFixed(1));
  return {
    title: 'BUILD SCALE',
    columns: [
      ...textColumns('Build'),
      ...figureColumns('Pages', 'Time', 'CPU', 'Peak RSS', 'ms/extra page', 'CPU ms/extra'),
      ...textColumns('Phases (s): sync / bundle / render / images / finish / search index'),
    ],
    rows: builds.map((build, index) => [
      build.extraPosts === 0 ? 'real site' : `+${build.extraPosts} posts`,
      build.pages === null ? '?' : String(build.pages),
      build.ok ? seconds(build.ms) : 'FAILED',
      build.cpuMs === null ? '-' : seconds(build.cpuMs),
      `${mib(build.peakRssBytes)}${build.peakPhase ? ` (${build.peakPhase})` : ''}`,
      fixed(wall[index]),
      fixed(cpu[index]),
      PHASE_MARKERS.map(([phase]) => phase)
        .map((phase) => (build.phases[phase] === undefined ? '?' : (build.phases[phase]! / 1000).toFixed(1)))
        .join(' / '),
    ]),
    notes,
  };
}

await main();
