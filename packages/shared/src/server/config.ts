import { resolve } from 'node:path';
import { z } from 'zod';

// Every Specwise variable, parsed once from the environment. Empty string means unset.
// No other module reads process.env: services receive the frozen Config.
const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'yes'].includes(v)));
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);
const list = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []));
const url = z.string().url().optional();

export const configSchema = z.object({
  PORT: int(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: pretty when the output is a terminal (decided by the entry point). */
  LOG_PRETTY: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional().transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),

  MODELS_DIR: z.string().default('./.models'),
  MODELS_ALLOW_REMOTE: bool(true),
  EMBEDDING_MODEL: z.string().default('Xenova/all-MiniLM-L6-v2'),
  EMBEDDING_DTYPE: z.enum(['fp32', 'fp16', 'q8', 'int8', 'uint8', 'q4']).default('q8'),
  EMBEDDING_QUERY_PREFIX: z.string().optional(),
  EMBEDDING_BATCH: int(16, 1),
  RERANKER_MODEL: z.string().default('Xenova/ms-marco-MiniLM-L-6-v2'),
  RERANK_TOP_N: int(25, 0),
  /** Tokens of each (question, candidate) pair the cross-encoder reads: 160 keeps 25 candidates under 300 ms on 2 cores. */
  RERANK_MAX_TOKENS: int(160, 32),
  NLI_MODEL: z.string().optional(),

  /** Give each spec its own not-covered gate, calibrated on everyday questions once per ingest (`spec-gate.ts`). */
  GATE_CALIBRATION: bool(true),
  RETRIEVAL_K: int(40, 1),
  RRF_K: int(60, 1),
  ANSWER_TOP_K: int(5, 1),

  LLM_BASE_URL: url,
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: int(60000, 1000),
  /** A local GGUF model run in-process by llama.cpp (node-llama-cpp), used when LLM_BASE_URL is unset. */
  LLM_MODEL_PATH: z.string().optional(),
  /** Where `npm run models -- --llm` installs node-llama-cpp when it is not in node_modules (default MODELS_DIR/llm-runtime). */
  LLM_RUNTIME_DIR: z.string().optional(),
  LLM_CONTEXT_SIZE: int(8192, 512),
  LLM_MAX_TOKENS: int(512, 16),
  /** Answers generated at once by the local model (each has its own context sequence); the rest wait. */
  LLM_PARALLEL: int(1, 1),
  /** llama.cpp threads for the local model; 0 = every math core but one. */
  LLM_THREADS: int(0, 0),

  REDIS_URL: url,
  QDRANT_URL: url,
  QDRANT_API_KEY: z.string().optional(),
  ELASTICSEARCH_URL: url,
  ELASTICSEARCH_API_KEY: z.string().optional(),
  ELASTICSEARCH_USERNAME: z.string().optional(),
  ELASTICSEARCH_PASSWORD: z.string().optional(),
  QUERY_URL: url,
  TRANSCRIBE_URL: url,

  MAX_SPEC_BYTES: int(25 * 1024 * 1024, 1024),
  MAX_AUDIO_BYTES: int(10 * 1024 * 1024, 1024),
  /** Documents (`POST /documents`): bytes a file may have, bytes a .docx may unzip to, element nesting, chunking. */
  MAX_DOCUMENT_BYTES: int(20 * 1024 * 1024, 1024),
  DOCUMENT_MAX_EXPANDED_BYTES: int(100 * 1024 * 1024, 1024),
  DOCUMENT_MAX_DEPTH: int(200, 8),
  DOCUMENT_CHUNK_MAX_WORDS: int(600, 20),
  /** Split a section where adjacent paragraphs' embedding similarity falls under this; 0 turns it off. */
  DOCUMENT_SEMANTIC_THRESHOLD: z.coerce.number().min(0).max(1).default(0.45),
  URL_FETCH_TIMEOUT_MS: int(20000, 100),
  INGEST_ALLOWED_HOSTS: list,
  INGEST_CONCURRENCY: int(2, 1),
  INGEST_ATTEMPTS: int(3, 1),
  /** Each ingest runs in a worker thread with this heap limit (MB) and time limit (ms). */
  INGEST_MAX_MEMORY_MB: int(1536, 32),
  INGEST_TIMEOUT_MS: int(15 * 60 * 1000, 100),
  WORKER_LOCK_MS: int(30000, 1000),
  /** The distributed ingest worker serves /metrics and /health on this port (0: off). */
  WORKER_METRICS_PORT: int(9464, 0),
  API_TOKENS: list,

  /** Langfuse tracing: on when both keys are set. LANGFUSE_BASE_URL (or LANGFUSE_HOST) defaults to Langfuse Cloud. */
  LANGFUSE_PUBLIC_KEY: z.string().optional(),
  LANGFUSE_SECRET_KEY: z.string().optional(),
  LANGFUSE_BASE_URL: url,
  LANGFUSE_HOST: url,
  /** Answers under this confidence (0-100) are kept, with the not-covered ones, for /insights/unanswered. */
  INSIGHTS_LOW_CONFIDENCE: int(50, 0),

  /** Speech-to-text engine; `auto`: Groq when GROQ_API_KEY is set, else OpenAI when OPENAI_API_KEY is, else local Whisper. */
  TRANSCRIBE_ENGINE: z.enum(['auto', 'groq', 'openai', 'local']).default('auto'),
  GROQ_API_KEY: z.string().optional(),
  GROQ_BASE_URL: url,
  GROQ_WHISPER_MODEL: z.string().default('whisper-large-v3-turbo'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: url,
  OPENAI_WHISPER_MODEL: z.string().default('whisper-1'),
  TRANSCRIBE_TIMEOUT_MS: int(30000, 1000),
  MAX_AUDIO_SECONDS: int(60, 1),
  WHISPER_MODEL: z.string().default('Xenova/whisper-base'),
  FFMPEG_PATH: z.string().default('ffmpeg'),
});

export type Config = Readonly<z.infer<typeof configSchema>> & { readonly mode: 'embedded' | 'distributed' };

/** Parse an environment (process.env by default). Throws one readable message naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Record<string, unknown> = {}): Config {
  const cleaned: Record<string, unknown> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== '') cleaned[key] = v;
  }
  const parsed = configSchema.safeParse({ ...cleaned, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return Object.freeze({
    ...c,
    DATA_DIR: resolve(c.DATA_DIR),
    MODELS_DIR: resolve(c.MODELS_DIR),
    mode: c.REDIS_URL ? 'distributed' : 'embedded',
  } as Config);
}
