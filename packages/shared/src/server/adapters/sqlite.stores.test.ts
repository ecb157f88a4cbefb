import { describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite.database.js';
import { SqliteConversationStore } from './sqlite.stores.js';

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
