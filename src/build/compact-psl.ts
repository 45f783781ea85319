/**
 * A Vite plugin that ships tldts-icann's Public Suffix List table in fewer bytes, for the site's build and the
 * bench's rebuild of the checker. tldts is still what reads the list: only the data module it imports is replaced,
 * by one that rebuilds the very same exports when it loads.
 *
 * tldts-icann (7.4) publishes its table as typed arrays written out as decimal numbers, plus every label of the
 * list run together in hash order (`labelText`). Here each node of the trie is its flag, then its edges
 * as `label` or `label>child` (the child node in base 36), sorted alphabetically, which gzip packs better
 * (neighbouring labels share their starts: the Japanese and Italian place names). On load the edges are put back
 * in tldts's order (by the djb2 hash its lookup binary-searches) and the arrays rebuilt: gzip 27.2 KiB → 24.5 KiB.
 *
 * A top-level domain with no rule below it (com, org, shop and about 1,400 more) is left out: where the list has no
 * rule for a name, tldts applies the list's prevailing rule '*', which makes the right-most label the suffix, the
 * very answer such an entry gives. That is 6 KiB gzip less again (24.0 → 18.2 KiB).
 * tests/unit/compact-psl.test.ts proves every other node is tldts's own, and that tldts's getDomain and
 * getPublicSuffix give the same answer with the compact table for every rule of the list, so an update of tldts
 * that changes its table's shape or its fallback fails there, not in a visitor's browser.
 */
import { createRequire } from 'node:module';

/** The module of tldts-icann that holds the table. */
export const TRIE_MODULE = /\/node_modules\/tldts-icann\/dist\/es6\/src\/data\/trie\.js$/;

/** tldts-icann's table, as its data module exports it. */
export interface SuffixTrie {
  nodeFlags: Uint8Array;
  edgeStart: Uint16Array;
  edgeLength: Uint8Array;
  edgeChild: Uint16Array;
  labelText: string;
  rulesRoot: number;
  exceptionsRoot: number;
}

/** The compact text of a table: a node after each `;`, its flag digit and then its edges (without the top-level leaves). */
export function encodeTrie(trie: SuffixTrie): string {
  const lines: string[] = [];
  let offset = 0;
  for (let node = 0; node < trie.nodeFlags.length; node += 1) {
    const edges: string[] = [];
    for (let edge = trie.edgeStart[node]!; edge < trie.edgeStart[node + 1]!; edge += 1) {
      const label = trie.labelText.slice(offset, (offset += trie.edgeLength[edge]!));
      if (/[,>;]/.test(label)) throw new Error(`compact-psl: the label "${label}" holds a separator`);
      const child = trie.edgeChild[edge]!;
      // A top-level domain with nothing below it: the prevailing '*' rule gives the same suffix.
      if (node === trie.rulesRoot && trie.edgeStart[child] === trie.edgeStart[child + 1]) continue;
      edges.push(child ? `${label}>${child.toString(36)}` : label);
    }
    const flag = trie.nodeFlags[node]!;
    if (flag > 9) throw new Error(`compact-psl: node ${node} has the flag ${flag}, more than one digit`);
    lines.push(`${flag}${edges.sort().join(',')}`);
  }
  return lines.join(';');
}

/**
 * The JavaScript of the replacement module: the same exports, rebuilt from the compact text. The hash is tldts's
 * (djb2 over the label from its last character), so each node's edges come back in the order its lookup expects.
 */
export function trieModule(trie: SuffixTrie): string {
  return `const hash = (label) => {
  let h = 5381;
  for (let i = label.length - 1; i >= 0; i -= 1) h = (h * 33) ^ label.charCodeAt(i);
  return h >>> 0;
};
const nodes = ${JSON.stringify(encodeTrie(trie))}.split(';');
const labels = [];
const children = [];
const starts = [0];
for (const node of nodes) {
  const edges = node.length > 1 ? node.slice(1).split(',') : [];
  for (const [, label, child] of edges
    .map((edge) => {
      const [label, child] = edge.split('>');
      return [hash(label), label, child ? parseInt(child, 36) : 0];
    })
    .sort((a, b) => a[0] - b[0])) {
    labels.push(label);
    children.push(child);
  }
  starts.push(labels.length);
}
export const nodeFlags = Uint8Array.from(nodes, (node) => Number(node[0]));
export const edgeStart = Uint16Array.from(starts);
export const edgeLength = Uint8Array.from(labels, (label) => label.length);
export const edgeChild = Uint16Array.from(children);
export const labelText = labels.join('');
export const rulesRoot = ${trie.rulesRoot};
export const exceptionsRoot = ${trie.exceptionsRoot};
`;
}

/** The Vite plugin: replaces tldts-icann's data module in a build. */
export function compactPsl() {
  return {
    name: 'kinward:compact-psl',
    apply: 'build' as const,
    transform(_code: string, id: string) {
      const path = id.split('?')[0]!;
      if (!TRIE_MODULE.test(path)) return null;
      // The same table from the package's CommonJS build: Node's own require, since this runs inside Vite.
      const trie = createRequire(import.meta.url)(path.replace('/dist/es6/', '/dist/cjs/')) as SuffixTrie;
      const code = trieModule(trie);
      // Every line maps to the start of tldts's module, so the bench still counts these bytes as the list's.
      const mappings = code
        .split('\n')
        .map(() => 'AAAA')
        .join(';');
      return { code, map: { version: 3, sources: [path], names: [], mappings } };
    },
  };
}
