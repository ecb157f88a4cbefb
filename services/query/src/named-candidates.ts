// The candidates the spec's structure names. Dense and BM25 rank an operation by how its text reads beside the
// question; a question that names a thing the spec keeps at a path of its own ("node worker-1", "my card readers") may
// still leave that path's operations below the pool the ranker sees, when many others share the words (every pod
// operation speaks of pods and nodes, every terminal and issuing operation of cards). Those operations join the pool,
// to be ranked with the rest: the item a value names (`/api/v1/nodes/{name}` for "node worker-1") and the collection
// or singleton that takes no parameter and is named for the thing asked about (`/v1/terminal/readers` for "card
// readers"), and a path that spells a value the question names (`/apis/batch/v1/` for "API group batch/v1").
import type { Chunk } from '@specwise/shared';
import type { ScoredId } from '@specwise/shared/server';
import type { Intent } from './understand.js';
import { hitKey } from './rrf.js';
import { collectionOf, isParam, itemHead, segments, spelledIn, spelling, VERSION, words } from './intent-rank.js';
import { sameWord } from './word-forms.js';

/** At most this many operations join the pool (the first found, in the spec's order). */
export const NAMED_CANDIDATES = 6;

/**
 * The methods an action is made with: a read with GET, a removal with DELETE, a creation with POST, an update with PUT,
 * PATCH or POST (APIs that update with it); any other action with any but GET.
 */
function methodsOf(action: Intent['action']): (method: string) => boolean {
  if (action === 'read' || action === 'list') return (m) => m === 'GET';
  if (action === 'delete') return (m) => m === 'DELETE';
  if (action === 'create') return (m) => m === 'POST';
  if (action === 'update') return (m) => m === 'PUT' || m === 'PATCH' || m === 'POST';
  return (m) => m !== 'GET';
}

/** A collection segment is named by the word: the segment itself or its head (`balance_transactions` → transaction). */
const names = (seg: string, word: string) => sameWord(seg.toLowerCase(), word) || sameWord(itemHead(seg), word);

/** The segments end in a parameter right after a literal segment, the collection it takes an item from. */
const endsInItem = (segs: string[]) => segs.length >= 2 && isParam(segs.at(-1)!) && !isParam(segs.at(-2)!);

/** The item path of a thing a value names: it ends in a parameter right after a collection named for the value's kind. */
function itemOfReference(intent: Intent, segs: string[]): boolean {
  return endsInItem(segs) && intent.references.some((r) => r.resource && names(segs.at(-2)!, r.resource));
}

/** A path that takes no parameter, named last for the thing asked about (`/v1/terminal/readers` for "card readers"). */
function namedForObject(intent: Intent, segs: string[]): boolean {
  const last = segs.at(-1) ?? '';
  return !!intent.object && segs.length > 0 && !segs.some(isParam) && words(last).length === 1 && sameWord(last.toLowerCase(), intent.object);
}

/** An endpoint (`METHOD /path`) read once: its method and its path's segments without version segments. */
export interface EndpointPath {
  endpoint: string;
  method: string;
  segs: string[];
  /** Its path as `spelling` reads it. */
  written: string;
}

/** Each endpoint read into its method and versionless segments. */
export function endpointPaths(endpoints: Iterable<string>): EndpointPath[] {
  return [...endpoints].map((endpoint) => {
    const [method, path] = endpoint.split(' ');
    return { endpoint, method, segs: segments(path).filter((s) => !VERSION.test(s)), written: spelling(path) };
  });
}

/** A spec's endpoints read (`paths`) and its chunks by id, once while its index lives (a question reads them all). */
interface SpecRead {
  paths: EndpointPath[];
  byId: Map<string, Chunk>;
}
const readSpecs = new WeakMap<Map<string, Chunk>, SpecRead>();
function specRead(byEndpoint: Map<string, Chunk>): SpecRead {
  let read = readSpecs.get(byEndpoint);
  if (!read) {
    read = { paths: endpointPaths(byEndpoint.keys()), byId: new Map([...byEndpoint.values()].map((c) => [c.id, c])) };
    readSpecs.set(byEndpoint, read);
  }
  return read;
}

/**
 * The endpoints of `paths` that the question's structure names: the item a value names and the path named for the
 * thing asked about, made with a method that fits the action.
 */
export function namedCandidates(intent: Intent, paths: EndpointPath[]): string[] {
  if (!intent.references.some((r) => r.resource) && !intent.object && !intent.values.length) return [];
  const fits = methodsOf(intent.action);
  // "put a note on namespace dev": a thing added to one a value names may be a change of it (`changeOfNamedThing`), so
  // the item a value names is taken with the methods of either.
  const fitsItem = intent.action === 'create' ? methodsOf('update') : fits;
  const out: string[] = [];
  for (const { endpoint, method, segs, written } of paths) {
    const item = fitsItem(method) && itemOfReference(intent, segs);
    // A path that spells a value the question names ("API group batch/v1" → `/apis/batch/v1/`).
    const named = fits(method) && (namedForObject(intent, segs) || spelledIn(written, intent.values));
    if (item || named) out.push(endpoint);
    if (out.length === NAMED_CANDIDATES) break;
  }
  return out;
}

/** How many of the fused pool's first hits have their collection taken in (`collectionsOfFound`). */
export const FOUND_ITEMS = 10;

/**
 * The collections of the items the search found first, made with a method that fits a listing or a creation: where
 * many operations share the question's words (every version of a Kubernetes kind has nine), the search may find the
 * one item's operations and leave the list of them, or the creation of one, below the pool ("which mutating admission
 * policies are set up?" finds `…/mutatingadmissionpolicies/{name}`; its collection is `…/mutatingadmissionpolicies`).
 */
export function collectionsOfFound(intent: Intent, found: Chunk[], byEndpoint: Map<string, Chunk>): string[] {
  if (intent.action !== 'list' && intent.action !== 'create') return [];
  const fits = methodsOf(intent.action);
  const out: string[] = [];
  for (const c of found) {
    if (!endsInItem(c.path.split('/').slice(1))) continue;
    const collection = collectionOf(c.path);
    for (const method of ['GET', 'POST']) {
      const endpoint = `${method} ${collection}`;
      if (fits(method) && byEndpoint.has(endpoint) && !out.includes(endpoint)) out.push(endpoint);
    }
  }
  return out;
}

/**
 * The pool the ranker sees: the first `size` fused hits, then each operation the question's structure names that is not
 * among them and the collections of the items found first (`collectionsOfFound`), scored as the pool's last (so no
 * other hit's place in the window moves); `known` holds their chunks.
 */
export function withNamedCandidates(intent: Intent, fused: ScoredId[], size: number, specs: Array<{ byEndpoint: Map<string, Chunk> }>): { hits: ScoredId[]; known: Map<string, Chunk> } {
  const hits = fused.slice(0, size);
  const known = new Map<string, Chunk>();
  if (!hits.length) return { hits, known };
  const floor = hits[hits.length - 1].score;
  const taken = new Set(hits.map(hitKey));
  for (const spec of specs) {
    const { paths, byId } = specRead(spec.byEndpoint);
    const firstFound = hits.slice(0, FOUND_ITEMS).flatMap((h) => {
      const c = byId.get(h.id);
      return c?.spec === h.spec ? [c] : [];
    });
    for (const endpoint of [...namedCandidates(intent, paths), ...collectionsOfFound(intent, firstFound, spec.byEndpoint)]) {
      const c = spec.byEndpoint.get(endpoint)!;
      if (taken.has(hitKey(c))) continue;
      taken.add(hitKey(c));
      hits.push({ id: c.id, spec: c.spec, score: floor });
      known.set(hitKey(c), c);
    }
  }
  return { hits, known };
}
