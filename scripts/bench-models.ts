// Model stages that run here, measured on 2 cores: the local LLM (first-token latency, generation speed).
// Part of `npm run bench`; alone: `npx tsx scripts/bench-models.ts`.
import { fileURLToPath } from 'node:url';
import { parseSpec, chunkSpec } from '@specwise/shared/server';
import { evalSpec, hasLocalLlm, LOCAL_LLM } from '@specwise/shared/server/testing';
import { LlamaCppAnswerGenerator } from '@specwise/query';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** The local GGUF model answering over five Petstore excerpts: load time, time to first token, tokens per second. */
export async function benchLocalLlm(): Promise<Array<Record<string, unknown>>> {
  if (!hasLocalLlm()) return [{ stage: 'local LLM', note: 'not provisioned (npm run models -- --llm)' }];
  const all = chunkSpec(parseSpec(evalSpec('petstore_openapi.yaml'), { source: 'petstore_openapi.yaml', maxBytes: 1 << 24 }), 'petstore').chunks;
  const gen = new LlamaCppAnswerGenerator({ ...LOCAL_LLM, timeoutMs: 300_000, contextSize: 8192, maxTokens: 128, parallel: 1 });
  const t0 = performance.now();
  await gen.warm();
  const loadMs = performance.now() - t0;
  const first: number[] = [];
  const rates: number[] = [];
  // Different excerpts for each question, so no answer reuses the previous prompt's evaluated tokens.
  for (const [i, question] of ['how do I add a new pet?', 'how do I find pets by status?', 'how do I delete an order?'].entries()) {
    const chunks = all.slice(i * 5, i * 5 + 5);
    const start = performance.now();
    let firstAt = 0;
    let pieces = 0;
    await gen.generate({ question, chunks }, () => {
      if (!firstAt) firstAt = performance.now();
      pieces += 1;
    });
    const end = performance.now();
    first.push(firstAt - start);
    rates.push((pieces - 1) / ((end - firstAt) / 1000));
  }
  return [{
    stage: 'local LLM (Gemma 3 270M Q4_K_M, llama.cpp CPU)', prompt: '5 Petstore excerpts (different each time)', load_ms: Math.round(loadMs),
    first_token_p50_ms: Math.round(median(first)), tokens_per_s: +median(rates).toFixed(1),
  }];
}

export async function benchModels(): Promise<Array<Record<string, unknown>>> {
  return [...(await benchLocalLlm())];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await benchModels());
