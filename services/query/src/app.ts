import express from 'express';
import { queryRequestSchema } from '@specwise/shared';
import { AppError, errorMessage, openSse, type Logger } from '@specwise/shared/server';
import { ZodError } from 'zod';
import type { QueryService } from './query.service.js';

/** The query service's own HTTP face in the distributed stack: POST /query, POST /query/stream, GET /health. */
export function createQueryApp(service: QueryService, logger: Logger): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '64kb' }));
  const input = (body: unknown) => {
    const b = queryRequestSchema.parse(body);
    return { question: b.question, specs: b.specification_names ?? (b.specification_name ? [b.specification_name] : undefined), topK: b.top_k };
  };
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  app.post('/query', (req, res, next) => {
    const ac = new AbortController();
    res.on('close', () => ac.abort());
    Promise.resolve().then(() => service.query(input(req.body), ac.signal)).then((r) => res.json(r), next);
  });
  app.post('/query/stream', (req, res, next) => {
    let parsed: ReturnType<typeof input>;
    try {
      parsed = input(req.body);
    } catch (err) {
      return next(err);
    }
    const ac = new AbortController();
    res.on('close', () => ac.abort());
    const send = openSse(res);
    service.stream(parsed, send, ac.signal).catch((err: unknown) => send('error', { code: (err as AppError).code ?? 'query_failed', message: errorMessage(err) })).finally(() => res.end());
  });
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err instanceof AppError) return res.status(err.status).json({ error: { code: err.code, message: err.message } });
    if (err instanceof ZodError) return res.status(400).json({ error: { code: 'invalid_request', message: err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') } });
    logger.error({ err }, 'query failed');
    res.status(500).json({ error: { code: 'internal_error', message: 'internal error; see the server log' } });
  });
  return app;
}
