import express from 'express';
import {
  buildStores,
  loadConfig,
  Metrics,
  metricsHandler,
  loggerFromConfig,
  requestRedis,
  startIngestWorker,
  workerRedis,
} from '@specwise/shared/server';
import { createIsolatedIngest } from './isolated.ingest.js';
import { instrumentIngest } from './instrumented.ingest.js';

/**
 * The ingest worker of the distributed stack: consumes BullMQ jobs with bounded concurrency. SIGTERM lets
 * the jobs in flight finish (or hands them back to the queue) before exiting.
 */
export async function startWorker(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(env);
  const logger = loggerFromConfig(config, 'ingest-worker');
  if (!config.REDIS_URL) throw new Error('REDIS_URL is not set: the ingest worker consumes jobs from Redis. For one process, run `npm start` instead.');
  const storeRedis = requestRedis(config.REDIS_URL);
  storeRedis.on('error', () => undefined);
  const queueRedis = workerRedis(config.REDIS_URL);
  queueRedis.on('error', (err: Error) => logger.warn({ err: err.message }, 'Redis connection error; retrying'));
  const stores = buildStores(config, storeRedis);
  // Each job runs in a worker thread with memory and time limits: a hostile spec kills that thread, not the worker.
  const metrics = new Metrics('ingest-worker');
  const handler = instrumentIngest(createIsolatedIngest({ config, jobStore: stores.jobStore, uploads: stores.uploads, logger, logPretty: config.LOG_PRETTY ?? process.stdout.isTTY === true }), metrics);
  metrics.watchQueue(stores.jobStore);
  // No API here: a small server for Prometheus and probes only.
  const probe = express();
  probe.get('/health', (_req, res) => res.json({ status: 'ok' }));
  probe.get('/metrics', metricsHandler(metrics));
  const metricsServer = config.WORKER_METRICS_PORT ? probe.listen(config.WORKER_METRICS_PORT, config.HOST) : null;
  metricsServer?.on('error', (err: Error) => logger.warn({ err: err.message }, `metrics port ${config.WORKER_METRICS_PORT} is not available; /metrics is off`));
  const worker = startIngestWorker(queueRedis, async (job, attempt) => void (await handler(job, attempt)), {
    concurrency: config.INGEST_CONCURRENCY, lockDurationMs: config.WORKER_LOCK_MS, logger,
  });
  logger.info({ concurrency: config.INGEST_CONCURRENCY }, 'ingest worker started');
  return {
    worker,
    metricsServer,
    async stop() {
      metricsServer?.close();
      await worker.close();
      await stores.close();
      queueRedis.disconnect();
      storeRedis.disconnect();
    },
  };
}

import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startWorker().then(
    (w) => {
      const stop = () => w.stop().then(() => process.exit(0), () => process.exit(1));
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    },
    (err: Error) => {
      console.error(`ingest worker failed to start: ${err.message}`);
      process.exit(1);
    },
  );
}
