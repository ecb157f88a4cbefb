import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EVAL_DIR, MODELS_DIR, REPO_ROOT } from '@specwise/shared/server/testing';

const dataDir = mkdtempSync(join(tmpdir(), 'specwise-cli-'));
// LOG_LEVEL unset, as a user runs it: only the CLI's own messages may reach stderr.
const run = (...args: string[]) =>
  spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/specwise.mjs'), ...args], { env: { ...process.env, DATA_DIR: dataDir, MODELS_DIR, MODELS_ALLOW_REMOTE: 'false', LOG_LEVEL: '' }, encoding: 'utf8', timeout: 120_000 });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the specwise CLI', () => {
  it('ingests a file, lists it, answers a question, deletes it', () => {
    const ingest = run('ingest', join(EVAL_DIR, 'specs', 'petstore_openapi.yaml'), '--name', 'pets');
    expect(ingest.stderr).toBe('');
    expect(ingest.stdout).toBe('ingested pets: 19 endpoints\n');
    expect(run('specs').stdout).toMatch(/^pets\tSwagger Petstore - OpenAPI 3\.0 v1\.0\.27-SNAPSHOT\t19 operations\t/);
    const ask = run('ask', 'how do I add a new pet?', '--spec', 'pets', '--json');
    expect(ask.status).toBe(0);
    expect((JSON.parse(ask.stdout) as { sources: Array<{ endpoint: string }> }).sources[0].endpoint).toBe('POST /pet');
    expect(run('delete', 'pets').stdout).toBe('deleted pets\n');
    expect(run('specs').stdout).toBe('no specifications ingested\n');
  }, 300_000);

  it('fails with a clear message and exit code 1 on bad input', () => {
    const r = run('ingest', '/nope/spec.yaml');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('specwise: no such file: /nope/spec.yaml\n');
    const d = run('delete', 'ghost');
    expect(d.status).toBe(1);
    expect(d.stderr).toBe('specwise: no specification named "ghost"\n');
    expect(run().status).toBe(2);
    // A spec that fails to ingest: the reason, once, and no log lines beside it.
    const broken = join(dataDir, 'broken.json');
    writeFileSync(broken, '{"openapi": "3.0.0", "paths": {');
    const b = run('ingest', broken);
    expect(b.status).toBe(1);
    expect(b.stderr).toMatch(/^specwise: broken\.json is not valid JSON[^\n]*\n$/);
    // An unknown spec names the command that lists them.
    const q = run('ask', 'how do I add a pet?', '--spec', 'ghost');
    expect(q.status).toBe(1);
    expect(q.stderr).toBe('specwise: no specification named "ghost"; `specwise specs` lists them\n');
  }, 300_000);
});
