// Contract test: the LLM path against a local OpenAI-compatible double (a paid remote API in production).
// The double speaks the Chat Completions wire format, JSON and SSE, as OpenAI, Groq, vLLM and llama.cpp do.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiAnswerGenerator } from './openai.answer-generator.js';
import { setup } from '../../test/fixture.js';
import { openAiDouble } from '../../test/openai-double.js';

const GROUNDED = 'Use `POST /pet` to add a pet. `name` and `photoUrls` are required.\n\n```bash\ncurl -X POST "https://petstore3.swagger.io/api/v3/pet" -H "Content-Type: application/json" -d \'{"name":"Rex","photoUrls":["https://x.test/rex.jpg"]}\'\n```';
const INVENTED = 'Use `POST /pet`.\n\n```bash\ncurl -X POST "https://petstore3.swagger.io/api/v3/pet" -d \'{"name":"Rex","photoUrls":["u"],"fooId":7,"vaccinated":true}\'\n```';

describe('LLM answers through an OpenAI-compatible endpoint (contract test)', async () => {
  const double = openAiDouble();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => double.server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(double.server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => double.server.close(() => r())));
  const llm = { current: null as OpenAiAnswerGenerator | null };
  const proxy = { name: 'double', generate: (...a: Parameters<OpenAiAnswerGenerator['generate']>) => llm.current!.generate(...a) };
  const { service } = await setup({ petstore: 'petstore_openapi.yaml' }, { llm: proxy });

  it('sends a strict grounding prompt with the retrieved chunks and cites what the answer used', async () => {
    llm.current = new OpenAiAnswerGenerator({ baseURL: base, model: 'test-model', apiKey: 'k', timeoutMs: 5000 });
    double.setReply(GROUNDED);
    const r = await service.query({ question: 'how do I add a new pet?', specs: ['petstore'] });
    const req = double.requests.at(-1)!;
    expect(req.model).toBe('test-model');
    expect(req.messages[0]).toMatchObject({ role: 'system' });
    expect(req.messages[0].content).toContain('Use only endpoints, parameters and fields that appear in the excerpts');
    expect(req.messages[1].content).toMatch(/\[1\] POST \/pet \(spec: petstore\)\nAdd a new pet to the store - POST \/pet/);
    expect(req.messages[1].content).toContain('Question: how do I add a new pet?');
    expect(r.answer_mode).toBe('llm');
    expect(r.answer).toBe(GROUNDED);
    expect(r.sources.map((s) => s.endpoint)).toEqual(['POST /pet']);
    expect(r.ungrounded).toEqual([]);
    expect(r.confidence_signals.field_grounding).toBe(1);
  });

  it('streams the tokens as they arrive', async () => {
    double.setReply(GROUNDED);
    const events: Array<[string, unknown]> = [];
    const r = await service.stream({ question: 'how do I add a new pet?', specs: ['petstore'] }, (e, d) => events.push([e, d]));
    expect(double.requests.at(-1)!.stream).toBe(true);
    expect(events[0][0]).toBe('sources');
    const tokens = events.filter(([e]) => e === 'token').map(([, d]) => (d as { text: string }).text);
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.join('')).toBe(GROUNDED);
    expect(events.at(-1)![0]).toBe('done');
    expect(r.answer).toBe(GROUNDED);
  });

  it('lists invented fields as ungrounded and lowers the confidence', async () => {
    double.setReply(GROUNDED);
    const good = await service.query({ question: 'how do I add a new pet?', specs: ['petstore'] });
    double.setReply(INVENTED);
    const bad = await service.query({ question: 'how do I add a new pet?', specs: ['petstore'] });
    expect(bad.ungrounded.sort()).toEqual(['fooId', 'vaccinated']);
    expect(bad.confidence_signals.ungrounded.sort()).toEqual(['fooId', 'vaccinated']);
    expect(bad.confidence).toBeLessThan(good.confidence - 20);
  });

  it('turns the model’s NOT_COVERED into the plain "not covered" answer, without leaking the marker', async () => {
    double.setReply('NOT_COVERED');
    const events: Array<[string, unknown]> = [];
    const r = await service.stream({ question: 'how do I add a new pet?', specs: ['petstore'] }, (e, d) => events.push([e, d]));
    expect(r.covered).toBe(false);
    expect(r.answer).toMatch(/^This is not covered by the `petstore` specification/);
    expect(r.confidence).toBeLessThanOrEqual(20);
    expect(events.filter(([e]) => e === 'token').map(([, d]) => (d as { text: string }).text).join('')).not.toContain('NOT_COVERED');
  });

  it('falls back to the extractive answer when the endpoint is down', async () => {
    llm.current = new OpenAiAnswerGenerator({ baseURL: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 });
    const r = await service.query({ question: 'how do I add a new pet?', specs: ['petstore'] });
    expect(r.answer_mode).toBe('extractive');
    expect(r.sources[0].endpoint).toBe('POST /pet');
    expect(r.confidence_signals.notes.join(' ')).toMatch(/LLM double failed .*answered extractively instead/);
  });
});
