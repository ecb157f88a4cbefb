import express from 'express';
import multer from 'multer';
import { errorHandler, metricsHandler, metricsMiddleware, requestLogging, ValidationError, type Logger, type Metrics, type Transcriber } from '@specwise/shared/server';

/**
 * The transcribe service's HTTP face: POST /transcribe (multipart "file") → { transcript, language, duration_s,
 * engine }; GET /transcribe/status → the engine and whether it is ready.
 */
export function createTranscribeApp(transcriber: Transcriber, opts: { maxBytes: number; logger: Logger; metrics?: Metrics }): express.Express {
  const app = express();
  app.use(requestLogging(opts.logger));
  if (opts.metrics) {
    app.use(metricsMiddleware(opts.metrics));
    app.get('/metrics', metricsHandler(opts.metrics));
  }
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: opts.maxBytes, files: 1 } });
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  app.get('/transcribe/status', (_req, res, next) => void transcriber.status().then((s) => res.json(s), next));
  app.post('/transcribe', upload.single('file'), (req, res, next) => {
    if (!req.file) return next(new ValidationError('file_missing', 'no audio: send it in a multipart field named "file"', 400));
    transcriber.transcribe(req.file.buffer, req.file.mimetype).then((t) => res.json(t), next);
  });
  app.use(errorHandler(opts.logger, { fileTooLarge: 'the audio is over MAX_AUDIO_BYTES' }));
  return app;
}
