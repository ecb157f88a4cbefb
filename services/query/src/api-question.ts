// Does a question read like one asked of an API at all? "how do I get a refund from Amazon?" and "how do I refund a
// charge?" share their words with a payments API, and a spec this broad knows most words of either; what tells them
// apart is who asks and about what: a shopper about a shop, a developer about the records and calls of a service. A
// line through the question's embedding, fitted on the visible in-domain question sets (every spec, API questions) and
// the training probes (off-topic), tells that side from the other whatever the spec (`npm run eval -- --fit`, README,
// Evaluation). The not-covered gate reads it beside the retrieval features (`confidence.ts`). The line names the
// embedding model it reads, which need not be the one retrieval uses: bge-small-en-v1.5's vectors tell the two sides
// apart better than all-MiniLM-L6-v2's (README, Evaluation), so the query service embeds the question with it too
// (`apiQuestionEmbedder`).
import { readFileSync } from 'node:fs';
import { sigmoid } from './confidence.js';

/** A logistic model over one embedding model's question vectors. */
export interface ApiQuestionModel {
  /** The embedding model whose vectors the weights read: another model's vectors mean nothing to them. */
  embedding_model: string;
  /** What it was fitted on, for the README and the next refit. */
  fitted_on: string;
  bias: number;
  weights: number[];
}

const FITTED = new URL('./fitted/api-question.json', import.meta.url);

/** Reads and checks a fitted model: a file that does not hold one is an error naming the file, not a silent zero. */
export function parseApiQuestionModel(text: string, source: string): ApiQuestionModel {
  const m = JSON.parse(text) as Partial<ApiQuestionModel>;
  if (typeof m.embedding_model !== 'string' || typeof m.bias !== 'number' || !Array.isArray(m.weights) || !m.weights.length || m.weights.some((w) => typeof w !== 'number')) {
    throw new Error(`${source} does not hold an api-question model (embedding_model, bias, weights)`);
  }
  return { embedding_model: m.embedding_model, fitted_on: String(m.fitted_on ?? ''), bias: m.bias, weights: m.weights };
}

let fitted: ApiQuestionModel | undefined;

/** The line `fitted/api-question.json` holds (read once): its `embedding_model` is the embedder it reads. */
export function fittedApiQuestionModel(): ApiQuestionModel {
  fitted ??= parseApiQuestionModel(readFileSync(FITTED, 'utf8'), FITTED.pathname);
  return fitted;
}

/** The model fitted for `embeddingModel`'s vectors, or null where none was (the gate then reads the retrieval alone). */
export function apiQuestionModelFor(embeddingModel: string, dimension: number): ApiQuestionModel | null {
  const line = fittedApiQuestionModel();
  return line.embedding_model === embeddingModel && line.weights.length === dimension ? line : null;
}

/** How much the question (its embedding) reads like one asked of an API: 0..1. */
export function apiQuestionScore(vector: ArrayLike<number>, model: Pick<ApiQuestionModel, 'bias' | 'weights'>): number {
  if (vector.length !== model.weights.length) throw new Error(`api-question model reads ${model.weights.length} dimensions, the vector has ${vector.length}`);
  let z = model.bias;
  for (let i = 0; i < vector.length; i++) z += model.weights[i] * vector[i];
  return sigmoid(z);
}
