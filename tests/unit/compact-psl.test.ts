import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import * as tldts from 'tldts-icann';
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

  /** Each node's edges as `label>child`, sorted, so two tables can be compared whatever their edge order. */
  function edgesByNode(trie: SuffixTrie): string[][] {
    const nodes: string[][] = [];
    let offset = 0;
    for (let node = 0; node < trie.nodeFlags.length; node += 1) {
      const edges: string[] = [];
      for (let edge = trie.edgeStart[node]!; edge < trie.edgeStart[node + 1]!; edge += 1)
        edges.push(`${trie.labelText.slice(offset, (offset += trie.edgeLength[edge]!))}>${trie.edgeChild[edge]}`);
      nodes.push(edges.sort());
    }
    return nodes;
  }

  /** tldts-icann bundled as the site's build bundles it: with the compact table in place of its own. */
  async function tldtsWithCompactTable(): Promise<typeof import('tldts-icann')> {
    const result = await build({
      entryPoints: [join(process.cwd(), 'node_modules/tldts-icann/dist/es6/index.js')],
      bundle: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'compact-psl',
          setup(bundler) {
            bundler.onLoad({ filter: /trie\.js$/ }, ({ path }) => {
              const replaced = compactPsl().transform('', path);
              return replaced ? { contents: replaced.code, loader: 'js' } : undefined;
            });
          },
        },
      ],
    });
    const file = join(dir, 'tldts-compact.mjs');
    writeFileSync(file, result.outputFiles[0]!.text);
    return (await import(pathToFileURL(file).href)) as typeof import('tldts-icann');
  }

  /** Every rule of a table below `root`, written as a name ('*' as a label, 'x' in its place). */
  function rules(trie: SuffixTrie, root: number): string[] {
    const edges = edgesByNode(trie);
    const found: string[] = [];
    const walk = (node: number, suffix: string) => {
      for (const edge of edges[node]!) {
        const [label, child] = edge.split('>') as [string, string];
        const name = suffix ? `${label === '*' ? 'x' : label}.${suffix}` : label;
        found.push(name);
        walk(Number(child), name);
      }
    };
    walk(root, '');
    return found;
  }

  it("rebuilds tldts-icann's table, all but the top-level domains with no rule below them", async () => {
    const rebuilt = await built();
    expect(Object.keys(rebuilt).sort()).toEqual(Object.keys(published).sort());
    for (const name of ['nodeFlags', 'edgeStart', 'edgeLength', 'edgeChild'] as const)
      expect(rebuilt[name].constructor).toBe(published[name].constructor);
    expect(Array.from(rebuilt.nodeFlags)).toEqual(Array.from(published.nodeFlags));
    expect([rebuilt.rulesRoot, rebuilt.exceptionsRoot]).toEqual([published.rulesRoot, published.exceptionsRoot]);
    const mine = edgesByNode(rebuilt);
    const theirs = edgesByNode(published);
    const leaf = (edge: string) => {
      const child = Number(edge.split('>')[1]);
      return theirs[child]!.length === 0;
    };
    theirs.forEach((edges, node) =>
      expect(mine[node], `node ${node}`).toEqual(
        node === published.rulesRoot ? edges.filter((edge) => !leaf(edge)) : edges,
      ),
    );
    const left = theirs[published.rulesRoot]!.filter(leaf).map((edge) => edge.split('>')[0]);
    expect(left).toEqual(expect.arrayContaining(['com', 'org', 'shop']));
    expect(left.length).toBeGreaterThan(1000);
  });

  it('gives every rule of the list the same suffix and registrable domain as tldts-icann itself', async () => {
    const compact = await tldtsWithCompactTable();
    const names = [
      ...rules(published, published.rulesRoot),
      ...rules(published, published.exceptionsRoot),
      'not-a-listed-ending',
      'localhost',
    ];
    expect(names).toEqual(expect.arrayContaining(['com', 'co.uk', 'kawasaki.jp', 'x.kawasaki.jp', 'city.kawasaki.jp']));
    let compared = 0;
    for (const name of names)
      for (const host of [name, `example.${name}`, `www.example.${name}`]) {
        expect(compact.getPublicSuffix(host), host).toBe(tldts.getPublicSuffix(host));
        expect(compact.getDomain(host), host).toBe(tldts.getDomain(host));
        compared += 1;
      }
    expect(compared).toBeGreaterThan(3 * 7000);
    expect(compact.getDomain('paypal.com.secure-check.example')).toBe('secure-check.example');
    expect(compact.getDomain('www.amazon.co.uk')).toBe('amazon.co.uk');
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
    // Node 0 ends a rule; the root (1) has "uk" (to node 2) and "com"; node 2 has "co" and "ac"; node 3 holds no exception.
    const tiny: SuffixTrie = {
      nodeFlags: Uint8Array.from([1, 0, 1, 0]),
      edgeStart: Uint16Array.from([0, 0, 2, 4, 4]),
      edgeLength: Uint8Array.from([2, 3, 2, 2]),
      edgeChild: Uint16Array.from([2, 0, 0, 0]),
      labelText: 'ukcomcoac',
      rulesRoot: 1,
      exceptionsRoot: 3,
    };
    // "com" has no rule below it, so the text leaves it out: tldts's fallback rule gives the same suffix.
    expect(encodeTrie(tiny)).toBe('1;0uk>2;1ac,co;0');
    const file = join(dir, 'tiny.mjs');
    writeFileSync(file, trieModule(tiny));
    const rebuilt = (await import(pathToFileURL(file).href)) as SuffixTrie;
    const djb2 = (label: string) => {
      let h = 5381;
      for (let i = label.length - 1; i >= 0; i -= 1) h = (h * 33) ^ label.charCodeAt(i);
      return h >>> 0;
    };
    const child = [...['co', 'ac']].sort((x, y) => djb2(x) - djb2(y));
    expect(rebuilt.labelText).toBe(['uk', ...child].join(''));
    expect(Array.from(rebuilt.edgeChild)).toEqual([2, 0, 0]);
    expect(Array.from(rebuilt.edgeStart)).toEqual([0, 0, 1, 3, 3]);
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
