import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureChunk } from '../conformance/fixtures.js';
import { openSqlite } from './sqlite.database.js';
import { SqliteKeywordIndex } from './sqlite.keyword-index.js';

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
    const sql = (db.prepare("select sql from sqlite_master where name = 'chunks_fts'").get() as { sql: string }).sql;
    expect(sql).not.toMatch(/porter/i);
    expect((await idx.search('shop', 'how do I refund charges?', { k: 3 })).map((h) => h.id)).toEqual([c.id]);
    // Opening it again does not rebuild anything (and nothing is indexed twice).
    new SqliteKeywordIndex(db);
    expect((db.prepare('select count(*) as n from chunks_fts').get() as { n: number }).n).toBe(1);
    db.close();
  });
});
