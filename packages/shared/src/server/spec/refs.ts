import { SpecError } from './load.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

export function decodePointer(ref: string): string[] {
  return ref
    .replace(/^#\/?/, '')
    .split('/')
    .filter((s, i, a) => !(s === '' && a.length === 1))
    .map((s) => {
      let t = s;
      try {
        t = decodeURIComponent(s);
      } catch {
        /* keep raw */
      }
      return t.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

export function encodePointer(parts: string[]): string {
  return `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** Last segment of a `$ref`: `#/components/schemas/Pet` → `Pet`. */
export function refName(ref: string): string {
  const parts = ref.split('/');
  return decodePointer(`#/${parts[parts.length - 1] ?? ref}`)[0] ?? ref;
}

/**
 * Resolves internal `$ref`s lazily, so a schema graph of any depth and with cycles is walked without
 * materialising it. External refs (other files, URLs) are never fetched: they are collected as warnings.
 */
export class RefResolver {
  readonly external = new Set<string>();
  private readonly cache = new Map<string, Json>();

  constructor(
    private readonly doc: Json,
    private readonly source: string,
  ) {}

  isExternal(ref: string): boolean {
    return !ref.startsWith('#');
  }

  /** The target of an internal ref, or undefined when it is missing. */
  lookup(ref: string): Json {
    if (this.cache.has(ref)) return this.cache.get(ref);
    let cur: Json = this.doc;
    for (const part of decodePointer(ref)) {
      if (cur === null || typeof cur !== 'object' || !(part in cur)) {
        cur = undefined;
        break;
      }
      cur = cur[part];
    }
    this.cache.set(ref, cur);
    return cur;
  }

  /**
   * Walk the whole document once: every internal `$ref` must point somewhere, external ones are noted.
   * Throws a SpecError naming the first missing target and where it was referenced from.
   */
  checkAll(): void {
    const stack: Array<[Json, string[]]> = [[this.doc, []]];
    while (stack.length) {
      const [node, at] = stack.pop()!;
      if (Array.isArray(node)) {
        for (let i = node.length - 1; i >= 0; i--) if (node[i] && typeof node[i] === 'object') stack.push([node[i], [...at, String(i)]]);
        continue;
      }
      const ref = node.$ref;
      if (typeof ref === 'string') {
        if (this.isExternal(ref)) this.external.add(ref);
        else if (this.lookup(ref) === undefined) {
          throw new SpecError(
            'spec_broken_ref',
            `${this.source}: $ref "${ref}" at ${encodePointer(at)} points to a missing component`,
          );
        }
      }
      for (const key of Object.keys(node)) {
        const v = node[key];
        if (v && typeof v === 'object') stack.push([v, [...at, key]]);
      }
    }
  }

  /** Follow a chain of refs (a parameter that refs a parameter...) to a concrete object; null on a loop. */
  deref(node: Json): Json {
    let cur = node;
    const seen = new Set<string>();
    while (cur && typeof cur === 'object' && typeof cur.$ref === 'string') {
      const ref: string = cur.$ref;
      if (this.isExternal(ref) || seen.has(ref)) return cur;
      seen.add(ref);
      cur = this.lookup(ref);
    }
    return cur;
  }
}
