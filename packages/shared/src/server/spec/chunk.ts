import { createHash } from 'node:crypto';
import { HTTP_METHODS, type Chunk, type FieldInfo, type OperationDetail, type ParameterInfo, type ResponseInfo } from '../../index.js';
import type { LoadedSpec } from './load.js';
import { encodePointer, OperationBudgetExceeded, RefResolver, type WorkLimits } from './refs.js';
import { SpecError } from './load.js';
import { exampleOf, flattenSchema, resolveSchema, typeLabel } from './schema.js';
import { firstSentence, splitIdentifier, toPlainText } from './text.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

export interface ChunkOptions {
  /** Request-body field budget per operation (breadth-first, so shallow fields always make it). */
  maxBodyFields: number;
  /** Fields listed per response code. */
  maxResponseFields: number;
  /** Characters of the compact view that is embedded. */
  maxEmbedChars: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { maxBodyFields: 1500, maxResponseFields: 40, maxEmbedChars: 1200 };

export interface ChunkedSpec {
  chunks: Chunk[];
  warnings: string[];
  servers: string[];
}

function servers(doc: Json, format: LoadedSpec['format'], scope: Json[]): string[] {
  if (format === 'swagger-2.0') {
    if (!doc.host) return doc.basePath ? [doc.basePath] : [];
    const scheme = Array.isArray(doc.schemes) && doc.schemes.length ? doc.schemes[0] : 'https';
    return [`${scheme}://${doc.host}${doc.basePath ?? ''}`];
  }
  for (const s of scope) {
    if (Array.isArray(s?.servers) && s.servers.length) {
      return s.servers.filter((x: Json) => typeof x?.url === 'string').map((x: Json) => x.url);
    }
  }
  return [];
}

function paramType(r: RefResolver, p: Json): string {
  if (p.schema) return typeLabel(r, p.schema, []);
  if (p.type === 'array') return `array<${p.items?.type ?? 'any'}>`;
  return p.type ? `${p.type}${p.format ? `(${p.format})` : ''}` : 'any';
}

function paramEnum(r: RefResolver, p: Json): string[] | undefined {
  const src = p.schema ? resolveSchema(r, p.schema, []).schema : p.type === 'array' ? p.items ?? {} : p;
  const e = src?.enum ?? src?.items?.enum;
  return Array.isArray(e) && e.length ? e.filter((x: unknown) => x !== null && x !== '').map(String).slice(0, 40) : undefined;
}

function pickContent(content: Json): [string, Json] | undefined {
  if (!content || typeof content !== 'object') return undefined;
  const entries = Object.entries<Json>(content);
  return entries.find(([k]) => /json/i.test(k)) ?? entries.find(([k]) => /form/i.test(k)) ?? entries[0];
}

function securityOf(doc: Json, op: Json, format: LoadedSpec['format']): string[] {
  const reqs: Json[] = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  const defs = format === 'swagger-2.0' ? doc.securityDefinitions ?? {} : doc.components?.securitySchemes ?? {};
  const out = new Set<string>();
  for (const req of reqs) {
    for (const name of Object.keys(req ?? {})) {
      const d = defs[name] ?? {};
      const kind = [d.type, d.scheme, d.in ? `in ${d.in}` : '', d.name ?? ''].filter(Boolean).join(' ');
      out.add(kind ? `${name} (${kind})` : name);
    }
  }
  return [...out];
}

function deriveSummary(op: Json, method: string, path: string, description: string): string {
  const summary = toPlainText(op.summary);
  if (summary) return firstSentence(summary, 160);
  const first = firstSentence(description, 110);
  if (first && !first.endsWith('…')) return first;
  if (typeof op.operationId === 'string' && op.operationId) return splitIdentifier(op.operationId);
  return first || `${method} ${path}`;
}

function fieldLine(f: FieldInfo): string {
  const bits = [f.type, f.required ? 'required' : '', f.enum ? `one of: ${f.enum.join(', ')}` : ''].filter(Boolean).join(', ');
  return `- ${f.path} (${bits})${f.description ? `: ${firstSentence(f.description, 200)}` : ''}`;
}

function paramLine(p: ParameterInfo): string {
  const bits = [p.in, p.type, p.required ? 'required' : '', p.enum ? `one of: ${p.enum.join(', ')}` : ''].filter(Boolean).join(', ');
  return `- ${p.name} (${bits})${p.description ? `: ${firstSentence(p.description, 240)}` : ''}`;
}

function renderText(c: { summary: string; method: string; path: string; operationId?: string; tags: string[] }, d: OperationDetail): string {
  const lines = [`${c.summary} - ${c.method} ${c.path}`];
  const meta = [c.operationId ? `Operation: ${c.operationId}.` : '', c.tags.length ? `Tags: ${c.tags.join(', ')}.` : '', d.deprecated ? 'Deprecated.' : '']
    .filter(Boolean)
    .join(' ');
  if (meta) lines.push(meta);
  if (d.description) lines.push(d.description);
  if (d.parameters.length) lines.push('Parameters:', ...d.parameters.map(paramLine));
  if (d.requestBody) {
    lines.push(`Request body (${d.requestBody.contentType}${d.requestBody.required ? ', required' : ''}):`);
    lines.push(...d.requestBody.fields.map(fieldLine));
    if (d.requestBody.truncated) lines.push(`- … ${d.requestBody.truncated} more nested fields not listed`);
  }
  if (d.responses.length) {
    lines.push('Responses:');
    for (const r of d.responses) {
      const names = r.fields.map((f) => f.path).join(', ');
      lines.push(`- ${r.code}: ${r.description || 'no description'}${names ? `. Fields: ${names}` : ''}`);
    }
  }
  if (d.security.length) lines.push(`Security: ${d.security.join('; ')}`);
  if (d.truncated) lines.push(`(truncated: ${d.truncated})`);
  return lines.join('\n');
}

function renderEmbedText(c: { summary: string; method: string; path: string; operationId?: string; tags: string[] }, d: OperationDetail, max: number): string {
  const names = (list: string[], n: number) => [...new Set(list)].slice(0, n).join(', ');
  const bodyNames = d.requestBody ? d.requestBody.fields.filter((f) => f.path.split('.').length <= 2).map((f) => f.path) : [];
  const returned = d.responses.filter((r) => /^2/.test(r.code)).flatMap((r) => r.fields.map((f) => f.path));
  const parts = [
    `${c.summary} - ${c.method} ${c.path}`,
    [splitIdentifier(c.path), c.operationId ? splitIdentifier(c.operationId) : '', c.tags.join(' ')].filter(Boolean).join('. '),
    d.description.replace(/\s+/g, ' ').slice(0, 400),
    d.parameters.length ? `Parameters: ${names(d.parameters.map((p) => p.name), 30)}` : '',
    bodyNames.length ? `Body: ${names(bodyNames, 40)}` : '',
    returned.length ? `Returns: ${names(returned, 25)}` : '',
  ].filter(Boolean);
  const text = parts.join('\n');
  return text.length > max ? text.slice(0, max) : text;
}

/** One chunk per operation, summary first. Throws nothing on odd operations: it skips non-objects. */
/** The dereference step: every internal `$ref` must resolve (SpecError otherwise); external ones are listed. */
export function resolveRefs(spec: LoadedSpec, limits?: WorkLimits): RefResolver {
  const r = new RefResolver(spec.doc, spec.source, limits);
  r.checkAll();
  return r;
}

export function chunkSpec(spec: LoadedSpec, specName: string, opts: ChunkOptions = DEFAULT_CHUNK_OPTIONS, r: RefResolver = resolveRefs(spec)): ChunkedSpec {
  const doc = spec.doc;
  const warnings = [...r.external].map((ref) => `external $ref "${ref}" was not fetched; it is shown as unresolved`);
  const chunks: Chunk[] = [];
  for (const [path, rawItem] of Object.entries<Json>(doc.paths)) {
    const item = r.deref(rawItem);
    if (!item || typeof item !== 'object') continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op || typeof op !== 'object') continue;
      const M = method.toUpperCase();
      r.beginOperation(`${M} ${path}`);
      let detail: OperationDetail;
      try {
        detail = operationDetail(r, spec, op, item, opts);
      } catch (err) {
        if (err instanceof RangeError) {
          throw new SpecError('spec_too_complex', `${spec.source}: the schemas of ${M} ${path} nest too deeply to dereference (${err.message})`);
        }
        if (!(err instanceof OperationBudgetExceeded)) throw err;
        detail = { description: toPlainText(op.description), parameters: [], responses: [], security: securityOf(doc, op, spec.format), deprecated: !!op.deprecated, servers: servers(doc, spec.format, [op, item, doc]), truncated: `its schemas were not listed: dereferencing them took ${err.message}` };
      }
      if (detail.truncated) warnings.push(`${M} ${path}: ${detail.truncated}`);
      const tags = Array.isArray(op.tags) ? op.tags.map(String) : [];
      const operationId = typeof op.operationId === 'string' ? op.operationId : undefined;
      const head = { summary: deriveSummary(op, M, path, detail.description), method: M, path, operationId, tags };
      chunks.push({
        id: createHash('sha1').update(`${specName}\n${M} ${path}`).digest('hex').slice(0, 20),
        spec: specName,
        ...head,
        pointer: encodePointer(['paths', path, method]),
        text: renderText(head, detail),
        embedText: renderEmbedText(head, detail, opts.maxEmbedChars),
        detail,
      });
    }
  }
  return { chunks, warnings, servers: servers(doc, spec.format, [doc]) };
}

function unresolvedParam(raw: Json): ParameterInfo | null {
  return raw && typeof raw === 'object' && typeof raw.$ref === 'string' ? { name: `(unresolved: ${raw.$ref})`, in: 'unknown', type: 'any', required: false } : null;
}

/** Parameters, request body, responses and security of one operation, within its work budget. */
function operationDetail(r: RefResolver, spec: LoadedSpec, op: Json, item: Json, opts: ChunkOptions): OperationDetail {
  const doc = spec.doc;
  const description = toPlainText(op.description);
  const pathParams: Json[] = Array.isArray(item.parameters) ? item.parameters : [];
  // Operation parameters override path-level ones with the same name and location.
  const merged = new Map<string, Json>();
  const parameters: ParameterInfo[] = [];
  for (const raw of [...pathParams, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
    const p = r.deref(raw);
    if (p && typeof p === 'object' && typeof p.name === 'string') merged.set(`${p.in}:${p.name}`, p);
    else {
      const missing = unresolvedParam(p);
      if (missing) parameters.push(missing);
    }
  }
  let requestBody: OperationDetail['requestBody'];
  const notes: string[] = [];
  const flatten = (schema: Json, max: number, maxDepth?: number) => {
    const flat = flattenSchema(r, schema ?? {}, { maxFields: max, maxDepth });
    if (flat.budgetExceeded) notes.push(`some fields were not listed: dereferencing them took ${flat.budgetExceeded}`);
    return { fields: flat.fields, truncated: flat.truncated };
  };
  const formFields: FieldInfo[] = [];
  for (const p of merged.values()) {
    if (p.in === 'body') {
      const consumes = op.consumes ?? doc.consumes;
      requestBody = { contentType: Array.isArray(consumes) && consumes[0] ? consumes[0] : 'application/json', required: !!p.required, ...flatten(p.schema, opts.maxBodyFields) };
      continue;
    }
    const desc = toPlainText(p.description);
    const info: ParameterInfo = { name: p.name, in: String(p.in ?? 'query'), type: paramType(r, p), required: !!p.required || p.in === 'path' };
    if (desc) info.description = desc.slice(0, 400);
    const en = paramEnum(r, p);
    if (en) info.enum = en;
    const example = exampleOf(p, p.schema ? resolveSchema(r, p.schema, []).schema : undefined);
    if (example) info.example = example;
    if (p.in === 'formData') formFields.push({ path: p.name, type: info.type, required: info.required, ...(desc ? { description: desc } : {}), ...(en ? { enum: en } : {}) });
    else parameters.push(info);
  }
  if (formFields.length && !requestBody) {
    const consumes = op.consumes ?? doc.consumes;
    requestBody = { contentType: Array.isArray(consumes) && consumes[0] ? consumes[0] : 'application/x-www-form-urlencoded', required: formFields.some((f) => f.required), fields: formFields, truncated: 0 };
  }
  const rb = r.deref(op.requestBody);
  if (rb && typeof rb === 'object' && !requestBody) {
    const picked = pickContent(rb.content);
    if (picked) requestBody = { contentType: picked[0], required: !!rb.required, ...flatten(picked[1]?.schema, opts.maxBodyFields) };
    else if (typeof rb.$ref === 'string') requestBody = { contentType: 'unknown', required: false, fields: [{ path: '(body)', type: `(unresolved: ${rb.$ref})`, required: false }], truncated: 0 };
  }
  const responses: ResponseInfo[] = [];
  for (const [code, rawResp] of Object.entries<Json>(op.responses ?? {})) {
    const resp = r.deref(rawResp);
    if (!resp || typeof resp !== 'object') continue;
    const schema = spec.format === 'swagger-2.0' ? resp.schema : pickContent(resp.content)?.[1]?.schema;
    const fields = schema && /^2|default/.test(code) ? flatten(schema, opts.maxResponseFields, 1).fields : [];
    responses.push({ code, description: firstSentence(toPlainText(resp.description), 200), fields });
  }
  return {
    description,
    parameters,
    requestBody,
    responses,
    security: securityOf(doc, op, spec.format),
    deprecated: !!op.deprecated,
    servers: servers(doc, spec.format, [op, item, doc]),
    ...(notes.length ? { truncated: [...new Set(notes)].join('; ') } : {}),
  };
}
