/** Retry a call on 429 and 5xx answers (and network faults) with exponential backoff and jitter. */
export async function withBackoff<T>(fn: () => Promise<T>, opts: { attempts?: number; baseMs?: number } = {}): Promise<T> {
  const attempts = opts.attempts ?? 5;
  const base = opts.baseMs ?? 200;
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const e = err as { status?: number; statusCode?: number; meta?: { statusCode?: number }; code?: string };
      const status = e.status ?? e.statusCode ?? e.meta?.statusCode;
      const transient = status === undefined ? ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'UND_ERR_SOCKET'].includes(e.code ?? '') : status === 429 || status >= 500;
      if (!transient || i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, base * 2 ** (i - 1) * (0.5 + Math.random())));
    }
  }
}
