import { z } from 'zod';
import express from 'express';
import { parseQueryRequest, type QueryInput } from '@specwise/shared';
import { errorHandler, errorMessage, metricsHandler, metricsMiddleware, openSse, requestLogging, type AppError, type Logger, type Metrics } from '@specwise/shared/server';
import type { QueryService } from './query.service.js';

const condenseRequestSchema = z.object({ question: z.string().min(1).max(2000), previous: z.object({ question: z.string().max(2000), about: z.string().max(500).nullable() }) }).strict();

/**
 * The query service's own HTTP face in the distributed stack: POST /query, POST /query/stream, POST /search, POST /condense, GET /health,
 * GET /metrics. The gateway's `x-request-id` is kept: logs and traces of one question share it.
 */
export function createQueryApp(service: QueryService, logger: Logger, metrics?: Metrics): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  if (metrics) app.use(metricsMiddleware(metrics));
  app.use(express.json({ limit: '64kb' }));
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  if (metrics) app.get('/metrics', metricsHandler(metrics));
  app.post('/query', (req, res, next) => {
    const ac = new AbortController();
    res.on('close', () => ac.abort());
    Promise.resolve().then(() => service.query({ ...parseQueryRequest(req.body), requestId: res.locals.requestId as string }, ac.signal)).then((r) => res.json(r), next);
  });
  // A follow-up condensed by the LLM (the gateway resolves conversations); null without an LLM.
  app.post('/condense', (req, res, next) => {
    Promise.resolve().then(() => {
      const body = condenseRequestSchema.parse(req.body);
      return service.condense(body.question, body.previous);
    }).then((standalone) => res.json({ standalone }), next);
  });
  // Retrieval only, for the gateway's retrieval-plugin API.
  app.post('/search', (req, res, next) => {
    Promise.resolve().then(() => {
      const input = parseQueryRequest(req.body);
      return service.search(input.question, input.specs, input.topK ?? 5, input.collections);
    }).then((hits) => res.json({ hits }), next);
  });
  app.post('/query/stream', (req, res, next) => {
    let parsed: QueryInput;
    try {
      parsed = { ...parseQueryRequest(req.body), requestId: res.locals.requestId as string };
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
