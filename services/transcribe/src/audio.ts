import { spawn } from 'node:child_process';
import { UnavailableError, ValidationError } from '@specwise/shared/server';

export const SAMPLE_RATE = 16000;

/** Decode any container/codec ffmpeg knows (webm/opus from MediaRecorder, wav, mp3, ogg) to 16 kHz mono float PCM. */
export function decodeAudio(ffmpeg: string, audio: Buffer): Promise<Float32Array> {
  return new Promise((resolve, reject) => {
    const proc = spawn(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 'f32le', 'pipe:1']);
    const out: Buffer[] = [];
    let err = '';
    proc.stdout.on('data', (d: Buffer) => out.push(d));
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    proc.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new UnavailableError('transcribe_unavailable', `ffmpeg was not found (FFMPEG_PATH=${ffmpeg}); install ffmpeg to transcribe audio`) : e),
    );
    proc.on('close', (code) => {
      if (code !== 0) return reject(new ValidationError('audio_unreadable', `the audio could not be decoded: ${err.trim().split('\n').pop() || `ffmpeg exited with ${code}`}`));
      const buf = Buffer.concat(out);
      resolve(new Float32Array(buf.buffer, buf.byteOffset, Math.floor(buf.byteLength / 4)));
    });
    proc.stdin.on('error', () => undefined);
    proc.stdin.end(audio);
  });
}

/** 16-bit PCM WAV of mono float samples: what the cloud engines receive (small, and a format every one reads). */
export function encodeWav(pcm: Float32Array, rate = SAMPLE_RATE): Buffer {
  const data = Buffer.alloc(pcm.length * 2);
  for (let i = 0; i < pcm.length; i++) data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, pcm[i])) * 32767), i * 2);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

export interface AudioLimits {
  /** Longest recording accepted, in seconds. */
  maxSeconds: number;
}

export interface PreparedAudio {
  pcm: Float32Array;
  durationS: number;
}

/** Below this peak (−60 dBFS) a recording holds no speech: a muted microphone, or silence. */
const SILENCE_PEAK = 0.001;

/**
 * Every engine's first step: decode the upload and refuse what cannot hold a question, each with its own code —
 * empty (400), not audio or corrupt (422 `audio_unreadable`), under 0.1 s, over `maxSeconds`, or silent (422).
 */
export async function prepareAudio(ffmpeg: string, audio: Buffer, limits: AudioLimits): Promise<PreparedAudio> {
  if (audio.length === 0) throw new ValidationError('audio_empty', 'the audio file is empty', 400);
  const pcm = await decodeAudio(ffmpeg, audio);
  const durationS = pcm.length / SAMPLE_RATE;
  if (pcm.length < SAMPLE_RATE / 10) throw new ValidationError('audio_too_short', `the recording is ${durationS.toFixed(2)} s long, shorter than 0.1 s`, 422);
  if (durationS > limits.maxSeconds) {
    throw new ValidationError('audio_too_long', `the recording is ${durationS.toFixed(1)} s long; questions are limited to ${limits.maxSeconds} s (MAX_AUDIO_SECONDS)`, 422);
  }
  let peak = 0;
  for (const x of pcm) peak = Math.max(peak, Math.abs(x));
  if (peak < SILENCE_PEAK) throw new ValidationError('audio_silent', 'the recording is silent (is the microphone muted?)', 422);
  return { pcm, durationS };
}
