// The distributed stack without a Docker engine: what can be checked is checked — the compose file and
// Dockerfile agree, every variable is documented, and each service entry starts with the distributed config
// and fails with a clear message when its servers are unreachable.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { configSchema, silentLogger } from '@specwise/shared/server';
import { MODELS_DIR, REPO_ROOT } from '@specwise/shared/server/testing';
import { start } from '../services/gateway/src/main.js';
import { freePort } from '../services/ingest-worker/test/redis.js';

interface Service { image?: string; build?: { target?: string; context?: string }; depends_on?: Record<string, { condition: string }>; healthcheck?: unknown; environment?: Record<string, string>; ports?: string[] }
/** Apply YAML merge keys (`<<: *anchor`) as docker compose does; js-yaml leaves them as plain keys. */
function merged(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(merged);
  if (!node || typeof node !== 'object') return node;
  const { '<<': base, ...rest } = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const b of base === undefined ? [] : Array.isArray(base) ? base : [base]) Object.assign(out, merged(b));
  for (const [k, v] of Object.entries(rest)) out[k] = merged(v);
  return out;
}
const compose = merged(load(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'))) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
const envExample = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const node = (file: string) => [process.execPath, ['--import', 'tsx', join(REPO_ROOT, file)]] as const;

describe('docker-compose.yml and Dockerfile', () => {
  it('has every service of the stack, with healthchecks where others wait on them', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['elasticsearch', 'gateway', 'ingest-worker', 'qdrant', 'query', 'redis', 'transcribe']);
    for (const [name, svc] of Object.entries(compose.services)) {
      for (const [dep, cond] of Object.entries(svc.depends_on ?? {})) {
        expect(cond.condition, `${name} → ${dep}`).toBe('service_healthy');
        const target = compose.services[dep];
        const hasCheck = !!target.healthcheck || (target.build?.target ? new RegExp(`AS ${target.build.target}\\n(?:[^\\n]*\\n)*?HEALTHCHECK`).test(dockerfile.split(/^FROM /m).find((s) => s.includes(`AS ${target.build!.target}\n`)) ?? '') : false);
        expect(hasCheck, `${dep} needs a healthcheck`).toBe(true);
      }
    }
    expect(Object.keys(compose.volumes).sort()).toEqual(['es-data', 'models', 'qdrant-data', 'redis-data']);
    expect(compose.services['ingest-worker'].ports).toBeUndefined(); // scalable: --scale ingest-worker=3
  });

  it('builds each app service from a Dockerfile stage whose entry file exists, as a non-root user', () => {
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    for (const name of ['gateway', 'ingest-worker', 'query', 'transcribe']) {
      const svc = compose.services[name];
      expect(svc.build?.target).toBe(name);
      expect(stages).toContain(name);
      expect(existsSync(join(REPO_ROOT, svc.build!.context ?? '.', 'Dockerfile'))).toBe(true);
      const section = dockerfile.split(/^FROM /m).find((s) => s.startsWith(`runtime AS ${name}\n`))!;
      // node itself is PID 1's child process (no wrapper), so SIGTERM reaches the app's shutdown handler.
      const entry = /CMD \["node", "--import", "tsx", "([^"]+)"\]/.exec(section)![1];
      expect(existsSync(join(REPO_ROOT, entry)), entry).toBe(true);
      expect(svc.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(svc.environment?.MODELS_DIR).toBe('/models');
    }
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it('documents every configuration variable in .env.example and the README', () => {
    const documented = new Set([...envExample.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
    for (const key of Object.keys(configSchema.shape)) {
      expect(documented.has(key), `${key} in .env.example`).toBe(true);
      expect(readme.includes(key), `${key} in README`).toBe(true);
    }
    for (const m of readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8').matchAll(/\$\{([A-Z_]+)/g)) expect(documented.has(m[1]), m[1]).toBe(true);
  });
});

describe('service entries with unreachable servers', () => {
  const dead = async () => `redis://127.0.0.1:${await freePort()}`;

  it('gateway: starts, answers 503 naming Redis, never hangs', async () => {
    const app = await start({ env: { REDIS_URL: await dead(), HOST: '127.0.0.1', MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', DATA_DIR: mkdtempSync(join(tmpdir(), 'specwise-dead-')) }, port: 0, logger: silentLogger });
    try {
      const ready = await fetch(`${app.url}/ready`, { signal: AbortSignal.timeout(5000) });
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'redis_unavailable', message: expect.stringContaining('Redis') });
      const q = await fetch(`${app.url}/specifications`, { signal: AbortSignal.timeout(5000) });
      expect(q.status).toBe(503);
    } finally {
      await app.stop();
    }
  });

  it('ingest worker: refuses to start without REDIS_URL, and keeps retrying (saying so) when Redis is down', async () => {
    const none = spawnSync(...node('services/ingest-worker/src/main.ts'), { cwd: REPO_ROOT, env: { ...process.env, REDIS_URL: '' }, encoding: 'utf8', timeout: 30_000 });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('REDIS_URL is not set: the ingest worker consumes jobs from Redis');
    const proc = spawn(...node('services/ingest-worker/src/main.ts'), { cwd: REPO_ROOT, env: { ...process.env, REDIS_URL: await dead(), MODELS_DIR, LOG_LEVEL: 'warn' } });
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    const said = await new Promise<boolean>((resolve) => {
      const t = setTimeout(() => resolve(false), 20_000);
      proc.stdout.on('data', () => {
        if (out.includes('Redis connection error; retrying')) {
          clearTimeout(t);
          resolve(true);
        }
      });
    });
    proc.kill('SIGKILL');
    expect(said).toBe(true);
  });

  it('query service: answers 503 naming Redis', async () => {
    const port = await freePort();
    const proc = spawn(...node('services/query/src/main.ts'), { cwd: REPO_ROOT, env: { ...process.env, REDIS_URL: await dead(), PORT: String(port), HOST: '127.0.0.1', MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'specwise-dead-')) } });
    try {
      let res: Response | null = null;
      const until = Date.now() + 30_000;
      while (!res && Date.now() < until) {
        res = await fetch(`http://127.0.0.1:${port}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'list pets' }), signal: AbortSignal.timeout(5000) }).catch(() => null);
        if (!res) await new Promise((r) => setTimeout(r, 200));
      }
      expect(res!.status).toBe(503);
      expect(((await res!.json()) as { error: { code: string } }).error.code).toBe('redis_unavailable');
    } finally {
      proc.kill('SIGKILL');
    }
  });
});
