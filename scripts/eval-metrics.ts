// Metrics for the eval: ranking quality of the confidence score (AUROC) and its calibration (ECE).

/** Probability that a random right answer has a higher confidence than a random wrong one (ties count half). */
export function auroc(scores: number[], positive: boolean[]): number | null {
  const pos = scores.filter((_, i) => positive[i]);
  const neg = scores.filter((_, i) => !positive[i]);
  if (!pos.length || !neg.length) return null;
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

/** Expected calibration error over `bins` equal-width bins of confidence in [0, 1]. */
export function ece(confidence: number[], correct: boolean[], bins = 10): number {
  let total = 0;
  for (let b = 0; b < bins; b++) {
    const idx = confidence.map((c, i) => [c, i] as const).filter(([c]) => (b === bins - 1 ? c >= b / bins : c >= b / bins && c < (b + 1) / bins)).map(([, i]) => i);
    if (!idx.length) continue;
    const meanConf = idx.reduce((s, i) => s + confidence[i], 0) / idx.length;
    const acc = idx.filter((i) => correct[i]).length / idx.length;
    total += (idx.length / confidence.length) * Math.abs(meanConf - acc);
  }
  return total;
}
