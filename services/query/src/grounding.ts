import { requestPath, type Chunk } from '@specwise/shared';

const COMMON_HEADERS = new Set(['content-type', 'authorization', 'accept', 'user-agent', 'content-length', 'idempotency-key']);
const PLACEHOLDER = /^(\$|<|base_url|token|api_key)/i;

/** The code blocks (fenced) of a Markdown answer. */
export function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
}

export interface NamesInCode {
  fields: string[];
  paths: string[];
}

/** Field, parameter and path names used in code: JSON keys, query and form parameters, URL paths. */
export function namesInCode(code: string): NamesInCode {
  const fields = new Set<string>();
  const paths = new Set<string>();
  for (const m of code.matchAll(/"([A-Za-z_][\w.\-[\]]*)"\s*:/g)) fields.add(m[1]);
  for (const m of code.matchAll(/[?&]([A-Za-z_][\w.\-[\]]*)=/g)) fields.add(m[1]);
  for (const m of code.matchAll(/(?:-d|--data(?:-urlencode|-raw)?|-F|--form)\s+["']?([A-Za-z_][\w.\-[\]]*)=/g)) fields.add(m[1]);
  for (const m of code.matchAll(/-H\s+["']([A-Za-z][\w-]*):/g)) if (!COMMON_HEADERS.has(m[1].toLowerCase())) fields.add(m[1]);
  // URLs inside JSON string values (image links, webhooks) are data, not the endpoint being called.
  const calls = code.replace(/([:[,]\s*)"(?:[^"\\]|\\.)*"/g, '$1""');
  for (const m of calls.matchAll(/(?:https?:\/\/[^\s/"'`]+|\$\{?BASE_URL\}?"?'?|\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+)(\/[^\s"'`?]*)/g)) paths.add(m[1]);
  return { fields: [...fields].filter((f) => !PLACEHOLDER.test(f)), paths: [...paths] };
}

/** Every name a chunk defines: parameters, body and response field segments, path segments. */
export function knownNames(chunks: Chunk[]): Set<string> {
  const names = new Set<string>();
  const addPath = (p: string) => {
    names.add(p);
    for (const seg of p.split(/\.|\[\]/)) if (seg) names.add(seg);
  };
  for (const c of chunks) {
    for (const p of c.detail.parameters) names.add(p.name);
    for (const f of c.detail.requestBody?.fields ?? []) addPath(f.path);
    for (const r of c.detail.responses) for (const f of r.fields) addPath(f.path);
    for (const s of c.detail.security) names.add(s.split(' ')[0]);
    for (const m of c.text.matchAll(/^- ([^\s(]+) \(/gm)) addPath(m[1]);
  }
  return names;
}

function pathMatches(template: string, concrete: string): boolean {
  // A fragment (`/files/{file_id}#add_shared_link`) names the operation in the spec; requests go to the path before it.
  const bare = requestPath(template);
  if (bare !== template && pathMatches(bare, concrete)) return true;
  const esc = template.replace(/[.*+?^${}()|[\]\\]/g, (ch) => (ch === '{' || ch === '}' ? ch : `\\${ch}`));
  const re = new RegExp(`^(?:.*?)${esc.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
  return re.test(concrete) || template === concrete;
}

export interface GroundingResult {
  checked: number;
  ungrounded: string[];
  /** grounded / checked, or null when the code names nothing to check. */
  score: number | null;
}

/** Check that every name used in the answer's code blocks exists in the chunks the answer cites. */
export function checkFieldGrounding(answer: string, chunks: Chunk[]): GroundingResult {
  const known = knownNames(chunks);
  const ungrounded = new Set<string>();
  let checked = 0;
  for (const block of codeBlocks(answer)) {
    const { fields, paths } = namesInCode(block);
    for (const f of fields) {
      checked++;
      // Form-encoded names: `a[b]` is `a.b`, and `a[0]` / `a[]` an array item, like `a[].b` in the spec.
      const normalized = f.replace(/\[(\w*)\]/g, (_m, inner: string) => (inner && !/^\d+$/.test(inner) ? `.${inner}` : '[]'));
      const segs = normalized.split(/\.|\[\]/).filter(Boolean);
      if (!known.has(f) && !known.has(normalized) && !segs.every((s) => known.has(s))) ungrounded.add(f);
    }
    for (const p of paths) {
      if (p === '/' || p === '') continue;
      checked++;
      if (!chunks.some((c) => pathMatches(c.path, p))) ungrounded.add(p);
    }
  }
  const list = [...ungrounded];
  return { checked, ungrounded: list, score: checked ? (checked - list.length) / checked : null };
}
