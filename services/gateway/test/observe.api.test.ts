// Observability of the real app: Langfuse traces received by a local HTTP receiver (contract test: it stands in
// for Langfuse's OTLP and ingestion endpoints), Prometheus metrics scraped after an ingest and a query, request
// ids, and the unanswered-question insights.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalSpec, hasLocalLlm, hasModel, LOCAL_LLM } from '@specwise/shared/server/testing';
import { boot, specForm, waitForJob } from './helpers.js';

interface OtlpSpan { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: Array<{ key: string; value: Record<string, unknown> }> }

/** A stand-in for Langfuse: records OTLP/JSON spans and ingestion events (scores). */
async function langfuseReceiver() {
  const spans: OtlpSpan[] = [];
  const events: Array<{ type: string; body: Record<string, unknown> }> = [];
  const auth: string[] = [];
  const read = (req: IncomingMessage) => new Promise<string>((r) => {
    let b = '';
    req.on('data', (d) => (b += d));
    req.on('end', () => r(b));
  });
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      auth.push(req.headers.authorization ?? '');
      if (req.url?.startsWith('/api/public/otel/v1/traces')) {
        const doc = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
        for (const rs of doc.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else if (req.url?.startsWith('/api/public/ingestion')) {
        events.push(...((JSON.parse(body) as { batch: typeof events }).batch ?? []));
        res.writeHead(207, { 'content-type': 'application/json' }).end(JSON.stringify({ successes: [], errors: [] }));
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, events, auth, close: () => new Promise((r) => server.close(r)) };
}

async function until<T>(what: string, fn: () => T | undefined | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const ask = async (url: string, question: string, spec?: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}/query`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ question, ...(spec ? { specification_name: spec } : {}) }) });
  return { res, body: (await res.json()) as { trace_id: string | null; confidence: number; covered: boolean; answer: string; answer_mode: string; sources: Array<{ endpoint: string }> } };
};
const upload = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}/upload`, { method: 'POST', headers, body: specForm(evalSpec('petstore_openapi.yaml'), 'petstore_openapi.yaml', { specification_name: 'pets' }) });
  return waitForJob(url, ((await res.json()) as { job_id: string }).job_id);
};

describe('Langfuse tracing against a local receiver', () => {
  let lf: Awaited<ReturnType<typeof langfuseReceiver>>;
  let app: Awaited<ReturnType<typeof boot>>;
  // The rerank and generation spans need those stages to run: the structural cross-encoder and the local LLM.
  const rerank = hasModel('specwise-structural/minilm-cross-encoder');
  const llm = hasLocalLlm();
  beforeAll(async () => {
    lf = await langfuseReceiver();
    app = await boot({
      LANGFUSE_PUBLIC_KEY: 'pk-lf-test', LANGFUSE_SECRET_KEY: 'sk-lf-test', LANGFUSE_BASE_URL: lf.url,
      ...(rerank ? { RERANKER_MODEL: 'specwise-structural/minilm-cross-encoder' } : {}),
      ...(llm ? { LLM_MODEL_PATH: LOCAL_LLM.modelPath, LLM_RUNTIME_DIR: LOCAL_LLM.runtimeDir, LLM_MAX_TOKENS: '24', LLM_CONTEXT_SIZE: '4096' } : {}),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.cleanup();
    await lf?.close();
  });

  it('sends one trace per ingest with a span per stage', async () => {
    expect(await upload(app.url)).toMatchObject({ state: 'done' });
    const root = await until('the ingest trace', () => lf.spans.find((s) => s.name === 'ingest'));
    const children = await until('the stage spans', () => {
      const c = lf.spans.filter((s) => s.parentSpanId === root.spanId).map((s) => s.name);
      return c.length >= 5 && c;
    });
    expect(children).toEqual(['load', 'dereference', 'chunk', 'embed', 'index']);
    expect(lf.auth.some((a) => a === `Basic ${Buffer.from('pk-lf-test:sk-lf-test').toString('base64')}`)).toBe(true);
  }, 60_000);

  it('sends one trace per question: a span per stage under it, the generation, and the confidence as a score', async () => {
    const { body } = await ask(app.url, 'how do I add a new pet?', 'pets');
    expect(body.trace_id).toMatch(/^[0-9a-f]{32}$/);
    const root = await until('the question trace', () => lf.spans.find((s) => s.name === 'question' && s.traceId === body.trace_id));
    expect(root.parentSpanId ?? '').toBe('');
    const names = await until('the stage spans', () => {
      const c = lf.spans.filter((s) => s.traceId === body.trace_id && s.parentSpanId === root.spanId).map((s) => s.name);
      return c.includes('score') && c;
    });
    for (const stage of ['understand', 'dense', 'bm25', 'fuse', 'expand', 'gate', 'answer', 'score']) expect(names).toContain(stage);
    if (rerank) expect(names).toContain('rerank');
    if (llm) {
      expect(body.answer_mode).toBe('llm');
      const gen = lf.spans.find((s) => s.traceId === body.trace_id && s.name === 'generation')!;
      const attr = (k: string) => gen.attributes?.find((a) => a.key === k)?.value;
      expect(attr('langfuse.observation.type')?.stringValue).toBe('generation');
      expect(String(attr('langfuse.observation.model.name')?.stringValue)).toMatch(/^llama\.cpp:/);
      expect(String(attr('langfuse.observation.usage_details')?.stringValue)).toMatch(/"input":\d+/);
    }
    const score = await until('the confidence score', () => lf.events.find((e) => e.type === 'score-create' && e.body.traceId === body.trace_id));
    expect(score.body).toMatchObject({ name: 'confidence', value: body.confidence });
  }, 60_000);
});

describe('an unreachable Langfuse', () => {
  it('changes nothing for the caller, and the dropped spans are counted', async () => {
    const app = await boot({ LANGFUSE_PUBLIC_KEY: 'pk', LANGFUSE_SECRET_KEY: 'sk', LANGFUSE_BASE_URL: 'http://127.0.0.1:9' });
    try {
      await upload(app.url);
      const { res, body } = await ask(app.url, 'how do I add a new pet?', 'pets');
      expect(res.status).toBe(200);
      expect(body.sources[0].endpoint).toBe('POST /pet');
      expect(body.trace_id).toMatch(/^[0-9a-f]{32}$/);
      const dropped = await (async () => {
        for (let i = 0; i < 50; i++) {
          const text = await (await fetch(`${app.url}/metrics`)).text();
          const n = Number(/^specwise_trace_spans_dropped_total\{[^}]*\} (\d+)/m.exec(text)?.[1] ?? 0);
          if (n > 0) return n;
          await new Promise((r) => setTimeout(r, 200));
        }
        return 0;
      })();
      expect(dropped).toBeGreaterThan(0);
    } finally {
      await app.cleanup();
    }
  }, 60_000);
});

describe('metrics, request ids and unanswered questions', () => {
  let app: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    app = await boot();
  });
  afterAll(() => app?.cleanup());
  const metric = (text: string, name: string, labels: Record<string, string> = {}) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it('moves the counters and histograms of /metrics with an ingest and a query', async () => {
    const before = await (await fetch(`${app.url}/metrics`)).text();
    expect(metric(before, 'specwise_ingest_jobs_total', { outcome: 'done' })).toBe(0);
    await upload(app.url);
    await ask(app.url, 'how do I add a new pet?', 'pets');
    await ask(app.url, 'how do I bake a chocolate cake?', 'pets');
    // The job shows done a moment before its thread's result (and metrics) are back in this process.
    let after = '';
    for (let i = 0; i < 50 && metric(after, 'specwise_ingest_jobs_total', { outcome: 'done' }) === 0; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      after = await (await fetch(`${app.url}/metrics`)).text();
    }
    expect(metric(after, 'specwise_ingest_jobs_total', { outcome: 'done' })).toBe(1);
    expect(metric(after, 'specwise_ingest_stage_duration_seconds_count', { stage: 'embed' })).toBe(1);
    expect(metric(after, 'specwise_http_request_duration_seconds_count', { route: '/query', status: '200' })).toBe(2);
    expect(metric(after, 'specwise_http_request_duration_seconds_count', { route: '/jobs/:id', status: '200' })).toBeGreaterThan(0);
    expect(metric(after, 'specwise_query_stage_duration_seconds_count', { stage: 'dense' })).toBe(2);
    expect(metric(after, 'specwise_query_stage_duration_seconds_count', { stage: 'bm25' })).toBe(2);
    expect(metric(after, 'specwise_answer_confidence_count')).toBe(2);
    expect(metric(after, 'specwise_answers_not_covered_total', { spec: 'pets' })).toBe(1);
    expect(after).toMatch(/^specwise_queue_jobs\{[^}]*state="queued"[^}]*\} 0$/m);
  }, 120_000);

  it('gives every request an id, keeps a sane one from the caller, and carries it into the ingest job', async () => {
    const mine = await fetch(`${app.url}/health`, { headers: { 'x-request-id': 'req-abc.123' } });
    expect(mine.headers.get('x-request-id')).toBe('req-abc.123');
    const hostile = await fetch(`${app.url}/health`, { headers: { 'x-request-id': 'bad id\twith "quotes"' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const res = await fetch(`${app.url}/upload`, { method: 'POST', headers: { 'x-request-id': 'req-ingest-1' }, body: specForm(evalSpec('petstore_openapi.yaml'), 'p.yaml', { specification_name: 'pets2' }) });
    const { job_id } = (await res.json()) as { job_id: string };
    await waitForJob(app.url, job_id);
    const job = app.deps.jobStore as unknown as { db: { prepare(s: string): { get(id: string): { payload: string } } } };
    expect(JSON.parse(job.db.prepare('select payload from jobs where id = ?').get(job_id).payload)).toMatchObject({ requestId: 'req-ingest-1' });
  }, 120_000);

  it('lists the questions a spec could not answer, grouped by wording', async () => {
    for (const q of ['how do I bake a chocolate cake?', 'How do I bake a cake with chocolate?', 'what is the weather in Paris tomorrow?']) await ask(app.url, q, 'pets');
    await ask(app.url, 'how do I add a new pet?', 'pets');
    const res = await fetch(`${app.url}/insights/unanswered?spec=pets`);
    const body = (await res.json()) as { groups: Array<{ question: string; count: number; examples: string[]; specs: string[]; not_covered: number }> };
    const cake = body.groups.find((g) => /cake/i.test(g.question))!;
    expect(cake.count).toBe(3); // the one from the metrics test, and these two wordings
    expect(cake.examples).toHaveLength(2);
    expect(cake.specs).toEqual(['pets']);
    expect(body.groups.some((g) => /weather/.test(g.question))).toBe(true);
    expect(body.groups.some((g) => /add a new pet/.test(g.question))).toBe(false);
    expect((await (await fetch(`${app.url}/insights/unanswered?spec=other`)).json())).toMatchObject({ groups: [] });
    expect((await fetch(`${app.url}/insights/unanswered?spec=Bad%20Name`)).status).toBe(400);
  }, 120_000);
});
