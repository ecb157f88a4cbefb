// Conversations through the real app: follow-ups answered about the right resource, history kept across restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@specwise/shared/server';
import { evalSpec, MODELS_DIR } from '@specwise/shared/server/testing';
import { start, type Running } from '../src/main.js';
import { specForm, waitForJob } from './helpers.js';

interface Answer { conversation_id: string; standalone_question: string; sources: Array<{ endpoint: string }>; covered: boolean }

describe('conversations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'specwise-conv-'));
  // Each spec's own gate is calibrated in the background after its ingest (spec-gate.test.ts): off here, so that what
  // these questions are answered with does not depend on when that ends.
  const env = { DATA_DIR: dataDir, MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', HOST: '127.0.0.1', LOG_LEVEL: 'silent', GATE_CALIBRATION: 'false' };
  let app: Running;
  const boot = () => start({ env, port: 0, logger: silentLogger });
  const ask = async (question: string, extra: Record<string, unknown> = {}) => {
    const res = await fetch(`${app.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question, ...extra }) });
    return { status: res.status, body: (await res.json()) as Answer & { error?: { code: string } } };
  };

  beforeAll(async () => {
    app = await boot();
    for (const [file, name] of [['petstore_openapi.yaml', 'pets'], ['stripe_spec3.json', 'stripe']] as const) {
      const res = await fetch(`${app.url}/upload`, { method: 'POST', body: specForm(evalSpec(file), file, { specification_name: name }) });
      await waitForJob(app.url, ((await res.json()) as { job_id: string }).job_id, {}, 300_000);
    }
  }, 400_000);
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a follow-up about the resource last discussed (Petstore)', async () => {
    const first = await ask('how do I add a new pet?', { specification_name: 'pets' });
    expect(first.body.sources[0].endpoint).toBe('POST /pet');
    const id = first.body.conversation_id;
    // No spec named: the conversation's specs carry over.
    const next = await ask('and how do I delete it?', { conversation_id: id });
    expect(next.body.standalone_question).toBe('How do I delete the pet?');
    expect(next.body.sources[0].endpoint).toBe('DELETE /pet/{petId}');
    expect(next.body.conversation_id).toBe(id);
  }, 60_000);

  it('answers a follow-up about the operation last discussed (Stripe), also as a stream', async () => {
    const first = await ask('how do I create a refund?', { specification_name: 'stripe' });
    expect(first.body.sources[0].endpoint).toBe('POST /v1/refunds');
    const res = await fetch(`${app.url}/query/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'what does it return?', conversation_id: first.body.conversation_id }) });
    const done = JSON.parse((await res.text()).split('event: done\ndata: ')[1].split('\n')[0]) as Answer;
    expect(done.standalone_question).toBe('What does Create a refund (POST /v1/refunds) return?');
    expect(done.sources[0].endpoint).toBe('POST /v1/refunds');
    expect(done.conversation_id).toBe(first.body.conversation_id);
  }, 60_000);

  it('keeps every turn across a restart, lists and deletes conversations', async () => {
    const first = await ask('how do I find pets by status?', { specification_name: 'pets' });
    const id = first.body.conversation_id;
    await ask('and how do I update it?', { conversation_id: id });
    await app.stop();
    app = await boot();
    const conv = (await (await fetch(`${app.url}/conversations/${id}`)).json()) as { title: string; turns: Array<{ question: string; standalone_question: string; sources: unknown[]; confidence: number; specs: string[]; at: string }> };
    expect(conv.title).toBe('how do I find pets by status?');
    expect(conv.turns.map((t) => t.question)).toEqual(['how do I find pets by status?', 'and how do I update it?']);
    expect(conv.turns[1]).toMatchObject({ standalone_question: 'How do I update the pet?', specs: ['pets'], confidence: expect.any(Number), at: expect.any(String) });
    // It continues after the restart.
    expect((await ask('and how do I delete it?', { conversation_id: id })).body.sources[0].endpoint).toBe('DELETE /pet/{petId}');
    const list = (await (await fetch(`${app.url}/conversations`)).json()) as { conversations: Array<{ id: string; turns: number }> };
    expect(list.conversations[0]).toMatchObject({ id, turns: 3 });
    expect((await fetch(`${app.url}/conversations/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${app.url}/conversations/${id}`)).status).toBe(404);
    const gone = await ask('and how do I delete it?', { conversation_id: id });
    expect([gone.status, gone.body.error?.code]).toEqual([404, 'conversation_not_found']);
    expect((await ask('x', { conversation_id: '../etc' })).status).toBe(400);
  }, 120_000);
});
