import express from 'express';
import multer from 'multer';
import { AppError, ValidationError, type Logger, type Transcriber } from '@specwise/shared/server';

/** The transcribe service's HTTP face: POST /transcribe (multipart "file") → { transcript }. */
export function createTranscribeApp(transcriber: Transcriber, opts: { maxBytes: number; logger: Logger }): express.Express {
  const app = express();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: opts.maxBytes, files: 1 } });
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  app.post('/transcribe', upload.single('file'), (req, res, next) => {
    if (!req.file) return next(new ValidationError('file_missing', 'no audio: send it in a multipart field named "file"', 400));
    transcriber.transcribe(req.file.buffer, req.file.mimetype).then((transcript) => res.json({ transcript }), next);
  });
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err instanceof AppError) return res.status(err.status).json({ error: { code: err.code, message: err.message } });
    if ((err as { code?: string }).code === 'LIMIT_FILE_SIZE') return res.status(413).json({ error: { code: 'file_too_large', message: 'the audio is over MAX_AUDIO_BYTES' } });
    opts.logger.error({ err }, 'transcribe failed');
    res.status(500).json({ error: { code: 'internal_error', message: 'internal error; see the server log' } });
  });
  return app;
}
