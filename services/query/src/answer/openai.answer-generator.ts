import OpenAI from 'openai';
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

/** The excerpts (each cut to `maxCharsPerChunk`) and the question. */
export function buildUserPrompt(ctx: AnswerContext, maxCharsPerChunk = 6000): string {
  const blocks = ctx.chunks.map((c, i) => `[${i + 1}] ${c.method} ${c.path} (spec: ${c.spec})\n${c.text.slice(0, maxCharsPerChunk)}`);
  return `API specification excerpts:\n\n${blocks.join('\n\n---\n\n')}\n\nQuestion: ${ctx.question}`;
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
      { role: 'system' as const, content: SYSTEM_PROMPT },
      { role: 'user' as const, content: buildUserPrompt(ctx) },
    ];
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
