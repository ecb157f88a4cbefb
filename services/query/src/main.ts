import { buildStores, langfuseSettings, loadTracer, loggerFromConfig, loadConfig, Metrics, requestRedis } from '@specwise/shared/server';
import { buildQueryModels, querySettings } from './models.js';
import { createQueryApp } from './app.js';
import { instrumentQuery } from './instrumented.query.js';
import { warmInBackground } from './spec-gate.js';
import { createQueryService } from './query.service.js';

// The query service of the distributed stack: reads the catalog from Redis, vectors from Qdrant, BM25 from Elasticsearch.
const config = loadConfig();
const logger = loggerFromConfig(config, 'query');
if (!config.REDIS_URL) {
  logger.fatal('REDIS_URL is not set: the query service reads the spec catalog from Redis. For one process, run `npm start` instead.');
  process.exit(1);
}
const redis = requestRedis(config.REDIS_URL);
redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'Redis connection error'));
const stores = buildStores(config, redis);
const metrics = new Metrics('query');
const tracer = await loadTracer(langfuseSettings(config), { logger, metrics, service: 'query' });
const service = instrumentQuery(createQueryService({ ...stores, ...buildQueryModels(config), logger, tracer, settings: querySettings(config) }), metrics);
const server = createQueryApp(service, logger, metrics).listen(config.PORT, config.HOST, (err?: Error) => {
  if (err) {
    logger.fatal(`query service cannot listen on :${config.PORT}: ${err.message}`);
    process.exit(1);
  }
  logger.info(`query service on :${config.PORT}`);
  // The specs already in the catalog get their own gates calibrated, one after another, while questions are answered
  // (a spec ingested later is calibrated from its first question).
  warmInBackground(service, stores.catalog.list().then((specs) => specs.map((s) => s.name)), logger);
});
const stop = () => server.close(async () => {
  await service.stop();
  await tracer.shutdown();
  await stores.close();
  redis.disconnect();
  process.exit(0);
});
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
