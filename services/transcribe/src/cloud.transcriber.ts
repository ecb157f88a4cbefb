import Groq, { toFile as groqFile } from 'groq-sdk';
import OpenAI, { toFile as openAiFile } from 'openai';
import { AppError, UnavailableError, UpstreamError, type Transcriber, type TranscriberStatus, type Transcript } from '@specwise/shared/server';
import { encodeWav, prepareAudio, type AudioLimits } from './audio.js';
import { round } from './whisper.transcriber.js';

/** The reply both providers give for `response_format: verbose_json`. */
interface VerboseTranscription {
  text: string;
  language?: string;
  duration?: number;
}

/** One hosted Whisper API: how to send a WAV file to it. */
interface WhisperApi {
  engine: 'groq' | 'openai';
  label: string;
  send(wav: Buffer, model: string, signal: AbortSignal): Promise<VerboseTranscription>;
}

export interface CloudOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  ffmpeg: string;
  limits: AudioLimits;
}

/** What both SDKs offer for transcription (their own types differ only in names). */
interface TranscriptionsClient {
  audio: { transcriptions: { create(body: { file: unknown; model: string; response_format: 'verbose_json'; temperature: number }, opts: { signal: AbortSignal }): Promise<unknown> } };
}
type ToFile = (bytes: Buffer, name: string, opts: { type: string }) => Promise<unknown>;

function hostedApi(engine: WhisperApi['engine'], label: string, client: TranscriptionsClient, toFile: ToFile): WhisperApi {
  return {
    engine,
    label,
    async send(wav, model, signal) {
      const file = await toFile(wav, 'question.wav', { type: 'audio/wav' });
      return (await client.audio.transcriptions.create({ file, model, response_format: 'verbose_json', temperature: 0 }, { signal })) as VerboseTranscription;
    },
  };
}

export const groqApi = (opts: CloudOptions): WhisperApi =>
  hostedApi('groq', 'Groq', new Groq({ apiKey: opts.apiKey, baseURL: opts.baseURL, timeout: opts.timeoutMs, maxRetries: 1 }) as unknown as TranscriptionsClient, groqFile as unknown as ToFile);

export const openAiApi = (opts: CloudOptions): WhisperApi =>
  hostedApi('openai', 'OpenAI', new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, timeout: opts.timeoutMs, maxRetries: 1 }) as unknown as TranscriptionsClient, openAiFile as unknown as ToFile);

/**
 * Whisper hosted by Groq or OpenAI. The recording is checked and decoded here first (so bad audio gets the same
 * 4xx as with the local engine, and is never sent), then sent as 16 kHz mono WAV. Used only when its API key
 * is configured: the audio leaves the machine.
 */
export class CloudWhisperTranscriber implements Transcriber {
  constructor(
    private readonly api: WhisperApi,
    private readonly opts: CloudOptions,
  ) {}

  async ready(): Promise<string | null> {
    return null;
  }

  async status(): Promise<TranscriberStatus> {
    return { engine: this.api.engine, model: this.opts.model, ready: true, reason: null };
  }

  async transcribe(audio: Buffer, _mimeType: string): Promise<Transcript> {
    const { pcm, durationS } = await prepareAudio(this.opts.ffmpeg, audio, this.opts.limits);
    let reply: VerboseTranscription;
    try {
      reply = await this.api.send(encodeWav(pcm), this.opts.model, AbortSignal.timeout(this.opts.timeoutMs));
    } catch (err) {
      throw this.explain(err);
    }
    return { transcript: (reply.text ?? '').trim(), language: reply.language ?? null, duration_s: round(reply.duration ?? durationS), engine: this.api.engine };
  }

  /** The provider's failure as our error: its status and message, never the API key. */
  private explain(err: unknown): AppError {
    const status = (err as { status?: number }).status;
    const detail = ((err as Error).message ?? String(err)).split('\n')[0].slice(0, 300);
    const who = `${this.api.label} transcription`;
    if (status === 401 || status === 403) return new UpstreamError('transcribe_upstream_auth', `${who} refused the API key (HTTP ${status}); check ${this.api.engine.toUpperCase()}_API_KEY`);
    if (status === 429) return new UnavailableError('transcribe_rate_limited', `${who} is rate-limited (HTTP 429); try again shortly`);
    if (status !== undefined && status >= 400 && status < 500) return new UpstreamError('transcribe_upstream_rejected', `${who} rejected the audio (HTTP ${status}): ${detail}`);
    if (status !== undefined) return new UpstreamError('transcribe_upstream_failed', `${who} failed (HTTP ${status}): ${detail}`);
    return new UnavailableError('transcribe_unavailable', `${who} could not be reached: ${detail}`);
  }
}
