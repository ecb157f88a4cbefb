// Document chunking, measured: the same questions (eval/documents/*.jsonl, written for this repo over a real
// Markdown document, ../shared/eval/SOURCES.md) asked of the same document chunked four ways, through the whole
// query pipeline (dense ∥ BM25 → RRF → rerank → gate → extractive answer). A question is answered at 1 when the
// first cited passage contains its gold sentence; recall@3 when one of the first three cited passages does; and
// "quoted" when the answer itself shows the gold sentence (what the user reads: big chunks are found more
// easily but their answer may quote the wrong lines).
//   npm run eval:documents
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Block, chunkDocument, createLogger, DEFAULT_DOCUMENT_LIMITS, documentChunks, loadConfig, openSqlite, readDocument, SqliteJobStore, SqliteKeywordIndex, SqliteSpecCatalog, SqliteUploadStore, SqliteVectorStore, type DocumentPiece } from '@specwise/shared/server';
import { EVAL_DIR, REPO_ROOT } from '@specwise/shared/server/testing';
import { buildQueryModels, createQueryService } from '@specwise/query';

interface Question { id: string; question: string; gold: string }

const config = loadConfig(process.env, { DATA_DIR: '/tmp/specwise-eval-unused' });
const db = openSqlite(':memory:');
const stores = { vectorStore: new SqliteVectorStore(db), keywordIndex: new SqliteKeywordIndex(db), catalog: new SqliteSpecCatalog(db), jobStore: new SqliteJobStore(db), uploads: new SqliteUploadStore(db) };
const models = buildQueryModels(config);
const embedder = models.embedder!;
const service = createQueryService({ ...stores, ...models, llm: null, logger: createLogger({ level: 'warn', pretty: false, service: 'eval' }), settings: { retrievalK: config.RETRIEVAL_K, rrfK: config.RRF_K, rerankTopN: config.RERANK_TOP_N, answerTopK: config.ANSWER_TOP_K } });

const norm = (s: string) => s.replace(/[`*_]/g, '').replace(/\s+/g, ' ').toLowerCase();
const words = (s: string) => (s.match(/\S+/g) ?? []).length;

/** What naive RAG does: every block's text in one stream, cut every `size` words, headings and sentences ignored. */
function fixedWindows(blocks: Block[], size: number): DocumentPiece[] {
  const all = blocks.flatMap((b) => (b.kind === 'table' ? b.rows.map((r) => r.join(' | ')) : [b.text])).join(' ').split(/\s+/);
  const out: DocumentPiece[] = [];
  for (let i = 0; i < all.length; i += size) out.push({ headings: [], text: all.slice(i, i + size).join(' '), words: Math.min(size, all.length - i), boundary: i ? 'size' : 'start' });
  return out;
}

const STRATEGIES: Array<{ name: string; chunk: (blocks: Block[]) => Promise<DocumentPiece[]> }> = [
  { name: 'fixed 500-word windows (naive)', chunk: async (b) => fixedWindows(b, 500) },
  { name: 'headings + size cap 600', chunk: (b) => chunkDocument(b, { maxWords: 600, semanticThreshold: 0 }) },
  { name: 'headings + semantic 0.45 + size cap 600 (default)', chunk: (b) => chunkDocument(b, { maxWords: 600, semanticThreshold: 0.45 }, (t) => embedder.embedDocuments(t)) },
  { name: 'headings + semantic 0.30 + size cap 600', chunk: (b) => chunkDocument(b, { maxWords: 600, semanticThreshold: 0.3 }, (t) => embedder.embedDocuments(t)) },
  { name: 'headings + semantic 0.45 + size cap 300', chunk: (b) => chunkDocument(b, { maxWords: 300, semanticThreshold: 0.45 }, (t) => embedder.embedDocuments(t)) },
];

const file = join(EVAL_DIR, 'SOURCES.md');
const questions = readFileSync(join(REPO_ROOT, 'eval', 'documents', 'sources-md.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Question);
const parsed = await readDocument(readFileSync(file), 'SOURCES.md', DEFAULT_DOCUMENT_LIMITS);
console.log(`document: ../shared/eval/SOURCES.md (${words(parsed.blocks.map((b) => (b.kind === 'table' ? b.rows.flat().join(' ') : b.text)).join(' '))} words); ${questions.length} questions; embeddings: ${embedder.modelId}\n`);
console.log('| chunking | chunks | mean words | answer@1 | recall@3 | gold quoted in answer | covered | p50 ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
let n = 0;
for (const s of STRATEGIES) {
  const id = `doc${n++}`;
  const chunks = documentChunks(await s.chunk(parsed.blocks), { id, collection: id, title: 'SOURCES.md', ownTitle: parsed.title });
  const vectors = await embedder.embedDocuments(chunks.map((c) => c.embedText));
  const kw = await stores.keywordIndex.beginGeneration(id);
  await stores.keywordIndex.indexChunks(id, kw, chunks);
  await stores.keywordIndex.activate(id, kw);
  const vg = await stores.vectorStore.beginGeneration(id, vectors[0].length);
  await stores.vectorStore.upsertVectors(id, vg, chunks.map((chunk, i) => ({ chunk, vector: vectors[i] })));
  await stores.vectorStore.activate(id, vg);
  await stores.catalog.put({ name: id, kind: 'document', collection: id, title: 'SOURCES.md', version: '', format: 'markdown', operations: 0, chunks: chunks.length, ingested_at: new Date().toISOString(), content_hash: id, embedding_model: embedder.modelId, servers: [], warnings: [] });
  let at1 = 0;
  let at3 = 0;
  let covered = 0;
  let quoted = 0;
  const ms: number[] = [];
  for (const q of questions) {
    const t0 = performance.now();
    const r = await service.query({ question: q.question, collections: [id] });
    ms.push(performance.now() - t0);
    const gold = norm(q.gold);
    const first = r.sources[0] ? chunks.find((c) => c.section?.position === r.sources[0].section?.position) : undefined;
    if (r.covered) covered++;
    if (first && norm(first.text).includes(gold)) at1++;
    // The answer cites the first passage and then the next ones in rank order.
    if (r.sources.slice(0, 3).some((src) => norm(chunks.find((c) => c.section?.position === src.section?.position)?.text ?? '').includes(gold))) at3++;
    if (norm(r.answer).includes(gold)) quoted++;
  }
  ms.sort((a, b) => a - b);
  const f = (x: number) => (x / questions.length).toFixed(2);
  console.log(`| ${s.name} | ${chunks.length} | ${Math.round(chunks.reduce((a, c) => a + words(c.text), 0) / chunks.length)} | ${f(at1)} | ${f(at3)} | ${f(quoted)} | ${f(covered)} | ${ms[Math.floor(ms.length / 2)].toFixed(0)} |`);
}
