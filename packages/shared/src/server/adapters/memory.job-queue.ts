import type { IngestJob } from '../jobs/contract.js';
import type { JobQueue } from '../ports.js';
import { errorMessage, isPermanent } from '../errors.js';
import type { Logger } from '../logger.js';

export type IngestProcessor = (job: IngestJob, attempt: { number: number; final: boolean }) => Promise<void>;

/**
 * The embedded mode's queue: the same job contract as BullMQ, processed in this process with bounded
 * concurrency and exponential-backoff retries for transient faults (bad input fails once).
 */
export class InProcessJobQueue implements JobQueue {
  private readonly waiting: Array<{ job: IngestJob; attempt: number }> = [];
  private readonly running = new Set<Promise<void>>();
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly process: IngestProcessor,
    private readonly opts: { concurrency: number; attempts: number; backoffMs: number; logger: Logger },
  ) {}

  async enqueue(job: IngestJob): Promise<void> {
    if (this.closed) throw new Error('queue is closed');
    this.waiting.push({ job, attempt: 1 });
    this.pump();
  }

  async ping(): Promise<void> {}

  private pump(): void {
    while (!this.closed && this.running.size < this.opts.concurrency && this.waiting.length) {
      const next = this.waiting.shift()!;
      const p = this.run(next.job, next.attempt).finally(() => {
        this.running.delete(p);
        this.pump();
      });
      this.running.add(p);
    }
  }

  private async run(job: IngestJob, attempt: number): Promise<void> {
    const final = attempt >= this.opts.attempts;
    try {
      await this.process(job, { number: attempt, final });
    } catch (err) {
      if (final || isPermanent(err) || this.closed) return;
      const delay = this.opts.backoffMs * 2 ** (attempt - 1);
      this.opts.logger.warn({ jobId: job.jobId, attempt, delay, err: errorMessage(err) }, 'ingest failed; retrying');
      const t = setTimeout(() => {
        this.timers.delete(t);
        this.waiting.push({ job, attempt: attempt + 1 });
        this.pump();
      }, delay);
      this.timers.add(t);
    }
  }

  /** Resolves when nothing is waiting or running (tests, CLI). */
  async idle(): Promise<void> {
    while (this.running.size || this.waiting.length || this.timers.size) {
      await Promise.race([...this.running, new Promise((r) => setTimeout(r, 20))]);
    }
  }

  /** Stop taking jobs and let the ones in flight finish. Waiting jobs stay unfinished in the job store. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
