// What the answer's example request sends: the required fields, plus the ones the question asks about,
// with the spec's own example, default or first enum value. Optional fields nobody asked for are left out.
import type { Chunk, FieldInfo } from '@specwise/shared';
import { splitIdentifier } from '@specwise/shared/server';
import { sameWord } from '../word-forms.js';

const ACTION_WORDS = /^(create|add|make|new|update|change|modify|edit|set|delete|remove|get|list|find|show|retrieve|fetch|read|send|post|put|patch|use|need|want|call)$/;
const wordsOf = (s: string) => splitIdentifier(s).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** A value for a field: its example or default, its first enum value, else a placeholder by type and name. */
export function exampleValue(f: { path?: string; name?: string; type: string; enum?: string[]; example?: string }): unknown {
  const t = f.type.toLowerCase();
  const name = (f.path ?? f.name ?? '').split(/[.[\]]+/).filter(Boolean).pop() ?? 'value';
  if (f.example !== undefined) {
    if ((t.startsWith('integer') || t.startsWith('number')) && Number.isFinite(Number(f.example))) return Number(f.example);
    if (t.startsWith('boolean') && /^(true|false)$/.test(f.example)) return f.example === 'true';
    return t.startsWith('array') ? [f.example] : f.example;
  }
  if (f.enum?.length) return t.startsWith('array') ? [f.enum[0]] : f.enum[0];
  if (t.startsWith('array')) {
    const inner = /^array<(.+)>$/.exec(f.type)?.[1] ?? 'string';
    return [exampleValue({ path: name, type: inner })];
  }
  if (t.startsWith('integer') || t.startsWith('number')) return 1;
  if (t.startsWith('boolean')) return true;
  if (t.startsWith('string') || t === 'any' || t === '') return `<${name}>`;
  return {};
}

/**
 * Fields the question asks about: the leaf fields whose path words match the most of the question's words that
 * are not the operation's own ("create a customer with a shipping address" → `shipping.address.line1`, …).
 */
export function askedFields(terms: string[], c: Chunk, max = 8): FieldInfo[] {
  const own = new Set(wordsOf(`${c.path} ${c.summary} ${c.operationId ?? ''}`));
  const asked = terms.filter((t) => !ACTION_WORDS.test(t) && ![...own].some((w) => sameWord(w, t)));
  if (!asked.length) return [];
  const fields = [...(c.detail.requestBody?.fields ?? []), ...c.detail.parameters.filter((p) => p.in !== 'path').map((p) => ({ ...p, path: p.name }))];
  const leaves = fields.filter((f) => !fields.some((o) => o.path.startsWith(`${f.path}.`) || o.path.startsWith(`${f.path}[]`)));
  const scored = leaves.map((f) => ({ f, score: asked.filter((t) => wordsOf(f.path).some((w) => sameWord(w, t))).length }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  return best ? scored.filter((s) => s.score === best).slice(0, max).map((s) => s.f) : [];
}

/** Put `value` at a dotted path (`shipping.address.city`, `items[].price`) in a nested object. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Record<string, unknown> = target;
  parts.forEach((raw, i) => {
    const isArray = raw.endsWith('[]');
    const key = isArray ? raw.slice(0, -2) : raw;
    const last = i === parts.length - 1;
    if (isArray) {
      const arr = (Array.isArray(cur[key]) ? cur[key] : (cur[key] = [{}])) as Array<Record<string, unknown>>;
      if (last) cur[key] = Array.isArray(value) ? value : [value];
      else cur = (arr[0] && typeof arr[0] === 'object' ? arr[0] : (arr[0] = {})) as Record<string, unknown>;
      return;
    }
    if (last) cur[key] = value;
    else cur = (cur[key] && typeof cur[key] === 'object' && !Array.isArray(cur[key]) ? cur[key] : (cur[key] = {})) as Record<string, unknown>;
  });
}

/** The body of the example request: required fields (with required children of required objects) and asked ones. */
export function requestBody(fields: FieldInfo[], asked: FieldInfo[] = []): Record<string, unknown> {
  const requiredTop = fields.filter((f) => f.required && !f.path.includes('.') && !f.path.includes('['));
  const requiredNested = fields.filter((f) => f.required && requiredTop.some((t) => f.path.startsWith(`${t.path}.`) || f.path.startsWith(`${t.path}[]`)));
  const chosen = [...requiredTop.filter((t) => !requiredNested.some((n) => n.path.startsWith(`${t.path}.`) || n.path.startsWith(`${t.path}[]`))), ...requiredNested, ...asked];
  const body: Record<string, unknown> = {};
  for (const f of chosen) setPath(body, f.path, exampleValue(f));
  return body;
}

/** `shipping[address][line1]=…` pairs of a nested object, for form-encoded bodies (`items[0][price]` in arrays). */
export function formPairs(value: unknown, prefix = ''): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => formPairs(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => formPairs(v, prefix ? `${prefix}[${k}]` : k));
  return [[prefix, String(value)]];
}
