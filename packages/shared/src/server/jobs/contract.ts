import { z } from 'zod';

// The one contract between the gateway (producer) and the ingest worker (consumer).
// New fields are optional so an old worker can read a new job.
export const QUEUE_INGEST = 'specwise-ingest';

export const ingestJobSchema = z.object({
  jobId: z.string().min(1),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('url'), url: z.string().url() }),
    z.object({ kind: z.literal('upload'), uploadKey: z.string().min(1), filename: z.string() }),
  ]),
  /** Name chosen by the user; derived from the spec's title when absent. */
  specName: z.string().optional(),
  /** A name for people (shown in the UI), kept across re-ingests when a later one gives none. */
  displayName: z.string().optional(),
  requestedAt: z.string().optional(),
  /** Set when the upload is a document (not an API spec): where it goes and what it is called. */
  document: z.object({ collection: z.string(), title: z.string(), documentId: z.string() }).optional(),
  /** The id of the HTTP request that queued it: the worker logs it beside the job id. */
  requestId: z.string().optional(),
});
export type IngestJob = z.infer<typeof ingestJobSchema>;

export const INGEST_JOB_DEFAULTS = {
  backoff: { type: 'exponential' as const, delay: 2000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600 },
};
