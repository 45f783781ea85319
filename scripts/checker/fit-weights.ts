/**
 * npm exec -- node scripts/checker/fit-weights.ts: suggests MODEL_SCALE and the red flags' weights (verdict.ts) from
 * the training split alone. The model's log-odds for each training message come from a model that did not see it
 * (5-fold, out of fold), so the flags are weighed for what they add beyond the model; a logistic regression then fits
 * the scale, each flag's weight and the genuine signs, pulled towards the hand-set weights (a flag seldom seen in the
 * old corpora keeps roughly the weight an editor gave it). Prints the suggestion; changes nothing.
 */
import { createChecker, FLAG_WEIGHTS } from '../../src/lib/checker/index.ts';
import { modelLogit, loadModel } from '../../src/lib/checker/model.ts';
import { normalise } from '../../src/lib/checker/normalise.ts';
import {
  GENUINE_WEIGHT,
  MODEL_SCALE,
  OFFICIAL_LINKS_WEIGHT,
  OFFICIAL_SENDER_WEIGHT,
} from '../../src/lib/checker/verdict.ts';
import { checkerData } from './data.ts';
import { hash } from '../../src/lib/checker/features.ts';
import { loadSplits } from './datasets.ts';
import { trainModel } from './logistic.ts';
import { rowWeight, TRAINING } from './training.ts';

const FOLDS = 5;
const PRIOR_STRENGTH = Number(process.env.CHECKER_PRIOR ?? 20);
const { train } = await loadSplits();
const check = createChecker(checkerData());
const rows = train.map((example) => ({
  example,
  text: normalise(example.text).text,
  label: example.label === 'scam' ? (1 as const) : (0 as const),
  weight: rowWeight(example),
  fold: hash(`fold:${example.text}`) % FOLDS,
}));
const oof = new Float64Array(rows.length);
for (let fold = 0; fold < FOLDS; fold++) {
  const model = loadModel(
    trainModel(
      rows
        .filter((row) => row.fold !== fold)
        .map(({ text, label, weight, example }) => ({ text, label, weight, original: example.text })),
      TRAINING,
    ),
  );
  rows.forEach((row, i) => {
    if (row.fold === fold) oof[i] = modelLogit(model, row.text, row.example.text);
  });
  console.log(`fold ${fold + 1}/${FOLDS} done`);
}
const ids = Object.keys(FLAG_WEIGHTS) as (keyof typeof FLAG_WEIGHTS)[];
// Parameters: [scale, ...flag weights, -genuine, -official links, -official sender, bias]; priors are the hand-set values.
const prior = [
  MODEL_SCALE,
  ...ids.map((id) => FLAG_WEIGHTS[id]),
  -GENUINE_WEIGHT,
  -OFFICIAL_LINKS_WEIGHT,
  -OFFICIAL_SENDER_WEIGHT,
  0,
];
const x = rows.map((row, i) => {
  const { evidence } = check(row.example.text, row.example.sender);
  const found = new Set(evidence.findings.map((f) => f.id));
  return [
    oof[i]!,
    ...ids.map((id) => (found.has(id) ? 1 : 0)),
    evidence.genuineSign ? 1 : 0,
    evidence.officialLinksOnly ? 1 : 0,
    evidence.officialSender ? 1 : 0,
    1,
  ];
});
const theta = [...prior];
const total = rows.reduce((sum, row) => sum + row.weight, 0);
for (let step = 0; step < 3000; step++) {
  const gradient = theta.map((value, j) =>
    j === theta.length - 1 ? 0 : (PRIOR_STRENGTH * (value - prior[j]!)) / total,
  );
  rows.forEach((row, i) => {
    const z = x[i]!.reduce((sum, v, j) => sum + v * theta[j]!, 0);
    const error = (1 / (1 + Math.exp(-z)) - row.label) * row.weight;
    x[i]!.forEach((v, j) => {
      if (v) gradient[j]! += (error * v) / total;
    });
  });
  theta.forEach((_, j) => (theta[j]! -= 2 * gradient[j]!));
}
const counts = ids.map((_, k) => x.filter((row) => row[k + 1]).length);
console.log(`\nsuggested (training split, out-of-fold model, prior strength ${PRIOR_STRENGTH}):`);
console.log(`  MODEL_SCALE ${MODEL_SCALE} → ${theta[0]!.toFixed(2)}`);
ids.forEach((id, k) =>
  console.log(
    `  ${id.padEnd(22)} ${String(FLAG_WEIGHTS[id]).padStart(4)} → ${theta[k + 1]!.toFixed(2).padStart(5)}   (fires on ${counts[k]} messages)`,
  ),
);
console.log(
  `  GENUINE_WEIGHT ${GENUINE_WEIGHT} → ${(-theta[ids.length + 1]!).toFixed(2)}; OFFICIAL_LINKS_WEIGHT ${OFFICIAL_LINKS_WEIGHT} → ${(-theta[ids.length + 2]!).toFixed(2)}; OFFICIAL_SENDER_WEIGHT ${OFFICIAL_SENDER_WEIGHT} → ${(-theta[ids.length + 3]!).toFixed(2)}`,
);
