import type { Chunk } from '../../index.js';
import type { KeywordIndex, ScoredId } from '../ports.js';
import { expandTerms, identifierWords, queryTerms, splitIdentifier } from '../spec/text.js';
import { activeGeneration, newGenerationId, swapGeneration, type SqliteDb } from './sqlite.database.js';

const STORE = 'keyword';

/** Words of the chunk head (summary, method, path, operationId), weighted above the body in BM25. */
export function headText(c: Chunk): string {
  return [c.summary, c.method, c.path, splitIdentifier(c.path), c.operationId ?? '', c.operationId ? splitIdentifier(c.operationId) : '', c.tags.join(' ')].join(' ');
}

/** FTS5 query: any of the question's content words or their synonyms, each quoted so no word is syntax. */
export function ftsQuery(question: string): string | null {
  const terms = expandTerms(queryTerms(question));
  return terms.length ? terms.map((t) => `"${t.replace(/"/g, '')}"`).join(' OR ') : null;
}

/** BM25 over SQLite FTS5 (porter stemming, identifiers split into words), one generation per spec. */
export class SqliteKeywordIndex implements KeywordIndex {
  readonly name = 'sqlite-fts5';
  constructor(private readonly db: SqliteDb) {}

  async beginGeneration(_spec: string): Promise<string> {
    return newGenerationId();
  }

  async indexChunks(spec: string, generation: string, chunks: Chunk[]): Promise<void> {
    const ins = this.db.prepare('insert or replace into chunks(spec, generation, id, payload) values (?, ?, ?, ?)');
    const fts = this.db.prepare('insert into chunks_fts(spec, generation, id, head, body) values (?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const c of chunks) {
        ins.run(spec, generation, c.id, JSON.stringify(c));
        fts.run(spec, generation, c.id, headText(c), `${c.text}\n${identifierWords(c.text)}`);
      }
    })();
  }

  async activate(spec: string, generation: string): Promise<void> {
    this.db.transaction(() => {
      swapGeneration(this.db, STORE, spec, generation, null);
      this.db.prepare('delete from chunks where spec = ? and generation < ?').run(spec, generation);
      this.db.prepare('delete from chunks_fts where spec = ? and generation < ?').run(spec, generation);
    })();
  }

  async search(spec: string, query: string, opts: { k: number }): Promise<ScoredId[]> {
    const gen = activeGeneration(this.db, STORE, spec);
    const q = ftsQuery(query);
    if (!gen || !q) return [];
    const rows = this.db
      .prepare('select id, bm25(chunks_fts, 0, 0, 0, 4.0, 1.0) as score from chunks_fts where chunks_fts match ? and spec = ? and generation = ? order by score limit ?')
      .all(q, spec, gen, opts.k) as Array<{ id: string; score: number }>;
    // FTS5's bm25() is negative (lower is better); expose the usual positive score.
    return rows.map((r) => ({ id: r.id, spec, score: -r.score }));
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
      this.db.prepare('delete from active_generation where store = ? and spec = ?').run(STORE, spec);
    })();
  }

  async close(): Promise<void> {}
}
