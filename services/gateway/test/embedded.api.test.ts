import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalSpec } from '@specwise/shared/server/testing';
import { boot, specForm, waitForJob } from './helpers.js';

describe('embedded mode over HTTP', () => {
  let app: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    app = await boot();
  });
  afterAll(async () => app.cleanup());

  it('keeps the name people gave a spec at upload, across a re-upload that gives none, and refuses a bad one', async () => {
    const up = async (extra: Record<string, string>) => {
      const res = await fetch(`${app.url}/upload`, { method: 'POST', body: specForm(evalSpec('petstore_openapi.yaml'), 'petstore_openapi.yaml', { specification_name: 'named', ...extra }) });
      return res.status === 202 ? waitForJob(app.url, ((await res.json()) as { job_id: string }).job_id) : res;
    };
    await up({ display_name: '  Pet shop (staging) ' });
    const info = async () => ((await (await fetch(`${app.url}/specifications/named`)).json()) as { display_name: string | null });
    expect((await info()).display_name).toBe('Pet shop (staging)');
    const listed = (await (await fetch(`${app.url}/specifications`)).json()) as { specifications: Array<{ name: string; display_name: string | null }> };
    expect(listed.specifications.find((x) => x.name === 'named')?.display_name).toBe('Pet shop (staging)');
    await up({});
    expect((await info()).display_name).toBe('Pet shop (staging)');
    const bad = (await up({ display_name: 'tab\there' })) as Response;
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('display_name_invalid');
    await fetch(`${app.url}/specifications/named`, { method: 'DELETE' });
  });

  it('ingests an upload, polls the job to done, answers, lists, browses and deletes', async () => {
    const res = await fetch(`${app.url}/upload`, { method: 'POST', body: specForm(evalSpec('petstore_openapi.yaml'), 'petstore_openapi.yaml') });
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as { job_id: string; specification_name: string | null; status_url: string };
    expect(accepted.specification_name).toBeNull(); // named from the spec's title once the ingest has read it
    expect(accepted.status_url).toBe(`/jobs/${accepted.job_id}`);
    const job = await waitForJob(app.url, accepted.job_id);
    expect(job).toMatchObject({ state: 'done', stage: 'index', progress: 100, chunks_stored: 19, error: null, specification_name: 'swagger_petstore_openapi_3_0', attempts: 1 });
    const listed = (await (await fetch(`${app.url}/jobs?state=done`)).json()) as { jobs: Array<{ id: string }> };
    expect(listed.jobs.map((j) => j.id)).toContain(accepted.job_id);
    expect(((await (await fetch(`${app.url}/jobs?state=queued,running`)).json()) as { jobs: unknown[] }).jobs).toEqual([]);
    const bad = await fetch(`${app.url}/jobs?state=finished`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/state must be a comma-separated list of queued, running, done, failed; got "finished"/);

    const specs = (await (await fetch(`${app.url}/specifications`)).json()) as { specifications: Array<Record<string, unknown>> };
    expect(specs.specifications).toEqual([expect.objectContaining({ name: 'swagger_petstore_openapi_3_0', title: 'Swagger Petstore - OpenAPI 3.0', version: '1.0.27-SNAPSHOT', operations: 19, chunks: 19 })]);

    const q = await fetch(`${app.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'how do I add a new pet?', specification_name: 'swagger_petstore_openapi_3_0' }) });
    expect(q.status).toBe(200);
    const answer = (await q.json()) as { sources: Array<{ endpoint: string }>; confidence: number; answer: string };
    expect(answer.sources[0].endpoint).toBe('POST /pet');
    expect(answer.confidence).toBeGreaterThan(50);

    const stream = await fetch(`${app.url}/query/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'how do I add a new pet?' }) });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await stream.text();
    expect(text.match(/^event: (\w+)$/gm)).toEqual(['event: sources', 'event: token', 'event: done']);

    const eps = (await (await fetch(`${app.url}/specifications/swagger_petstore_openapi_3_0/endpoints`)).json()) as { endpoints: Array<{ endpoint: string; text: string }> };
    expect(eps.endpoints).toHaveLength(19);
    expect(eps.endpoints.find((e) => e.endpoint === 'POST /pet')!.text).toContain('- photoUrls (array<string>, required)');

    expect((await fetch(`${app.url}/specifications/swagger_petstore_openapi_3_0`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${app.url}/specifications/swagger_petstore_openapi_3_0`, { method: 'DELETE' })).status).toBe(404);
    const after = (await (await fetch(`${app.url}/specifications`)).json()) as { specifications: unknown[] };
    expect(after.specifications).toEqual([]);
    const gone = await fetch(`${app.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'add a pet', specification_name: 'swagger_petstore_openapi_3_0' }) });
    expect(gone.status).toBe(404);
  });

  it('re-ingests atomically: the spec stays queryable and is replaced, not duplicated', async () => {
    const v1 = 'openapi: 3.0.0\ninfo: {title: Shop, version: "1"}\npaths:\n  /orders:\n    get: {summary: List orders, responses: {"200": {description: ok}}}\n';
    const v2 = `${v1}  /orders/{id}/refund:\n    post: {summary: Refund an order, parameters: [{name: id, in: path, required: true, schema: {type: string}}], responses: {"200": {description: ok}}}\n`;
    const put = async (content: string) => {
      const r = (await (await fetch(`${app.url}/upload`, { method: 'POST', body: specForm(content, 'shop.yaml', { specification_name: 'shop' }) })).json()) as { job_id: string };
      return waitForJob(app.url, r.job_id);
    };
    expect(await put(v1)).toMatchObject({ state: 'done', chunks_stored: 1 });
    expect(await put(v1)).toMatchObject({ state: 'done', chunks_stored: 1, warnings: ['shop is already ingested with this exact content; nothing was re-indexed'] });
    expect(await put(v2)).toMatchObject({ state: 'done', chunks_stored: 2 });
    const eps = (await (await fetch(`${app.url}/specifications/shop/endpoints`)).json()) as { endpoints: Array<{ endpoint: string }> };
    expect(eps.endpoints.map((e) => e.endpoint).sort()).toEqual(['GET /orders', 'POST /orders/{id}/refund']);
    const r = (await (await fetch(`${app.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'refund an order', specification_name: 'shop' }) })).json()) as { sources: Array<{ endpoint: string }> };
    expect(r.sources[0].endpoint).toBe('POST /orders/{id}/refund');
  });

  it('answers bad input with clear errors and the right status', async () => {
    const post = (path: string, init: RequestInit) => fetch(`${app.url}${path}`, { method: 'POST', ...init });
    const err = async (r: Response) => ({ status: r.status, body: (await r.json()) as { error: { code: string; message: string } } });

    // A file that is not a usable spec is accepted, parsed once off the request thread, and its job fails with the reason.
    const failedJob = async (content: string, filename: string) => {
      const r = await post('/upload', { body: specForm(content, filename) });
      expect(r.status).toBe(202);
      return waitForJob(app.url, ((await r.json()) as { job_id: string }).job_id);
    };
    expect(await failedJob('{"openapi": "3.0.0", "paths": {', 'broken.json')).toMatchObject({ state: 'failed', error: { code: 'spec_not_parseable', message: expect.stringMatching(/^broken\.json is not valid JSON: /) } });
    expect(await failedJob('name: not-openapi\n', 'x.yaml')).toMatchObject({ state: 'failed', error: { code: 'spec_not_openapi' } });
    expect(await err(await post('/upload', { body: specForm('', 'empty.yaml') }))).toMatchObject({ status: 422, body: { error: { code: 'spec_empty', message: 'empty.yaml is empty' } } });
    expect(await err(await post('/upload', { body: specForm('x', 'cat.png') }))).toMatchObject({ status: 415, body: { error: { code: 'unsupported_media_type' } } });
    expect(await err(await post('/upload', { body: new FormData() }))).toMatchObject({ status: 400, body: { error: { code: 'file_missing' } } });
    expect(await err(await post('/upload', { headers: { 'content-type': 'application/json' }, body: '{}' }))).toMatchObject({ status: 415 });
    expect(await err(await post('/upload', { body: specForm('openapi: 3.0.0\npaths: {}\n', 'a.yaml', { specification_name: '../../etc' }) }))).toMatchObject({ status: 400, body: { error: { code: 'spec_name_invalid' } } });
    expect(await err(await post('/query', { headers: { 'content-type': 'application/json' }, body: '{"question": ' }))).toMatchObject({ status: 400, body: { error: { code: 'invalid_json' } } });
    expect(await err(await post('/query', { headers: { 'content-type': 'application/json' }, body: '{"question": ""}' }))).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', message: 'question: question must not be empty' } } });
    expect(await err(await post('/query', { headers: { 'content-type': 'text/plain' }, body: 'hi' }))).toMatchObject({ status: 415 });
    expect(await err(await post('/ingest', { headers: { 'content-type': 'application/json' }, body: '{"specification_url": "not a url"}' }))).toMatchObject({ status: 400, body: { error: { code: 'url_invalid' } } });
    expect(await err(await fetch(`${app.url}/jobs/nope`))).toMatchObject({ status: 404, body: { error: { code: 'job_not_found' } } });
    expect(await err(await fetch(`${app.url}/specifications/..%2F..%2Fetc`))).toMatchObject({ status: 400, body: { error: { code: 'spec_name_invalid' } } });
    expect(await err(await fetch(`${app.url}/nope`, { headers: { accept: 'application/json' } }))).toMatchObject({ status: 404, body: { error: { code: 'route_not_found' } } });
  });

  it('transcribes only with a model: without one it answers 503 with the reason', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('RIFF....WAVEfmt '))], { type: 'audio/wav' }), 'q.wav');
    const r = await fetch(`${app.url}/transcribe`, { method: 'POST', body: form });
    expect(r.status).toBe(503);
    expect(((await r.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'transcribe_unavailable', message: expect.stringMatching(/^speech-to-text model Xenova\/whisper-base is not found in MODELS_DIR .* type the question instead$/) });
    expect((await fetch(`${app.url}/transcribe`, { method: 'POST', body: new FormData() })).status).toBe(400);
  });

  it('refuses to start a second server on a port that is taken, leaving the first one serving', async () => {
    await expect(boot({ PORT: String(app.port) }).catch((e: Error) => Promise.reject(e))).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
  });

  it('serves health, readiness, its own OpenAPI description and docs', async () => {
    expect(await (await fetch(`${app.url}/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${app.url}/ready`)).json()).toEqual({ status: 'ready', mode: 'embedded', engines: { queue: 'ok', 'sqlite-exact': 'ok', 'sqlite-fts5': 'ok' } });
    const doc = (await (await fetch(`${app.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/ingest', '/upload', '/jobs/{id}', '/specifications', '/query', '/query/stream', '/transcribe']));
    expect(await (await fetch(`${app.url}/docs`)).text()).toContain('Specwise API');
  });
});

describe('without an embedding model', () => {
  let app: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    app = await boot({ EMBEDDING_MODEL: 'nobody/no-such-embedder' });
  });
  afterAll(async () => app.cleanup());

  it('ingests and answers with BM25 only, saying so in the job and the answer', async () => {
    const res = (await (await fetch(`${app.url}/upload`, { method: 'POST', body: specForm(evalSpec('petstore_openapi.yaml'), 'petstore.yaml', { specification_name: 'pets' }) })).json()) as { job_id: string };
    const job = await waitForJob(app.url, res.job_id);
    expect(job).toMatchObject({ state: 'done', chunks_stored: 19 });
    expect(job.warnings).toEqual([expect.stringMatching(/^dense retrieval is off for this spec \(embedding model nobody\/no-such-embedder is not found in MODELS_DIR .*\); it is searchable by keywords \(BM25\) only$/)]);
    const r = (await (await fetch(`${app.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'how do I add a new pet?' }) })).json()) as { sources: Array<{ endpoint: string }>; retrieval: { dense: unknown[]; notes: string[] } };
    expect(r.sources[0].endpoint).toBe('POST /pet');
    expect(r.retrieval.dense).toEqual([]);
    expect(r.retrieval.notes[0]).toMatch(/^dense retrieval skipped: embedding model nobody\/no-such-embedder is not found .*; answering from BM25 only$/);
  });
});

describe('limits and auth', () => {
  let app: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    app = await boot({ MAX_SPEC_BYTES: '4096', API_TOKENS: 'secret-1,secret-2' });
  });
  afterAll(async () => app.cleanup());
  const auth = { authorization: 'Bearer secret-2' };

  it('needs a bearer token on every route but health', async () => {
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
    const r = await fetch(`${app.url}/specifications`);
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ error: { code: 'unauthorized', message: 'a valid bearer token is required' } });
    expect((await fetch(`${app.url}/specifications`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${app.url}/specifications`, { headers: auth })).status).toBe(200);
  });

  it('refuses an upload over MAX_SPEC_BYTES with 413', async () => {
    const r = await fetch(`${app.url}/upload`, { method: 'POST', headers: auth, body: specForm('x'.repeat(5000), 'big.json') });
    expect(r.status).toBe(413);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('file_too_large');
  });
});

describe('URL ingest without server-side request forgery', () => {
  let app: Awaited<ReturnType<typeof boot>>;
  const spec = 'openapi: 3.0.0\ninfo: {title: Internal, version: "1"}\npaths:\n  /ping:\n    get: {summary: Ping, responses: {"200": {description: ok}}}\n';
  const origin = createServer((req, res) => {
    if (req.url === '/spec.yaml') res.writeHead(200, { 'content-type': 'application/yaml' }).end(spec);
    else if (req.url === '/to-loopback') res.writeHead(302, { location: `http://127.0.0.1:${(origin.address() as AddressInfo).port}/spec.yaml` }).end();
    else res.writeHead(404).end();
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((r) => origin.listen(0, '127.0.0.1', () => r()));
    port = (origin.address() as AddressInfo).port;
    app = await boot({ INGEST_ALLOWED_HOSTS: `localhost:${port}` });
  });
  afterAll(async () => {
    await app.cleanup();
    await new Promise<void>((r) => origin.close(() => r()));
  });
  const ingest = (url: string) => fetch(`${app.url}/ingest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ specification_url: url }) });

  for (const [url, why] of [
    ['http://127.0.0.1:8080/openapi.json', '127.0.0.1 is a loopback address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local (cloud metadata) address'],
    ['http://10.1.2.3/spec.json', '10.1.2.3 is a private-network address'],
    ['http://[::1]/spec.json', '::1 is a loopback address'],
    ['http://0.0.0.0/spec.json', '0.0.0.0 is an unspecified address'],
    ['file:///etc/passwd', 'only http and https URLs can be ingested, not file'],
  ] as const) {
    it(`refuses ${url}`, async () => {
      const r = await ingest(url);
      expect(r.status).toBe(400);
      const body = (await r.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('url_not_allowed');
      expect(body.error.message).toContain(why);
      expect(body.error.message).toContain('INGEST_ALLOWED_HOSTS');
    });
  }

  it('fetches an allow-listed host, and refuses its redirect to a loopback address', async () => {
    const ok = (await (await ingest(`http://localhost:${port}/spec.yaml`)).json()) as { job_id: string };
    expect(await waitForJob(app.url, ok.job_id)).toMatchObject({ state: 'done', chunks_stored: 1, specification_name: 'internal' });
    const redirect = (await (await ingest(`http://localhost:${port}/to-loopback`)).json()) as { job_id: string };
    const failed = await waitForJob(app.url, redirect.job_id);
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'url_not_allowed' } });
    expect((failed.error as { message: string }).message).toMatch(/^refusing to fetch http:\/\/127\.0\.0\.1:\d+\/spec\.yaml: 127\.0\.0\.1 is a loopback address/);
  });
});
