import { createHash } from 'node:crypto';
import { QdrantClient } from '@qdrant/js-client-rest';
import type { Chunk } from '../../index.js';
import type { ScoredId, VectorStore } from '../ports.js';
import { isGenerationName, newGenerationId } from './sqlite.database.js';
import { withBackoff } from './retry.js';

/** Qdrant point ids are UUIDs or integers: derive a stable UUID from the chunk id. */
export function pointId(chunkId: string): string {
  const h = createHash('md5').update(chunkId).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export const qdrantNames = (prefix: string, spec: string) => ({
  alias: `${prefix}_${spec}`,
  collection: (generation: string) => `${prefix}_${spec}__${generation}`,
  isGenerationOf: (collection: string) => isGenerationName(`${prefix}_${spec}`, collection),
});

/** One atomic alias switch: point `alias` at `next`, dropping its link to `previous`. */
export function aliasSwitchActions(alias: string, next: string, previous: string | null) {
  return [
    ...(previous ? [{ delete_alias: { alias_name: alias } }] : []),
    { create_alias: { collection_name: next, alias_name: alias } },
  ];
}

export function pointsFor(spec: string, items: Array<{ chunk: Chunk; vector: Float32Array }>) {
  return items.map(({ chunk, vector }) => ({
    id: pointId(chunk.id),
    vector: Array.from(vector),
    payload: { chunk_id: chunk.id, spec, method: chunk.method, path: chunk.path, pointer: chunk.pointer, tags: chunk.tags, summary: chunk.summary },
  }));
}

/** One collection per spec generation (cosine), queried through an alias that a re-ingest switches atomically. */
export class QdrantVectorStore implements VectorStore {
  readonly name = 'qdrant';
  private readonly client: QdrantClient;
  private readonly url: string;
  constructor(opts: { url: string; apiKey?: string; prefix?: string; retryBaseMs?: number }, private readonly prefix = opts.prefix ?? 'specwise') {
    this.client = new QdrantClient({ url: opts.url, apiKey: opts.apiKey, checkCompatibility: false });
    this.url = opts.url;
    this.baseMs = opts.retryBaseMs;
  }
  private readonly baseMs: number | undefined;

  /** Retries with backoff; Qdrant unreachable after that is a 503 naming it. */
  private retry<T>(fn: () => Promise<T>, attempts?: number): Promise<T> {
    return withBackoff(fn, { service: `Qdrant at ${this.url}`, baseMs: this.baseMs, attempts });
  }

  private async aliasTarget(alias: string): Promise<string | null> {
    const { aliases } = await this.retry(() => this.client.getAliases());
    return aliases.find((a) => a.alias_name === alias)?.collection_name ?? null;
  }

  async beginGeneration(spec: string, dimension: number): Promise<string> {
    const gen = newGenerationId();
    const name = qdrantNames(this.prefix, spec).collection(gen);
    await this.retry(() => this.client.createCollection(name, { vectors: { size: dimension, distance: 'Cosine' } }));
    for (const field of ['method', 'path', 'spec', 'tags']) {
      await this.retry(() => this.client.createPayloadIndex(name, { field_name: field, field_schema: 'keyword', wait: true }));
    }
    return gen;
  }

  async upsertVectors(spec: string, generation: string, items: Array<{ chunk: Chunk; vector: Float32Array }>): Promise<void> {
    const name = qdrantNames(this.prefix, spec).collection(generation);
    const points = pointsFor(spec, items);
    for (let i = 0; i < points.length; i += 128) {
      const batch = points.slice(i, i + 128);
      await this.retry(() => this.client.upsert(name, { wait: true, points: batch }));
    }
  }

  async activate(spec: string, generation: string): Promise<void> {
    const n = qdrantNames(this.prefix, spec);
    const previous = await this.aliasTarget(n.alias);
    const next = n.collection(generation);
    if (previous && previous > next) throw new Error(`generation ${generation} of ${spec} was superseded by ${previous}`);
    await this.retry(() => this.client.updateCollectionAliases({ actions: aliasSwitchActions(n.alias, next, previous) }));
    const { collections } = await this.retry(() => this.client.getCollections());
    for (const c of collections) if (n.isGenerationOf(c.name) && c.name < next) await this.retry(() => this.client.deleteCollection(c.name));
  }

  async search(spec: string, vector: Float32Array, opts: { k: number; ids?: string[] }): Promise<ScoredId[]> {
    const alias = qdrantNames(this.prefix, spec).alias;
    if (!(await this.aliasTarget(alias))) return [];
    if (opts.ids?.length === 0) return [];
    // Only the given chunks: their point ids (`has_id`), derived from the chunk ids as at upsert.
    const filter = opts.ids ? { must: [{ has_id: [...new Set(opts.ids)].map(pointId) }] } : undefined;
    // The Query API (`/points/query`); `/points/search` is deprecated since Qdrant 1.18.
    const { points } = await this.retry(() => this.client.query(alias, { query: Array.from(vector), limit: opts.k, filter, with_payload: ['chunk_id'] }));
    return points.map((h) => ({ id: String((h.payload as { chunk_id: string }).chunk_id), spec, score: h.score }));
  }

  async dropSpec(spec: string): Promise<void> {
    const n = qdrantNames(this.prefix, spec);
    if (await this.aliasTarget(n.alias)) await this.retry(() => this.client.updateCollectionAliases({ actions: [{ delete_alias: { alias_name: n.alias } }] }));
    const { collections } = await this.retry(() => this.client.getCollections());
    for (const c of collections) if (n.isGenerationOf(c.name)) await this.retry(() => this.client.deleteCollection(c.name));
  }

  async ping(): Promise<void> {
    await this.retry(() => this.client.getCollections(), 1);
  }

  async close(): Promise<void> {}
}
