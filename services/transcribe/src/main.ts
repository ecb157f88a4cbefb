import { loggerFromConfig, loadConfig, Metrics } from '@specwise/shared/server';
import { createTranscribeApp } from './app.js';
import { transcriberFromConfig } from './transcriber.config.js';

// The transcribe service of the distributed stack (PORT, default 8083 in docker-compose).
const config = loadConfig();
const logger = loggerFromConfig(config, 'transcribe');
const transcriber = transcriberFromConfig(config);
void transcriber.ready().then((reason) => reason && logger.warn(`${reason}; /transcribe answers 503 until a model is available`));
const server = createTranscribeApp(transcriber, { maxBytes: config.MAX_AUDIO_BYTES, logger, metrics: new Metrics('transcribe') }).listen(config.PORT, config.HOST, (err?: Error) => {
  if (err) {
    logger.fatal(`transcribe service cannot listen on :${config.PORT}: ${err.message}`);
    process.exit(1);
  }
  logger.info(`transcribe service on :${config.PORT}`);
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
