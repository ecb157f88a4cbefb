// Serving under load: the embedded app over HTTP while Kubernetes ingests, and 20 concurrent clients on
// Stripe. Figures and ratios only (issue targets: /health < 50 ms and query p99 < 500 ms during an ingest;
// concurrent p99 within 3× of a lone query).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite, silentLogger } from '@specwise/shared/server';
import { EVAL_DIR, MODELS_DIR } from '@specwise/shared/server/testing';
import { start } from '../services/gateway/src/main.js';

const pct = (xs: number[], p: number) => +[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))].toFixed(1);

async function timed(fn: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  const r = await fn();
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return performance.now() - t0;
}

export async function benchServing(env: Record<string, string | undefined>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'specwise-bench-serving-'));
  const app = await start({ env: { MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent' }, port: 0, logger: silentLogger });
  const upload = async (file: string, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(join(EVAL_DIR, 'specs', file))]), file);
    form.append('specification_name', name);
    const r = (await (await fetch(`${app.url}/upload`, { method: 'POST', body: form })).json()) as { job_id: string };
    return r.job_id;
  };
  const state = async (id: string) => ((await (await fetch(`${app.url}/jobs/${id}`)).json()) as { state: string }).state;
  const finished = async (id: string) => {
    while (!['done', 'failed'].includes(await state(id))) await new Promise((r) => setTimeout(r, 100));
  };
  const ask = (question: string, spec: string) => () => fetch(`${app.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question, specification_name: spec }) });
  const rows: Array<Record<string, unknown>> = [];
  try {
    await finished(await upload('petstore_openapi.yaml', 'petstore'));
    await finished(await upload('stripe_spec3.json', 'stripe'));

    // 1. While Kubernetes ingests (parse, chunk, embed 1,123 operations in a worker thread).
    const health: number[] = [];
    const pets: number[] = [];
    const writes: number[] = [];
    // Another connection to the data file, as the gateway's job updates and a second ingest thread have: how long
    // its writes wait while the ingest thread writes Kubernetes' indexes.
    const other = openSqlite(join(dataDir, 'specwise.sqlite'));
    other.exec('create table if not exists bench_writes(at real)');
    const insert = other.prepare('insert into bench_writes(at) values (?)');
    const write = () => {
      const t = performance.now();
      insert.run(t);
      return performance.now() - t;
    };
    const job = await upload('kubernetes_swagger.json', 'kubernetes');
    let running = true;
    const t0 = performance.now();
    const loops = [
      (async () => { while (running) { health.push(await timed(() => fetch(`${app.url}/health`))); await new Promise((r) => setTimeout(r, 20)); } })(),
      (async () => { while (running) { pets.push(await timed(ask('how do I add a new pet?', 'petstore'))); await new Promise((r) => setTimeout(r, 20)); } })(),
      (async () => { while (running) { writes.push(write()); await new Promise((r) => setTimeout(r, 20)); } })(),
    ];
    await finished(job);
    running = false;
    await Promise.all(loops);
    const ingestMs = Math.round(performance.now() - t0);
    rows.push({ scenario: `/health during Kubernetes ingest (${ingestMs} ms)`, requests: health.length, p50_ms: pct(health, 50), p99_ms: pct(health, 99), max_ms: pct(health, 100) });
    rows.push({ scenario: 'Petstore /query during Kubernetes ingest', requests: pets.length, p50_ms: pct(pets, 50), p99_ms: pct(pets, 99), max_ms: pct(pets, 100) });
    rows.push({ scenario: 'a write to the data file during Kubernetes ingest (another connection)', requests: writes.length, p50_ms: pct(writes, 50), p99_ms: pct(writes, 99), max_ms: pct(writes, 100) });
    other.close();

    // 2. A lone client, then 20 concurrent clients, on Stripe.
    const questions = ['how do I refund a charge?', 'create a customer', 'list all invoices for a customer', 'cancel a subscription', 'attach a payment method to a customer', 'delete a webhook endpoint', 'retrieve a balance transaction', 'create a payout to my bank account', 'update a product price', 'list disputes'];
    for (const q of questions) await timed(ask(q, 'stripe')); // warm
    const lone: number[] = [];
    for (let i = 0; i < 40; i++) lone.push(await timed(ask(questions[i % questions.length], 'stripe')));
    rows.push({ scenario: 'Stripe /query, 1 client', requests: lone.length, p50_ms: pct(lone, 50), p99_ms: pct(lone, 99), max_ms: pct(lone, 100) });
    const concurrent: number[] = [];
    let next = 0;
    const total = 200;
    const tc = performance.now();
    await Promise.all(Array.from({ length: 20 }, async () => {
      while (next < total) {
        const i = next++;
        concurrent.push(await timed(ask(questions[i % questions.length], 'stripe')));
      }
    }));
    const seconds = (performance.now() - tc) / 1000;
    rows.push({ scenario: `Stripe /query, 20 clients (${(total / seconds).toFixed(1)} req/s; p99 = ${(pct(concurrent, 99) / pct(lone, 50)).toFixed(1)}× lone p50)`, requests: concurrent.length, p50_ms: pct(concurrent, 50), p99_ms: pct(concurrent, 99), max_ms: pct(concurrent, 100) });
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
