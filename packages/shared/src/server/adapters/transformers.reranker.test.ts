import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasModel, MODELS_DIR } from '../testing.js';
import { TransformersNliScorer, TransformersReranker } from './transformers.reranker.js';

// Structural models (`npm run models -- --structural`): all-MiniLM-L6-v2 with a seeded random classification
// head, in the layout of ms-marco-MiniLM-L-6-v2 (one logit) and of an NLI cross-encoder (three labels). They
// make the code paths run for real — pair tokenization, batching, truncation, logits → score — and say
// nothing about ranking quality: the real weights come from the Hugging Face hub.
const CROSS = 'specwise-structural/minilm-cross-encoder';
const NLI = 'specwise-structural/minilm-nli';
const present = (hasModel(CROSS) && hasModel(NLI)) || !!process.env.CI;
const src = { modelsDir: MODELS_DIR, allowRemote: false };

const passages = [
  'Create a refund - POST /v1/refunds. Body: charge, amount, reason, metadata',
  'List all charges - GET /v1/charges. Query: customer, created, limit',
  'Add a new pet to the store - POST /pet. Body: name, photoUrls, status',
  'Delete a customer - DELETE /v1/customers/{customer}',
  'Retrieve a balance - GET /v1/balance',
];

describe.skipIf(!present)(`the cross-encoder reranker on a structural model${present ? '' : ' (skipped: run npm run models -- --structural)'}`, () => {
  it('scores each (question, passage) pair the same whether batched with others (padding and attention mask) or alone', async () => {
    const batched = new TransformersReranker(CROSS, src, { maxLength: 160, batchSize: 8 });
    const single = new TransformersReranker(CROSS, src, { maxLength: 160, batchSize: 1 });
    const together = await batched.score('how do I refund a charge?', passages);
    const alone = await single.score('how do I refund a charge?', passages);
    expect(together).toHaveLength(passages.length);
    // Int8 weights with dynamic activation quantization (the scale is taken over the whole batch, padding
    // included) move a score a little (here ≤ 0.06 on a spread of 0.44): the order, which is what a reranker
    // gives, stays the same.
    const order = (xs: number[]) => xs.map((_, i) => i).sort((a, b) => xs[b] - xs[a]);
    expect(order(together)).toEqual(order(alone));
    for (const [i, s] of together.entries()) {
      expect(Number.isFinite(s)).toBe(true);
      expect(Math.abs(s - alone[i])).toBeLessThan(0.1);
    }
    // Different passages get different scores (the passage reaches the model as the pair's second segment).
    expect(new Set(together.map((s) => s.toFixed(4))).size).toBe(passages.length);
  });

  it('cuts each pair at maxLength tokens: what lies past the cut does not change the score', async () => {
    const r = new TransformersReranker(CROSS, src, { maxLength: 64, batchSize: 8 });
    const head = passages[0].repeat(10);
    const [a, b] = await r.score('how do I refund a charge?', [head, `${head} ${'unrelated words '.repeat(5000)}`]);
    expect(b).toBeCloseTo(a, 4);
  });
});

describe.skipIf(!present)(`the NLI groundedness scorer on a structural model${present ? '' : ' (skipped: run npm run models -- --structural)'}`, () => {
  const root = mkdtempSync(join(tmpdir(), 'specwise-nli-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** A copy of the same weights with `entailment` moved to label index `at`; returns its model id under `root`. */
  function relabelled(at: number): string {
    const dir = join(root, `nli-${at}`);
    cpSync(join(MODELS_DIR, NLI), dir, { recursive: true });
    const cfg = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as { id2label: Record<string, string>; label2id: Record<string, number> };
    const others = ['contradiction', 'neutral'];
    const labels = [0, 1, 2].map((i) => (i === at ? 'entailment' : others.shift()!));
    cfg.id2label = Object.fromEntries(labels.map((l, i) => [String(i), l]));
    cfg.label2id = Object.fromEntries(labels.map((l, i) => [l, i]));
    writeFileSync(join(dir, 'config.json'), JSON.stringify(cfg));
    return `nli-${at}`;
  }

  it('reads the entailment probability at the label the model config names (softmax over the three logits)', async () => {
    const premise = 'POST /pet adds a new pet to the store. Body: name (required), photoUrls (required).';
    const claim = 'Use POST /pet with a name and photoUrls.';
    // One at a time: transformers.js has one global model folder, set by each load.
    const scores: number[] = [];
    for (const at of [0, 1, 2]) scores.push(await new TransformersNliScorer(relabelled(at), { modelsDir: root, allowRemote: false }).score(premise, claim));
    for (const s of scores) expect(s).toBeGreaterThan(0), expect(s).toBeLessThan(1);
    // The three positions of one softmax: together they are 1, so each scorer read a different label.
    expect(scores.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(await new TransformersNliScorer(NLI, src).score(premise, claim)).toBeCloseTo(scores[1], 6);
  });
});
