// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure } from '@testing-library/react';

// Generous waits: these assert order and outcome, not speed (a loaded CI machine is slow).
configure({ asyncUtilTimeout: 15_000 });
import { setApiBase } from './api.js';
import { usePollJob } from './usePollJob.js';

// A real HTTP server scripts what GET /jobs/:id answers, call by call.
const scripts = new Map<string, Array<{ status: number; body?: unknown } | 'drop'>>();
const calls = new Map<string, number>();
let server: Server;

const job = (id: string, state: string, progress: number, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { id, state, stage: state === 'queued' ? null : 'embed', progress, specification_name: 'pets', chunks_stored: state === 'done' ? 19 : 0, warnings: [], error: null, created_at: '', updated_at: '', ...extra },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const id = decodeURIComponent(req.url!.split('/').pop()!);
    const n = calls.get(id) ?? 0;
    calls.set(id, n + 1);
    const script = scripts.get(id) ?? [];
    const step = script[Math.min(n, script.length - 1)];
    res.setHeader('access-control-allow-origin', '*');
    if (!step) return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'job_not_found', message: `no job with id "${id}"` } }));
    if (step === 'drop') return void req.socket.destroy();
    res.writeHead(step.status, { 'content-type': 'application/json' }).end(JSON.stringify(step.body ?? { error: { code: 'boom', message: 'server error' } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(cleanup);

function Probe({ id }: { id: string }) {
  const { job: j, retrying, error } = usePollJob(id, { intervalMs: 10, maxFailures: 3 });
  return (
    <div>
      <span data-testid="state">{j ? `${j.state}:${j.progress}` : 'none'}</span>
      <span data-testid="retry">{retrying ?? ''}</span>
      <span data-testid="error">{error ?? ''}</span>
      <span data-testid="job-error">{j?.error?.message ?? ''}</span>
    </div>
  );
}

describe('usePollJob', () => {
  it('polls through queued and running until done, then stops', async () => {
    scripts.set('a', [job('a', 'queued', 0), job('a', 'running', 40), job('a', 'done', 100)]);
    render(<Probe id="a" />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('done:100'));
    const n = calls.get('a');
    await act(() => new Promise((r) => setTimeout(r, 80)));
    expect(calls.get('a')).toBe(n);
    expect(n).toBe(3);
  });

  it('stops on failed and exposes the job error', async () => {
    scripts.set('b', [job('b', 'running', 10), job('b', 'failed', 10, { error: { code: 'spec_no_paths', message: 'x.yaml has no "paths"' } })]);
    render(<Probe id="b" />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('failed:10'));
    expect(screen.getByTestId('job-error').textContent).toBe('x.yaml has no "paths"');
  });

  it('retries through network errors and 5xx, then recovers', async () => {
    scripts.set('c', [job('c', 'running', 20), 'drop', { status: 503 }, job('c', 'done', 100)]);
    render(<Probe id="c" />);
    await waitFor(() => expect(screen.getByTestId('retry').textContent).toMatch(/^Reconnecting \(attempt \d\)…$/));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('done:100'));
    expect(screen.getByTestId('retry').textContent).toBe('');
    expect(screen.getByTestId('error').textContent).toBe('');
  });

  it('gives up after repeated network errors with a message', async () => {
    scripts.set('d', ['drop']);
    render(<Probe id="d" />);
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('Lost contact with the server: The Specwise server cannot be reached. Check that it is running.'), { timeout: 5000 });
    expect(calls.get('d')).toBe(3);
  });

  it('stops at once on an unknown job (404)', async () => {
    render(<Probe id="zzz" />);
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('no job with id "zzz"'));
    expect(calls.get('zzz')).toBe(1);
  });
});
