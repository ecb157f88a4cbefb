// The distributed queue against a real redis-server: gateway (in-process) → BullMQ → ingest worker.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@specwise/shared/server';
import { evalSpec, MODELS_DIR, REPO_ROOT } from '@specwise/shared/server/testing';
import { start, type Running } from '../../gateway/src/main.js';
import { specForm, waitForJob } from '../../gateway/test/helpers.js';
import { startRedis } from './redis.js';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0 || !!process.env.CI;

describe.skipIf(!hasRedis)(`BullMQ ingest through a real Redis${hasRedis ? '' : ' (skipped: redis-server is not installed)'}`, () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let gateway: Running;
  let dataDir: string;
  const workers: ChildProcess[] = [];
  let env: Record<string, string>;

  function spawnWorker(): ChildProcess {
    const proc = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'services/ingest-worker/src/main.ts')], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    workers.push(proc);
    return proc;
  }

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = mkdtempSync(join(tmpdir(), 'specwise-queue-'));
    // This suite keeps BM25 and vectors in the SQLite file: engines set for other suites are unset here.
    env = { ELASTICSEARCH_URL: '', QDRANT_URL: '', WORKER_METRICS_PORT: '0', REDIS_URL: redis.url, DATA_DIR: dataDir, MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', LOG_LEVEL: 'warn', WORKER_LOCK_MS: '3000', INGEST_CONCURRENCY: '1' };
    gateway = await start({ env: { ...env, HOST: '127.0.0.1' }, port: 0, logger: silentLogger });
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await gateway?.stop();
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (content: Buffer | string, filename: string, name: string) => {
    const r = await fetch(`${gateway.url}/upload`, { method: 'POST', body: specForm(content, filename, { specification_name: name }) });
    expect(r.status).toBe(202);
    return ((await r.json()) as { job_id: string }).job_id;
  };
  const ask = async (question: string, spec: string) =>
    (await (await fetch(`${gateway.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question, specification_name: spec }) })).json()) as { sources: Array<{ endpoint: string }> };

  it('queues an upload, a worker process ingests it, and the gateway answers from it', async () => {
    expect(await (await fetch(`${gateway.url}/ready`)).json()).toMatchObject({ status: 'ready', mode: 'distributed', engines: { queue: 'ok' } });
    spawnWorker();
    const id = await upload(evalSpec('petstore_openapi.yaml'), 'petstore.yaml', 'pets');
    expect(await waitForJob(gateway.url, id, {}, 300_000)).toMatchObject({ state: 'done', chunks_stored: 19, specification_name: 'pets' });
    expect((await ask('how do I add a new pet?', 'pets')).sources[0].endpoint).toBe('POST /pet');
  }, 400_000);

  it('fails bad input once with a clear message (no retries)', async () => {
    const id = await upload('openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    get:\n      responses: {"200": {$ref: "#/components/responses/Nope"}}\n', 'bad.yaml', 'bad');
    const job = await waitForJob(gateway.url, id);
    expect(job).toMatchObject({ state: 'failed', error: { code: 'spec_broken_ref', message: 'bad.yaml: $ref "#/components/responses/Nope" at #/paths/~1a/get/responses/200 points to a missing component' } });
    expect(job.warnings).toEqual([]);
    // Listed by state from Redis, newest first (what a reloaded UI re-attaches to).
    const list = async (state: string) => ((await (await fetch(`${gateway.url}/jobs?state=${state}`)).json()) as { jobs: Array<{ id: string; state: string }> }).jobs;
    expect((await list('failed'))[0]).toMatchObject({ id, state: 'failed' });
    expect((await list('done')).length).toBeGreaterThan(0);
    expect((await list('queued,running')).map((j) => j.id)).not.toContain(id);
  });

  it('finishes a job whose worker was killed with SIGKILL, serving the old version meanwhile', async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    // v1 of spec "big" is the Petstore; v2 is Kubernetes (1,123 operations: long enough to kill mid-embed).
    spawnWorker();
    const v1 = await upload(evalSpec('petstore_openapi.yaml'), 'petstore.yaml', 'big');
    await waitForJob(gateway.url, v1);
    const v2 = await upload(evalSpec('kubernetes_swagger.json'), 'kubernetes.json', 'big');
    const until = Date.now() + 300_000;
    for (;;) {
      const j = (await (await fetch(`${gateway.url}/jobs/${v2}`)).json()) as { state: string; stage: string };
      if (j.state === 'running' && (j.stage === 'embed' || j.stage === 'index')) break;
      if (Date.now() > until) throw new Error(`job never reached embed: ${JSON.stringify(j)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    workers.at(-1)!.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    expect(((await (await fetch(`${gateway.url}/jobs/${v2}`)).json()) as { state: string }).state).toBe('running');
    expect((await ask('how do I add a new pet?', 'big')).sources[0].endpoint).toBe('POST /pet');
    spawnWorker();
    const done = await waitForJob(gateway.url, v2, {}, 600_000);
    expect(done, JSON.stringify(done.error)).toMatchObject({ state: 'done', chunks_stored: 1123 });
    expect((await ask('list pods in a namespace', 'big')).sources[0].endpoint).toMatch(/^GET \/api\/v1\/(namespaces\/\{namespace\}\/)?pods$/);
  }, 900_000);

  it('on SIGTERM a worker finishes the job in flight, then exits 0', async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    const worker = spawnWorker();
    const id = await upload(evalSpec('stripe_spec3.yaml'), 'stripe.yaml', 'stripe');
    const until = Date.now() + 300_000;
    while (((await (await fetch(`${gateway.url}/jobs/${id}`)).json()) as { stage: string }).stage !== 'embed') {
      if (Date.now() > until) throw new Error('job never reached embed');
      await new Promise((r) => setTimeout(r, 50));
    }
    const exited = new Promise<number | null>((r) => worker.once('exit', (code) => r(code)));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(((await (await fetch(`${gateway.url}/jobs/${id}`)).json()) as { state: string; chunks_stored: number })).toMatchObject({ state: 'done', chunks_stored: 468 });
  }, 600_000);

  it('answers 503 at once while Redis is down and recovers when it is back', async () => {
    const port = redis.port;
    await redis.stop();
    const t0 = Date.now();
    const r = await fetch(`${gateway.url}/upload`, { method: 'POST', body: specForm(evalSpec('petstore_openapi.yaml'), 'p.yaml'), signal: AbortSignal.timeout(5000) });
    const elapsed = Date.now() - t0;
    expect(r.status).toBe(503);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('redis_unavailable');
    expect((await fetch(`${gateway.url}/ready`, { signal: AbortSignal.timeout(5000) })).status).toBe(503);
    expect((await fetch(`${gateway.url}/jobs/x`, { signal: AbortSignal.timeout(5000) })).status).toBe(503);
    console.info(`[queue] 503 while Redis was down answered in ${elapsed} ms`);
    redis = await startRedis(port);
    const until = Date.now() + 20_000;
    while ((await fetch(`${gateway.url}/ready`)).status !== 200) {
      if (Date.now() > until) throw new Error('gateway did not recover after Redis came back');
      await new Promise((res) => setTimeout(res, 100));
    }
    spawnWorker();
    const id = await upload(evalSpec('petstore_openapi.yaml'), 'p.yaml', 'again');
    expect(await waitForJob(gateway.url, id)).toMatchObject({ state: 'done', chunks_stored: 19 });
  }, 120_000);
});
