import { readSse, type QueryInput, type QueryResponse } from '@specwise/shared';
import { AppError, REQUEST_ID_HEADER, UnavailableError } from '@specwise/shared/server';
import type { SearchHit } from './query.service.js';
import type { CondenseContext } from './condense.js';


function post(base: string, path: string, input: QueryInput, signal?: AbortSignal): Promise<Response> {
  const body = { question: input.question, specification_names: input.specs, collections: input.collections, top_k: input.topK };
  return postJson(base, path, body, signal, input.requestId);
}

async function postJson(base: string, path: string, body: unknown, signal?: AbortSignal, requestId?: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(new URL(path, base), {
      method: 'POST', signal, headers: { 'content-type': 'application/json', ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
      body: JSON.stringify(body),
    });
  } catch (err) {
    throw new UnavailableError('query_unavailable', `the query service at ${base} is not reachable: ${(err as Error).message}`);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new AppError(body?.error?.code ?? 'query_failed', body?.error?.message ?? `query service answered HTTP ${res.status}`, res.status);
  }
  return res;
}

/** The gateway's client of a separate query service (QUERY_URL). */
export function remoteQueryService(base: string) {
  return {
    async query(input: QueryInput, signal?: AbortSignal): Promise<QueryResponse> {
      return (await (await post(base, '/query', input, signal)).json()) as QueryResponse;
    },
    async condense(question: string, previous: CondenseContext, signal?: AbortSignal): Promise<string | null> {
      const res = await postJson(base, '/condense', { question, previous }, signal);
      return ((await res.json()) as { standalone: string | null }).standalone;
    },
    async search(question: string, specs: string[] | undefined, k: number, collections?: string[]): Promise<SearchHit[]> {
      const res = await post(base, '/search', { question, specs, collections, topK: k });
      return ((await res.json()) as { hits: SearchHit[] }).hits;
    },
    async stream(input: QueryInput, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<QueryResponse> {
      const res = await post(base, '/query/stream', input, signal);
      let done: QueryResponse | null = null;
      for await (const ev of readSse(res.body!)) {
        onEvent(ev.event, ev.data);
        if (ev.event === 'done') done = ev.data as QueryResponse;
        if (ev.event === 'error') {
          const e = ev.data as { code: string; message: string };
          throw new AppError(e.code, e.message, 502);
        }
      }
      if (!done) throw new UnavailableError('query_unavailable', 'the query service closed the stream before the answer was complete');
      return done;
    },
  };
}
