import { createLogger, loadConfig } from '@specwise/shared/server';
import { createTranscribeApp } from './app.js';
import { WhisperTranscriber } from './whisper.transcriber.js';

// The transcribe service of the distributed stack (PORT, default 8083 in docker-compose).
const config = loadConfig();
const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.LOG_PRETTY ?? process.stdout.isTTY === true, service: 'transcribe' });
const transcriber = new WhisperTranscriber({ modelId: config.WHISPER_MODEL, modelsDir: config.MODELS_DIR, allowRemote: config.MODELS_ALLOW_REMOTE, ffmpeg: config.FFMPEG_PATH });
void transcriber.ready().then((reason) => reason && logger.warn(`${reason}; /transcribe answers 503 until a model is available`));
const server = createTranscribeApp(transcriber, { maxBytes: config.MAX_AUDIO_BYTES, logger }).listen(config.PORT, config.HOST, (err?: Error) => {
  if (err) {
    logger.fatal(`transcribe service cannot listen on :${config.PORT}: ${err.message}`);
    process.exit(1);
  }
  logger.info(`transcribe service on :${config.PORT}`);
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
