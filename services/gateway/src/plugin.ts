// The ChatGPT retrieval-plugin API, so that other agents can search Specwise: `POST /plugin/query` in exactly the
// plugin's request and response shapes, HTTPBearer auth answering as the plugin's FastAPI did, FastAPI-shaped
// 422s, its own OpenAPI document and the `/.well-known/ai-plugin.json` manifest. Mounted under /plugin so it
// does not collide with Specwise's own /query.
import express, { type Request, type Response, type Router } from 'express';
import { dump as toYaml } from 'js-yaml';
import { z, type ZodIssue } from 'zod';
import { chunkLabel, type Chunk, type SpecInfo } from '@specwise/shared';
import { route, type SpecCatalog } from '@specwise/shared/server';
import { tokenMatches, type QueryPort } from './app.js';

const filterSchema = z.object({
  document_id: z.string().optional(),
  source: z.string().optional(),
  source_id: z.string().optional(),
  author: z.string().optional(),
  start_date: z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'invalid datetime format').optional(),
  end_date: z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'invalid datetime format').optional(),
}).strict();

const requestSchema = z.object({
  queries: z.array(z.object({
    query: z.string(),
    filter: filterSchema.nullish(),
    top_k: z.number().int().min(1).max(50).nullish(),
  })),
});

type PluginFilter = z.infer<typeof filterSchema>;

/** What a plugin client sees of a chunk: the metadata fields of the plugin's DocumentChunkMetadata. */
export interface PluginMetadata {
  source: 'file';
  /** `METHOD /path` for an operation of a spec; `Title › Section` for a document's chunk. */
  source_id: string;
  url: string | null;
  created_at: string;
  author: string | null;
  /** The spec or document the chunk is from (GET /specifications, GET /documents). */
  document_id: string;
}

function metadataOf(c: Chunk, spec: SpecInfo | undefined): PluginMetadata {
  return { source: 'file', source_id: chunkLabel(c), url: null, created_at: spec?.ingested_at ?? '', author: null, document_id: c.spec };
}

/** Does a hit pass the filter? Every field given must match; dates bound `created_at` (inclusive). */
export function matchesFilter(m: PluginMetadata, f: PluginFilter | null | undefined): boolean {
  if (!f) return true;
  if (f.document_id !== undefined && m.document_id !== f.document_id) return false;
  if (f.source !== undefined && m.source !== f.source) return false;
  if (f.source_id !== undefined && m.source_id !== f.source_id) return false;
  if (f.author !== undefined && m.author !== f.author) return false;
  const at = Date.parse(m.created_at);
  if (f.start_date !== undefined && !(at >= Date.parse(f.start_date))) return false;
  if (f.end_date !== undefined && !(at <= Date.parse(f.end_date))) return false;
  return true;
}

/** A zod issue as a FastAPI (pydantic) validation error item. */
function fastApiError(i: ZodIssue): { loc: Array<string | number>; msg: string; type: string } {
  const loc = ['body', ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))];
  if (i.code === 'invalid_type' && /received undefined/.test(i.message)) return { loc, msg: 'field required', type: 'value_error.missing' };
  if (i.code === 'invalid_type') return { loc, msg: `value is not a valid ${i.expected === 'array' ? 'list' : i.expected === 'object' ? 'dict' : i.expected}`, type: `type_error.${i.expected === 'array' ? 'list' : i.expected === 'object' ? 'dict' : i.expected}` };
  if (i.code === 'unrecognized_keys') return { loc, msg: `extra fields not permitted: ${i.keys.join(', ')}`, type: 'value_error.extra' };
  return { loc, msg: i.message, type: `value_error.${i.code}` };
}

const detail = (res: Response, status: number, body: unknown) => res.status(status).json(body);

/**
 * HTTPBearer as the plugin's FastAPI app answered: no credentials → 403 "Not authenticated", another scheme →
 * 403 "Invalid authentication credentials", a wrong token → 401 "Invalid or missing token". Open when
 * API_TOKENS is empty (like every other Specwise route).
 */
function bearer(tokens: string[]) {
  return (req: Request, res: Response, next: () => void) => {
    if (tokens.length === 0) return next();
    const header = req.headers.authorization;
    if (!header) return detail(res, 403, { detail: 'Not authenticated' });
    const m = /^(\S+)\s+(.+)$/.exec(header);
    if (!m || m[1].toLowerCase() !== 'bearer') return detail(res, 403, { detail: 'Invalid authentication credentials' });
    if (!tokenMatches(m[2].trim(), tokens)) return detail(res, 401, { detail: 'Invalid or missing token' });
    next();
  };
}

/** The plugin's own OpenAPI document, served at /plugin/openapi.yaml and .json. */
export function pluginOpenApi(origin: string) {
  const ref = (n: string) => ({ $ref: `#/components/schemas/${n}` });
  const str = (title: string) => ({ title, type: 'string' });
  return {
    openapi: '3.0.2',
    info: { title: 'Specwise Retrieval Plugin API', description: 'Search the API specifications and documents ingested into Specwise: each result is one operation (METHOD /path) with its parameters, body, responses and auth, or one section of a document.', version: '1.0.0' },
    servers: [{ url: `${origin}/plugin` }],
    paths: {
      '/query': {
        post: {
          summary: 'Query',
          description: 'Accepts search query objects array each with query and optional filter. Break down complex questions into sub-questions. Filter by document_id (a specification name or document id) or source_id ("METHOD /path", or "Title › Section" for a document).',
          operationId: 'query_query_post',
          requestBody: { required: true, content: { 'application/json': { schema: ref('QueryRequest') } } },
          responses: {
            200: { description: 'Successful Response', content: { 'application/json': { schema: ref('QueryResponse') } } },
            422: { description: 'Validation Error', content: { 'application/json': { schema: ref('HTTPValidationError') } } },
          },
          security: [{ HTTPBearer: [] }],
        },
      },
    },
    components: {
      schemas: {
        DocumentChunkMetadata: { title: 'DocumentChunkMetadata', type: 'object', properties: { source: { title: 'Source', type: 'string', enum: ['file'] }, source_id: str('Source Id'), url: str('Url'), created_at: str('Created At'), author: str('Author'), document_id: str('Document Id') } },
        DocumentChunkWithScore: { title: 'DocumentChunkWithScore', required: ['text', 'metadata', 'score'], type: 'object', properties: { id: str('Id'), text: str('Text'), metadata: ref('DocumentChunkMetadata'), embedding: { title: 'Embedding', type: 'array', items: { type: 'number' } }, score: { title: 'Score', type: 'number' } } },
        DocumentMetadataFilter: { title: 'DocumentMetadataFilter', type: 'object', properties: { document_id: str('Document Id'), source: str('Source'), source_id: str('Source Id'), author: str('Author'), start_date: str('Start Date'), end_date: str('End Date') } },
        Query: { title: 'Query', required: ['query'], type: 'object', properties: { query: str('Query'), filter: ref('DocumentMetadataFilter'), top_k: { title: 'Top K', type: 'integer', default: 3 } } },
        QueryRequest: { title: 'QueryRequest', required: ['queries'], type: 'object', properties: { queries: { title: 'Queries', type: 'array', items: ref('Query') } } },
        QueryResult: { title: 'QueryResult', required: ['query', 'results'], type: 'object', properties: { query: str('Query'), results: { title: 'Results', type: 'array', items: ref('DocumentChunkWithScore') } } },
        QueryResponse: { title: 'QueryResponse', required: ['results'], type: 'object', properties: { results: { title: 'Results', type: 'array', items: ref('QueryResult') } } },
        ValidationError: { title: 'ValidationError', required: ['loc', 'msg', 'type'], type: 'object', properties: { loc: { title: 'Location', type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }, msg: str('Message'), type: str('Error Type') } },
        HTTPValidationError: { title: 'HTTPValidationError', type: 'object', properties: { detail: { title: 'Detail', type: 'array', items: ref('ValidationError') } } },
      },
      securitySchemes: { HTTPBearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}

/** The manifest an agent is pointed at. */
export function pluginManifest(origin: string, authenticated: boolean) {
  return {
    schema_version: 'v1',
    name_for_human: 'Specwise',
    name_for_model: 'specwise',
    description_for_human: 'Search your API specifications (endpoints, parameters, request bodies, auth) and your documents.',
    description_for_model: 'Search the OpenAPI specifications ingested into Specwise. Each result is one API operation ("METHOD /path") with its parameters, request body fields, responses and auth; metadata.document_id is the specification. Results from documents are sections, cited as metadata.source_id ("Title › Section"). Use it to find the endpoint that does what the user asks, then cite it as METHOD /path.',
    auth: authenticated ? { type: 'user_http', authorization_type: 'bearer' } : { type: 'none' },
    api: { type: 'openapi', url: `${origin}/plugin/openapi.yaml`, is_user_authenticated: false },
    contact_email: 'admin@localhost',
    legal_info_url: `${origin}/docs`,
  };
}

/** The origin the caller used (for the documents that point back here). */
const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * `/plugin` router. Each query runs the Specwise retrieval pipeline (hybrid, rerank, intent) over every spec, or
 * the one `filter.document_id` names, then applies the rest of the filter; `top_k` defaults to 3 as in the plugin.
 */
export function pluginRouter(deps: { query: QueryPort; catalog: SpecCatalog; tokens: string[] }): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get('/openapi.yaml', (req, res) => res.type('text/yaml').send(toYaml(pluginOpenApi(originOf(req)), { noRefs: true })));
  router.get('/openapi.json', (req, res) => res.json(pluginOpenApi(originOf(req))));
  router.post('/query', bearer(deps.tokens), express.json({ limit: '256kb' }), (err: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    // A body that is not JSON, as FastAPI reports it.
    if ((err as { type?: string }).type === 'entity.parse.failed') return detail(res, 422, { detail: [{ loc: ['body', 0], msg: 'Expecting value', type: 'value_error.jsondecode' }] });
    next(err);
  }, route(async (req, res) => {
    const parsed = requestSchema.safeParse(req.body);
    if (!parsed.success) return detail(res, 422, { detail: parsed.error.issues.map(fastApiError) });
    const specs = new Map((await deps.catalog.list()).map((s) => [s.name, s]));
    const results = await Promise.all(parsed.data.queries.map(async (q) => {
      const k = q.top_k ?? 3;
      const target = q.filter?.document_id;
      if (target !== undefined && !specs.has(target)) return { query: q.query, results: [] };
      if (specs.size === 0 || !q.query.trim()) return { query: q.query, results: [] };
      // A filter can drop hits: fetch more than asked, then keep the first k that pass.
      const hits = await deps.query.search(q.query, target ? [target] : undefined, q.filter ? Math.max(k * 4, 20) : k);
      const kept = hits
        .map((h) => ({ id: `${h.chunk.spec}:${h.chunk.id}`, text: h.chunk.text, metadata: metadataOf(h.chunk, specs.get(h.chunk.spec)), score: h.score }))
        .filter((r) => matchesFilter(r.metadata, q.filter))
        .slice(0, k);
      return { query: q.query, results: kept };
    }));
    res.json({ results });
  }));
  return router;
}
