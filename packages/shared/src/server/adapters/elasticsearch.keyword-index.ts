import { Client, type estypes } from '@elastic/elasticsearch';
import type { Chunk } from '../../index.js';
import type { KeywordIndex, ScoredId } from '../ports.js';
import { SYNONYM_GROUPS, queryTerms } from '../spec/text.js';
import { headText } from './sqlite.keyword-index.js';
import { newGenerationId } from './sqlite.database.js';
import { withBackoff } from './retry.js';

/**
 * Index settings: identifiers split into words (`/v1/payment_intents/{intent}` → payment intents intent,
 * camelCase and snake_case), English stemming, and API verb synonyms at search time.
 */
export function indexSettings(): { settings: estypes.IndicesIndexSettings; mappings: estypes.MappingTypeMapping } {
  return {
    settings: {
      number_of_shards: 1,
      analysis: {
        char_filter: { path_punct: { type: 'pattern_replace', pattern: '[/{}()\\[\\]:,;"\'`]', replacement: ' ' } },
        filter: {
          ident_split: { type: 'word_delimiter_graph', split_on_case_change: true, split_on_numerics: false, preserve_original: true, stem_english_possessive: true },
          api_synonyms: { type: 'synonym_graph', synonyms: SYNONYM_GROUPS.map((g) => g.join(', ')) },
          english_stem: { type: 'stemmer', language: 'english' },
        },
        analyzer: {
          api_index: { type: 'custom', char_filter: ['path_punct'], tokenizer: 'whitespace', filter: ['ident_split', 'flatten_graph', 'lowercase', 'english_stem'] },
          api_search: { type: 'custom', char_filter: ['path_punct'], tokenizer: 'whitespace', filter: ['ident_split', 'lowercase', 'api_synonyms', 'english_stem'] },
        },
      },
    },
    mappings: {
      dynamic: false,
      properties: {
        chunk_id: { type: 'keyword' },
        spec: { type: 'keyword' },
        method: { type: 'keyword' },
        path: { type: 'keyword' },
        head: { type: 'text', analyzer: 'api_index', search_analyzer: 'api_search' },
        body: { type: 'text', analyzer: 'api_index', search_analyzer: 'api_search' },
        payload: { type: 'object', enabled: false },
      },
    },
  };
}

export const esNames = (prefix: string, spec: string) => ({
  alias: `${prefix}_${spec}`,
  index: (generation: string) => `${prefix}_${spec}__${generation}`,
});

export function bulkOperations(index: string, chunks: Chunk[]): unknown[] {
  return chunks.flatMap((c) => [
    { index: { _index: index, _id: c.id } },
    { chunk_id: c.id, spec: c.spec, method: c.method, path: c.path, head: headText(c), body: c.text, payload: c },
  ]);
}

interface BulkItem { [op: string]: { status?: number; error?: { type?: string; reason?: string }; _id?: string } }

/** A bulk call can "succeed" while items fail: count them and throw with the first reasons. */
export function checkBulkResponse(res: { errors: boolean; items: BulkItem[] }): void {
  if (!res.errors) return;
  const failed = res.items.map((i) => Object.values(i)[0]).filter((r) => r?.error);
  const reasons = [...new Set(failed.slice(0, 3).map((r) => `${r.error?.type}: ${r.error?.reason}`))].join('; ');
  throw new Error(`bulk indexing failed for ${failed.length} of ${res.items.length} documents: ${reasons}`);
}

export function searchRequest(alias: string, question: string, k: number) {
  const text = queryTerms(question).join(' ') || question;
  return { index: alias, size: k, _source: false, query: { multi_match: { query: text, fields: ['head^4', 'body'], type: 'best_fields' as const, operator: 'or' as const, tie_breaker: 0.3 } } };
}

/** BM25 on Elasticsearch: one index per spec generation behind an alias that a re-ingest switches atomically. */
export class ElasticsearchKeywordIndex implements KeywordIndex {
  readonly name = 'elasticsearch';
  private readonly client: Client;
  constructor(opts: { url: string; apiKey?: string; username?: string; password?: string }, private readonly prefix = 'specwise') {
    const auth = opts.apiKey ? { apiKey: opts.apiKey } : opts.username ? { username: opts.username, password: opts.password ?? '' } : undefined;
    this.client = new Client({ node: opts.url, auth, requestTimeout: 30000 });
  }

  private async aliasTargets(alias: string): Promise<string[]> {
    try {
      return Object.keys(await this.client.indices.getAlias({ name: alias }));
    } catch (err) {
      if ((err as { meta?: { statusCode?: number } }).meta?.statusCode === 404) return [];
      throw err;
    }
  }

  async beginGeneration(spec: string): Promise<string> {
    const gen = newGenerationId();
    await withBackoff(() => this.client.indices.create({ index: esNames(this.prefix, spec).index(gen), ...indexSettings() }));
    return gen;
  }

  async indexChunks(spec: string, generation: string, chunks: Chunk[]): Promise<void> {
    const index = esNames(this.prefix, spec).index(generation);
    for (let i = 0; i < chunks.length; i += 200) {
      const operations = bulkOperations(index, chunks.slice(i, i + 200));
      const res = await withBackoff(() => this.client.bulk({ operations, refresh: false }));
      checkBulkResponse(res as unknown as { errors: boolean; items: BulkItem[] });
    }
    await withBackoff(() => this.client.indices.refresh({ index }));
  }

  async activate(spec: string, generation: string): Promise<void> {
    const n = esNames(this.prefix, spec);
    const next = n.index(generation);
    const previous = await this.aliasTargets(n.alias);
    if (previous.some((p) => p > next)) throw new Error(`generation ${generation} of ${spec} was superseded`);
    await withBackoff(() => this.client.indices.updateAliases({ actions: [...previous.map((index) => ({ remove: { index, alias: n.alias } })), { add: { index: next, alias: n.alias } }] }));
    for (const old of previous) await withBackoff(() => this.client.indices.delete({ index: old, ignore_unavailable: true }));
  }

  async search(spec: string, query: string, opts: { k: number }): Promise<ScoredId[]> {
    const alias = esNames(this.prefix, spec).alias;
    if (!(await this.aliasTargets(alias)).length) return [];
    const res = await withBackoff(() => this.client.search(searchRequest(alias, query, opts.k)));
    return res.hits.hits.map((h) => ({ id: String(h._id), spec, score: h._score ?? 0 }));
  }

  async getChunks(spec: string, ids: string[]): Promise<Chunk[]> {
    const alias = esNames(this.prefix, spec).alias;
    if (!ids.length || !(await this.aliasTargets(alias)).length) return [];
    const res = await withBackoff(() => this.client.search({ index: alias, size: ids.length, query: { ids: { values: ids } }, _source: ['payload'] }));
    const byId = new Map(res.hits.hits.map((h) => [String(h._id), (h._source as { payload: Chunk }).payload]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async listChunks(spec: string): Promise<Chunk[]> {
    const alias = esNames(this.prefix, spec).alias;
    if (!(await this.aliasTargets(alias)).length) return [];
    const res = await withBackoff(() => this.client.search({ index: alias, size: 10000, query: { match_all: {} }, _source: ['payload'], sort: [{ path: 'asc' }, { method: 'asc' }] }));
    return res.hits.hits.map((h) => (h._source as { payload: Chunk }).payload);
  }

  async dropSpec(spec: string): Promise<void> {
    // Delete by concrete name: Elasticsearch refuses wildcard deletes (action.destructive_requires_name).
    const n = esNames(this.prefix, spec);
    const existing = await withBackoff(() => this.client.indices.get({ index: `${n.alias}__*`, allow_no_indices: true, ignore_unavailable: true }));
    for (const index of Object.keys(existing)) await withBackoff(() => this.client.indices.delete({ index, ignore_unavailable: true }));
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
