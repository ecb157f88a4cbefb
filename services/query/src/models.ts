import { embedderFromConfig, TransformersNliScorer, TransformersReranker, type Config } from '@specwise/shared/server';
import { join } from 'node:path';
import { LlamaCppAnswerGenerator } from './answer/llama-cpp.answer-generator.js';
import { OpenAiAnswerGenerator } from './answer/openai.answer-generator.js';

/** The models the query pipeline uses, as configured: embedder, reranker, NLI scorer, LLM (each may be off). */
export function buildQueryModels(config: Config) {
  const src = { modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE };
  return {
    embedder: embedderFromConfig(config),
    reranker: config.RERANK_TOP_N > 0 ? new TransformersReranker(config.RERANKER_MODEL, src, { maxLength: config.RERANK_MAX_TOKENS, batchSize: 8 }) : null,
    nli: config.NLI_MODEL ? new TransformersNliScorer(config.NLI_MODEL, src) : null,
    llm: answerGeneratorFromConfig(config),
  };
}

/**
 * The LLM that writes answers: an OpenAI-compatible endpoint when LLM_BASE_URL is set, else a local GGUF run
 * in-process when LLM_MODEL_PATH is set (checked now: a missing or non-GGUF file stops the start), else none.
 */
export function answerGeneratorFromConfig(config: Config) {
  if (config.LLM_BASE_URL && config.LLM_MODEL) {
    return new OpenAiAnswerGenerator({ baseURL: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS });
  }
  if (config.LLM_MODEL_PATH) {
    return new LlamaCppAnswerGenerator({
      modelPath: config.LLM_MODEL_PATH,
      runtimeDir: config.LLM_RUNTIME_DIR ?? join(config.MODELS_DIR, 'llm-runtime'),
      timeoutMs: config.LLM_TIMEOUT_MS,
      contextSize: config.LLM_CONTEXT_SIZE,
      maxTokens: config.LLM_MAX_TOKENS,
      parallel: config.LLM_PARALLEL,
      threads: config.LLM_THREADS,
    });
  }
  return null;
}

export function querySettings(config: Config) {
  return { retrievalK: config.RETRIEVAL_K, rrfK: config.RRF_K, rerankTopN: config.RERANK_TOP_N, answerTopK: config.ANSWER_TOP_K };
}
