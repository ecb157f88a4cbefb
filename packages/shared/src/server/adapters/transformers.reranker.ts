import type { GroundednessScorer, Reranker } from '../ports.js';
import { transformers, unavailable, type ModelSource } from './transformers.runtime.js';

interface SeqClassifier {
  tokenizer: (a: string[], opts: { text_pair: string[]; padding: boolean; truncation: boolean; max_length?: number }) => unknown;
  model: (inputs: unknown) => Promise<{ logits: { tolist(): number[][] } }>;
}

async function loadClassifier(modelId: string, src: ModelSource, dtype?: string): Promise<SeqClassifier> {
  const t = await transformers(src);
  const tokenizer = await t.AutoTokenizer.from_pretrained(modelId);
  const model = await t.AutoModelForSequenceClassification.from_pretrained(modelId, dtype ? { dtype: dtype as 'q8' } : {});
  return { tokenizer: tokenizer as unknown as SeqClassifier['tokenizer'], model: model as unknown as SeqClassifier['model'] };
}

/**
 * Cross-encoder reranking (ms-marco-MiniLM class): one forward pass per batch of (query, passage) pairs, each
 * pair cut to `maxLength` tokens (the passage is cut, not the question: `truncation: true` is longest-first).
 */
export class TransformersReranker implements Reranker {
  private loading: Promise<string | null> | null = null;
  private clf: SeqClassifier | null = null;
  constructor(
    readonly modelId: string,
    private readonly src: ModelSource,
    private readonly opts: { maxLength: number; batchSize: number } = { maxLength: 160, batchSize: 8 },
  ) {}

  ready(): Promise<string | null> {
    this.loading ??= loadClassifier(this.modelId, this.src).then(
      (c) => {
        this.clf = c;
        return null;
      },
      (err) => unavailable('reranker', this.modelId, this.src, err),
    );
    return this.loading;
  }

  async score(query: string, passages: string[]): Promise<number[]> {
    const reason = await this.ready();
    if (reason || !this.clf) throw new Error(reason ?? 'reranker not loaded');
    const out: number[] = [];
    const { maxLength, batchSize } = this.opts;
    for (let i = 0; i < passages.length; i += batchSize) {
      const batch = passages.slice(i, i + batchSize);
      const inputs = this.clf.tokenizer(batch.map(() => query), { text_pair: batch, padding: true, truncation: true, max_length: maxLength });
      const { logits } = await this.clf.model(inputs);
      for (const row of logits.tolist()) out.push(row[row.length - 1]);
    }
    return out;
  }
}

/**
 * Groundedness from an NLI cross-encoder: premise = retrieved context, hypothesis = the answer. Reads the
 * model's `entailment` label (or the single logit of a binary consistency model such as HHEM).
 */
export class TransformersNliScorer implements GroundednessScorer {
  private loading: Promise<string | null> | null = null;
  private clf: SeqClassifier | null = null;
  private entail = -1;
  constructor(
    readonly modelId: string,
    private readonly src: ModelSource,
  ) {}

  ready(): Promise<string | null> {
    this.loading ??= (async () => {
      try {
        this.clf = await loadClassifier(this.modelId, this.src);
        const cfg = (this.clf.model as unknown as { config?: { id2label?: Record<string, string> } }).config;
        const labels = Object.entries(cfg?.id2label ?? {});
        const hit = labels.find(([, l]) => /entail|consistent/i.test(l));
        this.entail = hit ? Number(hit[0]) : -1;
        return null;
      } catch (err) {
        return unavailable('groundedness (NLI)', this.modelId, this.src, err);
      }
    })();
    return this.loading;
  }

  async score(premise: string, claim: string): Promise<number> {
    const reason = await this.ready();
    if (reason || !this.clf) throw new Error(reason ?? 'NLI model not loaded');
    const inputs = this.clf.tokenizer([premise], { text_pair: [claim], padding: true, truncation: true, max_length: 512 });
    const row = (await this.clf.model(inputs)).logits.tolist()[0];
    if (row.length === 1) return 1 / (1 + Math.exp(-row[0]));
    const max = Math.max(...row);
    const exps = row.map((x) => Math.exp(x - max));
    const sum = exps.reduce((a, b) => a + b, 0);
    const idx = this.entail >= 0 ? this.entail : row.length - 1;
    return exps[idx] / sum;
  }
}
