import { useEffect, useRef, useState } from 'react';
import type { JobStatus } from '@specwise/shared';
import { api, ApiError } from './api.js';

export interface PollState {
  job: JobStatus | null;
  /** Set while the last poll failed and we are retrying. */
  retrying: string | null;
  /** Set when polling gave up (job unknown, or the server stayed unreachable). */
  error: string | null;
}

/**
 * Poll GET /jobs/:id until the job is done or failed. Network faults and 5xx are retried with backoff
 * (the UI shows "reconnecting"); a 404 or too many faults in a row stop polling with a message.
 */
export function usePollJob(jobId: string | null, opts: { intervalMs?: number; maxFailures?: number } = {}): PollState {
  const interval = opts.intervalMs ?? 500;
  const maxFailures = opts.maxFailures ?? 8;
  const [state, setState] = useState<PollState>({ job: null, retrying: null, error: null });
  const failures = useRef(0);

  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    failures.current = 0;
    const tick = async () => {
      try {
        const job = await api.job(jobId);
        if (stopped) return;
        failures.current = 0;
        setState({ job, retrying: null, error: null });
        if (job.state === 'done' || job.state === 'failed') return;
        timer = setTimeout(tick, interval);
      } catch (err) {
        if (stopped) return;
        const e = err as ApiError;
        if (e.status === 404 || e.status === 401) {
          setState((s) => ({ ...s, retrying: null, error: e.message }));
          return;
        }
        failures.current += 1;
        if (failures.current >= maxFailures) {
          setState((s) => ({ ...s, retrying: null, error: `Lost contact with the server: ${e.message}` }));
          return;
        }
        setState((s) => ({ ...s, retrying: `Reconnecting (attempt ${failures.current + 1})…` }));
        timer = setTimeout(tick, Math.min(interval * 2 ** failures.current, 8000));
      }
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [jobId, interval, maxFailures]);

  return state;
}
