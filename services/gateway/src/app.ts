import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import express, { type Request, type Response } from 'express';
import multer from 'multer';
import { ingestUrlRequestSchema, JOB_STATES, parseQueryRequest, SPEC_NAME_RE, type Chunk, type JobState, type QueryInput, type QueryResponse } from '@specwise/shared';
import {
  NotFoundError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
  deleteSpec,
  echo,
  resolveSources,
  errorHandler,
  groupSimilarQuestions,
  metricsHandler,
  metricsMiddleware,
  openSse,
  requestLogging,
  route,
  vet,
  type Config,
  type IngestJob,
  type JobQueue,
  type JobStore,
  type KeywordIndex,
  type Logger,
  type ConversationStore,
  type Metrics,
  type QuestionLog,
  type SpecCatalog,
  type Transcriber,
  type UploadStore,
  type VectorStore,
} from '@specwise/shared/server';
import { docsPage, openapiDocument } from './openapi.js';
import { pluginManifest, pluginRouter } from './plugin.js';
import { beginTurn, conversationRoutes } from './conversation.js';
import type { CondenseContext } from '@specwise/query';
import { documentRoutes } from './documents.js';
import { multipart } from './multipart.js';
import { checkedName, optionalLabel } from './fields.js';

/** The plugin's documents an agent reads before it has a token. */
const PLUGIN_OPEN = ['/plugin/openapi.yaml', '/plugin/openapi.json', '/.well-known/ai-plugin.json'];

export interface QueryPort {
  query(input: QueryInput, signal?: AbortSignal): Promise<QueryResponse>;
  /** Retrieval only: the best `k` operations with their scores (the retrieval-plugin API). */
  search(question: string, specs: string[] | undefined, k: number, collections?: string[]): Promise<Array<{ chunk: Chunk; score: number }>>;
  stream(input: QueryInput, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<QueryResponse>;
  /** A follow-up condensed by the LLM from the previous turn (null without an LLM). */
  condense?(question: string, previous: CondenseContext): Promise<string | null>;
  /** Calibrates the specs' own not-covered gates ahead of their first question (where the pipeline runs here). */
  warmGate?(specs: string[]): Promise<void>;
  /** Ends its background work (the gate calibrations) before the stores close (where the pipeline runs here). */
  stop?(): Promise<void>;
}

export interface GatewayDeps {
  config: Config;
  logger: Logger;
  catalog: SpecCatalog;
  jobStore: JobStore;
  uploads: UploadStore;
  queue: JobQueue;
  vectorStore: VectorStore;
  keywordIndex: KeywordIndex;
  query: QueryPort;
  transcriber: Transcriber;
  /** The process's Prometheus metrics (`GET /metrics`); absent in tests that do not need them. */
  metrics?: Metrics;
  /** Recent not-covered and low-confidence questions (`GET /insights/unanswered`). */
  questions?: QuestionLog;
  conversations: ConversationStore;
  /** Folder of the built frontend (index.html), if any. */
  staticDir?: string;
  isShuttingDown?: () => boolean;
}

const SPEC_EXT = /\.(json|ya?ml)$/i;
const SPEC_MIME = /json|yaml|yml|text\/plain|octet-stream/i;

function specNameParam(req: Request): string {
  const name = String(req.params.name ?? '');
  if (!SPEC_NAME_RE.test(name)) throw new ValidationError('spec_name_invalid', `"${echo(name)}" is not a valid specification name`, 400);
  return name;
}

/** A display name: trimmed, 1–100 characters, no control characters; absent when empty. */
const optionalDisplayName = (raw: unknown) => optionalLabel(raw, 'display_name', 100);

function optionalSpecName(raw: unknown): string | undefined {
  return raw === undefined || raw === null || raw === '' ? undefined : checkedName(String(raw), 'specification_name', 'spec_name_invalid');
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares fixed-size digests, every token every time: neither a token's length nor which one matched leaks. */
export function tokenMatches(given: string, tokens: string[]): boolean {
  const g = digest(given);
  let ok = false;
  for (const t of tokens) ok = timingSafeEqual(digest(t), g) || ok;
  return ok;
}

/** Every file under the built UI, as URL paths (`/assets/index-abc.js`): the only paths served without a token. */
function staticPaths(dir: string | undefined): Set<string> {
  const out = new Set<string>();
  if (!dir || !existsSync(join(dir, 'index.html'))) return out;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.add(`/${relative(dir, join((entry as { parentPath?: string; path?: string }).parentPath ?? (entry as { path?: string }).path ?? dir, entry.name)).split(sep).join('/')}`);
  }
  return out;
}

/** The page's own scripts and styles only: no inline script, no plugins, no framing, no foreign connections. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'",
  "font-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
].join('; ');

/** Build the express app from its dependencies. No side effects: nothing listens until main.ts says so. */
export function createApp(deps: GatewayDeps): express.Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  // `/Specifications` is not `/specifications`: one spelling per route, so no check can be skipped by case.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // Every request: an id (x-request-id) in its logs and passed on; its latency by route and status.
  app.use(requestLogging(logger));
  if (deps.metrics) app.use(metricsMiddleware(deps.metrics));
  app.use((_req, res, next) => {
    res.set({ 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' });
    next();
  });
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: config.MAX_SPEC_BYTES, files: 1, fields: 5 } });
  const audioUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: config.MAX_AUDIO_BYTES, files: 1, fields: 2 } });

  if (config.API_TOKENS.length) {
    // Deny by default: every request needs a token but the probes and the UI's own static files.
    const open = new Set(['/health', '/ready', '/', '/index.html', ...staticPaths(deps.staticDir), ...PLUGIN_OPEN]);
    app.use((req, _res, next) => {
      if ((req.method === 'GET' || req.method === 'HEAD') && open.has(req.path)) return next();
      // The retrieval-plugin API answers for its own auth, in the plugin's shapes (plugin.ts).
      if (req.method === 'POST' && req.path === '/plugin/query') return next();
      const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
      if (!m || !tokenMatches(m[1].trim(), config.API_TOKENS)) return next(new UnauthorizedError());
      next();
    });
  }

  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  app.use('/plugin', pluginRouter({ query: deps.query, catalog: deps.catalog, tokens: config.API_TOKENS }));
  app.get('/.well-known/ai-plugin.json', (req, res) => res.json(pluginManifest(`${req.protocol}://${req.get('host') ?? 'localhost'}`, config.API_TOKENS.length > 0)));
  if (deps.metrics) app.get('/metrics', metricsHandler(deps.metrics));
  app.get('/ready', route(async (_req, res) => {
    if (deps.isShuttingDown?.()) throw new UnavailableError('shutting_down', 'the server is shutting down');
    // Each engine answers for itself: the queue broker, the vector store and the keyword index.
    const engines: Record<string, string> = {};
    const checks: Array<[string, () => Promise<void>]> = [['queue', () => deps.queue.ping()], [deps.vectorStore.name, () => deps.vectorStore.ping()], [deps.keywordIndex.name, () => deps.keywordIndex.ping()]];
    let firstCode: string | null = null;
    await Promise.all(checks.map(async ([name, ping]) => {
      engines[name] = await ping().then(() => 'ok', (err: unknown) => {
        firstCode ??= (err as { code?: string }).code ?? 'not_ready';
        return (err as Error).message;
      });
    }));
    const down = Object.entries(engines).filter(([, v]) => v !== 'ok');
    // The code is the first failing engine's (`redis_unavailable`, `engine_unavailable`); the message names each.
    if (down.length) throw new UnavailableError(firstCode ?? 'not_ready', `not ready: ${down.map(([k, v]) => `${k}: ${v}`).join('; ')}`);
    res.json({ status: 'ready', mode: config.mode, engines });
  }));

  app.get('/openapi.json', (_req, res) => res.json(openapiDocument));
  app.get('/docs', (_req, res) => res.type('html').send(docsPage));

  const json = express.json({ limit: '64kb' });
  const requireJson: express.RequestHandler = (req, _res, next) => {
    if (!req.is('application/json')) return next(new ValidationError('unsupported_media_type', 'send the request body as application/json', 415));
    next();
  };

  const condenser = deps.query.condense?.bind(deps.query);

  /** Not covered or under INSIGHTS_LOW_CONFIDENCE: kept for /insights/unanswered (never delays the answer). */
  function noteUnanswered(input: QueryInput, r: QueryResponse): QueryResponse {
    if (deps.questions && (!r.covered || r.confidence < config.INSIGHTS_LOW_CONFIDENCE)) {
      const specs = input.specs?.length ? input.specs : [...new Set(r.retrieval.fused.slice(0, 5).map((h) => h.spec))];
      deps.questions.record({ question: input.question, specs, covered: r.covered, confidence: r.confidence, at: new Date().toISOString() })
        .catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'could not keep an unanswered question'));
    }
    return r;
  }

  async function accept(res: Response, job: IngestJob, specName: string | null): Promise<void> {
    job.requestId = res.locals.requestId as string;
    await deps.queue.ping();
    await deps.jobStore.create({ id: job.jobId, specification_name: specName, payload: job });
    try {
      await deps.queue.enqueue(job);
    } catch (err) {
      await deps.jobStore.update(job.jobId, { state: 'failed', error: { code: 'queue_unavailable', message: 'the job could not be queued' } });
      throw err;
    }
    const names = job.document ? { document_id: job.document.documentId, collection: job.document.collection } : { specification_name: specName };
    res.status(202).location(`/jobs/${job.jobId}`).json({ job_id: job.jobId, ...names, status_url: `/jobs/${job.jobId}` });
  }

  app.post('/ingest', requireJson, json, route(async (req, res) => {
    const body = ingestUrlRequestSchema.parse(req.body);
    const specName = optionalSpecName(body.specification_name);
    let url: URL;
    try {
      url = new URL(body.specification_url);
    } catch {
      throw new ValidationError('url_invalid', `"${echo(body.specification_url)}" is not a valid URL`, 400);
    }
    await vet(url, config.INGEST_ALLOWED_HOSTS); // fast refusal; the worker checks again on every hop
    const job: IngestJob = { jobId: randomUUID(), source: { kind: 'url', url: url.href }, specName, displayName: optionalDisplayName(body.display_name), requestedAt: new Date().toISOString() };
    await accept(res, job, specName ?? null);
  }));

  app.post('/upload', (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next(new ValidationError('unsupported_media_type', 'upload the spec as multipart/form-data with a "file" field', 415));
    next();
  }, multipart(upload.single('file')), route(async (req, res) => {
    const file = req.file;
    if (!file) throw new ValidationError('file_missing', 'no file: send the spec in a multipart field named "file"', 400);
    // A known extension decides; without one, the declared media type must be JSON, YAML or text.
    const hasExt = /\.[a-z0-9]+$/i.test(file.originalname);
    if (hasExt ? !SPEC_EXT.test(file.originalname) : !SPEC_MIME.test(file.mimetype)) {
      throw new ValidationError('unsupported_media_type', `${file.originalname} (${file.mimetype}) is not a JSON or YAML file`, 415);
    }
    if (file.size === 0) throw new ValidationError('spec_empty', `${file.originalname} is empty`, 422);
    // The spec is parsed once, by the ingest (off this thread): a bad file fails its job with the reason.
    const specName = optionalSpecName(req.body?.specification_name);
    const displayName = optionalDisplayName(req.body?.display_name);
    const jobId = randomUUID();
    await deps.queue.ping();
    await deps.uploads.put(jobId, file.buffer);
    const job: IngestJob = { jobId, source: { kind: 'upload', uploadKey: jobId, filename: file.originalname }, specName, displayName, requestedAt: new Date().toISOString() };
    await accept(res, job, specName ?? null);
  }));

  // Recent jobs, newest first: `?state=queued,running` is what a reloaded UI re-attaches to.
  app.get('/jobs', route(async (req, res) => {
    const raw = typeof req.query.state === 'string' ? req.query.state : JOB_STATES.join(',');
    const states = raw.split(',').map((s) => s.trim()).filter(Boolean);
    const bad = states.filter((s) => !(JOB_STATES as readonly string[]).includes(s));
    if (bad.length || states.length === 0) throw new ValidationError('invalid_state', `state must be a comma-separated list of ${JOB_STATES.join(', ')}; got "${echo(raw)}"`, 400);
    const limit = req.query.limit === undefined ? 50 : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw new ValidationError('invalid_limit', 'limit must be an integer from 1 to 200', 400);
    res.json({ jobs: await deps.jobStore.list(states as JobState[], limit) });
  }));

  app.get('/jobs/:id', route(async (req, res) => {
    const job = await deps.jobStore.get(String(req.params.id));
    if (!job) throw new NotFoundError('job_not_found', `no job with id "${echo(String(req.params.id))}"`);
    res.json(job);
  }));

  /** The spec of that name; a document's id is not a spec's name (404 either way). */
  async function specOr404(name: string) {
    const info = await deps.catalog.get(name);
    if (!info || info.kind === 'document') throw new NotFoundError('specification_not_found', `no specification named "${name}"`);
    return info;
  }

  app.get('/specifications', route(async (_req, res) => {
    const specs = (await deps.catalog.list()).filter((s) => s.kind !== 'document');
    res.json({ specifications: specs.map((s) => ({ name: s.name, display_name: s.display_name ?? null, title: s.title, version: s.version, format: s.format, operations: s.operations, chunks: s.chunks, ingested_at: s.ingested_at, embedding_model: s.embedding_model, warnings: s.warnings })) });
  }));

  app.get('/specifications/:name', route(async (req, res) => {
    const name = specNameParam(req);
    res.json(await specOr404(name));
  }));

  app.get('/specifications/:name/endpoints', route(async (req, res) => {
    const name = specNameParam(req);
    await specOr404(name);
    const chunks = await deps.keywordIndex.listChunks(name);
    res.json({
      specification_name: name,
      endpoints: chunks.map((c) => ({ endpoint: `${c.method} ${c.path}`, method: c.method, path: c.path, summary: c.summary, operationId: c.operationId ?? null, tags: c.tags, pointer: c.pointer, text: c.text, detail: c.detail })),
    });
  }));

  app.delete('/specifications/:name', route(async (req, res) => {
    const name = specNameParam(req);
    await specOr404(name);
    await deleteSpec(deps, name);
    res.status(204).end();
  }));

  app.post('/query', requireJson, json, route(async (req, res) => {
    const ac = new AbortController();
    res.on('close', () => ac.abort());
    const turn = await beginTurn(deps.conversations, { ...parseQueryRequest(req.body), requestId: res.locals.requestId as string }, condenser);
    const r = turn.annotate(noteUnanswered(turn.input, await deps.query.query(turn.input, ac.signal)));
    await turn.finish(r);
    res.json(r);
  }));

  app.post('/query/stream', requireJson, json, route(async (req, res) => {
    const turn = await beginTurn(deps.conversations, { ...parseQueryRequest(req.body), requestId: res.locals.requestId as string }, condenser);
    const input = turn.input;
    // An unknown spec or collection is a 404 before the stream opens, not an error event inside a 200.
    for (const name of input.specs ?? []) {
      if (!(await deps.catalog.get(name))) throw new NotFoundError('specification_not_found', `no specification named "${echo(name)}"`);
    }
    if (input.collections?.length) await resolveSources(deps.catalog, [], input.collections);
    const ac = new AbortController();
    res.on('close', () => ac.abort());
    const sse = openSse(res);
    // The final event carries the conversation and the question answered.
    const send = (event: string, data: unknown) => sse(event, event === 'done' ? turn.annotate(data as QueryResponse) : data);
    try {
      await turn.finish(noteUnanswered(input, await deps.query.stream(input, send, ac.signal)));
    } catch (err) {
      const e = err as { code?: string; message?: string };
      send('error', { code: e.code ?? 'query_failed', message: e.message ?? 'query failed' });
    }
    res.end();
  }));

  conversationRoutes(app, deps.conversations);
  documentRoutes(app, deps, accept);

  // What people asked that the specs could not answer: not covered or low confidence, grouped by wording.
  app.get('/insights/unanswered', route(async (req, res) => {
    if (!deps.questions) throw new UnavailableError('insights_unavailable', 'no question log is configured');
    const spec = typeof req.query.spec === 'string' && req.query.spec ? req.query.spec : undefined;
    if (spec && !SPEC_NAME_RE.test(spec)) throw new ValidationError('spec_name_invalid', `"${echo(spec)}" is not a valid specification name`, 400);
    const limit = req.query.limit === undefined ? 500 : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 5000) throw new ValidationError('invalid_limit', 'limit must be an integer from 1 to 5000', 400);
    const records = await deps.questions.recent({ spec, limit });
    res.json({ spec: spec ?? null, low_confidence_below: config.INSIGHTS_LOW_CONFIDENCE, questions: records.length, groups: groupSimilarQuestions(records) });
  }));

  app.post('/transcribe', (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next(new ValidationError('unsupported_media_type', 'send the audio as multipart/form-data with a "file" field', 415));
    next();
  }, multipart(audioUpload.single('file')), route(async (req, res) => {
    if (!req.file) throw new ValidationError('file_missing', 'no audio: send it in a multipart field named "file"', 400);
    res.json(await deps.transcriber.transcribe(req.file.buffer, req.file.mimetype));
  }));
  app.get('/transcribe/status', route(async (_req, res) => {
    res.json(await deps.transcriber.status());
  }));

  const staticDir = deps.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    app.use(express.static(staticDir, { index: 'index.html', maxAge: '1h' }));
    app.get(/^\/(?!api\/).*/, (req, res, next) => (req.method === 'GET' && req.accepts('html') ? res.sendFile(join(staticDir, 'index.html')) : next()));
  } else {
    app.get('/', (_req, res) => res.type('html').send('<!doctype html><title>Specwise</title><p>Specwise API is running. The web UI is not built: run <code>npm run build:frontend</code>. API docs: <a href="/docs">/docs</a>.</p>'));
  }

  app.use((req, _res, next) => next(new NotFoundError('route_not_found', `no route ${req.method} ${echo(req.path)}; see /docs`)));
  app.use(errorHandler(logger));
  return app;
}
