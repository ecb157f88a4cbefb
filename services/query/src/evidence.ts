// The retrieval evidence the ranker weighs beside the fused score: the question's cosine with each candidate
// (its dense hit) and how much of the question the candidate's head (summary, path, operationId) covers.
import type { Chunk } from '@specwise/shared';
import { headText, type ScoredId, type VectorStore } from '@specwise/shared/server';
import { termCoverage } from './confidence.js';
import type { RetrievalEvidence } from './intent-rank.js';
import { hitKey } from './rrf.js';

/** Each dense hit's cosine, by `hitKey`. */
function cosineByHit(dense: Array<{ id: string; spec: string; score: number }>): Map<string, number> {
  return new Map(dense.map((d) => [hitKey(d), d.score]));
}

/**
 * Each dense hit's cosine, and the exact cosine of every candidate the dense list did not reach (keyword search
 * alone found it): one scoring call per spec for those. Without it such a candidate would weigh as cosine 0 in
 * the ranker, below every dense hit however far down the dense list that one was.
 */
export async function cosineOfCandidates(store: VectorStore, vector: Float32Array | null, dense: ScoredId[], candidates: ScoredId[], denseSpecs: string[]): Promise<Map<string, number>> {
  const cosine = cosineByHit(dense);
  if (!vector) return cosine;
  const missing = new Map<string, string[]>();
  for (const h of candidates) if (!cosine.has(hitKey(h)) && denseSpecs.includes(h.spec)) missing.set(h.spec, [...(missing.get(h.spec) ?? []), h.id]);
  const scored = await Promise.all([...missing].map(([spec, ids]) => store.search(spec, vector, { k: ids.length, ids })));
  for (const h of scored.flat()) cosine.set(hitKey(h), h.score);
  return cosine;
}

export function retrievalEvidence(question: string, names: Set<string>, cosine: ReadonlyMap<string, number>): RetrievalEvidence {
  return {
    cosine: (c: Chunk) => cosine.get(hitKey(c)) ?? 0,
    head: (c: Chunk) => termCoverage(question, headText(c), names),
  };
}
