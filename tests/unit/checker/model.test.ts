import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { featureBuckets, hash, shapeFeatures, words } from '../../../src/lib/checker/features';
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

describe('features, against their definition', () => {
  /** The features as strings, hashed one by one and deduplicated: what featureBuckets computes without building them. */
  function definedBuckets(text: string, bits: number, original?: string): number[] {
    const tokens = words(text);
    const features = ['_bias_'];
    tokens.forEach((word, i) => {
      features.push(`w:${word}`);
      if (i > 0) features.push(`b:${tokens[i - 1]} ${word}`);
      if (i > 1) features.push(`t:${tokens[i - 2]} ${tokens[i - 1]} ${word}`);
    });
    const squeezed = ` ${tokens.join(' ')} `;
    for (let i = 0; i + 3 <= squeezed.length; i++)
      for (let n = 3; n <= 5 && i + n <= squeezed.length; n++) features.push(`c:${squeezed.slice(i, i + n)}`);
    features.push(`len:${tokens.length < 8 ? 'short' : tokens.length < 40 ? 'medium' : 'long'}`);
    if (original !== undefined) features.push(...shapeFeatures(original));
    const mask = (1 << bits) - 1;
    const signed = features.map((feature) => {
      const h = hash(feature) | 0;
      return h < 0 ? ~(h & mask) : h & mask;
    });
    return [...new Set(signed)];
  }

  it('are the hashed word 1–3-grams, character 3–5-grams, length and shapes, each once, in order', () => {
    for (const original of [
      'URGENT: your parcel is held, pay £1.99 at parcel-fees.top',
      'Running 10 min late, order me a flat white?',
      'Hi',
      '',
    ]) {
      const text = normalise(original).text;
      expect(featureBuckets(text, 14, original), original).toEqual(definedBuckets(text, 14, original));
      expect(featureBuckets(text, 10), original).toEqual(definedBuckets(text, 10));
    }
  });

  it('stay right for a message with more features than a check had room for, and for the next one', () => {
    // 1,500 made-up words of five letters: some 13,000 different features.
    const letters = (n: number) =>
      Array.from({ length: 5 }, (_, k) => String.fromCharCode(97 + (Math.floor(n / 26 ** k) % 26))).join('');
    const long = normalise(Array.from({ length: 1500 }, (_, i) => letters(i * 7919)).join(' ')).text;
    expect(featureBuckets(long, 14).length).toBeGreaterThan(4096);
    expect(featureBuckets(long, 14)).toEqual(definedBuckets(long, 14));
    const short = normalise('See you at 6').text;
    expect(featureBuckets(short, 14)).toEqual(definedBuckets(short, 14));
  });
});

describe('shapes', () => {
  it('read capitals and shouting in any alphabet, by letter, not by UTF-16 unit', () => {
    expect(
      shapeFeatures(
        'URGENT: please ring the branch about your savings account, it is LOCKED until you call the FRAUD desk',
      ),
    ).toEqual(['caps:3+']);
    expect(shapeFeatures('ΠΛΗΡΩΜΗ ΕΚΚΡΕΜΕΙ ΓΙΑ ΤΟ ΔΕΜΑ ΣΑΣ')).toContain('caps:shouting');
    expect(shapeFeatures('Πληρωμή εκκρεμεί για το δέμα σας σήμερα')).toEqual([]);
    // 21 letters, 7 of them capitals (a third): shouting. Emoji and digits are not letters.
    expect(shapeFeatures('ABCDEFG hijklmnopqrstu 🎉🎉🎉 12345')).toEqual(['caps:1', 'caps:shouting']);
    // Letters beyond the first plane count once each: 𝐀 (mathematical bold capital A) is a capital letter.
    expect(shapeFeatures(`${'𝐀'.repeat(8)} abcdefghijklmn`)).toEqual(['caps:shouting']);
    expect(shapeFeatures(`${'𝐀'.repeat(6)} abcdefghijklmn`)).toEqual([]);
    expect(shapeFeatures('Call now!!! Last chance!?')).toEqual(['bang:3+', 'bang:run']);
  });
});
