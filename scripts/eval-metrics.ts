// Metrics for the eval: ranking quality of the confidence score (AUROC) and its calibration (ECE).
import { thresholdLetting } from '../services/query/src/spec-gate.js';

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

/** Weighted L2-regularised logistic regression by gradient descent (features are already on 0..1-ish scales). */
export function fitLogistic(x: number[][], y: number[], w: number[], opts = { l2: 0.01, steps: 4000, rate: 0.5 }): { bias: number; weights: number[] } {
  const d = x[0]?.length ?? 0;
  let bias = 0;
  const weights = new Array<number>(d).fill(0);
  const total = w.reduce((s, v) => s + v, 0);
  for (let step = 0; step < opts.steps; step++) {
    let gb = 0;
    const gw = new Array<number>(d).fill(0);
    for (let i = 0; i < x.length; i++) {
      let z = bias;
      for (let j = 0; j < d; j++) z += weights[j] * x[i][j];
      const err = (1 / (1 + Math.exp(-z)) - y[i]) * w[i];
      gb += err;
      for (let j = 0; j < d; j++) gw[j] += err * x[i][j];
    }
    bias -= (opts.rate * gb) / total;
    for (let j = 0; j < d; j++) weights[j] -= opts.rate * (gw[j] / total + opts.l2 * weights[j]);
  }
  return { bias, weights };
}

/** The lowest threshold at which at most `maxShare` of the negatives score at or above it. */
export function thresholdFor(negatives: number[], maxShare: number): number {
  return negatives.length ? thresholdLetting(negatives, maxShare) : 0.5;
}

/**
 * The highest threshold at which the mean over groups of the share of positives scoring at or above it is at least
 * `minShare` (every group weighs the same, whatever its size).
 */
export function thresholdKeeping(groups: number[][], minShare: number): number {
  const kept = (t: number) => groups.reduce((s, g) => s + g.filter((p) => p >= t).length / g.length, 0) / groups.length;
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (kept(mid) >= minShare) lo = mid;
    else hi = mid;
  }
  return lo;
}
