import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { aliasSwitchActions, pointId, pointsFor, qdrantNames, QdrantVectorStore } from './qdrant.vector-store.js';
import { bulkOperations, checkBulkResponse, ElasticsearchKeywordIndex, esNames, indexSettings, searchRequest } from './elasticsearch.keyword-index.js';
import { UnavailableError } from '../errors.js';
import { newGenerationId } from './sqlite.database.js';
import { analyzedText } from '../spec/analyze.js';
import { withBackoff } from './retry.js';
import { fixtureChunk } from '../conformance/fixtures.js';

describe('Qdrant adapter (no server needed)', () => {
  it('derives stable UUID point ids from chunk ids', () => {
    expect(pointId('abc')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(pointId('abc')).toBe(pointId('abc'));
    expect(pointId('abc')).not.toBe(pointId('abd'));
  });

  it('switches the alias in one call, deleting the old link only when there is one', () => {
    expect(aliasSwitchActions('specwise_pets', 'specwise_pets__2', 'specwise_pets__1')).toEqual([
      { delete_alias: { alias_name: 'specwise_pets' } },
      { create_alias: { collection_name: 'specwise_pets__2', alias_name: 'specwise_pets' } },
    ]);
    expect(aliasSwitchActions('specwise_pets', 'specwise_pets__1', null)).toEqual([{ create_alias: { collection_name: 'specwise_pets__1', alias_name: 'specwise_pets' } }]);
  });

  it('names generations so that only this spec’s collections match', () => {
    const n = qdrantNames('specwise', 'pets');
    expect(n.isGenerationOf(n.collection(newGenerationId()))).toBe(true);
    expect(n.isGenerationOf(qdrantNames('specwise', 'pets_v2').collection(newGenerationId()))).toBe(false);
    expect(n.isGenerationOf(qdrantNames('specwise', 'pets__v2').collection(newGenerationId()))).toBe(false);
  });

  it('puts method, path, spec, pointer and tags in the payload', () => {
    const c = fixtureChunk('pets', 'GET', '/pets', 'List pets');
    const [p] = pointsFor('pets', [{ chunk: c, vector: new Float32Array([0.6, 0.8]) }]);
    expect(p.payload).toMatchObject({ chunk_id: c.id, spec: 'pets', method: 'GET', path: '/pets', pointer: c.pointer, tags: [] });
    expect(p.vector[1]).toBeCloseTo(0.8, 6);
  });

  it('scores only the asked-for chunks by their point ids (has_id), and asks nothing for none', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.url?.startsWith('/aliases')) return res.end(JSON.stringify({ status: 'ok', time: 0, result: { aliases: [{ alias_name: 'specwise_pets', collection_name: 'specwise_pets__1' }] } }));
        bodies.push(JSON.parse(raw));
        res.end(JSON.stringify({ status: 'ok', time: 0, result: { points: [{ id: pointId('b'), version: 1, score: 0.5, payload: { chunk_id: 'b' } }] } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const store = new QdrantVectorStore({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, retryBaseMs: 1 });
      expect(await store.search('pets', new Float32Array([1, 0]), { k: 2, ids: ['b', 'c', 'b'] })).toEqual([{ id: 'b', spec: 'pets', score: 0.5 }]);
      expect(bodies[0]).toMatchObject({ limit: 2, filter: { must: [{ has_id: [pointId('b'), pointId('c')] }] } });
      expect(await store.search('pets', new Float32Array([1, 0]), { k: 2, ids: [] })).toEqual([]);
      expect(bodies).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});

describe('Elasticsearch adapter (no server needed)', () => {
  it('needs only the built-in whitespace analyzer: the text arrives analyzed', () => {
    const { settings, mappings } = indexSettings();
    expect(settings).toEqual({ number_of_shards: 1, number_of_replicas: 0 });
    expect(mappings.properties!.head).toEqual({ type: 'text', analyzer: 'whitespace' });
    expect(mappings.properties!.body).toEqual({ type: 'text', analyzer: 'whitespace' });
  });

  it('tells a spec\'s generations from those of a spec whose name extends it', () => {
    const pets = esNames('specwise', 'pets');
    expect(pets.isGeneration('specwise_pets__000001796018889-abc123')).toBe(true);
    expect(pets.isGeneration('specwise_pets__v2__000001796018889-abc123')).toBe(false);
    expect(pets.isGeneration('specwise_pets__000')).toBe(false);
  });

  it('builds bulk operations with the chunk id as document id and the payload unindexed', () => {
    const c = fixtureChunk('pets', 'POST', '/pets', 'Create pet');
    const ops = bulkOperations('specwise_pets__1', [c]) as Array<Record<string, unknown>>;
    expect(ops[0]).toEqual({ index: { _index: 'specwise_pets__1', _id: c.id } });
    expect(ops[1]).toMatchObject({ chunk_id: c.id, method: 'POST', path: '/pets', body: analyzedText(c.text), head: expect.stringContaining('creat pet'), payload: c });
    expect(esNames('specwise', 'pets').alias).toBe('specwise_pets');
  });

  it('fails a bulk call that "succeeded" with item errors', () => {
    expect(() => checkBulkResponse({ errors: false, items: [{ index: { status: 201 } }] })).not.toThrow();
    expect(() =>
      checkBulkResponse({ errors: true, items: [{ index: { status: 201 } }, { index: { status: 400, error: { type: 'mapper_parsing_exception', reason: 'failed to parse field [head]' } } }] }),
    ).toThrow('bulk indexing failed for 1 of 2 documents: mapper_parsing_exception: failed to parse field [head]');
  });

  it('searches head (boosted) and body with the question’s analyzed words, synonyms weighted lower', () => {
    const req = searchRequest('specwise_pets', 'How do I add a new pet?', 7)!;
    expect(req).toMatchObject({ index: 'specwise_pets', size: 7 });
    const should = req.query.bool.should as Array<Record<string, Record<string, unknown>>>;
    expect(should[0]).toEqual({ combined_fields: { query: 'add new pet', fields: ['head^2', 'body'], operator: 'or', boost: 1 } });
    expect(should[1]).toEqual({ match: { head: { query: 'add new pet', boost: 2 } } });
    expect(should[2].combined_fields.query).toContain('creat');
    expect(should[2].combined_fields.boost).toBeCloseTo(0.3);
    expect(searchRequest('specwise_pets', 'how do I?', 7)).toBeNull();
  });
});

describe('backoff', () => {
  it('retries 429 and 5xx answers, not 4xx', async () => {
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls < 3) throw Object.assign(new Error('busy'), { status: calls === 1 ? 429 : 503 });
      return 'ok';
    };
    await expect(withBackoff(flaky, { baseMs: 1 })).resolves.toBe('ok');
    expect(calls).toBe(3);
    let bad = 0;
    await expect(withBackoff(async () => { bad++; throw Object.assign(new Error('nope'), { status: 400 }); }, { baseMs: 1 })).rejects.toThrow('nope');
    expect(bad).toBe(1);
  });
});

describe('engines that are down', () => {
  it('retries connection errors coded on err.cause (fetch), then answers 503 naming the engine', async () => {
    let calls = 0;
    const refused = async () => {
      calls++;
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    };
    const err = await withBackoff(refused, { baseMs: 1, attempts: 3, service: 'Qdrant at http://q:6333' }).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(err).toBeInstanceOf(UnavailableError);
    expect(err).toMatchObject({ status: 503, code: 'engine_unavailable', message: 'Qdrant at http://q:6333 is not reachable (ECONNREFUSED after 3 attempts); try again shortly' });
  });

  it('surfaces a stopped Qdrant or Elasticsearch as 503, not 500', async () => {
    const dead = `http://127.0.0.1:${await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const port = (s.address() as AddressInfo).port;
        s.close(() => resolve(port));
      });
    })}`;
    await expect(new QdrantVectorStore({ url: dead, retryBaseMs: 1 }).search('pets', new Float32Array([1, 0]), { k: 3 })).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/^Qdrant at http:\/\/127\.0\.0\.1:\d+ is not reachable/) });
    await expect(new ElasticsearchKeywordIndex({ url: dead, retryBaseMs: 1 }).search('pets', 'add a pet', { k: 3 })).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/^Elasticsearch at http:\/\/127\.0\.0\.1:\d+ is not reachable/) });
  });

  it('tells a spec\'s Qdrant collections from those of a spec whose name extends it', () => {
    const pets = qdrantNames('specwise', 'pets');
    expect(pets.isGenerationOf('specwise_pets__000001796018889-abc123')).toBe(true);
    expect(pets.isGenerationOf('specwise_pets__v2__000001796018889-abc123')).toBe(false);
  });
});
