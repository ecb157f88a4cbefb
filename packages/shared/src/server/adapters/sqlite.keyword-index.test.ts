import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureChunk } from '../conformance/fixtures.js';
import { keywordTables, openSqlite, WRITE_BATCH } from './sqlite.database.js';
import { SqliteKeywordIndex } from './sqlite.keyword-index.js';
import { SqliteVectorStore } from './sqlite.vector-store.js';

describe('a keyword index file written by an earlier version', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specwise-fts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is rebuilt once from the stored chunks with the analyzed tokens, and still answers', async () => {
    const file = join(dir, 'old.sqlite');
    // The previous schema: FTS5 stemming with Porter itself, over raw text.
    const old = new Database(file);
    old.exec(`
      create table active_generation(store text not null, spec text not null, generation text not null, dimension integer, primary key(store, spec));
      create table chunks(spec text not null, generation text not null, id text not null, payload text not null, primary key(spec, generation, id));
      create virtual table chunks_fts using fts5(spec unindexed, generation unindexed, id unindexed, head, body, tokenize = 'porter unicode61');
      create virtual table heads_fts using fts5(spec unindexed, generation unindexed, id unindexed, head, tokenize = 'porter unicode61');
    `);
    const c = fixtureChunk('shop', 'POST', '/v1/refunds', 'Create a refund', 'Refund a charge. Body: charge, amount');
    old.prepare('insert into chunks values (?, ?, ?, ?)').run('shop', 'g1', c.id, JSON.stringify(c));
    old.prepare("insert into active_generation values ('keyword', 'shop', 'g1', null)").run();
    old.close();

    const db = openSqlite(file);
    const idx = new SqliteKeywordIndex(db);
    // The shared tables are gone; the spec's generation has its own, without Porter.
    expect(db.prepare("select name from sqlite_master where name in ('chunks_fts', 'heads_fts')").all()).toEqual([]);
    const own = keywordTables(db, 'shop', 'g1')!;
    const sql = (db.prepare('select sql from sqlite_master where name = ?').get(own.chunks) as { sql: string }).sql;
    expect(sql).not.toMatch(/porter/i);
    expect((await idx.search('shop', 'how do I refund charges?', { k: 3 })).map((h) => h.id)).toEqual([c.id]);
    // Opening it again does not rebuild anything (and nothing is indexed twice).
    new SqliteKeywordIndex(db);
    expect((db.prepare(`select count(*) as n from "${own.chunks}"`).get() as { n: number }).n).toBe(1);
    db.close();
  });
});

describe('BM25 statistics', () => {
  const chunks = [
    fixtureChunk('shop', 'POST', '/v1/refunds', 'Create a refund', 'Refund a charge. Body: charge, amount'),
    fixtureChunk('shop', 'GET', '/v1/charges', 'List charges', 'Returns the charges of the account'),
    fixtureChunk('shop', 'POST', '/v1/customers', 'Create a customer', 'Body: email, name, address'),
  ];
  const ingest = async (idx: SqliteKeywordIndex, spec: string, cs: typeof chunks) => {
    const gen = await idx.beginGeneration(spec);
    await idx.indexChunks(spec, gen, cs);
    await idx.activate(spec, gen);
    return gen;
  };

  it('are each spec\'s own: ingesting another spec does not move a spec\'s scores', async () => {
    const idx = new SqliteKeywordIndex(openSqlite(':memory:'));
    await ingest(idx, 'shop', chunks);
    const before = await idx.search('shop', 'refund a charge for a customer', { k: 5 });
    // A much bigger spec where "charge" and "customer" are everywhere would lower their IDF in a shared table.
    const other = Array.from({ length: 200 }, (_, i) => fixtureChunk('bank', 'GET', `/charges/${i}`, `Charge ${i} of a customer`, 'charge customer refund'));
    await ingest(idx, 'bank', other);
    expect(await idx.search('shop', 'refund a charge for a customer', { k: 5 })).toEqual(before);
  });

  it('are the active generation\'s alone: a re-ingest drops the old tables, and dropping the spec drops them all', async () => {
    const db = openSqlite(':memory:');
    const idx = new SqliteKeywordIndex(db);
    const first = await ingest(idx, 'shop', chunks);
    const second = await ingest(idx, 'shop', chunks.slice(0, 2));
    expect(keywordTables(db, 'shop', first)).toBeNull();
    const t = keywordTables(db, 'shop', second)!;
    expect((db.prepare(`select count(*) as n from "${t.chunks}"`).get() as { n: number }).n).toBe(2);
    await idx.dropSpec('shop');
    expect(keywordTables(db, 'shop', second)).toBeNull();
    expect(db.prepare("select name from sqlite_master where name like 'kw\\_%' escape '\\'").all()).toEqual([]);
    expect(await idx.search('shop', 'refund', { k: 5 })).toEqual([]);
  });
});

describe('writing a big spec\'s index', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specwise-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('commits in batches, so another connection writes in between without waiting, and the half-written generation stays unread', async () => {
    const file = join(dir, 'shared.sqlite');
    const db = openSqlite(file);
    const idx = new SqliteKeywordIndex(db);
    const vectors = new SqliteVectorStore(db);
    // Another thread's connection (a second ingest, the gateway's job updates) that will not wait at all.
    const other = openSqlite(file);
    other.pragma('busy_timeout = 0');
    const chunks = Array.from({ length: 5 * WRITE_BATCH }, (_, i) => fixtureChunk('big', 'GET', `/things/${i}`, `Get thing ${i}`, 'thing'));
    /** Rows of `table` that `other` sees (after writing a row of its own) while `write` is under way. */
    const seenDuring = async (table: 'chunks' | 'vectors', write: () => Promise<void>) => {
      let seen = -1;
      setImmediate(() => {
        other.prepare("insert or replace into jobs(id, status, updated_at) values ('j', 'running', ?)").run(table);
        seen = (other.prepare(`select count(*) as n from ${table} where spec = 'big'`).get() as { n: number }).n;
      });
      await write();
      return seen;
    };

    const gen = await idx.beginGeneration('big');
    const chunksSeen = await seenDuring('chunks', () => idx.indexChunks('big', gen, chunks));
    expect(chunksSeen).toBeGreaterThan(0);
    expect(chunksSeen).toBeLessThan(chunks.length);
    expect(await idx.search('big', 'thing', { k: 3 })).toEqual([]);
    await idx.activate('big', gen);
    expect(await idx.search('big', 'thing', { k: 3 })).toHaveLength(3);

    const vecGen = await vectors.beginGeneration('big', 2);
    const vectorsSeen = await seenDuring('vectors', () => vectors.upsertVectors('big', vecGen, chunks.map((chunk) => ({ chunk, vector: new Float32Array([1, 0]) }))));
    expect(vectorsSeen).toBeGreaterThan(0);
    expect(vectorsSeen).toBeLessThan(chunks.length);
    expect((other.prepare("select status from jobs where id = 'j'").get() as { status: string }).status).toBe('running');
    other.close();
    db.close();
  });
});
