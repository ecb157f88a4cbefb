import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '@specwise/shared/server/testing';
import { decodeAudio } from './audio.js';
import { WhisperTranscriber } from './whisper.transcriber.js';

const tools = spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('espeak-ng', ['--version']).status === 0;

/** A spoken question as WAV bytes, from espeak-ng. */
function speak(text: string): Buffer {
  const r = spawnSync('espeak-ng', ['--stdout', text], { maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`espeak-ng failed: ${r.stderr}`);
  return r.stdout;
}

describe.skipIf(!tools && !process.env.CI)(`audio decoding${tools || process.env.CI ? '' : ' (skipped: ffmpeg or espeak-ng missing)'}`, () => {
  it('decodes speech to 16 kHz mono float PCM of the right length', async () => {
    const wav = speak('How do I add a new pet?');
    const pcm = await decodeAudio('ffmpeg', wav);
    const seconds = pcm.length / 16000;
    expect(seconds).toBeGreaterThan(0.8);
    expect(seconds).toBeLessThan(5);
    const peak = pcm.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
    expect(peak).toBeGreaterThan(0.05);
    expect(peak).toBeLessThanOrEqual(1.0001);
  });

  it('refuses bytes that are not audio, with the decoder’s reason', async () => {
    await expect(decodeAudio('ffmpeg', Buffer.from('definitely not audio'))).rejects.toMatchObject({ status: 422, code: 'audio_unreadable' });
  });

  it('says clearly when ffmpeg is missing', async () => {
    await expect(decodeAudio('/nonexistent/ffmpeg', speak('hi'))).rejects.toMatchObject({ status: 503, code: 'transcribe_unavailable', message: expect.stringContaining('ffmpeg was not found') });
  });
});

describe('a missing speech-to-text model', () => {
  it('answers 503 with the reason instead of crashing', async () => {
    const t = new WhisperTranscriber({ modelId: 'nobody/no-whisper', modelsDir: MODELS_DIR, allowRemote: false, ffmpeg: 'ffmpeg' });
    expect(await t.ready()).toMatch(/^speech-to-text model nobody\/no-whisper is not found in MODELS_DIR/);
    await expect(t.transcribe(Buffer.from('x'), 'audio/webm')).rejects.toMatchObject({ status: 503, code: 'transcribe_unavailable', message: expect.stringMatching(/type the question instead$/) });
    await expect(t.transcribe(Buffer.alloc(0), 'audio/webm')).rejects.toMatchObject({ status: 400, code: 'audio_empty' });
    // The status route says so, and the UI hides the microphone.
    expect(await t.status()).toEqual({ engine: 'local', model: 'nobody/no-whisper', ready: false, reason: expect.stringMatching(/not found in MODELS_DIR/) });
  });
});
