import OpenAI from 'openai';
import { chunkLabel } from '@specwise/shared';
import type { AnswerContext, AnswerGenerator } from '@specwise/shared/server';

export const NOT_COVERED_MARKER = 'NOT_COVERED';

export const SYSTEM_PROMPT = [
  'You answer questions about an HTTP API using ONLY the API specification excerpts given to you.',
  'Rules:',
  '1. Use only endpoints, parameters and fields that appear in the excerpts. Never invent names, values or behaviour.',
  '2. Name every endpoint you rely on exactly as `METHOD /path`, as written in the excerpt headers.',
  '3. When you show code, use only parameter and field names from the excerpts; prefer a short curl example.',
  `4. If the excerpts do not answer the question, reply with exactly "${NOT_COVERED_MARKER}" and nothing else.`,
  '5. Be concise: the endpoint, required inputs, then an example. Use Markdown.',
].join('\n');

export const DOCUMENT_SYSTEM_PROMPT = [
  'You answer questions using ONLY the document excerpts given to you.',
  'Rules:',
  '1. Use only what the excerpts say. Never add facts, numbers, dates or names that are not in them.',
  '2. Name the section you rely on exactly as written in its excerpt header (`Title › Section`).',
  `3. If the excerpts do not answer the question, reply with exactly "${NOT_COVERED_MARKER}" and nothing else.`,
  '4. Be concise; quote the decisive sentence. Use Markdown.',
].join('\n');

/** The instructions for what the excerpts are: document sections when every one is, API operations otherwise. */
export function systemPrompt(ctx: AnswerContext): string {
  return ctx.chunks.length && ctx.chunks.every((c) => c.section) ? DOCUMENT_SYSTEM_PROMPT : SYSTEM_PROMPT;
}

/** The excerpts (each cut to `maxCharsPerChunk`) and the question. */
export function buildUserPrompt(ctx: AnswerContext, maxCharsPerChunk = 6000): string {
  const header = (c: AnswerContext['chunks'][number]) => (c.section ? `${chunkLabel(c)} (document)` : `${c.method} ${c.path} (spec: ${c.spec})`);
  const blocks = ctx.chunks.map((c, i) => `[${i + 1}] ${header(c)}\n${c.text.slice(0, maxCharsPerChunk)}`);
  const kind = ctx.chunks.every((c) => c.section) ? 'Document excerpts' : 'API specification excerpts';
  return `${kind}:\n\n${blocks.join('\n\n---\n\n')}\n\nQuestion: ${ctx.question}`;
}

/** Any OpenAI-compatible chat endpoint (OpenAI, Groq, Ollama, vLLM, OpenRouter, llama.cpp server). */
export class OpenAiAnswerGenerator implements AnswerGenerator {
  readonly name: string;
  private readonly client: OpenAI;
  constructor(private readonly opts: { baseURL: string; model: string; apiKey?: string; timeoutMs: number }) {
    this.name = `openai-compatible:${opts.model}`;
    this.client = new OpenAI({ baseURL: opts.baseURL, apiKey: opts.apiKey || 'not-needed', timeout: opts.timeoutMs, maxRetries: 1 });
  }

  prompt(ctx: AnswerContext) {
    return [
      { role: 'system' as const, content: systemPrompt(ctx) },
      { role: 'user' as const, content: buildUserPrompt(ctx) },
    ];
  }

  async complete(system: string, user: string, signal?: AbortSignal): Promise<string> {
    const res = await this.client.chat.completions.create({ model: this.opts.model, messages: [{ role: 'system', content: system }, { role: 'user', content: user }], temperature: 0, max_tokens: 120 }, { signal });
    return res.choices[0]?.message?.content ?? '';
  }

  async generate(ctx: AnswerContext, onToken?: (text: string) => void, signal?: AbortSignal, onUsage?: (u: { input?: number; output?: number }) => void): Promise<string> {
    const messages = this.prompt(ctx);
    if (!onToken) {
      const res = await this.client.chat.completions.create({ model: this.opts.model, messages, temperature: 0 }, { signal });
      if (res.usage) onUsage?.({ input: res.usage.prompt_tokens, output: res.usage.completion_tokens });
      return res.choices[0]?.message?.content ?? '';
    }
    const stream = await this.client.chat.completions.create({ model: this.opts.model, messages, temperature: 0, stream: true, stream_options: { include_usage: true } }, { signal });
    let text = '';
    for await (const part of stream) {
      if (part.usage) onUsage?.({ input: part.usage.prompt_tokens, output: part.usage.completion_tokens });
      const delta = part.choices[0]?.delta?.content ?? '';
      if (delta) {
        text += delta;
        onToken(delta);
      }
    }
    return text;
  }
}
