// The body of one ingest thread: builds its own stores and embedder from the config it was handed, runs the
// ingest handler for one job and posts the outcome. It never touches the thread that serves requests.
import { parentPort, workerData } from 'node:worker_threads';
import { buildStores, createLogger, embedderFromConfig, errorMessage, isPermanent, langfuseSettings, loadTracer, workerRedis, type Config } from '@specwise/shared/server';
import { ingestHandlerFromConfig } from './ingest.handler.js';
import type { ThreadInput, ThreadOutcome } from './isolated.ingest.js';

async function main(input: ThreadInput): Promise<ThreadOutcome> {
  const config = input.config as Config;
  const logger = createLogger({ level: input.logLevel, pretty: input.logPretty, service: 'ingest' });
  // Commands wait for the connection (and ride out a short Redis restart); the thread's time limit bounds them.
  const redis = config.REDIS_URL ? workerRedis(config.REDIS_URL) : null;
  redis?.on('error', () => undefined);
  const stores = buildStores(config, redis);
  const tracer = await loadTracer(langfuseSettings(config), { logger, service: 'ingest' });
  try {
    const handler = ingestHandlerFromConfig(config, { ...stores, embedder: embedderFromConfig(config), logger, tracer });
    return { ok: true, result: await handler(input.job, input.attempt) };
  } catch (err) {
    const e = err as { code?: unknown };
    return { ok: false, error: { message: errorMessage(err), code: typeof e.code === 'string' ? e.code : 'ingest_failed', permanent: isPermanent(err) } };
  } finally {
    // The job's spans leave before the thread ends (at most 3 s: an unreachable Langfuse costs no more).
    await tracer.shutdown();
    await stores.close();
    redis?.disconnect();
  }
}

main(workerData as ThreadInput).then(
  (outcome) => parentPort!.postMessage(outcome),
  (err) => parentPort!.postMessage({ ok: false, error: { message: errorMessage(err), code: 'ingest_failed', permanent: false } } satisfies ThreadOutcome),
);
