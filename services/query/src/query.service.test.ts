import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion } from './rrf.js';
import { checkFieldGrounding } from './grounding.js';
import { fixtureChunk } from '../../../packages/shared/src/server/conformance/fixtures.js';
import { setup } from '../test/fixture.js';

describe('reciprocal rank fusion', () => {
  const h = (id: string, score = 1) => ({ id, spec: 's', score });

  it('sums 1/(k+rank) over the lists', () => {
    const fused = reciprocalRankFusion([[h('a'), h('b'), h('c')], [h('c'), h('a')]], 60);
    expect(fused.map((f) => f.id)).toEqual(['a', 'c', 'b']);
    expect(fused[0].score).toBeCloseTo(1 / 61 + 1 / 62, 12);
    expect(fused[1].score).toBeCloseTo(1 / 63 + 1 / 61, 12);
    expect(fused[2].ranks).toEqual([2, null]);
  });

  it('rescues an exact-identifier hit that only BM25 found', () => {
    const dense = Array.from({ length: 30 }, (_, i) => h(`d${i + 1}`));
    const bm25 = [h('idempotency_key_op'), h('d20'), h('d25')];
    const fused = reciprocalRankFusion([dense, bm25], 60).map((f) => f.id);
    expect(dense.map((d) => d.id)).not.toContain('idempotency_key_op');
    expect(fused.slice(0, 4)).toEqual(['d20', 'd25', 'd1', 'idempotency_key_op']);
  });

  it('keeps the same document from different specs apart', () => {
    const fused = reciprocalRankFusion([[{ id: 'x', spec: 'a', score: 1 }], [{ id: 'x', spec: 'b', score: 1 }]], 60);
    expect(fused.map((f) => `${f.spec}/${f.id}`)).toEqual(['a/x', 'b/x']);
  });

  it('uses k to flatten or sharpen rank differences', () => {
    const lists = [[h('a'), h('b')], [h('b'), h('a')]];
    expect(reciprocalRankFusion(lists, 1)[0].score).toBeCloseTo(1 / 2 + 1 / 3, 12);
  });
});

describe('field grounding', () => {
  it('lists a field that the cited chunks do not define', async () => {
    const { service } = await setup({ petstore: 'petstore_openapi.yaml' }, { embedder: null });
    const specs = await service.resolveSpecs(['petstore']);
    const r = await service.retrieve('add a new pet', specs, 'bm25');
    const post = r.ranked.find((x) => x.chunk.method === 'POST' && x.chunk.path === '/pet')!.chunk;
    const answer = 'Use `POST /pet`:\n```bash\ncurl -X POST "$BASE_URL/pet" -d \'{"name":"Rex","photoUrls":["u"],"fooId":7,"category":{"id":1}}\'\n```';
    const g = checkFieldGrounding(answer, [post]);
    expect(g.ungrounded).toEqual(['fooId']);
    expect(g.checked).toBe(6); // name, photoUrls, fooId, category, id and the path /pet
    expect(g.score).toBeCloseTo(5 / 6, 6);
    expect(checkFieldGrounding('```\ncurl "$BASE_URL/pets/{id}/vaccinations"\n```', [post]).ungrounded).toEqual(['/pets/{id}/vaccinations']);
  });

  it('grounds a request path in an operation a fragment names (`/files/{file_id}#add_shared_link`)', () => {
    const named = { ...fixtureChunk('box', 'PUT', '/files/{file_id}#add_shared_link', 'Add shared link to file') };
    const curl = (url: string) => `\`\`\`bash\ncurl -X PUT '${url}'\n\`\`\``;
    expect(checkFieldGrounding(curl('https://api.box.com/2.0/files/123'), [named]).ungrounded).toEqual([]);
    expect(checkFieldGrounding(curl('https://api.box.com/2.0/files/123/trash'), [named]).ungrounded).toEqual(['/2.0/files/123/trash']);
  });
});
