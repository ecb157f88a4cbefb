// Langfuse tracing with the SDK Langfuse recommends for Node (v4+, OpenTelemetry-based): @langfuse/tracing for
// the observations, @langfuse/otel's span processor for the export, @langfuse/client for scores. Loaded only
// when LANGFUSE_PUBLIC_KEY and LANGFUSE_SECRET_KEY are set.
import { LangfuseClient } from '@langfuse/client';
import { getGlobalLogger, LogLevel } from '@langfuse/core';
import { LangfuseSpanProcessor } from '@langfuse/otel';
import { setLangfuseTracerProvider, startObservation, type LangfuseSpan } from '@langfuse/tracing';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BasicTracerProvider, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { Logger } from '../logger.js';
import type { Metrics } from './metrics.js';
import { stopwatch, type GenerationRecord, type LangfuseSettings, type StepOptions, type Trace, type Tracer } from './tracing.js';

/**
 * The OTLP exporter, counting what did not arrive: an unreachable or refusing Langfuse costs a counter and one
 * warning a minute, never an error for a caller. The span processor's queue is bounded (2,048 spans); beyond
 * it spans are dropped, never buffered without end.
 */
class CountingExporter implements SpanExporter {
  private lastWarning = 0;
  constructor(
    private readonly inner: SpanExporter,
    private readonly onDropped: (n: number, why: string) => void,
  ) {}
  export(spans: ReadableSpan[], done: (r: ExportResult) => void): void {
    this.inner.export(spans, (r) => {
      if (r.code !== ExportResultCode.SUCCESS) this.onDropped(spans.length, r.error?.message ?? 'export failed');
      done(r);
    });
  }
  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }
  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
  warnNow(): boolean {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return false;
    this.lastWarning = now;
    return true;
  }
}

class LangfuseTrace implements Trace {
  readonly timings: Record<string, number> = {};
  constructor(
    private readonly root: LangfuseSpan,
    private readonly client: LangfuseClient,
  ) {}
  get id(): string {
    return this.root.traceId;
  }
  async step<T>(name: string, fn: () => Promise<T> | T, opts: StepOptions<T> = {}): Promise<T> {
    const span = this.root.startObservation(name, { input: opts.input }, { asType: opts.kind ?? 'span' } as { asType: 'span' });
    const stop = stopwatch(this.timings, name);
    try {
      const result = await fn();
      span.update({ output: opts.output ? opts.output(result) : undefined });
      return result;
    } catch (err) {
      span.update({ level: 'ERROR', statusMessage: (err as Error).message });
      throw err;
    } finally {
      stop();
      span.end();
    }
  }
  open(name: string, input?: unknown): { end(output?: unknown): void } {
    const span = this.root.startObservation(name, { input });
    const stop = stopwatch(this.timings, name);
    return {
      end: (output?: unknown) => {
        stop();
        span.update({ output });
        span.end();
      },
    };
  }
  generation(name: string, input: unknown, model: string): GenerationRecord {
    const gen = this.root.startObservation(name, { input, model }, { asType: 'generation' });
    return {
      end(output, usage, error) {
        gen.update({ output, ...(usage ? { usageDetails: { input: usage.input ?? 0, output: usage.output ?? 0, total: (usage.input ?? 0) + (usage.output ?? 0) } } : {}), ...(error ? { level: 'ERROR' as const, statusMessage: error } : {}) });
        gen.end();
      },
    };
  }
  score(name: string, value: number, comment?: string): void {
    this.client.score.create({ traceId: this.root.traceId, name, value, comment, dataType: 'NUMERIC' });
  }
  end(output?: unknown): void {
    this.root.update({ output });
    this.root.end();
  }
}

export function createLangfuseTracer(s: LangfuseSettings, deps: { logger: Logger; metrics?: Metrics; service: string }): Tracer {
  const exporter: CountingExporter = new CountingExporter(
    new OTLPTraceExporter({
      url: `${s.baseUrl}/api/public/otel/v1/traces`,
      headers: { Authorization: `Basic ${Buffer.from(`${s.publicKey}:${s.secretKey}`).toString('base64')}`, 'x-langfuse-public-key': s.publicKey, 'x-langfuse-sdk-name': 'javascript' },
      timeoutMillis: 5000,
    }),
    (n, why) => {
      deps.metrics?.traceDropped.inc(n);
      if (exporter.warnNow()) deps.logger.warn({ dropped: n, why }, 'Langfuse did not take the trace spans; they are dropped (counted in specwise_trace_spans_dropped_total)');
    },
  );
  // The SDK's own console logging is off: failed span exports are counted and logged (once a minute) above;
  // a failed score upload is retried by the SDK on its next flush and otherwise dropped quietly.
  getGlobalLogger().setLevel(LogLevel.NONE);
  const processor = new LangfuseSpanProcessor({ publicKey: s.publicKey, secretKey: s.secretKey, baseUrl: s.baseUrl, exporter, mediaUploadEnabled: false, flushInterval: 2 });
  const provider = new BasicTracerProvider({ spanProcessors: [processor] });
  setLangfuseTracerProvider(provider);
  const client = new LangfuseClient({ publicKey: s.publicKey, secretKey: s.secretKey, baseUrl: s.baseUrl, timeout: 5 });
  const bounded = (p: Promise<unknown>, ms: number) => Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, ms).unref())]).then(() => undefined);
  return {
    start(name, input, metadata) {
      const root = startObservation(name, { input, metadata: { ...metadata, service: deps.service } });
      return new LangfuseTrace(root, client);
    },
    async shutdown() {
      await bounded(Promise.all([provider.shutdown(), client.shutdown()]), 3000);
    },
  };
}
