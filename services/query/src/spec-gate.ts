// Each spec's own not-covered gate. The gate (`confidence.ts`) is one model for every spec, set so that at most 2% of
// the training probes pass over all specs together; but a spec whose things are near everyday life (payments: a
// refund, a balance, a card) lets far more everyday questions through than one about clusters. So each spec's gate is
// raised — never lowered — until at most GATE_PROBE_SHARE of the everyday questions in `fitted/gate-calibration.json`
// (the training probes, written there by `npm run eval -- --write-gate-calibration`) pass when asked of that spec; it
// is computed once per ingest of the spec, from the same retrieval and features a question gets. The held-out probes
// (`probes-heldout*.jsonl`) are never in that file: they measure how many unseen everyday questions still pass.
import { readFileSync } from 'node:fs';
import { errorMessage, type Logger } from '@specwise/shared/server';

/** The share of the calibration questions a spec's gate lets through at most (the global gate's rule). */
export const GATE_PROBE_SHARE = 0.02;

const CALIBRATION = new URL('./fitted/gate-calibration.json', import.meta.url);

export interface GateCalibration {
  fitted_on: string;
  questions: string[];
}

/** Reads and checks a calibration file: one that holds no questions is an error naming the file. */
export function parseGateCalibration(text: string, source: string): GateCalibration {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new Error(`${source}: not JSON (${(err as Error).message})`);
  }
  const file = parsed as Partial<GateCalibration>;
  if (!Array.isArray(file.questions) || !file.questions.length || file.questions.some((q) => typeof q !== 'string' || !q.trim())) {
    throw new Error(`${source}: "questions" must be a non-empty list of questions`);
  }
  return { fitted_on: String(file.fitted_on ?? ''), questions: file.questions };
}

let calibration: GateCalibration | undefined;

/** The everyday questions every spec's gate is calibrated on (read once). */
export function calibrationQuestions(): string[] {
  calibration ??= parseGateCalibration(readFileSync(CALIBRATION, 'utf8'), CALIBRATION.pathname);
  return calibration.questions;
}

/**
 * The lowest threshold at which at most `share` of `scores` reach it (a score passes at or above the threshold).
 * Scores tied at the cut all stay below it.
 */
export function thresholdLetting(scores: number[], share: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  const allowed = Math.floor(share * sorted.length);
  return sorted[Math.min(allowed, sorted.length - 1)] + 1e-6;
}

/** A spec's gate: `gate` (the model's own), raised where more than `share` of the calibration scores would pass it. */
export function specGate(scores: number[], gate: number, share = GATE_PROBE_SHARE): number {
  return scores.length ? Math.max(gate, thresholdLetting(scores, share)) : gate;
}

/**
 * Calibrates the specs' own gates (documents have none: `warmGate` passes them by) without holding anything up; a
 * failure, also one to list them, only leaves it to their first question.
 */
export function warmInBackground(query: { warmGate?(specs: string[]): Promise<void> }, specs: string[] | Promise<string[]>, logger: Logger): void {
  void Promise.resolve(specs)
    .then((names) => query.warmGate?.(names))
    .catch((err: unknown) => logger.warn({ err: errorMessage(err) }, 'not-covered gate calibration failed'));
}
