// npm run eval -- --spec <specfile> --questions <jsonl> [--mode bm25|dense|hybrid|hybrid+rerank|all] [--json] [--notes]
// Ingests the spec into a throw-away embedded store and reports retrieval quality over the questions' gold
// endpoints: recall@5/10/20 (mean per-question fraction of gold found), all-gold@10, MRR, p50/p95 latency.
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { createLogger, loadConfig, openSqlite, silentLogger, SqliteJobStore, SqliteKeywordIndex, SqliteSpecCatalog, SqliteUploadStore, SqliteVectorStore } from '@specwise/shared/server';
import { createIngestHandler } from '@specwise/ingest-worker';
import { buildQueryModels, createQueryService, type RetrievalMode } from '@specwise/query';

const args = process.argv.slice(2);
const opt = (name: string, def?: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const specFile = opt('spec');
const questionsFile = opt('questions');
if (!specFile || !questionsFile) {
  console.error('usage: npm run eval -- --spec <specfile> --questions <jsonl> [--mode bm25|dense|hybrid|hybrid+rerank|all] [--json]');
  process.exit(2);
}
const modeArg = opt('mode', 'all')!;
const modes: RetrievalMode[] = modeArg === 'all' ? ['bm25', 'dense', 'hybrid', 'hybrid+rerank'] : [modeArg as RetrievalMode];
const asJson = args.includes('--json');

const config = loadConfig(process.env, { DATA_DIR: '/tmp/specwise-eval-unused' });
const logger = createLogger({ level: 'warn', pretty: false, service: 'eval' });
const db = openSqlite(':memory:');
const stores = { vectorStore: new SqliteVectorStore(db), keywordIndex: new SqliteKeywordIndex(db), catalog: new SqliteSpecCatalog(db), jobStore: new SqliteJobStore(db), uploads: new SqliteUploadStore(db) };
const models = buildQueryModels(config);
const ingest = createIngestHandler({ ...stores, embedder: models.embedder, logger: silentLogger, limits: { maxSpecBytes: config.MAX_SPEC_BYTES, fetchTimeoutMs: 1000, allowHosts: [] } });
const service = createQueryService({ ...stores, ...models, llm: null, logger, settings: { retrievalK: Math.max(config.RETRIEVAL_K, 40), rrfK: config.RRF_K, rerankTopN: Math.max(config.RERANK_TOP_N, 25), answerTopK: config.ANSWER_TOP_K } });

const t0 = performance.now();
await stores.uploads.put('eval', readFileSync(resolve(specFile)));
await stores.jobStore.create({ id: 'eval', specification_name: 'eval' });
await ingest({ jobId: 'eval', specName: 'eval', source: { kind: 'upload', uploadKey: 'eval', filename: basename(specFile) } });
const ingestMs = performance.now() - t0;
const job = await stores.jobStore.get('eval');
if (job?.state !== 'done') throw new Error(`ingest failed: ${job?.error?.message}`);

interface Q { id: string; question: string; gold: string[] }
const questions: Q[] = readFileSync(resolve(questionsFile), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Q);
const specs = await service.resolveSpecs(['eval']);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const rows = [];
for (const mode of modes) {
  const recall = { 5: 0, 10: 0, 20: 0 };
  let allGold10 = 0;
  let mrr = 0;
  const lat: number[] = [];
  const notes = new Set<string>();
  for (const q of questions) {
    const s = performance.now();
    const r = await service.retrieve(q.question, specs, mode);
    lat.push(performance.now() - s);
    r.notes.forEach((n) => notes.add(n));
    const ranked = r.ranked.map((x) => `${x.chunk.method} ${x.chunk.path}`);
    for (const k of [5, 10, 20] as const) recall[k] += q.gold.filter((g) => ranked.slice(0, k).includes(g)).length / q.gold.length;
    if (q.gold.every((g) => ranked.slice(0, 10).includes(g))) allGold10++;
    const first = ranked.findIndex((e) => q.gold.includes(e));
    mrr += first >= 0 ? 1 / (first + 1) : 0;
  }
  const n = questions.length;
  rows.push({
    mode, questions: n,
    'recall@5': +(recall[5] / n).toFixed(3), 'recall@10': +(recall[10] / n).toFixed(3), 'recall@20': +(recall[20] / n).toFixed(3),
    'all-gold@10': +(allGold10 / n).toFixed(3), mrr: +(mrr / n).toFixed(3),
    p50_ms: +pct(lat, 50).toFixed(1), p95_ms: +pct(lat, 95).toFixed(1), notes: [...notes],
  });
}
// The "not covered" gate: every RestBench question is answerable from its spec, so all should be covered.
let covered = 0;
for (const q of questions) if ((await service.query({ question: q.question, specs: ['eval'] })).covered) covered++;
const coveredShare = +(covered / questions.length).toFixed(3);

const meta = { spec: basename(specFile), questions: basename(questionsFile), operations: job.chunks_stored, ingest_ms: Math.round(ingestMs), embedding_model: (await stores.catalog.get('eval'))?.embedding_model ?? null, answered_as_covered: coveredShare };
if (asJson) console.log(JSON.stringify({ ...meta, results: rows }, null, 2));
else {
  console.log(`${meta.spec} (${meta.operations} operations, ingest ${meta.ingest_ms} ms, embeddings: ${meta.embedding_model ?? 'none'}) × ${meta.questions}`);
  console.log('| mode | recall@5 | recall@10 | recall@20 | all-gold@10 | MRR | p50 ms | p95 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.mode} | ${r['recall@5']} | ${r['recall@10']} | ${r['recall@20']} | ${r['all-gold@10']} | ${r.mrr} | ${r.p50_ms} | ${r.p95_ms} |`);
  console.log(`answered as covered (full pipeline): ${meta.answered_as_covered} of in-domain questions`);
  if (args.includes('--notes')) for (const r of rows) for (const n of r.notes) console.log(`note (${r.mode}): ${n}`);
}
db.close();
