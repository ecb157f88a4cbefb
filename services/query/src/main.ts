import { buildStores, createLogger, loadConfig, requestRedis, TransformersEmbedder, TransformersNliScorer, TransformersReranker } from '@specwise/shared/server';
import { OpenAiAnswerGenerator } from './answer/openai.answer-generator.js';
import { createQueryApp } from './app.js';
import { createQueryService } from './query.service.js';

// The query service of the distributed stack: reads the catalog from Redis, vectors from Qdrant, BM25 from Elasticsearch.
const config = loadConfig();
const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.LOG_PRETTY, service: 'query' });
if (!config.REDIS_URL) {
  logger.fatal('REDIS_URL is not set: the query service reads the spec catalog from Redis. For one process, run `npm start` instead.');
  process.exit(1);
}
const redis = requestRedis(config.REDIS_URL);
redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'Redis connection error'));
const stores = buildStores(config, redis);
const src = { modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE };
const service = createQueryService({
  ...stores,
  embedder: new TransformersEmbedder(config.EMBEDDING_MODEL, { ...src, dtype: config.EMBEDDING_DTYPE, queryPrefix: config.EMBEDDING_QUERY_PREFIX, batchSize: config.EMBEDDING_BATCH }),
  reranker: config.RERANK_TOP_N > 0 ? new TransformersReranker(config.RERANKER_MODEL, src) : null,
  nli: config.NLI_MODEL ? new TransformersNliScorer(config.NLI_MODEL, src) : null,
  llm: config.LLM_BASE_URL && config.LLM_MODEL ? new OpenAiAnswerGenerator({ baseURL: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS }) : null,
  logger,
  settings: { retrievalK: config.RETRIEVAL_K, rrfK: config.RRF_K, rerankTopN: config.RERANK_TOP_N, answerTopK: config.ANSWER_TOP_K },
});
const server = createQueryApp(service, logger).listen(config.PORT, config.HOST, () => logger.info(`query service on :${config.PORT}`));
const stop = () => server.close(async () => {
  await stores.close();
  redis.disconnect();
  process.exit(0);
});
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
