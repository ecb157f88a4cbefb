// npm run eval                          every question set (../shared/eval/questions and eval/questions), per set
// npm run eval -- --sets tmdb,stripe    only the sets whose file name contains one of these
// npm run eval -- --spec <file> --questions <jsonl>   one spec and one question file
// Options: --json, --no-probes (in-domain questions only), --dump <file.jsonl> (one row per question with every signal and the dense and keyword scores, for
// fitting and error analysis),
// --fit-from <dump>: the same fit from a saved dump, without running the questions again.
// --fit: fit the confidence model (services/query/src/confidence.ts) on the sets run, report it with each spec
// held out in turn (trained on the sets of the other specs), and print the weights fitted on all of them;
// --gate-share <0..1>: the share of the probes (each once per spec) the not-covered gate may let through (0.02);
// --gate-keep <0..1>: the share of in-domain questions (mean over sets) it must let through all the same (0.95);
// the fit also fits the api-question line (scripts/fit-api-question.ts) the gate reads, on the vectors of the model
// the fitted line reads (--line-model <id>: another one's), and --write-api-question writes it to
// services/query/src/fitted/api-question.json.
// --write-gate-calibration: write the training probes to services/query/src/fitted/gate-calibration.json, the
// everyday questions each spec's own gate is calibrated on (services/query/src/spec-gate.ts), and stop.
// --fit-pairwise: fit the ranker's RETRIEVAL_WEIGHTS, each spec held out with all its sets; --dump-pairwise <file>
// saves the window rows and --pairwise-from <file> fits from them without running the questions again.
//
// Each spec is ingested once into a throw-away embedded store. Per set: retrieval recall@10; answer@1 (the
// answer's first source is a gold endpoint); cited-gold (some source is); the share of in-domain questions
// answered as covered; the share of off-topic probes (eval/questions/probes*.jsonl) answered as covered, and of the
// held-out ones (probes-heldout*.jsonl, never fitted on);
// confidence AUROC (right answer@1 vs every other answer, probes included) and ECE; query p50.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { QueryResponse } from '@specwise/shared';
import { createLogger, loadConfig, openSqlite, silentLogger, SqliteJobStore, SqliteKeywordIndex, SqliteSpecCatalog, SqliteUploadStore, SqliteVectorStore } from '@specwise/shared/server';
import { EVAL_DIR, REPO_ROOT, manifest } from '@specwise/shared/server/testing';
import { createIngestHandler } from '@specwise/ingest-worker';
import { buildQueryModels, createQueryService, querySettings } from '@specwise/query';
import { auroc, ece, fitLogistic, thresholdFor, thresholdKeeping } from './eval-metrics.js';
import { apiQuestionFile, crossFitApiQuestion, embedQuestions, withReframed } from './fit-api-question.js';
import { apiQuestionScore } from '../services/query/src/api-question.js';
import { questionEmbedderOf } from '../services/query/src/models.js';
import { FEATURES, sigmoid } from '../services/query/src/confidence.js';
import { intentScore, RETRIEVAL_WEIGHTS, type IntentSignals } from '../services/query/src/intent-rank.js';
import { retrievalEvidence } from '../services/query/src/evidence.js';
import { hitKey } from '../services/query/src/rrf.js';
import { valueWords } from '../services/query/src/understand.js';

interface Question { id: string; spec?: string; question: string; gold: string[]; also_acceptable?: string[] }
interface QuestionSet { name: string; specFile: string; questions: Question[] }

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const readJsonl = <T>(file: string): T[] => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as T);
/**
 * The share of the training probes (each once per spec) the not-covered gate may let through: the 2%. Before
 * the api-question line it was 5%, and the in-domain share below bound either way (README, Evaluation).
 */
const GATE_PROBE_SHARE = Number(opt('gate-share') ?? 0.02);
/**
 * The share of in-domain questions (mean over the sets) the gate must answer whatever the probes: the issue's covered
 * ≥ 0.95. Where the probes' share would turn away more (near-domain probes score like everyday questions), this binds.
 */
const GATE_KEEP_SHARE = Number(opt('gate-keep') ?? 0.95);
const OWN_DIR = join(REPO_ROOT, 'eval', 'questions');

function questionSets(): QuestionSet[] {
  if (opt('spec') || opt('questions')) {
    if (!opt('spec') || !opt('questions')) throw new Error('--spec and --questions go together');
    return [{ name: basename(opt('questions')!, '.jsonl'), specFile: resolve(opt('spec')!), questions: readJsonl<Question>(resolve(opt('questions')!)) }];
  }
  const specFile = new Map(manifest().map((m) => [m.id, join(EVAL_DIR, 'specs', m.file)]));
  const files = [
    ...readdirSync(join(EVAL_DIR, 'questions')).map((f) => join(EVAL_DIR, 'questions', f)),
    ...readdirSync(OWN_DIR).filter((f) => !f.startsWith('probes')).map((f) => join(OWN_DIR, f)),
  ].filter((f) => f.endsWith('.jsonl'));
  const only = opt('sets')?.split(',');
  return files
    .filter((f) => !only || only.some((o) => basename(f).includes(o)))
    .map((f) => {
      const questions = readJsonl<Question>(f);
      const spec = questions[0]?.spec;
      if (!spec || !specFile.has(spec)) throw new Error(`${f}: unknown spec "${spec}"`);
      return { name: basename(f, '.jsonl').replace(/^(restbench|wapiibench)_/, ''), specFile: specFile.get(spec)!, questions };
    });
}

const config = loadConfig(process.env, { DATA_DIR: '/tmp/specwise-eval-unused' });
const logger = createLogger({ level: 'warn', pretty: false, service: 'eval' });
const db = openSqlite(':memory:');
const stores = { vectorStore: new SqliteVectorStore(db), keywordIndex: new SqliteKeywordIndex(db), catalog: new SqliteSpecCatalog(db), jobStore: new SqliteJobStore(db), uploads: new SqliteUploadStore(db) };
const models = buildQueryModels(config);
const ingest = createIngestHandler({ ...stores, embedder: models.embedder, logger: silentLogger, limits: { maxSpecBytes: 50 << 20, fetchTimeoutMs: 1000, allowHosts: [] } });
const service = createQueryService({ ...stores, ...models, llm: null, logger, settings: querySettings(config) });
// Off-topic questions the gate is fitted on: every probes*.jsonl but the held-out ones.
// --no-probes: the in-domain questions only (a quick run for the ranker's pairwise rows; no off-topic figures).
const probeFiles = args.includes('--no-probes') ? [] : readdirSync(OWN_DIR).filter((f) => f.startsWith('probes'));
/** The training probes of `files` (every probes*.jsonl but the held-out ones), in file order. */
const trainingProbes = (files: string[]) => files.filter((f) => !f.startsWith('probes-heldout')).sort()
  .flatMap((f) => readJsonl<{ id: string; question: string }>(join(OWN_DIR, f)));
const probes = trainingProbes(probeFiles);
if (args.includes('--write-gate-calibration')) {
  const file = join(REPO_ROOT, 'services', 'query', 'src', 'fitted', 'gate-calibration.json');
  const questions = trainingProbes(readdirSync(OWN_DIR).filter((f) => f.startsWith('probes'))).map((p) => p.question);
  writeFileSync(file, JSON.stringify({ fitted_on: `${questions.length} training probes (eval/questions/probes*.jsonl but probes-heldout*)`, questions }) + '\n');
  console.log(`${questions.length} calibration questions written to ${file}`);
  process.exit(0);
}
// Off-topic questions no model or gate was ever fitted on (every probes-heldout*.jsonl, each written after the gate
// was fitted): how often an unseen one passes.
const heldOutProbes = probeFiles.filter((f) => f.startsWith('probes-heldout')).sort()
  .flatMap((f) => readJsonl<{ id: string; question: string }>(join(OWN_DIR, f)));

const ingested = new Map<string, { name: string; ms: number; operations: number }>();
async function ingestOnce(file: string) {
  const hit = ingested.get(file);
  if (hit) return hit;
  const name = `s${ingested.size}`;
  const t0 = performance.now();
  await stores.uploads.put(name, readFileSync(file));
  await stores.jobStore.create({ id: name, specification_name: name });
  await ingest({ jobId: name, specName: name, source: { kind: 'upload', uploadKey: name, filename: basename(file) } });
  const job = await stores.jobStore.get(name);
  if (job?.state !== 'done') throw new Error(`ingest of ${file} failed: ${job?.error?.message}`);
  const out = { name, ms: Math.round(performance.now() - t0), operations: job.chunks_stored };
  // The spec's own gate, before its first question (whose latency it would otherwise hold).
  const t1 = performance.now();
  await service.warmGate([name]);
  process.stderr.write(`[eval] ${basename(file)}: not-covered gate calibrated in ${Math.round(performance.now() - t1)} ms\n`);
  ingested.set(file, out);
  return out;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const round = (x: number | null, d = 3) => (x === null ? null : +x.toFixed(d));
const dump: Array<Record<string, unknown>> = [];
/** What the ranker weighs of each candidate in the intent window (--fit-pairwise). */
const RANK_FEATURES = ['base', 'cosine', 'head', 'intent'] as const;
/** Every candidate of the intent window with the ranker's features. */
/** The spec a dump or pairwise row comes from (rows of older dumps name only their set). */
const specOf = (d: { spec?: unknown; set?: unknown }) => String(d.spec ?? d.set);
const pairwise: Array<{ set: string; spec?: string; id: string; question?: string; rows: Array<{ endpoint?: string; gold: boolean; x: number[]; signals?: IntentSignals; dense?: Place; bm25?: Place }> }> = [];
type Place = { rank: number; score: number | null };

async function evaluate(set: QuestionSet) {
  const spec = await ingestOnce(set.specFile);
  const specs = await service.resolveSpecs([spec.name]);
  let recall10 = 0;
  let answer1 = 0;
  let citedGold = 0;
  let covered = 0;
  const conf: number[] = [];
  const right: boolean[] = [];
  const lat: number[] = [];
  // first_ok: the first-ranked operation is right, whether or not the gate let the answer through (the label
  // the confidence model is fitted to).
  const row = (kind: string, q: { id: string; question: string }, r: QueryResponse, ok: boolean, gold: string[], firstOk = false, stages?: Record<string, number>) =>
    dump.push({ set: set.name, spec: basename(set.specFile), kind, id: q.id, question: q.question, gold, ok, first_ok: firstOk, covered: r.covered, confidence: r.confidence, sources: r.sources.map((s) => s.endpoint), signals: r.confidence_signals, retrieval_notes: r.retrieval.notes, dense_scores: r.retrieval.dense.map((h) => +h.score.toFixed(4)), bm25_scores: r.retrieval.bm25.map((h) => +h.score.toFixed(3)), ...(stages ? { gold_rank: stages } : {}) });
  for (const q of set.questions) {
    const accept = new Set([...q.gold, ...(q.also_acceptable ?? [])]);
    // Timed first: the retrieval below would leave the question's api-question score kept, and a user's question is new.
    const t0 = performance.now();
    const r = await service.query({ question: q.question, specs: [spec.name] });
    lat.push(performance.now() - t0);
    const retrieval = await service.retrieve(q.question, specs);
    const ranked = retrieval.ranked.map((x) => `${x.chunk.method} ${x.chunk.path}`);
    // Where the best-placed accepted operation stands after each stage (1-based; 0 = absent): which stage lost it.
    const endpointOf = (h: { id: string; spec: string }) => {
      const c = retrieval.chunks.get(hitKey(h));
      return c ? `${c.method} ${c.path}` : '';
    };
    const rankIn = (list: string[]) => list.findIndex((e) => accept.has(e)) + 1;
    const stages = { dense: rankIn(retrieval.dense.map(endpointOf)), bm25: rankIn(retrieval.bm25.map(endpointOf)), fused: rankIn(retrieval.fused.map(endpointOf)), final: rankIn(ranked) };
    // The intent window's candidates with what the ranker weighs, for fitting its weights (--fit-pairwise).
    const windowed = retrieval.ranked.filter((r): r is typeof r & { base: number; intent: NonNullable<typeof r.intent> } => !!r.intent && !!(r as { base?: number }).base);
    const evidence = retrievalEvidence(q.question, valueWords(retrieval.intent), retrieval.cosine);
    // Each retriever's rank and score of the candidate (0 and null where it did not return it), for trying other fusions.
    const placeIn = (list: typeof retrieval.dense) => {
      const at = new Map(list.map((h, i) => [hitKey(h), i]));
      return (h: { id: string; spec: string }): Place => {
        const i = at.get(hitKey(h));
        return i === undefined ? { rank: 0, score: null } : { rank: i + 1, score: +list[i].score.toFixed(4) };
      };
    };
    const inDense = placeIn(retrieval.dense);
    const inBm25 = placeIn(retrieval.bm25);
    pairwise.push({ set: set.name, spec: basename(set.specFile), id: q.id, question: q.question, rows: windowed.map((r) => ({ endpoint: `${r.chunk.method} ${r.chunk.path}`, gold: accept.has(`${r.chunk.method} ${r.chunk.path}`), x: [r.base, evidence.cosine(r.chunk), evidence.head(r.chunk), intentScore(r.intent)], signals: r.intent, dense: inDense(r.chunk), bm25: inBm25(r.chunk) })) });
    recall10 += q.gold.filter((g) => ranked.slice(0, 10).includes(g) || (q.gold.length === 1 && ranked.slice(0, 10).some((e) => accept.has(e)))).length / q.gold.length;
    const ok = r.covered && !!r.sources[0] && accept.has(r.sources[0].endpoint);
    if (ok) answer1++;
    if (r.covered && r.sources.some((s) => accept.has(s.endpoint))) citedGold++;
    if (r.covered) covered++;
    conf.push(r.confidence / 100);
    right.push(ok);
    row('in-domain', q, r, ok, q.gold, accept.has(ranked[0] ?? ''), stages);
  }
  // Off-topic questions: the training probes count in AUROC and ECE (as wrong answers), the held-out ones do not.
  const offTopic = async (list: typeof probes, kind: 'probe' | 'probe-heldout') => {
    let accepted = 0;
    for (const p of list) {
      const r = await service.query({ question: p.question, specs: [spec.name] });
      if (r.covered) accepted++;
      if (kind === 'probe') {
        conf.push(r.confidence / 100);
        right.push(false);
      }
      row(kind, p, r, false, []);
    }
    return list.length ? accepted / list.length : null;
  };
  const probesAccepted = await offTopic(probes, 'probe');
  const heldOutAccepted = await offTopic(heldOutProbes, 'probe-heldout');
  const n = set.questions.length;
  return {
    set: set.name, spec: basename(set.specFile), operations: spec.operations, questions: n,
    'recall@10': round(recall10 / n), 'answer@1': round(answer1 / n), 'cited-gold': round(citedGold / n),
    covered: round(covered / n), 'off-topic accepted': round(probesAccepted), 'held-out off-topic accepted': round(heldOutAccepted),
    auroc: round(auroc(conf, right)), ece: round(ece(conf, right)), 'p50 ms': round(pct(lat, 50), 1),
  };
}

if (opt('pairwise-from')) {
  pairwise.push(...readJsonl<(typeof pairwise)[number]>(resolve(opt('pairwise-from')!)));
  fitPairwise();
  process.exit(0);
}
if (opt('fit-from')) {
  dump.push(...readJsonl<Record<string, unknown>>(resolve(opt('fit-from')!)));
  await fitConfidence();
  process.exit(0);
}
const sets = questionSets();
const rows: Array<Awaited<ReturnType<typeof evaluate>>> = [];
for (const set of sets) {
  rows.push(await evaluate(set));
  if (!args.includes('--json')) process.stderr.write(`[eval] ${set.name} done\n`);
}
const embedding = (await stores.catalog.list())[0]?.embedding_model ?? 'none';
if (opt('dump')) writeFileSync(resolve(opt('dump')!), dump.map((d) => JSON.stringify(d)).join('\n') + '\n');
if (args.includes('--json')) console.log(JSON.stringify({ embedding_model: embedding, reranker: null, results: rows }, null, 2));
else {
  console.log(`embeddings: ${embedding}; probes: ${probes.length} off-topic questions per spec\n`);
  const cols = Object.keys(rows[0]);
  console.log(`| ${cols.join(' | ')} |\n|${cols.map((c, i) => (i < 2 ? '---' : '---:')).join('|')}|`);
  for (const r of rows) console.log(`| ${cols.map((c) => String((r as Record<string, unknown>)[c])).join(' | ')} |`);
  const mean = (k: string) => round(rows.reduce((s, r) => s + Number((r as Record<string, unknown>)[k] ?? 0), 0) / rows.length);
  console.log(`| mean | | | ${rows.reduce((s, r) => s + r.questions, 0)} | ${['recall@10', 'answer@1', 'cited-gold', 'covered', 'off-topic accepted', 'held-out off-topic accepted', 'auroc', 'ece'].map(mean).join(' | ')} | |`);
}
if (args.includes('--fit')) await fitConfidence();
if (args.includes('--fit-pairwise')) fitPairwise();
if (opt('dump-pairwise')) writeFileSync(resolve(opt('dump-pairwise')!), pairwise.map((d) => JSON.stringify(d)).join('\n') + '\n');
db.close();

/**
 * Leave-one-spec-out report of the two logistic models over the retrieval features: confidence (is the first
 * operation right?) and coverage (is this question about the spec at all? read with the api-question line; its gate
 * lets through at most 2% of the probes unless that answers fewer than 95% of the in-domain questions), then both
 * fitted on every set. Every set of a spec is held out with it (the Stripe sets share words and operations), so each
 * row is what the models do on a spec they were not fitted on.
 */
async function fitConfidence() {
  // The held-out probes stay out of every fit: they measure what the gate does with off-topic questions it never saw.
  const data = dump.filter((d) => d.kind !== 'probe-heldout' && (d.signals as { features?: Record<string, number> }).features);
  type Model = { bias: number; weights: number[] };
  const feats = (d: Record<string, unknown>) => FEATURES.map((k) => (d.signals as { features: Record<string, number> }).features[k] ?? 0);
  // The api-question line's out-of-fold score of each question (a line fitted on a question scores it too well).
  const inDomainQuestions = [...new Map(data.filter((d) => d.kind === 'in-domain').map((d) => [String(d.question), { question: String(d.question), spec: specOf(d) }])).values()];
  // The line reads only the words: every training probe file, also those whose probes the dump did not run.
  const probeQuestions = [...new Set([...data.filter((d) => d.kind === 'probe').map((d) => String(d.question)), ...probes.map((p) => p.question)])];
  const heldOutQuestions = [...new Set(dump.filter((d) => d.kind === 'probe-heldout').map((d) => String(d.question)))];
  const lineEmbedder = opt('line-model') ? questionEmbedderOf(config, opt('line-model')!) : models.questionEmbedder;
  const vectors = await embedQuestions(lineEmbedder, [...withReframed([...inDomainQuestions.map((q) => q.question), ...probeQuestions]), ...heldOutQuestions]);
  process.stderr.write(`[fit] ${vectors.size} questions embedded\n`);
  const line = crossFitApiQuestion(inDomainQuestions, probeQuestions, vectors);
  // The held-out probes were never fitted on: the line fitted on everything scores them.
  const apiQuestion = (d: Record<string, unknown>) => (d.kind === 'probe-heldout' ? apiQuestionScore(vectors.get(String(d.question))!, line.model) : line.outOfFold.get(`${d.kind === 'in-domain' ? 'in' : 'probe'}|${d.question}`) ?? 0);
  const coverFeats = (d: Record<string, unknown>) => [...feats(d), apiQuestion(d)];
  const sizes = new Map<string, number>();
  for (const d of data) sizes.set(`${d.set}/${d.kind}`, (sizes.get(`${d.set}/${d.kind}`) ?? 0) + 1);
  // Every set and the probes weigh the same, whatever their size.
  const weight = (d: Record<string, unknown>) => 1 / sizes.get(`${d.set}/${d.kind}`)!;
  const right = (d: Record<string, unknown>) => (d.first_ok ? 1 : 0);
  const inDomain = (d: Record<string, unknown>) => (d.kind === 'in-domain' ? 1 : 0);
  type Columns = (d: Record<string, unknown>) => number[];
  const fit = (rows: typeof data, label: (d: Record<string, unknown>) => number, x: Columns = feats): Model => fitLogistic(rows.map(x), rows.map(label), rows.map(weight));
  // A question about another product is not covered whatever the models say (`productNames`): it passes no gate.
  const vetoed = (d: Record<string, unknown>) => !!(d.signals as { products?: string[] }).products?.length;
  const prob = (m: Model, d: Record<string, unknown>, x: Columns = feats) => (vetoed(d) ? 0 : sigmoid(m.bias + x(d).reduce((s, v, j) => s + v * m.weights[j], 0)));
  // The probes are asked of every set, so a spec with five sets would hold each of its probes five times: the gate
  // counts each probe once per spec.
  const probesOnce = (rows: typeof data, kind = 'probe') => [...new Map(rows.filter((d) => d.kind === kind).map((d) => [`${specOf(d)}\u0000${d.question}`, d])).values()];
  const inDomainBySet = (m: Model, rows: typeof data, x: Columns) => {
    const bySet = new Map<string, number[]>();
    for (const d of rows.filter((r) => r.kind === 'in-domain')) {
      const key = String(d.set);
      if (!bySet.has(key)) bySet.set(key, []);
      bySet.get(key)!.push(prob(m, d, x));
    }
    return [...bySet.values()];
  };
  const gateOf = (m: Model, rows: typeof data, x: Columns) => Math.min(thresholdFor(probesOnce(rows).map((d) => prob(m, d, x)), GATE_PROBE_SHARE), thresholdKeeping(inDomainBySet(m, rows, x), GATE_KEEP_SHARE));
  console.log('\nconfidence and coverage models, each spec held out (trained on the sets of the others):\n');
  console.log('| held-out set | confidence auroc | confidence ece | covered | off-topic accepted | held-out off-topic accepted |\n|---|---:|---:|---:|---:|---:|');
  const held: Array<Array<number | null>> = [];
  const heldOutProbeRows = dump.filter((d) => d.kind === 'probe-heldout' && (d.signals as { features?: Record<string, number> }).features);
  // The models of a held-out spec are the same for each of its sets: fitted once per spec.
  const bySpec = new Map<string, { conf: Model; cover: Model; gate: number }>();
  const heldOutFit = (spec: string) => {
    if (!bySpec.has(spec)) {
      const train = data.filter((d) => specOf(d) !== spec);
      const cover = fit(train, inDomain, coverFeats);
      bySpec.set(spec, { conf: fit(train, right), cover, gate: gateOf(cover, train, coverFeats) });
    }
    return bySpec.get(spec)!;
  };
  for (const set of [...new Set(data.map((d) => String(d.set)))]) {
    const test = data.filter((d) => d.set === set);
    const { conf, cover, gate } = heldOutFit(specOf(test[0]));
    const p = test.map((d) => prob(conf, d));
    const share = (rows: typeof data) => round(rows.filter((d) => prob(cover, d, coverFeats) >= gate).length / rows.length);
    const cells = [auroc(p, test.map((d) => !!d.first_ok)), ece(p, test.map((d) => !!d.first_ok)), share(test.filter((d) => d.kind === 'in-domain')), share(test.filter((d) => d.kind === 'probe')), share(probesOnce(heldOutProbeRows.filter((d) => d.set === set), 'probe-heldout'))];
    held.push(cells);
    console.log(`| ${set} | ${cells.map((c) => round(c)).join(' | ')} |`);
  }
  console.log(`| mean | ${[0, 1, 2, 3, 4].map((j) => round(held.reduce((s, c) => s + (c[j] ?? 0), 0) / held.length)).join(' | ')} |`);
  // Printed as confidence.ts takes them: weights to two decimals, and the gate computed from those weights and rounded
  // up, so that the probe it was set above stays below it.
  const rounded = (m: Model): Model => ({ ...m, bias: +m.bias.toFixed(2), weights: m.weights.map((w) => +w.toFixed(2)) });
  const show = (m: Model) => `bias ${m.bias}, weights ${JSON.stringify(Object.fromEntries([...FEATURES, 'api_question'].slice(0, m.weights.length).map((k, j) => [k, m.weights[j]])))}`;
  const gateShown = (m: Model, x: Columns) => (Math.ceil(gateOf(m, data, x) * 1000) / 1000).toFixed(3);
  const cover = rounded(fit(data, inDomain, coverFeats));
  const coverAlone = rounded(fit(data, inDomain));
  console.log(`\nconfidence fitted on every set: ${show(rounded(fit(data, right)))}`);
  console.log(`coverage fitted on every set: ${show(cover)}, gate ${gateShown(cover, coverFeats)}`);
  console.log(`coverage without the api-question line (another embedding model, documents): ${show(coverAlone)}, gate ${gateShown(coverAlone, feats)}`);
  const fittedOn = `${new Set(inDomainQuestions.map((q) => q.spec)).size} specs' visible question sets (${inDomainQuestions.length} questions) and ${probeQuestions.length} training probes`;
  if (args.includes('--write-api-question')) {
    const file = join(REPO_ROOT, 'services', 'query', 'src', 'fitted', 'api-question.json');
    writeFileSync(file, JSON.stringify(apiQuestionFile(line.model, lineEmbedder.modelId, fittedOn)) + '\n');
    console.log(`api-question line (${fittedOn}) written to ${file}`);
  }
}

/**
 * Leave-one-set-out fit of the intent-rank weights: a logistic model over [retrieval base, intent signals] of the
 * candidates in the intent window (gold = 1), compared with the hand-set INTENT_WEIGHTS by top-1 accuracy.
 */
/**
 * The ranker's weights: a pairwise logistic model (RankNet-style, over feature differences gold − other within a
 * question) over the fused score `base`, the cosine, the head coverage and the hand-weighted intent score, each
 * spec held out in turn with all its sets — top-1 among questions whose gold is in the window, against base +
 * intent alone and against the weights in use.
 */
function fitPairwise() {
  const usable = pairwise.filter((c) => c.rows.some((r) => r.gold) && c.rows.some((r) => !r.gold));
  const sd = RANK_FEATURES.map((_f, j) => {
    const xs = usable.flatMap((q) => q.rows.map((r) => r.x[j]));
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length) || 1;
  });
  const fit = (qs: typeof usable) => {
    const x: number[][] = [];
    const y: number[] = [];
    const w: number[] = [];
    const perSet = new Map<string, number>();
    for (const q of qs) perSet.set(q.set, (perSet.get(q.set) ?? 0) + 1);
    for (const q of qs) {
      const golds = q.rows.filter((r) => r.gold);
      const others = q.rows.filter((r) => !r.gold);
      // Every set weighs the same, and every question within it.
      const weight = 1 / (golds.length * others.length) / perSet.get(q.set)!;
      for (const g of golds) for (const o of others) {
        const diff = g.x.map((v, j) => (v - o.x[j]) / sd[j]);
        x.push(diff, diff.map((v) => -v));
        y.push(1, 0);
        w.push(weight, weight);
      }
    }
    return fitLogistic(x, y, w, { l2: 0.01, steps: 1500, rate: 1 });
  };
  const top1 = (qs: typeof usable, score: (x: number[]) => number) => qs.filter((q) => q.rows.reduce((b, r) => (score(r.x) > score(b.x) ? r : b), q.rows[0]).gold).length / Math.max(1, qs.length);
  const learned = (m: { weights: number[] }) => (x: number[]) => x.reduce((s, v, j) => s + (v / sd[j]) * m.weights[j], 0);
  const current = (x: number[]) => RETRIEVAL_WEIGHTS.base * x[0] + RETRIEVAL_WEIGHTS.cosine * x[1] + RETRIEVAL_WEIGHTS.head * x[2] + x[3];
  console.log('\nranker weights, each spec held out with all its sets (top-1 among questions whose gold is in the window):\n');
  console.log('| held-out spec | questions | base + intent | learned (held out) | RETRIEVAL_WEIGHTS |\n|---|---:|---:|---:|---:|');
  for (const spec of [...new Set(usable.map(specOf))]) {
    const m = fit(usable.filter((q) => specOf(q) !== spec));
    const test = usable.filter((q) => specOf(q) === spec);
    console.log(`| ${spec} | ${test.length} | ${round(top1(test, (x) => x[0] + x[3]))} | ${round(top1(test, learned(m)))} | ${round(top1(test, current))} |`);
  }
  const m = fit(usable);
  const raw = RANK_FEATURES.map((_k, j) => m.weights[j] / sd[j]);
  console.log(`\nlearned on every set, scaled so intent weighs 1 (RETRIEVAL_WEIGHTS): ${JSON.stringify(Object.fromEntries(RANK_FEATURES.slice(0, 3).map((k, j) => [k, +(raw[j] / raw[3]).toFixed(3)])))}`);
}
