import { describe, expect, it } from 'vitest';
import { apiQuestionModelFor, apiQuestionScore, parseApiQuestionModel } from './api-question.js';
import { EMBED_MODEL, modelPresent, realEmbedder } from '../test/fixture.js';

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

  it('is fitted for the default embedding model only: another model or size reads nothing', () => {
    expect(apiQuestionModelFor(EMBED_MODEL, 384)?.weights).toHaveLength(384);
    expect(apiQuestionModelFor('Xenova/bge-small-en-v1.5', 384)).toBeNull();
    expect(apiQuestionModelFor(EMBED_MODEL, 768)).toBeNull();
  });

  it.skipIf(!modelPresent)('puts questions a developer asks of an API above everyday questions that share their words', async () => {
    const embedder = realEmbedder();
    const model = apiQuestionModelFor(EMBED_MODEL, 384)!;
    const score = async (q: string) => apiQuestionScore(await embedder.embedQuery(q), model);
    // Written for this test; none is in a question set or probe file.
    const api = ['refund the last charge of customer cus_42', 'list the deployments in namespace payments', 'which webhooks does repository acme/site send?'];
    const life = ['how do I get my money back for a broken toaster?', 'how do I move my savings to a better bank?', 'which plants grow well in a shady garden?'];
    const lowestApi = Math.min(...(await Promise.all(api.map(score))));
    for (const q of life) expect(await score(q), q).toBeLessThan(lowestApi);
  });
});
