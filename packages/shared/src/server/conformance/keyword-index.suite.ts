import { describe, expect, it } from 'vitest';
import type { KeywordIndex } from '../ports.js';
import { fixtureChunk } from './fixtures.js';

/** The behaviour every KeywordIndex adapter must have (BM25 over the active generation of each spec). */
export function keywordIndexConformance(name: string, make: () => Promise<KeywordIndex>, skip: string | null = null) {
  const d = skip ? describe.skip : describe;
  d(`KeywordIndex conformance: ${name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    const spec = `conf_${Math.random().toString(36).slice(2, 8)}`;
    const chunks = [
      fixtureChunk(spec, 'POST', '/v1/refunds', 'Create a refund', 'Refund a charge. Body: charge, amount, reason'),
      fixtureChunk(spec, 'POST', '/v1/payment_intents', 'Create a PaymentIntent', 'Body: amount, currency, idempotencyKey'),
      fixtureChunk(spec, 'GET', '/v1/customers/{customer}', 'Retrieve a customer', 'Returns a customer object'),
    ];

    it('ranks by BM25, splits identifiers and stems, and returns the full chunks', async () => {
      const idx = await make();
      const gen = await idx.beginGeneration(spec);
      await idx.indexChunks(spec, gen, chunks);
      expect(await idx.search(spec, 'refund', { k: 3 })).toEqual([]);
      await idx.activate(spec, gen);
      expect((await idx.search(spec, 'how do I refund a charge?', { k: 3 }))[0].id).toBe(chunks[0].id);
      expect((await idx.search(spec, 'payment intents', { k: 3 }))[0].id).toBe(chunks[1].id);
      expect((await idx.search(spec, 'idempotency key', { k: 3 }))[0].id).toBe(chunks[1].id);
      expect((await idx.search(spec, 'customers', { k: 3 }))[0].id).toBe(chunks[2].id);
      const got = await idx.getChunks(spec, [chunks[2].id, 'missing', chunks[0].id]);
      expect(got.map((c) => c.id)).toEqual([chunks[2].id, chunks[0].id]);
      expect(got[0]).toEqual(chunks[2]);
      expect((await idx.listChunks(spec)).map((c) => c.id).sort()).toEqual(chunks.map((c) => c.id).sort());
      await idx.dropSpec(spec);
      expect(await idx.search(spec, 'refund', { k: 3 })).toEqual([]);
      expect(await idx.listChunks(spec)).toEqual([]);
      await idx.close();
    });

    it('swaps generations atomically: old results until activate, new ones after', async () => {
      const idx = await make();
      const g1 = await idx.beginGeneration(spec);
      await idx.indexChunks(spec, g1, [chunks[0]]);
      await idx.activate(spec, g1);
      const g2 = await idx.beginGeneration(spec);
      const renamed = { ...chunks[0], id: 'new-refund', text: 'Create a refund v2 - POST /v2/refunds' };
      await idx.indexChunks(spec, g2, [renamed]);
      expect((await idx.search(spec, 'refund', { k: 3 })).map((h) => h.id)).toEqual([chunks[0].id]);
      await idx.activate(spec, g2);
      expect((await idx.search(spec, 'refund', { k: 3 })).map((h) => h.id)).toEqual(['new-refund']);
      expect(await idx.getChunks(spec, [chunks[0].id])).toEqual([]);
      await idx.dropSpec(spec);
      await idx.close();
    });

    it('searches a word people ask with where it is kept, as the name of a kind of thing', async () => {
      const idx = await make();
      const g = await idx.beginGeneration(spec);
      const kinds = [
        fixtureChunk(spec, 'PATCH', '/api/v1/namespaces/{namespace}/endpoints/{name}', 'partially update the specified Endpoints'),
        fixtureChunk(spec, 'PATCH', '/api/v1/namespaces/{namespace}/services/{name}', 'partially update the specified Service'),
      ];
      await idx.indexChunks(spec, g, kinds);
      await idx.activate(spec, g);
      // "endpoints" is a word of asking about APIs, dropped from a question, unless kept: Kubernetes names a kind by it.
      expect((await idx.search(spec, 'patch the endpoints of service web', { k: 2 }))[0]?.id).not.toBe(kinds[0].id);
      expect((await idx.search(spec, 'patch the endpoints of service web', { k: 2, kept: ['endpoints'] }))[0]?.id).toBe(kinds[0].id);
      await idx.dropSpec(spec);
      await idx.close();
    });

    it("searches given synonyms too, under the question's own words", async () => {
      const idx = await make();
      const g = await idx.beginGeneration(spec);
      await idx.indexChunks(spec, g, chunks);
      await idx.activate(spec, g);
      // "give the money back": nothing of it is in the refund operation; the synonym "refund" finds it.
      expect((await idx.search(spec, 'give the money back', { k: 3 })).map((h) => h.id)).not.toContain(chunks[0].id);
      expect((await idx.search(spec, 'give the money back', { k: 3, synonyms: ['refund'] }))[0]?.id).toBe(chunks[0].id);
      // The question's own word outranks a synonym's match.
      expect((await idx.search(spec, 'customer', { k: 3, synonyms: ['refund'] }))[0]?.id).toBe(chunks[2].id);
      await idx.dropSpec(spec);
      await idx.close();
    });

    it('finds words outside ASCII whole, with or without their accents', async () => {
      const idx = await make();
      const g = await idx.beginGeneration(spec);
      const named = [...chunks, fixtureChunk(spec, 'GET', '/v1/crew', 'Crew of Amélie', 'Directed by Jean-Pierre Jeunet; camera: Łukasz Żal; Ärzte')];
      await idx.indexChunks(spec, g, named);
      await idx.activate(spec, g);
      for (const q of ['Amélie', 'amelie', 'AMELIE', 'Lukasz Zal', 'Żal', 'ärzte']) expect((await idx.search(spec, q, { k: 3 }))[0]?.id, q).toBe(named[3].id);
      // A letter outside ASCII no longer splits a word: "Amélie" is not the words "am" and "lie".
      expect(await idx.search(spec, 'lie', { k: 3 })).toEqual([]);
      await idx.dropSpec(spec);
      await idx.close();
    });

    it('treats punctuation and query syntax in questions as words, never as errors', async () => {
      const idx = await make();
      const g = await idx.beginGeneration(spec);
      await idx.indexChunks(spec, g, chunks);
      await idx.activate(spec, g);
      for (const q of ['"unbalanced', 'AND OR NOT', 'amount*', 'col:umn (x', '   ', '¿qué?']) {
        await expect(idx.search(spec, q, { k: 3 })).resolves.toBeInstanceOf(Array);
      }
      await idx.dropSpec(spec);
      await idx.close();
    });
  });
}
