// The distributed stack end to end with real servers: Redis (Debian), a real Elasticsearch node (CI starts one
// and sets ELASTICSEARCH_URL), vectors in the SQLite file (or Qdrant when QDRANT_URL is set). Gateway in
// process → BullMQ → ingest worker process → stores → query service process, all over HTTP.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@specwise/shared/server';
import { evalSpec, MODELS_DIR, REPO_ROOT } from '@specwise/shared/server/testing';
import { start, type Running } from '../services/gateway/src/main.js';
import { specForm, waitForJob } from '../services/gateway/test/helpers.js';
import { freePort, startRedis } from '../services/ingest-worker/test/redis.js';
import { leaseDocx } from './fixtures/documents.js';

const es = process.env.ELASTICSEARCH_URL;
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const skip = !es ? 'ELASTICSEARCH_URL is not set' : !hasRedis ? 'redis-server is not installed' : null;

describe.skipIf(!!skip)(`distributed stack with real Redis and Elasticsearch${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let gateway: Running;
  const procs: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'specwise-dist-'));
  const run = Math.random().toString(36).slice(2, 7);
  const pets = `pets_${run}`;
  const stripe = `stripe_${run}`;
  const esGet = async (path: string) => fetch(`${es}${path}`);

  let workerMetrics = 0;
  let queryUrl = '';
  beforeAll(async () => {
    redis = await startRedis();
    const queryPort = await freePort();
    workerMetrics = await freePort();
    const env = { ...process.env, REDIS_URL: redis.url, ELASTICSEARCH_URL: es!, DATA_DIR: dataDir, MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
    const spawnService = (entry: string, extra: Record<string, string> = {}) => {
      const p = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, entry)], { cwd: REPO_ROOT, env: { ...env, ...extra }, stdio: ['ignore', 'ignore', 'inherit'] });
      procs.push(p);
    };
    spawnService('services/ingest-worker/src/main.ts', { WORKER_METRICS_PORT: String(workerMetrics) });
    spawnService('services/query/src/main.ts', { PORT: String(queryPort) });
    const until = Date.now() + 60_000;
    while (!(await fetch(`http://127.0.0.1:${queryPort}/health`).then((r) => r.ok, () => false))) {
      if (Date.now() > until) throw new Error('the query service did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    gateway = await start({ env: { ...env, QUERY_URL: `http://127.0.0.1:${queryPort}` } as Record<string, string>, port: 0, logger: silentLogger });
    queryUrl = `http://127.0.0.1:${queryPort}`;
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    for (const p of procs) p.kill('SIGKILL');
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (content: Buffer | string, filename: string, name: string) => {
    const r = await fetch(`${gateway.url}/upload`, { method: 'POST', body: specForm(content, filename, { specification_name: name }) });
    expect(r.status).toBe(202);
    return waitForJob(gateway.url, ((await r.json()) as { job_id: string }).job_id, {}, 300_000);
  };
  const ask = async (question: string, spec: string) =>
    (await (await fetch(`${gateway.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question, specification_name: spec }) })).json()) as { sources: Array<{ endpoint: string }>; retrieval: { bm25: unknown[] } };
  const aliasIndices = async (spec: string) => {
    const r = await esGet(`/_alias/specwise_${spec}`);
    return r.status === 404 ? [] : Object.keys((await r.json()) as Record<string, unknown>);
  };

  it('reports each engine in /ready, and names the one that is down', async () => {
    expect(await (await fetch(`${gateway.url}/ready`)).json()).toEqual({ status: 'ready', mode: 'distributed', engines: { queue: 'ok', 'sqlite-exact': 'ok', elasticsearch: 'ok' } });
    const dead = await start({ env: { REDIS_URL: redis.url, ELASTICSEARCH_URL: `http://127.0.0.1:${await freePort()}`, DATA_DIR: dataDir, MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }, port: 0, logger: silentLogger });
    try {
      const r = await fetch(`${dead.url}/ready`);
      expect(r.status).toBe(503);
      expect(((await r.json()) as { error: { message: string } }).error.message).toMatch(/^not ready: elasticsearch: Elasticsearch at http:\/\/127\.0\.0\.1:\d+ is not reachable/);
    } finally {
      await dead.stop();
    }
  });

  it('ingests Petstore and Stripe through the queue, answers through the query service, from Elasticsearch', async () => {
    expect(await upload(evalSpec('petstore_openapi.yaml'), 'petstore.yaml', pets)).toMatchObject({ state: 'done', chunks_stored: 19 });
    expect(await upload(evalSpec('stripe_spec3.json'), 'stripe.json', stripe)).toMatchObject({ state: 'done', chunks_stored: 417 });
    const r = await ask('how do I add a new pet?', pets);
    expect(r.sources[0].endpoint).toBe('POST /pet');
    expect(r.retrieval.bm25.length).toBeGreaterThan(0);
    expect((await ask('how do I refund a charge?', stripe)).sources[0].endpoint).toMatch(/refunds$/);
    expect(await aliasIndices(pets)).toHaveLength(1);
    // The retrieval-plugin API searches through the query service (its /search).
    const plugin = (await (await fetch(`${gateway.url}/plugin/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ queries: [{ query: 'add a new pet', filter: { document_id: pets }, top_k: 1 }] }) })).json()) as { results: Array<{ results: Array<{ metadata: { source_id: string } }> }> };
    expect(plugin.results[0].results[0].metadata.source_id).toBe('POST /pet');
    // Each service measures what it runs: the worker its ingests, the query service its answers.
    const worker = await (await fetch(`http://127.0.0.1:${workerMetrics}/metrics`)).text();
    expect(worker).toMatch(/^specwise_ingest_jobs_total\{[^}]*outcome="done"[^}]*\} 2$/m);
    expect(worker).toMatch(/service="ingest-worker"/);
    const query = await (await fetch(`${queryUrl}/metrics`)).text();
    expect(query).toMatch(/^specwise_answer_confidence_count\{[^}]*\} 2$/m);
    expect(query).toMatch(/^specwise_http_request_duration_seconds_count\{[^}]*route="\/query"[^}]*\} 2$/m);
  }, 600_000);

  it('re-ingest swaps the alias to a new index and drops the old one; delete removes index and alias', async () => {
    const [before] = await aliasIndices(pets);
    const changed = `${evalSpec('petstore_openapi.yaml').toString('utf8')}\n# re-ingested\n`;
    expect(await upload(changed, 'petstore.yaml', pets)).toMatchObject({ state: 'done', chunks_stored: 19 });
    const [after] = await aliasIndices(pets);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await esGet(`/${before}`)).status).toBe(404);
    expect((await ask('how do I add a new pet?', pets)).sources[0].endpoint).toBe('POST /pet');
    expect((await fetch(`${gateway.url}/specifications/${pets}`, { method: 'DELETE' })).status).toBe(204);
    expect(await aliasIndices(pets)).toEqual([]);
    expect((await esGet(`/${after}`)).status).toBe(404);
    expect(await aliasIndices(stripe)).toHaveLength(1); // the other spec is untouched
  }, 600_000);

  it('ingests a .docx as a document through the queue and answers a collection from Elasticsearch via the query service', async () => {
    const collection = `leases_${run}`;
    const r = await fetch(`${gateway.url}/documents`, { method: 'POST', body: specForm(await leaseDocx(), 'Lease.docx', { collection }) });
    expect(r.status).toBe(202);
    const accepted = (await r.json()) as { job_id: string; document_id: string };
    expect(await waitForJob(gateway.url, accepted.job_id, {}, 300_000)).toMatchObject({ state: 'done' });
    const answer = (await (await fetch(`${gateway.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'how much notice does the tenant have to give before moving out?', collection }) })).json()) as { covered: boolean; sources: Array<{ endpoint: string }>; retrieval: { bm25: unknown[] } };
    expect(answer.covered).toBe(true);
    expect(answer.sources[0].endpoint).toBe('Lease.docx › 7. Termination › 7.2 Notice');
    expect(answer.retrieval.bm25.length).toBeGreaterThan(0);
    const stored = (await (await fetch(`${gateway.url}/documents/${accepted.document_id}`)).json()) as { chunks: Array<{ citation: string; position: number }> };
    expect(stored.chunks.map((c) => c.position)).toEqual(stored.chunks.map((_c, i) => i));
    expect(await aliasIndices(accepted.document_id)).toHaveLength(1);
    expect((await fetch(`${gateway.url}/documents/${accepted.document_id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await aliasIndices(accepted.document_id)).toEqual([]);
  }, 600_000);
});
