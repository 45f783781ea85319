/** `npm run bench` (scripts/bench/): sizes, the module graph, budgets, Lighthouse settings, the table, scale helpers, the static server. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import yaml from 'js-yaml';
import { z } from 'astro/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { blogSchema } from '../../src/schemas/blog';
import { builtPages, representativePages, routeKind } from '../../src/build/routes';
import { BUDGETS, lighthouseFailures, routeBudgets, type LighthouseScores } from '../../scripts/bench/budgets';
import { moduleGraph, resolveSpecifier, staticImports } from '../../scripts/bench/graph';
import { gzipSize, gzipSizes, kib } from '../../scripts/bench/gzip';
import { pageAssets } from '../../scripts/bench/html';
import { MIN_CPU_SHARE, mainThreadShare, type TraceEvent } from '../../scripts/bench/calibrate';
import { medianRun, summarise, throttlingFlags } from '../../scripts/bench/lighthouse';
import { htmlFileFor, lighthouseTargets, newestPostRoute } from '../../scripts/bench/routes';
import {
  generatedPost,
  isLinear,
  parseTimeLine,
  perExtraPage,
  phaseAt,
  phaseDurations,
  readTemplates,
  treeRss,
} from '../../scripts/bench/scale';
import { serveDist } from '../../scripts/bench/server';
import { figureColumns, formatTable, textColumns } from '../../scripts/bench/table';
import { DistReader, staticWeight } from '../../scripts/bench/weights';

let dist: string;

/** A tiny built site: two pages, a stylesheet and a module graph with a shared chunk, a cycle and a lazy chunk. */
const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.css"><style>a{color:red}</style>
    <script>document.documentElement.dataset.js = ''</script>
    <script type="application/ld+json">{"@type":"Organization"}</script>
    <script type="module" src="/_astro/page.js"></script></head>
    <body><astro-island component-url="/_astro/Header.js" renderer-url="/_astro/client.js" client="interaction" opts='{"name":"HeaderNav","value":true}'></astro-island></body></html>`,
  'blog/first/index.html': '<!doctype html><title>First</title>',
  'blog/second/index.html': '<!doctype html><title>Second</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  _headers:
    "/*\n  X-Content-Type-Options: nosniff\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n/blog/first\n  Content-Security-Policy: default-src 'self'\n",
  'rss.xml':
    '<rss><channel><link>https://example.com/</link><item><title>Second</title><link>https://example.com/blog/second/</link></item><item><link>https://example.com/blog/first/</link></item></channel></rss>',
  '_astro/site.css': 'body{margin:0}'.repeat(20),
  '_astro/page.js': 'import"./shared.js";console.log(`page`);',
  '_astro/Header.js':
    'import{a as e}from"./shared.js";export{x}from"./util.js";const lazy=()=>import("./lazy.js");export default e;',
  '_astro/client.js': 'import{a}from"./shared.js";export default a;',
  '_astro/shared.js': 'import"./util.js";export const a=1;',
  '_astro/util.js': 'import"./shared.js";export const x=`import "./not-an-import.js"`;',
  '_astro/lazy.js': 'export default 42;',
};

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'kinward-bench-test-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('gzip sizing', () => {
  it('counts the bytes of the gzip stream, which decompresses to the input', () => {
    const text = 'kinward '.repeat(500);
    expect(gzipSize(text)).toBe(gzipSync(text).byteLength);
    expect(gunzipSync(gzipSync(text)).toString()).toBe(text);
    expect(gzipSize(text)).toBeLessThan(text.length / 10);
  });
  it('compresses each item on its own, as each file is served', () => {
    expect(gzipSizes(['a', 'b'])).toBe(gzipSize('a') + gzipSize('b'));
    expect(gzipSizes([])).toBe(0);
  });
  it('prints KiB with one decimal', () => {
    expect(kib(10 * 1024)).toBe('10.0 KiB');
    expect(kib(1536)).toBe('1.5 KiB');
  });
});

describe('module graph', () => {
  it('lists static imports and re-exports, not dynamic imports or strings', async () => {
    expect(await staticImports(files['_astro/Header.js']!)).toEqual(['./shared.js', './util.js']);
    expect(await staticImports(files['_astro/util.js']!)).toEqual(['./shared.js']);
  });
  it('resolves relative and root paths, and nothing else', () => {
    expect(resolveSpecifier('./b.js', '/_astro/a.js')).toBe('/_astro/b.js');
    expect(resolveSpecifier('../x.js', '/_astro/deep/a.js')).toBe('/_astro/x.js');
    expect(resolveSpecifier('/_astro/c.js', '/_astro/a.js')).toBe('/_astro/c.js');
    expect(resolveSpecifier('react', '/_astro/a.js')).toBeNull();
    expect(resolveSpecifier('https://cdn.example/x.js', '/_astro/a.js')).toBeNull();
  });
  it('follows static imports transitively, once each, through cycles, leaving lazy chunks out', async () => {
    const reader = new DistReader(dist);
    const graph = await moduleGraph(['/_astro/Header.js', '/_astro/client.js'], reader.read);
    expect(graph.modules.sort()).toEqual([
      '/_astro/Header.js',
      '/_astro/client.js',
      '/_astro/shared.js',
      '/_astro/util.js',
    ]);
    expect(graph.missing).toEqual([]);
  });
  it('lists what only import() reaches as lazy, after the static graph', async () => {
    const sources: Record<string, string> = {
      '/a.js': 'import"./b.js";const l=()=>import("./lazy.js");',
      '/b.js': 'const again=()=>import("./a.js");export{}',
      '/lazy.js': 'import"./b.js";import"./deep.js";const m=import.meta.url;',
      '/deep.js': 'export const d=1',
    };
    const graph = await moduleGraph(['/a.js'], (path) => sources[path]);
    expect(graph.modules).toEqual(['/a.js', '/b.js']);
    expect(graph.lazy).toEqual(['/lazy.js', '/deep.js']);
  });
  it('reports modules it cannot read and imports it cannot resolve', async () => {
    const sources: Record<string, string> = { '/a.js': 'import"./gone.js";import"react";' };
    const graph = await moduleGraph(['/a.js'], (path) => sources[path]);
    expect(graph).toEqual({ modules: ['/a.js'], lazy: [], missing: ['/gone.js'], unresolved: ['react'] });
  });
});

describe('page assets and weight', () => {
  it('reads stylesheets, JS scripts (not data blocks) and islands from the HTML', () => {
    const assets = pageAssets(files['index.html']!);
    expect(assets.stylesheets).toEqual(['/_astro/site.css']);
    expect(assets.inlineStyles).toEqual(['a{color:red}']);
    expect(assets.scriptSrcs).toEqual(['/_astro/page.js']);
    expect(assets.inlineScripts).toEqual(["document.documentElement.dataset.js = ''"]);
    expect(assets.islands).toEqual([
      {
        name: 'HeaderNav',
        client: 'interaction',
        urls: ['/_astro/Header.js', '/_astro/client.js'],
        componentUrl: '/_astro/Header.js',
        rendererUrl: '/_astro/client.js',
      },
    ]);
  });
  it('never reads markup inside scripts, styles or comments as tags, and decodes attribute values', () => {
    const assets = pageAssets(
      `<!-- <script src="/old.js"></script> --><script>document.write('<link rel="stylesheet" href="/fake.css">')</script>` +
        `<astro-island props="{&quot;a&quot;:&quot;x > y&quot;}" component-url="/_astro/A.js?v=1&amp;w=2" opts="{&quot;name&quot;:&quot;Faq&quot;}" client=visible></astro-island>` +
        `<LINK REL="preload stylesheet" HREF='/b.css'>`,
    );
    expect(assets.scriptSrcs).toEqual([]);
    expect(assets.stylesheets).toEqual(['/b.css']);
    expect(assets.inlineScripts).toHaveLength(1);
    expect(assets.islands).toEqual([
      { name: 'Faq', client: 'visible', urls: ['/_astro/A.js?v=1&w=2'], componentUrl: '/_astro/A.js?v=1&w=2' },
    ]);
  });
  it('sums the gzip size of the CSS and of the whole module graph, each file once', async () => {
    const weight = await staticWeight(files['index.html']!, new DistReader(dist));
    const js = ['page.js', 'Header.js', 'client.js', 'shared.js', 'util.js'].map((name) => files[`_astro/${name}`]!);
    expect(weight.totalJsBytes).toBe(gzipSize("document.documentElement.dataset.js = ''") + gzipSizes(js));
    expect(weight.lazyJsBytes).toBe(gzipSize(files['_astro/lazy.js']!));
    expect(weight.cssBytes).toBe(gzipSize(files['_astro/site.css']!) + gzipSize('a{color:red}'));
    expect(weight.htmlBytes).toBe(gzipSize(files['index.html']!));
    expect(weight.islands).toEqual(['HeaderNav']);
    expect(weight.missing).toEqual([]);
  });
  it('names files a page refers to that the build lacks', async () => {
    const weight = await staticWeight(
      '<script src="/_astro/none.js"></script><link rel="stylesheet" href="https://cdn.example/x.css">',
      new DistReader(dist),
    );
    expect(weight.missing).toEqual(['/_astro/none.js', 'https://cdn.example/x.css (other host)']);
  });
});

describe('routes', () => {
  it('finds the file of a route, and groups routes into kinds', () => {
    expect(htmlFileFor(dist, '/blog/first')).toBe(join(dist, 'blog/first/index.html'));
    expect(htmlFileFor(dist, '/404')).toBe(join(dist, '404.html'));
    expect(htmlFileFor(dist, '/nowhere')).toBeUndefined();
    expect(routeKind('/blog/first')).toBe('/blog/*');
    expect(routeKind('/blog/topics/money')).toBe('/blog/topics/*');
    expect(routeKind('/pricing')).toBe('/pricing');
  });
  it('lists every built page and samples one of each kind plus the main routes', () => {
    const pages = builtPages(dist);
    expect(pages.map((page) => page.route)).toEqual(['/', '/404', '/blog/first', '/blog/second']);
    expect(representativePages(pages, []).map((page) => page.route)).toEqual(['/', '/404', '/blog/first']);
    expect(representativePages(pages, ['/blog/second']).map((page) => page.route)).toEqual([
      '/',
      '/404',
      '/blog/first',
      '/blog/second',
    ]);
  });
  it('finds the newest post from the feed and marks the Lighthouse routes that are not built', () => {
    expect(newestPostRoute(dist)).toBe('/blog/second');
    const targets = lighthouseTargets(dist);
    expect(targets.map((target) => [target.route, target.built])).toEqual([
      ['/', true],
      ['/features/website-fraud-detection', false],
      ['/blog/second', true],
      ['/pricing', false],
      ['/comparison', false],
      ['/dashboard', false],
    ]);
  });
});

describe('budgets and thresholds', () => {
  const page = { route: '/about', cssBytes: 7000, allJsBytes: 110_000, loadJsBytes: 3000 };
  const outcome = (weight: Parameters<typeof routeBudgets>[0]) =>
    routeBudgets(weight).map(({ budget, ok }) => `${budget} ${ok ? 'ok' : 'OVER'}`);
  it('holds every content page to 10 KiB of JavaScript on load and 20 KiB of CSS, whatever its islands', () => {
    expect(routeBudgets(page)).toEqual([
      { budget: 'css', limit: 20 * 1024, actual: 7000, ok: true },
      { budget: 'js-on-load', limit: 10 * 1024, actual: 3000, ok: true },
    ]);
    expect(outcome({ ...page, loadJsBytes: 10 * 1024 })).toEqual(['css ok', 'js-on-load ok']);
    expect(outcome({ ...page, route: '/faq', loadJsBytes: 10 * 1024 + 1, cssBytes: 20 * 1024 + 1 })).toEqual([
      'css OVER',
      'js-on-load OVER',
    ]);
  });
  it('holds /dashboard to 10 KiB on load like every page, and 130 KiB for everything it can load', () => {
    const dashboard = { route: '/dashboard', cssBytes: 9000, loadJsBytes: 10 * 1024, allJsBytes: 130 * 1024 };
    expect(outcome(dashboard)).toEqual(['css ok', 'js-on-load ok', 'js-total ok']);
    expect(outcome({ ...dashboard, loadJsBytes: 10 * 1024 + 1, allJsBytes: 130 * 1024 + 1 })).toEqual([
      'css ok',
      'js-on-load OVER',
      'js-total OVER',
    ]);
    expect(routeBudgets(dashboard).map((budget) => budget.limit)).toEqual([
      BUDGETS.css,
      BUDGETS.pageOnLoad,
      BUDGETS.dashboardTotal,
    ]);
  });
  it('leaves the on-load budget off a page that was not loaded or sends the browser elsewhere', () => {
    expect(outcome({ ...page, loadJsBytes: undefined })).toEqual(['css ok']);
  });
  const passing: LighthouseScores = {
    route: '/',
    scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
    cls: 0,
  };
  it('passes Lighthouse results at the thresholds and names every miss', () => {
    expect(lighthouseFailures([passing])).toEqual([]);
    expect(
      lighthouseFailures([{ ...passing, scores: { ...passing.scores, performance: 97, seo: null }, cls: 0.001 }]),
    ).toEqual(['/: performance 97 < 98', '/: seo could not be scored', '/: CLS 0.001 > 0']);
  });
  it('reports the median run by performance score', () => {
    const run = (performance: number) => ({ ...passing, scores: { ...passing.scores, performance } });
    expect(medianRun([run(90), run(100), run(97)]).scores.performance).toBe(97);
    expect(medianRun([run(99)]).scores.performance).toBe(99);
  });
  it('reports the median CLS of the runs, not the CLS of the median-performance run', () => {
    const run = (performance: number, cls: number) => ({ ...passing, scores: { ...passing.scores, performance }, cls });
    expect(medianRun([run(90, 0), run(97, 0.0057), run(100, 0)]).cls).toBe(0);
    expect(medianRun([run(90, 0.02), run(97, 0), run(100, 0.01)]).cls).toBe(0.01);
    expect(medianRun([run(90, 0.02), run(97, 0), run(100, 0.01)]).scores.performance).toBe(97);
  });
  it('leaves out a run that failed to record the load, unless every run did', () => {
    const run = (performance: number | null) => ({
      ...passing,
      scores: { ...passing.scores, performance },
      cls: performance === null ? null : 0,
    });
    expect(medianRun([run(null), run(100), run(99)]).scores.performance).toBe(99);
    expect(medianRun([run(null), run(null), run(98)]).scores.performance).toBe(98);
    expect(medianRun([run(null)]).scores.performance).toBeNull();
  });
});

describe('Lighthouse settings and results', () => {
  it("multiplies the mobile preset's 4× CPU slowdown, leaving its network throttling as it is", () => {
    expect(throttlingFlags(1).throttling).toMatchObject({ cpuSlowdownMultiplier: 4, rttMs: 150 });
    expect(throttlingFlags(0.5).throttling.cpuSlowdownMultiplier).toBe(2);
    const { throttling } = throttlingFlags(2);
    expect(throttling).toMatchObject({ cpuSlowdownMultiplier: 8, rttMs: 150, throughputKbps: 1638.4 });
    expect(() => throttlingFlags(0)).toThrow(/positive/);
    expect(() => throttlingFlags(Number.NaN)).toThrow(/positive/);
  });
  describe("the share of a core the page's main thread had", () => {
    const page = { pid: 7, tid: 1 };
    const navigation: TraceEvent = {
      ...page,
      name: 'navigationStart',
      ph: 'R',
      ts: 1000,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost:4321/' } },
    };
    const task = (ts: number, dur: number, tdur: number, where = page): TraceEvent => ({
      ...where,
      name: 'RunTask',
      ph: 'X',
      ts,
      dur,
      tdur,
    });
    it("is the CPU time of the page's main-thread tasks over their wall time, from the navigation on", () => {
      const events = [
        task(0, 90_000, 90_000), // before the navigation: about:blank
        navigation,
        task(2000, 80_000, 20_000),
        task(90_000, 20_000, 20_000),
        task(2000, 50_000, 1000, { pid: 7, tid: 2 }), // another thread
        task(2000, 50_000, 1000, { pid: 8, tid: 1 }), // another renderer
        { ...page, name: 'Layout', ph: 'X', ts: 3000, dur: 40_000, tdur: 1000 }, // nested in a task
      ];
      expect(mainThreadShare(events)).toBeCloseTo(0.4);
    });
    it('never corrects by more than its floor, and corrects nothing without a navigation or a CPU time', () => {
      expect(mainThreadShare([navigation, task(2000, 100_000, 1000)])).toBe(MIN_CPU_SHARE);
      expect(mainThreadShare([task(2000, 100_000, 1000)])).toBe(1);
      expect(mainThreadShare([navigation, { ...task(2000, 100_000, 0), tdur: undefined }])).toBe(1);
      const blank = { ...navigation, args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } } };
      expect(mainThreadShare([blank, task(2000, 100_000, 1000)])).toBe(1);
    });
  });
  it("reads the scores, the metrics and the host's benchmarkIndex from a report", () => {
    const audit = (id: string, numericValue: number) => ({ id, score: 1, scoreDisplayMode: 'numeric', numericValue });
    const lhr = {
      categories: {
        performance: { score: 0.97, auditRefs: [] },
        accessibility: { score: 1, auditRefs: [] },
        'best-practices': { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [] },
      },
      audits: {
        'cumulative-layout-shift': audit('cumulative-layout-shift', 0),
        'total-blocking-time': audit('total-blocking-time', 187.4),
      },
      runWarnings: [],
      environment: { benchmarkIndex: 1234.5 },
    } as unknown as Result;
    const run = summarise('/dashboard', 'http://127.0.0.1:1', lhr);
    expect(run).toMatchObject({
      route: '/dashboard',
      scores: { performance: 97, seo: 100 },
      cls: 0,
      benchmarkIndex: 1234.5,
    });
    expect(run.metrics.TBT).toBe(187.4);
  });
});

describe('table', () => {
  it('aligns columns, right-aligns numbers and rules off each section', () => {
    const text = formatTable([
      {
        title: 'SIZES',
        columns: [{ header: 'Route' }, { header: 'JS', align: 'right' }],
        rows: [
          ['/', '1.0 KiB'],
          ['/blog/first', '12.5 KiB'],
        ],
        notes: ['note'],
      },
      { title: 'OTHER', columns: [{ header: 'A' }], rows: [['x']] },
    ]);
    expect(text.split('\n')).toEqual([
      '=====================',
      'SIZES',
      'Route              JS',
      '-----------  --------',
      '/             1.0 KiB',
      '/blog/first  12.5 KiB',
      'note',
      '=====================',
      'OTHER',
      'A',
      '-',
      'x',
      '=====================',
    ]);
  });
  it('builds columns by header: text left-aligned, figures right-aligned', () => {
    expect([...textColumns('Route', 'Page'), ...figureColumns('JS')]).toEqual([
      { header: 'Route' },
      { header: 'Page' },
      { header: 'JS', align: 'right' },
    ]);
  });
});

describe('build scale helpers', () => {
  it('generates ~600-word posts that match the blog schema, from the real posts', () => {
    const templates = readTemplates(join(import.meta.dirname, '../../src/content/blog'));
    expect(templates.length).toBeGreaterThan(0);
    const schema = blogSchema({ image: () => z.string() } as unknown as Parameters<typeof blogSchema>[0]);
    for (const index of [0, 1, 4999]) {
      const post = generatedPost(index, templates[index % templates.length]!);
      const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(post)!;
      expect(schema.safeParse(yaml.load(frontmatter!)).success).toBe(true);
      expect(body!.split(/\s+/).filter(Boolean).length).toBeGreaterThan(500);
      expect(body).not.toMatch(/[{}<]/);
    }
  });
  it('computes ms per extra page and whether growth is linear', () => {
    expect(perExtraPage(20_000, { extraPosts: 1000, ms: 30_000 })).toBe(10);
    expect(perExtraPage(20_000, { extraPosts: 0, ms: 20_000 })).toBeNull();
    expect(
      isLinear([
        { extraPosts: 1000, msPerExtraPage: 10 },
        { extraPosts: 5000, msPerExtraPage: 11 },
      ]),
    ).toBe(true);
    expect(
      isLinear([
        { extraPosts: 1000, msPerExtraPage: 10 },
        { extraPosts: 5000, msPerExtraPage: 20 },
      ]),
    ).toBe(false);
    expect(isLinear([{ extraPosts: 1000, msPerExtraPage: 10 }])).toBeNull();
  });
  it("splits a build's time into phases from the log markers (astro's, then the search index's)", () => {
    const lines = [
      { at: 3000, text: '[build] ✓ Completed in 2.1s.' },
      { at: 5000, text: '[build] Building static entrypoints...' },
      { at: 9000, text: ' generating static routes ' },
      { at: 15000, text: ' generating optimized images ' },
      { at: 18000, text: '[build] ✓ Completed in 13s.' },
      { at: 19000, text: '12:00:00 [kinward:search-index] Indexing the built pages for site search…' },
    ];
    const phases = phaseDurations(lines, 21000);
    expect(phases).toEqual({
      'startup+sync': 5000,
      bundle: 4000,
      render: 6000,
      images: 3000,
      finish: 1000,
      'search index': 2000,
    });
    expect(phaseAt(phases, 10000)).toBe('render');
    expect(phaseAt(phases, 20000)).toBe('search index');
    expect(phaseAt(phases, 22000)).toBeNull();
  });
  it('reads CPU time and peak memory from the GNU time line', () => {
    expect(parseTimeLine('build output\nBENCH_TIME 12.50 1.25 1048576\n')).toEqual({
      cpuMs: 13750,
      maxRssBytes: 1024 ** 3,
    });
    expect(parseTimeLine('no time here')).toBeNull();
  });
  it.runIf(process.platform === 'linux')('reads the memory of a process tree from /proc', () => {
    expect(treeRss(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
  });
});

describe('static server (sirv + compression)', () => {
  type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
  const request = (port: number, path: string, method = 'GET', encoding = 'gzip') =>
    new Promise<Reply>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode!, headers: response.headers, body: body.toString() });
        });
      }).on('error', reject),
    );
  it('serves pages like a static host: directory index, gzip, _headers, and 404.html with status 404', async () => {
    const server = await serveDist(dist, 0);
    const { port } = server.address() as { port: number };
    try {
      const page = await request(port, '/blog/first');
      expect(page).toMatchObject({ status: 200, body: files['blog/first/index.html'] });
      expect(page.headers).toMatchObject({
        'content-encoding': 'gzip',
        'content-type': 'text/html;charset=utf-8',
        'x-content-type-options': 'nosniff',
      });
      expect(page.headers['content-security-policy']).toBe("default-src 'self'");
      expect(await request(port, '/blog/first/')).toMatchObject({ status: 200, body: files['blog/first/index.html'] });
      expect(await request(port, '/')).toMatchObject({ status: 200, body: files['index.html'] });
      const script = await request(port, '/_astro/lazy.js');
      expect(script.headers).toMatchObject({
        'content-type': 'text/javascript',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(script.headers['content-encoding']).toBe('gzip');
      const plain = await request(port, '/_astro/site.css', 'GET', 'identity');
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, files['_astro/site.css']]);
      const missing = await request(port, '/nowhere');
      expect(missing).toMatchObject({ status: 404, body: files['404.html'] });
      expect(missing.headers).toMatchObject({
        'content-type': 'text/html;charset=utf-8',
        'x-content-type-options': 'nosniff',
      });
      expect(await request(port, '/nowhere', 'HEAD')).toMatchObject({ status: 404, body: '' });
      expect(await request(port, '/../../etc/passwd')).toMatchObject({ status: 404, body: files['404.html'] });
    } finally {
      server.close();
    }
  });
});
