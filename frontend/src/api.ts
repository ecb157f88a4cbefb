import { readSse, type Conversation, type ConversationSummary, type JobStatus, type QueryResponse, type QuestionGroup, type Source } from '@specwise/shared';

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

export interface SpecSummary {
  name: string;
  display_name?: string | null;
  title: string;
  version: string;
  operations: number;
  chunks: number;
  ingested_at: string;
  warnings: string[];
}

export type UnansweredGroup = QuestionGroup;

export interface EndpointDetail extends Source {
  text: string;
}

let base = '';
// The token lives for this tab only (sessionStorage), never in localStorage where every later script on the
// origin could read it for good. A token an older version left in localStorage is removed.
if (typeof localStorage !== 'undefined') localStorage.removeItem('specwise.token');
let token = typeof sessionStorage !== 'undefined' ? sessionStorage.getItem('specwise.token') ?? '' : '';

/** Where the API lives (same origin by default; tests point it at their server). */
export function setApiBase(url: string): void {
  base = url.replace(/\/$/, '');
}
export function setToken(t: string): void {
  token = t;
  if (typeof sessionStorage === 'undefined') return;
  if (t) sessionStorage.setItem('specwise.token', t);
  else sessionStorage.removeItem('specwise.token');
}

const STATUS_TEXT: Record<number, string> = {
  401: 'This Specwise needs an API token.',
  413: 'The file is too large for this server.',
  415: 'That file type is not accepted.',
  422: 'The spec could not be used.',
  503: 'A backing service is unavailable (the job queue may be down). Try again in a moment.',
};

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, { ...init, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) } });
  } catch {
    throw new ApiError(0, 'network_error', 'The Specwise server cannot be reached. Check that it is running.');
  }
  if (res.status === 204) return undefined as T;
  const body = (await res.json().catch(() => null)) as (T & { error?: { code: string; message: string } }) | null;
  if (!res.ok) {
    const msg = body?.error?.message ?? STATUS_TEXT[res.status] ?? `The server answered HTTP ${res.status}.`;
    throw new ApiError(res.status, body?.error?.code ?? 'http_error', msg);
  }
  return body as T;
}

const jsonInit = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export interface Accepted {
  job_id: string;
  specification_name?: string | null;
  document_id?: string;
  status_url: string;
}

/** One document as `GET /documents` lists it. */
export interface DocumentSummary {
  document_id: string;
  title: string;
  collection: string;
  filename: string | null;
  format: string;
  chunks: number;
  ingested_at: string;
  warnings: string[];
}

/** A document with its chunks (`GET /documents/:id`). */
export interface DocumentDetail extends Omit<DocumentSummary, 'chunks'> {
  chunks: Array<{ id: string; position: number; citation: string; headings: string[]; boundary: string | null; text: string }>;
}

export const api = {
  ingestUrl: (url: string, displayName?: string) => call<Accepted>('/ingest', jsonInit({ specification_url: url, ...(displayName ? { display_name: displayName } : {}) })),
  upload: (file: File, displayName?: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    if (displayName) form.append('display_name', displayName);
    return call<Accepted>('/upload', { method: 'POST', body: form });
  },
  uploadDocument: (file: File, collection: string, title?: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('collection', collection);
    if (title) form.append('title', title);
    return call<Accepted>('/documents', { method: 'POST', body: form });
  },
  documents: () => call<{ collections: Array<{ name: string; documents: number }>; documents: DocumentSummary[] }>('/documents'),
  document: (id: string) => call<DocumentDetail>(`/documents/${encodeURIComponent(id)}`),
  deleteDocument: (id: string) => call<void>(`/documents/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  job: (id: string) => call<JobStatus>(`/jobs/${encodeURIComponent(id)}`),
  /** Jobs in these states, newest first (a reload re-attaches to the queued and running ones). */
  jobs: (states: string[]) => call<{ jobs: JobStatus[] }>(`/jobs?state=${states.join(',')}`).then((r) => r.jobs),
  specs: () => call<{ specifications: SpecSummary[] }>('/specifications').then((r) => r.specifications),
  endpoints: (name: string) => call<{ endpoints: EndpointDetail[] }>(`/specifications/${encodeURIComponent(name)}/endpoints`).then((r) => r.endpoints),
  deleteSpec: (name: string) => call<void>(`/specifications/${encodeURIComponent(name)}`, { method: 'DELETE' }),
  transcribe: (audio: Blob) => {
    const form = new FormData();
    form.append('file', audio, 'question.webm');
    return call<{ transcript: string; language: string | null; duration_s: number; engine: string }>('/transcribe', { method: 'POST', body: form });
  },
  unanswered: (spec: string | null) => call<{ groups: UnansweredGroup[]; low_confidence_below: number }>(`/insights/unanswered${spec ? `?spec=${encodeURIComponent(spec)}` : ''}`),
  transcribeStatus: () => call<{ engine: string; model: string; ready: boolean; reason: string | null }>('/transcribe/status'),
  /** POST /query/stream: calls onSources/onToken as events arrive; resolves with the whole response. */
  conversations: () => call<{ conversations: ConversationSummary[] }>('/conversations').then((r) => r.conversations),
  conversation: (id: string) => call<Conversation>(`/conversations/${encodeURIComponent(id)}`),
  deleteConversation: (id: string) => call<void>(`/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  async ask(question: string, specs: string[], handlers: { onSources?: (s: Source[]) => void; onToken?: (t: string) => void; onReset?: () => void }, signal?: AbortSignal, conversationId?: string | null, collections: string[] = []): Promise<QueryResponse> {
    let res: Response;
    try {
      res = await fetch(`${base}/query/stream`, { ...jsonInit({ question, specification_names: specs.length ? specs : undefined, collections: collections.length ? collections : undefined, conversation_id: conversationId ?? undefined }), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, signal });
    } catch {
      throw new ApiError(0, 'network_error', 'The Specwise server cannot be reached. Check that it is running.');
    }
    if (!res.ok || !res.body) {
      const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
      throw new ApiError(res.status, body?.error?.code ?? 'http_error', body?.error?.message ?? STATUS_TEXT[res.status] ?? `HTTP ${res.status}`);
    }
    for await (const { event, data } of readSse(res.body)) {
      const parsed = data as { sources?: Source[]; text?: string; code?: string; message?: string };
      if (event === 'sources') handlers.onSources?.(parsed.sources ?? []);
      else if (event === 'token') handlers.onToken?.(parsed.text ?? '');
      else if (event === 'reset') handlers.onReset?.();
      else if (event === 'error') throw new ApiError(500, parsed.code ?? 'query_failed', parsed.message ?? 'query failed');
      else if (event === 'done') return data as QueryResponse;
    }
    throw new ApiError(0, 'stream_closed', 'The answer stream ended early.');
  },
};
