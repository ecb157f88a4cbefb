import { describe, expect, it } from 'vitest';
import { aliasSwitchActions, pointId, pointsFor, qdrantNames } from './qdrant.vector-store.js';
import { bulkOperations, checkBulkResponse, esNames, indexSettings, searchRequest } from './elasticsearch.keyword-index.js';
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
    expect(n.isGenerationOf(n.collection('000001-a'))).toBe(true);
    expect(n.isGenerationOf(qdrantNames('specwise', 'pets_v2').collection('000001-a'))).toBe(false);
  });

  it('puts method, path, spec, pointer and tags in the payload', () => {
    const c = fixtureChunk('pets', 'GET', '/pets', 'List pets');
    const [p] = pointsFor('pets', [{ chunk: c, vector: new Float32Array([0.6, 0.8]) }]);
    expect(p.payload).toMatchObject({ chunk_id: c.id, spec: 'pets', method: 'GET', path: '/pets', pointer: c.pointer, tags: [] });
    expect(p.vector[1]).toBeCloseTo(0.8, 6);
  });
});

describe('Elasticsearch adapter (no server needed)', () => {
  it('splits identifiers, stems English and expands API synonyms at search time', () => {
    const s = indexSettings().settings as unknown as { analysis: { analyzer: Record<string, { filter: string[]; char_filter: string[] }>; filter: Record<string, Record<string, unknown>>; char_filter: Record<string, { pattern: string }> } };
    expect(s.analysis.filter.ident_split).toMatchObject({ type: 'word_delimiter_graph', split_on_case_change: true, preserve_original: true });
    expect(s.analysis.analyzer.api_index.filter).toEqual(['ident_split', 'flatten_graph', 'lowercase', 'english_stem']);
    expect(s.analysis.analyzer.api_search.filter).toContain('api_synonyms');
    expect(s.analysis.filter.api_synonyms.synonyms).toEqual(expect.arrayContaining([expect.stringMatching(/^create, add, .*post/), expect.stringMatching(/^delete, remove/)]));
    const re = new RegExp(s.analysis.char_filter.path_punct.pattern, 'g');
    expect('/v1/payment_intents/{intent}'.replace(re, ' ').trim().split(/\s+/)).toEqual(['v1', 'payment_intents', 'intent']);
  });

  it('builds bulk operations with the chunk id as document id and the payload unindexed', () => {
    const c = fixtureChunk('pets', 'POST', '/pets', 'Create pet');
    const ops = bulkOperations('specwise_pets__1', [c]) as Array<Record<string, unknown>>;
    expect(ops[0]).toEqual({ index: { _index: 'specwise_pets__1', _id: c.id } });
    expect(ops[1]).toMatchObject({ chunk_id: c.id, method: 'POST', path: '/pets', body: c.text, payload: c });
    expect(esNames('specwise', 'pets').alias).toBe('specwise_pets');
  });

  it('fails a bulk call that "succeeded" with item errors', () => {
    expect(() => checkBulkResponse({ errors: false, items: [{ index: { status: 201 } }] })).not.toThrow();
    expect(() =>
      checkBulkResponse({ errors: true, items: [{ index: { status: 201 } }, { index: { status: 400, error: { type: 'mapper_parsing_exception', reason: 'failed to parse field [head]' } } }] }),
    ).toThrow('bulk indexing failed for 1 of 2 documents: mapper_parsing_exception: failed to parse field [head]');
  });

  it('searches head (boosted) and body with the question’s content words', () => {
    const req = searchRequest('specwise_pets', 'How do I add a new pet?', 7);
    expect(req).toMatchObject({ index: 'specwise_pets', size: 7, query: { multi_match: { query: 'add new pet', fields: ['head^4', 'body'], operator: 'or' } } });
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
