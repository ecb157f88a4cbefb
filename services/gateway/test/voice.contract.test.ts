// Contract test of voice through the whole app: the gateway configured with a Groq key (the API is a local
// double of Groq's transcription endpoint), a spoken question from espeak-ng.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okReply, providerDouble, speak } from '../../transcribe/test/provider-double.js';
import { boot } from './helpers.js';

const run = (spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('espeak-ng', ['--version']).status === 0) || !!process.env.CI;

describe.skipIf(!run)(`voice questions through the gateway with Groq${run ? '' : ' (skipped: ffmpeg or espeak-ng missing)'}`, () => {
  let double: Awaited<ReturnType<typeof providerDouble>>;
  let app: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    double = await providerDouble();
    double.setReply(okReply);
    app = await boot({ GROQ_API_KEY: 'gsk_test', GROQ_BASE_URL: double.url, API_TOKENS: 'secret' });
  });
  afterAll(async () => {
    await app?.cleanup();
    await double?.close();
  });
  const auth = { authorization: 'Bearer secret' };

  it('says which engine is active, and transcribes a spoken question with it', async () => {
    expect(await (await fetch(`${app.url}/transcribe/status`, { headers: auth })).json()).toEqual({ engine: 'groq', model: 'whisper-large-v3-turbo', ready: true, reason: null });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(speak('How do I add a new pet?'))], { type: 'audio/wav' }), 'question.wav');
    const res = await fetch(`${app.url}/transcribe`, { method: 'POST', headers: auth, body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ transcript: 'How do I add a new pet?', language: 'english', duration_s: expect.any(Number), engine: 'groq' });
    expect(double.received).toHaveLength(1);
  });

  it('needs a token for both routes', async () => {
    expect((await fetch(`${app.url}/transcribe/status`)).status).toBe(401);
    expect((await fetch(`${app.url}/transcribe`, { method: 'POST' })).status).toBe(401);
  });
});
