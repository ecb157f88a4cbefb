import { spawn } from 'node:child_process';
import { transformers, unavailable, UnavailableError, ValidationError, type Transcriber } from '@specwise/shared/server';

type Asr = (audio: Float32Array, opts?: Record<string, unknown>) => Promise<{ text: string } | Array<{ text: string }>>;

/** Decode any container/codec ffmpeg knows (webm/opus from MediaRecorder, wav, mp3, ogg) to 16 kHz mono float PCM. */
export function decodeAudio(ffmpeg: string, audio: Buffer): Promise<Float32Array> {
  return new Promise((resolve, reject) => {
    const proc = spawn(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-ac', '1', '-ar', '16000', '-f', 'f32le', 'pipe:1']);
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

/** Speech to text with Whisper through transformers.js, on this machine: the audio never leaves it. */
export class WhisperTranscriber implements Transcriber {
  private loading: Promise<string | null> | null = null;
  private asr: Asr | null = null;
  constructor(private readonly opts: { modelId: string; modelsDir: string; allowRemote: boolean; ffmpeg: string }) {}

  ready(): Promise<string | null> {
    this.loading ??= (async () => {
      try {
        const t = await transformers(this.opts);
        this.asr = (await t.pipeline('automatic-speech-recognition', this.opts.modelId)) as unknown as Asr;
        return null;
      } catch (err) {
        return unavailable('speech-to-text', this.opts.modelId, this.opts, err);
      }
    })();
    return this.loading;
  }

  async transcribe(audio: Buffer, _mimeType: string): Promise<string> {
    if (audio.length === 0) throw new ValidationError('audio_empty', 'the audio file is empty', 400);
    const reason = await this.ready();
    if (reason || !this.asr) throw new UnavailableError('transcribe_unavailable', `${reason ?? 'speech-to-text model not loaded'}; type the question instead`);
    const pcm = await decodeAudio(this.opts.ffmpeg, audio);
    if (pcm.length < 1600) throw new ValidationError('audio_too_short', 'the recording is shorter than 0.1 s', 422);
    const res = await this.asr(pcm, { chunk_length_s: 30, stride_length_s: 5 });
    const text = Array.isArray(res) ? res.map((r) => r.text).join(' ') : res.text;
    return text.trim();
  }
}

/** The transcriber the configuration asks for (WHISPER_MODEL, MODELS_DIR, MODELS_ALLOW_REMOTE, FFMPEG_PATH). */
export function transcriberFromConfig(config: { WHISPER_MODEL: string; MODELS_DIR: string; MODELS_ALLOW_REMOTE: boolean; FFMPEG_PATH: string }): WhisperTranscriber {
  return new WhisperTranscriber({ modelId: config.WHISPER_MODEL, modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE, ffmpeg: config.FFMPEG_PATH });
}
