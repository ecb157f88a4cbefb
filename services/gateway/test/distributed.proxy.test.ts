// The gateway of the distributed stack forwards /query, /query/stream and /transcribe to their services.
import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@specwise/shared/server';
import { MODELS_DIR } from '@specwise/shared/server/testing';
import { createQueryApp } from '@specwise/query';
import { createTranscribeApp, WhisperTranscriber } from '@specwise/transcribe';
import { setup } from '../../query/test/fixture.js';
import { startRedis } from '../../ingest-worker/test/redis.js';
import { start, type Running } from '../src/main.js';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0 || !!process.env.CI;
const listen = (app: { listen: (p: number, h: string, cb: () => void) => Server }) =>
  new Promise<{ server: Server; url: string }>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });

describe.skipIf(!hasRedis)(`gateway → query and transcribe services over HTTP${hasRedis ? '' : ' (skipped: redis-server is not installed)'}`, () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let gateway: Running;
  const servers: Server[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'specwise-proxy-'));

  beforeAll(async () => {
    redis = await startRedis();
    const { service } = await setup({ petstore: 'petstore_openapi.yaml' });
    const q = await listen(createQueryApp(service, silentLogger));
    const t = await listen(createTranscribeApp(new WhisperTranscriber({ modelId: 'nobody/none', modelsDir: MODELS_DIR, allowRemote: false, ffmpeg: 'ffmpeg' }), { maxBytes: 1 << 20, logger: silentLogger }));
    servers.push(q.server, t.server);
    gateway = await start({ env: { REDIS_URL: redis.url, QUERY_URL: q.url, TRANSCRIBE_URL: t.url, DATA_DIR: dataDir, MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', HOST: '127.0.0.1' }, port: 0, logger: silentLogger });
  });
  afterAll(async () => {
    await gateway?.stop();
    for (const s of servers) await new Promise<void>((r) => s.close(() => r()));
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) => fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('forwards a question and returns the query service’s answer', async () => {
    const r = await post('/query', { question: 'how do I add a new pet?', specification_name: 'petstore' });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { sources: Array<{ endpoint: string }> }).sources[0].endpoint).toBe('POST /pet');
  });

  it('relays the answer stream event by event', async () => {
    const r = await post('/query/stream', { question: 'how do I add a new pet?' });
    const text = await r.text();
    expect(text.match(/^event: (\w+)$/gm)).toEqual(['event: sources', 'event: token', 'event: done']);
    expect(text).toContain('"endpoint":"POST /pet"');
  });

  it('passes the query service’s errors through with their status', async () => {
    const r = await post('/query', { question: 'x', specification_name: 'nope' });
    expect(r.status).toBe(404);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('specification_not_found');
  });

  it('forwards audio to the transcribe service and relays its 503', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }), 'q.webm');
    const r = await fetch(`${gateway.url}/transcribe`, { method: 'POST', body: form });
    expect(r.status).toBe(503);
    expect(((await r.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'transcribe_unavailable', message: expect.stringContaining('nobody/none') });
  });
});
