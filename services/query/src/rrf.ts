import type { ScoredId } from '@specwise/shared/server';

export interface FusedHit {
  id: string;
  spec: string;
  score: number;
  /** 1-based rank in each input list (absent when the list did not have it). */
  ranks: Array<number | null>;
}

/** One key for a hit: the same chunk id in two specs is two different hits. */
export const hitKey = (h: { id: string; spec: string }) => `${h.spec}\u0000${h.id}`;
const key = hitKey;

/**
 * Reciprocal Rank Fusion (Cormack et al., 2009): score(d) = Σ 1 / (k + rank_i(d)). Rank-based, so scores
 * of different scales (cosine, BM25) fuse without tuned weights. Ties keep the order of first appearance.
 */
export function reciprocalRankFusion(lists: ScoredId[][], k = 60): FusedHit[] {
  const byKey = new Map<string, FusedHit>();
  const order: string[] = [];
  lists.forEach((list, li) => {
    list.forEach((hit, idx) => {
      const kk = key(hit);
      let f = byKey.get(kk);
      if (!f) {
        f = { id: hit.id, spec: hit.spec, score: 0, ranks: lists.map(() => null) };
        byKey.set(kk, f);
        order.push(kk);
      }
      if (f.ranks[li] === null) {
        f.ranks[li] = idx + 1;
        f.score += 1 / (k + idx + 1);
      }
    });
  });
  const pos = new Map(order.map((kk, i) => [kk, i]));
  return [...byKey.values()].sort((a, b) => b.score - a.score || pos.get(key(a))! - pos.get(key(b))!);
}
