import {
  buildStores,
  InProcessJobQueue,
  type Config,
  type Embedder,
  type JobQueue,
  type Logger,
  type Stores,
  type Transcriber,
} from '@specwise/shared/server';
import { createIngestHandler, type IngestHandler } from '@specwise/ingest-worker';
import { buildQueryModels, createQueryService, querySettings } from '@specwise/query';
import { WhisperTranscriber } from '@specwise/transcribe';
import type { QueryPort } from './app.js';

/** Everything the gateway needs, built from config by the one composition root. */
export interface Deps extends Omit<Stores, 'close'> {
  config: Config;
  logger: Logger;
  queue: JobQueue;
  embedder: Embedder | null;
  query: QueryPort;
  transcriber: Transcriber;
  ingest: IngestHandler | null;
  close(): Promise<void>;
}

export const buildModels = buildQueryModels;

export function buildIngest(config: Config, logger: Logger, stores: Stores, embedder: Embedder | null): IngestHandler {
  return createIngestHandler({
    ...stores, embedder, logger: logger.child({ component: 'ingest' }),
    limits: { maxSpecBytes: config.MAX_SPEC_BYTES, fetchTimeoutMs: config.URL_FETCH_TIMEOUT_MS, allowHosts: config.INGEST_ALLOWED_HOSTS },
  });
}

export function buildQuery(config: Config, logger: Logger, stores: Stores, models: ReturnType<typeof buildModels>) {
  return createQueryService({
    ...stores, ...models, logger: logger.child({ component: 'query' }),
    settings: querySettings(config),
  });
}

export function buildTranscriber(config: Config): WhisperTranscriber {
  return new WhisperTranscriber({ modelId: config.WHISPER_MODEL, modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE, ffmpeg: config.FFMPEG_PATH });
}

/** The one-process mode: one SQLite file for vectors, BM25, catalog and jobs; in-process queue and models. */
export function buildEmbedded(config: Config, logger: Logger): Deps & { queue: InProcessJobQueue } {
  const stores = buildStores(config, null);
  const models = buildModels(config);
  const ingest = buildIngest(config, logger, stores, models.embedder);
  const queue = new InProcessJobQueue(async (job, attempt) => void (await ingest(job, attempt)), {
    concurrency: config.INGEST_CONCURRENCY, attempts: config.INGEST_ATTEMPTS, backoffMs: 1000, logger,
  });
  return {
    ...stores, config, logger, queue, embedder: models.embedder, ingest,
    query: buildQuery(config, logger, stores, models),
    transcriber: buildTranscriber(config),
    async close() {
      await queue.close();
      await stores.close();
    },
  };
}
