/** The training settings, shared by train.ts and fit-weights.ts (environment variables override them for experiments only). */
import type { Example } from './datasets.ts';
import type { TrainOptions } from './logistic.ts';

/** The settings that produced the committed weights (CHECKER_BITS, CHECKER_EPOCHS, CHECKER_L2, CHECKER_HW override them for experiments only). */
export const TRAINING: TrainOptions = {
  bits: Number(process.env.CHECKER_BITS ?? 14),
  epochs: Number(process.env.CHECKER_EPOCHS ?? 25),
  seed: 20261123,
  l2: Number(process.env.CHECKER_L2 ?? 1e-5),
  learningRate: Number(process.env.CHECKER_LR ?? 0.2),
  ...(process.env.CHECKER_KEEP ? { keep: Number(process.env.CHECKER_KEEP) } : {}),
};
/** Hand-written modern examples count this many times over: they are few, and closest to today's messages. */
export const HANDWRITTEN_WEIGHT = Number(process.env.CHECKER_HW ?? 10);
/** Genuine messages count this much more than scams: a false alarm costs more than a miss at the thresholds we use. */
export const GENUINE_WEIGHT = Number(process.env.CHECKER_GW ?? 2);
/** How much a training message counts. */
export function rowWeight(example: Example): number {
  return (example.source === 'handwritten' ? HANDWRITTEN_WEIGHT : 1) * (example.label === 'scam' ? 1 : GENUINE_WEIGHT);
}
