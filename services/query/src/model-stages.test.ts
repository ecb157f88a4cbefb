// The rerank and groundedness stages of the real pipeline, run with structural models
// (`npm run models -- --structural`: MiniLM + a random classification head, see build-structural-models.py).
// They check that the stages run and feed the response and the confidence; not ranking quality.
import { describe, expect, it } from 'vitest';
import { TransformersNliScorer, TransformersReranker } from '@specwise/shared/server';
import { hasModel, MODELS_DIR } from '@specwise/shared/server/testing';
import { modelPresent, setup } from '../test/fixture.js';

const present = (hasModel('specwise-structural/minilm-cross-encoder') && hasModel('specwise-structural/minilm-nli') && modelPresent) || !!process.env.CI;
const src = { modelsDir: MODELS_DIR, allowRemote: false };

describe.skipIf(!present)(`rerank and groundedness stages with structural models${present ? '' : ' (skipped: run npm run models -- --structural)'}`, async () => {
  const reranker = new TransformersReranker('specwise-structural/minilm-cross-encoder', src, { maxLength: 160, batchSize: 8 });
  const nli = new TransformersNliScorer('specwise-structural/minilm-nli', src);
  const { service } = await setup({ petstore: 'petstore_openapi.yaml' }, { reranker, nli });
  const plain = (await setup({ petstore: 'petstore_openapi.yaml' })).service;

  it('reranks the fused candidates with the cross-encoder and reports its scores', async () => {
    const r = await service.query({ question: 'how do I add a new pet?', specs: ['petstore'] });
    expect(r.retrieval.notes.join(' ')).not.toMatch(/rerank (skipped|failed)/);
    expect(r.retrieval.reranked.length).toBeGreaterThan(1);
    expect(r.retrieval.reranked.length).toBeLessThanOrEqual(25);
    // Every fused candidate in the rerank pool was scored, in the cross-encoder's order.
    const scores = r.retrieval.reranked.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(r.retrieval.reranked.map((h) => h.endpoint))).toEqual(new Set(r.retrieval.fused.slice(0, r.retrieval.reranked.length).map((h) => h.endpoint)));
  });

  it('scores groundedness with the NLI model and blends it into the confidence', async () => {
    const r = await service.query({ question: 'how do I add a new pet?', specs: ['petstore'] });
    const without = await plain.query({ question: 'how do I add a new pet?', specs: ['petstore'] });
    expect(r.covered).toBe(true);
    expect(r.confidence_signals.used).toContain('nli');
    expect(r.confidence_signals.nli).toBeGreaterThan(0);
    expect(r.confidence_signals.nli).toBeLessThan(1);
    expect(without.confidence_signals.used).not.toContain('nli');
    expect(r.confidence).not.toBe(without.confidence);
  });
});
