import type { Chunk } from '@specwise/shared';

// "To call GET /movie/{movie_id}/credits for *Titanic* you first need Titanic's movie_id": when a question
// names something (a title, a person, a product) and the best operations take that thing's id, the operation
// that finds the id by name is part of the answer. Everything here is derived from the spec itself.

/** A parameter that takes free text to search by. */
const SEARCH_PARAM = /^(q|query|search|text|name|term|keywords?|filter|title)$/i;

/** The operation takes free text to search by in its query (`?query=`, `?q=`, `?name=`). */
export function searchesFreeText(c: Chunk): boolean {
  return c.detail.parameters.some((p) => p.in === 'query' && SEARCH_PARAM.test(p.name));
}
const GENERIC = new Set(['search', 'find', 'lookup', 'api', 'v1', 'v2', 'v3', 'rest', 'public', 'me', 'query', 'list', 'all']);

export function singular(word: string): string {
  const w = word.toLowerCase();
  // The one irregular plural APIs name collections by (`/accounts/{account}/people` beside `…/persons`).
  if (w === 'people') return 'person';
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  // "-es" after a sibilant is the plural's (addresses, statuses, boxes, matches); after a silent e it is not (releases,
  // licenses, purchases, responses: the "e" is the word's).
  if (/(ss|us|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(ss|us|is)$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

/** The resource a path parameter identifies: `{movie_id}` → movie, `/artists/{id}` → artist, `/pods/{name}` → pod. */
export function resourceOfParam(path: string, param: string): string | null {
  const stem = param.replace(/[_-]?(id|gid|uuid|key|slug|name|number|num|sha)$/i, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  if (stem && !/^(id|gid)$/.test(stem)) return singular(stem.split(/[\s_-]+/).pop()!);
  const segs = path.split('/');
  const at = segs.indexOf(`{${param}}`);
  const prev = at > 0 ? segs[at - 1] : '';
  return prev && !prev.startsWith('{') ? singular(prev) : null;
}

/** Map resource → GET operations that look it up by name (a free-text query parameter). */
export function buildFinderIndex(chunks: Chunk[]): Map<string, Chunk[]> {
  const index = new Map<string, Chunk[]>();
  for (const c of chunks) {
    if (c.method !== 'GET') continue;
    if (!searchesFreeText(c)) continue;
    const queryParams = c.detail.parameters.filter((p) => p.in === 'query');
    if (/\{[^}]+\}/.test(c.path)) continue; // a finder needs no id itself
    const resources = new Set<string>();
    for (const seg of c.path.split('/')) {
      for (const w of seg.split(/[_\-.]/)) if (w && !GENERIC.has(w.toLowerCase())) resources.add(singular(w));
    }
    for (const p of queryParams) for (const e of p.enum ?? []) if (/^[a-z_]+$/i.test(e)) resources.add(singular(e));
    for (const r of resources) index.set(r, [...(index.get(r) ?? []), c]);
  }
  return index;
}

const SELF_PATH = /^\/(me|user|users\/me|account|whoami|myself)$/i;
// The caller's own id fills a user slot; an "owner" (of a repository, a file) is usually someone named.
const SELF_RESOURCES = new Set(['user', 'account', 'member', 'me']);

/** The operation that returns the caller's own record (GET /me, /user, ...), which carries their id. */
export function selfOperation(chunks: Chunk[]): Chunk | undefined {
  return chunks.find((c) => c.method === 'GET' && SELF_PATH.test(c.path));
}

/** Resources an operation needs ids of: path parameters first, then required id-like query parameters. */
function neededResources(c: Chunk): Array<{ param: string; resources: string[]; inPath: boolean }> {
  const out: Array<{ param: string; resources: string[]; inPath: boolean }> = [];
  const m = /\{([^}]+)\}/.exec(c.path);
  if (m) {
    const r = resourceOfParam(c.path, m[1]);
    if (r) out.push({ param: m[1], resources: [r], inPath: true });
  }
  const lastSeg = c.path.split('/').filter((x) => x && !x.startsWith('{')).pop();
  for (const p of c.detail.parameters) {
    if (p.in !== 'query' || !/^(ids?|[a-z]+_ids?|[a-z]+Ids?)$/.test(p.name)) continue;
    const stem = p.name.replace(/[_-]?ids?$/i, '');
    const typeEnum = c.detail.parameters.find((q) => q.name === 'type')?.enum ?? [];
    const resources = [stem ? singular(stem) : '', lastSeg ? singular(lastSeg) : '', ...typeEnum.map(singular)].filter(Boolean);
    out.push({ param: p.name, resources, inPath: false });
  }
  return out;
}

/**
 * Put, right after each of the top operations that needs an id, the operation that provides it: the one that
 * finds it by name when the question names something, or the caller's own record for a user id.
 * Returns the new order and, for each added operation, why it was added.
 */
export interface Prerequisite {
  provider: Chunk;
  param: string;
  /** The operation that needs the value. */
  consumer: Chunk;
}

export function addPrerequisites(
  question: { values: string[]; self: boolean },
  ranked: Chunk[],
  finders: Map<string, Chunk[]>,
  opts: { triggers: number; self?: Chunk; given?: (c: Chunk) => ReadonlySet<string> },
): { ranked: Chunk[]; added: Prerequisite[] } {
  const named = question.values.length > 0;
  const self = question.self ? opts.self : undefined;
  if ((!named || finders.size === 0) && !self) return { ranked, added: [] };
  const out: Chunk[] = [];
  const seen = new Set<string>();
  const added: Prerequisite[] = [];
  const add = (provider: Chunk, param: string, c: Chunk) => {
    if (seen.has(provider.id)) return;
    out.push(provider);
    seen.add(provider.id);
    added.push({ provider, param, consumer: c });
  };
  ranked.forEach((c, i) => {
    if (seen.has(c.id)) return;
    out.push(c);
    seen.add(c.id);
    if (i >= opts.triggers) return;
    const given = opts.given?.(c);
    for (const need of neededResources(c)) {
      // The question gives the value itself ("refund charge ch_9", "repos user hubot watches"): nothing to look up.
      if (given?.has(need.param)) continue;
      // The caller's own id fills a path slot such as /users/{user_id} when the question speaks of "my …".
      if (self && need.inPath && need.resources.some((r) => SELF_RESOURCES.has(r)) && self.spec === c.spec) {
        add(self, need.param, c);
        continue;
      }
      if (!named) continue;
      const finder = need.resources.map((r) => (finders.get(r) ?? []).find((f) => f.spec === c.spec && f.id !== c.id)).find(Boolean);
      if (finder) add(finder, need.param, c);
    }
  });
  return { ranked: out, added };
}
