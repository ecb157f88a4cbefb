import { describe, expect, it } from 'vitest';
import { chunkSpec, resolveRefs } from './chunk.js';
import { parseSpec, SpecError } from './load.js';
import { hostileSpecs, specErrorOf } from '../testing.js';

const MAX = 25 * 1024 * 1024;
const load = (text: string, source = 'spec.json') => parseSpec(Buffer.from(text), { source, maxBytes: MAX });

const specError = specErrorOf;

describe('hostile specs are refused or bounded, never hang', () => {
  it('refuses a YAML billion-laughs document by its alias count', () => {
    const text = hostileSpecs.billionLaughs();
    expect(text.length).toBeLessThan(2048);
    const err = specError(() => load(text, 'laughs.yaml'));
    expect(err.code).toBe('spec_too_complex');
    expect(err.message).toMatch(/^laughs\.yaml uses more than 100 YAML aliases/);
  });

  it('walks YAML anchors that are under the alias limit once each (no exponential walk)', () => {
    const spec = load(hostileSpecs.billionLaughs(9), 'laughs.yaml'); // 72 aliases: 9^9 nodes if expanded
    const { chunks } = chunkSpec(spec, 'laughs');
    expect(chunks.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /lol']);
  });

  it('refuses JSON nested 100,000 levels deep with a clear error', () => {
    const text = hostileSpecs.deepJson();
    expect(text.length).toBeGreaterThan(500_000);
    const err = specError(() => load(text, 'deep.json'));
    expect(err.code).toBe('spec_too_complex');
    expect(err.message).toBe('deep.json nests objects and arrays more than 100 levels deep');
  });

  it('refuses YAML nested deeper than the limit', () => {
    const err = specError(() => load(`openapi: 3.0.0\npaths: {}\nx: ${'['.repeat(150)}${']'.repeat(150)}\n`, 'deep.yaml'));
    expect(err.message).toMatch(/^deep\.yaml nests objects and arrays more than 100 levels deep/);
  });

  for (const combinator of ['oneOf', 'anyOf'] as const) {
    it(`expands a 40-level ${combinator} $ref fan-out once per schema`, () => {
      const { chunks, warnings } = chunkSpec(load(hostileSpecs.refFanOut(40, combinator)), 'fan');
      expect(chunks).toHaveLength(1);
      expect(warnings).toEqual([]);
      expect(chunks[0].detail.requestBody!.fields.map((f) => f.path)).toEqual(expect.arrayContaining(['f0', 'f39', 'leaf']));
    });
  }

  it('chunks an operation whose allOf fan-out is over its budget with a (truncated: …) mark and a warning', () => {
    const { chunks, warnings } = chunkSpec(load(hostileSpecs.refFanOut(40, 'allOf')), 'fan');
    expect(chunks).toHaveLength(1);
    expect(chunks[0].text).toMatch(/\(truncated: .*over 50000 schema steps/);
    expect(warnings).toEqual([expect.stringMatching(/^POST \/boom: .*over 50000 schema steps \(at #\/components\/schemas\/S\d+\)/)]);
  });

  it('lists at most the field budget of a property fan-out and says how many were left out', () => {
    const { chunks } = chunkSpec(load(hostileSpecs.propertyFanOut(40)), 'fields');
    const body = chunks[0].detail.requestBody!;
    expect(body.fields.length).toBe(1500);
    expect(body.truncated).toBeGreaterThan(0);
    expect(chunks[0].text).toContain('more nested fields not listed');
  });

  it('fails the whole spec with a clear error when its operations together are over the spec budget', () => {
    const spec = load(hostileSpecs.refFanOut(40, 'allOf'));
    const r = resolveRefs(spec, { perOperation: 50_000, perSpec: 20_000 });
    const err = specError(() => chunkSpec(spec, 'fan', undefined, r));
    expect(err.code).toBe('spec_too_complex');
    expect(err.message).toMatch(/^spec\.json: dereferencing its schemas takes more than 20,000 steps \(stopped in POST \/boom at #\/components\/schemas\/S\d+\)/);
  });
});

describe('odd names stay plain data', () => {
  const withBody = (schema: unknown) => JSON.stringify({
    openapi: '3.0.0', info: { title: 'T', version: '1' },
    paths: { '/x': { post: { summary: 'X', requestBody: { content: { 'application/json': { schema } } }, responses: { 200: { description: 'ok' } } } } },
    components: { schemas: { Base: { type: 'object', properties: JSON.parse('{"__proto__": {"type": "string"}, "constructor": {"type": "integer"}}') } } },
  });

  it('keeps body fields named __proto__ and constructor, directly and through allOf', () => {
    for (const schema of [{ $ref: '#/components/schemas/Base' }, { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { name: { type: 'string' } } }] }]) {
      const { chunks } = chunkSpec(load(withBody(schema)), 't');
      expect(chunks[0].detail.requestBody!.fields.map((f) => f.path).sort()).toEqual(expect.arrayContaining(['__proto__', 'constructor']));
    }
  });

  it('keeps a __proto__ field from YAML too', () => {
    const yaml = 'openapi: 3.0.0\ninfo: {title: T, version: "1"}\npaths:\n  /x:\n    post:\n      requestBody: {content: {application/json: {schema: {properties: {__proto__: {type: string}}}}}}\n      responses: {"200": {description: ok}}\n';
    const { chunks } = chunkSpec(load(yaml, 'x.yaml'), 't');
    expect(chunks[0].detail.requestBody!.fields.map((f) => f.path)).toEqual(['__proto__']);
  });

  for (const ref of ['#/constructor', '#/__proto__', '#/paths/constructor']) {
    it(`refuses $ref "${ref}" as missing instead of resolving it to Object`, () => {
      const err = specError(() => chunkSpec(load(withBody({ $ref: ref })), 't'));
      expect(err.code).toBe('spec_broken_ref');
      expect(err.message).toContain(`$ref "${ref}"`);
    });
  }

  it('shows external $refs as (unresolved: …) wherever they stand: body, allOf part, property, parameter', () => {
    const doc = JSON.stringify({
      openapi: '3.0.0', info: { title: 'T', version: '1' },
      paths: {
        '/a': { post: { parameters: [{ $ref: 'common.yaml#/parameters/Page' }], requestBody: { content: { 'application/json': { schema: { $ref: 'models.yaml#/Pet' } } } }, responses: { 200: { description: 'ok' } } } },
        '/b': { post: { requestBody: { content: { 'application/json': { schema: { allOf: [{ $ref: 'models.yaml#/Base' }], properties: { owner: { $ref: 'models.yaml#/Owner' } } } } } }, responses: { 200: { description: 'ok' } } } },
      },
    });
    const { chunks, warnings } = chunkSpec(load(doc), 't');
    const [a, b] = chunks;
    expect(a.text).toContain('- (body) ((unresolved: models.yaml#/Pet))');
    expect(a.text).toContain('- (unresolved: common.yaml#/parameters/Page) (unknown, any)');
    expect(b.text).toContain('- (body) ((unresolved: models.yaml#/Base))');
    expect(b.text).toContain('- owner ((unresolved: models.yaml#/Owner))');
    expect(warnings).toHaveLength(4);
  });
});
