import express from 'express';
import { parseQueryRequest, type QueryInput } from '@specwise/shared';
import { errorHandler, errorMessage, openSse, type AppError, type Logger } from '@specwise/shared/server';
import type { QueryService } from './query.service.js';

/** The query service's own HTTP face in the distributed stack: POST /query, POST /query/stream, GET /health. */
export function createQueryApp(service: QueryService, logger: Logger): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '64kb' }));
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  app.post('/query', (req, res, next) => {
    const ac = new AbortController();
    res.on('close', () => ac.abort());
    Promise.resolve().then(() => service.query(parseQueryRequest(req.body), ac.signal)).then((r) => res.json(r), next);
  });
  app.post('/query/stream', (req, res, next) => {
    let parsed: QueryInput;
    try {
      parsed = parseQueryRequest(req.body);
    } catch (err) {
      return next(err);
    }
    const ac = new AbortController();
    res.on('close', () => ac.abort());
    const send = openSse(res);
    service.stream(parsed, send, ac.signal).catch((err: unknown) => send('error', { code: (err as AppError).code ?? 'query_failed', message: errorMessage(err) })).finally(() => res.end());
  });
  app.use(errorHandler(logger));
  return app;
}
