import { join } from 'node:path';
import {
  InProcessJobQueue,
  openSqlite,
  SqliteJobStore,
  SqliteKeywordIndex,
  SqliteSpecCatalog,
  SqliteUploadStore,
  SqliteVectorStore,
  TransformersEmbedder,
  TransformersNliScorer,
  TransformersReranker,
  type Config,
  type Embedder,
  type JobQueue,
  type JobStore,
  type KeywordIndex,
  type Logger,
  type SpecCatalog,
  type Transcriber,
  type UploadStore,
  type VectorStore,
} from '@specwise/shared/server';
import { createIngestHandler, type IngestHandler } from '@specwise/ingest-worker';
import { createQueryService, OpenAiAnswerGenerator, type QueryService } from '@specwise/query';
import { WhisperTranscriber } from '@specwise/transcribe';

/** Everything the gateway needs, built from config by the one composition root. */
export interface Deps {
  config: Config;
  logger: Logger;
  vectorStore: VectorStore;
  keywordIndex: KeywordIndex;
  catalog: SpecCatalog;
  jobStore: JobStore;
  uploads: UploadStore;
  queue: JobQueue;
  embedder: Embedder | null;
  query: QueryService;
  transcriber: Transcriber;
  ingest: IngestHandler | null;
  close(): Promise<void>;
}

export function buildModels(config: Config) {
  const src = { modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE };
  const embedder = new TransformersEmbedder(config.EMBEDDING_MODEL, { ...src, dtype: config.EMBEDDING_DTYPE, queryPrefix: config.EMBEDDING_QUERY_PREFIX, batchSize: config.EMBEDDING_BATCH });
  const reranker = config.RERANK_TOP_N > 0 ? new TransformersReranker(config.RERANKER_MODEL, src) : null;
  const nli = config.NLI_MODEL ? new TransformersNliScorer(config.NLI_MODEL, src) : null;
  const llm = config.LLM_BASE_URL && config.LLM_MODEL
    ? new OpenAiAnswerGenerator({ baseURL: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS })
    : null;
  return { embedder, reranker, nli, llm };
}

/** The one-process mode: SQLite file for vectors, BM25, catalog and jobs; in-process queue; models in-process. */
export function buildEmbedded(config: Config, logger: Logger): Deps & { queue: InProcessJobQueue } {
  const db = openSqlite(join(config.DATA_DIR, 'specwise.sqlite'));
  const vectorStore = new SqliteVectorStore(db);
  const keywordIndex = new SqliteKeywordIndex(db);
  const catalog = new SqliteSpecCatalog(db);
  const jobStore = new SqliteJobStore(db);
  const uploads = new SqliteUploadStore(db);
  const { embedder, reranker, nli, llm } = buildModels(config);
  const ingest = createIngestHandler({
    vectorStore, keywordIndex, catalog, embedder, jobStore, uploads, logger: logger.child({ component: 'ingest' }),
    limits: { maxSpecBytes: config.MAX_SPEC_BYTES, fetchTimeoutMs: config.URL_FETCH_TIMEOUT_MS, allowHosts: config.INGEST_ALLOWED_HOSTS },
  });
  const queue = new InProcessJobQueue(async (job, attempt) => void (await ingest(job, attempt)), {
    concurrency: config.INGEST_CONCURRENCY, attempts: config.INGEST_ATTEMPTS, backoffMs: 1000, logger,
  });
  const query = createQueryService({
    catalog, vectorStore, keywordIndex, embedder, reranker, nli, llm, logger: logger.child({ component: 'query' }),
    settings: { retrievalK: config.RETRIEVAL_K, rrfK: config.RRF_K, rerankTopN: config.RERANK_TOP_N, answerTopK: config.ANSWER_TOP_K },
  });
  const transcriber = new WhisperTranscriber({ modelId: config.WHISPER_MODEL, modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE, ffmpeg: config.FFMPEG_PATH });
  return {
    config, logger, vectorStore, keywordIndex, catalog, jobStore, uploads, queue, embedder, query, transcriber, ingest,
    async close() {
      await queue.close();
      db.close();
    },
  };
}
