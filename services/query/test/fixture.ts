import {
  loadConfig,
  openSqlite,
  silentLogger,
  SqliteJobStore,
  SqliteKeywordIndex,
  SqliteSpecCatalog,
  SqliteUploadStore,
  SqliteVectorStore,
  TransformersEmbedder,
  type AnswerGenerator,
  type Embedder,
  type GroundednessScorer,
  type Logger,
  type Reranker,
} from '@specwise/shared/server';
import { evalSpec, hasModel, MODELS_DIR } from '@specwise/shared/server/testing';
import { createIngestHandler } from '@specwise/ingest-worker';
import { createQueryService } from '../src/query.service.js';
import { apiQuestionEmbedder } from '../src/models.js';

export const EMBED_MODEL = 'Xenova/all-MiniLM-L6-v2';
export const modelPresent = hasModel(EMBED_MODEL) || !!process.env.CI;
/** The embedding model the api-question line reads (`fitted/api-question.json`). */
export const LINE_MODEL = 'Xenova/bge-small-en-v1.5';
export const lineModelPresent = hasModel(LINE_MODEL) || !!process.env.CI;

/** The real embedding model as the tests load it: from MODELS_DIR only, int8. */
export const realEmbedder = () => new TransformersEmbedder(EMBED_MODEL, { modelsDir: MODELS_DIR, allowRemote: false, dtype: 'q8', batchSize: 16 });

/**
 * The embedder the api-question line reads, as the query service gets it (`apiQuestionEmbedder`), from MODELS_DIR only:
 * null where the test runs without an embedder.
 */
export const questionEmbedderFor = (embedder: Embedder | null) => (embedder ? apiQuestionEmbedder({ ...loadConfig({}), MODELS_DIR, MODELS_ALLOW_REMOTE: false, EMBEDDING_DTYPE: 'q8' }, embedder) : null);

/** Real SQLite stores, the real embedder when provisioned, and the real ingest handler. */
export async function setup(specs: Record<string, string>, opts: { llm?: AnswerGenerator | null; embedder?: Embedder | null; questionEmbedder?: Embedder | null; reranker?: Reranker | null; nli?: GroundednessScorer | null; calibrateGate?: boolean; questionScoresKept?: number; logger?: Logger } = {}) {
  const db = openSqlite(':memory:');
  const stores = {
    vectorStore: new SqliteVectorStore(db),
    keywordIndex: new SqliteKeywordIndex(db),
    catalog: new SqliteSpecCatalog(db),
    jobStore: new SqliteJobStore(db),
    uploads: new SqliteUploadStore(db),
  };
  const embedder = opts.embedder !== undefined ? opts.embedder : modelPresent ? realEmbedder() : null;
  const ingest = createIngestHandler({ ...stores, embedder, logger: silentLogger, limits: { maxSpecBytes: 25 << 20, fetchTimeoutMs: 5000, allowHosts: [] } });
  for (const [name, file] of Object.entries(specs)) {
    await stores.uploads.put(name, evalSpec(file));
    await stores.jobStore.create({ id: name, specification_name: name });
    await ingest({ jobId: name, specName: name, source: { kind: 'upload', uploadKey: name, filename: file } });
  }
  const service = createQueryService({
    ...stores, embedder, questionEmbedder: opts.questionEmbedder !== undefined ? opts.questionEmbedder : questionEmbedderFor(embedder), reranker: opts.reranker ?? null, nli: opts.nli ?? null, llm: opts.llm ?? null, logger: opts.logger ?? silentLogger,
    settings: { retrievalK: 40, rrfK: 60, rerankTopN: 25, answerTopK: 5, calibrateGate: opts.calibrateGate ?? false, questionScoresKept: opts.questionScoresKept },
  });
  return { db, stores, service, embedder, ingest };
}
