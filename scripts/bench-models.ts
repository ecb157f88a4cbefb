// Model stages that run here, measured on 2 cores: reranking (structural cross-encoder) and the local LLM
// (first-token latency, generation speed).
// Part of `npm run bench`; alone: `npx tsx scripts/bench-models.ts`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkSpec, parseSpec, TransformersReranker } from '@specwise/shared/server';
import { evalSpec, hasLocalLlm, hasModel, LOCAL_LLM, MODELS_DIR, REPO_ROOT } from '@specwise/shared/server/testing';
import { LlamaCppAnswerGenerator, rerankView } from '@specwise/query';

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

/**
 * Reranking 25 Stripe candidates per question with the structural cross-encoder (MiniLM-L6 + a head: the size
 * and cost of ms-marco-MiniLM-L-6-v2), over the short rerank views, as the query pipeline does.
 */
export async function benchRerank(opts = { maxLength: 160, batchSize: 8 }): Promise<Array<Record<string, unknown>>> {
  const id = 'specwise-structural/minilm-cross-encoder';
  if (!hasModel(id)) return [{ stage: 'rerank', note: 'not provisioned (npm run models -- --structural)' }];
  const chunks = chunkSpec(parseSpec(evalSpec('stripe_spec3.json'), { source: 'stripe_spec3.json', maxBytes: 1 << 26 }), 'stripe').chunks;
  const questions = readFileSync(join(REPO_ROOT, 'eval', 'questions', 'stripe.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { question: string }).question).slice(0, 12);
  const reranker = new TransformersReranker(id, { modelsDir: MODELS_DIR, allowRemote: false }, opts);
  await reranker.ready();
  await reranker.score('warm up', [rerankView(chunks[0])]);
  const times: number[] = [];
  for (const [i, q] of questions.entries()) {
    const pool = Array.from({ length: 25 }, (_, j) => rerankView(chunks[(i * 37 + j * 11) % chunks.length]));
    const t0 = performance.now();
    await reranker.score(q, pool);
    times.push(performance.now() - t0);
  }
  return [{ stage: 'rerank 25 candidates (structural MiniLM-L6 cross-encoder)', view: 'rerank view (≤ 1,200 chars)', max_tokens: opts.maxLength, batch: opts.batchSize, questions: times.length, p50_ms: Math.round(median(times)), max_ms: Math.round(Math.max(...times)) }];
}

export async function benchModels(): Promise<Array<Record<string, unknown>>> {
  return [...(await benchRerank()), ...(await benchLocalLlm())];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--rerank-grid')) {
    for (const maxLength of [128, 160, 192, 256]) for (const batchSize of [4, 8, 25]) console.log(await benchRerank({ maxLength, batchSize }));
  } else console.log(await benchModels());
}
