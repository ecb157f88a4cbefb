// The "score" stage: how likely the answer's first operation is the right one, from the retrieval signals,
// through a logistic model fitted on the visible question sets (`npm run eval -- --fit`, which reports it
// with each spec held out). The not-covered gate is a second logistic model over the same features.
import type { Chunk } from '@specwise/shared';
import { fold, foldedWords, headText, queryTerms, STOPWORDS } from '@specwise/shared/server';
import { intentScore, type IntentSignals } from './intent-rank.js';
import { hitKey } from './rrf.js';
import { ACRONYM } from './understand.js';

export interface ConfidenceInput {
  question: string;
  /** Value words of the question (data, not vocabulary): left out of term coverage. */
  names: Set<string>;
  ranked: Array<{ chunk: Chunk; intent?: IntentSignals; base?: number; final?: number }>;
  dense: Array<{ id: string; spec: string; score: number }>;
  bm25: Array<{ id: string; spec: string; score: number }>;
  topCosine: number | null;
  /** Stems of the spec's own vocabulary (`vocabularyStems`), computed once per ingest, not per question. */
  vocabularyStems: Set<string>;
  /** Proper names the question uses that the spec never writes and the call chain does not look up (`foreignNames`). */
  unknownNames: string[];
}

export const FEATURES = ['cosine', 'coverage', 'head_coverage', 'agree', 'dense_rank', 'bm25_rank', 'intent', 'margin', 'known_terms', 'rank_margin', 'foreign_name'] as const;
export type Features = Record<(typeof FEATURES)[number], number>;

const STEM = /(ing|ed|es|s)$/;
const stem = (w: string) => (w.length > 4 ? w.replace(STEM, '') : w);
const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/** Share of the question's content words (values left out) found in `text`, with crude stemming. */
export function termCoverage(question: string, text: string, names: Set<string> = new Set()): number {
  const terms = queryTerms(question).filter((t) => !names.has(t)).map(stem);
  if (!terms.length) return 0;
  const words = new Set(foldedWords(text).map(stem));
  return terms.filter((t) => words.has(t)).length / terms.length;
}

/**
 * Share of the question's content words the spec's vocabulary knows (stemmed): a question about cakes or taxes
 * uses words no path, summary or field of a pet store has, whatever operation retrieval found closest.
 */
export function knownTerms(question: string, vocabularyStems: Set<string>, names: Set<string> = new Set()): number {
  const terms = queryTerms(question).filter((t) => !names.has(t));
  if (!terms.length || !vocabularyStems.size) return 0;
  return terms.filter((t) => vocabularyStems.has(stem(t))).length / terms.length;
}

/** The stems `knownTerms` compares with, of a spec's vocabulary (`specVocabulary`). */
export function vocabularyStems(vocabulary: Set<string>): Set<string> {
  return new Set([...vocabulary].map(stem));
}

/** Cosine of MiniLM-class models mapped to 0..1: ~0.15 is unrelated, ~0.65 a close paraphrase. */
export function calibrateCosine(cos: number): number {
  return clamp01((cos - 0.15) / 0.5);
}

const reciprocalRank = (list: Array<{ id: string; spec: string }>, key: string) => {
  const i = list.findIndex((h) => hitKey(h) === key);
  return i < 0 ? 0 : 1 / (i + 1);
};

/** The retrieval features of the first-ranked operation. */
export function confidenceFeatures(x: ConfidenceInput): Features {
  const top = x.ranked[0];
  if (!top) return { cosine: 0, coverage: 0, head_coverage: 0, agree: 0, dense_rank: 0, bm25_rank: 0, intent: 0, margin: 0, known_terms: 0, rank_margin: 0, foreign_name: 0 };
  const key = hitKey(top.chunk);
  const coverage = Math.max(...x.ranked.slice(0, 3).map((r) => termCoverage(x.question, `${r.chunk.text} ${r.chunk.path}`, x.names)));
  const inTop3 = (list: Array<{ id: string; spec: string }>) => list.slice(0, 3).some((h) => hitKey(h) === key);
  return {
    cosine: x.topCosine === null ? 0 : calibrateCosine(x.topCosine),
    coverage,
    head_coverage: termCoverage(x.question, headText(top.chunk), x.names),
    // Agreement counts only when the dense retriever found something similar at all: in a small spec its top
    // three always hold something, even for a question about cakes.
    agree: inTop3(x.dense) && inTop3(x.bm25) && x.topCosine !== null && calibrateCosine(x.topCosine) >= 0.2 ? 1 : 0,
    dense_rank: reciprocalRank(x.dense, key),
    bm25_rank: reciprocalRank(x.bm25, key),
    intent: top.intent ? intentScore(top.intent, FITTED_INTENT_WEIGHTS) : 0,
    margin: x.ranked[1] && top.base !== undefined && x.ranked[1].base !== undefined ? clamp01(top.base - x.ranked[1].base) : 0,
    known_terms: knownTerms(x.question, x.vocabularyStems, x.names),
    rank_margin: rankMargin(x.ranked),
    foreign_name: x.unknownNames.length ? 1 : 0,
  };
}

/**
 * The proper names among a question's values that the spec never writes anywhere ("my Netflix password", "emails in
 * Gmail"): a question about another product uses the same words as one about this API. (In a movie database a title
 * is data, which the answer's call chain looks up by name: the query service counts names only where no step does.)
 * Ids are data the spec cannot know and do not count; quoted values are left out by the caller (`quotedText`).
 */
export function foreignNames(values: string[], textWords: Set<string>): string[] {
  if (!textWords.size) return [];
  return values.filter((v) => /^\p{Lu}[\p{L}'’-]+$/u.test(v) && lowerWords(v).some((w) => !textWords.has(w)));
}

/**
 * The foreign names a question uses as the name of another product, not of a thing the API holds: a name that
 * classifies the noun after it ("a Trello board", "LinkedIn emails", "my Disney Plus subscription") or that the asker
 * owns ("my Kindle"). The thing asked about belongs to that product, which the spec cannot answer for: the query
 * service's gate says not covered. A name after the noun it names ("puppy Rex", "the section Done"), after a
 * preposition ("assign it to Maria"), with a possessive ("Maria's tasks"), after a definite article ("the Premium
 * plan") or before a verb's particle ("take Sam off the list") is data. `ownedOnly`: only a name the asker owns counts
 * — where a step of the call chain can look names up, "Jay Chou's album" is data and "my Disney Plus subscription"
 * still another product's.
 */
export function productNames(question: string, names: string[], ownedOnly = false): string[] {
  if (!names.length) return [];
  const tokens = question.split(/\s+/).filter(Boolean);
  // Punctuation off the edges only: a possessive keeps its 's ("Maria's"), so it matches no name and stays data.
  const bare = tokens.map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!/^\p{Lu}/u.test(bare[i])) continue;
    let j = i;
    while (j + 1 < tokens.length && /^\p{Lu}/u.test(bare[j + 1]) && !ENDS_PHRASE.test(tokens[j])) j++;
    const run = bare.slice(i, j + 1);
    // An acronym is jargon, not a product ("did my CI pass").
    if (run.some((w) => names.includes(w) && !ACRONYM.test(w))) {
      const before = (bare[i - 1] ?? '').toLowerCase();
      // "to Gold Monthly (legacy)": a remark in brackets qualifies nothing after the name.
      const after = ENDS_PHRASE.test(tokens[j]) || OPENS_REMARK.test(tokens[j + 1] ?? '') ? '' : (bare[j + 1] ?? '');
      const classifies = /^[a-z][a-z-]+$/.test(after) && !STOPWORDS.has(after) && !PARTICLE.test(after) && !/ed$/.test(after) && !DEFINITE.test(before);
      // "verify my identity on Coinbase?", "get a refund from Amazon?": the place the question ends in, where it happens.
      const where = PLATFORM.test(before) && j === tokens.length - 1;
      if (((classifies || where) && !ownedOnly) || POSSESSIVE.test(before)) out.push(run.join(' '));
    }
    i = j;
  }
  return out;
}

const DEFINITE = /^(the|this|that|these|those)$/;
/** Prepositions of where a thing happens or comes from: a name after one that ends the question is another product. */
const PLATFORM = /^(on|from)$/;
/** A token that opens a bracketed or quoted remark ("(legacy)", "[beta]"). */
const OPENS_REMARK = /^[([{"'“‘]/u;
/** A token that ends in punctuation ("Netflix," "Maria's?"): the run of capitalised words stops there. */
const ENDS_PHRASE = /[^\p{L}\p{N}_-]$/u;
/** A verb's particle after a name ("take Sam off the list", "hand Maria over"): the name is the verb's object, data. */
const PARTICLE = /^(off|out|up|down|away|back|over|around|across|along|aside|through)$/;
const POSSESSIVE = /^(my|our|your)$/;

/** Every lower-case word of the given texts: what `foreignNames` looks names up in. */
export function textWords(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const w of lowerWords(t)) out.add(w);
  return out;
}

/** The words of a text as `foreignNames` compares them: lower-case letters, two or more. */
const lowerWords = (text: string) => fold(text).split(/[^\p{L}]+/u).filter((w) => w.length > 1);

/**
 * How far the ranker's first operation is ahead of the best other one it scored: near-ties are where the first place
 * is a coin toss. Operations added after ranking (prerequisites) carry no score and do not count.
 */
function rankMargin(ranked: ConfidenceInput['ranked']): number {
  const first = ranked[0]?.final;
  const others = ranked.slice(1).flatMap((r) => (r.final === undefined ? [] : [r.final]));
  return first === undefined || !others.length ? 0 : clamp01(first - Math.max(...others));
}

type Model = { bias: number; weights: Features };

/**
 * The intent weights of the models' `intent` feature: the ranker's (INTENT_WEIGHTS) when the coverage models were
 * fitted. A fitted model reads its features as they were when it was fitted, so a change of the ranker's weights leaves
 * these until the next refit (`npm run eval -- --fit`). CONFIDENCE_MODEL was fitted with field, apiItself, testOnly,
 * placed and own at 0; reading them at the ranker's weights moved its AUROC and ECE by at most 0.001.
 */
export const FITTED_INTENT_WEIGHTS: IntentSignals = { method: 0.16, shape: 0.08, scope: 0.1, target: 0.05, deprecated: 0.6, superseded: 0.1, detour: 0.06, through: 0.05, people: 0.2, object: 0.1, filter: 0.08, named: 0.1, verb: 0.1, field: 0.12, apiItself: 0.2, testOnly: 0.2, placed: 0.1, own: 0.15, counts: 0 };

/**
 * Is the first-ranked operation the right one? Logistic weights over FEATURES, fitted by `npm run eval -- --fit` on
 * the 41 visible question sets of its round (answer@1 right = 1) and its 140 training probes (wrong), every set weighing
 * the same, all-MiniLM-L6-v2 embeddings. Held out one spec at a time (every set of it), see the README. Its refit on 93
 * sets and the 525 training probes ranked a little better (AUROC 0.969 → 0.971) but was less calibrated (ECE 0.077 →
 * 0.094, the probes weighing as much as the in-domain questions in the fit and far more in the eval), so it was not
 * kept.
 */
export const CONFIDENCE_MODEL: Model = {
  bias: -3.65,
  weights: { cosine: 1.85, coverage: 0.67, head_coverage: 0.74, agree: 0.62, dense_rank: 0.55, bm25_rank: 0.54, intent: 0.94, margin: -0.16, known_terms: 0.9, rank_margin: 0.65, foreign_name: -0.86 },
};

/**
 * Is the question about this spec at all? Fitted the same way with in-domain questions = 1 and the training probes
 * (every eval/questions/probes*.jsonl but the held-out ones, asked of every set) = 0, over the features and the
 * api-question line's score of the question (`api-question.ts`, its out-of-fold scores: each spec's questions scored by
 * a line fitted without that spec), on the 109 sets and 682 training probes of its round. `gate` lets through at most 2%
 * of the training probes (the held-out files of the first twenty rounds folded in once their figures were reported:
 * `probes-6.jsonl`, `probes-7.jsonl`), each counted once per spec, unless that would
 * answer fewer than 95% of the visible in-domain questions (mean over the sets). Many probes are near a spec's domain
 * ("cancel my gym membership", "dispute a charge on my phone bill", "refinance my mortgage"): the line is what tells
 * most of them apart; others ask about other products, places and facts ("close my PayPal account"), which
 * `foreign_name` does (README, Evaluation). The line reads bge-small-en-v1.5's vectors of the question, whatever model
 * retrieval embeds with (`apiQuestionEmbedder`).
 */
export const COVERAGE_MODEL: Model & { apiQuestion: number; gate: number } = {
  bias: -3.02,
  weights: { cosine: 2.27, coverage: 0.78, head_coverage: 0.61, agree: 0.56, dense_rank: 0.07, bm25_rank: 0.17, intent: 0.73, margin: -0.13, known_terms: 1.24, rank_margin: 0.16, foreign_name: -1.02 },
  apiQuestion: 2.37,
  gate: 0.506,
};

/**
 * The gate where the api-question line cannot be read: its embedding model is not provisioned, or documents (not API
 * questions). Fitted with COVERAGE_MODEL on the same sets and probes, without the line; its gate by the same rule,
 * where the in-domain share 0.95 is what binds (without the line, 2% of the probes would cost far more of the in-domain ones).
 */
export const COVERAGE_MODEL_WITHOUT_LINE: Model & { gate: number } = {
  bias: -2.54,
  weights: { cosine: 2.91, coverage: 0.97, head_coverage: 0.81, agree: 0.63, dense_rank: 0.04, bm25_rank: 0.16, intent: 1.01, margin: -0.16, known_terms: 1.49, rank_margin: 0.22, foreign_name: -1.05 },
  gate: 0.452,
};

/**
 * How likely the question is about the spec, and the gate that probability must reach: the model with the api-question
 * line, or without it where `apiQuestion` (the line's score) cannot be read.
 */
export function coverage(f: Features, apiQuestion: number | null): { probability: number; gate: number } {
  if (apiQuestion === null) return { probability: logistic(f, COVERAGE_MODEL_WITHOUT_LINE), gate: COVERAGE_MODEL_WITHOUT_LINE.gate };
  return { probability: sigmoid(logit(f, COVERAGE_MODEL) + COVERAGE_MODEL.apiQuestion * apiQuestion), gate: COVERAGE_MODEL.gate };
}

/** The logistic function: a log-odds to a probability. */
export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function logit(f: Features, model: Model): number {
  let z = model.bias;
  for (const k of FEATURES) z += model.weights[k] * f[k];
  return z;
}

export function logistic(f: Features, model: Model): number {
  return sigmoid(logit(f, model));
}
