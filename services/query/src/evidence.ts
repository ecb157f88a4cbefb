// The retrieval evidence the ranker weighs beside the fused score: the question's cosine with each candidate
// (its dense hit) and how much of the question the candidate's head (summary, path, operationId) covers.
import type { Chunk } from '@specwise/shared';
import { headText } from '@specwise/shared/server';
import { termCoverage } from './confidence.js';
import type { RetrievalEvidence } from './intent-rank.js';
import { hitKey } from './rrf.js';

/** Each dense hit's cosine, by `hitKey`. */
export function cosineByHit(dense: Array<{ id: string; spec: string; score: number }>): Map<string, number> {
  return new Map(dense.map((d) => [hitKey(d), d.score]));
}

export function retrievalEvidence(question: string, names: Set<string>, cosine: ReadonlyMap<string, number>): RetrievalEvidence {
  return {
    cosine: (c: Chunk) => cosine.get(hitKey(c)) ?? 0,
    head: (c: Chunk) => termCoverage(question, headText(c), names),
  };
}
