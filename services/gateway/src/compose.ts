import {
  buildStores,
  InProcessJobQueue,
  Metrics,
  noopTracer,
  type Tracer,
  type Config,
  type Embedder,
  type JobQueue,
  type Logger,
  type Stores,
  type Transcriber,
} from '@specwise/shared/server';
import { createIsolatedIngest, instrumentIngest, type IsolatedIngest } from '@specwise/ingest-worker';
import { buildQueryModels, createQueryService, instrumentQuery, querySettings, warmInBackground } from '@specwise/query';
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
  metrics: Metrics;
  tracer: Tracer;
  close(): Promise<void>;
}

/** What every composition gets: the process's metrics and its tracer (Langfuse, or timings only). */
export interface Observability {
  metrics: Metrics;
  tracer: Tracer;
}

/** Metrics nobody scrapes and no tracing: for one-shot commands (the CLI). */
export const quietObservability = (): Observability => ({ metrics: new Metrics('cli'), tracer: noopTracer });

export function buildQuery(config: Config, logger: Logger, stores: Stores, models: ReturnType<typeof buildQueryModels>, obs: Observability) {
  const service = createQueryService({
    ...stores, ...models, logger: logger.child({ component: 'query' }), tracer: obs.tracer,
    settings: querySettings(config),
  });
  return instrumentQuery(service, obs.metrics);
}


/**
 * The one-process mode: one SQLite file for vectors, BM25, catalog and jobs; in-process queue and models.
 * `warmGates`: calibrate each spec's own not-covered gate right after its ingest (a server; not a one-shot command).
 */
export function buildEmbedded(config: Config, logger: Logger, obs: Observability = quietObservability(), opts: { warmGates?: boolean } = {}): Deps & { queue: InProcessJobQueue } {
  const stores = buildStores(config, null);
  const models = buildQueryModels(config);
  obs.metrics.watchQueue(stores.jobStore);
  const query = buildQuery(config, logger, stores, models, obs);
  // Ingests run in worker threads (their own SQLite connection and embedder): never on this request thread.
  const ingest = instrumentIngest(createIsolatedIngest({ config, jobStore: stores.jobStore, uploads: stores.uploads, logger, logPretty: config.LOG_PRETTY ?? process.stdout.isTTY === true }), obs.metrics);
  const queue = new InProcessJobQueue(async (job, attempt) => {
    const result = await ingest(job, attempt);
    if (opts.warmGates && !job.document) warmInBackground(query, [result.specName], logger);
  }, {
    concurrency: config.INGEST_CONCURRENCY, attempts: config.INGEST_ATTEMPTS, backoffMs: 1000, logger,
  });
  return {
    ...stores, config, logger, queue, embedder: models.embedder, ingest, ...obs,
    query,
    transcriber: transcriberFromConfig(config),
    async close() {
      // No gate calibration starts after this (an ingest finishing below would start one) or reads a closed store.
      const stopped = query.stop?.();
      await queue.close();
      await stopped;
      await obs.tracer.shutdown();
      await stores.close();
    },
  };
}
