// The ports every service depends on. Each has an embedded adapter (SQLite, in-process) and a
// distributed one (Qdrant, Elasticsearch, BullMQ/Redis); one conformance suite per port runs against both.
import type { Chunk, Conversation, ConversationSummary, ConversationTurn, JobState, JobStatus, SpecInfo } from '../index.js';
import type { IngestJob } from './jobs/contract.js';

export interface ScoredId {
  id: string;
  spec: string;
  score: number;
}

/**
 * Writes go to a new generation of a spec that no query sees until `activate` swaps it in atomically and
 * drops the previous one. A crash before `activate` leaves the old generation serving queries.
 */
export interface VectorStore {
  readonly name: string;
  /** Start writing a new generation of `spec` with vectors of `dimension`; returns its id. */
  beginGeneration(spec: string, dimension: number): Promise<string>;
  upsertVectors(spec: string, generation: string, items: Array<{ chunk: Chunk; vector: Float32Array }>): Promise<void>;
  activate(spec: string, generation: string): Promise<void>;
  /**
   * Cosine similarity search in the active generation. With `ids`, only those chunks are scored (ids the spec does
   * not hold are left out): the exact cosine of candidates another retriever found.
   */
  search(spec: string, vector: Float32Array, opts: { k: number; ids?: string[] }): Promise<ScoredId[]>;
  dropSpec(spec: string): Promise<void>;
  /** Throws (503) when the engine behind the store cannot be reached; the embedded store always answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How a keyword index searches a question. */
export interface KeywordSearchOptions {
  k: number;
  /** Searched too, weighted under the question's own words. */
  synonyms?: string[];
  /**
   * Words of the question searched although they are words people ask with (`STOPWORDS`): the spec names a kind of
   * thing by them (Kubernetes' `endpoints`).
   */
  kept?: string[];
}

export interface KeywordIndex {
  readonly name: string;
  beginGeneration(spec: string): Promise<string>;
  indexChunks(spec: string, generation: string, chunks: Chunk[]): Promise<void>;
  activate(spec: string, generation: string): Promise<void>;
  /** BM25 search over the active generation (`KeywordSearchOptions`). */
  search(spec: string, query: string, opts: KeywordSearchOptions): Promise<ScoredId[]>;
  /** Full chunks of the active generation, in the order of `ids` (missing ids are left out). */
  getChunks(spec: string, ids: string[]): Promise<Chunk[]>;
  /** Every chunk of the active generation, for browsing. */
  listChunks(spec: string): Promise<Chunk[]>;
  dropSpec(spec: string): Promise<void>;
  /** Throws (503) when the engine behind the index cannot be reached; the embedded index always answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface SpecCatalog {
  get(name: string): Promise<SpecInfo | null>;
  list(): Promise<SpecInfo[]>;
  put(info: SpecInfo): Promise<void>;
  delete(name: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface Embedder {
  readonly modelId: string;
  /** Loads the model; resolves to null when ready or to a human-readable reason why it is not available. */
  ready(): Promise<string | null>;
  dimension(): number;
  embedDocuments(texts: string[]): Promise<Float32Array[]>;
  embedQuery(text: string): Promise<Float32Array>;
}

export interface Reranker {
  readonly modelId: string;
  ready(): Promise<string | null>;
  /** Relevance of each passage to the query, higher is better (logits are fine). */
  score(query: string, passages: string[]): Promise<number[]>;
}

/** Factual-consistency model (NLI / HHEM class): probability that `claim` is supported by `premise`. */
export interface GroundednessScorer {
  readonly modelId: string;
  ready(): Promise<string | null>;
  score(premise: string, claim: string): Promise<number>;
}

export interface AnswerContext {
  question: string;
  chunks: Chunk[];
}

export interface AnswerGenerator {
  readonly name: string;
  /** `onUsage` receives the tokens read and written, when the model reports them. */
  generate(ctx: AnswerContext, onToken?: (text: string) => void, signal?: AbortSignal, onUsage?: (usage: { input?: number; output?: number }) => void): Promise<string>;
  /** The messages it sends for `ctx` (for traces). */
  prompt?(ctx: AnswerContext): unknown;
  /** A short completion of one instruction and one input, not streamed (e.g. condensing a follow-up question). */
  complete?(system: string, user: string, signal?: AbortSignal): Promise<string>;
}

/** What `POST /transcribe` answers. */
export interface Transcript {
  transcript: string;
  /** The spoken language as the engine reports it (`english`, `en`), or null when it does not say. */
  language: string | null;
  duration_s: number;
  /** `groq`, `openai` or `local`. */
  engine: string;
}

/** What `GET /transcribe/status` answers: the engine the configuration chose, and whether it can be used now. */
export interface TranscriberStatus {
  engine: 'groq' | 'openai' | 'local';
  model: string;
  ready: boolean;
  /** Why it is not ready (e.g. no local Whisper weights), else null. */
  reason: string | null;
}

export interface Transcriber {
  /** Null when usable, else the reason it is not. */
  ready(): Promise<string | null>;
  status(): Promise<TranscriberStatus>;
  transcribe(audio: Buffer, mimeType: string): Promise<Transcript>;
}

export interface JobStore {
  /** `payload` is kept so that an embedded process can re-run jobs a crash interrupted. */
  create(job: { id: string; specification_name: string | null; payload?: IngestJob }): Promise<JobStatus>;
  update(id: string, patch: Partial<Omit<JobStatus, 'id' | 'created_at'>>): Promise<JobStatus | null>;
  get(id: string): Promise<JobStatus | null>;
  /** Jobs still queued or running, with their payloads (for re-running after a crash). */
  unfinished(): Promise<IngestJob[]>;
  /** The most recent jobs (newest first, at most `limit`) in any of `states`: what `GET /jobs?state=` lists. */
  list(states: readonly JobState[], limit: number): Promise<JobStatus[]>;
  close(): Promise<void>;
}

/** A question the specs could not answer well (not covered, or low confidence), kept for `/insights`. */
export interface QuestionRecord {
  question: string;
  /** The specs it was asked of (or, asked of all, those its best matches came from). */
  specs: string[];
  covered: boolean;
  confidence: number;
  at: string;
}

/** The recent unanswered questions, newest first; bounded (the oldest go first). */
export interface QuestionLog {
  record(r: QuestionRecord): Promise<void>;
  recent(opts: { spec?: string; limit: number }): Promise<QuestionRecord[]>;
  close(): Promise<void>;
}

/** Conversations and their turns; they survive restarts (SQLite or Redis). */
export interface ConversationStore {
  get(id: string): Promise<Conversation | null>;
  /** Add a turn; the conversation is created by its first one (titled by its question). */
  append(id: string, turn: ConversationTurn): Promise<void>;
  /** Most recently continued first. */
  list(limit: number): Promise<ConversationSummary[]>;
  delete(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Uploaded spec bytes waiting for a worker, keyed by job id. */
export interface UploadStore {
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface JobQueue {
  /** Enqueue an ingest; the job id is the caller's (the job store row already exists). */
  enqueue(job: IngestJob): Promise<void>;
  /** Throws UnavailableError fast when the broker is down. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
