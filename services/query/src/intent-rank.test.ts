import { describe, expect, it } from 'vitest';
import { fixtureChunk } from '../../../packages/shared/src/server/conformance/fixtures.js';
import { commonSegments, intentSignals, rankByIntent } from './intent-rank.js';
import { understand } from './understand.js';

const c = (method: string, path: string, summary: string) => fixtureChunk('api', method, path, summary);

describe('the resources a path passes through', () => {
  // Near-equal retrieval scores: the intent decides.
  const pool = [
    c('GET', '/gists/{gist_id}/commits', 'List gist commits'),
    c('GET', '/repos/{owner}/{repo}/commits', 'List commits'),
    c('GET', '/repos/{owner}/{repo}/pulls', 'List pull requests'),
    c('GET', '/repos/{owner}/{repo}/issues', 'List repository issues'),
    c('GET', '/repos/{owner}/{repo}/branches', 'List branches'),
  ];

  it('count against an operation when the question never names them, unless most candidates share them', () => {
    const intent = understand('list the commits of a repository', new Set(['commit', 'repository', 'gist', 'pull', 'issue']));
    const common = commonSegments(pool);
    expect([...common]).toEqual(['repos']);
    expect(intentSignals(intent, pool[0], pool, common).through).toBe(-0.5); // `gists` is a detour
    expect(intentSignals(intent, pool[1], pool, common).through).toBe(0); // `repos` is shared, so not held against it
    const ranked = rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })));
    expect(ranked[0].chunk.path).toBe('/repos/{owner}/{repo}/commits');
  });

  it('do not count when the question names them', () => {
    const intent = understand('list the commits of a gist', new Set(['commit', 'gist', 'repository']));
    expect(intentSignals(intent, pool[0], pool).through).toBe(0);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/gists/{gist_id}/commits');
  });
});
