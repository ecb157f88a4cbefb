import type { Config, Transcriber } from '@specwise/shared/server';
import { CloudWhisperTranscriber, groqApi, openAiApi, type CloudOptions } from './cloud.transcriber.js';
import { WhisperTranscriber } from './whisper.transcriber.js';

type TranscribeConfig = Pick<Config, 'TRANSCRIBE_ENGINE' | 'GROQ_API_KEY' | 'GROQ_BASE_URL' | 'GROQ_WHISPER_MODEL' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_WHISPER_MODEL' | 'TRANSCRIBE_TIMEOUT_MS' | 'MAX_AUDIO_SECONDS' | 'WHISPER_MODEL' | 'MODELS_DIR' | 'MODELS_ALLOW_REMOTE' | 'FFMPEG_PATH'>;

/**
 * The speech-to-text engine the configuration asks for. `TRANSCRIBE_ENGINE=auto` (default): Groq when
 * GROQ_API_KEY is set, else OpenAI when OPENAI_API_KEY is, else local Whisper (transformers.js). Naming an
 * engine without its key is a startup error.
 */
export function transcriberFromConfig(config: TranscribeConfig): Transcriber {
  const engine = config.TRANSCRIBE_ENGINE === 'auto' ? (config.GROQ_API_KEY ? 'groq' : config.OPENAI_API_KEY ? 'openai' : 'local') : config.TRANSCRIBE_ENGINE;
  const limits = { maxSeconds: config.MAX_AUDIO_SECONDS };
  const cloud = (apiKey: string | undefined, baseURL: string | undefined, model: string, name: string): CloudOptions => {
    if (!apiKey) throw new Error(`TRANSCRIBE_ENGINE=${engine} needs ${name}`);
    return { apiKey, baseURL, model, timeoutMs: config.TRANSCRIBE_TIMEOUT_MS, ffmpeg: config.FFMPEG_PATH, limits };
  };
  if (engine === 'groq') {
    const opts = cloud(config.GROQ_API_KEY, config.GROQ_BASE_URL, config.GROQ_WHISPER_MODEL, 'GROQ_API_KEY');
    return new CloudWhisperTranscriber(groqApi(opts), opts);
  }
  if (engine === 'openai') {
    const opts = cloud(config.OPENAI_API_KEY, config.OPENAI_BASE_URL, config.OPENAI_WHISPER_MODEL, 'OPENAI_API_KEY');
    return new CloudWhisperTranscriber(openAiApi(opts), opts);
  }
  return new WhisperTranscriber({ modelId: config.WHISPER_MODEL, modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE, ffmpeg: config.FFMPEG_PATH, limits });
}
