// npm run bench [-- --json] : ingest speed and memory on the real eval specs, query latency, vector scan cost.
// Figures and ratios only; nothing here asserts a time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkSpec, createLogger, loadConfig, openSqlite, parseSpec, silentLogger, SqliteJobStore, SqliteKeywordIndex, SqliteSpecCatalog, SqliteUploadStore, SqliteVectorStore } from '@specwise/shared/server';
import { EVAL_DIR, manifest } from '@specwise/shared/server/testing';
import { createIngestHandler } from '@specwise/ingest-worker';
import { buildQueryModels, createQueryService } from '@specwise/query';
import { benchModels } from './bench-models.js';
import { benchServing } from './bench-serving.js';

const asJson = process.argv.includes('--json');
const mb = (n: number) => +(n / 1024 / 1024).toFixed(1);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const report: Record<string, unknown> = {};

// 1. Parse + dereference + chunk, every eval spec (no model).
const chunking = [];
for (const s of manifest()) {
  const raw = readFileSync(join(EVAL_DIR, 'specs', s.file));
  const t0 = performance.now();
  const spec = parseSpec(raw, { source: s.file, maxBytes: 50 << 20 });
  const t1 = performance.now();
  const { chunks } = chunkSpec(spec, s.id);
  const t2 = performance.now();
  const sizes = chunks.map((c) => c.text.length).sort((a, b) => a - b);
  chunking.push({ spec: s.id, mb: mb(raw.length), operations: chunks.length, parse_ms: Math.round(t1 - t0), chunk_ms: Math.round(t2 - t1), ops_per_s: Math.round(chunks.length / ((t2 - t0) / 1000)), median_chunk_chars: sizes[sizes.length >> 1], max_chunk_chars: sizes.at(-1), max_embed_chars: Math.max(...chunks.map((c) => c.embedText.length)) });
}
report.chunking = chunking;

// 2. Full ingest (embed + index) and queries, with the configured embedding model.
const config = loadConfig(process.env, { DATA_DIR: '/tmp/specwise-bench-unused' });
const db = openSqlite(':memory:');
const stores = { vectorStore: new SqliteVectorStore(db), keywordIndex: new SqliteKeywordIndex(db), catalog: new SqliteSpecCatalog(db), jobStore: new SqliteJobStore(db), uploads: new SqliteUploadStore(db) };
const models = buildQueryModels(config);
const embedReason = await models.embedder.ready();
const ingest = createIngestHandler({ ...stores, embedder: models.embedder, logger: silentLogger, limits: { maxSpecBytes: 50 << 20, fetchTimeoutMs: 1000, allowHosts: [] } });
const queryDeps = { ...stores, ...models, reranker: null, llm: null, logger: createLogger({ level: 'error', pretty: false, service: 'bench' }) };
const settings = { retrievalK: 40, rrfK: 60, rerankTopN: 25, answerTopK: 5 };
const service = createQueryService({ ...queryDeps, settings: { ...settings, calibrateGate: true } });
const ingests = [];
for (const id of ['petstore', 'spotify', 'tmdb', 'stripe', 'kubernetes']) {
  const s = manifest().find((m) => m.id === id)!;
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  await stores.uploads.put(id, readFileSync(join(EVAL_DIR, 'specs', s.file)));
  await stores.jobStore.create({ id, specification_name: id });
  await ingest({ jobId: id, specName: id, source: { kind: 'upload', uploadKey: id, filename: s.file } });
  const ms = performance.now() - t0;
  ingests.push({ spec: id, operations: s.operations, ingest_ms: Math.round(ms), ops_per_s: Math.round(s.operations / (ms / 1000)), rss_mb: mb(process.memoryUsage().rss), rss_delta_mb: mb(process.memoryUsage().rss - rss0) });
}
report.ingest = { embedding_model: embedReason ? `none (${embedReason})` : config.EMBEDDING_MODEL, specs: ingests };

// Each spec's own not-covered gate: its calibration questions retrieved and scored once per ingest (in the background
// of a server), before the questions below are timed.
const gates = [];
for (const id of ['petstore', 'stripe', 'kubernetes']) {
  const t0 = performance.now();
  await service.warmGate([id]);
  gates.push({ spec: id, ms: Math.round(performance.now() - t0) });
}
report.gate_calibration = gates;

// Timed as first askings: a service that keeps no api-question score (a question asked again skips that embedding);
// its gate is read from memory as a calibrated one is (calibration is timed above).
const timed = createQueryService({ ...queryDeps, settings: { ...settings, questionScoresKept: 0 } });
const questions = ['how do I refund a charge?', 'create a customer', 'list all invoices for a customer', 'what does idempotency_key do', 'cancel a subscription', 'update the default payment method', 'delete a webhook endpoint', 'retrieve a balance transaction', 'attach a payment method to a customer', 'list pods in a namespace'];
const latency = [];
for (const [spec, mode] of [['stripe', 'bm25'], ['stripe', 'dense'], ['stripe', 'hybrid'], ['kubernetes', 'hybrid']] as const) {
  const specs = await timed.resolveSpecs([spec]);
  const lat: number[] = [];
  for (let round = 0; round < 5; round++) for (const q of questions) {
    const t0 = performance.now();
    await timed.retrieve(q, specs, mode);
    lat.push(performance.now() - t0);
  }
  latency.push({ spec, mode, queries: lat.length, p50_ms: +pct(lat, 50).toFixed(2), p95_ms: +pct(lat, 95).toFixed(2) });
}
const full: number[] = [];
for (const q of questions) {
  const t0 = performance.now();
  await timed.query({ question: q, specs: ['stripe'] });
  full.push(performance.now() - t0);
}
latency.push({ spec: 'stripe', mode: 'full answer (extractive)', queries: full.length, p50_ms: +pct(full, 50).toFixed(2), p95_ms: +pct(full, 95).toFixed(2) });
report.query_latency = latency;

// 3. Exact vector scan cost as the collection grows (why no ANN index in the embedded mode).
const scan = [];
for (const n of [1_000, 10_000, 100_000]) {
  const vdb = openSqlite(':memory:');
  const vs = new SqliteVectorStore(vdb);
  const gen = await vs.beginGeneration('s', 384);
  const items = Array.from({ length: n }, (_, i) => {
    const v = Float32Array.from({ length: 384 }, () => Math.random() - 0.5);
    return { chunk: { id: `c${i}` } as never, vector: v };
  });
  await vs.upsertVectors('s', gen, items);
  await vs.activate('s', gen);
  const q = items[0].vector;
  await vs.search('s', q, { k: 10 });
  const lat: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await vs.search('s', q, { k: 10 });
    lat.push(performance.now() - t0);
  }
  scan.push({ vectors: n, dim: 384, p50_ms: +pct(lat, 50).toFixed(2) });
  vdb.close();
}
report.exact_scan = scan;

// 4. Serving under load: the embedded app over HTTP while an ingest runs, and 20 concurrent clients.
const serving = await benchServing(process.env);
report.serving = serving;

// 5. Model stages that run here (local LLM; structural rerank model).
const modelStages = await benchModels();
report.models = modelStages;

if (asJson) console.log(JSON.stringify(report, null, 2));
else {
  const table = (rows: Array<Record<string, unknown>>) => {
    const cols = Object.keys(rows[0]);
    console.log(`| ${cols.join(' | ')} |\n|${cols.map(() => '---').join('|')}|`);
    for (const r of rows) console.log(`| ${cols.map((c) => String(r[c])).join(' | ')} |`);
    console.log('');
  };
  console.log('## Parse + dereference + chunk\n');
  table(chunking);
  console.log(`## Full ingest (embedding model: ${(report.ingest as { embedding_model: string }).embedding_model})\n`);
  table(ingests);
  console.log("## Each spec's own not-covered gate: calibration once per ingest (682 everyday questions, 2 cores)\n");
  table(gates);
  console.log('## Retrieval latency (2 cores)\n');
  table(latency);
  console.log('## Exact cosine scan (embedded vector store)\n');
  table(scan);
  console.log('## Serving under load (embedded app over HTTP, 2 cores)\n');
  table(serving);
  console.log('## Model stages (2 cores)\n');
  for (const row of modelStages) table([row]);
}
db.close();
