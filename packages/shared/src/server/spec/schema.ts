import type { FieldInfo } from '../../index.js';
import { refName, type RefResolver } from './refs.js';
import { toPlainText } from './text.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

/** A schema with its `$ref` chain followed and its `allOf` parts merged, plus the refs it went through. */
interface Resolved {
  schema: Json;
  refs: string[];
  name?: string;
  circular?: string;
  unresolved?: string;
}

/**
 * Follow `$ref`s (cycle-aware: a ref already on the ancestor path is reported, not followed) and merge
 * `allOf` members into one object schema: properties, required and the first type/description win.
 */
export function resolveSchema(r: RefResolver, input: Json, ancestors: string[]): Resolved {
  let schema = input;
  let refs = ancestors;
  let name: string | undefined;
  const local = new Set<string>();
  while (schema && typeof schema === 'object' && typeof schema.$ref === 'string') {
    const ref: string = schema.$ref;
    if (r.isExternal(ref)) return { schema: {}, refs, unresolved: ref };
    name = refName(ref);
    if (refs.includes(ref) || local.has(ref)) return { schema: {}, refs, name, circular: name };
    local.add(ref);
    refs = [...refs, ref];
    schema = r.lookup(ref);
  }
  if (!schema || typeof schema !== 'object') return { schema: {}, refs, name };
  if (Array.isArray(schema.allOf)) {
    const merged: Json = { ...schema, allOf: undefined, properties: { ...(schema.properties ?? {}) } };
    const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
    for (const part of schema.allOf) {
      const sub = resolveSchema(r, part, refs);
      if (sub.circular || sub.unresolved) continue;
      const s = sub.schema;
      Object.assign(merged.properties, s.properties ?? {});
      for (const q of Array.isArray(s.required) ? s.required : []) required.add(q);
      for (const k of ['type', 'description', 'items', 'oneOf', 'anyOf', 'enum', 'format', 'additionalProperties']) {
        if (merged[k] === undefined && s[k] !== undefined) merged[k] = s[k];
      }
    }
    merged.required = [...required];
    if (!merged.type && Object.keys(merged.properties).length) merged.type = 'object';
    schema = merged;
  }
  return { schema, refs, name };
}

function typeOf(s: Json): string {
  if (Array.isArray(s.type)) return s.type.filter((t: string) => t !== 'null').join('|') || 'null';
  if (typeof s.type === 'string') return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return '';
}

/** A short type label: `string`, `integer(int64)`, `array<Tag>`, `Category`, `string | Customer`. */
export function typeLabel(r: RefResolver, input: Json, ancestors: string[], depth = 0): string {
  const res = resolveSchema(r, input, ancestors);
  if (res.unresolved) return `(unresolved: ${res.unresolved})`;
  if (res.circular) return `(circular: ${res.circular})`;
  const s = res.schema;
  const variants = s.oneOf ?? s.anyOf;
  if (Array.isArray(variants) && depth < 2) {
    const labels = [...new Set(variants.map((v: Json) => typeLabel(r, v, res.refs, depth + 1)).filter(Boolean))];
    if (labels.length) return labels.join(' | ');
  }
  const t = typeOf(s);
  if (t === 'array') {
    const inner = s.items && depth < 3 ? typeLabel(r, s.items, res.refs, depth + 1) : '';
    return inner ? `array<${inner}>` : 'array';
  }
  if ((t === 'object' || !t) && res.name) return res.name;
  const fmt = typeof s.format === 'string' ? `(${s.format})` : '';
  return `${t || 'any'}${fmt}`;
}

function enumOf(s: Json): string[] | undefined {
  if (!Array.isArray(s.enum) || s.enum.length === 0) return undefined;
  return s.enum.filter((e: unknown) => e !== null && e !== '').map((e: unknown) => String(e)).slice(0, 40);
}

export interface FlattenResult {
  fields: FieldInfo[];
  truncated: number;
}

/**
 * Every field of a schema, with dotted paths (`customer.address.city`, `items[].price`), breadth-first so
 * that under the field budget the shallow fields come first. There is no depth cap: cycles are cut where a
 * `$ref` repeats on the path (`(circular: Node)`), and `maxFields` bounds the work for huge schemas.
 */
export function flattenSchema(
  r: RefResolver,
  root: Json,
  opts: { maxFields: number; maxDepth?: number },
): FlattenResult {
  const fields: FieldInfo[] = [];
  const seen = new Set<string>();
  let truncated = 0;
  const queue: Array<{ schema: Json; prefix: string; refs: string[]; depth: number }> = [
    { schema: root, prefix: '', refs: [], depth: 0 },
  ];
  const maxDepth = opts.maxDepth ?? Number.POSITIVE_INFINITY;
  for (let qi = 0; qi < queue.length; qi++) {
    const item = queue[qi];
    const res = resolveSchema(r, item.schema, item.refs);
    if (res.circular || res.unresolved) continue;
    const s = res.schema;
    const t = typeOf(s);
    if (t === 'array' && s.items) {
      queue.push({ schema: s.items, prefix: item.prefix ? `${item.prefix}[]` : '[]', refs: res.refs, depth: item.depth });
      continue;
    }
    for (const v of [...(Array.isArray(s.oneOf) ? s.oneOf : []), ...(Array.isArray(s.anyOf) ? s.anyOf : [])]) {
      queue.push({ schema: v, prefix: item.prefix, refs: res.refs, depth: item.depth });
    }
    const props = s.properties && typeof s.properties === 'object' ? s.properties : {};
    const required: string[] = Array.isArray(s.required) ? s.required : [];
    for (const [key, prop] of Object.entries<Json>(props)) {
      const path = item.prefix ? `${item.prefix}.${key}` : key;
      if (seen.has(path)) continue;
      seen.add(path);
      if (fields.length >= opts.maxFields) {
        truncated++;
        continue;
      }
      const pres = resolveSchema(r, prop, res.refs);
      const ps = pres.schema;
      const description = toPlainText(ps.description ?? prop?.description);
      fields.push({
        path,
        type: typeLabel(r, prop, res.refs),
        required: required.includes(key),
        ...(description ? { description: description.slice(0, 300) } : {}),
        ...(enumOf(ps) ? { enum: enumOf(ps) } : {}),
      });
      if (!pres.circular && !pres.unresolved && item.depth + 1 < maxDepth) {
        queue.push({ schema: prop, prefix: path, refs: res.refs, depth: item.depth + 1 });
      }
    }
  }
  return { fields, truncated };
}
