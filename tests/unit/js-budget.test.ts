import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { importsOf } from '../../scripts/bench/graph';
import { measurePageJs } from '../../scripts/js-budget';

describe('importsOf', () => {
  it('finds static imports in minified chunks, and dynamic ones apart', async () => {
    const code =
      'import{i as e,n as t}from"./react-dom.js";import"./side.js";export*from"./re.js";' +
      'export{a as b}from"../up/x.js";const m=()=>import("./lazy.js");import x from \'./default.js\'';
    const { staticImports, dynamicImports } = await importsOf(code);
    expect(staticImports.sort()).toEqual(['../up/x.js', './default.js', './re.js', './react-dom.js', './side.js']);
    expect(dynamicImports).toEqual(['./lazy.js']);
  });
});

describe('measurePageJs', () => {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const write = (path: string, text: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  write(
    'page/index.html',
    `<script>var a=1</script><script type="application/ld+json">{"x":1}</script>
     <script type="module" src="/_astro/entry.js"></script>
     <astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js" ssr></astro-island>`,
  );
  write('_astro/entry.js', 'import"./shared.js";console.log(1)');
  write('_astro/Island.js', 'import{a}from"./shared.js";const l=()=>import("./Lazy.js");export default a');
  write('_astro/client.js', 'import{b}from"./shared.js";export default b');
  write('_astro/shared.js', 'export const a=1,b=2');
  write('_astro/Lazy.js', 'import"./shared.js";import"./deep.js";export const z=3');
  write('_astro/deep.js', 'export const d=4');
  write('_astro/unused.js', 'export const never=5');

  it('follows the HTML, the island URLs and static imports, counting each file once', async () => {
    const js = await measurePageJs(dist, '/page');
    expect(js.initial.map((s) => s.name).sort()).toEqual([
      '/_astro/Island.js',
      '/_astro/client.js',
      '/_astro/entry.js',
      '/_astro/shared.js',
      'inline #1',
    ]);
    expect(js.lazy.map((s) => s.name).sort()).toEqual(['/_astro/Lazy.js', '/_astro/deep.js']);
    const entry = js.initial.find((s) => s.name === '/_astro/entry.js')!;
    expect(entry.gzip).toBe(gzipSync('import"./shared.js";console.log(1)').length);
    expect(js.totalGzip).toBe([...js.initial, ...js.lazy].reduce((t, s) => t + s.gzip, 0));
    expect(js.initialGzip).toBeLessThan(js.totalGzip);
  });

  it('says so when the page is not built', async () => {
    await expect(measurePageJs(dist, '/missing')).rejects.toThrow(/npm run build/);
  });
});
