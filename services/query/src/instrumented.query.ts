import type { QueryInput, QueryResponse } from '@specwise/shared';
import type { Metrics } from '@specwise/shared/server';

interface QueryRunner {
  query(input: QueryInput, signal?: AbortSignal): Promise<QueryResponse>;
  stream(input: QueryInput, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<QueryResponse>;
}

/** The query pipeline with its answer metrics recorded where it runs (stage latencies, confidence, not covered). */
export function instrumentQuery<Q extends QueryRunner>(service: Q, metrics: Metrics): Q {
  const record = (input: QueryInput) => (r: QueryResponse) => {
    metrics.recordAnswer(r, input.specs ?? []);
    return r;
  };
  return {
    ...service,
    query: (input: QueryInput, signal?: AbortSignal) => service.query(input, signal).then(record(input)),
    stream: (input: QueryInput, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal) => service.stream(input, onEvent, signal).then(record(input)),
  };
}
