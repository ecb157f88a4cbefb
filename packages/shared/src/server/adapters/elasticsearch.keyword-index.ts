import { Client, type estypes } from '@elastic/elasticsearch';
import type { Chunk } from '../../index.js';
import type { KeywordIndex, KeywordSearchOptions, ScoredId } from '../ports.js';
import { searchTerms } from '../spec/analyze.js';
import { indexedFields, KEYWORD_WEIGHTS } from './sqlite.keyword-index.js';
import { isGenerationName, newGenerationId } from './sqlite.database.js';
import { withBackoff } from './retry.js';

/**
 * Index settings: the text arrives analyzed (`analyze.ts`: identifiers split, lower-cased, Porter-stemmed), the
 * same tokens SQLite FTS5 indexes, so Elasticsearch needs only its built-in `whitespace` analyzer — nothing from
 * the analysis-common module — and ranks with the same words as the embedded mode.
 */
export function indexSettings(): { settings: estypes.IndicesIndexSettings; mappings: estypes.MappingTypeMapping } {
  return {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: {
      dynamic: false,
      properties: {
        chunk_id: { type: 'keyword' },
        spec: { type: 'keyword' },
        method: { type: 'keyword' },
        path: { type: 'keyword' },
        head: { type: 'text', analyzer: 'whitespace' },
        body: { type: 'text', analyzer: 'whitespace' },
        payload: { type: 'object', enabled: false },
      },
    },
  };
}

export const esNames = (prefix: string, spec: string) => ({
  alias: `${prefix}_${spec}`,
  index: (generation: string) => `${prefix}_${spec}__${generation}`,
  isGeneration: (index: string) => isGenerationName(`${prefix}_${spec}`, index),
});


export function bulkOperations(index: string, chunks: Chunk[]): unknown[] {
  return chunks.flatMap((c) => [
    { index: { _index: index, _id: c.id } },
    { chunk_id: c.id, spec: c.spec, method: c.method, path: c.path, ...indexedFields(c), payload: c },
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

/**
 * The search, weighted like the SQLite index: body, head (twice) and the heads alone (twice again), the question's
 * own words at 1 and their synonyms at KEYWORD_WEIGHTS.synonyms. Null when the question has no content word.
 */
export function searchRequest(alias: string, question: string, k: number, related: string[] = [], kept: string[] = []) {
  const { original, synonyms } = searchTerms(question, related, kept);
  if (!original.length) return null;
  const should: estypes.QueryDslQueryContainer[] = [];
  for (const [terms, w] of [[original, 1], [synonyms, KEYWORD_WEIGHTS.synonyms]] as const) {
    if (!terms.length) continue;
    const query = terms.join(' ');
    // BM25F over body and head (head counted twice), as FTS5 scores its two columns; then the heads alone.
    should.push({ combined_fields: { query, fields: ['head^2', 'body'], operator: 'or', boost: w } }, { match: { head: { query, boost: w * KEYWORD_WEIGHTS.head } } });
  }
  return { index: alias, size: k, _source: false, query: { bool: { should } } };
}

/** BM25 on Elasticsearch: one index per spec generation behind an alias that a re-ingest switches atomically. */
export class ElasticsearchKeywordIndex implements KeywordIndex {
  readonly name = 'elasticsearch';
  private readonly client: Client;
  private readonly url: string;
  private readonly baseMs: number | undefined;
  constructor(opts: { url: string; apiKey?: string; username?: string; password?: string; retryBaseMs?: number }, private readonly prefix = 'specwise') {
    const auth = opts.apiKey ? { apiKey: opts.apiKey } : opts.username ? { username: opts.username, password: opts.password ?? '' } : undefined;
    this.client = new Client({ node: opts.url, auth, requestTimeout: 30000, maxRetries: 0 });
    this.url = opts.url;
    this.baseMs = opts.retryBaseMs;
  }

  /** Retries with backoff; Elasticsearch unreachable after that is a 503 naming it. */
  private retry<T>(fn: () => Promise<T>, attempts?: number): Promise<T> {
    return withBackoff(fn, { service: `Elasticsearch at ${this.url}`, baseMs: this.baseMs, attempts });
  }

  private async aliasTargets(alias: string): Promise<string[]> {
    try {
      return Object.keys(await this.retry(() => this.client.indices.getAlias({ name: alias })));
    } catch (err) {
      if ((err as { meta?: { statusCode?: number } }).meta?.statusCode === 404) return [];
      throw err;
    }
  }

  async beginGeneration(spec: string): Promise<string> {
    const gen = newGenerationId();
    await this.retry(() => this.client.indices.create({ index: esNames(this.prefix, spec).index(gen), ...indexSettings() }));
    return gen;
  }

  async indexChunks(spec: string, generation: string, chunks: Chunk[]): Promise<void> {
    const index = esNames(this.prefix, spec).index(generation);
    for (let i = 0; i < chunks.length; i += 200) {
      const operations = bulkOperations(index, chunks.slice(i, i + 200));
      const res = await this.retry(() => this.client.bulk({ operations, refresh: false }));
      checkBulkResponse(res as unknown as { errors: boolean; items: BulkItem[] });
    }
    await this.retry(() => this.client.indices.refresh({ index }));
  }

  async activate(spec: string, generation: string): Promise<void> {
    const n = esNames(this.prefix, spec);
    const next = n.index(generation);
    const previous = await this.aliasTargets(n.alias);
    if (previous.some((p) => p > next)) throw new Error(`generation ${generation} of ${spec} was superseded`);
    await this.retry(() => this.client.indices.updateAliases({ actions: [...previous.map((index) => ({ remove: { index, alias: n.alias } })), { add: { index: next, alias: n.alias } }] }));
    for (const old of previous) await this.retry(() => this.client.indices.delete({ index: old, ignore_unavailable: true }));
  }

  async search(spec: string, query: string, opts: KeywordSearchOptions): Promise<ScoredId[]> {
    const alias = esNames(this.prefix, spec).alias;
    if (!(await this.aliasTargets(alias)).length) return [];
    const request = searchRequest(alias, query, opts.k, opts.synonyms, opts.kept);
    if (!request) return [];
    const res = await this.retry(() => this.client.search(request));
    return res.hits.hits.map((h) => ({ id: String(h._id), spec, score: h._score ?? 0 }));
  }

  async getChunks(spec: string, ids: string[]): Promise<Chunk[]> {
    const alias = esNames(this.prefix, spec).alias;
    if (!ids.length || !(await this.aliasTargets(alias)).length) return [];
    const res = await this.retry(() => this.client.search({ index: alias, size: ids.length, query: { ids: { values: ids } }, _source: ['payload'] }));
    const byId = new Map(res.hits.hits.map((h) => [String(h._id), (h._source as { payload: Chunk }).payload]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async listChunks(spec: string): Promise<Chunk[]> {
    const alias = esNames(this.prefix, spec).alias;
    if (!(await this.aliasTargets(alias)).length) return [];
    const res = await this.retry(() => this.client.search({ index: alias, size: 10000, query: { match_all: {} }, _source: ['payload'], sort: [{ path: 'asc' }, { method: 'asc' }] }));
    return res.hits.hits.map((h) => (h._source as { payload: Chunk }).payload);
  }

  async dropSpec(spec: string): Promise<void> {
    // Delete by concrete name: Elasticsearch refuses wildcard deletes (action.destructive_requires_name).
    const n = esNames(this.prefix, spec);
    const existing = await this.retry(() => this.client.indices.get({ index: `${n.alias}__*`, allow_no_indices: true, ignore_unavailable: true }));
    for (const index of Object.keys(existing).filter(n.isGeneration)) await this.retry(() => this.client.indices.delete({ index, ignore_unavailable: true }));
  }

  async ping(): Promise<void> {
    // The node has no `GET /`: cluster health is the readiness probe.
    await this.retry(() => this.client.cluster.health(), 1);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
