/**
 * npm run checker:eval: how well the committed checker does, in figures, on messages it never learnt from:
 * the held-out test split (never used for training or thresholds) and the team's hand-written modern set.
 * "Flagged" means the verdict is red-flags; the warning-signs row counts warning signs as flagged too.
 *
 *   npm run checker:eval              the table
 *   npm run checker:eval -- --errors  also the misjudged messages
 *   npm run checker:eval -- --validation --errors
 *                                     also the validation split (the one thresholds are chosen on), to study its errors
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createChecker } from '../../src/lib/checker/index.ts';
import { checkerData, modelPath } from './data.ts';
import { type Example, loadJsonl, loadSplits, MODERN_PATH } from './datasets.ts';
import { metrics, type Scored } from './metrics.ts';

const showErrors = process.argv.includes('--errors');
const showValidation = process.argv.includes('--validation');
const check = createChecker(checkerData());
const timings: number[] = [];

/** Checks every message of a set, timing each. */
function run(examples: Example[]) {
  return examples.map((example) => {
    const started = performance.now();
    const result = check(example.text, example.sender);
    timings.push(performance.now() - started);
    return { example, result, scam: example.label === 'scam' };
  });
}

const percent = (value: number) => `${(value * 100).toFixed(2)} %`.padStart(8);
const figure = (value: number) => value.toFixed(4).padStart(9);
const rows: string[] = [];

/** One line of the table per set and reading of the verdict. */
function report(name: string, examples: Example[]) {
  const results = run(examples);
  for (const [reading, flagged] of [
    ['red-flags', (verdict: string) => verdict === 'red-flags'],
    ['+ warning-signs', (verdict: string) => verdict !== 'no-red-flags'],
  ] as const) {
    const m = metrics(
      results.map(({ scam, result }): Scored => ({ scam, score: result.score, flagged: flagged(result.verdict) })),
    );
    rows.push(
      `${name.padEnd(26)}${reading.padEnd(17)}${String(m.count).padStart(6)}${String(m.scams).padStart(6)}${figure(m.precision)}${figure(m.recall)}${figure(m.f1)}${percent(m.fpr)}${figure(m.auc)}`,
    );
  }
  if (showErrors) {
    for (const { example, result, scam } of results) {
      if (scam === (result.verdict === 'red-flags')) continue;
      console.log(
        `${scam ? 'MISSED' : 'FALSE ALARM'} ${name} ${result.verdict} ${result.score.toFixed(3)} model ${result.modelScore.toFixed(3)} [${result.flags.map((f) => f.id).join(',')}] ${example.kind ?? ''}: ${example.text.slice(0, 160).replace(/\s+/g, ' ')}`,
      );
    }
  }
}

const splits = await loadSplits();
const test = splits.test;
if (showValidation) report('validation (thresholds)', splits.validation);
report('held-out: all', test);
report(
  'held-out: SMS (UCI)',
  test.filter((e) => e.source === 'sms'),
);
report(
  'held-out: SpamAssassin',
  test.filter((e) => e.source === 'spamassassin'),
);
if (test.some((e) => e.source === 'handwritten'))
  report(
    'held-out: hand-written',
    test.filter((e) => e.source === 'handwritten'),
  );
const modern = loadJsonl(MODERN_PATH, 'modern');
if (modern.length) report('modern set (hand-written)', modern);

console.log(
  `${'set'.padEnd(26)}${'flagged means'.padEnd(17)}${'count'.padStart(6)}${'scams'.padStart(6)}${'precision'.padStart(9)}${'recall'.padStart(9)}${'F1'.padStart(9)}${'FPR'.padStart(8)}${'ROC AUC'.padStart(9)}`,
);
for (const row of rows) console.log(row);
if (!modern.length)
  console.log(`\nmodern set: skipped, ${MODERN_PATH.replace(/^.*?data\//, 'data/')} is not there yet`);

const model = readFileSync(modelPath);
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(2);
console.log(
  `\nmodel: ${(model.length / 1024).toFixed(1)} KiB, ${(gzipSync(model, { level: 9 }).length / 1024).toFixed(1)} KiB gzip`,
);
console.log(`time per message (Node, ${timings.length} messages): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
