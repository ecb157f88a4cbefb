import type { Chunk } from '../../index.js';
import type { KeywordIndex, ScoredId } from '../ports.js';
import { analyzedText, searchTerms } from '../spec/analyze.js';
import { splitIdentifier } from '../spec/text.js';
import type { Statement } from 'better-sqlite3';
import { activeGeneration, migrateKeywordTables, newGenerationId, swapGeneration, type SqliteDb } from './sqlite.database.js';

const STORE = 'keyword';

/** Words of the chunk head (summary, method, path, operationId), weighted above the body in BM25. */
export function headText(c: Chunk): string {
  return [c.summary, c.method, c.path, splitIdentifier(c.path), c.operationId ?? '', c.operationId ? splitIdentifier(c.operationId) : '', c.tags.join(' ')].join(' ');
}

const orQuery = (terms: string[]) => (terms.length ? terms.map((t) => `"${t.replace(/"/g, '')}"`).join(' OR ') : null);

/**
 * FTS5 queries for a question: its analyzed content words, and (separately, weighted lower) their synonyms.
 * Each word is quoted, so nothing a user types is query syntax.
 */
export function ftsQueries(question: string): { original: string | null; synonyms: string | null } {
  const { original, synonyms } = searchTerms(question);
  return { original: orQuery(original), synonyms: orQuery(synonyms) };
}

/** What the keyword index stores for a chunk, analyzed once (`analyze.ts`) for every backend. */
export function indexedFields(c: Chunk): { head: string; body: string } {
  return { head: analyzedText(headText(c)), body: analyzedText(c.text) };
}

/** Weights of the keyword score: head (summary, method, path, operationId) over body, synonyms under originals. */
export const KEYWORD_WEIGHTS = { head: 2, synonyms: 0.3 };

/** BM25 over SQLite FTS5 on the analyzed text (`analyze.ts`: identifiers split, Porter stems), one generation per spec. */
export class SqliteKeywordIndex implements KeywordIndex {
  readonly name = 'sqlite-fts5';
  private ftsInserts?: { chunks: Statement; heads: Statement };
  constructor(private readonly db: SqliteDb) {
    migrateKeywordTables(db, (spec, generation, payload) => this.writeFts(spec, generation, JSON.parse(payload) as Chunk));
  }

  private writeFts(spec: string, generation: string, c: Chunk): void {
    // Prepared once, on first use: after the migration, which may have re-created the tables.
    this.ftsInserts ??= {
      chunks: this.db.prepare('insert into chunks_fts(spec, generation, id, head, body) values (?, ?, ?, ?, ?)'),
      heads: this.db.prepare('insert into heads_fts(spec, generation, id, head) values (?, ?, ?, ?)'),
    };
    const { head, body } = indexedFields(c);
    this.ftsInserts.chunks.run(spec, generation, c.id, head, body);
    this.ftsInserts.heads.run(spec, generation, c.id, head);
  }

  async beginGeneration(_spec: string): Promise<string> {
    return newGenerationId();
  }

  async indexChunks(spec: string, generation: string, chunks: Chunk[]): Promise<void> {
    const ins = this.db.prepare('insert or replace into chunks(spec, generation, id, payload) values (?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const c of chunks) {
        ins.run(spec, generation, c.id, JSON.stringify(c));
        this.writeFts(spec, generation, c);
      }
    })();
  }

  async activate(spec: string, generation: string): Promise<void> {
    this.db.transaction(() => {
      swapGeneration(this.db, STORE, spec, generation, null);
      this.db.prepare('delete from chunks where spec = ? and generation < ?').run(spec, generation);
      this.db.prepare('delete from chunks_fts where spec = ? and generation < ?').run(spec, generation);
      this.db.prepare('delete from heads_fts where spec = ? and generation < ?').run(spec, generation);
    })();
  }

  /**
   * BM25 over the whole chunk plus BM25 over the operation heads alone: in a big spec a word such as
   * "customer" is in most chunks (near-zero IDF) but in few summaries, where it still tells operations apart.
   */
  async search(spec: string, query: string, opts: { k: number }): Promise<ScoredId[]> {
    const gen = activeGeneration(this.db, STORE, spec);
    const q = ftsQueries(query);
    if (!gen || !q.original) return [];
    const pool = Math.max(opts.k * 3, 60);
    const body = this.db.prepare('select id, bm25(chunks_fts, 0, 0, 0, 2.0, 1.0) as score from chunks_fts where chunks_fts match ? and spec = ? and generation = ? order by score limit ?');
    const head = this.db.prepare('select id, bm25(heads_fts) as score from heads_fts where heads_fts match ? and spec = ? and generation = ? order by score limit ?');
    const total = new Map<string, number>();
    const add = (rows: Array<{ id: string; score: number }>, w: number) => {
      // FTS5's bm25() is negative (lower is better); accumulate the usual positive score.
      for (const r of rows) total.set(r.id, (total.get(r.id) ?? 0) - w * r.score);
    };
    for (const [text, w] of [[q.original, 1], [q.synonyms, KEYWORD_WEIGHTS.synonyms]] as const) {
      if (!text) continue;
      add(body.all(text, spec, gen, pool) as Array<{ id: string; score: number }>, w);
      add(head.all(text, spec, gen, pool) as Array<{ id: string; score: number }>, w * KEYWORD_WEIGHTS.head);
    }
    return [...total].map(([id, score]) => ({ id, spec, score })).sort((a, b) => b.score - a.score).slice(0, opts.k);
  }

  async getChunks(spec: string, ids: string[]): Promise<Chunk[]> {
    const gen = activeGeneration(this.db, STORE, spec);
    if (!gen || ids.length === 0) return [];
    const stmt = this.db.prepare('select payload from chunks where spec = ? and generation = ? and id = ?');
    return ids.flatMap((id) => {
      const row = stmt.get(spec, gen, id) as { payload: string } | undefined;
      return row ? [JSON.parse(row.payload) as Chunk] : [];
    });
  }

  async listChunks(spec: string): Promise<Chunk[]> {
    const gen = activeGeneration(this.db, STORE, spec);
    if (!gen) return [];
    const rows = this.db.prepare('select payload from chunks where spec = ? and generation = ? order by rowid').all(spec, gen) as Array<{ payload: string }>;
    return rows.map((r) => JSON.parse(r.payload) as Chunk);
  }

  async dropSpec(spec: string): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('delete from chunks where spec = ?').run(spec);
      this.db.prepare('delete from chunks_fts where spec = ?').run(spec);
      this.db.prepare('delete from heads_fts where spec = ?').run(spec);
      this.db.prepare('delete from active_generation where store = ? and spec = ?').run(STORE, spec);
    })();
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
