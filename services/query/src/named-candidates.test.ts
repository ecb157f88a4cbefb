import { describe, expect, it } from 'vitest';
import { fixtureChunk } from '../../../packages/shared/src/server/conformance/fixtures.js';
import { collectionsOfFound, endpointPaths, FOUND_ITEMS, namedCandidates, NAMED_CANDIDATES, withNamedCandidates } from './named-candidates.js';
import { understand } from './understand.js';

const k8s = ['GET /api/v1/nodes', 'GET /api/v1/nodes/{name}', 'PATCH /api/v1/nodes/{name}', 'DELETE /api/v1/nodes/{name}', 'GET /api/v1/nodes/{name}/status', 'GET /api/v1/namespaces/{namespace}/pods/{name}'];
const stripe = ['GET /v1/balance', 'GET /v1/balance_transactions', 'GET /v1/terminal/readers', 'GET /v1/terminal/readers/{reader}', 'POST /v1/terminal/readers', 'GET /v1/customers/{customer}/cards'];

describe('the candidates the spec structure names', () => {
  it('are the item a value names, made with a method that fits the action', () => {
    const vocab = new Set(['nodes', 'node', 'pods', 'pod', 'memory']);
    expect(namedCandidates(understand('how much memory can pods use on node worker-1?', vocab), endpointPaths(k8s))).toEqual(['GET /api/v1/nodes/{name}']);
    expect(namedCandidates(understand('update the labels of node worker-3', vocab), endpointPaths(k8s))).toEqual(['PATCH /api/v1/nodes/{name}']);
    expect(namedCandidates(understand('delete node worker-3', vocab), endpointPaths(k8s))).toEqual(['DELETE /api/v1/nodes/{name}']);
    // A thing added to the one a value names may be a change of it.
    expect(namedCandidates(understand('put a note on node worker-3 saying who owns it', vocab), endpointPaths(k8s))).toEqual(['PATCH /api/v1/nodes/{name}']);
  });

  it('are the path without parameters named for the thing asked about', () => {
    const vocab = new Set(['terminal', 'readers', 'reader', 'balance', 'customers', 'cards']);
    expect(namedCandidates(understand('list the card readers registered for in-person payments', vocab), endpointPaths(stripe))).toEqual(['GET /v1/terminal/readers']);
    expect(namedCandidates(understand('register a new card reader', vocab), endpointPaths(stripe))).toEqual(['POST /v1/terminal/readers']);
  });

  it('are the paths that spell a value the question names', () => {
    const groups = ['GET /apis/apps/', 'GET /apis/authorization.k8s.io/', 'GET /apis/batch/v1/', 'GET /apis/batch/v1/jobs', 'POST /apis/batch/v1/namespaces/{namespace}/jobs'];
    const vocab = new Set(['apis', 'group', 'jobs']);
    expect(namedCandidates(understand('get information about the authorization.k8s.io API group', vocab), endpointPaths(groups))).toEqual(['GET /apis/authorization.k8s.io/']);
    expect(namedCandidates(understand('list the resources of API group batch/v1', vocab), endpointPaths(groups))).toEqual(['GET /apis/batch/v1/', 'GET /apis/batch/v1/jobs']);
  });

  it('are none where the question names no value of a kind and no thing', () => {
    expect(namedCandidates(understand('how do I get started?', new Set(['balance'])), endpointPaths(stripe))).toEqual([]);
  });

  it('are at most NAMED_CANDIDATES', () => {
    const many = Array.from({ length: 20 }, (_, i) => `GET /g${i}/nodes/{name}`);
    expect(namedCandidates(understand('show node worker-1', new Set(['nodes', 'node'])), endpointPaths(many))).toHaveLength(NAMED_CANDIDATES);
  });
});

describe('the pool with the named candidates', () => {
  const chunk = (endpoint: string) => {
    const [method, path] = endpoint.split(' ');
    return fixtureChunk('api', method, path, endpoint);
  };
  const byEndpoint = new Map(k8s.map((e) => [e, chunk(e)]));
  const id = (e: string) => byEndpoint.get(e)!.id;

  it('follows the fused pool, scored as its last, each named operation once and none already in it', () => {
    const fused = [
      { id: id('GET /api/v1/nodes/{name}/status'), spec: 'api', score: 0.03 },
      { id: id('GET /api/v1/nodes'), spec: 'api', score: 0.02 },
      { id: id('GET /api/v1/nodes/{name}'), spec: 'api', score: 0.01 },
    ];
    const intent = understand('show node worker-1', new Set(['nodes', 'node']));
    const pool = withNamedCandidates(intent, fused, 2, [{ byEndpoint }, { byEndpoint }]);
    expect(pool.hits).toEqual([fused[0], fused[1], { id: id('GET /api/v1/nodes/{name}'), spec: 'api', score: 0.02 }]);
    expect([...pool.known.values()].map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v1/nodes/{name}']);
    // Already in the pool: nothing joins.
    expect(withNamedCandidates(intent, fused, 3, [{ byEndpoint }]).hits).toEqual(fused);
  });
});

describe('the collections of the items found first', () => {
  const policies = ['GET /apis/admission/v1/mutatingpolicies', 'POST /apis/admission/v1/mutatingpolicies', 'GET /apis/admission/v1/mutatingpolicies/{name}', 'PATCH /apis/admission/v1/mutatingpolicies/{name}', 'GET /apis/admission/v1/mutatingpolicies/{name}/status'];
  const byEndpoint = new Map(policies.map((e) => {
    const [method, path] = e.split(' ');
    return [e, fixtureChunk('api', method, path, e)];
  }));
  const chunk = (e: string) => byEndpoint.get(e)!;
  const vocab = new Set(['mutating', 'policies', 'policy', 'cluster']);

  it('join for a listing (GET) or a creation (POST), from the item the search found', () => {
    const found = [chunk('GET /apis/admission/v1/mutatingpolicies/{name}')];
    expect(collectionsOfFound(understand('which mutating policies are set up in the cluster?', vocab), found, byEndpoint)).toEqual(['GET /apis/admission/v1/mutatingpolicies']);
    expect(collectionsOfFound(understand('add a mutating policy to the cluster', vocab), found, byEndpoint)).toEqual(['POST /apis/admission/v1/mutatingpolicies']);
  });

  it('are none for another action, or where what was found is no item', () => {
    expect(collectionsOfFound(understand('show mutating policy p1', vocab), [chunk('GET /apis/admission/v1/mutatingpolicies/{name}')], byEndpoint)).toEqual([]);
    expect(collectionsOfFound(understand('delete mutating policy p1', vocab), [chunk('GET /apis/admission/v1/mutatingpolicies/{name}')], byEndpoint)).toEqual([]);
    expect(collectionsOfFound(understand('which mutating policies are set up?', vocab), [chunk('GET /apis/admission/v1/mutatingpolicies/{name}/status')], byEndpoint)).toEqual([]);
  });

  it('join the pool after its first FOUND_ITEMS hits are read', () => {
    const fused = [{ id: chunk('GET /apis/admission/v1/mutatingpolicies/{name}').id, spec: 'api', score: 0.03 }];
    const pool = withNamedCandidates(understand('which mutating policies are set up in the cluster?', vocab), fused, 1, [{ byEndpoint }]);
    expect(pool.hits.map((h) => h.id)).toEqual([fused[0].id, chunk('GET /apis/admission/v1/mutatingpolicies').id]);
    const late = [...Array.from({ length: FOUND_ITEMS }, (_, i) => ({ id: `other-${i}`, spec: 'api', score: 0.05 })), ...fused];
    expect(withNamedCandidates(understand('which mutating policies are set up in the cluster?', vocab), late, late.length, [{ byEndpoint }]).hits).toEqual(late);
  });
});
