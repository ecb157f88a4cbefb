import type { Chunk } from '../../index.js';
import type { KeywordIndex, KeywordSearchOptions, ScoredId } from '../ports.js';
import { analyzedText, searchTerms } from '../spec/analyze.js';
import { splitIdentifier } from '../spec/text.js';
import { activeGeneration, dropKeywordTables, ensureKeywordTables, keywordTables, migrateKeywordTables, newGenerationId, swapGeneration, writeInBatches, writeTransaction, type SqliteDb } from './sqlite.database.js';

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
export function ftsQueries(question: string, related: string[] = [], kept: string[] = []): { original: string | null; synonyms: string | null } {
  const { original, synonyms } = searchTerms(question, related, kept);
  return { original: orQuery(original), synonyms: orQuery(synonyms) };
}

/** What the keyword index stores for a chunk, analyzed once (`analyze.ts`) for every backend. */
export function indexedFields(c: Chunk): { head: string; body: string } {
  return { head: analyzedText(headText(c)), body: analyzedText(c.text) };
}

/** A chunk as its rows are written: the stored payload and the analyzed fields, made outside any transaction. */
interface IndexedRow { id: string; payload: string; head: string; body: string }

const indexedRow = (c: Chunk): IndexedRow => ({ id: c.id, payload: JSON.stringify(c), ...indexedFields(c) });

/** Weights of the keyword score: head (summary, method, path, operationId) over body, synonyms under originals. */
export const KEYWORD_WEIGHTS = { head: 2, synonyms: 0.3 };

/**
 * BM25 over SQLite FTS5 on the analyzed text (`analyze.ts`: identifiers split, Porter stems). Each generation
 * of each spec has its own FTS5 tables (`sqlite.database.ts`), so the statistics are per spec.
 */
export class SqliteKeywordIndex implements KeywordIndex {
  readonly name = 'sqlite-fts5';
  constructor(private readonly db: SqliteDb) {
    migrateKeywordTables(db, (spec, generation, payload) => this.writeFts(spec, generation, [indexedRow(JSON.parse(payload) as Chunk)]));
  }

  private writeFts(spec: string, generation: string, rows: IndexedRow[]): void {
    const t = ensureKeywordTables(this.db, spec, generation);
    const intoChunks = this.db.prepare(`insert into "${t.chunks}"(id, head, body) values (?, ?, ?)`);
    const intoHeads = this.db.prepare(`insert into "${t.heads}"(id, head) values (?, ?)`);
    for (const { id, head, body } of rows) {
      intoChunks.run(id, head, body);
      intoHeads.run(id, head);
    }
  }

  async beginGeneration(spec: string): Promise<string> {
    const generation = newGenerationId();
    ensureKeywordTables(this.db, spec, generation);
    return generation;
  }

  async indexChunks(spec: string, generation: string, chunks: Chunk[]): Promise<void> {
    const ins = this.db.prepare('insert or replace into chunks(spec, generation, id, payload) values (?, ?, ?, ?)');
    await writeInBatches(this.db, chunks, indexedRow, (rows) => {
      for (const r of rows) ins.run(spec, generation, r.id, r.payload);
      this.writeFts(spec, generation, rows);
    });
  }

  async activate(spec: string, generation: string): Promise<void> {
    writeTransaction(this.db, () => {
      swapGeneration(this.db, STORE, spec, generation, null);
      this.db.prepare('delete from chunks where spec = ? and generation < ?').run(spec, generation);
      dropKeywordTables(this.db, spec, generation);
    })();
  }

  /**
   * BM25 over the whole chunk plus BM25 over the operation heads alone: in a big spec a word such as
   * "customer" is in most chunks (near-zero IDF) but in few summaries, where it still tells operations apart.
   * One read transaction, so a concurrent re-ingest cannot drop the tables between lookup and search.
   */
  async search(spec: string, query: string, opts: KeywordSearchOptions): Promise<ScoredId[]> {
    const q = ftsQueries(query, opts.synonyms, opts.kept);
    if (!q.original) return [];
    const total = this.db.transaction(() => {
      const gen = activeGeneration(this.db, STORE, spec);
      const t = gen ? keywordTables(this.db, spec, gen) : null;
      const scores = new Map<string, number>();
      if (!t) return scores;
      const pool = Math.max(opts.k * 3, 60);
      const body = this.db.prepare(`select id, bm25("${t.chunks}", 0, 2.0, 1.0) as score from "${t.chunks}" where "${t.chunks}" match ? order by score limit ?`);
      const head = this.db.prepare(`select id, bm25("${t.heads}") as score from "${t.heads}" where "${t.heads}" match ? order by score limit ?`);
      const add = (rows: Array<{ id: string; score: number }>, w: number) => {
        // FTS5's bm25() is negative (lower is better); accumulate the usual positive score.
        for (const r of rows) scores.set(r.id, (scores.get(r.id) ?? 0) - w * r.score);
      };
      for (const [text, w] of [[q.original, 1], [q.synonyms, KEYWORD_WEIGHTS.synonyms]] as const) {
        if (!text) continue;
        add(body.all(text, pool) as Array<{ id: string; score: number }>, w);
        add(head.all(text, pool) as Array<{ id: string; score: number }>, w * KEYWORD_WEIGHTS.head);
      }
      return scores;
    })();
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
    writeTransaction(this.db, () => {
      this.db.prepare('delete from chunks where spec = ?').run(spec);
      dropKeywordTables(this.db, spec, null);
      this.db.prepare('delete from active_generation where store = ? and spec = ?').run(STORE, spec);
    })();
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
