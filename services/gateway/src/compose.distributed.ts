import { BullMqJobQueue, buildStores, requestRedis, type Config, type Logger } from '@specwise/shared/server';
import { buildQueryModels, remoteQueryService } from '@specwise/query';
import { remoteTranscriber, transcriberFromConfig } from '@specwise/transcribe';
import { buildQuery, type Deps, type Observability } from './compose.js';

/**
 * The gateway of the distributed stack: jobs go to BullMQ; job status, uploads and the catalog live in
 * Redis; queries go to the query service (QUERY_URL) and audio to the transcribe service (TRANSCRIBE_URL),
 * or run in this process when those are unset.
 */
export async function buildDistributedGateway(config: Config, logger: Logger, obs: Observability): Promise<Deps> {
  const redis = requestRedis(config.REDIS_URL!);
  let lastState = '';
  redis.on('error', (err: Error) => {
    if (lastState !== err.message) logger.warn({ err: err.message }, 'Redis connection error (requests answer 503 until it is back)');
    lastState = err.message;
  });
  redis.on('ready', () => {
    if (lastState) logger.info('Redis connection is back');
    lastState = '';
  });
  // Give Redis a moment at boot so the first requests do not see 503; start anyway if it is down.
  await new Promise<void>((resolve) => {
    if (redis.status === 'ready') return resolve();
    const t = setTimeout(() => {
      logger.warn(`Redis at ${config.REDIS_URL} is not reachable yet; requests answer 503 until it is`);
      resolve();
    }, 3000);
    redis.once('ready', () => {
      clearTimeout(t);
      resolve();
    });
  });
  const stores = buildStores(config, redis);
  obs.metrics.watchQueue(stores.jobStore);
  const queue = new BullMqJobQueue(redis, config.INGEST_ATTEMPTS);
  const models = config.QUERY_URL ? null : buildQueryModels(config);
  return {
    ...stores, config, logger, queue, embedder: models?.embedder ?? null, ingest: null, ...obs,
    // With a query service, it records the answer metrics and traces; here only the HTTP side is measured.
    query: config.QUERY_URL ? remoteQueryService(config.QUERY_URL) : buildQuery(config, logger, stores, models!, obs),
    transcriber: config.TRANSCRIBE_URL ? remoteTranscriber(config.TRANSCRIBE_URL) : transcriberFromConfig(config),
    async close() {
      await queue.close().catch(() => undefined);
      await obs.tracer.shutdown();
      await stores.close();
      redis.disconnect();
    },
  };
}
