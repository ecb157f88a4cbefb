// Browser-safe face of @specwise/shared: types, zod schemas and job states.
// Nothing here touches Node APIs; the frontend imports it.
import { z } from 'zod';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface FieldInfo {
  /** Dotted path: `customer.address.city`, `items[].price`. */
  path: string;
  type: string;
  required: boolean;
  description?: string;
  enum?: string[];
  /** The spec's own example or default value, as text. */
  example?: string;
}

export interface ParameterInfo {
  name: string;
  in: string;
  type: string;
  required: boolean;
  description?: string;
  enum?: string[];
  /** The spec's own example or default value, as text. */
  example?: string;
}

export interface ResponseInfo {
  code: string;
  description: string;
  fields: FieldInfo[];
}

export interface OperationDetail {
  description: string;
  parameters: ParameterInfo[];
  requestBody?: { contentType: string; required: boolean; fields: FieldInfo[]; truncated: number };
  responses: ResponseInfo[];
  security: string[];
  deprecated: boolean;
  servers: string[];
  /** Why some of this operation's schemas are not listed (its dereferencing budget ran out). */
  truncated?: string;
}

/** Where a document chunk sits: what its citation shows (`Lease.docx › 7. Termination › 7.2 Notice`). */
export interface DocumentSection {
  collection: string;
  /** The document's title (its file name unless one was given). */
  document: string;
  /** The heading path above the chunk, outermost first. */
  headings: string[];
  /** Its order in the document, from 0. */
  position: number;
  /** Why the chunk starts here: the document's start, a heading, a shift in meaning, or the size cap. */
  boundary: 'start' | 'heading' | 'semantic' | 'size';
  /** Its place among the chunks of one section (from 2, when the section was split), else absent. */
  part?: number;
}

/** One operation of one spec, or one section of a document: the unit of retrieval. */
export interface Chunk {
  id: string;
  spec: string;
  method: string; // upper case
  path: string;
  operationId?: string;
  tags: string[];
  summary: string;
  /** JSON pointer to the operation in the source document, e.g. `#/paths/~1pets~1{petId}/get`. */
  pointer: string;
  /** Full text: what the keyword index and the answer see. */
  text: string;
  /** Compact view that is embedded (summary, method, path, parameter and field names). */
  embedText: string;
  detail: OperationDetail;
  /** Set for a document's chunk (then `method` is empty and `path` is the heading path). */
  section?: DocumentSection;
}

/**
 * The path a request goes to: an operation's path without the fragment some specs use to give one path and method
 * several operations (`/files/{file_id}#add_shared_link` → `/files/{file_id}`). A fragment is never sent.
 */
export function requestPath(path: string): string {
  const at = path.indexOf('#');
  return at < 0 ? path : path.slice(0, at);
}

/** What a chunk is cited as: `METHOD /path` for an operation, `title › heading › heading` for a document. */
export function chunkLabel(c: { method: string; path: string; section?: DocumentSection }): string {
  if (!c.section) return `${c.method} ${c.path}`;
  const where = [c.section.document, ...c.section.headings].join(' › ');
  return c.section.part ? `${where} (part ${c.section.part})` : where;
}

/** A document's id: its collection and title, readable and unique (re-uploading the same title replaces it). */
export function documentIdOf(collection: string, title: string): string {
  let h = 0x811c9dc5;
  for (const ch of `${collection}\u0000${title}`) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return `${collection.slice(0, 20)}--${slugifySpecName(title).slice(0, 32)}-${h.toString(16).padStart(8, '0')}`;
}

export interface SpecInfo {
  name: string;
  /** `document` for an uploaded document (absent: an API spec). */
  kind?: 'spec' | 'document';
  /** The collection a document belongs to. */
  collection?: string;
  /** The file a document was uploaded as. */
  filename?: string;
  /** The name people gave it at upload or ingest (null: show the title). */
  display_name?: string | null;
  title: string;
  version: string;
  format: string;
  operations: number;
  chunks: number;
  ingested_at: string;
  content_hash: string;
  embedding_model: string | null;
  servers: string[];
  warnings: string[];
}

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const INGEST_STAGES = ['load', 'dereference', 'chunk', 'embed', 'index'] as const;
export type IngestStage = (typeof INGEST_STAGES)[number];

export interface JobStatus {
  id: string;
  state: JobState;
  stage: IngestStage | null;
  progress: number;
  specification_name: string | null;
  chunks_stored: number;
  warnings: string[];
  error: { code: string; message: string } | null;
  /** Attempts started so far, counted across restarts. */
  attempts?: number;
  created_at: string;
  updated_at: string;
}

export interface Source {
  endpoint: string; // "POST /v1/refunds"
  method: string;
  path: string;
  summary: string;
  spec: string;
  pointer: string;
  /** For a document's chunk: its collection, title, heading path and position. */
  section?: DocumentSection;
}

export interface RetrievedHit {
  id: string;
  spec: string;
  endpoint: string;
  score: number;
}

export interface ConfidenceSignals {
  /** Signals that made the score, in the order they were blended. */
  used: string[];
  nli: number | null;
  similarity: number;
  /** The retrieval features the calibrated score reads (each 0..1 but `intent`, about −0.5..0.5). */
  features?: Record<string, number>;
  /**
   * How much the question reads like one asked of an API rather than about everyday life (0..1), which the not-covered
   * gate reads beside the features; null where it cannot be read (documents, an embedding model it was not fitted for).
   */
  api_question?: number | null;
  /** Other products the question is about ("a Trello board", "my Netflix password"): the gate said not covered. */
  products?: string[];
  /**
   * The gate's probability that the question is about the specs asked, and the gate it had to reach: the model's own,
   * raised for a spec near everyday life (`spec-gate.ts`).
   */
  coverage?: { probability: number; gate: number };
  field_grounding: number | null;
  ungrounded: string[];
  notes: string[];
}

/** One call of the plan an answer needs, in order: the calls that provide values, then the answer's own. */
export interface Step {
  endpoint: string;
  why: string;
  /** The value this call provides to the next (`movie_id`), or `result` for the answer's own operation. */
  provides: string;
}

export interface QueryResponse {
  answer: string;
  covered: boolean;
  confidence: number;
  confidence_signals: ConfidenceSignals;
  ungrounded: string[];
  /** `sources[0]` is the operation the answer is about; the operations of `steps` follow it. */
  sources: Source[];
  /** The call chain when the answer needs values from other operations first; empty otherwise. */
  steps: Step[];
  retrieval: {
    dense: RetrievedHit[];
    bm25: RetrievedHit[];
    fused: RetrievedHit[];
    reranked: RetrievedHit[];
    notes: string[];
  };
  answer_mode: 'llm' | 'extractive';
  /** Per stage (understand, dense, bm25, fuse, rerank, expand, gate, answer, score) and in total. */
  timings_ms: Record<string, number>;
  /** The Langfuse trace of this answer, when tracing is on (else null). */
  trace_id?: string | null;
  /** The conversation this turn belongs to (a new one when the request named none). */
  conversation_id?: string;
  /** The question as answered: a follow-up resolved against the previous turn, else the question itself. */
  standalone_question?: string;
}

/** Events of `POST /query/stream` (SSE `event:` names). */
export type QueryStreamEvent =
  | { event: 'sources'; data: { sources: Source[]; retrieval: QueryResponse['retrieval'] } }
  | { event: 'token'; data: { text: string } }
  | { event: 'done'; data: QueryResponse }
  | { event: 'error'; data: { code: string; message: string } };

export const SPEC_NAME_RE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export const queryRequestSchema = z
  .object({
    question: z.string().trim().min(1, 'question must not be empty').max(2000, 'question is over 2000 characters'),
    specification_name: z.string().optional(),
    specification_names: z.array(z.string()).optional(),
    /** Ask the documents of a collection (or several) beside, or instead of, specs. */
    collection: z.string().optional(),
    collections: z.array(z.string()).optional(),
    top_k: z.number().int().min(1).max(20).optional(),
    /** Continue this conversation: a follow-up is resolved against its previous turn. */
    conversation_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'conversation_id must be 1-64 letters, digits, _ or -').optional(),
  })
  .strict();
export type QueryRequest = z.infer<typeof queryRequestSchema>;

/** What the query pipeline takes. */
export interface QueryInput {
  question: string;
  specs?: string[];
  /** Document collections to ask (each stands for every document in it). */
  collections?: string[];
  topK?: number;
  /** The HTTP request's id (`x-request-id`), carried into the trace and the logs. */
  requestId?: string;
  /** The conversation to continue (the gateway resolves follow-ups; the pipeline ignores it). */
  conversationId?: string;
}

/** Validate a `POST /query` body (throws a ZodError naming the bad field) and turn it into a QueryInput. */
export function parseQueryRequest(body: unknown): QueryInput {
  const b = queryRequestSchema.parse(body);
  return {
    question: b.question,
    specs: b.specification_names ?? (b.specification_name ? [b.specification_name] : undefined),
    collections: b.collections ?? (b.collection ? [b.collection] : undefined),
    topK: b.top_k,
    conversationId: b.conversation_id,
  };
}

export const ingestUrlRequestSchema = z
  .object({
    specification_url: z.string().min(1, 'specification_url must not be empty'),
    specification_name: z.string().optional(),
    display_name: z.string().optional(),
  })
  .strict();

/** Turn a title into a spec name that is safe as a file, collection and index name. */
export function slugifySpecName(raw: string): string {
  const s = raw
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);
  return s || 'spec';
}

export function endpointLabel(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
export * from './sse.js';

/**
 * A spec version as people read it: `v1.2.0` for numbers, as written otherwise (`2024-06-20`, `beta`), and
 * nothing when the spec says it has none (Kubernetes: `unversioned`).
 */
export function displayVersion(version: string | null | undefined): string {
  const v = (version ?? '').trim();
  if (!v || /^(unversioned|none|n\/a|unknown|-)$/i.test(v)) return '';
  return /^\d/.test(v) ? `v${v}` : v;
}

/** What people call a spec: the name given at upload, else its title, else its internal name. */
export function displayNameOf(s: { name: string; title: string; display_name?: string | null }): string {
  return s.display_name || s.title || s.name;
}

/** Unanswered questions that say the same thing in other words (`GET /insights/unanswered`). */
export interface QuestionGroup {
  /** The most recent wording. */
  question: string;
  count: number;
  last_asked: string;
  specs: string[];
  /** The best confidence any of them got (all are below the threshold, or not covered). */
  max_confidence: number;
  not_covered: number;
  /** Up to five distinct wordings. */
  examples: string[];
}

/** One question and its answer in a conversation. */
export interface ConversationTurn {
  question: string;
  standalone_question: string;
  answer: string;
  sources: Source[];
  confidence: number;
  covered: boolean;
  specs: string[];
  /** The document collections it was asked of, if any. */
  collections?: string[];
  at: string;
}

export interface ConversationSummary {
  id: string;
  /** Its first question. */
  title: string;
  created_at: string;
  updated_at: string;
  turns: number;
}

export interface Conversation extends Omit<ConversationSummary, 'turns'> {
  turns: ConversationTurn[];
}
