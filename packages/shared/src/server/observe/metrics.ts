import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobStore } from '../ports.js';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The Prometheus metrics of one Specwise process (`/metrics`). One registry per process; every name starts
 * with `specwise_`. Recording is a few additions in memory: nothing waits on a scraper.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({ name: 'specwise_http_request_duration_seconds', help: 'HTTP request latency by route and status', labelNames: ['method', 'route', 'status'], buckets: SECONDS, registers: [this.registry] });
  readonly ingestStage = new Histogram({ name: 'specwise_ingest_stage_duration_seconds', help: 'Time spent in each ingest stage', labelNames: ['stage'], buckets: SECONDS, registers: [this.registry] });
  readonly ingestJobs = new Counter({ name: 'specwise_ingest_jobs_total', help: 'Ingest jobs finished, by outcome', labelNames: ['outcome'], registers: [this.registry] });
  readonly ingestDuration = new Histogram({ name: 'specwise_ingest_duration_seconds', help: 'Whole ingest job duration', buckets: SECONDS, registers: [this.registry] });
  readonly queryStage = new Histogram({ name: 'specwise_query_stage_duration_seconds', help: 'Query pipeline latency by stage (understand, dense, bm25, fuse, rerank, expand, answer, score, total)', labelNames: ['stage'], buckets: SECONDS, registers: [this.registry] });
  readonly confidence = new Histogram({ name: 'specwise_answer_confidence', help: 'Confidence of answers (0-100)', buckets: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], registers: [this.registry] });
  readonly notCovered = new Counter({ name: 'specwise_answers_not_covered_total', help: 'Questions answered "not covered", by spec', labelNames: ['spec'], registers: [this.registry] });
  readonly answers = new Counter({ name: 'specwise_answers_total', help: 'Questions answered, by mode (llm, extractive) and spec', labelNames: ['mode', 'spec'], registers: [this.registry] });
  readonly traceDropped = new Counter({ name: 'specwise_trace_spans_dropped_total', help: 'Trace spans Langfuse did not receive (unreachable or refused)', registers: [this.registry] });
  /** Where the queue depth is read when scraped (`watchQueue`). */
  private jobs: Pick<JobStore, 'list'> | null = null;
  readonly queueDepth: Gauge<'state'> = new Gauge({
    name: 'specwise_queue_jobs', help: 'Ingest jobs by state (queued, running)', labelNames: ['state'], registers: [this.registry],
    collect: async () => {
      if (!this.jobs) return;
      // At most 200 of each are counted: a deeper queue reads as 200.
      for (const state of ['queued', 'running'] as const) this.queueDepth.set({ state }, await this.jobs.list([state], 200).then((l) => l.length, () => 0));
    },
  });

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry, prefix: 'specwise_process_' });
  }

  /** The queue depth gauge reads this job store when scraped. */
  watchQueue(jobs: Pick<JobStore, 'list'>): void {
    this.jobs = jobs;
  }

  /** Record a query's per-stage timings (ms), its confidence, and whether it was covered. */
  recordAnswer(r: { timings_ms: Record<string, number>; confidence: number; covered: boolean; answer_mode: string }, specs: string[]): void {
    for (const [stage, ms] of Object.entries(r.timings_ms)) this.queryStage.observe({ stage }, ms / 1000);
    this.confidence.observe(r.confidence);
    const spec = specs.length === 1 ? specs[0] : specs.length ? 'several' : 'all';
    this.answers.inc({ mode: r.answer_mode, spec });
    if (!r.covered) this.notCovered.inc({ spec });
  }

  /** Record a finished ingest: per-stage timings (ms), total, outcome. */
  recordIngest(outcome: 'done' | 'failed' | 'unchanged', timings: Record<string, number>, totalMs: number): void {
    for (const [stage, ms] of Object.entries(timings)) this.ingestStage.observe({ stage }, ms / 1000);
    this.ingestDuration.observe(totalMs / 1000);
    this.ingestJobs.inc({ outcome });
  }
}

/** Request latency by the route's pattern (`/jobs/:id`, never the id itself), method and status. */
export function metricsMiddleware(metrics: Metrics): RequestHandler {
  return (req: Request, res: Response, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : res.statusCode === 404 ? 'unmatched' : 'static';
      metrics.httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, Number(process.hrtime.bigint() - start) / 1e9);
    });
    next();
  };
}

/** `GET /metrics` in the Prometheus text format. */
export function metricsHandler(metrics: Metrics): RequestHandler {
  return (_req, res, next) => {
    metrics.registry.metrics().then((text) => res.type(metrics.registry.contentType).send(text), next);
  };
}
