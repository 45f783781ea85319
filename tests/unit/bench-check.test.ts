/** `npm run bench`'s /check section (scripts/bench/check-*.ts, sourcemap.ts): the parts of the checker's weight and the timing's helpers. */
import { describe, expect, it } from 'vitest';
import { CHECKER_GOALS, checkerFailures } from '../../scripts/bench/budgets';
import { CHECK_MESSAGE, CHECK_SENDER, percentile } from '../../scripts/bench/check-speed';
import { islandDataGzip, isPslSource, lazyPartOf } from '../../scripts/bench/check-weight';
import { gzipSize } from '../../scripts/bench/gzip';
import { attributeChunk, decodeVlq, mappedSpans } from '../../scripts/bench/sourcemap';
import { createChecker } from '../../src/lib/checker';
import model from '../../src/lib/checker/data/model.json';
import shorteners from '../../src/lib/checker/data/url-shorteners.json';
import { shortenerDomains } from '../../src/lib/checker/shortener-list';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
  it('leaves the values as they were', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('the timed message', () => {
  it('is 1,000 characters (± 20) with a link and a free-mail sender', () => {
    expect(Math.abs(CHECK_MESSAGE.length - 1000)).toBeLessThanOrEqual(20);
    expect(CHECK_MESSAGE).toMatch(/https:\/\/\S+/);
    expect(CHECK_SENDER).toMatch(/@gmail\.com$/);
  });
  it('is one the engine finds red flags in, so the timing covers a full answer', () => {
    const check = createChecker({ brands: [], shorteners: shortenerDomains(shorteners), model });
    const result = check(CHECK_MESSAGE, CHECK_SENDER);
    expect(result.verdict).toBe('red-flags');
  });
});

describe('the parts of the checker', () => {
  it('names the lazy chunks by file name, whatever the hash', () => {
    expect(lazyPartOf('/_astro/model.CkA24LOk.js')).toBe('model');
    expect(lazyPartOf('/_astro/url-shorteners.BXeJa34f.js')).toBe('URL shortener list');
    expect(lazyPartOf('assets/model-CkA24LOk.js')).toBe('model');
    expect(lazyPartOf('/_astro/brands.ChuTJ8oz.js')).toBe('brands');
    expect(lazyPartOf('/_astro/engine.D7V4sxrs.js')).toBe('engine');
    expect(lazyPartOf('/_astro/modeling.js')).toBe('engine');
  });
  it('counts tldts-icann and tldts-core as the Public Suffix List, nothing else', () => {
    expect(isPslSource('../../node_modules/tldts-icann/dist/es6/src/data/trie.js')).toBe(true);
    expect(isPslSource('/repo/node_modules/tldts-core/dist/es6/src/domain.js')).toBe(true);
    expect(isPslSource('../../src/lib/checker/links.ts')).toBe(false);
    expect(isPslSource('../../node_modules/linkify-it/index.mjs')).toBe(false);
  });
});

describe("the data the page gives the checker's island", () => {
  const island = (url: string, props: string) =>
    `<astro-island uid="a" component-url="${url}" renderer-url="/_astro/client.js" props="${props}" ssr client="idle"></astro-island>`;
  const data = Array.from({ length: 300 }, (_, i) => `[0,&quot;brand-${(i * 7919) % 1009}.example&quot;]`).join(',');
  const page = (checker: string, header: string) =>
    `<!doctype html><html><body><main><h1>Is this a scam?</h1>${island('/_astro/HeaderNav.js', header)}${checker}</main></body></html>`;
  it("counts what the island's props add to the page's gzip, not another island's", () => {
    const html = page(island('/_astro/ScamChecker.js', `{&quot;brands&quot;:[1,[${data}]]}`), '{}');
    const added = islandDataGzip(html, '/_astro/ScamChecker.js');
    expect(added).toBe(gzipSize(html) - gzipSize(page(island('/_astro/ScamChecker.js', '{}'), '{}')));
    expect(added).toBeGreaterThan(500);
    const headerOnly = page(island('/_astro/ScamChecker.js', '{}'), `{&quot;brands&quot;:[1,[${data}]]}`);
    expect(islandDataGzip(headerOnly, '/_astro/ScamChecker.js')).toBe(0);
  });
  it('is 0 for an island without props or not in the page', () => {
    const html = page('<astro-island component-url="/_astro/ScamChecker.js" client="idle"></astro-island>', '{}');
    expect(islandDataGzip(html, '/_astro/ScamChecker.js')).toBe(0);
    expect(islandDataGzip(html, '/_astro/Other.js')).toBe(0);
  });
});

describe('source-map attribution', () => {
  it('decodes Base64 VLQ segments', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(decodeVlq('GCAA')).toEqual([3, 1, 0, 0]);
    expect(() => decodeVlq('A!')).toThrow();
  });
  it('splits generated lines into stretches, each to the next segment or the end of its line', () => {
    // Line 0: columns 0-2 from source 0, 3-5 from source 1; line 1: column 0-1 unmapped, then source 0 from column 2.
    expect(mappedSpans('AAAA,GCAA;EDAA', [6, 5])).toEqual([
      { line: 0, start: 0, end: 3, source: 0 },
      { line: 0, start: 3, end: 6, source: 1 },
      { line: 1, start: 0, end: 2, source: -1 },
      { line: 1, start: 2, end: 5, source: 0 },
    ]);
  });
  it('shares the chunk’s gzip between its parts in proportion to each part’s own, adding up exactly', () => {
    const a = 'function alpha(){return 1}'.repeat(40);
    const b = 'const table={x:[1,2,3],y:"abc"};'.repeat(5);
    const code = `${a}${b}`;
    const map = {
      sources: ['node_modules/tldts-icann/index.js', 'src/engine.ts'],
      mappings: `AAAA,${vlq(a.length)}CAAA`,
    };
    const parts = attributeChunk(code, map, (source) => (isPslSource(source) ? 'psl' : 'engine'), {
      unmapped: 'engine',
      totalGzip: 1000,
    });
    expect(parts.map((part) => part.part).sort()).toEqual(['engine', 'psl']);
    expect(parts.reduce((total, part) => total + part.gzip, 0)).toBe(1000);
    const psl = parts.find((part) => part.part === 'psl')!;
    expect(psl.rawBytes).toBe(a.length);
    expect(psl.gzip).toBeCloseTo((1000 * gzipSize(a)) / (gzipSize(a) + gzipSize(b)), -1);
  });
});

/** One Base64 VLQ number (the test's own encoder, the inverse of decodeVlq). */
function vlq(value: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += chars[digit];
  } while (rest > 0);
  return out;
}

describe('the goals of /check', () => {
  it('holds the checker to 90 KiB beyond React and a check to 15 ms p95 with the CPU throttled 4×, with no other host', () => {
    expect(CHECKER_GOALS).toEqual({ beyondReact: 90 * 1024, checkP95Ms: 15, cpuThrottle: 4 });
    expect(checkerFailures(90 * 1024, { p95Ms: 15, offsite: [] })).toEqual([]);
    expect(checkerFailures(90 * 1024 + 1)).toEqual(['/check: checker beyond React 90.0 KiB > 90 KiB']);
    expect(checkerFailures(1, { p95Ms: 15.1, offsite: ['https://x.example/'] })).toEqual([
      '/check: a check takes 15.1 ms p95 > 15 ms (CPU 4× throttled)',
      '/check: requests to other hosts: https://x.example/',
    ]);
    expect(checkerFailures(1, { p95Ms: Number.NaN, offsite: [] })).toHaveLength(1);
  });
});
