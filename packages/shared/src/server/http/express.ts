import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, errorMessage } from '../errors.js';
import type { Logger } from '../logger.js';
import { ZodError } from 'zod';

/** Wrap an async handler so a rejection reaches the error middleware. */
export const route =
  (fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    fn(req, res).catch(next);
  };

export function zodMessage(err: ZodError): string {
  return err.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/**
 * The one error middleware of every service: `{ error: { code, message } }` with the right status; unknown
 * errors are a logged 500 with no stack sent. `fileTooLarge` words the 413 for the service's uploads.
 */
export function errorHandler(logger: Logger, opts: { fileTooLarge?: string } = {}) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    let status = 500;
    let code = 'internal_error';
    let message = 'internal error; see the server log';
    const e = err as { type?: string; code?: string; status?: number; field?: string };
    if (err instanceof AppError) ({ status, code, message } = err);
    else if (err instanceof ZodError) [status, code, message] = [400, 'invalid_request', zodMessage(err)];
    else if (e?.type === 'entity.too.large') [status, code, message] = [413, 'request_too_large', 'the request body is over the limit'];
    else if (e?.type === 'entity.parse.failed') [status, code, message] = [400, 'invalid_json', 'the request body is not valid JSON'];
    else if (e?.code === 'LIMIT_FILE_SIZE') [status, code, message] = [413, 'file_too_large', opts.fileTooLarge ?? 'the uploaded file is over the size limit'];
    else if (typeof e?.code === 'string' && e.code.startsWith('LIMIT_')) [status, code, message] = [400, 'invalid_upload', `${errorMessage(err)}${e.field ? ` (field "${e.field}")` : ''}`];
    if (status >= 500 && !(err instanceof AppError)) logger.error({ err, path: req.path }, 'unhandled error');
    if (res.headersSent) return res.end();
    res.status(status).json({ error: { code, message } });
  };
}
