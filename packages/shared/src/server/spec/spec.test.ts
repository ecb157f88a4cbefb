import { describe, expect, it } from 'vitest';
import { chunkSpec } from './chunk.js';
import { parseSpec, SpecError } from './load.js';
import { evalSpec, manifest, specErrorOf } from '../testing.js';
import { openSqlite } from '../adapters/sqlite.database.js';
import { SqliteKeywordIndex } from '../adapters/sqlite.keyword-index.js';

const MAX = 25 * 1024 * 1024;
const load = (text: string, maxBytes = MAX) => parseSpec(Buffer.from(text), { source: 'spec.yaml', maxBytes });

const errorOf = specErrorOf;

describe('the eval specs', () => {
  for (const entry of manifest()) {
    it(`ingests ${entry.id} (${entry.file}) into one chunk per operation`, () => {
      const spec = parseSpec(evalSpec(entry.file), { source: entry.file, maxBytes: MAX });
      const { chunks } = chunkSpec(spec, entry.id);
      expect(chunks).toHaveLength(entry.operations);
      expect(new Set(chunks.map((c) => c.id)).size).toBe(entry.operations);
      for (const c of chunks) {
        expect(c.text.startsWith(`${c.summary} - ${c.method} ${c.path}`)).toBe(true);
        expect(c.summary.length).toBeGreaterThan(0);
        expect(c.pointer).toMatch(/^#\/paths\/.+\/(get|put|post|delete|patch|head|options|trace)$/);
        expect(c.embedText.length).toBeLessThanOrEqual(1200);
      }
    });
  }

  it('reports the external $ref of the Spotify spec as a warning and still ingests it', () => {
    const { chunks, warnings } = chunkSpec(parseSpec(evalSpec('spotify_oas.json'), { source: 'spotify', maxBytes: MAX }), 'spotify');
    expect(chunks.length).toBe(40);
    expect(warnings).toEqual([expect.stringContaining('external $ref "../policies.yaml" was not fetched')]);
  });

  it('derives summaries from the description when an operation has none (Kubernetes)', () => {
    const { chunks } = chunkSpec(parseSpec(evalSpec('kubernetes_swagger.json'), { source: 'k8s', maxBytes: MAX }), 'k8s');
    const list = chunks.find((c) => c.method === 'GET' && c.path === '/api/v1/namespaces/{namespace}/pods')!;
    expect(list.summary).toBe('list or watch objects of kind Pod');
    expect(list.pointer).toBe('#/paths/~1api~1v1~1namespaces~1{namespace}~1pods/get');
  });

  it('makes a request field defined only inside nested allOf findable by BM25 (Asana)', async () => {
    const { chunks } = chunkSpec(parseSpec(evalSpec('asana_oas.yaml'), { source: 'asana', maxBytes: MAX }), 'asana');
    const withField = chunks.filter((c) => c.detail.requestBody?.fields.some((f) => f.path.endsWith('contribution_weight')));
    expect(withField.length).toBeGreaterThan(0);
    const index = new SqliteKeywordIndex(openSqlite(':memory:'));
    const gen = await index.beginGeneration('asana');
    await index.indexChunks('asana', gen, chunks);
    await index.activate('asana', gen);
    const hits = await index.search('asana', 'contribution_weight', { k: 5 });
    expect(withField.map((c) => c.id)).toContain(hits[0].id);
  });

  it('flattens Box allOf request bodies with dotted paths', () => {
    const { chunks } = chunkSpec(parseSpec(evalSpec('box_openapi.json'), { source: 'box', maxBytes: MAX }), 'box');
    const createFolder = chunks.find((c) => c.method === 'POST' && c.path === '/folders')!;
    const paths = createFolder.detail.requestBody!.fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'parent', 'parent.id']));
    expect(createFolder.detail.requestBody!.fields.find((f) => f.path === 'name')!.required).toBe(true);
  });
});

describe('bad input', () => {
  it('rejects text that is neither JSON nor YAML, naming the line', () => {
    const e = errorOf(() => load('openapi: 3.0.0\npaths: {\n  /a: [\n'));
    expect(e.code).toBe('spec_not_parseable');
    expect(e.message).toMatch(/^spec\.yaml is neither JSON nor valid YAML: .+ at line \d+, column \d+$/);
    expect(e.status).toBe(422);
  });

  it('rejects broken JSON with the parser message', () => {
    const e = errorOf(() => parseSpec(Buffer.from('{"openapi": "3.0.0", "paths": {'), { source: 'x.json', maxBytes: MAX }));
    expect(e.code).toBe('spec_not_parseable');
    expect(e.message).toMatch(/^x\.json is not valid JSON: /);
  });

  it('rejects a document that is not OpenAPI', () => {
    const e = errorOf(() => load('name: my-package\nversion: 1.0.0\n'));
    expect(e.code).toBe('spec_not_openapi');
    expect(e.message).toBe('spec.yaml is not an OpenAPI document: it has neither an "openapi" nor a "swagger" version field');
  });

  it('rejects a plain string', () => {
    expect(errorOf(() => load('just some words')).message).toBe('spec.yaml is not an OpenAPI document: expected an object at the top level, got a plain string');
  });

  it('rejects an unsupported version', () => {
    expect(errorOf(() => load('swagger: "1.2"\npaths: {}\n')).message).toBe('spec.yaml declares swagger: "1.2"; Specwise reads OpenAPI 3.x and Swagger 2.0');
  });

  it('rejects a spec without paths', () => {
    const e = errorOf(() => load('openapi: 3.0.0\ninfo: {title: t, version: "1"}\n'));
    expect(e.code).toBe('spec_no_paths');
    expect(e.message).toBe('spec.yaml has no "paths": there are no operations to index');
  });

  it('rejects a spec over the size limit with 413', () => {
    const e = errorOf(() => load(`openapi: 3.0.0\npaths: {}\n# ${'x'.repeat(3000)}`, 2048));
    expect(e.code).toBe('spec_too_large');
    expect(e.status).toBe(413);
    expect(e.message).toBe('spec.yaml is 0.0 MB, over the 0.0 MB limit (MAX_SPEC_BYTES)');
  });

  it('rejects a $ref to a missing component, naming the ref and where it is', () => {
    const spec = load(`openapi: 3.0.0
info: {title: t, version: "1"}
paths:
  /pets:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Missing"}
`);
    const e = errorOf(() => chunkSpec(spec, 't'));
    expect(e.code).toBe('spec_broken_ref');
    expect(e.message).toBe('spec.yaml: $ref "#/components/schemas/Missing" at #/paths/~1pets/get/responses/200/content/application~1json/schema points to a missing component');
  });
});

describe('schemas', () => {
  it('cuts circular schemas and marks them, with no depth cap on the rest', () => {
    const spec = load(`openapi: 3.1.0
info: {title: tree, version: "1"}
paths:
  /nodes:
    post:
      summary: Create a node
      requestBody:
        content:
          application/json:
            schema: {$ref: "#/components/schemas/Node"}
      responses: {"201": {description: created}}
components:
  schemas:
    Node:
      type: object
      required: [name]
      properties:
        name: {type: string}
        parent: {$ref: "#/components/schemas/Node"}
        children: {type: array, items: {$ref: "#/components/schemas/Node"}}
        meta: {$ref: "#/components/schemas/L1"}
    L1: {type: object, properties: {l2: {$ref: "#/components/schemas/L2"}}}
    L2: {type: object, properties: {l3: {$ref: "#/components/schemas/L3"}}}
    L3: {type: object, properties: {l4: {$ref: "#/components/schemas/L4"}}}
    L4: {type: object, properties: {l5: {$ref: "#/components/schemas/L5"}}}
    L5: {type: object, properties: {l6: {$ref: "#/components/schemas/L6"}}}
    L6: {type: object, properties: {l7: {$ref: "#/components/schemas/L7"}}}
    L7: {type: object, properties: {deepest_field: {type: string, enum: [a, b]}}}
`);
    const [chunk] = chunkSpec(spec, 'tree').chunks;
    const fields = chunk.detail.requestBody!.fields;
    expect(fields.find((f) => f.path === 'parent')!.type).toBe('(circular: Node)');
    expect(fields.find((f) => f.path === 'children')!.type).toBe('array<(circular: Node)>');
    expect(fields.find((f) => f.path === 'meta.l2.l3.l4.l5.l6.l7.deepest_field')).toMatchObject({ type: 'string', enum: ['a', 'b'] });
    expect(chunk.text).toContain('- parent ((circular: Node))');
    expect(chunk.text).toContain('- meta.l2.l3.l4.l5.l6.l7.deepest_field (string, one of: a, b)');
  });

  it('merges allOf, lists oneOf variants and strips HTML and Markdown from descriptions', () => {
    const spec = load(`swagger: "2.0"
info: {title: pay, version: "1"}
host: api.example.com
basePath: /v1
paths:
  /refunds:
    post:
      operationId: createRefund
      description: "<p>Creates a <b>refund</b> for a [charge](https://x.test/charges).</p>"
      parameters:
        - {name: Idempotency-Key, in: header, type: string}
        - name: body
          in: body
          required: true
          schema:
            allOf:
              - {$ref: "#/definitions/Base"}
              - {type: object, required: [charge], properties: {charge: {type: string}}}
      responses: {"200": {description: The refund, schema: {$ref: "#/definitions/Refund"}}}
definitions:
  Base: {type: object, properties: {metadata: {type: object, properties: {order_id: {type: string}}}}}
  Refund:
    type: object
    properties:
      id: {type: string}
      reason: {oneOf: [{type: string, enum: [duplicate, fraudulent]}, {$ref: "#/definitions/Base"}]}
`);
    const [c] = chunkSpec(spec, 'pay').chunks;
    expect(c.summary).toBe('Creates a refund for a charge');
    expect(c.detail.description).toBe('Creates a refund for a charge.');
    expect(c.detail.servers).toEqual(['https://api.example.com/v1']);
    expect(c.detail.requestBody!.fields.map((f) => [f.path, f.required])).toEqual([
      ['metadata', false], ['charge', true], ['metadata.order_id', false],
    ]);
    expect(c.detail.responses[0].fields.find((f) => f.path === 'reason')!.type).toBe('string | Base');
    expect(c.detail.parameters[0]).toMatchObject({ name: 'Idempotency-Key', in: 'header', type: 'string', required: false });
  });
});
