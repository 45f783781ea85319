/**
 * Step 4: the statistical model, a logistic regression over hashed n-grams (features.ts). Its weights are
 * trained by `npm run checker:train` and stored as half a byte per bucket (an index into 16 weight values), base64-encoded.
 */
import { hashedBuckets } from './features.ts';

/** The trained weights as stored in data/model.json. */
export interface ModelFile {
  /** log2 of the number of hashed buckets. */
  bits: number;
  /** The 16 weight values a bucket can take; the first is 0. */
  codebook: number[];
  /** The intercept. */
  bias: number;
  /** base64 of half a byte per bucket (its codebook index), two buckets a byte, low half first. */
  weights: string;
}

/** Weights ready to score messages. */
export interface Model {
  bits: number;
  bias: number;
  weights: Float32Array;
}

/** Decodes the stored weights. */
export function loadModel(file: ModelFile): Model {
  const bytes = Uint8Array.from(atob(file.weights), (char) => char.charCodeAt(0));
  const weights = new Float32Array(bytes.length * 2);
  for (let i = 0; i < weights.length; i++) weights[i] = file.codebook[(bytes[i >> 1]! >> (i & 1 ? 4 : 0)) & 15]!;
  return { bits: file.bits, bias: file.bias, weights };
}

/** Log-odds that a normalised message is a scam, by the model alone; `original` is the text as pasted (for its shapes). */
export function modelLogit(model: Model, text: string, original?: string): number {
  const buckets = hashedBuckets(text, model.bits, original);
  let sum = 0;
  for (let i = 0; i < buckets.length; i++) {
    const bucket = buckets[i]!;
    sum += bucket < 0 ? -model.weights[~bucket]! : model.weights[bucket]!;
  }
  return model.bias + sum / Math.sqrt(buckets.length);
}

/** The logistic function: log-odds to a probability. */
export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}
