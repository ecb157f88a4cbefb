import type { IngestJob, Metrics } from '@specwise/shared/server';
import type { IngestResult } from './ingest.handler.js';

type Ingest = (job: IngestJob, attempt?: { number: number; final: boolean }) => Promise<IngestResult>;

/** The ingest with its metrics recorded where it runs: per-stage and total duration, and the outcome. */
export function instrumentIngest<F extends Ingest>(ingest: F, metrics: Metrics): F {
  return (async (job: IngestJob, attempt?: { number: number; final: boolean }) => {
    const t0 = performance.now();
    try {
      const result = await ingest(job, attempt);
      metrics.recordIngest(result.unchanged ? 'unchanged' : 'done', result.timings ?? {}, performance.now() - t0);
      return result;
    } catch (err) {
      // A retried attempt is not an outcome yet; the final one is.
      if (!attempt || attempt.final) metrics.recordIngest('failed', {}, performance.now() - t0);
      throw err;
    }
  }) as F;
}
