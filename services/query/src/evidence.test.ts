import { describe, expect, it } from 'vitest';
import { openSqlite, SqliteVectorStore } from '@specwise/shared/server';
import { fixtureChunk } from '@specwise/shared/server/testing-fixtures';
import { cosineOfCandidates } from './evidence.js';
import { hitKey } from './rrf.js';

describe('cosineOfCandidates', () => {
  it('gives a candidate only keyword search found its exact cosine, not 0, and asks nothing of a spec without vectors', async () => {
    const store = new SqliteVectorStore(openSqlite(':memory:'));
    const near = fixtureChunk('pets', 'GET', '/pets', 'List pets');
    const far = fixtureChunk('pets', 'DELETE', '/user', 'Delete user');
    const gen = await store.beginGeneration('pets', 2);
    await store.upsertVectors('pets', gen, [{ chunk: near, vector: new Float32Array([1, 0]) }, { chunk: far, vector: new Float32Array([0.6, 0.8]) }]);
    await store.activate('pets', gen);
    const q = new Float32Array([1, 0]);
    const dense = [{ id: near.id, spec: 'pets', score: 1 }];
    const candidates = [...dense, { id: far.id, spec: 'pets', score: 0.5 }, { id: 'x', spec: 'docs', score: 0.4 }];
    const cosine = await cosineOfCandidates(store, q, dense, candidates, ['pets']);
    expect(cosine.get(hitKey(dense[0]))).toBe(1);
    expect(cosine.get(hitKey(candidates[1]))).toBeCloseTo(0.6, 5);
    expect(cosine.has(hitKey(candidates[2]))).toBe(false);
    expect((await cosineOfCandidates(store, null, dense, candidates, ['pets'])).size).toBe(1);
  });
});
