import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evalSpec, REPO_ROOT } from '@specwise/shared/server/testing';
import { silentLogger, type Embedder } from '@specwise/shared/server';
import { describe, expect, it, vi } from 'vitest';
import { questionEmbedderFor, realEmbedder, setup } from '../test/fixture.js';
import { COVERAGE_MODEL } from './confidence.js';
import { calibrationQuestions, GATE_PROBE_SHARE, parseGateCalibration, specGate, thresholdLetting, warmInBackground } from './spec-gate.js';

const probeFile = (f: string) => readFileSync(join(REPO_ROOT, 'eval', 'questions', f), 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { question: string }).question);
const probeFiles = readdirSync(join(REPO_ROOT, 'eval', 'questions')).filter((f) => f.startsWith('probes'));

describe("a spec's own not-covered gate", () => {
  it('lets through at most the given share of the calibration scores, ties at the cut kept out', () => {
    const scores = Array.from({ length: 100 }, (_, i) => i / 100);
    const t = thresholdLetting(scores, 0.02);
    expect(scores.filter((s) => s >= t)).toEqual([0.98, 0.99]);
    expect([0.5, 0.9, 0.9, 0.9].filter((s) => s >= thresholdLetting([0.5, 0.9, 0.9, 0.9], 0.5))).toEqual([]);
  });

  it("is raised above the model's gate where too many everyday questions would pass, never lowered", () => {
    const near = Array.from({ length: 100 }, (_, i) => (i < 10 ? 0.8 : 0.1)); // 10% pass a gate of 0.5
    expect(specGate(near, 0.5)).toBeGreaterThan(0.8);
    const far = Array.from({ length: 100 }, () => 0.1);
    expect(specGate(far, 0.5)).toBe(0.5);
    expect(specGate([], 0.5)).toBe(0.5);
    expect(GATE_PROBE_SHARE).toBe(0.02);
  });

  it('is calibrated on the training probes only: every one of them, none of the held-out ones', () => {
    const training = probeFiles.filter((f) => !f.startsWith('probes-heldout')).sort().flatMap(probeFile);
    const heldOut = new Set(probeFiles.filter((f) => f.startsWith('probes-heldout')).flatMap(probeFile));
    expect(calibrationQuestions()).toEqual(training); // else: npm run eval -- --write-gate-calibration
    expect(calibrationQuestions().filter((q) => heldOut.has(q))).toEqual([]);
  });

  it('names the file that holds no calibration questions', () => {
    expect(() => parseGateCalibration('{"questions": []}', 'gate.json')).toThrow(/gate\.json: "questions" must be a non-empty list/);
    expect(() => parseGateCalibration('not json', 'gate.json')).toThrow(/gate\.json: not JSON/);
    expect(parseGateCalibration('{"fitted_on": "x", "questions": ["a?"]}', 'gate.json')).toEqual({ fitted_on: 'x', questions: ['a?'] });
  });
});

describe('warming gates in the background', () => {
  it('calibrates the listed specs, and only logs a failure to list or calibrate them', async () => {
    const logger = silentLogger.child({});
    const warn = vi.spyOn(logger, 'warn');
    const warmed: string[][] = [];
    warmInBackground({ warmGate: async (names) => void warmed.push(names) }, Promise.resolve(['stripe']), logger);
    warmInBackground({ warmGate: async () => { throw new Error('boom'); } }, ['petstore'], logger);
    warmInBackground({ warmGate: async (names) => void warmed.push(names) }, Promise.reject(new Error('catalog down')), logger);
    await new Promise((done) => setTimeout(done, 10));
    expect(warmed).toEqual([['stripe']]);
    expect(warn.mock.calls.map((c) => (c[0] as { err: string }).err).sort()).toEqual(['boom', 'catalog down']);
  });
});

describe("each spec's own gate on the real specs (Stripe, Petstore)", async () => {
  const { service } = await setup({ stripe: 'stripe_spec3.yaml', petstore: 'petstore_openapi.yaml' }, { calibrateGate: true });
  const ask = (question: string, spec: string) => service.query({ question, specs: [spec] });
  // Written for this test: an everyday money question the model's gate lets through on Stripe.
  const everyday = 'should I pay off my credit card balance in full every month?';

  it("reads the model's gate while a spec is being calibrated, and says so; the question does not wait", async () => {
    const r = await ask(everyday, 'stripe');
    expect(r.confidence_signals.coverage?.gate).toBe(COVERAGE_MODEL.gate);
    expect(r.covered).toBe(true);
    expect(r.retrieval.notes.join(' ')).toMatch(/not-covered gate of stripe is being calibrated/);
  });

  it('raises the gate of a spec near everyday life until the everyday question is not covered, and answers its API questions', async () => {
    await service.warmGate(['stripe', 'petstore']);
    const r = await ask(everyday, 'stripe');
    expect(r.covered).toBe(false);
    expect(r.confidence_signals.coverage!.gate).toBeGreaterThan(COVERAGE_MODEL.gate);
    expect(r.retrieval.notes.join(' ')).not.toMatch(/being calibrated/);
    for (const q of ['how do I refund a charge?', 'stop charging customer cus_42 every month']) expect((await ask(q, 'stripe')).covered, q).toBe(true);
  });

  it("keeps the model's gate for a spec far from everyday life", async () => {
    await service.warmGate(['petstore']);
    const r = await ask('how do I add a new pet to the store?', 'petstore');
    expect(r.covered).toBe(true);
    expect(r.confidence_signals.coverage?.gate).toBe(COVERAGE_MODEL.gate);
  });

  it('has nothing to calibrate when no spec is named (a server started with nothing ingested)', async () => {
    const empty = await setup({}, { calibrateGate: true });
    await expect(empty.service.warmGate([])).resolves.toBeUndefined();
    empty.db.close();
  });

  it('asked of several specs, reads the highest of their gates', async () => {
    const r = await service.query({ question: everyday, specs: ['stripe', 'petstore'] });
    expect(r.confidence_signals.coverage!.gate).toBeGreaterThan(COVERAGE_MODEL.gate);
  });
});

describe('calibrating the gates of several specs, and of one ingested again', async () => {
  it("reads each calibration question's api-question score once, whichever spec asks it", async () => {
    let embedded = 0;
    const line = questionEmbedderFor(realEmbedder())!;
    const counting = new Proxy(line, {
      get: (target, prop) => (prop === 'embedQuery' ? (text: string) => (embedded++, target.embedQuery(text)) : Reflect.get(target, prop, target)),
    }) as Embedder;
    const { service, db } = await setup({ petstore: 'petstore_openapi.yaml', spotify: 'spotify_oas.json' }, { calibrateGate: true, questionEmbedder: counting });
    await service.warmGate(['petstore']);
    const first = embedded;
    expect(first).toBe(calibrationQuestions().length);
    await service.warmGate(['spotify']);
    expect(embedded).toBe(first);
    // A question asked again reads its kept score; a service that keeps none (as the bench times) embeds it again.
    const q = { question: 'how do I add a new pet?', specs: ['petstore'] };
    await service.query(q);
    await service.query(q);
    expect(embedded).toBe(first + 1);
    const { service: keepsNone, db: db2 } = await setup({ petstore: 'petstore_openapi.yaml' }, { questionEmbedder: counting, questionScoresKept: 0 });
    await keepsNone.query(q);
    await keepsNone.query(q);
    expect(embedded).toBe(first + 3);
    db.close();
    db2.close();
  });

  it('stops its calibrations when the service stops, and reads no store after that', async () => {
    const logger = silentLogger.child({});
    const info = vi.spyOn(logger, 'info');
    const warn = vi.spyOn(logger, 'warn');
    const { service, db } = await setup({ petstore: 'petstore_openapi.yaml' }, { calibrateGate: true, logger });
    const warming = service.warmGate(['petstore']);
    await new Promise((done) => setTimeout(done, 300));
    await service.stop();
    // The stores close right after the stop: nothing of the calibration runs on (it would log "… is not open").
    db.close();
    await expect(warming).resolves.toBeUndefined();
    await expect(service.warmGate(['petstore'])).resolves.toBeUndefined();
    await new Promise((done) => setTimeout(done, 100));
    const messages = info.mock.calls.map((c) => c.at(-1));
    expect(messages).toContain('not-covered gate calibration stopped: the service is stopping (it runs again at the next start)');
    expect(messages).not.toContain('not-covered gate calibrated');
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops calibrating an ingest that was replaced, and calibrates the new one', async () => {
    const logger = silentLogger.child({});
    const info = vi.spyOn(logger, 'info');
    const { service, stores, ingest, db } = await setup({ petstore: 'petstore_openapi.yaml' }, { calibrateGate: true, logger });
    const old = service.warmGate(['petstore']);
    await new Promise((done) => setTimeout(done, 300));
    // Another version of the spec (a summary changed): a new ingest, not the same one again.
    await stores.uploads.put('petstore', Buffer.from(evalSpec('petstore_openapi.yaml').toString().replace('summary: Add a new pet to the store', 'summary: Add a pet to the store')));
    await stores.jobStore.create({ id: 'again', specification_name: 'petstore' });
    await ingest({ jobId: 'again', specName: 'petstore', source: { kind: 'upload', uploadKey: 'petstore', filename: 'petstore_openapi.yaml' } });
    await Promise.all([old, service.warmGate(['petstore'])]);
    const messages = info.mock.calls.map((c) => c.at(-1));
    expect(messages).toContain('not-covered gate calibration stopped: the spec was ingested again');
    expect(messages.filter((m) => m === 'not-covered gate calibrated')).toHaveLength(1);
    const r = await service.query({ question: 'how do I add a new pet to the store?', specs: ['petstore'] });
    expect(r.retrieval.notes.join(' ')).not.toMatch(/being calibrated/);
    db.close();
  });
});
