import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type SqliteDb = Database.Database;

/** How long a write waits for SQLite's one write lock before it fails with "database is locked". */
export const BUSY_TIMEOUT_MS = 15_000;

/**
 * `fn` as a transaction that takes the write lock when it begins (BEGIN IMMEDIATE), waiting its turn under the
 * busy timeout. A deferred transaction that reads before it writes cannot wait: when another connection (an
 * ingest thread, the gateway) commits between its read and its first write, SQLite fails it at once with
 * "database is locked" (SQLITE_BUSY_SNAPSHOT) whatever the timeout — a Kubernetes ingest once failed so at its
 * last job update, after its index was written. Every transaction here that writes is one of these.
 */
export function writeTransaction<A extends unknown[], R>(db: SqliteDb, fn: (...args: A) => R): (...args: A) => R {
  return db.transaction(fn).immediate;
}

/** Rows an ingest writes per transaction: one batch holds the write lock for a few milliseconds. */
export const WRITE_BATCH = 64;

/**
 * Write `items` in transactions of `size` rows, each row made by `rowOf` before its transaction begins, and
 * yield to the event loop between batches. An ingest's index of a big spec (Kubernetes: 1,123 operations,
 * 30 MB of chunks, about 2 s to analyze and write) then holds the file's one write lock only while rows are
 * inserted, a batch at a time, and the analysis between batches leaves it free: another ingest thread's writes
 * and the gateway's job updates wait milliseconds instead of seconds (they once waited past the busy timeout and
 * failed). The rows belong to a generation nobody reads before it is activated, so a half-written one is unseen.
 */
export async function writeInBatches<T, R>(db: SqliteDb, items: T[], rowOf: (item: T) => R, write: (rows: R[]) => void, size = WRITE_BATCH): Promise<void> {
  const inTransaction = writeTransaction(db, write);
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    inTransaction(items.slice(i, i + size).map(rowOf));
  }
}

/** Open (or create) the one SQLite file of the embedded mode, in WAL mode, with every table. */
export function openSqlite(file: string): SqliteDb {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // A writer waits this long for another connection's write (an ingest thread's, a job update's) to commit.
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec(`
    create table if not exists active_generation(store text not null, spec text not null, generation text not null, dimension integer, primary key(store, spec));
    create table if not exists chunks(spec text not null, generation text not null, id text not null, payload text not null, primary key(spec, generation, id));
    create table if not exists keyword_tables(spec text not null, generation text not null, prefix text not null unique, primary key(spec, generation));
    create table if not exists vectors(spec text not null, generation text not null, id text not null, vector blob not null, primary key(spec, generation, id));
    create table if not exists specs(name text primary key, info text not null);
    create table if not exists jobs(id text primary key, status text not null, payload text, updated_at text not null);
    create table if not exists uploads(key text primary key, content blob not null, created_at text not null);
    create table if not exists conversations(id text primary key, title text not null, created_at text not null, updated_at text not null);
    create table if not exists conversation_turns(conversation_id text not null, seq integer not null, payload text not null, primary key(conversation_id, seq));
    create table if not exists questions(id integer primary key autoincrement, at text not null, specs text not null, payload text not null);
  `);
  return db;
}

/**
 * The FTS5 tables of one generation of one spec's keyword index. Each generation has its own pair, so BM25's
 * document counts and lengths are that spec's alone: another spec's ingest does not move its ranking.
 * They hold text analyzed in TypeScript (`analyze.ts`), so no stemming here.
 */
export interface KeywordTables { chunks: string; heads: string }

const tablesOf = (prefix: string): KeywordTables => ({ chunks: `${prefix}_chunks`, heads: `${prefix}_heads` });

/** The tables of `spec`'s `generation`, created (and registered) when they do not exist yet. */
export function ensureKeywordTables(db: SqliteDb, spec: string, generation: string): KeywordTables {
  const found = keywordTables(db, spec, generation);
  if (found) return found;
  const prefix = `kw_${createHash('sha256').update(`${spec}\0${generation}`).digest('hex').slice(0, 24)}`;
  const t = tablesOf(prefix);
  writeTransaction(db, () => {
    db.exec(`
      create virtual table if not exists "${t.chunks}" using fts5(id unindexed, head, body, tokenize = 'unicode61');
      create virtual table if not exists "${t.heads}" using fts5(id unindexed, head, tokenize = 'unicode61');`);
    db.prepare('insert or ignore into keyword_tables(spec, generation, prefix) values (?, ?, ?)').run(spec, generation, prefix);
  })();
  return t;
}

/** The tables of `spec`'s `generation`, or null when it has none. */
export function keywordTables(db: SqliteDb, spec: string, generation: string): KeywordTables | null {
  const row = db.prepare('select prefix from keyword_tables where spec = ? and generation = ?').get(spec, generation) as { prefix: string } | undefined;
  return row ? tablesOf(row.prefix) : null;
}

/** Drop the keyword tables of `spec`'s generations older than `before` (every generation when null). */
export function dropKeywordTables(db: SqliteDb, spec: string, before: string | null): void {
  const rows = db.prepare('select generation, prefix from keyword_tables where spec = ?').all(spec) as Array<{ generation: string; prefix: string }>;
  for (const r of rows) {
    if (before !== null && r.generation >= before) continue;
    const t = tablesOf(r.prefix);
    db.exec(`drop table if exists "${t.chunks}"; drop table if exists "${t.heads}";`);
    db.prepare('delete from keyword_tables where spec = ? and generation = ?').run(spec, r.generation);
  }
}

/**
 * Files written by earlier versions have one pair of FTS5 tables shared by every spec (`chunks_fts`,
 * `heads_fts`), so one spec's BM25 statistics counted every other spec's chunks. Rebuild them once, per spec
 * and generation, from the stored chunks (`reindex` writes the analyzed text), and drop the shared tables.
 */
export function migrateKeywordTables(db: SqliteDb, reindex: (spec: string, generation: string, payload: string) => void): void {
  const shared = db.prepare("select name from sqlite_master where name in ('chunks_fts', 'heads_fts')").all() as Array<{ name: string }>;
  if (shared.length === 0) return;
  writeTransaction(db, () => {
    // All rows first: a connection cannot write while it iterates a query.
    for (const r of db.prepare('select spec, generation, payload from chunks').all() as Array<{ spec: string; generation: string; payload: string }>) reindex(r.spec, r.generation, r.payload);
    for (const { name } of shared) db.exec(`drop table "${name}"`);
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
