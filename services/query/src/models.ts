import { embedderFromConfig, TransformersNliScorer, TransformersReranker, type Config } from '@specwise/shared/server';
import { OpenAiAnswerGenerator } from './answer/openai.answer-generator.js';

/** The models the query pipeline uses, as configured: embedder, reranker, NLI scorer, LLM (each may be off). */
export function buildQueryModels(config: Config) {
  const src = { modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE };
  return {
    embedder: embedderFromConfig(config),
    reranker: config.RERANK_TOP_N > 0 ? new TransformersReranker(config.RERANKER_MODEL, src) : null,
    nli: config.NLI_MODEL ? new TransformersNliScorer(config.NLI_MODEL, src) : null,
    llm: config.LLM_BASE_URL && config.LLM_MODEL
      ? new OpenAiAnswerGenerator({ baseURL: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS })
      : null,
  };
}

export function querySettings(config: Config) {
  return { retrievalK: config.RETRIEVAL_K, rrfK: config.RRF_K, rerankTopN: config.RERANK_TOP_N, answerTopK: config.ANSWER_TOP_K };
}
