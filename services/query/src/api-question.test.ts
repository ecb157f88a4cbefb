import { describe, expect, it } from 'vitest';
import { apiQuestionModelFor, apiQuestionScore, parseApiQuestionModel } from './api-question.js';
import { loadConfig, type Embedder } from '@specwise/shared/server';
import { apiQuestionEmbedder } from './models.js';
import { EMBED_MODEL, LINE_MODEL, lineModelPresent, questionEmbedderFor, setup } from '../test/fixture.js';

describe('api-question line', () => {
  it('reads a fitted model and names the file that does not hold one', () => {
    const m = parseApiQuestionModel(JSON.stringify({ embedding_model: 'm', fitted_on: 'x', bias: 0.5, weights: [1, -1] }), 'a.json');
    expect(m.weights).toEqual([1, -1]);
    for (const bad of [{}, { embedding_model: 'm', bias: 0, weights: [] }, { embedding_model: 'm', bias: 0, weights: ['1'] }, { embedding_model: 'm', weights: [1] }]) {
      expect(() => parseApiQuestionModel(JSON.stringify(bad), 'a.json')).toThrow(/a\.json does not hold an api-question model/);
    }
  });

  it('scores a vector through the logistic line and refuses a vector of another size', () => {
    const m = { embedding_model: 'm', fitted_on: '', bias: 0, weights: [2, 0] };
    expect(apiQuestionScore([0, 5], m)).toBeCloseTo(0.5);
    expect(apiQuestionScore([1, 0], m)).toBeCloseTo(1 / (1 + Math.exp(-2)));
    expect(() => apiQuestionScore([1, 0, 0], m)).toThrow(/reads 2 dimensions, the vector has 3/);
  });

  it("is fitted for bge-small's vectors only: another model or size reads nothing", () => {
    expect(apiQuestionModelFor(LINE_MODEL, 384)?.weights).toHaveLength(384);
    expect(apiQuestionModelFor(EMBED_MODEL, 384)).toBeNull();
    expect(apiQuestionModelFor(LINE_MODEL, 768)).toBeNull();
  });

  it("reads the retrieval embedder's vectors where that is the line's model, and embeds with its own model otherwise", () => {
    const config = { ...loadConfig({}), EMBEDDING_QUERY_PREFIX: 'retrieval: ' };
    const same = { modelId: LINE_MODEL } as Embedder;
    expect(apiQuestionEmbedder(config, same)).toBe(same);
    const own = apiQuestionEmbedder(config, { modelId: EMBED_MODEL } as Embedder);
    expect(own.modelId).toBe(LINE_MODEL);
  });

  it('says so where the line cannot be read, and the gate reads the retrieval alone', async () => {
    const reason = 'embedding model Xenova/bge-small-en-v1.5 is not found in MODELS_DIR';
    const unloadable = { modelId: LINE_MODEL, ready: async () => reason, dimension: () => 0 } as unknown as Embedder;
    const { service } = await setup({ petstore: 'petstore_openapi.yaml' }, { embedder: null, questionEmbedder: unloadable });
    const r = await service.query({ question: 'how do I add a new pet to the store?', specs: ['petstore'] });
    expect(r.retrieval.notes).toContain(`the not-covered gate reads the retrieval alone: ${reason}`);
    expect(r.confidence_signals.api_question).toBeNull();
    expect(r.covered).toBe(true);
  });

  it.skipIf(!lineModelPresent)('puts questions a developer asks of an API above everyday questions that share their words', async () => {
    const embedder = questionEmbedderFor({ modelId: EMBED_MODEL } as Embedder)!;
    const model = apiQuestionModelFor(LINE_MODEL, 384)!;
    const score = async (q: string) => apiQuestionScore(await embedder.embedQuery(q), model);
    // Written for this test; none is in a question set or probe file.
    const api = ['refund the last charge of customer cus_42', 'list the deployments in namespace payments', 'which webhooks does repository acme/site send?'];
    const life = ['how do I get my money back for a broken toaster?', 'how do I move my savings to a better bank?', 'which plants grow well in a shady garden?'];
    const lowestApi = Math.min(...(await Promise.all(api.map(score))));
    for (const q of life) expect(await score(q), q).toBeLessThan(lowestApi);
  });
});
