import { transformers, unavailable, UnavailableError, ValidationError, type Transcriber, type TranscriberStatus, type Transcript } from '@specwise/shared/server';
import { prepareAudio, type AudioLimits } from './audio.js';

type Asr = (audio: Float32Array, opts?: Record<string, unknown>) => Promise<{ text: string } | Array<{ text: string }>>;

/** Speech to text with Whisper through transformers.js, on this machine: the audio never leaves it. */
export class WhisperTranscriber implements Transcriber {
  private loading: Promise<string | null> | null = null;
  private asr: Asr | null = null;
  constructor(private readonly opts: { modelId: string; modelsDir: string; allowRemote: boolean; ffmpeg: string; limits?: AudioLimits }) {}

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

  async status(): Promise<TranscriberStatus> {
    const reason = await this.ready();
    return { engine: 'local', model: this.opts.modelId, ready: reason === null, reason };
  }

  async transcribe(audio: Buffer, _mimeType: string): Promise<Transcript> {
    if (audio.length === 0) throw new ValidationError('audio_empty', 'the audio file is empty', 400);
    const reason = await this.ready();
    if (reason || !this.asr) throw new UnavailableError('transcribe_unavailable', `${reason ?? 'speech-to-text model not loaded'}; type the question instead`);
    const { pcm, durationS } = await prepareAudio(this.opts.ffmpeg, audio, this.opts.limits ?? { maxSeconds: 60 });
    const res = await this.asr(pcm, { chunk_length_s: 30, stride_length_s: 5 });
    const text = Array.isArray(res) ? res.map((r) => r.text).join(' ') : res.text;
    // transformers.js does not report the language it detected.
    return { transcript: text.trim(), language: null, duration_s: round(durationS), engine: 'local' };
  }
}

export const round = (s: number) => Math.round(s * 100) / 100;
