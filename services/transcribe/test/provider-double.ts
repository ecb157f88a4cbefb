// A double of the hosted Whisper APIs (Groq, OpenAI) for contract tests, and real audio to send them.
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import express from 'express';
import multer from 'multer';

/** Real audio: espeak-ng speech, or an ffmpeg-generated signal (`anullsrc` silence, a sine tone). */
export function speak(text: string): Buffer {
  const r = spawnSync('espeak-ng', ['--stdout', text], { maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`espeak-ng failed: ${r.stderr}`);
  return r.stdout;
}
export function generated(source: string, seconds: number, format = 'wav'): Buffer {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `${source}`, '-t', String(seconds), '-ac', '1', '-ar', '8000', ...(format === 'ogg' ? ['-c:a', 'libopus', '-b:a', '8k'] : []), '-f', format, 'pipe:1'], { maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${r.stderr}`);
  return r.stdout;
}

export interface Received { path: string; auth: string | undefined; model: string; format: string; file: Buffer; mimetype: string }

/** A double of both providers' `POST …/audio/transcriptions`; `reply` decides each answer. */
export async function providerDouble() {
  const received: Received[] = [];
  let reply: (r: Received) => { status: number; body: unknown } = () => ({ status: 200, body: {} });
  const app = express();
  const upload = multer({ storage: multer.memoryStorage() });
  app.post(['/openai/v1/audio/transcriptions', '/v1/audio/transcriptions'], upload.single('file'), (req, res) => {
    const r: Received = { path: req.path, auth: req.headers.authorization, model: String(req.body.model), format: String(req.body.response_format), file: req.file!.buffer, mimetype: req.file!.mimetype };
    received.push(r);
    const { status, body } = reply(r);
    res.status(status).json(body);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, setReply: (f: typeof reply) => (reply = f), close: () => new Promise((r) => server.close(r)) };
}

/** What a WAV header says: sample rate, channels, seconds. */
export function wavInfo(b: Buffer) {
  return { riff: b.toString('latin1', 0, 4), rate: b.readUInt32LE(24), channels: b.readUInt16LE(22), bits: b.readUInt16LE(34), seconds: b.readUInt32LE(40) / (b.readUInt32LE(24) * 2) };
}

export const okReply = (r: Received) => ({ status: 200, body: { task: 'transcribe', language: 'english', duration: wavInfo(r.file).seconds, text: ' How do I add a new pet? ' } });

