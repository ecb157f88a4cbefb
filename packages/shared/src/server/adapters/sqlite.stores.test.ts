import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openSqlite } from './sqlite.database.js';
import { SqliteConversationStore, SqliteJobStore } from './sqlite.stores.js';

describe('the conversation store', () => {
  it('keeps the most recently continued conversations when over its limit', async () => {
    const store = new SqliteConversationStore(openSqlite(':memory:'), 10);
    for (let i = 0; i < 100; i++) {
      await store.append(`c${i}`, { question: `q${i}`, standalone_question: `q${i}`, answer: 'a', sources: [], confidence: 50, covered: true, specs: [], at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() });
    }
    const left = await store.list(100);
    expect(left.map((c) => c.id)).toEqual(Array.from({ length: 10 }, (_, i) => `c${99 - i}`));
    expect(await store.get('c0')).toBeNull();
  });
});

describe('the job store beside other connections to the same file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specwise-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('updates a job although another connection writes between the update\'s read and its write', async () => {
    const file = join(dir, 'shared.sqlite');
    const jobs = new SqliteJobStore(openSqlite(file));
    // The gateway's or another ingest thread's connection, writing at the worst moment.
    const other = openSqlite(file);
    other.pragma('busy_timeout = 0');
    await jobs.create({ id: 'j1', specification_name: 'k8s' });
    let otherWrote: boolean | null = null;
    const parse = JSON.parse;
    const spy = vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) => {
      if (otherWrote === null) {
        // The update has read the job; the other connection commits now, or waits if the update holds the lock.
        try {
          other.prepare("insert or replace into jobs(id, status, updated_at) values ('j2', '{}', 'now')").run();
          otherWrote = true;
        } catch {
          otherWrote = false;
        }
      }
      return parse(text, reviver);
    });
    try {
      const next = await jobs.update('j1', { state: 'running', stage: 'index', progress: 96 });
      expect(next?.progress).toBe(96);
    } finally {
      spy.mockRestore();
    }
    // The other write waited for the update's lock (a real connection retries under its busy timeout).
    expect(otherWrote).toBe(false);
    expect((await jobs.get('j1'))?.stage).toBe('index');
    other.close();
  });
});
