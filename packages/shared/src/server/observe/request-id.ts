import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';

/** A request id we accept from a caller or a proxy: short, plain characters (it goes into logs and headers). */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';
const PROBES = new Set(['/health', '/ready', '/metrics']);

/** The id of this request: the caller's `x-request-id` when it is sane, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const v = Array.isArray(header) ? header[0] : header;
  return v && SAFE_ID.test(v) ? v : randomUUID();
}

/**
 * Every request gets an id (echoed in `x-request-id`), a child logger carrying it (`res.locals.log`), and one
 * log line when it ends (method, route, status, ms). The id travels on: into ingest jobs (the worker logs it
 * beside the job id) and to the query service (as the same header).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ requestId });
    res.set(REQUEST_ID_HEADER, requestId);
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Math.round(Number(process.hrtime.bigint() - start) / 1e6);
      const line = { method: req.method, path: req.path, status: res.statusCode, ms };
      const log = res.locals.log as Logger;
      if (res.statusCode >= 500) log.error(line, 'request failed');
      // Probes and scrapes come every few seconds: debug only.
      else if (PROBES.has(req.path)) log.debug(line, 'request');
      else log.info(line, 'request');
    });
    next();
  };
}
