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
import { createIsolatedIngest, type IsolatedIngest } from '@specwise/ingest-worker';
import { buildQueryModels, createQueryService, querySettings } from '@specwise/query';
import { transcriberFromConfig } from '@specwise/transcribe';
import type { QueryPort } from './app.js';

/** Everything the gateway needs, built from config by the one composition root. */
export interface Deps extends Omit<Stores, 'close'> {
  config: Config;
  logger: Logger;
  queue: JobQueue;
  embedder: Embedder | null;
  query: QueryPort;
  transcriber: Transcriber;
  ingest: IsolatedIngest | null;
  close(): Promise<void>;
}

export function buildQuery(config: Config, logger: Logger, stores: Stores, models: ReturnType<typeof buildQueryModels>) {
  return createQueryService({
    ...stores, ...models, logger: logger.child({ component: 'query' }),
    settings: querySettings(config),
  });
}

/** The one-process mode: one SQLite file for vectors, BM25, catalog and jobs; in-process queue and models. */
export function buildEmbedded(config: Config, logger: Logger): Deps & { queue: InProcessJobQueue } {
  const stores = buildStores(config, null);
  const models = buildQueryModels(config);
  // Ingests run in worker threads (their own SQLite connection and embedder): never on this request thread.
  const ingest = createIsolatedIngest({ config, jobStore: stores.jobStore, uploads: stores.uploads, logger, logPretty: config.LOG_PRETTY ?? process.stdout.isTTY === true });
  const queue = new InProcessJobQueue(async (job, attempt) => void (await ingest(job, attempt)), {
    concurrency: config.INGEST_CONCURRENCY, attempts: config.INGEST_ATTEMPTS, backoffMs: 1000, logger,
  });
  return {
    ...stores, config, logger, queue, embedder: models.embedder, ingest,
    query: buildQuery(config, logger, stores, models),
    transcriber: transcriberFromConfig(config),
    async close() {
      await queue.close();
      await stores.close();
    },
  };
}
