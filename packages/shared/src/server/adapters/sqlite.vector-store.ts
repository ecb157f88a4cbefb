import type { Chunk } from '../../index.js';
import type { ScoredId, VectorStore } from '../ports.js';
import { activeGeneration, newGenerationId, swapGeneration, writeInBatches, writeTransaction, type SqliteDb } from './sqlite.database.js';

const STORE = 'vector';

interface Matrix {
  generation: string;
  ids: string[];
  row: Map<string, number>;
  dim: number;
  data: Float32Array;
}

/**
 * Vectors as Float32 blobs beside the chunks, searched by an exact scan over an in-memory matrix per spec
 * (cached per generation). Exact beats approximate at the scale of one spec (≤ a few thousand operations):
 * see `npm run bench` for the measured latency.
 */
export class SqliteVectorStore implements VectorStore {
  readonly name = 'sqlite-exact';
  private readonly cache = new Map<string, Matrix>();
  constructor(private readonly db: SqliteDb) {}

  async beginGeneration(_spec: string, _dimension: number): Promise<string> {
    return newGenerationId();
  }

  async upsertVectors(spec: string, generation: string, items: Array<{ chunk: Chunk; vector: Float32Array }>): Promise<void> {
    const ins = this.db.prepare('insert or replace into vectors(spec, generation, id, vector) values (?, ?, ?, ?)');
    const rowOf = ({ chunk, vector }: (typeof items)[number]) => [chunk.id, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength)] as const;
    await writeInBatches(this.db, items, rowOf, (rows) => {
      for (const [id, blob] of rows) ins.run(spec, generation, id, blob);
    });
  }

  async activate(spec: string, generation: string): Promise<void> {
    writeTransaction(this.db, () => {
      const row = this.db.prepare('select length(vector) / 4 as dim from vectors where spec = ? and generation = ? limit 1').get(spec, generation) as { dim: number } | undefined;
      swapGeneration(this.db, STORE, spec, generation, row?.dim ?? null);
      this.db.prepare('delete from vectors where spec = ? and generation < ?').run(spec, generation);
    })();
    this.cache.delete(spec);
  }

  private matrix(spec: string): Matrix | null {
    const gen = activeGeneration(this.db, STORE, spec);
    if (!gen) return null;
    const cached = this.cache.get(spec);
    if (cached && cached.generation === gen) return cached;
    const rows = this.db.prepare('select id, vector from vectors where spec = ? and generation = ?').all(spec, gen) as Array<{ id: string; vector: Buffer }>;
    if (rows.length === 0) return null;
    const dim = rows[0].vector.byteLength / 4;
    const data = new Float32Array(rows.length * dim);
    rows.forEach((r, i) => data.set(new Float32Array(r.vector.buffer, r.vector.byteOffset, dim), i * dim));
    const m = { generation: gen, ids: rows.map((r) => r.id), row: new Map(rows.map((r, i) => [r.id, i])), dim, data };
    this.cache.set(spec, m);
    return m;
  }

  async search(spec: string, vector: Float32Array, opts: { k: number; ids?: string[] }): Promise<ScoredId[]> {
    const m = this.matrix(spec);
    if (!m) return [];
    if (vector.length !== m.dim) {
      throw new Error(`query vector has ${vector.length} dimensions but ${spec} was embedded with ${m.dim}; re-ingest it after changing EMBEDDING_MODEL`);
    }
    const qn = Math.hypot(...vector) || 1;
    const rows = opts.ids ? [...new Set(opts.ids)].flatMap((id) => m.row.get(id) ?? []) : m.ids.map((_id, i) => i);
    const scores = rows.map((i) => ({ id: m.ids[i], spec, score: cosineAt(m, i, vector) / qn }));
    return scores.sort((a, b) => b.score - a.score).slice(0, opts.k);
  }

  async dropSpec(spec: string): Promise<void> {
    writeTransaction(this.db, () => {
      this.db.prepare('delete from vectors where spec = ?').run(spec);
      this.db.prepare('delete from active_generation where store = ? and spec = ?').run(STORE, spec);
    })();
    this.cache.delete(spec);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

/** The dot product of row `i` with `vector` over the row's norm (the caller divides by the vector's own). */
function cosineAt(m: Matrix, i: number, vector: Float32Array): number {
  let dot = 0;
  let nn = 0;
  const off = i * m.dim;
  for (let j = 0; j < m.dim; j++) {
    const x = m.data[off + j];
    dot += x * vector[j];
    nn += x * x;
  }
  return dot / (Math.sqrt(nn) || 1);
}
