// Contract test: with an LLM (an OpenAI-compatible double standing in for a paid API), a follow-up is condensed
// by the model into a standalone question; an unusable reply falls back to the structural resolver.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDENSE_SYSTEM } from '@specwise/query';
import { evalSpec } from '@specwise/shared/server/testing';
import { openAiDouble } from '../../query/test/openai-double.js';
import { boot, specForm, waitForJob } from './helpers.js';

describe('follow-ups condensed by an LLM (contract test)', () => {
  let condensed = 'How do I delete a pet from the store?';
  const double = openAiDouble((r) => (r.messages[0]?.content === CONDENSE_SYSTEM ? condensed : 'Use `POST /pet` to add a pet.'));
  let app: Awaited<ReturnType<typeof boot>>;
  const ask = async (question: string, extra: Record<string, unknown> = {}) =>
    (await (await fetch(`${app.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question, ...extra }) })).json()) as { conversation_id: string; standalone_question: string; sources: Array<{ endpoint: string }> };

  beforeAll(async () => {
    await new Promise<void>((r) => double.server.listen(0, '127.0.0.1', () => r()));
    app = await boot({ LLM_BASE_URL: `http://127.0.0.1:${(double.server.address() as AddressInfo).port}/v1`, LLM_MODEL: 'gpt-test', LLM_API_KEY: 'sk-test' });
    const res = await fetch(`${app.url}/upload`, { method: 'POST', body: specForm(evalSpec('petstore_openapi.yaml'), 'petstore.yaml', { specification_name: 'pets' }) });
    await waitForJob(app.url, ((await res.json()) as { job_id: string }).job_id);
  }, 120_000);
  afterAll(async () => {
    await app?.cleanup();
    await new Promise<void>((r) => double.server.close(() => r()));
  });

  it('sends the previous turn and the follow-up, and answers the question the model wrote', async () => {
    const first = await ask('how do I add a new pet?', { specification_name: 'pets' });
    expect(first.sources[0].endpoint).toBe('POST /pet');
    const before = double.requests.length;
    const next = await ask('and how do I delete it?', { conversation_id: first.conversation_id });
    const sent = double.requests.slice(before).find((r) => r.messages[0].content === CONDENSE_SYSTEM)!;
    expect(sent.model).toBe('gpt-test');
    expect(sent.messages[1].content).toBe('Previous question: how do I add a new pet?\nIts answer was about: Add a new pet to the store (POST /pet)\nFollow-up question: and how do I delete it?\nStandalone question:');
    expect(next.standalone_question).toBe('How do I delete a pet from the store?');
    // The answer is written for the condensed question, from what it retrieves.
    const answering = double.requests.slice(before).find((r) => r.messages[0].content !== CONDENSE_SYSTEM)!;
    expect(answering.messages[1].content).toContain('[1] DELETE /pet/{petId}');
    expect(answering.messages[1].content.endsWith('Question: How do I delete a pet from the store?')).toBe(true);
    // A first question is never sent to be condensed.
    expect(double.requests.slice(0, before).some((r) => r.messages[0].content === CONDENSE_SYSTEM)).toBe(false);
  }, 60_000);

  it('falls back to the structural resolver when the reply is not a usable question', async () => {
    const first = await ask('how do I add a new pet?', { specification_name: 'pets' });
    condensed = '';
    const next = await ask('and how do I delete it?', { conversation_id: first.conversation_id });
    expect(next.standalone_question).toBe('How do I delete the pet?');
    condensed = 'Sorry, I cannot help with that.';
    expect((await ask('and how do I delete it?', { conversation_id: first.conversation_id })).standalone_question).toBe('How do I delete the pet?');
  }, 60_000);
});
