import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { errorMessage, isPermanent, UnavailableError } from '../errors.js';
import { INGEST_JOB_DEFAULTS, ingestJobSchema, QUEUE_INGEST, type IngestJob } from '../jobs/contract.js';
import type { Logger } from '../logger.js';
import type { JobQueue } from '../ports.js';
import type { IngestProcessor } from './memory.job-queue.js';

/** Producer side: the gateway. Fails fast (503) when Redis is down, through the request connection. */
export class BullMqJobQueue implements JobQueue {
  private readonly queue: Queue;
  constructor(private readonly connection: Redis, attempts: number) {
    this.queue = new Queue(QUEUE_INGEST, { connection, defaultJobOptions: { attempts, ...INGEST_JOB_DEFAULTS } });
    this.queue.on('error', () => undefined); // surfaced per request through ping()/add()
  }
  async ping(): Promise<void> {
    if (this.connection.status !== 'ready') throw new UnavailableError('redis_unavailable', `the job queue (Redis) is not reachable (connection ${this.connection.status}); try again shortly`);
    try {
      await this.connection.ping();
    } catch (err) {
      throw new UnavailableError('redis_unavailable', `the job queue (Redis) is not reachable: ${errorMessage(err)}`);
    }
  }
  async enqueue(job: IngestJob): Promise<void> {
    try {
      await this.queue.add('ingest', ingestJobSchema.parse(job), { jobId: job.jobId });
    } catch (err) {
      throw new UnavailableError('redis_unavailable', `the job could not be queued: ${errorMessage(err)}`);
    }
  }
  async close(): Promise<void> {
    await this.queue.close();
  }
}

/**
 * Consumer side: the ingest worker. Bad input becomes UnrecoverableError (failed once, no retry);
 * transient faults retry with the producer's backoff. A killed worker's job is re-delivered by BullMQ's
 * stalled-job check once its lock expires.
 */
export function startIngestWorker(
  connection: Redis,
  process: IngestProcessor,
  opts: { concurrency: number; lockDurationMs: number; logger: Logger },
): Worker {
  const worker = new Worker(
    QUEUE_INGEST,
    async (job: Job) => {
      const data = ingestJobSchema.parse(job.data);
      const attempt = job.attemptsMade + 1;
      const final = attempt >= (job.opts.attempts ?? 1);
      try {
        await process(data, { number: attempt, final });
      } catch (err) {
        if (isPermanent(err)) throw new UnrecoverableError(errorMessage(err));
        throw err;
      }
    },
    { connection, concurrency: opts.concurrency, lockDuration: opts.lockDurationMs, stalledInterval: Math.max(1000, Math.floor(opts.lockDurationMs / 2)), maxStalledCount: 3 },
  );
  worker.on('failed', (job, err) => opts.logger.warn({ jobId: job?.id, err: err.message }, 'ingest job failed'));
  worker.on('error', (err) => opts.logger.error({ err: err.message }, 'worker error'));
  return worker;
}
