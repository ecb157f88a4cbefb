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

/** A single operation's schemas took more work than its budget: the caller lists what it has and marks it truncated. */
export class OperationBudgetExceeded extends Error {
  constructor(readonly steps: number, readonly schema: string | undefined) {
    super(`over ${steps} schema steps${schema ? ` (at ${schema})` : ''}`);
  }
}

/**
 * Work budgets for dereferencing and flattening: one per operation (over it, the operation is chunked with a
 * `(truncated: …)` mark) and one for the whole spec (over it, the ingest fails naming the operation).
 */
export interface WorkLimits {
  perOperation: number;
  perSpec: number;
}

// Measured on the eval specs: the costliest operation takes ~4,700 steps (Google Sheets, Kubernetes pods), the
// costliest spec ~181,000 (Kubernetes, ~1 s): the budgets leave 10× headroom and bound a hostile spec to seconds.
export const DEFAULT_WORK_LIMITS: WorkLimits = { perOperation: 50_000, perSpec: 1_500_000 };

/**
 * Resolves internal `$ref`s lazily, so a schema graph of any depth and with cycles is walked without
 * materialising it. External refs (other files, URLs) are never fetched: they are collected as warnings.
 */
export class RefResolver {
  readonly external = new Set<string>();
  private readonly cache = new Map<string, Json>();
  private specSteps = 0;
  private opSteps = 0;
  private operation = '';
  /** The `$ref` being resolved most recently, named in budget errors. */
  current: string | undefined;

  constructor(
    private readonly doc: Json,
    private readonly source: string,
    readonly limits: WorkLimits = DEFAULT_WORK_LIMITS,
  ) {}

  /** Start the budget of one operation (`GET /pets`). */
  beginOperation(name: string): void {
    this.operation = name;
    this.opSteps = 0;
    this.current = undefined;
  }

  /** Count one step of schema work; throws when the operation's or the spec's budget is spent. */
  tick(): void {
    this.opSteps++;
    if (++this.specSteps > this.limits.perSpec) {
      throw new SpecError(
        'spec_too_complex',
        `${this.source}: dereferencing its schemas takes more than ${this.limits.perSpec.toLocaleString('en-US')} steps (stopped in ${this.operation || 'the document'}${this.current ? ` at ${this.current}` : ''}); its $ref / allOf / oneOf / anyOf graph fans out too much to index`,
      );
    }
    if (this.opSteps > this.limits.perOperation) throw new OperationBudgetExceeded(this.limits.perOperation, this.current);
  }

  isExternal(ref: string): boolean {
    return !ref.startsWith('#');
  }

  /** The target of an internal ref, or undefined when it is missing. */
  lookup(ref: string): Json {
    if (this.cache.has(ref)) return this.cache.get(ref);
    let cur: Json = this.doc;
    for (const part of decodePointer(ref)) {
      // Own properties only: `#/constructor` or `#/__proto__` must not reach Object's prototype.
      if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, part)) {
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
    // Each node once (YAML anchors share nodes), with a parent link instead of a copied path per node, so
    // the walk is linear in the document's size whatever its shape.
    interface Visit { node: Json; key: string; parent: Visit | null }
    const pathOf = (v: Visit): string[] => {
      const parts: string[] = [];
      for (let cur: Visit | null = v; cur && cur.parent; cur = cur.parent) parts.push(cur.key);
      return parts.reverse();
    };
    const seen = new Set<object>();
    const stack: Visit[] = [{ node: this.doc, key: '', parent: null }];
    while (stack.length) {
      const visit = stack.pop()!;
      const node = visit.node;
      if (seen.has(node)) continue;
      seen.add(node);
      if (!Array.isArray(node)) {
        const ref = node.$ref;
        if (typeof ref === 'string') {
          if (this.isExternal(ref)) this.external.add(ref);
          else if (this.lookup(ref) === undefined) {
            throw new SpecError(
              'spec_broken_ref',
              `${this.source}: $ref "${ref}" at ${encodePointer(pathOf(visit))} points to a missing component`,
            );
          }
        }
      }
      const keys = Object.keys(node);
      for (let i = keys.length - 1; i >= 0; i--) {
        const v = node[keys[i]];
        if (v && typeof v === 'object') stack.push({ node: v, key: keys[i], parent: visit });
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
