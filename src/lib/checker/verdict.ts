/**
 * Step 5: the verdict. The model's log-odds and the red flags' weights add up to one score in [0, 1];
 * two thresholds turn it into "red-flags", "warning-signs" or "no-red-flags".
 */
import type { RedFlagId } from '../../schemas/checker';
import { sigmoid } from './model.ts';
import type { Finding } from './types.ts';

/** How much each red flag adds to the log-odds of a scam (once per message, however often it is found). */
export const FLAG_WEIGHTS: Record<RedFlagId, number> = {
  'code-request': 2,
  'details-request': 1,
  'remote-access': 2.2,
  sextortion: 2.5,
  'new-number': 2.2,
  'payment-method': 1.5,
  'investment-return': 1.6,
  'job-task': 1.4,
  'prize-refund': 1.3,
  threat: 1.1,
  secrecy: 1.2,
  urgency: 0.8,
  impersonation: 0.4,
  'wrong-number': 1.2,
  'sender-mismatch': 1.5,
  'link-lookalike': 2.5,
  'link-brand-elsewhere': 2,
  'link-mixed-script': 2.5,
  'link-userinfo': 2,
  'link-ip': 1.8,
  'link-shortener': 0.8,
  'link-port': 0.8,
  'link-insecure': 0.8,
};

/** Subtracted when a message carries a genuine sign ("never share this code"), or all its links are a brand's own. */
export const GENUINE_WEIGHT = 1.5;
export const OFFICIAL_LINKS_WEIGHT = 1;
/** The model's log-odds count this much beside the flags. */
export const MODEL_SCALE = 0.6;

/**
 * Thresholds on the combined score, chosen by `npm run checker:train` on the validation split
 * (see the figures printed there; the values below are what it chose).
 */
export const THRESHOLDS = { redFlags: 0.5, warningSigns: 0.25 };

export type Verdict = 'red-flags' | 'warning-signs' | 'no-red-flags';

/** What decides the score: the model's log-odds, the red flags found, and the signs of a genuine message. */
export interface Evidence {
  modelLogit: number;
  findings: readonly Finding[];
  genuineSign: boolean;
  officialLinksOnly: boolean;
}

/** One score in [0, 1]: the model's scaled log-odds plus each distinct flag's weight. */
export function combinedScore(evidence: Evidence): number {
  const ids = new Set(evidence.findings.map((finding) => finding.id));
  let z = MODEL_SCALE * evidence.modelLogit;
  for (const id of ids) z += FLAG_WEIGHTS[id];
  if (evidence.genuineSign) z -= GENUINE_WEIGHT;
  if (evidence.officialLinksOnly) z -= OFFICIAL_LINKS_WEIGHT;
  return sigmoid(z);
}

/** The verdict for a combined score. */
export function verdictFor(score: number, thresholds = THRESHOLDS): Verdict {
  if (score >= thresholds.redFlags) return 'red-flags';
  if (score >= thresholds.warningSigns) return 'warning-signs';
  return 'no-red-flags';
}
