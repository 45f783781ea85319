/** Precision, recall, F1, false-positive rate and ROC AUC of a scorer on labelled messages. */

/** One scored message: its true label and what the checker said. */
export interface Scored {
  scam: boolean;
  score: number;
  flagged: boolean;
}

export interface Metrics {
  count: number;
  scams: number;
  precision: number;
  recall: number;
  f1: number;
  /** Share of genuine messages flagged. */
  fpr: number;
  auc: number;
}

/** Area under the ROC curve: the chance a random scam scores above a random genuine message (ties count half). */
export function rocAuc(scored: readonly Scored[]): number {
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (!sorted[k]!.scam) continue;
      rankSum += rank;
      positives++;
    }
    i = j;
  }
  const negatives = sorted.length - positives;
  return positives && negatives ? (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives) : Number.NaN;
}

/** All the figures for one set. */
export function metrics(scored: readonly Scored[]): Metrics {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { scam, flagged } of scored) {
    if (scam && flagged) tp++;
    else if (scam) fn++;
    else if (flagged) fp++;
    else tn++;
  }
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  return {
    count: scored.length,
    scams: tp + fn,
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
    fpr: fp + tn ? fp / (fp + tn) : 0,
    auc: rocAuc(scored),
  };
}
