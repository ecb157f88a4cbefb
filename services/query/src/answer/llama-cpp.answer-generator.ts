import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnswerContext, AnswerGenerator } from '@specwise/shared/server';
import { buildUserPrompt, systemPrompt } from './openai.answer-generator.js';

/** The part of node-llama-cpp's API this adapter uses (the package is installed by `npm run models -- --llm`). */
interface LlamaModule {
  getLlama(opts: { gpu: false; build: 'never'; logLevel?: string }): Promise<{ cpuMathCores: number; loadModel(o: { modelPath: string }): Promise<LlamaModel> }>;
  LlamaChatSession: new (o: { contextSequence: unknown; systemPrompt: string }) => {
    prompt(text: string, o: { maxTokens: number; temperature: number; signal?: AbortSignal; onTextChunk?: (t: string) => void }): Promise<string>;
    dispose(): void;
  };
}
interface LlamaModel {
  trainContextSize: number;
  createContext(o: { contextSize: number; sequences: number; threads?: number }): Promise<{ getSequence(): unknown }>;
  tokenize(text: string): unknown[];
}

type LlamaChatSessionLike = InstanceType<LlamaModule['LlamaChatSession']>;
interface Loaded { llama: LlamaModule; sequences: Pool<unknown>; model: LlamaModel; contextSize: number }

export interface LlamaCppOptions {
  modelPath: string;
  /** Folder with node_modules/node-llama-cpp when the package is not resolvable from here. */
  runtimeDir: string;
  timeoutMs: number;
  contextSize: number;
  maxTokens: number;
  parallel: number;
  /** llama.cpp threads; 0 = the math cores but one. */
  threads?: number;
}

/** Thrown at startup: the configured model cannot be used, with what to do about it. */
export class LocalModelError extends Error {}

/**
 * Check the model file before anything loads it: present, a regular file, and a GGUF (magic bytes "GGUF").
 * A wrong path or a download that is an HTML page must stop the start, not fail the first question.
 */
export function checkGgufFile(path: string): void {
  const abs = resolve(path);
  if (!existsSync(abs)) throw new LocalModelError(`LLM_MODEL_PATH ${abs} does not exist (run npm run models -- --llm for the test model, or point it at a .gguf file)`);
  if (!statSync(abs).isFile()) throw new LocalModelError(`LLM_MODEL_PATH ${abs} is not a file`);
  const fd = openSync(abs, 'r');
  const magic = Buffer.alloc(4);
  try {
    readSync(fd, magic, 0, 4, 0);
  } finally {
    closeSync(fd);
  }
  if (magic.toString('latin1') !== 'GGUF') throw new LocalModelError(`LLM_MODEL_PATH ${abs} is not a GGUF model file (it does not start with the GGUF magic bytes)`);
}

/** node-llama-cpp from node_modules, else from the runtime folder the models step installs it into. */
async function loadRuntime(runtimeDir: string): Promise<LlamaModule> {
  try {
    return (await import('node-llama-cpp' as string)) as LlamaModule;
  } catch {
    const entry = join(resolve(runtimeDir), 'node_modules', 'node-llama-cpp', 'dist', 'index.js');
    if (!existsSync(entry)) {
      throw new LocalModelError(`node-llama-cpp is not installed (looked in node_modules and ${resolve(runtimeDir)}); run npm run models -- --llm`);
    }
    return (await import(pathToFileURL(entry).href)) as LlamaModule;
  }
}

/** Items lent out one holder at a time; when none is free, takers wait in order (or give up when their signal aborts). */
class Pool<T> {
  private readonly waiting: Array<(item: T) => void> = [];
  constructor(private readonly free: T[]) {}
  take(signal: AbortSignal): Promise<T> {
    signal.throwIfAborted();
    const item = this.free.pop();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise<T>((res, rej) => {
      const go = (it: T) => {
        signal.removeEventListener('abort', stop);
        res(it);
      };
      const stop = () => {
        this.waiting.splice(this.waiting.indexOf(go), 1);
        rej(signal.reason);
      };
      this.waiting.push(go);
      signal.addEventListener('abort', stop, { once: true });
    });
  }
  give(item: T): void {
    const next = this.waiting.shift();
    if (next) next(item);
    else this.free.push(item);
  }
}

/**
 * An LLM run in-process by llama.cpp (node-llama-cpp, CPU build), from any GGUF file; the model's own chat
 * template (from the GGUF metadata) formats the conversation. Loaded on first use, then kept. Each answer gets
 * a context sequence of its own; LLM_PARALLEL answers run at once, the rest wait. The time limit covers the
 * wait and the generation, and aborting stops generation mid-answer.
 */
export class LlamaCppAnswerGenerator implements AnswerGenerator {
  readonly name: string;
  private loaded?: Promise<Loaded>;

  constructor(private readonly opts: LlamaCppOptions) {
    checkGgufFile(opts.modelPath);
    this.name = `llama.cpp:${opts.modelPath.split(/[\\/]/).pop()}`;
  }

  private load() {
    this.loaded ??= (async () => {
      const llama = await loadRuntime(this.opts.runtimeDir);
      const runtime = await llama.getLlama({ gpu: false, build: 'never', logLevel: 'error' });
      const model = await runtime.loadModel({ modelPath: resolve(this.opts.modelPath) });
      const contextSize = Math.min(this.opts.contextSize, model.trainContextSize || this.opts.contextSize);
      // llama.cpp's threads spin while they wait for each other: more threads than free cores is ruinous (its
      // default, 4 threads on this 2-core machine, measured 2.2 s per token instead of 22 ms). So by default one
      // core is left to the server (retrieval, HTTP) and the rest do the math.
      const threads = this.opts.threads || Math.max(1, runtime.cpuMathCores - 1);
      const context = await model.createContext({ contextSize, sequences: this.opts.parallel, threads });
      // The sequences live as long as the model and are lent to one answer at a time: a disposed sequence is
      // reclaimed asynchronously by node-llama-cpp, and a kept one reuses the evaluated system prompt.
      const sequences = new Pool<unknown>(Array.from({ length: this.opts.parallel }, () => context.getSequence()));
      return { llama, model, contextSize, sequences };
    })();
    // A failed load is retried on the next question (the file may have been fixed), not cached.
    this.loaded.catch(() => (this.loaded = undefined));
    return this.loaded;
  }

  /** Load the model now (at startup) instead of on the first question. */
  async warm(): Promise<void> {
    await this.load();
  }

  prompt(ctx: AnswerContext) {
    return [
      { role: 'system', content: systemPrompt(ctx) },
      { role: 'user', content: buildUserPrompt(ctx) },
    ];
  }

  async generate(ctx: AnswerContext, onToken?: (text: string) => void, signal?: AbortSignal, onUsage?: (u: { input?: number; output?: number }) => void): Promise<string> {
    const system = systemPrompt(ctx);
    return this.session(system, signal, async (session, { model, contextSize }, stop) => {
      const count = (t: string) => model.tokenize(t).length;
      const prompt = fitPrompt(ctx, count, contextSize - this.opts.maxTokens - 64);
      const text = await session.prompt(prompt, { maxTokens: this.opts.maxTokens, temperature: 0, signal: stop, onTextChunk: onToken });
      onUsage?.({ input: count(system) + count(prompt), output: count(text) });
      return text;
    });
  }

  complete(system: string, user: string, signal?: AbortSignal): Promise<string> {
    return this.session(system, signal, (session, _loaded, stop) => session.prompt(user, { maxTokens: 120, temperature: 0, signal: stop }));
  }

  /** One chat session on a pooled context sequence, within the time limit (which covers the wait for a sequence). */
  private async session<T>(system: string, signal: AbortSignal | undefined, use: (session: LlamaChatSessionLike, loaded: Loaded, stop: AbortSignal) => Promise<T>): Promise<T> {
    const limit = AbortSignal.timeout(this.opts.timeoutMs);
    const stop = signal ? AbortSignal.any([signal, limit]) : limit;
    try {
      const loaded = await this.load();
      const seq = await loaded.sequences.take(stop);
      const session = new loaded.llama.LlamaChatSession({ contextSequence: seq, systemPrompt: system });
      try {
        return await use(session, loaded, stop);
      } finally {
        session.dispose();
        loaded.sequences.give(seq);
      }
    } catch (err) {
      if (limit.aborted) throw new Error(`local LLM timed out after ${this.opts.timeoutMs} ms`);
      throw err;
    }
  }
}

/**
 * The user prompt cut to fit the context: each excerpt is shortened (from its end, where the least important
 * detail is) until the prompt and the system prompt fit in `budget` tokens.
 */
export function fitPrompt(ctx: AnswerContext, countTokens: (text: string) => number, budget: number): string {
  const system = countTokens(systemPrompt(ctx));
  let perChunk = 6000;
  let prompt = buildUserPrompt(ctx, perChunk);
  while (system + countTokens(prompt) > budget && perChunk > 200) {
    perChunk = Math.floor(perChunk * 0.7);
    prompt = buildUserPrompt(ctx, perChunk);
  }
  return prompt;
}
