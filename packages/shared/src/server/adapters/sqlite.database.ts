import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type SqliteDb = Database.Database;

/** The FTS5 tables of the keyword index; they hold text analyzed in TypeScript (`analyze.ts`), so no stemming here. */
function keywordTables(ifNotExists: '' | 'if not exists'): string {
  return `
    create virtual table ${ifNotExists} chunks_fts using fts5(spec unindexed, generation unindexed, id unindexed, head, body, tokenize = 'unicode61');
    create virtual table ${ifNotExists} heads_fts using fts5(spec unindexed, generation unindexed, id unindexed, head, tokenize = 'unicode61');`;
}

/** Open (or create) the one SQLite file of the embedded mode, in WAL mode, with every table. */
export function openSqlite(file: string): SqliteDb {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    create table if not exists active_generation(store text not null, spec text not null, generation text not null, dimension integer, primary key(store, spec));
    create table if not exists chunks(spec text not null, generation text not null, id text not null, payload text not null, primary key(spec, generation, id));
    ${keywordTables('if not exists')}
    create table if not exists vectors(spec text not null, generation text not null, id text not null, vector blob not null, primary key(spec, generation, id));
    create table if not exists specs(name text primary key, info text not null);
    create table if not exists jobs(id text primary key, status text not null, payload text, updated_at text not null);
    create table if not exists uploads(key text primary key, content blob not null, created_at text not null);
  `);
  return db;
}

/**
 * Files written before keyword analysis moved to TypeScript (`analyze.ts`) have FTS5 tables that stem with
 * Porter themselves: rebuild them once from the stored chunks, with `reindex` writing the analyzed text.
 */
export function migrateKeywordTables(db: SqliteDb, reindex: (spec: string, generation: string, payload: string) => void): void {
  const row = db.prepare("select sql from sqlite_master where name = 'chunks_fts'").get() as { sql: string } | undefined;
  if (!row || !/porter/i.test(row.sql)) return;
  db.transaction(() => {
    db.exec(`drop table chunks_fts; drop table heads_fts; ${keywordTables('')}`);
    // All rows first: a connection cannot write while it iterates a query.
    for (const r of db.prepare('select spec, generation, payload from chunks').all() as Array<{ spec: string; generation: string; payload: string }>) reindex(r.spec, r.generation, r.payload);
  })();
}

/** The exact shape of `newGenerationId()`: 15 digits, a dash, 6 base-36 characters. */
export const GENERATION_ID = /^\d{15}-[a-z0-9]{6}$/;

/**
 * Is `name` a generation of `base` (`specwise_pets` → `specwise_pets__<generation id>`)? Spec names may contain
 * `__`, so only the exact id format after the base counts: `pets__v2`'s collections are not `pets`'s.
 */
export function isGenerationName(base: string, name: string): boolean {
  return name.startsWith(`${base}__`) && GENERATION_ID.test(name.slice(base.length + 2));
}

let lastGeneration = 0;
/** Time-ordered generation ids: a later ingest sorts after an earlier one (strictly, within a process). */
export function newGenerationId(): string {
  lastGeneration = Math.max(Date.now(), lastGeneration + 1);
  return `${lastGeneration.toString().padStart(15, '0')}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Swap `spec` in `store` to `generation` unless a newer generation is already active; returns the old one. */
export function swapGeneration(db: SqliteDb, store: string, spec: string, generation: string, dimension: number | null): string | null {
  const cur = db.prepare('select generation from active_generation where store = ? and spec = ?').get(store, spec) as { generation: string } | undefined;
  if (cur && cur.generation > generation) {
    throw new Error(`generation ${generation} of ${spec} was superseded by ${cur.generation}`);
  }
  db.prepare('insert into active_generation(store, spec, generation, dimension) values (?, ?, ?, ?) on conflict(store, spec) do update set generation = excluded.generation, dimension = excluded.dimension')
    .run(store, spec, generation, dimension);
  return cur?.generation ?? null;
}

export function activeGeneration(db: SqliteDb, store: string, spec: string): string | null {
  const row = db.prepare('select generation from active_generation where store = ? and spec = ?').get(store, spec) as { generation: string } | undefined;
  return row?.generation ?? null;
}
