// Contract tests of the hosted Whisper engines (Groq, OpenAI): local HTTP doubles of their transcription
// endpoints stand in for the paid APIs. They check what we send (model, verbose_json, a 16 kHz mono WAV of the
// real recording, the bearer key), how we read the reply, and how their failures reach the user.
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger, type Transcriber } from '@specwise/shared/server';
import { createTranscribeApp } from './app.js';
import { transcriberFromConfig } from './transcriber.config.js';
import { generated, okReply, providerDouble, speak, wavInfo, type Received } from '../test/provider-double.js';

const tools = spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('espeak-ng', ['--version']).status === 0;
const run = tools || !!process.env.CI;

const baseConfig = {
  TRANSCRIBE_ENGINE: 'auto' as const, GROQ_WHISPER_MODEL: 'whisper-large-v3-turbo', OPENAI_WHISPER_MODEL: 'whisper-1', TRANSCRIBE_TIMEOUT_MS: 5000,
  MAX_AUDIO_SECONDS: 60, WHISPER_MODEL: 'nobody/none', MODELS_DIR: '/nonexistent', MODELS_ALLOW_REMOTE: false, FFMPEG_PATH: 'ffmpeg',
  GROQ_API_KEY: undefined as string | undefined, GROQ_BASE_URL: undefined as string | undefined, OPENAI_API_KEY: undefined as string | undefined, OPENAI_BASE_URL: undefined as string | undefined,
};

describe.skipIf(!run)(`hosted Whisper engines against doubles of their APIs${run ? '' : ' (skipped: ffmpeg or espeak-ng missing)'}`, () => {
  let double: Awaited<ReturnType<typeof providerDouble>>;
  let speech: Buffer;
  beforeAll(async () => {
    double = await providerDouble();
    speech = speak('How do I add a new pet?');
  });
  afterAll(() => double.close());

  const engines = () => ({
    groq: transcriberFromConfig({ ...baseConfig, GROQ_API_KEY: 'gsk_test', GROQ_BASE_URL: double.url }),
    openai: transcriberFromConfig({ ...baseConfig, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${double.url}/v1` }),
  });

  for (const name of ['groq', 'openai'] as const) {
    it(`${name}: sends the recording as 16 kHz mono WAV with the model and verbose_json, and reads text, language and duration`, async () => {
      double.setReply(okReply);
      const before = double.received.length;
      const t: Transcriber = engines()[name];
      expect(await t.status()).toEqual({ engine: name, model: name === 'groq' ? 'whisper-large-v3-turbo' : 'whisper-1', ready: true, reason: null });
      const got = await t.transcribe(speech, 'audio/wav');
      const sent = double.received[before];
      expect(sent.path).toBe(name === 'groq' ? '/openai/v1/audio/transcriptions' : '/v1/audio/transcriptions');
      expect(sent.auth).toBe(name === 'groq' ? 'Bearer gsk_test' : 'Bearer sk-test');
      expect(sent.model).toBe(name === 'groq' ? 'whisper-large-v3-turbo' : 'whisper-1');
      expect(sent.format).toBe('verbose_json');
      const wav = wavInfo(sent.file);
      expect(wav).toMatchObject({ riff: 'RIFF', rate: 16000, channels: 1, bits: 16 });
      // The spoken question is about 1.5–2.5 s: the whole recording was sent.
      expect(wav.seconds).toBeGreaterThan(1);
      expect(wav.seconds).toBeLessThan(4);
      expect(got).toEqual({ transcript: 'How do I add a new pet?', language: 'english', duration_s: Math.round(wav.seconds * 100) / 100, engine: name });
    });
  }

  it('turns provider failures into clear errors without echoing the key', async () => {
    const { groq } = engines();
    for (const [status, code, httpStatus] of [[401, 'transcribe_upstream_auth', 502], [429, 'transcribe_rate_limited', 503], [400, 'transcribe_upstream_rejected', 502], [500, 'transcribe_upstream_failed', 502]] as const) {
      double.setReply(() => ({ status, body: { error: { message: `provider says ${status}`, type: 'invalid_request_error' } } }));
      const err = await groq.transcribe(speech, 'audio/wav').then(() => null, (e: unknown) => e as { code: string; status: number; message: string });
      expect(err, String(status)).toMatchObject({ code, status: httpStatus });
      expect(err!.message).not.toContain('gsk_test');
    }
    const down = transcriberFromConfig({ ...baseConfig, GROQ_API_KEY: 'gsk_test', GROQ_BASE_URL: 'http://127.0.0.1:9' });
    await expect(down.transcribe(speech, 'audio/wav')).rejects.toMatchObject({ code: 'transcribe_unavailable', status: 503 });
  });

  it('refuses bad audio with a clear 4xx before sending anything', async () => {
    double.setReply(okReply);
    const app = createTranscribeApp(engines().groq, { maxBytes: 2 << 20, logger: silentLogger });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = async (bytes: Buffer, name = 'q.wav') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${url}/transcribe`, { method: 'POST', body: form });
      return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
    };
    try {
      const before = double.received.length;
      const cases: Array<[string, Buffer, number, string]> = [
        ['empty', Buffer.alloc(0), 400, 'audio_empty'],
        ['silent', generated('anullsrc=r=8000:cl=mono', 3), 422, 'audio_silent'],
        ['corrupt (an Opus file cut after its header)', generated('sine=f=440:r=8000', 3, 'ogg').subarray(0, 60), 422, 'audio_unreadable'],
        ['not audio', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), 422, 'audio_unreadable'],
        ['over 60 s', generated('sine=f=440:r=8000', 61, 'ogg'), 422, 'audio_too_long'],
        ['over MAX_AUDIO_BYTES', Buffer.alloc(3 << 20, 1), 413, 'file_too_large'],
      ];
      for (const [what, bytes, status, code] of cases) {
        const r = await post(bytes);
        expect({ what, status: r.status, code: r.body.error?.code }).toEqual({ what, status, code });
        expect(r.body.error?.message.length, what).toBeGreaterThan(10);
      }
      expect(double.received.length).toBe(before);
      const status = (await (await fetch(`${url}/transcribe/status`)).json()) as { engine: string; ready: boolean };
      expect(status).toMatchObject({ engine: 'groq', ready: true });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('picks the engine from the keys, and refuses a named engine without its key', () => {
    expect(transcriberFromConfig({ ...baseConfig, GROQ_API_KEY: 'g', OPENAI_API_KEY: 'o' })).toBeInstanceOf(Object);
    expect(() => transcriberFromConfig({ ...baseConfig, TRANSCRIBE_ENGINE: 'openai' })).toThrow(/TRANSCRIBE_ENGINE=openai needs OPENAI_API_KEY/);
  });
});
