import type { Logger } from '../logger.js';
import type { Metrics } from './metrics.js';

/** What a step records: its kind in Langfuse, what went in, and what came out (computed from its result). */
export interface StepOptions<T> {
  kind?: 'span' | 'retriever' | 'embedding' | 'evaluator' | 'chain';
  input?: unknown;
  output?: (result: T) => unknown;
}

/** An LLM call in a trace: ended with what it wrote and the tokens it used. */
export interface GenerationRecord {
  end(output: string, usage?: { input?: number; output?: number }, error?: string): void;
}

/**
 * One question's (or one ingest's) trace. `step` times every stage — the timings feed the response and the
 * metrics whether or not tracing is on — and, with Langfuse configured, records it as a child observation.
 */
export interface Trace {
  /** The Langfuse trace id, or null when tracing is off. */
  readonly id: string | null;
  readonly timings: Record<string, number>;
  step<T>(name: string, fn: () => Promise<T> | T, opts?: StepOptions<T>): Promise<T>;
  /** A stage whose end is marked later (sequential stages such as an ingest's). */
  open(name: string, input?: unknown): { end(output?: unknown): void };
  generation(name: string, input: unknown, model: string): GenerationRecord;
  score(name: string, value: number, comment?: string): void;
  end(output?: unknown): void;
}

export interface Tracer {
  start(name: string, input: unknown, metadata?: Record<string, unknown>): Trace;
  /** Send what is buffered and stop, waiting a bounded time (an unreachable Langfuse never holds anyone up). */
  shutdown(): Promise<void>;
}

/** Start timing `name`; the returned function adds the elapsed milliseconds to `timings[name]`. */
export function stopwatch(timings: Record<string, number>, name: string): () => void {
  const t0 = performance.now();
  return () => {
    timings[name] = Math.round((timings[name] ?? 0) + performance.now() - t0);
  };
}

/** Timings only: what runs when no Langfuse is configured (no allocation beyond the timings map). */
class TimingTrace implements Trace {
  readonly id = null;
  readonly timings: Record<string, number> = {};
  async step<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
    const stop = stopwatch(this.timings, name);
    try {
      return await fn();
    } finally {
      stop();
    }
  }
  open(name: string): { end(): void } {
    return { end: stopwatch(this.timings, name) };
  }
  generation(): GenerationRecord {
    return { end() {} };
  }
  score(): void {}
  end(): void {}
}

export const noopTracer: Tracer = {
  start: () => new TimingTrace(),
  shutdown: async () => undefined,
};

export interface LangfuseSettings {
  publicKey: string;
  secretKey: string;
  baseUrl: string;
}

/** Resolve what `loadTracer` needs from the configuration; null when Langfuse is not configured. */
export function langfuseSettings(config: { LANGFUSE_PUBLIC_KEY?: string; LANGFUSE_SECRET_KEY?: string; LANGFUSE_HOST?: string; LANGFUSE_BASE_URL?: string }): LangfuseSettings | null {
  if (!config.LANGFUSE_PUBLIC_KEY || !config.LANGFUSE_SECRET_KEY) return null;
  return { publicKey: config.LANGFUSE_PUBLIC_KEY, secretKey: config.LANGFUSE_SECRET_KEY, baseUrl: (config.LANGFUSE_BASE_URL ?? config.LANGFUSE_HOST ?? 'https://cloud.langfuse.com').replace(/\/$/, '') };
}

/**
 * The tracer the configuration asks for: Langfuse (loaded only then: no cost when off) or timings only.
 */
export async function loadTracer(settings: LangfuseSettings | null, deps: { logger: Logger; metrics?: Metrics; service: string }): Promise<Tracer> {
  if (!settings) return noopTracer;
  const { createLangfuseTracer } = await import('./langfuse.tracer.js');
  return createLangfuseTracer(settings, deps);
}
