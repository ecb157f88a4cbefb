import { chunkLabel, type Chunk, type ConfidenceSignals, type QueryInput, type QueryResponse, type RetrievedHit, type Source, type SpecInfo, type Step } from '@specwise/shared';
import {
  errorMessage,
  mergeAcronyms,
  noopTracer,
  readAcronyms,
  specAcronyms,
  resolveSources,
  ValidationError,
  type AnswerGenerator,
  type Embedder,
  type GroundednessScorer,
  type KeywordIndex,
  type Logger,
  type Reranker,
  type ScoredId,
  type SpecAcronyms,
  type SpecCatalog,
  type Trace,
  type Tracer,
  type VectorStore,
} from '@specwise/shared/server';
import { extractiveAnswer, notCoveredAnswer } from './answer/extractive.js';
import { documentAnswer } from './answer/document-answer.js';
import { condenseFollowUp, type CondenseContext } from './condense.js';
import { NOT_COVERED_MARKER } from './answer/openai.answer-generator.js';
import { checkFieldGrounding, codeBlocks } from './grounding.js';
import { idCollections, itemCollections, withIdKinds } from './typed-ids.js';
import { hitKey, reciprocalRankFusion } from './rrf.js';
import { addPrerequisites, buildFinderIndex, selfOperation, type Prerequisite } from './prerequisites.js';
import { placeReferences, rankByIntent, type IntentSignals } from './intent-rank.js';
import { cosineOfCandidates, retrievalEvidence } from './evidence.js';
import { withNamedCandidates } from './named-candidates.js';
import { known } from './phrases.js';
import { apiNames, quotedText, specVocabulary, understand, valueWords, withoutApiName, withoutValues, type Intent } from './understand.js';
import { confidenceFeatures, CONFIDENCE_MODEL, coverage, foreignNames, logistic, productNames, sigmoid, textWords, vocabularyStems, type Features } from './confidence.js';
import { calibrationQuestions, specGate } from './spec-gate.js';
import { apiQuestionModelFor, apiQuestionScore } from './api-question.js';

export type RetrievalMode = 'bm25' | 'dense' | 'hybrid' | 'hybrid+rerank';

export interface QueryDeps {
  catalog: SpecCatalog;
  vectorStore: VectorStore;
  keywordIndex: KeywordIndex;
  embedder: Embedder | null;
  /**
   * The embedder the api-question line reads (`apiQuestionEmbedder`): `embedder` itself where the line was fitted on its
   * vectors. Absent or null: the not-covered gate reads the retrieval alone.
   */
  questionEmbedder?: Embedder | null;
  reranker: Reranker | null;
  nli: GroundednessScorer | null;
  llm: AnswerGenerator | null;
  logger: Logger;
  /**
   * `calibrateGate`: give each spec its own not-covered gate (`spec-gate.ts`), computed from the calibration questions
   * once per ingest of it (started by `warmGate` or the first question asked of it, which does not wait for it). Off
   * (absent): the model's gate alone. `questionScoresKept`: how many questions' api-question scores are kept
   * (`API_QUESTION_CACHE` when absent; 0 keeps none, so that a benchmark times every question as if new).
   */
  settings: { retrievalK: number; rrfK: number; rerankTopN: number; answerTopK: number; calibrateGate?: boolean; questionScoresKept?: number };
  /** Langfuse (or timings only, the default): one trace per question, a span per stage. */
  tracer?: Tracer;
}

const NAMED_ENDPOINT = /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\/[^\s?)'"`,]*)/g;

/** Endpoints a question names literally, as `METHOD /path`. */
export function namedEndpoints(question: string): string[] {
  return [...question.matchAll(NAMED_ENDPOINT)].map((m) => `${m[1]} ${m[2]}`);
}

/** One hit of `search`: the operation and its retrieval score (higher is better). */
export interface SearchHit {
  chunk: Chunk;
  score: number;
}

export interface RankedChunk {
  chunk: Chunk;
  score: number;
  /** How well the operation fits the question's intent (absent for operations added as prerequisites). */
  intent?: IntentSignals;
  /** The ranker's score of an operation in the intent window (retrieval evidence + intent), absent past it. */
  final?: number;
}

export interface Retrieval {
  ranked: RankedChunk[];
  dense: ScoredId[];
  bm25: ScoredId[];
  fused: ScoredId[];
  reranked: ScoredId[] | null;
  /** The question's cosine with each dense hit and each candidate the ranker weighed, by hitKey. */
  cosine: ReadonlyMap<string, number>;
  /** Best cosine similarity between the question and a retrieved chunk (null without dense retrieval). */
  topCosine: number | null;
  /** Operations added because a top operation needs a value they provide. */
  prerequisites: Prerequisite[];
  /** Every chunk loaded for this retrieval, by hitKey. */
  chunks: Map<string, Chunk>;
  /** What the question asks (action, one or many, scope, named values). */
  intent: Intent;
  /** Stems of the vocabulary of the specs asked (for the confidence's known-terms feature). */
  vocabularyStems: Set<string>;
  /** Proper names the question uses that the specs asked never write (`foreignNames`): what another product is named. */
  unwrittenNames: string[];
  /**
   * A step of the call chain looks a named thing up (a finder, not the caller's own record): the names are data then,
   * such as a movie's title — except one the asker owns ("my Disney Plus subscription", `productNames`).
   */
  namesLookedUp: boolean;
  /** How much the question reads like one asked of an API (`api-question.ts`); null where the line cannot be read. */
  apiQuestion: number | null;
  notes: string[];
}

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));
/**
 * The path parameters of `c` the question gives values for (`placeReferences`): a parameter that takes an id only gets a
 * value that reads as one (a digit in it: "cn_6", "12"), not a name ("movie Titanic" is looked up, not sent as its id).
 */
function givenPathValues(intent: Intent, c: Chunk): Map<string, string> {
  return new Map([...placeReferences(intent, c).path].filter(([param, value]) => !ID_PARAM.test(param) || /\d/.test(value)));
}

/** A path parameter that takes an id (`{id}`, `{movie_id}`, `{petId}`). */
const ID_PARAM = /(?:id|uuid)$/i;
/**
 * A calibration given up before its end: its spec was ingested again while it ran (the new ingest has its own), or the
 * service is stopping (its stores are about to close).
 */
class CalibrationStopped extends Error {
  constructor(readonly why: 'superseded' | 'stopping') {
    super(`not-covered gate calibration stopped (${why})`);
  }
}
/** How many questions' api-question scores are kept: more than the calibration questions, so every spec's calibration after the first reads them all. */
const API_QUESTION_CACHE = 4096;

/** What the gate and the score read off a retrieval (`relevance`). */
interface Relevance {
  similarity: number;
  covered: boolean;
  features: Features;
  apiQuestion: number | null;
  products: string[];
  /** The gate's probability and the gate it had to reach (the spec's own where higher). */
  coverage: { probability: number; gate: number };
}

/** One set, or the union of several: asking one spec (the usual case) copies nothing. */
const union = <T>(sets: Set<T>[]): Set<T> => (sets.length === 1 ? sets[0] : new Set(sets.flatMap((x) => [...x])));
/** The paths of a spec's operations (not its document sections). */
const operationPaths = (chunks: Chunk[]) => chunks.filter((c) => !c.section).map((c) => c.path);

/** The prerequisites that provide a value `primary` needs. */
const feedingOf = (primary: Chunk, prerequisites: Prerequisite[]) => prerequisites.filter((p) => p.consumer.id === primary.id && p.consumer.spec === primary.spec);

/**
 * What the cross-encoder reads of a chunk: the compact view that is embedded (summary, method, path, parameter
 * and field names, ≤ 1,200 characters), not the full text — 25 pairs at ≤ RERANK_MAX_TOKENS (160) tokens keep reranking under 300 ms on 2 cores.
 */
export function rerankView(c: Chunk): string {
  return c.embedText || c.text.slice(0, 1200);
}

/** The proper names a question uses that none of the specs asked writes; a quoted name is data the user gives ("create a tag named 'Urgent'"). */
function unwrittenNames(intent: Intent, indexes: Array<{ textWords: Set<string> }>): string[] {
  if (!indexes.length) return [];
  const quoted = quotedText(intent.question);
  const unquoted = intent.values.filter((v) => !quoted.some((q) => q.includes(v)));
  return indexes.reduce((names, m) => foreignNames(names, m.textWords), unquoted);
}

export function createQueryService(deps: QueryDeps) {
  const { settings } = deps;
  let noticeLogged = false;
  const finderCache = new Map<string, { key: string; index: Promise<SpecIndex> }>();
  interface SpecIndex {
    finders: ReturnType<typeof buildFinderIndex>;
    self?: Chunk;
    vocabulary: Set<string>;
    /** The words it names its things by: its vocabulary without summaries and tags (`understand`). */
    thingWords: Set<string>;
    vocabularyStems: Set<string>;
    /** Every word of its full text (`foreignNames`). */
    textWords: Set<string>;
    /** Every operation by `METHOD /path`, for questions that name one. */
    byEndpoint: Map<string, Chunk>;
    /** Its collections that hold items (`itemCollections`): what the question's words for things are read against. */
    collections: Set<string>;
    /** The same by their groupings (`idCollections`): what a typed id's prefix is read against. */
    idCollections: Set<string>;
    /** What its acronyms stand for (`specAcronyms`). */
    acronyms: SpecAcronyms;
  }

  /** Finder operations and vocabulary of a spec, built once per ingest of it. */
  function finders(spec: SpecInfo): Promise<SpecIndex> {
    const key = `${spec.ingested_at}:${spec.content_hash}`;
    const hit = finderCache.get(spec.name);
    if (hit && hit.key === key) return hit.index;
    const index = deps.keywordIndex.listChunks(spec.name).then((chunks) => {
      const vocabulary = specVocabulary(chunks);
      const paths = operationPaths(chunks);
      return { finders: buildFinderIndex(chunks), self: selfOperation(chunks), vocabulary, thingWords: specVocabulary(chunks, { prose: false }), vocabularyStems: vocabularyStems(vocabulary), textWords: textWords(chunks.map((c) => c.text)), byEndpoint: new Map(chunks.map((c) => [`${c.method} ${c.path}`, c])), collections: itemCollections(paths), idCollections: idCollections(paths), acronyms: specAcronyms(chunks) };
    });
    finderCache.set(spec.name, { key, index });
    return index;
  }

  /** The api-question line's score of each question lately read, by line model and question (oldest dropped first). */
  const apiQuestionScores = new Map<string, number>();
  /** A spec's calibration, by its ingest (`key`): the gate once done (`value`), and the promise of it meanwhile. */
  type Calibration = { key: string; gate: Promise<number>; value?: number };
  const gateCache = new Map<string, Calibration>();
  /** Set by `stop`: no calibration starts or goes on after it. */
  let stopping = false;

  /**
   * The spec's own gate (`spec-gate.ts`), once per ingest of it: each calibration question retrieved and scored as a
   * question asked of it is (the same window, without the cross-encoder: the gate was fitted without one); 0 where
   * calibration is off or for documents. Started by `warmGate` after an ingest or by the first question; a failed
   * calibration is not kept: the next question starts it again.
   */
  function calibration(spec: SpecInfo): Calibration {
    const key = `${spec.ingested_at}:${spec.content_hash}`;
    const hit = gateCache.get(spec.name);
    if (hit && hit.key === key) return hit;
    // A re-ingest while it runs makes it the old ingest's: it stops at its next question (the new ingest has its own).
    const entry: Calibration = { key, gate: calibrate(spec, () => gateCache.get(spec.name) === entry) };
    entry.gate.then(
      (v) => void (entry.value = v),
      (err) => {
        if (gateCache.get(spec.name) === entry) gateCache.delete(spec.name);
        if (err instanceof CalibrationStopped && err.why === 'superseded') deps.logger.info({ spec: spec.name }, 'not-covered gate calibration stopped: the spec was ingested again');
        else if (err instanceof CalibrationStopped) deps.logger.info({ spec: spec.name }, 'not-covered gate calibration stopped: the service is stopping (it runs again at the next start)');
        else deps.logger.warn({ spec: spec.name, err: errorMessage(err) }, 'not-covered gate calibration failed');
      },
    );
    gateCache.set(spec.name, entry);
    return entry;
  }

  async function calibrate(spec: SpecInfo, current: () => boolean): Promise<number> {
    const t0 = performance.now();
    const scores: number[] = [];
    let model = 0;
    const goOn = () => {
      if (stopping) throw new CalibrationStopped('stopping');
      if (!current()) throw new CalibrationStopped('superseded');
    };
    for (const question of calibrationQuestions()) {
      if (stopping) throw new CalibrationStopped('stopping');
      const r = await retrieve(question, [spec], 'hybrid+rerank', undefined, false);
      goOn();
      const rel = relevance(question, r, 0);
      scores.push(rel.products.length ? 0 : rel.coverage.probability);
      model = rel.coverage.gate;
      // One question at a time, yielding between them: questions keep being answered while a spec is calibrated.
      await new Promise((done) => setImmediate(done));
    }
    const gate = specGate(scores, model);
    deps.logger.info({ spec: spec.name, questions: scores.length, gate: Number(gate.toFixed(4)), modelGate: model, ms: Math.round(performance.now() - t0) }, 'not-covered gate calibrated');
    return gate;
  }

  /**
   * The gate a question asked of `specs` must reach beside the model's: the highest of their own gates. A spec whose
   * gate is still being calibrated reads the model's gate alone (a note says so); the question does not wait for it.
   */
  function gateFor(specs: SpecInfo[], notes: string[]): number {
    if (!settings.calibrateGate) return 0;
    let gate = 0;
    for (const spec of specs.filter((s) => s.kind !== 'document')) {
      const entry = calibration(spec);
      if (entry.value === undefined) notes.push(`the not-covered gate of ${spec.name} is being calibrated on everyday questions; until it is, the gate is the model's own`);
      else gate = Math.max(gate, entry.value);
    }
    return gate;
  }

  /** Calibrates the named specs' own gates one after another (after an ingest, ahead of their first question). */
  async function warmGate(names: string[]): Promise<void> {
    // No names is no spec (not every spec, as for a question): a server started with nothing ingested has nothing to do.
    if (!settings.calibrateGate || !names.length || stopping) return;
    for (const spec of await resolveSpecs(names)) {
      // Ingested again meanwhile: the warm-up after that ingest calibrates it; stopping: the next start does.
      if (stopping) return;
      if (spec.kind !== 'document') await calibration(spec).gate.catch((err) => { if (!(err instanceof CalibrationStopped)) throw err; });
    }
  }

  /**
   * Stops the background work before the stores close: the gate calibrations under way end at their next question
   * (none starts after this), and this waits for them, so none reads a closed store.
   */
  async function stop(): Promise<void> {
    stopping = true;
    await Promise.allSettled([...gateCache.values()].map((c) => c.gate));
  }

  /** The specs and documents a question is asked of (`resolveSources`). */
  const resolveSpecs = (names: string[] | undefined, collections: string[] = []): Promise<SpecInfo[]> => resolveSources(deps.catalog, names, collections);

  /** Understand → dense ∥ BM25 → fuse → rerank → intent → call chain. `rerank: false` leaves the cross-encoder out (calibration). */
  async function retrieve(question: string, specs: SpecInfo[], mode: RetrievalMode = 'hybrid+rerank', trace: Trace = noopTracer.start('retrieve', null), rerank = true): Promise<Retrieval> {
    const notes: string[] = [];
    const k = settings.retrievalK;
    const useDense = mode !== 'bm25';
    const useBm25 = mode !== 'dense';
    let embedReason: string | null = deps.embedder ? null : 'no embedding model is configured';
    if (useDense && deps.embedder) embedReason = await deps.embedder.ready();
    const denseSpecs = specs.filter((s) => s.embedding_model && deps.embedder && s.embedding_model === deps.embedder.modelId);
    if (useDense && embedReason) notes.push(`dense retrieval skipped: ${embedReason}; answering from BM25 only`);
    else if (useDense && denseSpecs.length < specs.length) {
      for (const s of specs.filter((x) => !denseSpecs.includes(x))) {
        notes.push(`dense retrieval skipped for ${s.name}: it was ingested ${s.embedding_model ? `with ${s.embedding_model}` : 'without embeddings'}; re-ingest it to enable it`);
      }
    }
    if (notes.length && !noticeLogged) {
      deps.logger.warn({ notes }, 'degraded retrieval');
      noticeLogged = true;
    }
    // Understand: the spec's own vocabulary tells API words ("Order") from names ("Titanic").
    const specIndexes = await Promise.all(specs.map((s) => finders(s)));
    // The spec's own collections: what the question's words name, and the kind a typed id ("pi_123") names (payment
    // intents).
    const collections = union(specIndexes.map((m) => m.collections));
    const typedCollections = union(specIndexes.map((m) => m.idCollections));
    const vocabulary = union(specIndexes.map((m) => m.vocabulary));
    const thingWords = union(specIndexes.map((m) => m.thingWords));
    // The spec's acronyms read ("list the PVCs" → "list the persistent volume claims"): the rest reads the question so.
    const asked = question;
    question = readAcronyms(asked, mergeAcronyms(specIndexes.map((m) => m.acronyms)), (w) => known(w, vocabulary));
    if (question !== asked) notes.push(`read the spec's acronyms: ${question}`);
    const apiNamesAsked = apiNames(specs.map((s) => s.title), collections);
    const intent = await trace.step<Intent>('understand', () => withoutApiName(withIdKinds(understand(question, vocabulary, collections, thingWords), typedCollections, vocabulary), apiNamesAsked), { input: question, output: (i) => i });
    if (intent.related.length) notes.push(`also searched for the spec's own terms for the question's everyday words: ${intent.related.join(', ')}`);
    if (intent.actionTerm) notes.push(`also searched for the spec's verb for the action asked: ${intent.actionTerm}`);
    if (intent.toggleTerms.length) notes.push(`also searched for the spec's verbs for turning it ${intent.toggle}: ${intent.toggleTerms.join(', ')}`);
    // Both searches read the question with the spec's words beside its own ("make my own copy of a repository" → "… copy
    // fork of a repository": the spec's term right after a word it never uses, as much a word of the question as the
    // others) and look for the spec's verb for the action asked ("throw away" → delete) too.
    const actionTerms = intent.actionTerm ? [intent.actionTerm] : [];
    const top = (hits: ScoredId[]) => hits.slice(0, 10).map((h) => ({ id: h.id, spec: h.spec, score: Number(h.score.toFixed(4)) }));
    let queryVector: Float32Array | null = null;
    // The dense search and the api-question line embed a text each; where the two are the same text (the question
    // as asked: no values, no spec's words beside it), it is embedded once.
    const embedded = new Map<string, Promise<Float32Array>>();
    const embedQuery = (text: string) => {
      if (!embedded.has(text)) embedded.set(text, deps.embedder!.embedQuery(text));
      return embedded.get(text)!;
    };
    const denseP = trace.step<ScoredId[]>('dense', async () => {
      if (!useDense || embedReason || denseSpecs.length === 0) return [];
      // Named values are data, not API vocabulary: they only blur the question's embedding.
      const v = await embedQuery([withoutValues(intent.specWorded, intent.values), ...actionTerms].join(' '));
      queryVector = v;
      const lists = await Promise.all(denseSpecs.map((s) => deps.vectorStore.search(s.name, v, { k })));
      return lists.flat().sort((a, b) => b.score - a.score).slice(0, k);
    }, { kind: 'retriever', input: { question, searched: intent.specWorded, specs: denseSpecs.map((s) => s.name) }, output: top });
    const bm25P = trace.step<ScoredId[]>('bm25', async () => {
      if (!useBm25) return [];
      // The spec's verb is searched as a synonym (weighted under the question's own words).
      const lists = await Promise.all(specs.map((s) => deps.keywordIndex.search(s.name, intent.specWorded, { k, synonyms: [...actionTerms, ...intent.toggleTerms], kept: intent.kept })));
      return lists.flat().sort((a, b) => b.score - a.score).slice(0, k);
    }, { kind: 'retriever', input: { question, searched: intent.specWorded, specs: specs.map((s) => s.name) }, output: top });
    const [dense, bm25, apiQuestion] = await Promise.all([denseP, bm25P, apiQuestionOf(question, specs, embedQuery, notes)]);
    const fused: ScoredId[] = await trace.step<ScoredId[]>('fuse', () => reciprocalRankFusion([dense, bm25].filter((l) => l.length > 0), settings.rrfK).map((h) => ({ id: h.id, spec: h.spec, score: h.score })), { input: { rrfK: settings.rrfK }, output: top });

    const poolSize = mode === 'hybrid+rerank' ? Math.max(settings.rerankTopN, settings.answerTopK) : Math.max(k, settings.answerTopK);
    const pool = withNamedCandidates(intent, fused, poolSize, specIndexes);
    const cosine = await cosineOfCandidates(deps.vectorStore, queryVector, dense, pool.hits, denseSpecs.map((s) => s.name));
    const chunks = await loadChunks(pool.hits, pool.known);
    let ranked: RankedChunk[] = pool.hits.flatMap((h) => {
      const c = chunks.get(hitKey(h));
      return c ? [{ chunk: c, score: h.score }] : [];
    });
    let reranked: ScoredId[] | null = null;
    if (mode === 'hybrid+rerank' && rerank && ranked.length > 1) {
      const reason = deps.reranker && settings.rerankTopN > 0 ? await deps.reranker.ready() : 'reranking is off (no RERANKER_MODEL or RERANK_TOP_N=0)';
      if (reason) notes.push(`rerank skipped: ${reason}`);
      else {
        try {
          const candidates = ranked.map((r) => rerankView(r.chunk));
          const scores = await trace.step<number[]>('rerank', () => deps.reranker!.score(question, candidates), { input: { question, candidates: ranked.map((r) => chunkLabel(r.chunk)) }, output: (sc) => sc.map((x) => Number(x.toFixed(4))) });
          ranked = ranked.map((r, i) => ({ ...r, score: scores[i] })).sort((a, b) => b.score - a.score);
          reranked = ranked.map((r) => ({ id: r.chunk.id, spec: r.chunk.spec, score: r.score }));
        } catch (err) {
          notes.push(`rerank failed and was skipped: ${errorMessage(err)}`);
        }
      }
    }
    // Intent: the method, shape, scope and version that fit what is asked come first among near-ties.
    ranked = rankByIntent(intent, ranked, 30, retrievalEvidence(question, valueWords(intent), cosine));
    // An operation the question names exactly ("what does POST /v1/refunds return?") is the one it is about.
    const pinned = namedEndpoints(question).flatMap((e) => specIndexes.flatMap((m) => m.byEndpoint.get(e) ?? []));
    if (pinned.length) {
      const keys = new Set(pinned.map(hitKey));
      ranked = [...pinned.map((c) => ranked.find((r) => hitKey(r.chunk) === hitKey(c)) ?? { chunk: c, score: ranked[0]?.score ?? 1 }), ...ranked.filter((r) => !keys.has(hitKey(r.chunk)))];
      notes.push(`the question names ${pinned.map((c) => `${c.method} ${c.path}`).join(', ')}: answered about it`);
    }
    // Operations that take an id the question only names get the operation that finds that id by name.
    const merged = new Map<string, Chunk[]>();
    for (const m of specIndexes) for (const [k, v] of m.finders) merged.set(k, [...(merged.get(k) ?? []), ...v]);
    const byKey = new Map(ranked.map((r) => [hitKey(r.chunk), r]));
    const self = specIndexes.find((m) => m.self && m.self.spec === ranked[0]?.chunk.spec)?.self;
    const pre = await trace.step<ReturnType<typeof addPrerequisites>>('expand', () => addPrerequisites(intent, ranked.map((r) => r.chunk), merged, { triggers: 3, self, given: (c) => new Set(givenPathValues(intent, c).keys()) }), { output: (p) => p.added.map((a) => `${a.provider.method} ${a.provider.path} → ${a.param}`) });
    if (pre.added.length) {
      ranked = pre.ranked.map((c) => byKey.get(hitKey(c)) ?? { chunk: c, score: 0 });
      notes.push(...pre.added.map((a) => `prerequisite added: ${a.provider.method} ${a.provider.path} provides the ${a.param} that ${a.consumer.method} ${a.consumer.path} needs`));
    }
    let topCosine: number | null = null;
    for (const r of ranked.slice(0, Math.max(3, settings.answerTopK))) {
      const c = cosine.get(hitKey(r.chunk));
      if (c !== undefined) topCosine = Math.max(topCosine ?? -1, c);
    }
    return { ranked, dense, bm25, fused, reranked, cosine, topCosine, notes, prerequisites: pre.added, chunks, intent, vocabularyStems: union(specIndexes.map((m) => m.vocabularyStems)), unwrittenNames: unwrittenNames(intent, specIndexes), namesLookedUp: pre.added.some((a) => a.provider !== self), apiQuestion };
  }

  /**
   * The api-question line's score of the question as asked: null for documents (not API questions), without the line's
   * embedder (a note says why where it would not load), or where the line was not fitted on its vectors. Where the
   * line reads the retrieval embedder's vectors, the question is embedded once for both.
   */
  async function apiQuestionOf(question: string, specs: SpecInfo[], embedQuery: (text: string) => Promise<Float32Array>, notes: string[]): Promise<number | null> {
    const line = deps.questionEmbedder;
    if (!line || specs.some((s) => s.kind === 'document')) return null;
    const reason = await line.ready();
    if (reason) {
      notes.push(`the not-covered gate reads the retrieval alone: ${reason}`);
      return null;
    }
    const model = apiQuestionModelFor(line.modelId, line.dimension());
    if (!model) return null;
    const key = `${line.modelId}\n${question}`;
    const read = apiQuestionScores.get(key);
    if (read !== undefined) return read;
    const score = apiQuestionScore(await (line === deps.embedder ? embedQuery(question) : line.embedQuery(question)), model);
    keepScore(key, score);
    return score;
  }

  /** Keeps a question's api-question score (the line reads the question alone: each spec's calibration asks it again). */
  function keepScore(key: string, score: number): void {
    const room = settings.questionScoresKept ?? API_QUESTION_CACHE;
    if (room <= 0) return;
    if (apiQuestionScores.size >= room) apiQuestionScores.delete(apiQuestionScores.keys().next().value!);
    apiQuestionScores.set(key, score);
  }

  /** Full chunks of the hits, each fetched once; `known` holds chunks already loaded (they are not fetched again). */
  async function loadChunks(hits: ScoredId[], known: Map<string, Chunk> = new Map()): Promise<Map<string, Chunk>> {
    const out = new Map(known);
    const bySpec = new Map<string, Set<string>>();
    for (const h of hits) if (!out.has(hitKey(h))) bySpec.set(h.spec, (bySpec.get(h.spec) ?? new Set()).add(h.id));
    await Promise.all(
      [...bySpec].map(async ([spec, ids]) => {
        for (const c of await deps.keywordIndex.getChunks(spec, [...ids])) out.set(hitKey(c), c);
      }),
    );
    return out;
  }

  /**
   * Gate and score from the retrieval alone: the calibrated probability that the first operation is right.
   * A reranker, when one runs, is averaged in (its logit through a sigmoid).
   */
  function relevance(question: string, r: Retrieval, specGate: number): Relevance {
    // A question that names one of the API's own things by the id it issued ("customer cus_1", "location tml_4") is
    // about this API: a name beside it ("saying they are a VIP", "our Berlin store") is data.
    const unwritten = r.intent.idKinds.length ? [] : r.unwrittenNames;
    const features = confidenceFeatures({ question, names: valueWords(r.intent), ranked: r.ranked, dense: r.dense, bm25: r.bm25, topCosine: r.topCosine, vocabularyStems: r.vocabularyStems, unknownNames: r.namesLookedUp ? [] : unwritten });
    // A question about another product's things ("invite my team to a Trello board") is not covered, however close
    // the words of its operation.
    // Where the call chain looks names up, only a name the asker owns ("my Disney Plus subscription") is a product.
    const products = productNames(question, unwritten, r.namesLookedUp);
    const model = coverage(features, r.apiQuestion);
    const gate = { probability: r.ranked.length ? model.probability : 0, gate: Math.max(model.gate, specGate) };
    if (!r.ranked.length) return { similarity: 0, covered: false, features, apiQuestion: r.apiQuestion, products, coverage: gate };
    let p = logistic(features, CONFIDENCE_MODEL);
    if (r.reranked) p = 0.5 * p + 0.5 * sigmoid(r.reranked[0].score);
    return { similarity: clamp01(p), covered: !products.length && gate.probability >= gate.gate, features, apiQuestion: r.apiQuestion, products, coverage: gate };
  }

  function toHits(list: ScoredId[], byKey: Map<string, Chunk>): RetrievedHit[] {
    return list.slice(0, 20).map((h) => {
      const c = byKey.get(hitKey(h));
      return { id: h.id, spec: h.spec, endpoint: c ? chunkLabel(c) : h.id, score: Number(h.score.toFixed(5)) };
    });
  }

  function sourceOf(c: Chunk): Source {
    return { endpoint: chunkLabel(c), method: c.method, path: c.path, summary: c.summary, spec: c.spec, pointer: c.pointer, ...(c.section ? { section: c.section } : {}) };
  }

  /** The ordered calls an answer needs: what provides each value the primary operation takes, then the primary. */
  function callChain(primary: Chunk | undefined, prerequisites: Prerequisite[]): Step[] {
    if (!primary) return [];
    const feeding = feedingOf(primary, prerequisites);
    if (!feeding.length) return [];
    const endpoint = (c: Chunk) => `${c.method} ${c.path}`;
    return [
      ...feeding.map((p) => ({ endpoint: endpoint(p.provider), why: `finds the ${p.param} that ${endpoint(primary)} needs`, provides: p.param })),
      { endpoint: endpoint(primary), why: primary.summary, provides: 'result' },
    ];
  }

  /** Endpoints an answer names (`METHOD /path`, or a bare path that only one context chunk has); sections it names. */
  function citedChunks(answer: string, context: Chunk[]): Chunk[] {
    const cited = context.filter((c) => answer.includes(chunkLabel(c)) || (c.section && c.summary.length > 3 && answer.includes(c.summary)));
    if (cited.length) return cited;
    return context.filter((c) => answer.includes(c.path) && context.filter((o) => o.path === c.path).length === 1);
  }

  interface Answered {
    answer: string;
    mode: QueryResponse['answer_mode'];
    covered: boolean;
    /** The operations the answer cites, the one it is about first. */
    cited: Chunk[];
    notes: string[];
  }

  /**
   * The answer stage: the LLM when configured (streamed; it may still say "not covered"; on failure the
   * extractive answer), else the extractive answer, or the not-covered answer when the gate said no.
   */
  async function answerStage(question: string, specs: SpecInfo[], retrieval: Retrieval, context: Chunk[], gate: boolean, onEvent: ((event: string, data: unknown) => void) | undefined, retrievalView: QueryResponse['retrieval'], signal?: AbortSignal, trace: Trace = noopTracer.start('answer', null)): Promise<Answered> {
    const notes: string[] = [];
    let covered = gate && context.length > 0;
    let answer = '';
    let mode: QueryResponse['answer_mode'] = 'extractive';
    let cited: Chunk[] = [];
    if (covered && deps.llm) {
      mode = 'llm';
      onEvent?.('sources', { sources: context.map(sourceOf), retrieval: retrievalView });
      const stream = markerAwareStream(onEvent);
      const generation = trace.generation('generation', deps.llm.prompt?.({ question, chunks: context }) ?? { question, excerpts: context.map(chunkLabel) }, deps.llm.name);
      let usage: { input?: number; output?: number } | undefined;
      try {
        answer = (await deps.llm.generate({ question, chunks: context }, stream.onToken, signal, (u) => (usage = u))).trim();
        generation.end(answer, usage);
      } catch (err) {
        generation.end('', usage, errorMessage(err));
        notes.push(`LLM ${deps.llm.name} failed (${errorMessage(err)}); answered extractively instead`);
        // What it streamed so far is withdrawn: the client starts the answer text over.
        if (stream.started()) onEvent?.('reset', { reason: errorMessage(err) });
        deps.logger.warn({ err: errorMessage(err) }, 'LLM failed; falling back to the extractive answer');
        mode = 'extractive';
      }
      if (mode === 'llm' && answer.startsWith(NOT_COVERED_MARKER)) covered = false;
      else if (mode === 'llm') {
        stream.flush();
        cited = citedChunks(answer, context);
        if (!cited.length && context[0]) {
          cited = [context[0]];
          notes.push('the answer names no endpoint; citing the top retrieved one');
        }
      }
    }
    if (covered && mode === 'extractive' && context[0].section) {
      // A document's answer: the section's own lines that answer the question; nearby sections after it.
      const related = context.slice(1, 4).filter((c) => c.section);
      answer = documentAnswer(context[0], related, question);
      cited = [context[0], ...related];
    } else if (covered && mode === 'extractive') {
      const primary = context[0];
      const first = feedingOf(primary, retrieval.prerequisites);
      const related = context.slice(1, 4).filter((c) => !(c.method === primary.method && c.path === primary.path) && !first.some((p) => p.provider.id === c.id));
      answer = extractiveAnswer(primary, related, specs.length > 1, first, { terms: retrieval.intent.terms, pathValues: givenPathValues(retrieval.intent, primary) });
      // The operation the answer is about comes first; the calls that feed it follow.
      cited = [primary, ...first.map((p) => p.provider), ...related];
    }
    if (!covered) {
      answer = notCoveredAnswer(specs, context[0] ?? null, retrieval.unwrittenNames);
      cited = [];
    }
    if (mode === 'extractive' || !covered) {
      onEvent?.('sources', { sources: cited.map(sourceOf), retrieval: retrievalView });
      onEvent?.('token', { text: answer });
    }
    return { answer, mode, covered, cited, notes };
  }

  /** Tokens pass through once they cannot be the start of the not-covered marker (which is never shown). */
  function markerAwareStream(onEvent: ((event: string, data: unknown) => void) | undefined) {
    let buffered = '';
    let flushed = false;
    return {
      onToken: onEvent
        ? (t: string) => {
            if (flushed) return onEvent('token', { text: t });
            buffered += t;
            if (buffered.length >= NOT_COVERED_MARKER.length + 2 || !NOT_COVERED_MARKER.startsWith(buffered.trim().slice(0, NOT_COVERED_MARKER.length))) {
              if (!buffered.trim().startsWith(NOT_COVERED_MARKER)) {
                flushed = true;
                onEvent('token', { text: buffered });
              }
            }
          }
        : undefined,
      flush() {
        if (!flushed && onEvent && buffered) onEvent('token', { text: buffered });
      },
      started: () => flushed,
    };
  }

  /**
   * The score stage: the calibrated retrieval probability (or 70% groundedness from an NLI model + 30% of it),
   * times the field-grounding ratio of the answer's code, minus 0.1 per invented name; at most 20 when not covered.
   */
  async function scoreStage(a: Answered, context: Chunk[], rel: ReturnType<typeof relevance>): Promise<{ confidence: number; signals: ConfidenceSignals }> {
    const notes = [...a.notes];
    const grounding = checkFieldGrounding(a.answer, a.cited.length ? a.cited : context);
    let nli: number | null = null;
    const used: string[] = [];
    if (a.covered && deps.nli) {
      const reason = await deps.nli.ready();
      if (reason) notes.push(`groundedness model skipped: ${reason}`);
      else {
        try {
          const prose = a.answer.replace(/```[\s\S]*?```/g, ' ').slice(0, 2000);
          nli = await deps.nli.score(a.cited.map((c) => c.text.slice(0, 1500)).join('\n\n'), prose);
        } catch (err) {
          notes.push(`groundedness model failed: ${errorMessage(err)}`);
        }
      }
    } else if (a.covered) notes.push('no groundedness (NLI) model configured (NLI_MODEL); confidence uses retrieval similarity and field grounding');
    let score: number;
    if (nli !== null) {
      used.push('nli', 'similarity');
      score = 0.7 * nli + 0.3 * rel.similarity;
    } else {
      used.push('similarity');
      score = rel.similarity;
    }
    if (grounding.score !== null) {
      used.push('field_grounding');
      score = score * grounding.score - 0.1 * grounding.ungrounded.length;
    }
    let confidence = Math.round(100 * clamp01(score));
    if (!a.covered) confidence = Math.min(confidence, 20);
    return {
      confidence,
      signals: {
        used,
        nli: nli === null ? null : Number(nli.toFixed(3)),
        similarity: Number(rel.similarity.toFixed(3)),
        features: Object.fromEntries(Object.entries(rel.features).map(([k, v]) => [k, Number(v.toFixed(4))])),
        api_question: rel.apiQuestion === null ? null : Number(rel.apiQuestion.toFixed(4)),
        ...(rel.products.length ? { products: rel.products } : {}),
        coverage: { probability: Number(rel.coverage.probability.toFixed(4)), gate: Number(rel.coverage.gate.toFixed(4)) },
        field_grounding: grounding.score === null ? null : Number(grounding.score.toFixed(3)),
        ungrounded: grounding.ungrounded,
        notes,
      },
    };
  }

  /** The pipeline: resolve specs → retrieve (understand, dense ∥ BM25, fuse, rerank, intent, call chain) → gate → answer → score. */
  async function run(input: QueryInput, onEvent?: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<QueryResponse> {
    const t0 = performance.now();
    const question = input.question.trim();
    if (!question) throw new ValidationError('question_empty', 'question must not be empty', 400);
    const specs = await resolveSpecs(input.specs, input.collections);
    const trace = (deps.tracer ?? noopTracer).start('question', { question, specs: specs.map((s) => s.name) }, input.requestId ? { requestId: input.requestId } : undefined);
    try {
      return await traced(trace, question, specs, input, t0, onEvent, signal);
    } catch (err) {
      trace.end({ error: errorMessage(err) });
      throw err;
    }
  }

  async function traced(trace: Trace, question: string, specs: SpecInfo[], input: QueryInput, t0: number, onEvent?: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<QueryResponse> {
    const retrieval = await retrieve(question, specs, 'hybrid+rerank', trace);
    const t1 = performance.now();
    const allChunks = await loadChunks([...retrieval.dense.slice(0, 20), ...retrieval.bm25.slice(0, 20), ...retrieval.fused.slice(0, 20)], retrieval.chunks);
    const retrievalView = {
      dense: toHits(retrieval.dense, allChunks),
      bm25: toHits(retrieval.bm25, allChunks),
      fused: toHits(retrieval.fused, allChunks),
      reranked: retrieval.reranked ? toHits(retrieval.reranked, allChunks) : [],
      notes: retrieval.notes,
    };
    const specGate = gateFor(specs, retrieval.notes);
    const rel = await trace.step('gate', () => relevance(retrieval.intent.question, retrieval, specGate), { output: (r) => r });
    const context = retrieval.ranked.slice(0, input.topK ?? settings.answerTopK).map((r) => r.chunk);
    const answered = await trace.step('answer', () => answerStage(question, specs, retrieval, context, rel.covered, onEvent, retrievalView, signal, trace), { output: (a) => ({ mode: a.mode, covered: a.covered, cited: a.cited.map(chunkLabel) }) });
    const t2 = performance.now();
    const { confidence, signals } = await trace.step('score', () => scoreStage(answered, context, rel), { kind: 'evaluator', output: (r) => r });
    trace.score('confidence', confidence, answered.covered ? undefined : 'not covered');
    const response: QueryResponse = {
      answer: answered.answer,
      covered: answered.covered,
      confidence,
      confidence_signals: signals,
      ungrounded: signals.ungrounded,
      sources: answered.cited.map(sourceOf),
      steps: answered.covered ? callChain(answered.cited[0], retrieval.prerequisites) : [],
      retrieval: retrievalView,
      answer_mode: answered.mode,
      timings_ms: { ...trace.timings, retrieval: Math.round(t1 - t0), answer: Math.round(t2 - t1), total: Math.round(performance.now() - t0) },
      trace_id: trace.id,
    };
    trace.end({ answer: response.answer, covered: response.covered, confidence, sources: response.sources.map((x) => x.endpoint) });
    onEvent?.('done', response);
    return response;
  }

  /**
   * Retrieval only (no answer): the best `k` operations for a question, in the pipeline's order (hybrid,
   * rerank, intent, call chain), each with its score. What retrieval-plugin clients ask for.
   */
  async function search(question: string, specNames: string[] | undefined, k: number, collections: string[] = []): Promise<SearchHit[]> {
    const q = question.trim();
    if (!q) throw new ValidationError('question_empty', 'query must not be empty', 400);
    const specs = await resolveSpecs(specNames, collections);
    const r = await retrieve(q, specs);
    return r.ranked.slice(0, k).map((x) => ({ chunk: x.chunk, score: x.score }));
  }

  /** A follow-up condensed by the LLM into a standalone question; null without an LLM or when it fails. */
  async function condense(question: string, previous: CondenseContext, signal?: AbortSignal): Promise<string | null> {
    try {
      return await condenseFollowUp(deps.llm, question, previous, signal);
    } catch (err) {
      deps.logger.warn({ err: errorMessage(err) }, 'LLM could not condense a follow-up; resolved from the previous turn instead');
      return null;
    }
  }

  return {
    retrieve,
    resolveSpecs,
    search,
    warmGate,
    stop,
    condense,
    query: (input: QueryInput, signal?: AbortSignal) => run(input, undefined, signal),
    stream: (input: QueryInput, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal) => run(input, onEvent, signal),
    /** Exposed for tests and the eval: the code blocks the grounding check reads. */
    codeBlocks,
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
