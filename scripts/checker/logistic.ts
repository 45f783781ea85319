/**
 * Trains the checker's model: logistic regression over the hashed features of src/lib/checker/features.ts,
 * by AdaGrad with L2 regularisation, in a seeded order, so the same data gives the same bytes every time.
 * The result is quantised to half a byte per bucket (a 16-value codebook), exactly as the site loads it.
 */
import { featureBuckets } from '../../src/lib/checker/features.ts';
import type { ModelFile } from '../../src/lib/checker/model.ts';

/** Settings of a training run. */
export interface TrainOptions {
  bits: number;
  epochs: number;
  seed: number;
  /** L2 penalty per example step. */
  l2: number;
  learningRate: number;
  /** Keep only this many of the largest weights (the rest become 0, which gzip stores almost for free); all when omitted. */
  keep?: number;
}

/** A normalised text, its label (1 scam, 0 genuine) and how much it counts. */
export interface TrainingRow {
  text: string;
  /** The text as it arrived, for the shape features (capitals, exclamation marks). */
  original?: string;
  label: 0 | 1;
  weight: number;
}

/** mulberry32: a small seeded random generator, so the shuffles repeat exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fits the weights and returns them quantised as the site stores them. */
export function trainModel(rows: TrainingRow[], options: TrainOptions): ModelFile {
  const size = 1 << options.bits;
  const weights = new Float64Array(size);
  const squares = new Float64Array(size).fill(1e-8);
  let bias = 0;
  let biasSquares = 1e-8;
  const features = rows.map((row) => featureBuckets(row.text, options.bits, row.original));
  const order = rows.map((_, i) => i);
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const buckets = features[index]!;
      const row = rows[index]!;
      const value = 1 / Math.sqrt(buckets.length);
      let z = bias;
      for (const signed of buckets) z += signed < 0 ? -weights[~signed]! * value : weights[signed]! * value;
      const error = (1 / (1 + Math.exp(-z)) - row.label) * row.weight;
      for (const signed of buckets) {
        const bucket = signed < 0 ? ~signed : signed;
        const gradient = (signed < 0 ? -error : error) * value + options.l2 * weights[bucket]!;
        squares[bucket]! += gradient * gradient;
        weights[bucket]! -= (options.learningRate * gradient) / Math.sqrt(squares[bucket]!);
      }
      biasSquares += error * error;
      bias -= (options.learningRate * error) / Math.sqrt(biasSquares);
    }
  }
  if (options.keep !== undefined && options.keep < size) prune(weights, options.keep);
  return quantise(weights, bias, options.bits);
}

/** Sets all but the `keep` largest weights (by magnitude; ties by bucket) to 0. */
function prune(weights: Float64Array, keep: number): void {
  const order = [...weights.keys()].sort((a, b) => Math.abs(weights[b]!) - Math.abs(weights[a]!) || a - b);
  for (const index of order.slice(keep)) weights[index] = 0;
}

/** How many distinct weight values the stored model may use: 16, so each bucket takes half a byte. */
const LEVELS = 16;

/**
 * Half a byte per bucket: each weight becomes the nearest of 16 values (a codebook), fitted by Lloyd's algorithm
 * (one-dimensional k-means) from evenly spaced quantiles, so the many small weights keep their detail. Level 0 is
 * always exactly 0. Two buckets a byte, low half first; base64 for a JSON file.
 */
function quantise(weights: Float64Array, bias: number, bits: number): ModelFile {
  const nonzero = [...weights].filter((w) => w !== 0).sort((a, b) => a - b);
  let codebook = Array.from(
    { length: LEVELS - 1 },
    (_, k) => nonzero[Math.floor(((k + 0.5) / (LEVELS - 1)) * nonzero.length)] ?? 0,
  );
  const nearest = (w: number, book: number[]) => {
    let best = 0;
    for (let k = 1; k < book.length; k++) if (Math.abs(book[k]! - w) < Math.abs(book[best]! - w)) best = k;
    return best;
  };
  for (let round = 0; round < 30; round++) {
    const sums = new Float64Array(codebook.length);
    const counts = new Float64Array(codebook.length);
    for (const w of nonzero) {
      const k = nearest(w, codebook);
      sums[k]! += w;
      counts[k]! += 1;
    }
    codebook = codebook.map((value, k) => (counts[k] ? sums[k]! / counts[k]! : value));
  }
  const book = [0, ...codebook.map((value) => Number(value.toPrecision(6)))];
  const bytes = new Uint8Array(weights.length / 2);
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i]!;
    const level = w === 0 ? 0 : nearest(w, book);
    bytes[i >> 1]! |= i & 1 ? level << 4 : level;
  }
  return {
    bits,
    codebook: book,
    bias: Number(bias.toFixed(6)),
    weights: Buffer.from(bytes).toString('base64'),
  };
}
