import type { FieldInfo } from '../../index.js';
import { OperationBudgetExceeded, refName, type RefResolver } from './refs.js';
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
  /** External refs among the allOf parts: the merged schema lacks what they hold. */
  partlyUnresolved?: string[];
}

/**
 * Follow `$ref`s (cycle-aware: a ref already on the ancestor path is reported, not followed) and merge
 * `allOf` members into one object schema: properties, required and the first type/description win.
 */
/** allOf inside allOf deeper than this is not merged further (real specs nest two or three). */
const MAX_ALLOF_DEPTH = 32;

/** Copy own enumerable properties, keeping keys such as `__proto__` as plain fields. */
function assignOwn(target: Record<string, unknown>, source: unknown): void {
  if (!source || typeof source !== 'object') return;
  for (const [k, v] of Object.entries(source)) Object.defineProperty(target, k, { value: v, enumerable: true, writable: true, configurable: true });
}

export function resolveSchema(r: RefResolver, input: Json, ancestors: string[], allOfDepth = 0): Resolved {
  r.tick();
  let schema = input;
  let refs = ancestors;
  let name: string | undefined;
  const local = new Set<string>();
  while (schema && typeof schema === 'object' && typeof schema.$ref === 'string') {
    const ref: string = schema.$ref;
    if (r.isExternal(ref)) return { schema: {}, refs, unresolved: ref };
    name = refName(ref);
    r.current = ref;
    if (refs.includes(ref) || local.has(ref)) return { schema: {}, refs, name, circular: name };
    local.add(ref);
    refs = [...refs, ref];
    schema = r.lookup(ref);
  }
  if (!schema || typeof schema !== 'object') return { schema: {}, refs, name };
  if (Array.isArray(schema.allOf) && allOfDepth < MAX_ALLOF_DEPTH) {
    const properties: Record<string, unknown> = {};
    assignOwn(properties, schema.properties);
    const merged: Json = { ...schema, allOf: undefined, properties };
    const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
    const unresolvedParts: string[] = [];
    for (const part of schema.allOf) {
      const sub = resolveSchema(r, part, refs, allOfDepth + 1);
      if (sub.unresolved) unresolvedParts.push(sub.unresolved);
      if (sub.circular || sub.unresolved) continue;
      const s = sub.schema;
      assignOwn(merged.properties, s.properties);
      for (const q of Array.isArray(s.required) ? s.required : []) required.add(q);
      for (const k of ['type', 'description', 'items', 'oneOf', 'anyOf', 'enum', 'format', 'additionalProperties']) {
        if (merged[k] === undefined && s[k] !== undefined) merged[k] = s[k];
      }
    }
    merged.required = [...required];
    if (!merged.type && Object.keys(merged.properties).length) merged.type = 'object';
    schema = merged;
    if (unresolvedParts.length) return { schema, refs, name, partlyUnresolved: unresolvedParts };
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

/** The schema's own example (or default) as short text, when it has a scalar one. */
export function exampleOf(...sources: Json[]): string | undefined {
  for (const s of sources) {
    if (!s || typeof s !== 'object') continue;
    for (const v of [s.example, s['x-example'], Array.isArray(s.examples) ? s.examples[0] : undefined, s.default]) {
      if (v === undefined || v === null || v === '' || typeof v === 'object') continue;
      const text = String(v);
      if (text.length <= 80) return text;
    }
  }
  return undefined;
}

function enumOf(s: Json): string[] | undefined {
  if (!Array.isArray(s.enum) || s.enum.length === 0) return undefined;
  return s.enum.filter((e: unknown) => e !== null && e !== '').map((e: unknown) => String(e)).slice(0, 40);
}

export interface FlattenResult {
  fields: FieldInfo[];
  truncated: number;
  /** Set when the operation's work budget ran out before every field was listed. */
  budgetExceeded?: string;
}

/** `(unresolved: ref)` entries for external refs, so a reader sees what is missing and where. */
function unresolvedField(path: string, ref: string): FieldInfo {
  return { path: path || '(body)', type: `(unresolved: ${ref})`, required: false };
}

/**
 * Every field of a schema, with dotted paths (`customer.address.city`, `items[].price`), breadth-first so
 * that under the field budget the shallow fields come first. There is no depth cap: cycles are cut where a
 * `$ref` repeats on the path (`(circular: Node)`), a schema shared by several variants is expanded once per
 * path, `maxFields` bounds the listing and the resolver's work budget bounds the walk.
 */
export function flattenSchema(
  r: RefResolver,
  root: Json,
  opts: { maxFields: number; maxDepth?: number },
): FlattenResult {
  const fields: FieldInfo[] = [];
  const seen = new Set<string>();
  const expanded = new Map<object, Set<string>>();
  let truncated = 0;
  const queue: Array<{ schema: Json; prefix: string; refs: string[]; depth: number }> = [
    { schema: root, prefix: '', refs: [], depth: 0 },
  ];
  const maxDepth = opts.maxDepth ?? Number.POSITIVE_INFINITY;
  try {
    for (let qi = 0; qi < queue.length; qi++) {
      const item = queue[qi];
      queue[qi] = undefined as never; // let the walked part of the queue go
      const res = resolveSchema(r, item.schema, item.refs);
      if (res.unresolved) {
        if (!seen.has(`${item.prefix}\u0000unresolved`)) fields.push(unresolvedField(item.prefix, res.unresolved));
        seen.add(`${item.prefix}\u0000unresolved`);
        continue;
      }
      if (res.circular) continue;
      const s = res.schema;
      if (s && typeof s === 'object') {
        const paths = expanded.get(s) ?? new Set<string>();
        if (paths.has(item.prefix)) continue;
        paths.add(item.prefix);
        expanded.set(s, paths);
      }
      for (const ref of res.partlyUnresolved ?? []) fields.push(unresolvedField(item.prefix, ref));
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
          ...(exampleOf(prop, ps) ? { example: exampleOf(prop, ps) } : {}),
        });
        if (!pres.circular && !pres.unresolved && item.depth + 1 < maxDepth) {
          queue.push({ schema: prop, prefix: path, refs: res.refs, depth: item.depth + 1 });
        }
      }
    }
  } catch (err) {
    if (!(err instanceof OperationBudgetExceeded)) throw err;
    return { fields, truncated, budgetExceeded: err.message };
  }
  return { fields, truncated };
}
