// The embedded and the distributed keyword index rank with the same tokens (analyze.ts): on real specs and
// their questions, SQLite FTS5 and a real Elasticsearch node return nearly the same BM25 top-10. Both score
// BM25F over head and body plus BM25 over the heads; what still differs is the IDF formula (FTS5 log(x), Lucene
// log(1 + x)), which re-orders near-ties.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkSpec } from '../spec/chunk.js';
import { parseSpec } from '../spec/load.js';
import { EVAL_DIR, evalSpec } from '../testing.js';
import { openSqlite } from './sqlite.database.js';
import { SqliteKeywordIndex } from './sqlite.keyword-index.js';
import { ElasticsearchKeywordIndex } from './elasticsearch.keyword-index.js';

const es = process.env.ELASTICSEARCH_URL;
const SETS = [
  ['petstore_openapi.yaml', null],
  ['spotify_oas.json', 'restbench_spotify.jsonl'],
  ['wapiibench_slack.yaml', 'wapiibench_slack.jsonl'],
] as const;
const PETSTORE_QUESTIONS = ['how do I add a new pet?', 'find pets by status', 'delete an order', 'log a user in', 'upload an image of a pet', 'what is in the store inventory?', 'update a user', 'get a pet by its id'];

describe.skipIf(!es)(`BM25 parity: SQLite FTS5 and Elasticsearch${es ? '' : ' (skipped: ELASTICSEARCH_URL is not set)'}`, () => {
  const db = openSqlite(':memory:');
  const sqlite = new SqliteKeywordIndex(db);
  const elastic = new ElasticsearchKeywordIndex({ url: es ?? 'http://unused' }, `parity_${Math.random().toString(36).slice(2, 8)}`);
  afterAll(async () => {
    for (const [file] of SETS) await elastic.dropSpec(file.replace(/\W/g, '_').toLowerCase());
    await elastic.close();
    db.close();
  });

  for (const [file, questionsFile] of SETS) {
    it(`ranks the same top 10 on ${file}`, async () => {
      const spec = file.replace(/\W/g, '_').toLowerCase();
      const { chunks } = chunkSpec(parseSpec(evalSpec(file), { source: file, maxBytes: 50 << 20 }), spec);
      for (const idx of [sqlite, elastic]) {
        const gen = await idx.beginGeneration(spec);
        await idx.indexChunks(spec, gen, chunks);
        await idx.activate(spec, gen);
      }
      const questions = questionsFile
        ? readFileSync(join(EVAL_DIR, 'questions', questionsFile), 'utf8').split('\n').filter(Boolean).slice(0, 40).map((l) => (JSON.parse(l) as { question: string }).question)
        : PETSTORE_QUESTIONS;
      let same = 0;
      let overlap = 0;
      for (const q of questions) {
        const [a, b] = [await sqlite.search(spec, q, { k: 10 }), await elastic.search(spec, q, { k: 10 })];
        const ids = (l: typeof a) => l.map((h) => h.id);
        overlap += ids(a).filter((id) => ids(b).includes(id)).length / Math.max(1, Math.max(a.length, b.length));
        if (ids(a)[0] === ids(b)[0]) same++;
      }
      console.info(`[parity] ${file}: top-1 equal ${same}/${questions.length}, mean top-10 overlap ${(overlap / questions.length).toFixed(3)}`);
      expect(overlap / questions.length).toBeGreaterThanOrEqual(0.9);
      expect(same / questions.length).toBeGreaterThanOrEqual(0.85);
    });
  }
});
