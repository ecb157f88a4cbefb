import { UnavailableError } from '../errors.js';

const CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/** The network error code of a failed call: on the error itself, or on its `cause` (fetch's "fetch failed"). */
export function connectionCode(err: unknown): string | null {
  const e = err as { name?: unknown; code?: unknown; cause?: { code?: unknown; cause?: { code?: unknown } } };
  // The Elasticsearch client names its network failures instead of coding them.
  if (e?.name === 'ConnectionError' || e?.name === 'NoLivingConnectionsError') return String(e.name);
  for (const code of [e?.code, e?.cause?.code, e?.cause?.cause?.code]) if (typeof code === 'string' && CONNECTION_CODES.has(code)) return code;
  return null;
}

/**
 * Retry a call on 429 and 5xx answers and on network faults, with exponential backoff and jitter. When the
 * service stays unreachable, the error is a 503 naming it (`service`), not a bare network error.
 */
export async function withBackoff<T>(fn: () => Promise<T>, opts: { attempts?: number; baseMs?: number; service?: string } = {}): Promise<T> {
  const attempts = opts.attempts ?? 5;
  const base = opts.baseMs ?? 200;
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const e = err as { status?: number; statusCode?: number; meta?: { statusCode?: number } };
      const status = e.status ?? e.statusCode ?? e.meta?.statusCode;
      const network = connectionCode(err);
      const transient = network !== null || (status !== undefined && (status === 429 || status >= 500));
      if (!transient || i >= attempts) {
        if (network) throw new UnavailableError('engine_unavailable', `${opts.service ?? 'a backing service'} is not reachable (${network} after ${i} attempts); try again shortly`);
        throw err;
      }
      await new Promise((r) => setTimeout(r, base * 2 ** (i - 1) * (0.5 + Math.random())));
    }
  }
}
