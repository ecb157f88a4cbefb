import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@specwise/shared/server';
import { evalSpec, hostileSpecs, MODELS_DIR, REPO_ROOT } from '@specwise/shared/server/testing';
import { CONTENT_SECURITY_POLICY, tokenMatches } from '../src/app.js';
import { start } from '../src/main.js';
import { boot, specForm, waitForJob } from './helpers.js';

type App = Awaited<ReturnType<typeof boot>>;
const json = { 'content-type': 'application/json' };

async function uploadAndWait(app: App, content: string | Buffer, filename: string, headers: Record<string, string> = {}, name?: string) {
  const r = await fetch(`${app.url}/upload`, { method: 'POST', headers, body: specForm(content, filename, name ? { specification_name: name } : {}) });
  expect(r.status).toBe(202);
  return waitForJob(app.url, ((await r.json()) as { job_id: string }).job_id, headers);
}

describe('auth cannot be skipped', () => {
  let app: App;
  const auth = { authorization: 'Bearer token-one' };
  beforeAll(async () => {
    app = await boot({ API_TOKENS: 'token-one,a-much-longer-second-token' });
    expect(await uploadAndWait(app, evalSpec('petstore_openapi.yaml'), 'petstore.yaml', auth, 'victim')).toMatchObject({ state: 'done' });
  });
  afterAll(async () => app.cleanup());

  for (const [method, path] of [
    ['DELETE', '/Specifications/victim'], ['DELETE', '/SPECIFICATIONS/victim'], ['DELETE', '/specifications/victim/'],
    ['POST', '/UPLOAD'], ['POST', '/QUERY'], ['POST', '/Query/Stream'], ['POST', '/INGEST'], ['GET', '/OPENAPI.JSON'],
    ['GET', '/Docs'], ['GET', '/Jobs/x'], ['GET', '/specifications'], ['GET', '/specifications/victim/endpoints'],
    ['GET', '/no-such-route'], ['POST', '/health'], ['GET', '/%2e%2e/specifications'],
  ] as const) {
    it(`answers ${method} ${path} without a token with 401`, async () => {
      const r = await fetch(`${app.url}${path}`, { method, headers: json, body: method === 'GET' ? undefined : '{}' });
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ error: { code: 'unauthorized', message: 'a valid bearer token is required' } });
    });
  }

  it('keeps the victim spec after every attempt, and routes match one spelling only', async () => {
    const list = (await (await fetch(`${app.url}/specifications`, { headers: auth })).json()) as { specifications: Array<{ name: string }> };
    expect(list.specifications.map((s) => s.name)).toEqual(['victim']);
    const upper = await fetch(`${app.url}/Specifications/victim`, { method: 'DELETE', headers: auth });
    expect(upper.status).toBe(404);
    expect(((await upper.json()) as { error: { code: string } }).error.code).toBe('route_not_found');
  });

  it('serves the probes and the UI shell without a token, nothing else', async () => {
    for (const path of ['/health', '/ready', '/']) expect((await fetch(`${app.url}${path}`)).status).toBe(200);
    expect((await fetch(`${app.url}/Health`)).status).toBe(401);
    expect((await fetch(`${app.url}/specifications`, { headers: { authorization: 'Bearer token-on' } })).status).toBe(401);
    expect((await fetch(`${app.url}/specifications`, { headers: { authorization: 'Bearer a-much-longer-second-token' } })).status).toBe(200);
  });

  it('compares tokens by digest, whatever their lengths', () => {
    expect(tokenMatches('token-one', ['x', 'token-one'])).toBe(true);
    expect(tokenMatches('token-on', ['token-one'])).toBe(false);
    expect(tokenMatches('token-one-and-more', ['token-one'])).toBe(false);
    expect(tokenMatches('', ['token-one'])).toBe(false);
  });
});

describe('hostile uploads fail their job, never the server', () => {
  let app: App;
  beforeAll(async () => {
    app = await boot();
  });
  afterAll(async () => app.cleanup());

  it('refuses a 1.8 KB YAML billion-laughs document while /health keeps answering', async () => {
    const pending = uploadAndWait(app, hostileSpecs.billionLaughs(), 'laughs.yaml');
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
    expect(await pending).toMatchObject({ state: 'failed', error: { code: 'spec_too_complex', message: expect.stringMatching(/^laughs\.yaml uses more than 100 YAML aliases/) } });
  });

  it('refuses a 600 KB JSON nested 100,000 levels deep', async () => {
    expect(await uploadAndWait(app, hostileSpecs.deepJson(), 'deep.json')).toMatchObject({ state: 'failed', error: { code: 'spec_too_complex', message: 'deep.json nests objects and arrays more than 100 levels deep' } });
  });

  it('ingests a 40-level $ref fan-out, and an allOf fan-out with a truncation warning', async () => {
    expect(await uploadAndWait(app, hostileSpecs.refFanOut(40, 'oneOf'), 'fan.json', {}, 'fan')).toMatchObject({ state: 'done', chunks_stored: 1 });
    const job = await uploadAndWait(app, hostileSpecs.refFanOut(40, 'allOf'), 'fan-all.json', {}, 'fan-all');
    expect(job).toMatchObject({ state: 'done', chunks_stored: 1 });
    expect(job.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^POST \/boom: .*over 50000 schema steps/)]));
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
  });

  it('answers a truncated multipart body with 400 naming the problem', async () => {
    const boundary = 'XyZ';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.yaml"\r\nContent-Type: application/yaml\r\n\r\nopenapi: 3.0.0\n`;
    const r = await fetch(`${app.url}/upload`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: { code: 'invalid_upload', message: expect.stringMatching(/^the multipart body could not be read: /) } });
  });

  it('answers /query/stream for an unknown spec with 404 before any stream opens', async () => {
    const r = await fetch(`${app.url}/query/stream`, { method: 'POST', headers: json, body: JSON.stringify({ question: 'add a pet', specification_name: 'nope' }) });
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await r.json()).toEqual({ error: { code: 'specification_not_found', message: 'no specification named "nope"' } });
  });

  it('echoes at most 80 characters of a 10,000-character spec name', async () => {
    const long = 'a'.repeat(10_000);
    for (const r of [
      await fetch(`${app.url}/upload`, { method: 'POST', body: specForm('openapi: 3.0.0\n', 'a.yaml', { specification_name: long }) }),
      await fetch(`${app.url}/specifications/${long}`),
      await fetch(`${app.url}/query`, { method: 'POST', headers: json, body: JSON.stringify({ question: 'x', specification_name: long }) }),
    ]) {
      const { error } = (await r.json()) as { error: { message: string } };
      expect(error.message).not.toContain('a'.repeat(81));
      expect(error.message).toContain('(10000 characters)');
    }
  });

  it('refuses the IPv4-compatible IPv6 form of loopback', async () => {
    const r = await fetch(`${app.url}/ingest`, { method: 'POST', headers: json, body: JSON.stringify({ specification_url: 'http://[::7f00:1]/spec.json' }) });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: { message: string } }).error.message).toContain('::7f00:1 is a loopback address');
  });

  it('sends a Content-Security-Policy that allows no inline or foreign script', async () => {
    for (const path of ['/', '/health', '/specifications']) {
      const r = await fetch(`${app.url}${path}`);
      expect(r.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });
});

describe('an ingest over its limits fails alone', () => {
  it('fails a spec that exhausts the thread heap; the server answers and ingests the next spec', async () => {
    const app = await boot({ INGEST_MAX_MEMORY_MB: '96' });
    try {
      const big = await uploadAndWait(app, evalSpec('kubernetes_swagger.json'), 'kubernetes.json', {}, 'k8s');
      expect(big).toMatchObject({ state: 'failed', error: { code: 'ingest_out_of_memory', message: expect.stringMatching(/^the ingest ran out of memory \(INGEST_MAX_MEMORY_MB = 96\)/) } });
      expect((await fetch(`${app.url}/health`)).status).toBe(200);
      const next = await uploadAndWait(app, evalSpec('petstore_openapi.yaml'), 'petstore.yaml', {}, 'pets');
      expect(next, JSON.stringify(next.error)).toMatchObject({ state: 'done', chunks_stored: 19 });
      const specs = (await (await fetch(`${app.url}/specifications`)).json()) as { specifications: Array<{ name: string }> };
      expect(specs.specifications.map((s) => s.name)).toEqual(['pets']);
    } finally {
      await app.cleanup();
    }
  });

  it('stops an ingest that runs over INGEST_TIMEOUT_MS and fails it for good', async () => {
    const app = await boot({ INGEST_TIMEOUT_MS: '300' });
    try {
      const job = await uploadAndWait(app, evalSpec('kubernetes_swagger.json'), 'kubernetes.json', {}, 'k8s');
      expect(job).toMatchObject({ state: 'failed', error: { code: 'ingest_timeout', message: expect.stringMatching(/^the ingest took longer than INGEST_TIMEOUT_MS \(300 ms\) and was stopped/) } });
      expect(job.attempts ?? 0).toBeLessThanOrEqual(1);
    } finally {
      await app.cleanup();
    }
  });

  it('reports a URL whose body stalls as a timeout, not as unreachable', async () => {
    const stall = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"openapi": "3.0.0", ');
    });
    await new Promise<void>((r) => stall.listen(0, '127.0.0.1', () => r()));
    const port = (stall.address() as AddressInfo).port;
    const app = await boot({ INGEST_ALLOWED_HOSTS: `localhost:${port}`, URL_FETCH_TIMEOUT_MS: '400' });
    try {
      const r = (await (await fetch(`${app.url}/ingest`, { method: 'POST', headers: json, body: JSON.stringify({ specification_url: `http://localhost:${port}/spec.json` }) })).json()) as { job_id: string };
      expect(await waitForJob(app.url, r.job_id)).toMatchObject({ state: 'failed', error: { code: 'url_timeout', message: expect.stringContaining('took longer than 400 ms') } });
    } finally {
      await app.cleanup();
      stall.closeAllConnections();
      await new Promise<void>((r) => stall.close(() => r()));
    }
  });
});

describe('after a restart', () => {
  it('fails a job already started INGEST_ATTEMPTS times instead of running it again, and resumes the others', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwise-restart-'));
    const env = { DATA_DIR: dataDir, MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', HOST: '127.0.0.1', LOG_LEVEL: 'silent', INGEST_ATTEMPTS: '2' };
    try {
      const first = await start({ env, port: 0, logger: silentLogger });
      // As a crash leaves them: running, their uploads still there, attempts counted.
      for (const [id, attempts] of [['crashed-twice', 2], ['crashed-once', 1]] as const) {
        await first.deps.uploads.put(id, evalSpec('petstore_openapi.yaml'));
        await first.deps.jobStore.create({ id, specification_name: id, payload: { jobId: id, specName: id, source: { kind: 'upload', uploadKey: id, filename: 'petstore.yaml' } } });
        await first.deps.jobStore.update(id, { state: 'running', stage: 'chunk', attempts });
      }
      await first.stop();
      const second = await start({ env, port: 0, logger: silentLogger });
      try {
        expect(await waitForJob(second.url, 'crashed-twice')).toMatchObject({
          state: 'failed', error: { code: 'ingest_interrupted', message: 'the ingest was interrupted 2 times (the server stopped while it ran, last during chunk); it is not run again. Upload the spec again to retry' },
        });
        expect(await second.deps.uploads.get('crashed-twice')).toBeNull();
        expect(await waitForJob(second.url, 'crashed-once')).toMatchObject({ state: 'done', attempts: 2, chunks_stored: 19 });
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm start', () => {
  it('stops the server when npm is sent SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwise-npmstart-'));
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const npm = spawn('npm', ['start', '--silent'], { cwd: REPO_ROOT, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
    const health = () => new Promise<number>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/health', timeout: 1000 }, (res) => (res.resume(), resolve(res.statusCode ?? 0)));
      req.on('error', () => resolve(0));
      req.end();
    });
    try {
      const until = Date.now() + 150_000;
      while ((await health()) !== 200) {
        if (Date.now() > until || npm.exitCode !== null) throw new Error('npm start did not come up');
        await new Promise((r) => setTimeout(r, 250));
      }
      const exited = new Promise((r) => npm.once('exit', r));
      npm.kill('SIGTERM');
      await exited;
      const gone = Date.now() + 30_000;
      while ((await health()) !== 0 && Date.now() < gone) await new Promise((r) => setTimeout(r, 200));
      expect(await health()).toBe(0);
    } finally {
      npm.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
