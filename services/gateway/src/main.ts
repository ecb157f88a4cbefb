import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { langfuseSettings, loadTracer, loggerFromConfig, loadConfig, Metrics, type Config, type Logger } from '@specwise/shared/server';
import { createApp } from './app.js';
import { warmInBackground } from '@specwise/query';
import { buildEmbedded, type Deps } from './compose.js';
import { buildDistributedGateway } from './compose.distributed.js';

/**
 * Jobs a crash interrupted run again (ingest is idempotent and the old spec served queries meanwhile), unless
 * they have already been started INGEST_ATTEMPTS times: a job that keeps taking the process down is failed,
 * not re-run forever.
 */
async function resumeUnfinished(deps: Deps, maxAttempts: number): Promise<void> {
  for (const job of await deps.jobStore.unfinished()) {
    const status = await deps.jobStore.get(job.jobId);
    const attempts = status?.attempts ?? 0;
    if (attempts >= maxAttempts) {
      const message = `the ingest was interrupted ${attempts} times (the server stopped while it ran${status?.stage ? `, last during ${status.stage}` : ''}); it is not run again. Upload the spec again to retry`;
      deps.logger.warn({ jobId: job.jobId, attempts }, message);
      await deps.jobStore.update(job.jobId, { state: 'failed', error: { code: 'ingest_interrupted', message } });
      if (job.source.kind === 'upload') await deps.uploads.delete(job.source.uploadKey);
      continue;
    }
    deps.logger.info({ jobId: job.jobId, attempts }, 're-running an ingest that did not finish');
    await deps.queue.enqueue(job);
  }
}

const here = dirname(fileURLToPath(import.meta.url));
export const FRONTEND_DIST = resolve(here, '../../../frontend/dist');

export interface Running {
  url: string;
  port: number;
  deps: Deps;
  stop(): Promise<void>;
}

/**
 * Boot Specwise: embedded (one process, SQLite, in-process queue) without REDIS_URL, the gateway of the
 * distributed stack with it. Tests call start({ env, port: 0 }).
 */
export async function start(opts: { env?: Record<string, string | undefined>; port?: number; logger?: Logger } = {}): Promise<Running> {
  const config: Config = loadConfig(opts.env ?? process.env, opts.port !== undefined ? { PORT: opts.port } : {});
  const logger = opts.logger ?? loggerFromConfig(config, 'gateway');
  let shuttingDown = false;
  const metrics = new Metrics('gateway');
  const obs = { metrics, tracer: await loadTracer(langfuseSettings(config), { logger, metrics, service: 'gateway' }) };
  const deps: Deps = config.mode === 'embedded' ? buildEmbedded(config, logger, obs, { warmGates: true }) : await buildDistributedGateway(config, logger, obs);
  const app = createApp({ ...deps, staticDir: FRONTEND_DIST, isShuttingDown: () => shuttingDown });
  let server: Server;
  try {
    server = await new Promise((res, rej) => {
      // Express 5 calls the listen callback with the error too (EADDRINUSE...): only an empty call means listening.
      const s = app.listen(config.PORT, config.HOST, (err?: Error) => (err ? rej(err) : res(s)));
    });
  } catch (err) {
    await deps.close();
    throw err;
  }
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  if (config.mode === 'embedded') {
    await resumeUnfinished(deps, config.INGEST_ATTEMPTS);
    // The specs already here get their own gates calibrated, one after another, while questions are answered.
    warmInBackground(deps.query, deps.catalog.list().then((specs) => specs.map((s) => s.name)), logger);
    void deps.embedder?.ready().then((reason) => {
      if (reason) logger.warn(`${reason}. Specwise runs with BM25-only retrieval; run \`npm run models\` or set MODELS_DIR to enable dense retrieval.`);
    });
  }
  logger.info({ url, mode: config.mode, data: config.DATA_DIR }, `Specwise is listening on ${url}`);
  return {
    url,
    port,
    deps,
    async stop() {
      shuttingDown = true;
      await new Promise<void>((res) => server.close(() => res()));
      server.closeAllConnections?.();
      await deps.close();
    },
  };
}

const isEntry = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  start().then(
    (running) => {
      const shutdown = (sig: string) => {
        running.deps.logger.info(`${sig}: finishing jobs in flight, then exiting`);
        running.stop().then(() => process.exit(0), () => process.exit(1));
      };
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      process.once('SIGINT', () => shutdown('SIGINT'));
    },
    (err: NodeJS.ErrnoException) => {
      const hint = err.code === 'EADDRINUSE' ? ' (another program uses this port: set PORT to a free one, e.g. PORT=8081 npm start)' : '';
      console.error(`Specwise failed to start: ${err.message}${hint}`);
      process.exit(1);
    },
  );
}
