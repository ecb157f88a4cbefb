import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCondensed, CONDENSE_SYSTEM, condensePrompt, LlamaCppAnswerGenerator } from '@specwise/query';
import { evalSpec, hasLocalLlm, LOCAL_LLM } from '@specwise/shared/server/testing';
import { boot, specForm, waitForJob } from './helpers.js';

// The real in-process LLM path: llama.cpp (node-llama-cpp, CPU build) running Gemma 3 270M, provisioned by
// `npm run models -- --llm`. The model is tiny and not instruction-tuned: these tests check that the path
// runs (prompt, streaming, citations and field grounding computed from what it wrote, time limit, abort),
// not the quality of what it writes.
const present = hasLocalLlm() || !!process.env.CI;
const SPEC = 'swagger_petstore_openapi_3_0';

interface Sse { event: string; data: Record<string, unknown> }
function parseSse(text: string): Sse[] {
  return text.split('\n\n').filter(Boolean).map((block) => {
    const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
    const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
    return { event, data: data ? (JSON.parse(data) as Record<string, unknown>) : {} };
  });
}

describe.skipIf(!present)(`a local GGUF model answering through /query/stream${present ? '' : ' (skipped: run npm run models -- --llm)'}`, () => {
  let app: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    app = await boot({ LLM_MODEL_PATH: LOCAL_LLM.modelPath, LLM_RUNTIME_DIR: LOCAL_LLM.runtimeDir, LLM_MAX_TOKENS: '64', LLM_CONTEXT_SIZE: '4096' });
    const res = await fetch(`${app.url}/upload`, { method: 'POST', body: specForm(evalSpec('petstore_openapi.yaml'), 'petstore_openapi.yaml') });
    expect((await waitForJob(app.url, ((await res.json()) as { job_id: string }).job_id)).state).toBe('done');
  }, 180_000);
  afterAll(() => app?.cleanup());

  it('streams the model\'s tokens, and computes sources and ungrounded names from what it wrote', async () => {
    const res = await fetch(`${app.url}/query/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'how do I add a new pet?', specification_name: SPEC }) });
    const events = parseSse(await res.text());
    const tokens = events.filter((e) => e.event === 'token').map((e) => String(e.data.text));
    const done = events.find((e) => e.event === 'done')!.data as { answer: string; answer_mode: string; sources: Array<{ endpoint: string }>; ungrounded: string[]; notes?: string[]; confidence: number; covered: boolean };
    expect(events[0].event).toBe('sources');
    expect(done.answer_mode).toBe('llm');
    // Several streamed pieces (not one block), and the answer is exactly what was streamed.
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.join('').trim()).toBe(done.answer);
    // Sources are the operations the text names, or the top retrieved one when it names none.
    const named = done.sources.filter((s) => done.answer.includes(s.endpoint));
    expect(named.length === done.sources.length || done.sources.length === 1).toBe(true);
    expect(Array.isArray(done.ungrounded)).toBe(true);
    expect(done.confidence).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('stops a generation that outlives LLM_TIMEOUT_MS, withdraws what it streamed and answers extractively, saying why', async () => {
    // One excerpt, so that the prompt is read quickly and tokens stream before the 1 s limit.
    const slow = await boot({ LLM_MODEL_PATH: LOCAL_LLM.modelPath, LLM_RUNTIME_DIR: LOCAL_LLM.runtimeDir, LLM_MAX_TOKENS: '4000', LLM_TIMEOUT_MS: '1000', LLM_CONTEXT_SIZE: '8192', ANSWER_TOP_K: '1' });
    try {
      const up = await fetch(`${slow.url}/upload`, { method: 'POST', body: specForm(evalSpec('petstore_openapi.yaml'), 'petstore_openapi.yaml') });
      await waitForJob(slow.url, ((await up.json()) as { job_id: string }).job_id);
      // The first question also loads the model (inside the limit): ask until one streamed before the limit.
      let streamedThenReset = false;
      for (let attempt = 0; attempt < 4 && !streamedThenReset; attempt++) {
        const res = await fetch(`${slow.url}/query/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'how do I add a new pet?' }) });
        const events = parseSse(await res.text());
        const done = events.find((e) => e.event === 'done')!.data as { answer_mode: string; answer: string; sources: Array<{ endpoint: string }>; retrieval: { notes: string[] } };
        expect(done.answer_mode).toBe('extractive');
        expect(done.sources[0].endpoint).toBe('POST /pet');
        expect(JSON.stringify(done)).toMatch(/timed out after 1000 ms/);
        // What a client shows is the text after the last reset: exactly the extractive answer.
        const reset = events.map((e) => e.event).lastIndexOf('reset');
        const shown = events.slice(reset + 1).filter((e) => e.event === 'token').map((e) => String(e.data.text)).join('');
        expect(shown).toBe(done.answer);
        streamedThenReset = reset > 0 && events.slice(0, reset).some((e) => e.event === 'token');
      }
      expect(streamedThenReset).toBe(true);
    } finally {
      await slow.cleanup();
    }
  }, 180_000);
});

describe.skipIf(!present)(`the local generator${present ? '' : ' (skipped: run npm run models -- --llm)'}`, () => {
  const chunk = { id: 'c1', spec: 'petstore', method: 'POST', path: '/pet', operationId: 'addPet', summary: 'Add a new pet', tags: ['pet'], text: 'POST /pet — Add a new pet to the store.\nBody (application/json): name (string, required), photoUrls (array of string, required), status (string: available | pending | sold)' };
  // Made when the suite runs: a skipped suite's body is still collected, and the generator checks its file at once.
  let gen: LlamaCppAnswerGenerator;
  beforeAll(() => {
    gen = new LlamaCppAnswerGenerator({ ...LOCAL_LLM, timeoutMs: 60_000, contextSize: 2048, maxTokens: 200, parallel: 1 });
  });

  it('stops mid-answer when the caller aborts, and answers the next question', async () => {
    const ac = new AbortController();
    let pieces = 0;
    const run = gen.generate({ question: 'how do I add a pet?', chunks: [chunk as never] }, () => {
      pieces += 1;
      if (pieces === 3) ac.abort(new Error('client went away'));
    }, ac.signal);
    await expect(run).rejects.toThrow();
    expect(pieces).toBeGreaterThanOrEqual(3);
    expect(pieces).toBeLessThan(10);
    // The slot and the context sequence were given back.
    let again = 0;
    const text = await gen.generate({ question: 'which fields does a pet have?', chunks: [chunk as never] }, () => (again += 1));
    expect(again).toBeGreaterThan(0);
    expect(text.length).toBeGreaterThan(0);
  }, 120_000);

  it('completes an instruction (the follow-up condenser) on a pooled sequence, and the reply is checked before use', async () => {
    const previous = { question: 'how do I add a new pet?', about: 'Add a new pet (POST /pet)' };
    const reply = await gen.complete(CONDENSE_SYSTEM, condensePrompt('and how do I delete it?', previous));
    expect(reply.trim().length).toBeGreaterThan(0);
    // What a 270M model writes is used only when it reads as one question; null sends the turn to the structural resolver.
    const accepted = acceptCondensed(reply, 'and how do I delete it?', previous);
    expect(accepted === null || (accepted.length >= 3 && !accepted.includes('\n'))).toBe(true);
  }, 120_000);
});

describe('a configured model file that cannot be used stops the start with a clear error', () => {
  it('when it does not exist', async () => {
    await expect(boot({ LLM_MODEL_PATH: '/nonexistent/model.gguf' })).rejects.toThrow(/LLM_MODEL_PATH \/nonexistent\/model\.gguf does not exist/);
  });

  it('when it is not a GGUF (an HTML error page saved as .gguf)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'specwise-gguf-'));
    try {
      const file = join(dir, 'model.gguf');
      writeFileSync(file, '<!doctype html><title>404</title>');
      await expect(boot({ LLM_MODEL_PATH: file })).rejects.toThrow(/is not a GGUF model file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
