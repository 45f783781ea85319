import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compactPsl, encodeTrie, trieModule, type SuffixTrie } from '../../src/build/compact-psl';

const trieFile = (build: 'es6' | 'cjs') =>
  join(process.cwd(), `node_modules/tldts-icann/dist/${build}/src/data/trie.js`);
const published = (await import(pathToFileURL(trieFile('es6')).href)) as SuffixTrie;

describe('the compact Public Suffix List module', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compact-psl-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** What the site's build puts in place of tldts-icann's data module, loaded as a browser would. */
  async function built(id = trieFile('es6')): Promise<SuffixTrie> {
    const result = compactPsl().transform('', id);
    if (!result) throw new Error('the plugin left the module alone');
    const file = join(dir, `trie-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(file, result.code);
    return (await import(pathToFileURL(file).href)) as SuffixTrie;
  }

  it("rebuilds exactly the exports tldts-icann's lookup reads", async () => {
    const rebuilt = await built();
    expect(Object.keys(rebuilt).sort()).toEqual(Object.keys(published).sort());
    for (const name of ['nodeFlags', 'edgeStart', 'edgeLength', 'edgeChild'] as const) {
      expect(rebuilt[name].constructor).toBe(published[name].constructor);
      expect(Array.from(rebuilt[name]), name).toEqual(Array.from(published[name]));
    }
    expect(rebuilt.labelText).toBe(published.labelText);
    expect([rebuilt.rulesRoot, rebuilt.exceptionsRoot]).toEqual([published.rulesRoot, published.exceptionsRoot]);
  });

  it('reads the same table from the CommonJS build as the ES build holds', () => {
    const cjs = createRequire(import.meta.url)(trieFile('cjs')) as SuffixTrie;
    expect(encodeTrie(cjs)).toBe(encodeTrie(published));
  });

  it('is smaller under gzip than the module it replaces', () => {
    const before = gzipSync(readFileSync(trieFile('es6'))).length;
    const after = gzipSync(trieModule(published)).length;
    expect(after).toBeLessThan(before - 2000);
  });

  it("puts each node's edges back in the order of tldts's hash, whatever order the text lists them", async () => {
    // Two nodes: the root with "uk" (to node 1) and "com"; node 1 with "co" and "ac".
    const tiny: SuffixTrie = {
      nodeFlags: Uint8Array.from([0, 1]),
      edgeStart: Uint16Array.from([0, 2, 4]),
      edgeLength: Uint8Array.from([2, 3, 2, 2]),
      edgeChild: Uint16Array.from([1, 0, 0, 0]),
      labelText: 'ukcomcoac',
      rulesRoot: 0,
      exceptionsRoot: 1,
    };
    expect(encodeTrie(tiny)).toBe('0com,uk>1;1ac,co');
    const file = join(dir, 'tiny.mjs');
    writeFileSync(file, trieModule(tiny));
    const rebuilt = (await import(pathToFileURL(file).href)) as SuffixTrie;
    const djb2 = (label: string) => {
      let h = 5381;
      for (let i = label.length - 1; i >= 0; i -= 1) h = (h * 33) ^ label.charCodeAt(i);
      return h >>> 0;
    };
    const order = (labels: string[]) => [...labels].sort((a, b) => djb2(a) - djb2(b));
    const root = order(['uk', 'com']);
    const child = order(['co', 'ac']);
    expect(rebuilt.labelText).toBe([...root, ...child].join(''));
    expect(Array.from(rebuilt.edgeChild)).toEqual([...root.map((label) => (label === 'uk' ? 1 : 0)), 0, 0]);
    expect(Array.from(rebuilt.edgeStart)).toEqual([0, 2, 4]);
  });

  it('stops the build naming the label when a label would break the format', () => {
    const broken: SuffixTrie = {
      nodeFlags: Uint8Array.from([0]),
      edgeStart: Uint16Array.from([0, 1]),
      edgeLength: Uint8Array.from([3]),
      edgeChild: Uint16Array.from([0]),
      labelText: 'a;b',
      rulesRoot: 0,
      exceptionsRoot: 0,
    };
    expect(() => encodeTrie(broken)).toThrow('compact-psl: the label "a;b" holds a separator');
  });

  it('leaves every other module alone', () => {
    const plugin = compactPsl();
    expect(plugin.apply).toBe('build');
    expect(
      plugin.transform('', join(process.cwd(), 'node_modules/tldts-icann/dist/es6/src/suffix-trie.js')),
    ).toBeNull();
    expect(plugin.transform('', join(process.cwd(), 'src/lib/checker/links.ts'))).toBeNull();
  });
});
