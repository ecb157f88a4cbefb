// Fitting the api-question line (services/query/src/api-question.ts) for `npm run eval -- --fit`: which side of a line
// through the question embeddings a question falls on, fitted on the visible in-domain questions (1) and the training
// probes (0), each in both frames (`reframed`), each side weighing half. The gate is fitted on the line's out-of-fold
// scores: each spec's questions scored by a line fitted without that spec, each fifth of the probes by one fitted
// without that fifth — a line's score of a question it was fitted on says more than it would of a new one.
import type { Embedder } from '@specwise/shared/server';
import { apiQuestionScore, type ApiQuestionModel } from '../services/query/src/api-question.js';
import { fitLogistic } from './eval-metrics.js';

export interface LabelledQuestion {
  question: string;
  /** In-domain: the spec it was asked of (its fold); an off-topic probe: undefined. */
  spec?: string;
}

/** L2, steps and rate at which 1,400 unit-length 384-dimension vectors converge (the loss stops moving by 1,500 steps). */
const FIT = { l2: 1e-4, steps: 1500, rate: 4 };
const PROBE_FOLDS = 5;

const ASKED_HOW = /^(?:how (?:do|can|should|would) (?:i|we|you)|how to)\s+(.+?)[\s?.!]*$/i;
const ASKED_OTHERWISE = /^(?:what|what's|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|should|would|will|has|have|i|i'm|i've|my|we|our)\b/i;

/**
 * The question in the other frame: "how do I refund a charge?" ↔ "refund a charge". Most probes are asked "how do I …"
 * and most set questions are commands, so a line fitted on them alone learns the frame; fitted on both frames of
 * each, it has to learn what is asked about. Null for a question asked otherwise ("which gists …", "what is …").
 */
export function reframed(question: string): string | null {
  const q = question.trim();
  const how = ASKED_HOW.exec(q);
  if (how) return how[1];
  if (ASKED_OTHERWISE.test(q)) return null;
  return `how do I ${q.charAt(0).toLowerCase()}${q.slice(1).replace(/[\s.!]+$/, '')}?`;
}

/** Each question and its other frame, where it has one. */
export function withReframed(questions: string[]): string[] {
  return questions.flatMap((q) => {
    const other = reframed(q);
    return other === null ? [q] : [q, other];
  });
}

/** A line between `positives` and `negatives`, each side weighing half whatever its size. */
export function fitLine(positives: number[][], negatives: number[][]): { bias: number; weights: number[] } {
  const x = [...positives, ...negatives];
  const y = [...positives.map(() => 1), ...negatives.map(() => 0)];
  const w = [...positives.map(() => 0.5 / positives.length), ...negatives.map(() => 0.5 / negatives.length)];
  return fitLogistic(x, y, w, FIT);
}

/** Each distinct question's embedding, as the query service embeds the question it is asked. */
export async function embedQuestions(embedder: Embedder, questions: Iterable<string>): Promise<Map<string, number[]>> {
  const reason = await embedder.ready();
  if (reason) throw new Error(`cannot fit the api-question line: ${reason}`);
  const out = new Map<string, number[]>();
  for (const q of new Set(questions)) out.set(q, Array.from(await embedder.embedQuery(q)));
  return out;
}

/**
 * Out-of-fold scores (keyed `in|question` and `probe|question`) and the line fitted on everything. `inDomain` holds
 * each visible question once, `probes` each training probe once.
 */
export function crossFitApiQuestion(inDomain: LabelledQuestion[], probes: string[], vectors: Map<string, number[]>): { outOfFold: Map<string, number>; model: { bias: number; weights: number[] } } {
  const vec = (q: string) => {
    const v = vectors.get(q);
    if (!v) throw new Error(`no embedding for "${q}"`);
    return v;
  };
  const outOfFold = new Map<string, number>();
  const both = (qs: string[]) => withReframed(qs).map(vec);
  const allProbes = both(probes);
  for (const spec of new Set(inDomain.map((q) => q.spec))) {
    process.stderr.write(`[fit] api-question line without ${spec}\n`);
    const m = fitLine(both(inDomain.filter((q) => q.spec !== spec).map((q) => q.question)), allProbes);
    for (const q of inDomain.filter((x) => x.spec === spec)) outOfFold.set(`in|${q.question}`, apiQuestionScore(vec(q.question), m));
  }
  const all = both(inDomain.map((q) => q.question));
  for (let k = 0; k < PROBE_FOLDS; k++) {
    const m = fitLine(all, both(probes.filter((_, i) => i % PROBE_FOLDS !== k)));
    probes.forEach((p, i) => {
      if (i % PROBE_FOLDS === k) outOfFold.set(`probe|${p}`, apiQuestionScore(vec(p), m));
    });
  }
  return { outOfFold, model: fitLine(all, allProbes) };
}

/** The fitted line as `api-question.json` holds it (weights to 4 decimals: 384 of them). */
export function apiQuestionFile(model: { bias: number; weights: number[] }, embeddingModel: string, fittedOn: string): ApiQuestionModel {
  return { embedding_model: embeddingModel, fitted_on: fittedOn, bias: +model.bias.toFixed(4), weights: model.weights.map((w) => +w.toFixed(4)) };
}
