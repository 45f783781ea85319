/**
 * Checks the checker's hand-written message sets before anyone trains or evaluates on them:
 * data/checker/modern-eval.jsonl (the modern evaluation set) and data/checker/handwritten-train.jsonl
 * (team training examples).
 *
 * Every line must parse as {"text", "sender"?, "label": "scam" | "genuine", "kind"}; each file must
 * hold enough of each label; and no message may appear twice, or nearly twice, within a file or
 * across the two. "Nearly" is measured on normalised lowercase word 5-grams: two messages are
 * near-duplicates when the 5-grams they share cover at least half of the shorter one's. That keeps
 * the evaluation set a test of generalisation, not of memory.
 *
 * Prints counts per label and kind, and exits 1 on any problem.  npm exec -- node scripts/checker/check-data.ts
 */
import { readFileSync } from 'node:fs';

const FILES = {
  eval: { path: 'data/checker/modern-eval.jsonl', minPerLabel: 170 },
  train: { path: 'data/checker/handwritten-train.jsonl', minPerLabel: 120 },
} as const;
const LABELS = ['scam', 'genuine'] as const;
const KEYS = new Set(['text', 'sender', 'label', 'kind']);
/**
 * Word n-gram length, and what makes two messages near-duplicates: sharing this share of the shorter
 * one's n-grams, and at least MIN_SHARED of them (two one-line codes may well share "never share this code").
 */
const GRAM = 5;
const NEAR = 0.5;
const MIN_SHARED = 3;

type Label = (typeof LABELS)[number];
interface Message {
  file: string;
  line: number;
  text: string;
  label: Label;
  kind: string;
  /** The message's words joined: equal for exact duplicates that differ only in case, digits or punctuation. */
  plain: string;
  grams: Set<string>;
}

const problems: string[] = [];

function isLabel(value: unknown): value is Label {
  return LABELS.some((label) => label === value);
}

/** Lowercase words with digits, punctuation and emoji dropped, so "Pay $4.15 NOW!" ≈ "pay now". */
function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []
  );
}

function shingles(text: string): Set<string> {
  const w = words(text);
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= w.length; i++) grams.add(w.slice(i, i + GRAM).join(' '));
  // A message shorter than one n-gram is compared whole.
  if (grams.size === 0 && w.length > 0) grams.add(w.join(' '));
  return grams;
}

function load(file: string): Message[] {
  const messages: Message[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      const line = index + 1;
      if (raw.trim() === '') return;
      let row: unknown;
      try {
        row = JSON.parse(raw);
      } catch {
        problems.push(`${file}:${line}: not JSON`);
        return;
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        problems.push(`${file}:${line}: not an object`);
        return;
      }
      const record = row as Record<string, unknown>;
      const extra = Object.keys(record).filter((key) => !KEYS.has(key));
      if (extra.length > 0) problems.push(`${file}:${line}: unknown field ${extra.join(', ')}`);
      const { text, sender, label, kind } = record;
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${file}:${line}: text missing`);
      if (sender !== undefined && (typeof sender !== 'string' || sender.trim() === ''))
        problems.push(`${file}:${line}: sender is not a non-empty string`);
      if (!isLabel(label)) problems.push(`${file}:${line}: label must be scam or genuine`);
      if (typeof kind !== 'string' || !/^[a-z]+(?:-[a-z]+)*$/.test(kind))
        problems.push(`${file}:${line}: kind must be a short lowercase-hyphenated category`);
      if (typeof text === 'string' && isLabel(label) && typeof kind === 'string')
        messages.push({ file, line, text, label, kind, plain: words(text).join(' '), grams: shingles(text) });
    });
  return messages;
}

/** How many n-grams two messages share, and what share of the smaller message's n-grams that is. */
function overlap(a: Set<string>, b: Set<string>): { shared: number; share: number } {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const gram of small) if (large.has(gram)) shared++;
  return { shared, share: small.size === 0 ? 0 : shared / small.size };
}

function report(name: string, messages: Message[], minPerLabel: number): void {
  console.log(`\n${name}: ${messages.length} messages`);
  for (const label of LABELS) {
    const ofLabel = messages.filter((m) => m.label === label);
    const kinds = new Map<string, number>();
    for (const m of ofLabel) kinds.set(m.kind, (kinds.get(m.kind) ?? 0) + 1);
    const list = [...kinds].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    console.log(`  ${label} ${ofLabel.length}: ${list.map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
    if (ofLabel.length < minPerLabel)
      problems.push(`${name}: only ${ofLabel.length} ${label} (at least ${minPerLabel})`);
  }
}

const evalSet = load(FILES.eval.path);
const trainSet = load(FILES.train.path);
report('modern-eval', evalSet, FILES.eval.minPerLabel);
report('handwritten-train', trainSet, FILES.train.minPerLabel);

const all = [...evalSet, ...trainSet];
let maxAcross = 0;
let sharingAcross = 0;
for (let i = 0; i < all.length; i++) {
  for (let j = i + 1; j < all.length; j++) {
    const a = all[i]!;
    const b = all[j]!;
    const { shared, share } = overlap(a.grams, b.grams);
    const across = a.file !== b.file;
    if (across) {
      maxAcross = Math.max(maxAcross, share);
      if (shared > 0) sharingAcross++;
    }
    const where = `${across ? 'across files' : 'within a file'}: ${a.file}:${a.line} and ${b.file}:${b.line}`;
    if (a.plain === b.plain) problems.push(`${where} are the same text`);
    else if (share >= NEAR && shared >= MIN_SHARED)
      problems.push(`${where} share ${shared} word ${GRAM}-grams, ${Math.round(share * 100)} % of the shorter`);
  }
}
console.log(
  `\nAcross the two files: ${sharingAcross} pairs share any word ${GRAM}-gram; the largest share is ${Math.round(maxAcross * 100)} % (near-duplicate from ${NEAR * 100} % and ${MIN_SHARED} shared).`,
);

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('No problems.');
