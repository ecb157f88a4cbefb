import { Worker } from 'node:worker_threads';
import { ValidationError, type Config, type IngestJob, type JobStore, type Logger, type UploadStore } from '@specwise/shared/server';
import type { IngestResult } from './ingest.handler.js';
import { keyedSerial } from './keyed-serial.js';

export interface ThreadInput {
  config: Config;
  job: IngestJob;
  attempt: { number: number; final: boolean };
  logLevel: string;
  logPretty: boolean;
}

export type ThreadOutcome =
  | { ok: true; result: IngestResult }
  | { ok: false; error: { message: string; code: string; permanent: boolean } };

export interface IsolatedIngestDeps {
  config: Config;
  jobStore: JobStore;
  uploads: UploadStore;
  logger: Logger;
  /** Pretty logs in the thread too (the entry point decides for the main thread). */
  logPretty?: boolean;
}

const ENTRY = new URL('./ingest.thread-entry.mjs', import.meta.url);

/** A job a thread could not finish: permanent, so no queue runs it again. */
class IngestAborted extends ValidationError {}

/**
 * Runs each ingest in its own worker thread with a heap limit (INGEST_MAX_MEMORY_MB) and a time limit
 * (INGEST_TIMEOUT_MS): parsing and embedding never block the thread that answers requests, and a spec that
 * exhausts memory or time kills only its thread. That job is failed for good with the reason; the process
 * and every other job go on. Ingests of one spec name run one after another.
 */
export function createIsolatedIngest(deps: IsolatedIngestDeps) {
  const { config, logger } = deps;
  const serial = keyedSerial();

  function runThread(job: IngestJob, attempt: ThreadInput['attempt']): Promise<IngestResult> {
    const input: ThreadInput = { config: { ...config }, job, attempt, logLevel: String(logger.level ?? config.LOG_LEVEL), logPretty: deps.logPretty ?? false };
    return new Promise((resolve, reject) => {
      const worker = new Worker(ENTRY, {
        workerData: input,
        resourceLimits: { maxOldGenerationSizeMb: config.INGEST_MAX_MEMORY_MB, stackSizeMb: 4 },
      });
      let outcome: ThreadOutcome | null = null;
      let death: Error | null = null;
      const timer = setTimeout(() => {
        death = new IngestAborted('ingest_timeout', `the ingest took longer than INGEST_TIMEOUT_MS (${config.INGEST_TIMEOUT_MS} ms) and was stopped`);
        void worker.terminate();
      }, config.INGEST_TIMEOUT_MS);
      worker.on('message', (m: ThreadOutcome) => (outcome = m));
      worker.on('error', (err: Error & { code?: string }) => {
        death ??= err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new IngestAborted('ingest_out_of_memory', `the ingest ran out of memory (INGEST_MAX_MEMORY_MB = ${config.INGEST_MAX_MEMORY_MB}) and was stopped: the spec is too large or too complex for this limit`)
          : new IngestAborted('ingest_crashed', `the ingest thread crashed: ${err.message}`);
      });
      worker.on('exit', (code) => {
        clearTimeout(timer);
        const done = outcome as ThreadOutcome | null;
        if (done?.ok) return resolve(done.result);
        if (done) return reject(done.error.permanent ? new ValidationError(done.error.code, done.error.message) : Object.assign(new Error(done.error.message), { code: done.error.code }));
        reject(death ?? new IngestAborted('ingest_crashed', `the ingest thread exited (code ${code}) without a result`));
      });
    });
  }

  return async function isolatedIngest(job: IngestJob, attempt: ThreadInput['attempt'] = { number: 1, final: true }): Promise<IngestResult> {
    return serial(job.document?.documentId ?? job.specName ?? `job:${job.jobId}`, async () => {
      try {
        return await runThread(job, attempt);
      } catch (err) {
        if (err instanceof IngestAborted) {
          // The thread died before it could record anything: record it here, and free the upload.
          const cur = await deps.jobStore.get(job.jobId);
          const where = cur?.stage ? ` (during ${cur.stage})` : '';
          await deps.jobStore.update(job.jobId, { state: 'failed', error: { code: err.code, message: `${err.message}${where}` } });
          if (job.source.kind === 'upload') await deps.uploads.delete(job.source.uploadKey);
          logger.warn({ jobId: job.jobId, code: err.code }, err.message);
        }
        throw err;
      }
    });
  };
}

export type IsolatedIngest = ReturnType<typeof createIsolatedIngest>;
