// Acronyms, read from the spec itself. Users shorten the spec's compound terms ("PVC" for a PersistentVolumeClaim,
// "PR" for a pull request), and some specs name a thing by its acronym where users spell it out (`ooo_entries` for
// "out of office"). Which phrase an acronym stands for is the phrase of the spec with those initials that its
// operations use most — never a list kept for any one API.
import type { Chunk } from '../../index.js';
import { fold, splitIdentifier } from './text.js';

/** What a spec's acronyms stand for: `short` → phrase (pvc → persistent volume claim), `long` → acronym (out of office → ooo). */
export interface SpecAcronyms {
  /** Acronyms of the spec's own compound terms, each with the phrase it stands for and how many operations name it. */
  short: Map<string, { phrase: string; uses: number }>;
  /** Phrases of the spec's text that one of its path words is the acronym of. */
  long: Map<string, string>;
}

/** Words no compound term starts or ends with; they break a run of a term's words. */
const BREAK = /^(api|apis|v\d+(?:alpha|beta)?\d*|id|ids|url|uri|post|put|head|options|a|an|the|of|in|on|for|to|by|with|from|at|and|or|as|is|are|be|it|its|this|that|these|those|all|any|each|every|your|our|their|not|no|one|new|list|get|read|create|update|delete|patch|replace|watch|remove|add|set|kind|objects?|specified|given)$/;
const MIN_USES = 2;
/** Path words every API writes in capitals that stand for nothing of the spec's own. */
const GENERIC = /^(api|apis|id|ids|gid|uid|uuid|url|uri|http|json|xml|html)$/;
/**
 * Acronyms of everyday things people write in capitals ("a gaming PC", "my TV", "the CEO"), which a question means as
 * themselves, whatever term of a spec has the same initials (Kubernetes' priority class is no PC).
 */
const EVERYDAY = /^(pc|tv|ceo|cfo|cto|hr|usa|uk|eu|faq|diy|asap|atm|gps|sms|pdf|cpu|gpu|ram|ssd|usb|dvd|vip|fyi|ai)$/;

/** A path segment that is an API version (`/v1`, `/v1beta2`). */
const VERSION_SEGMENT = /\/v\d+(?:(?:alpha|beta)\d+)?(?=\/|$)/g;
const singular = (w: string) => (/[^s]s$/.test(w) && w.length > 3 ? w.slice(0, -1) : w);
const initials = (ws: string[]) => ws.map((w) => w[0]).join('');

/** The words of a text with identifiers split (`PersistentVolumeClaim` → persistent volume claim), lower case, in order. */
function runs(text: string): string[][] {
  return fold(splitIdentifier(text.replace(/[^\p{L}\p{N}]+/gu, (m) => (/[_-]/.test(m) && m.length === 1 ? m : ' . '))))
    .split(/\s*\.\s*|[^\p{L}\p{N} ]+/u)
    .map((s) => s.split(' ').filter(Boolean));
}

/** An identifier of two parts or more: snake or kebab case (`pull_request`, `config-map`), or camel case (`PersistentVolumeClaim`). */
const IDENTIFIER = /[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[A-Z]?[a-z]+(?:[A-Z][a-z]+)+/g;

/** Identifiers of two parts or more (`PersistentVolumeClaim`, `pull_request`, `config-map`), as lower-case phrases. */
function identifierPhrases(text: string): string[] {
  const out: string[] = [];
  for (const tok of text.match(IDENTIFIER) ?? []) {
    const ws = fold(splitIdentifier(tok)).split(' ').filter((w) => /^[a-z]+$/.test(w));
    if (ws.length >= 2 && ws.length <= 4) out.push(ws.map(singular).join(' '));
  }
  return out;
}

/** An operation's path with its parameters left out (`/ooo_entries/{ooo_entry_gid}` → `/ooo_entries/ `). */
const literalPath = (c: Chunk) => c.path.replace(/\{[^}]*\}/g, ' ');

/** The names of an operation's request and response fields at the top level. */
function topLevelFields(c: Chunk): string[] {
  const fields = [...(c.detail.requestBody?.fields ?? []), ...c.detail.responses.flatMap((r) => r.fields ?? [])];
  return fields.map((f) => f.path).filter((p) => !/[.[]/.test(p));
}

/** The phrase used by the most operations for each key, where it is used by `min` or more and by more than any other. */
function mostUsed(counts: Map<string, Map<string, number>>, min = MIN_USES): Map<string, [string, number]> {
  const out = new Map<string, [string, number]>();
  for (const [key, phrases] of counts) {
    const [first, second] = [...phrases].sort((a, b) => b[1] - a[1]);
    if (first[1] >= min && (!second || first[1] > second[1])) out.set(key, first);
  }
  return out;
}

const bump = (counts: Map<string, Map<string, number>>, key: string, phrase: string) => {
  const m = counts.get(key) ?? new Map<string, number>();
  m.set(phrase, (m.get(phrase) ?? 0) + 1);
  counts.set(key, m);
};

/** The acronyms of a spec's operations (documents' passages have none of their own). */
export function specAcronyms(chunks: Chunk[]): SpecAcronyms {
  const operations = chunks.filter((c) => !c.section);
  return { short: shortForms(operations), long: spelledForms(operations) };
}

/** The runs of two to four words of a text that hold no breaking word and no word twice, singular. */
function termPhrases(text: string): string[] {
  const out: string[] = [];
  for (const run of runs(text)) {
    for (let i = 0; i < run.length; i++) {
      for (let n = 2; n <= 4 && i + n <= run.length; n++) {
        const ws = run.slice(i, i + n);
        if (ws.some((w) => BREAK.test(w) || !/^[a-z]+$/.test(w))) break;
        if (new Set(ws).size === n) out.push(ws.map(singular).join(' '));
      }
    }
  }
  return out;
}

/**
 * Acronyms of the spec's compound terms: a term is named by what an operation is on (its summary, its path's literal
 * words, its tags — an operation id names a verb and a resource, no term) and written as one identifier somewhere
 * (`PersistentVolumeClaim`, a `pull_request` field); an acronym stands for the term with its initials that the most
 * operations name.
 */
function shortForms(operations: Chunk[]): Map<string, { phrase: string; uses: number }> {
  const named = new Map<string, Map<string, number>>();
  const identified = new Set<string>();
  // One operation served in several API versions (`/apis/…/v1/…`, `/apis/…/v1beta1/…`) is one use.
  const seen = new Set<string>();
  for (const c of operations) {
    const head = `${c.summary} ${literalPath(c)} ${c.tags.join(' ')}`;
    const names = [...c.detail.parameters.map((p) => p.name), ...topLevelFields(c)].join(' ');
    const inHead = identifierPhrases(head);
    const operation = `${c.method} ${c.path.replace(VERSION_SEGMENT, '/*')}`;
    if (!seen.has(operation)) {
      seen.add(operation);
      // An identifier is one term: the runs inside it (`ResourceClaim` in `ResourceClaimTemplate`) name no other.
      for (const p of new Set([...termPhrases(head.replace(IDENTIFIER, ' . ')), ...inHead])) bump(named, initials(p.split(' ')), p);
    }
    for (const p of [...inHead, ...identifierPhrases(names)]) identified.add(p);
  }
  const short = new Map<string, { phrase: string; uses: number }>();
  for (const [acronym, [phrase, uses]] of mostUsed(named)) {
    if (identified.has(phrase) && !phrase.split(' ').some((w) => BREAK.test(w))) short.set(acronym, { phrase, uses });
  }
  return short;
}

/**
 * Phrases the spec has an acronym for: a path word of two to five letters the spec writes in capitals in its text ("OOO
 * entry") stands for the phrase with those initials (function words counted: "out of office") in the text of the
 * operations on its path; the phrase neither starts nor ends with a word of no content.
 */
function spelledForms(operations: Chunk[]): Map<string, string> {
  const literalWords = (c: Chunk) => new Set(fold(splitIdentifier(literalPath(c))).split(' '));
  const capitals = new Set(operations.flatMap((c) => c.text.match(/\b[A-Z]{2,5}\b/g) ?? []).map((w) => w.toLowerCase()));
  const spelled = new Map<string, Map<string, number>>();
  for (const c of operations) {
    const acronyms = [...literalWords(c)].filter((w) => /^[a-z]{2,5}$/.test(w) && capitals.has(w) && !GENERIC.test(w));
    if (!acronyms.length) continue;
    // Each acronym's phrases once per operation.
    const found = new Map(acronyms.map((a) => [a, new Set<string>()]));
    for (const run of runs(c.text)) {
      for (let i = 0; i < run.length; i++) {
        for (const a of acronyms) {
          const ws = run.slice(i, i + a.length);
          const fits = ws.length === a.length && initials(ws) === a && !ws.includes(a) && new Set(ws).size === ws.length;
          if (fits && ws.some((w) => w.length >= 4) && !BREAK.test(ws[0]) && !BREAK.test(ws[ws.length - 1])) found.get(a)!.add(ws.join(' '));
        }
      }
    }
    for (const [a, phrases] of found) for (const p of phrases) bump(spelled, a, p);
  }
  // The spec spells its own acronym out seldom (a field's description): once is enough, where nothing else fits.
  const long = new Map<string, string>();
  for (const [acronym, [phrase]] of mostUsed(spelled, 1)) long.set(phrase, acronym);
  return long;
}

/** What follows a word is a value: a token with a digit or written in parts (`legacy-rc`, `20`, `node_7`). */
const ID_AFTER = /^ (?=\S*\d|[a-z0-9]+[_-][a-z0-9])/i;

/** Both kinds of acronyms of several specs; where two specs disagree, the first spec's reading stands. */
export function mergeAcronyms(all: SpecAcronyms[]): SpecAcronyms {
  // A question asked of one spec (the usual case) reads its tables as they are.
  if (all.length === 1) return all[0];
  const short = new Map<string, { phrase: string; uses: number }>();
  const long = new Map<string, string>();
  for (const a of all) {
    for (const [k, v] of a.short) if (!short.has(k)) short.set(k, v);
    for (const [k, v] of a.long) if (!long.has(k)) long.set(k, v);
  }
  return { short, long };
}

/**
 * The question with the spec's acronyms read: a word of two to five letters (three or more in lower case) the spec does
 * not use, spelled out ("list the PVCs" → "list the persistent volume claims", "merge PR 7" → "merge pull request 7"),
 * never inside a value ("csr-1"); a phrase the spec has an acronym for followed by it ("who is out of office" → "who is
 * out of office ooo"). `known`: the spec's words.
 */
export function readAcronyms(question: string, acronyms: SpecAcronyms, known: (word: string) => boolean): string {
  let out = question.replace(/(?<![\w'’-])([A-Za-z]{2,5}?)(s?)(?![\w'’-])/g, (tok, stem: string, plural: string, at: number) => {
    const capitals = /^[A-Z]+$/.test(stem);
    const lower = stem.toLowerCase();
    // Two letters in lower case are a short form only before the value that names one ("rc legacy-rc", "pr 20").
    const beforeValue = !plural && ID_AFTER.test(question.slice(at + tok.length));
    if (!capitals && ((stem.length < 3 && !beforeValue) || stem !== lower)) return tok;
    if (known(tok.toLowerCase()) || (!plural && known(lower)) || EVERYDAY.test(lower)) return tok;
    const hit = acronyms.short.get(lower);
    if (!hit) return tok;
    return plural ? `${hit.phrase}s` : hit.phrase;
  });
  for (const [phrase, acronym] of acronyms.long) {
    const re = new RegExp(`\\b${phrase.split(' ').join('[\\s-]+')}\\b(?![\\s-]+${acronym}\\b)`, 'gi');
    out = out.replace(re, (m) => `${m} ${acronym}`);
  }
  return out;
}
