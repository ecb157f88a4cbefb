import { embedderFromConfig, TransformersNliScorer, TransformersReranker, type Config, type Embedder } from '@specwise/shared/server';
import { join } from 'node:path';
import { fittedApiQuestionModel } from './api-question.js';
import { LlamaCppAnswerGenerator } from './answer/llama-cpp.answer-generator.js';
import { OpenAiAnswerGenerator } from './answer/openai.answer-generator.js';

/**
 * The models the query pipeline uses, as configured: embedder, the api-question line's embedder, reranker, NLI scorer,
 * LLM (each may be off).
 */
export function buildQueryModels(config: Config) {
  const src = { modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE };
  const embedder = embedderFromConfig(config);
  return {
    embedder,
    questionEmbedder: apiQuestionEmbedder(config, embedder),
    reranker: config.RERANK_TOP_N > 0 ? new TransformersReranker(config.RERANKER_MODEL, src, { maxLength: config.RERANK_MAX_TOKENS, batchSize: 8 }) : null,
    nli: config.NLI_MODEL ? new TransformersNliScorer(config.NLI_MODEL, src) : null,
    llm: answerGeneratorFromConfig(config),
  };
}

/**
 * The embedder whose vectors the api-question line reads (`fitted/api-question.json` names it): the retrieval embedder
 * where that is the model, else one of its own from MODELS_DIR (downloaded where MODELS_ALLOW_REMOTE), loaded with the
 * first question and asked one question at a time. It reads the question as asked, with its model's own query prefix
 * (a prefix configured for the retrieval model is that model's). Where it cannot load, the gate reads the retrieval
 * alone (the answer's notes say so).
 */
export function apiQuestionEmbedder(config: Config, embedder: Embedder): Embedder {
  const model = fittedApiQuestionModel().embedding_model;
  return model === embedder.modelId ? embedder : questionEmbedderOf(config, model);
}

/** An embedder of `model` for questions as the api-question line reads them: one at a time, the model's own prefix. */
export function questionEmbedderOf(config: Config, model: string): Embedder {
  return embedderFromConfig({ ...config, EMBEDDING_MODEL: model, EMBEDDING_QUERY_PREFIX: undefined, EMBEDDING_BATCH: 1 });
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
  return { retrievalK: config.RETRIEVAL_K, rrfK: config.RRF_K, rerankTopN: config.RERANK_TOP_N, answerTopK: config.ANSWER_TOP_K, calibrateGate: config.GATE_CALIBRATION };
}
