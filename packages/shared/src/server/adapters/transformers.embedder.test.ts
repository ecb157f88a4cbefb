import { describe, expect, it } from 'vitest';
import { TransformersEmbedder } from './transformers.embedder.js';
import { TransformersReranker } from './transformers.reranker.js';
import { hasModel, MODELS_DIR } from '../testing.js';

const MODEL = 'Xenova/all-MiniLM-L6-v2';
// CI provisions the model (scripts/provision-models.mjs), so there a missing model is a failure, not a skip.
const present = hasModel(MODEL) || !!process.env.CI;
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

describe.skipIf(!present)(`TransformersEmbedder with the real ${MODEL}${present ? '' : ' (skipped: not provisioned; run npm run models)'}`, () => {
  const embedder = new TransformersEmbedder(MODEL, { modelsDir: MODELS_DIR, allowRemote: false, dtype: 'q8', batchSize: 8 });

  it('loads from MODELS_DIR and reports its dimension', async () => {
    expect(await embedder.ready()).toBeNull();
    expect(embedder.dimension()).toBe(384);
  });

  it('embeds "list pets" nearer to GET /pets than to DELETE /user', async () => {
    const [pets, user] = await embedder.embedDocuments(['List all pets - GET /pets', 'Delete user - DELETE /user/{username}']);
    const q = await embedder.embedQuery('list pets');
    expect(Math.hypot(...q)).toBeCloseTo(1, 4);
    expect(dot(q, pets)).toBeGreaterThan(dot(q, user) + 0.2);
  });
});

describe('a missing model', () => {
  it('is reported with a reason instead of crashing', async () => {
    const e = new TransformersEmbedder('nobody/no-such-model', { modelsDir: MODELS_DIR, allowRemote: false, dtype: 'q8', batchSize: 8 });
    expect(await e.ready()).toMatch(/^embedding model nobody\/no-such-model is not found in MODELS_DIR \(.+\) and remote downloads are off \(MODELS_ALLOW_REMOTE=false\): /);
    await expect(e.embedQuery('x')).rejects.toThrow(/not found in MODELS_DIR/);
    const r = new TransformersReranker('nobody/no-reranker', { modelsDir: MODELS_DIR, allowRemote: false });
    expect(await r.ready()).toMatch(/^reranker model nobody\/no-reranker is not found/);
  });
});
