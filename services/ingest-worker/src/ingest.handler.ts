import { SPEC_NAME_RE, slugifySpecName, type Chunk, type IngestStage, type SpecInfo } from '@specwise/shared';
import { keyedSerial } from './keyed-serial.js';
import {
  chunkSpec,
  DEFAULT_CHUNK_OPTIONS,
  resolveRefs,
  errorMessage,
  isPermanent,
  parseSpec,
  safeFetch,
  ValidationError,
  type Embedder,
  type IngestJob,
  type JobStore,
  type KeywordIndex,
  type Logger,
  noopTracer,
  type SpecCatalog,
  type Trace,
  type Tracer,
  type UploadStore,
  type VectorStore,
} from '@specwise/shared/server';

export interface IngestDeps {
  vectorStore: VectorStore;
  keywordIndex: KeywordIndex;
  catalog: SpecCatalog;
  embedder: Embedder | null;
  jobStore: JobStore;
  uploads: UploadStore;
  logger: Logger;
  limits: { maxSpecBytes: number; fetchTimeoutMs: number; allowHosts: string[] };
  /** One trace per job, a span per stage (Langfuse when configured; timings only otherwise). */
  tracer?: Tracer;
}

export interface IngestResult {
  specName: string;
  chunks: number;
  unchanged: boolean;
  warnings: string[];
  /** Milliseconds per stage (load, dereference, chunk, embed, index). */
  timings?: Record<string, number>;
}

/** Rough share of the job each stage takes, for the progress bar. */
const STAGE_START: Record<IngestStage, number> = { load: 2, dereference: 10, chunk: 15, embed: 25, index: 90 };

/**
 * The ingest job: load → dereference → chunk → embed → index (→ swap). Idempotent: the same content with
 * the same model is not re-indexed; a re-ingest writes a new generation and swaps it in atomically, so a
 * query sees the old spec or the new one, never half of one.
 */
export function createIngestHandler(deps: IngestDeps) {
  const withSpecLock = keyedSerial();
  let bm25OnlyNoticeGiven = false;

  /** Stages in order: entering one ends the one before (its span and its timing). */
  function stageClock(jobId: string, trace: Trace) {
    let current: { end(output?: unknown): void } | null = null;
    return {
      async enter(s: IngestStage, progress = STAGE_START[s]): Promise<void> {
        current?.end();
        current = trace.open(s);
        await deps.jobStore.update(jobId, { state: 'running', stage: s, progress });
      },
      close(output?: unknown): void {
        current?.end(output);
        current = null;
      },
    };
  }

  async function run(job: IngestJob, log: Logger, trace: Trace): Promise<IngestResult> {
    const clock = stageClock(job.jobId, trace);
    try {
      return await stages(job, log, clock);
    } finally {
      clock.close();
    }
  }

  async function stages(job: IngestJob, log: Logger, clock: ReturnType<typeof stageClock>): Promise<IngestResult> {
    await clock.enter('load');
    let bytes: Buffer;
    let source: string;
    if (job.source.kind === 'upload') {
      const content = await deps.uploads.get(job.source.uploadKey);
      if (!content) throw new ValidationError('upload_missing', `the uploaded file ${job.source.filename} is no longer available; upload it again`);
      bytes = content;
      source = job.source.filename;
    } else {
      const fetched = await safeFetch(job.source.url, { maxBytes: deps.limits.maxSpecBytes, timeoutMs: deps.limits.fetchTimeoutMs, allowHosts: deps.limits.allowHosts });
      bytes = fetched.body;
      source = fetched.finalUrl;
    }
    const spec = parseSpec(bytes, { source, maxBytes: deps.limits.maxSpecBytes });
    const specName = job.specName ?? slugifySpecName(spec.title);
    if (!SPEC_NAME_RE.test(specName)) {
      throw new ValidationError('spec_name_invalid', `"${specName}" is not a valid specification name: use 1-64 lower-case letters, digits, _ or -, starting with a letter or digit`, 400);
    }
    await deps.jobStore.update(job.jobId, { specification_name: specName });

    const embedReason = deps.embedder ? await deps.embedder.ready() : 'no embedding model is configured';
    const modelId = embedReason ? null : deps.embedder!.modelId;
    const previous = await deps.catalog.get(specName);
    const displayName = job.displayName ?? previous?.display_name ?? null;
    if (previous && previous.content_hash === spec.contentHash && previous.embedding_model === modelId) {
      log.info({ specName }, 'content and model unchanged; nothing to re-index');
      if (displayName !== (previous.display_name ?? null)) await deps.catalog.put({ ...previous, display_name: displayName });
      return { specName, chunks: previous.chunks, unchanged: true, warnings: [`${specName} is already ingested with this exact content; nothing was re-indexed`] };
    }

    await clock.enter('dereference');
    const refs = resolveRefs(spec);
    await clock.enter('chunk');
    const { chunks, warnings, servers } = chunkSpec(spec, specName, DEFAULT_CHUNK_OPTIONS, refs);
    if (chunks.length === 0) throw new ValidationError('spec_no_operations', `${source} has "paths" but no operations (get, post, put, patch, delete, ...)`);

    const allWarnings = [...warnings];
    let vectors: Float32Array[] | null = null;
    await clock.enter('embed');
    if (embedReason) {
      allWarnings.push(`dense retrieval is off for this spec (${embedReason}); it is searchable by keywords (BM25) only`);
      if (!bm25OnlyNoticeGiven) {
        log.warn({ reason: embedReason }, 'embedding model unavailable: ingesting for BM25-only retrieval');
        bm25OnlyNoticeGiven = true;
      }
    } else {
      vectors = [];
      const batch = 32;
      for (let i = 0; i < chunks.length; i += batch) {
        vectors.push(...(await deps.embedder!.embedDocuments(chunks.slice(i, i + batch).map((c) => c.embedText))));
        const pct = STAGE_START.embed + Math.round(((STAGE_START.index - STAGE_START.embed) * Math.min(chunks.length, i + batch)) / chunks.length);
        await deps.jobStore.update(job.jobId, { progress: pct });
      }
    }

    await clock.enter('index');
    const kwGen = await deps.keywordIndex.beginGeneration(specName);
    await deps.keywordIndex.indexChunks(specName, kwGen, chunks);
    let vecGen: string | null = null;
    if (vectors) {
      vecGen = await deps.vectorStore.beginGeneration(specName, vectors[0]?.length ?? 0);
      await deps.vectorStore.upsertVectors(specName, vecGen, chunks.map((chunk: Chunk, i) => ({ chunk, vector: vectors![i] })));
    }
    await deps.jobStore.update(job.jobId, { progress: 96 });
    // The swap: both indexes flip to the new generation, then the catalog records it.
    await deps.keywordIndex.activate(specName, kwGen);
    if (vecGen) await deps.vectorStore.activate(specName, vecGen);
    else await deps.vectorStore.dropSpec(specName);
    const info: SpecInfo = {
      name: specName,
      display_name: displayName,
      title: spec.title,
      version: spec.version,
      format: spec.format,
      operations: chunks.length,
      chunks: chunks.length,
      ingested_at: new Date().toISOString(),
      content_hash: spec.contentHash,
      embedding_model: modelId,
      servers,
      warnings: allWarnings,
    };
    await deps.catalog.put(info);
    return { specName, chunks: chunks.length, unchanged: false, warnings: allWarnings };
  }

  return async function handleIngest(job: IngestJob, attempt: { number: number; final: boolean } = { number: 1, final: true }): Promise<IngestResult> {
    const log = deps.logger.child({ jobId: job.jobId, ...(job.requestId ? { requestId: job.requestId } : {}) });
    // A queue may deliver a finished job again (a lost lock, a worker killed after finishing): its upload is
    // gone by then, so running it again would turn "done" into "failed". Done stays done.
    const previous = await deps.jobStore.get(job.jobId);
    if (previous?.state === 'done' && previous.specification_name) {
      log.info('job already done; nothing to do');
      return { specName: previous.specification_name, chunks: previous.chunks_stored, unchanged: true, warnings: previous.warnings };
    }
    // Attempts are counted in the job store, so they survive a restart of the process that runs them.
    await deps.jobStore.update(job.jobId, { attempts: (previous?.attempts ?? 0) + 1 });
    const lockName = job.specName ?? `job:${job.jobId}`;
    const source = job.source.kind === 'upload' ? job.source.filename : job.source.url;
    const trace = (deps.tracer ?? noopTracer).start('ingest', { source, specName: job.specName ?? null }, { jobId: job.jobId, attempt: attempt.number, ...(job.requestId ? { requestId: job.requestId } : {}) });
    try {
      const ran = await withSpecLock(lockName, () => run(job, log, trace));
      const result = { ...ran, timings: trace.timings };
      trace.end({ spec: result.specName, chunks: result.chunks, unchanged: result.unchanged, warnings: result.warnings });
      await deps.jobStore.update(job.jobId, {
        state: 'done', stage: 'index', progress: 100, chunks_stored: result.chunks, warnings: result.warnings, error: null, specification_name: result.specName,
      });
      if (job.source.kind === 'upload') await deps.uploads.delete(job.source.uploadKey);
      log.info({ spec: result.specName, chunks: result.chunks, unchanged: result.unchanged }, 'ingest done');
      return result;
    } catch (err) {
      trace.end({ error: errorMessage(err) });
      const permanent = isPermanent(err);
      const code = err instanceof ValidationError ? err.code : 'ingest_failed';
      if (permanent || attempt.final) {
        await deps.jobStore.update(job.jobId, { state: 'failed', error: { code, message: errorMessage(err) } });
        if (job.source.kind === 'upload') await deps.uploads.delete(job.source.uploadKey);
        log.warn({ err: errorMessage(err), code }, 'ingest failed');
      } else {
        const cur = await deps.jobStore.get(job.jobId);
        await deps.jobStore.update(job.jobId, {
          state: 'queued',
          warnings: [...(cur?.warnings ?? []), `attempt ${attempt.number} failed (${errorMessage(err)}); retrying`],
        });
      }
      throw err;
    }
  };
}

export type IngestHandler = ReturnType<typeof createIngestHandler>;

/** The ingest handler with the limits the configuration sets (MAX_SPEC_BYTES, URL_FETCH_TIMEOUT_MS, INGEST_ALLOWED_HOSTS). */
export function ingestHandlerFromConfig(
  config: { MAX_SPEC_BYTES: number; URL_FETCH_TIMEOUT_MS: number; INGEST_ALLOWED_HOSTS: string[] },
  deps: Omit<IngestDeps, 'limits'>,
): IngestHandler {
  return createIngestHandler({ ...deps, limits: { maxSpecBytes: config.MAX_SPEC_BYTES, fetchTimeoutMs: config.URL_FETCH_TIMEOUT_MS, allowHosts: config.INGEST_ALLOWED_HOSTS } });
}
