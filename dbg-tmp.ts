import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig, openSqlite, silentLogger, createLogger, SqliteJobStore, SqliteKeywordIndex, SqliteSpecCatalog, SqliteUploadStore, SqliteVectorStore } from '@specwise/shared/server';
import { createIngestHandler } from '@specwise/ingest-worker';
import { buildQueryModels, createQueryService } from '@specwise/query';
import { intentScore, RETRIEVAL_WEIGHTS } from './services/query/src/intent-rank.js';
import { cosineByHit, retrievalEvidence } from './services/query/src/evidence.js';
import { valueWords } from './services/query/src/understand.js';
const config = loadConfig(process.env, { DATA_DIR: '/tmp/specwise-eval-unused' });
const fresh = !existsSync('/tmp/dbg.sqlite');
const db = openSqlite('/tmp/dbg.sqlite');
const stores = { vectorStore: new SqliteVectorStore(db), keywordIndex: new SqliteKeywordIndex(db), catalog: new SqliteSpecCatalog(db), jobStore: new SqliteJobStore(db), uploads: new SqliteUploadStore(db) };
const models = buildQueryModels(config);
const files: Record<string, string> = { kubernetes: 'kubernetes_swagger.json', stripe: 'stripe_spec3.yaml', github: 'github_api.github.com.json', tmdb: 'tmdb_oas.json', sheets: 'wapiibench_google_sheet_v4.yaml', petstore: 'petstore_openapi.yaml', asana: 'wapiibench_asana.yaml', slack: 'wapiibench_slack.yaml', spotify: 'spotify_oas.json' };
const [spec, ...qs] = process.argv.slice(2);
if (!(await stores.catalog.get(spec).catch(() => null))) {
  const ingest = createIngestHandler({ ...stores, embedder: models.embedder, logger: silentLogger, limits: { maxSpecBytes: 50 << 20, fetchTimeoutMs: 1000, allowHosts: [] } });
  const file = `/work/shared/eval/specs/${files[spec]}`;
  await stores.uploads.put(spec, readFileSync(file));
  await stores.jobStore.create({ id: spec, specification_name: spec });
  await ingest({ jobId: spec, specName: spec, source: { kind: 'upload', uploadKey: spec, filename: basename(file) } });
}
const service = createQueryService({ ...stores, ...models, llm: null, logger: createLogger({ level: 'warn', pretty: false, service: 'dbg' }), settings: { retrievalK: config.RETRIEVAL_K, rrfK: config.RRF_K, rerankTopN: config.RERANK_TOP_N, answerTopK: config.ANSWER_TOP_K } });
const specs = await service.resolveSpecs([spec]);
for (const q of qs) {
  const r = await service.retrieve(q, specs);
  const ev = retrievalEvidence(q, valueWords(r.intent), cosineByHit(r.dense));
  console.log(`\n## ${q}\nintent: ${JSON.stringify({ ...r.intent, question: undefined, compounds: undefined })}`);
  for (const x of r.ranked.slice(0, 8)) {
    const i = x.intent; if (!i) { console.log("   (no intent) " + x.chunk.method + " " + x.chunk.path); continue; }
    const b = (x as { base?: number }).base ?? 0;
    const ret = RETRIEVAL_WEIGHTS.base * b + RETRIEVAL_WEIGHTS.cosine * ev.cosine(x.chunk) + RETRIEVAL_WEIGHTS.head * ev.head(x.chunk);
    console.log(`${(ret + intentScore(i)).toFixed(3)} ret ${ret.toFixed(3)} (b ${b.toFixed(2)} cos ${ev.cosine(x.chunk).toFixed(2)} head ${ev.head(x.chunk).toFixed(2)}) int ${intentScore(i).toFixed(3)} ${JSON.stringify(i)} ${x.chunk.method} ${x.chunk.path}`);
  }
}
