import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@specwise/shared/server';
import { MODELS_DIR } from '@specwise/shared/server/testing';
import { start, type Running } from '../src/main.js';

/** Boot the real app (embedded mode) on port 0 with a fresh data folder. */
export async function boot(env: Record<string, string> = {}): Promise<Running & { dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'specwise-test-'));
  const { PORT, ...rest } = env;
  let running: Running;
  try {
    running = await start({ env: { DATA_DIR: dataDir, MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...rest }, port: PORT ? Number(PORT) : 0, logger: silentLogger });
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    ...running,
    dataDir,
    async cleanup() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitForJob(base: string, id: string, headers: Record<string, string> = {}, timeoutMs = 120_000): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await (await fetch(`${base}/jobs/${id}`, { headers })).json()) as Record<string, unknown>;
    if (job.state === 'done' || job.state === 'failed') return job;
    if (Date.now() > until) throw new Error(`job ${id} did not finish: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function specForm(content: Buffer | string, filename: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return form;
}
