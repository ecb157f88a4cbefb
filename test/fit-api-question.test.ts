// The fit of the api-question line (scripts/fit-api-question.ts) that `npm run eval -- --fit` runs.
import { describe, expect, it } from 'vitest';
import { crossFitApiQuestion, fitLine, reframed, withReframed } from '../scripts/fit-api-question.js';

describe('fitting the api-question line', () => {
  it('asks each question in the other frame too: "how do I …" ↔ a command; other questions have none', () => {
    expect(reframed('how do I refund a charge?')).toBe('refund a charge');
    expect(reframed('How can I bake a cake?')).toBe('bake a cake');
    expect(reframed('how to tie a tie')).toBe('tie a tie');
    expect(reframed('List the deployments in namespace shop.')).toBe('how do I list the deployments in namespace shop?');
    for (const q of ['which gists have I made?', "what's the weather in Paris?", 'I want to close my account', 'is my cluster healthy?']) expect(reframed(q), q).toBeNull();
    expect(withReframed(['how do I refund a charge?', 'which gists have I made?'])).toEqual(['how do I refund a charge?', 'refund a charge', 'which gists have I made?']);
  });

  it('fits a line that puts each side on its side, each side weighing half whatever its size', () => {
    const positives = Array.from({ length: 40 }, (_, i) => [1, (i % 5) / 10, 0]);
    const negatives = Array.from({ length: 4 }, (_, i) => [-1, (i % 2) / 10, 0]);
    const m = fitLine(positives, negatives);
    const p = (v: number[]) => 1 / (1 + Math.exp(-m.weights.reduce((z, w, j) => z + w * v[j], m.bias)));
    for (const v of positives) expect(p(v)).toBeGreaterThan(0.9);
    for (const v of negatives) expect(p(v)).toBeLessThan(0.1);
    expect(Math.abs(m.bias)).toBeLessThan(0.5);
  });

  it('scores every question by a line fitted without its spec (or its fifth of the probes)', () => {
    const vectors = new Map<string, number[]>();
    const inDomain = ['refund charge one', 'list pods', 'star repo'].map((question, i) => ({ question, spec: ['stripe', 'k8s', 'github'][i] }));
    const probes = ['bake a cake', 'weather in Paris', 'tie a tie', 'boil an egg', 'fold a sheet', 'walk a dog'];
    for (const q of withReframed([...inDomain.map((x) => x.question), ...probes])) vectors.set(q, [q.startsWith('how do I') ? 0.5 : 0, inDomain.some((x) => q.includes(x.question)) ? 1 : -1]);
    const { outOfFold, model } = crossFitApiQuestion(inDomain, probes, vectors);
    expect([...outOfFold.keys()].sort()).toEqual([...inDomain.map((x) => `in|${x.question}`), ...probes.map((p) => `probe|${p}`)].sort());
    for (const x of inDomain) expect(outOfFold.get(`in|${x.question}`)).toBeGreaterThan(0.5);
    for (const p of probes) expect(outOfFold.get(`probe|${p}`)).toBeLessThan(0.5);
    expect(model.weights).toHaveLength(2);
    expect(() => crossFitApiQuestion([{ question: 'unknown', spec: 's' }], probes, vectors)).toThrow(/no embedding for "unknown"/);
  });
});
