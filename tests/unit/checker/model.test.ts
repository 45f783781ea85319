import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { featureBuckets } from '../../../src/lib/checker/features';
import { loadModel, modelLogit } from '../../../src/lib/checker/model';
import { normalise } from '../../../src/lib/checker/normalise';
import { trainModel } from '../../../scripts/checker/logistic';
import { rocAuc } from '../../../scripts/checker/metrics';

const fixture = readFileSync(new URL('./fixtures/tiny-training.jsonl', import.meta.url), 'utf-8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { text: string; label: string })
  .map(({ text, label }) => ({
    text: normalise(text).text,
    label: label === 'scam' ? (1 as const) : (0 as const),
    weight: 1,
  }));
const options = { bits: 10, epochs: 5, seed: 42, l2: 1e-5, learningRate: 0.2 };

describe('training', () => {
  it('reproduces the same weights, byte for byte, from the same data and seed', () => {
    const first = trainModel(fixture, options);
    const second = trainModel(fixture, options);
    expect(second).toEqual(first);
    expect(trainModel(fixture, { ...options, seed: 7 }).weights).not.toBe(first.weights);
  });

  it('learns the training messages', () => {
    const model = loadModel(trainModel(fixture, options));
    for (const row of fixture) expect(modelLogit(model, row.text) > 0, row.text).toBe(row.label === 1);
  });
});

describe('features', () => {
  const first = normalise('URGENT: your parcel is held, pay £1.99 at parcel-fees.top').text;
  const second = normalise('Running 10 min late, order me a flat white?').text;

  it('are the same for a message whatever was read before it', () => {
    const alone = featureBuckets(second, 10);
    featureBuckets(first, 10);
    expect(featureBuckets(second, 10)).toEqual(alone);
    expect(featureBuckets(first, 10)).not.toEqual(alone);
  });

  it('list each signed bucket once', () => {
    const buckets = featureBuckets(`${first} ${first}`, 10);
    expect(new Set(buckets).size).toBe(buckets.length);
  });

  it('are what the model sums: its log-odds is the bias plus the signed weights over the square root of their number', () => {
    const model = loadModel(trainModel(fixture, options));
    const buckets = featureBuckets(first, model.bits);
    const sum = buckets.reduce(
      (total, bucket) => total + (bucket < 0 ? -model.weights[~bucket]! : model.weights[bucket]!),
      0,
    );
    expect(modelLogit(model, first)).toBe(model.bias + sum / Math.sqrt(buckets.length));
  });
});

describe('the committed model', () => {
  const file = readFileSync(new URL('../../../src/lib/checker/data/model.json', import.meta.url));

  it('weighs at most 25 KB gzip', () => {
    expect(gzipSync(file, { level: 9 }).length).toBeLessThanOrEqual(25_000);
  });

  it('loads and scores a message', () => {
    const model = loadModel(JSON.parse(file.toString('utf-8')));
    expect(model.weights.length).toBe(2 ** model.bits);
    expect(Number.isFinite(modelLogit(model, 'hello'))).toBe(true);
  });
});

describe('ROC AUC', () => {
  it('is 1 for a perfect ranking, 0.5 for ties', () => {
    expect(
      rocAuc([
        { scam: true, score: 0.9, flagged: true },
        { scam: false, score: 0.1, flagged: false },
      ]),
    ).toBe(1);
    expect(
      rocAuc([
        { scam: true, score: 0.5, flagged: true },
        { scam: false, score: 0.5, flagged: true },
      ]),
    ).toBe(0.5);
  });
});
