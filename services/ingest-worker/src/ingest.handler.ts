import { createHash } from 'node:crypto';
import { SPEC_NAME_RE, slugifySpecName, type Chunk, type IngestStage, type SpecInfo } from '@specwise/shared';
import { keyedSerial } from './keyed-serial.js';
import {
  chunkDocument,
  DEFAULT_DOCUMENT_CHUNK_OPTIONS,
  DEFAULT_DOCUMENT_LIMITS,
  chunkSpec,
  documentChunks,
  readDocument,
  type DocumentLimits,
  DEFAULT_CHUNK_OPTIONS,
  resolveRefs,
  errorMessage,
  isPermanent,
  parseSpec,
  safeFetch,
  ValidationError,
  type Config,
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
  limits: { maxSpecBytes: number; fetchTimeoutMs: number; allowHosts: string[]; document?: DocumentIngestLimits };
  /** One trace per job, a span per stage (Langfuse when configured; timings only otherwise). */
  tracer?: Tracer;
}

/** What a document may be (MAX_DOCUMENT_BYTES, DOCUMENT_MAX_*) and how it is chunked (DOCUMENT_CHUNK_MAX_WORDS, DOCUMENT_SEMANTIC_THRESHOLD). */
export interface DocumentIngestLimits extends DocumentLimits {
  maxBytes: number;
  maxWords: number;
  semanticThreshold: number;
}

export const DEFAULT_DOCUMENT_INGEST_LIMITS: DocumentIngestLimits = { ...DEFAULT_DOCUMENT_LIMITS, maxBytes: 20 << 20, ...DEFAULT_DOCUMENT_CHUNK_OPTIONS };

const countBy = (xs: string[]) => xs.reduce<Record<string, number>>((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {});

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

  /** The bytes of the job's upload or URL, and what to call their source in messages. */
  async function load(job: IngestJob, maxBytes: number): Promise<{ bytes: Buffer; source: string }> {
    if (job.source.kind === 'upload') {
      const content = await deps.uploads.get(job.source.uploadKey);
      if (!content) throw new ValidationError('upload_missing', `the uploaded file ${job.source.filename} is no longer available; upload it again`);
      return { bytes: content, source: job.source.filename };
    }
    const fetched = await safeFetch(job.source.url, { maxBytes, timeoutMs: deps.limits.fetchTimeoutMs, allowHosts: deps.limits.allowHosts });
    return { bytes: fetched.body, source: fetched.finalUrl };
  }

  /** The embedding model's id, or null with a warning when there is none (the source is then searchable by BM25 only). */
  async function embeddingModel(log: Logger, warnings: string[], what: string): Promise<string | null> {
    const reason = deps.embedder ? await deps.embedder.ready() : 'no embedding model is configured';
    if (!reason) return deps.embedder!.modelId;
    warnings.push(`dense retrieval is off for this ${what} (${reason}); it is searchable by keywords (BM25) only`);
    if (!bm25OnlyNoticeGiven) {
      log.warn({ reason }, 'embedding model unavailable: ingesting for BM25-only retrieval');
      bm25OnlyNoticeGiven = true;
    }
    return null;
  }

  /** Embed every chunk in batches, moving the job's progress bar across the embed stage. */
  async function embedAll(jobId: string, chunks: Chunk[]): Promise<Float32Array[]> {
    const vectors: Float32Array[] = [];
    const batch = 32;
    for (let i = 0; i < chunks.length; i += batch) {
      vectors.push(...(await deps.embedder!.embedDocuments(chunks.slice(i, i + batch).map((c) => c.embedText))));
      const pct = STAGE_START.embed + Math.round(((STAGE_START.index - STAGE_START.embed) * Math.min(chunks.length, i + batch)) / chunks.length);
      await deps.jobStore.update(jobId, { progress: pct });
    }
    return vectors;
  }

  /** Write a new generation of both indexes, swap it in, then record the source in the catalog. */
  async function indexAndSwap(jobId: string, chunks: Chunk[], vectors: Float32Array[] | null, info: SpecInfo): Promise<void> {
    const name = info.name;
    const kwGen = await deps.keywordIndex.beginGeneration(name);
    await deps.keywordIndex.indexChunks(name, kwGen, chunks);
    let vecGen: string | null = null;
    if (vectors) {
      vecGen = await deps.vectorStore.beginGeneration(name, vectors[0]?.length ?? 0);
      await deps.vectorStore.upsertVectors(name, vecGen, chunks.map((chunk: Chunk, i) => ({ chunk, vector: vectors[i] })));
    }
    await deps.jobStore.update(jobId, { progress: 96 });
    // The swap: both indexes flip to the new generation, then the catalog records it.
    await deps.keywordIndex.activate(name, kwGen);
    if (vecGen) await deps.vectorStore.activate(name, vecGen);
    else await deps.vectorStore.dropSpec(name);
    await deps.catalog.put(info);
  }

  /** The same content, embedded with the same model, is not indexed again (a new display name is still kept). */
  async function unchanged(previous: SpecInfo | null, contentHash: string, modelId: string | null, displayName: string | null, log: Logger): Promise<IngestResult | null> {
    if (!previous || previous.content_hash !== contentHash || previous.embedding_model !== modelId) return null;
    log.info({ name: previous.name }, 'content and model unchanged; nothing to re-index');
    if (displayName !== (previous.display_name ?? null)) await deps.catalog.put({ ...previous, display_name: displayName });
    return { specName: previous.name, chunks: previous.chunks, unchanged: true, warnings: [`${previous.name} is already ingested with this exact content; nothing was re-indexed`] };
  }

  /** A name another kind of source already has is refused: a document never replaces a spec, nor the reverse. */
  function sameKind(previous: SpecInfo | null, kind: 'spec' | 'document', name: string): void {
    if (previous && (previous.kind ?? 'spec') !== kind) {
      throw new ValidationError('name_taken', `"${name}" is already the name of ${kind === 'spec' ? 'a document' : 'a specification'}; choose another name`, 400);
    }
  }

  async function ingestSpec(job: IngestJob, log: Logger, clock: ReturnType<typeof stageClock>): Promise<IngestResult> {
    await clock.enter('load');
    const { bytes, source } = await load(job, deps.limits.maxSpecBytes);
    const spec = parseSpec(bytes, { source, maxBytes: deps.limits.maxSpecBytes });
    const specName = job.specName ?? slugifySpecName(spec.title);
    if (!SPEC_NAME_RE.test(specName)) {
      throw new ValidationError('spec_name_invalid', `"${specName}" is not a valid specification name: use 1-64 lower-case letters, digits, _ or -, starting with a letter or digit`, 400);
    }
    await deps.jobStore.update(job.jobId, { specification_name: specName });

    const allWarnings: string[] = [];
    const modelId = await embeddingModel(log, allWarnings, 'spec');
    const previous = await deps.catalog.get(specName);
    sameKind(previous, 'spec', specName);
    const displayName = job.displayName ?? previous?.display_name ?? null;
    const same = await unchanged(previous, spec.contentHash, modelId, displayName, log);
    if (same) return same;

    await clock.enter('dereference');
    const refs = resolveRefs(spec);
    await clock.enter('chunk');
    const { chunks, warnings, servers } = chunkSpec(spec, specName, DEFAULT_CHUNK_OPTIONS, refs);
    if (chunks.length === 0) throw new ValidationError('spec_no_operations', `${source} has "paths" but no operations (get, post, put, patch, delete, ...)`);
    allWarnings.unshift(...warnings);

    await clock.enter('embed');
    const vectors = modelId ? await embedAll(job.jobId, chunks) : null;
    await clock.enter('index');
    await indexAndSwap(job.jobId, chunks, vectors, {
      name: specName, kind: 'spec', display_name: displayName, title: spec.title, version: spec.version, format: spec.format, operations: chunks.length, chunks: chunks.length,
      ingested_at: new Date().toISOString(), content_hash: spec.contentHash, embedding_model: modelId, servers, warnings: allWarnings,
    });
    return { specName, chunks: chunks.length, unchanged: false, warnings: allWarnings };
  }

  /** A document: read (structure) → chunk (headings, meaning, size) → embed → index, swapped in like a spec. */
  async function ingestDocument(job: IngestJob, doc: NonNullable<IngestJob['document']>, log: Logger, clock: ReturnType<typeof stageClock>): Promise<IngestResult> {
    const limits = deps.limits.document ?? DEFAULT_DOCUMENT_INGEST_LIMITS;
    await clock.enter('load');
    const { bytes, source } = await load(job, limits.maxBytes);
    const parsed = await readDocument(bytes, source, limits);
    const allWarnings = [...parsed.warnings];
    const modelId = await embeddingModel(log, allWarnings, 'document');
    const previous = await deps.catalog.get(doc.documentId);
    sameKind(previous, 'document', doc.documentId);
    const displayName = job.displayName ?? previous?.display_name ?? null;
    const contentHash = createHash('sha256').update(bytes).update(`\n${limits.maxWords}:${limits.semanticThreshold}`).digest('hex');
    const same = await unchanged(previous, contentHash, modelId, displayName, log);
    if (same) return same;

    await clock.enter('chunk');
    const embed = modelId ? (texts: string[]) => deps.embedder!.embedDocuments(texts) : undefined;
    if (!embed && limits.semanticThreshold > 0) allWarnings.push('chunked at headings and the size cap only: semantic splitting needs the embedding model');
    const pieces = await chunkDocument(parsed.blocks, { maxWords: limits.maxWords, semanticThreshold: limits.semanticThreshold }, embed);
    const chunks = documentChunks(pieces, { id: doc.documentId, collection: doc.collection, title: doc.title, ownTitle: parsed.title });

    await clock.enter('embed');
    const vectors = modelId ? await embedAll(job.jobId, chunks) : null;
    await clock.enter('index');
    await indexAndSwap(job.jobId, chunks, vectors, {
      name: doc.documentId, kind: 'document', collection: doc.collection, filename: source,
      display_name: displayName, title: doc.title, version: '', format: parsed.format, operations: 0, chunks: chunks.length,
      ingested_at: new Date().toISOString(), content_hash: contentHash, embedding_model: modelId, servers: [], warnings: allWarnings,
    });
    log.info({ document: doc.documentId, chunks: chunks.length, boundaries: countBy(pieces.map((p) => p.boundary)) }, 'document chunked');
    return { specName: doc.documentId, chunks: chunks.length, unchanged: false, warnings: allWarnings };
  }

  function stages(job: IngestJob, log: Logger, clock: ReturnType<typeof stageClock>): Promise<IngestResult> {
    return job.document ? ingestDocument(job, job.document, log, clock) : ingestSpec(job, log, clock);
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
    const lockName = job.document?.documentId ?? job.specName ?? `job:${job.jobId}`;
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
  config: Pick<Config, 'MAX_SPEC_BYTES' | 'URL_FETCH_TIMEOUT_MS' | 'INGEST_ALLOWED_HOSTS' | 'MAX_DOCUMENT_BYTES' | 'DOCUMENT_MAX_EXPANDED_BYTES' | 'DOCUMENT_MAX_DEPTH' | 'DOCUMENT_CHUNK_MAX_WORDS' | 'DOCUMENT_SEMANTIC_THRESHOLD'>,
  deps: Omit<IngestDeps, 'limits'>,
): IngestHandler {
  const document: DocumentIngestLimits = {
    maxBytes: config.MAX_DOCUMENT_BYTES, maxExpandedBytes: config.DOCUMENT_MAX_EXPANDED_BYTES, maxDepth: config.DOCUMENT_MAX_DEPTH,
    maxWords: config.DOCUMENT_CHUNK_MAX_WORDS, semanticThreshold: config.DOCUMENT_SEMANTIC_THRESHOLD,
  };
  return createIngestHandler({ ...deps, limits: { maxSpecBytes: config.MAX_SPEC_BYTES, fetchTimeoutMs: config.URL_FETCH_TIMEOUT_MS, allowHosts: config.INGEST_ALLOWED_HOSTS, document } });
}
