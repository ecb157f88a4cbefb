import { describe, expect, it } from 'vitest';
import type { VectorStore } from '../ports.js';
import { axis, fixtureChunk } from './fixtures.js';

/**
 * The behaviour every VectorStore adapter must have. Run it with a factory that returns a fresh, empty
 * store; `skip` names why it cannot run here (e.g. QDRANT_URL unset).
 */
export function vectorStoreConformance(name: string, make: () => Promise<VectorStore>, skip: string | null = null) {
  const d = skip ? describe.skip : describe;
  d(`VectorStore conformance: ${name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    const spec = `conf_${Math.random().toString(36).slice(2, 8)}`;
    const a = fixtureChunk(spec, 'GET', '/pets', 'List pets');
    const b = fixtureChunk(spec, 'DELETE', '/user', 'Delete user');
    const c = fixtureChunk(spec, 'POST', '/pets', 'Create pet');

    it('finds nothing before a generation is activated, then the nearest vector first', async () => {
      const store = await make();
      const gen = await store.beginGeneration(spec, 4);
      await store.upsertVectors(spec, gen, [{ chunk: a, vector: axis(4, 0) }, { chunk: b, vector: axis(4, 1) }, { chunk: c, vector: axis(4, 0, 2, 0.9) }]);
      expect(await store.search(spec, axis(4, 0), { k: 3 })).toEqual([]);
      await store.activate(spec, gen);
      const hits = await store.search(spec, axis(4, 0, 2, 0.1), { k: 2 });
      expect(hits.map((h) => h.id)).toEqual([a.id, c.id]);
      expect(hits[0].spec).toBe(spec);
      expect(hits[0].score).toBeGreaterThan(hits[1].score);
      expect(hits[0].score).toBeLessThanOrEqual(1.0001);
      await store.dropSpec(spec);
      await store.close();
    });

    it('scores only the ids asked for, with the same cosine as a search, leaving out ids it does not hold', async () => {
      const store = await make();
      const gen = await store.beginGeneration(spec, 4);
      await store.upsertVectors(spec, gen, [{ chunk: a, vector: axis(4, 0) }, { chunk: b, vector: axis(4, 1) }, { chunk: c, vector: axis(4, 0, 2, 0.9) }]);
      await store.activate(spec, gen);
      const q = axis(4, 0, 2, 0.1);
      const all = await store.search(spec, q, { k: 3 });
      const some = await store.search(spec, q, { k: 5, ids: [b.id, 'no-such-chunk', c.id] });
      expect(some.map((h) => h.id)).toEqual([c.id, b.id]);
      for (const h of some) expect(h.score).toBeCloseTo(all.find((x) => x.id === h.id)!.score, 5);
      expect(await store.search(spec, q, { k: 5, ids: [] })).toEqual([]);
      await store.dropSpec(spec);
      await store.close();
    });

    it('keeps serving the old generation until the new one is activated, then only the new one', async () => {
      const store = await make();
      const g1 = await store.beginGeneration(spec, 4);
      await store.upsertVectors(spec, g1, [{ chunk: a, vector: axis(4, 0) }]);
      await store.activate(spec, g1);
      const g2 = await store.beginGeneration(spec, 4);
      await store.upsertVectors(spec, g2, [{ chunk: b, vector: axis(4, 0) }]);
      expect((await store.search(spec, axis(4, 0), { k: 5 })).map((h) => h.id)).toEqual([a.id]);
      await store.activate(spec, g2);
      expect((await store.search(spec, axis(4, 0), { k: 5 })).map((h) => h.id)).toEqual([b.id]);
      await store.dropSpec(spec);
      expect(await store.search(spec, axis(4, 0), { k: 5 })).toEqual([]);
      await store.close();
    });

    it('isolates specs from each other', async () => {
      const store = await make();
      const other = `${spec}_b`;
      for (const [s, ch] of [[spec, a], [other, fixtureChunk(other, 'GET', '/cats', 'List cats')]] as const) {
        const g = await store.beginGeneration(s, 4);
        await store.upsertVectors(s, g, [{ chunk: ch, vector: axis(4, 0) }]);
        await store.activate(s, g);
      }
      const hits = await store.search(spec, axis(4, 0), { k: 5 });
      expect(hits.every((h) => h.spec === spec)).toBe(true);
      expect(hits).toHaveLength(1);
      await store.dropSpec(spec);
      await store.dropSpec(other);
      await store.close();
    });
  });
}
