// A typed id names its kind: `pi_3Mtw…` is a payment intent's, `cus_9` a customer's, `seti_1` a setup intent's — the
// way Stripe and the APIs that copy it issue ids. The prefix is read against the spec's own collections, not a list
// of any API's prefixes: parts of it begin the words of one collection, in order (`pi` → payment_intents, `seti` →
// setup_intents, `cus` → customers), or, for one word, its letters are the word's in order (`acct` → accounts).
import type { Intent } from './understand.js';
import { STOPWORDS } from '@specwise/shared/server';
import { DETERMINER, known } from './phrases.js';
import { singular } from './prerequisites.js';
import { sameWord } from './word-forms.js';

export const TYPED_ID = /^([a-z]{2,8})_[a-z0-9]/i;

/** A name in capitals, words joined by `_` (`DEPLOY_KEY`, `NPM_TOKEN`). */
const SHOUTED = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/**
 * A segment that groups no collection: an API root or a version (`/v1`, `/api`, `/apis`), or the grouping of operations
 * for tests, which act on the live API's collections (`/v1/test_helpers/customers/{customer}`: customers).
 */
const UNGROUPED = /^(api|apis|v\d+(?:[a-z]+\d*)?|test_helpers|sandbox)$/i;

/**
 * The collections a path takes items from: a literal segment right before a path parameter (`/v1/charges/{charge}` →
 * charges); `grouped`, with the literal segment that groups it (`/v1/financial_connections/accounts/{account}` →
 * financial_connections/accounts).
 */
export function heldCollections(path: string, grouped = false): string[] {
  const segs = path.split('/');
  return segs.flatMap((s, i) => {
    if (i === 0 || !s.startsWith('{') || !segs[i - 1] || segs[i - 1].startsWith('{')) return [];
    const collection = segs[i - 1].toLowerCase();
    const group = i >= 2 ? segs[i - 2] : '';
    return [grouped && group && !group.startsWith('{') && !UNGROUPED.test(group) ? `${group.toLowerCase()}/${collection}` : collection];
  });
}

/** Collections that hold items (`heldCollections`): what the question's words are read against. */
export const itemCollections = (paths: Iterable<string>) => new Set([...paths].flatMap((p) => heldCollections(p)));

/**
 * The collections a typed id's prefix is read against: each by its grouping where one groups it, so that one prefix
 * names one of two collections of the same name (`acct` → accounts, `fca` → financial_connections/accounts).
 */
export const idCollections = (paths: Iterable<string>) => new Set([...paths].flatMap((p) => heldCollections(p, true)));

/** The collection without its grouping (`financial_connections/accounts` → accounts). */
export const ungrouped = (collection: string) => collection.slice(collection.lastIndexOf('/') + 1);

const wordsOf = (collection: string) => collection.split(/[^a-z0-9]+/).filter(Boolean);

/** `prefix` splits into non-empty parts, each beginning the next of `words`, every word used. */
function begins(prefix: string, words: string[]): boolean {
  if (!words.length) return !prefix;
  const [w, ...rest] = words;
  for (let n = Math.min(prefix.length - rest.length, w.length); n >= 1; n--) if (w.startsWith(prefix.slice(0, n)) && begins(prefix.slice(n), rest)) return true;
  return false;
}

/** The letters of `prefix` are the word's, in order, the first its first (`acct` → account). */
const abbreviates = (prefix: string, word: string) => prefix.length >= 3 && inOrder(prefix, word);

/**
 * `prefix` splits into parts that abbreviate the words in order, every word used (`tml` → terminal, locations: `tm`
 * is terminal's t and m; `ich` → issuing, cardholders).
 */
function abbreviatesEach(prefix: string, words: string[]): boolean {
  if (!words.length) return !prefix;
  const [w, ...rest] = words;
  for (let n = prefix.length - rest.length; n >= 1; n--) if (inOrder(prefix.slice(0, n), w) && abbreviatesEach(prefix.slice(n), rest)) return true;
  return false;
}

/** The letters of `part` are the word's, in order, the first its first. */
function inOrder(part: string, word: string): boolean {
  if (part[0] !== word[0]) return false;
  let at = 0;
  for (const ch of word) if (ch === part[at]) at++;
  return at === part.length;
}

/** `prefix` read against one collection's words by the first rule that reads it at all (`readings`). */
const RULES: ((prefix: string, words: string[]) => boolean)[] = [
  (prefix, words) => begins(prefix, words),
  (prefix, words) => words.length === 1 && abbreviates(prefix, words[0]),
  (prefix, words) => words.length > 1 && abbreviatesEach(prefix, words),
  // `fee_9`: the prefix is the head word of a compound collection (application_fees), the kind it is one of.
  (prefix, words) => words.length > 1 && singular(words.at(-1)!) === prefix,
];

/**
 * The collections a prefix may name: by the first rule (`RULES`) that reads it against some collection's words; a
 * grouped collection read by its own words where its grouping's make none and the prefix is three letters or more
 * (`obt` → treasury/outbound_transfers; two letters read that loosely name too much).
 */
function readings(prefix: string, collections: string[]): string[] {
  const byRule = (named: Array<[string, string[]]>) => {
    for (const rule of RULES) {
      const hits = named.filter(([, ws]) => rule(prefix, ws)).map(([c]) => c);
      if (hits.length) return hits;
    }
    return [];
  };
  const hits = byRule(collections.map((c) => [c, wordsOf(c)]));
  if (hits.length || prefix.length < 3) return hits;
  return byRule(collections.filter((c) => c !== ungrouped(c)).map((c) => [c, wordsOf(ungrouped(c))]));
}

/** One kind among `hits`, or null: several that are not one word's forms (`in` → invoices and invoiceitems is invoices). */
function oneKind(hits: string[]): string | null {
  if (!hits.length) return null;
  const [shortest] = [...hits].sort((a, b) => a.length - b.length);
  const root = singular(shortest);
  return hits.every((h) => h.startsWith(root)) ? shortest : null;
}

/**
 * The collection a typed id's prefix names, or null: none, or several that are not one word's forms (`oneKind`);
 * where the nouns before the id (`said`) hold a word of one of those several alone, that one ("file URL link_1" →
 * file_links, of file_links and payment_links).
 */
export function kindOfId(value: string, collections: Set<string>, said: string[] = []): string | null {
  const prefix = TYPED_ID.exec(value)?.[1].toLowerCase();
  if (!prefix) return null;
  const hits = readings(prefix, [...collections]);
  const kind = oneKind(hits);
  if (kind || !said.length) return kind;
  const saidWords = said.map(singular);
  const told = hits.filter((h) => wordsOf(h).some((w) => saidWords.includes(singular(w))));
  return oneKind(told);
}

/**
 * The nouns right before a value, the nearest first ("billing portal setup bpc_1" → setup, portal, billing; at most
 * three), none after a function word ("for pi_1") or where the first is the verb a question leads with ("refund ch_9").
 */
function wordsBefore(question: string, value: string): string[] {
  const before = question.slice(0, Math.max(0, question.indexOf(value)));
  const m = /(^|\W)((?:[a-z]+\s+){0,2}[a-z]+)\W*$/i.exec(before);
  if (!m) return [];
  const run = m[2].toLowerCase().split(/\s+/);
  const leads = before.slice(0, m.index + m[1].length).trim() === '';
  const out: string[] = [];
  for (let i = run.length - 1; i >= (leads ? 1 : 0); i--) {
    const word = run[i];
    if (word.length <= 2 || STOPWORDS.has(word) || DETERMINER.test(word)) break;
    out.push(word);
  }
  return out;
}

/**
 * The kind a prefix names agrees with the nouns before the id (`said`, nearest first): where some of the nearest name a
 * kind the spec holds ("subscription schedule sub_sched_3", "checkout session cs_1"), it is that kind; else, where the
 * nearest is a word of the spec's kinds, one of them is a word of it ("portal setup bpc_1": portal, of billing portal
 * configurations). Nouns of no kind the spec holds say nothing of it ("representative person_7").
 */
function agreesWithSaid(kind: string, said: string[], heldWords: Set<string>, kindNames: Set<string>): boolean {
  const kindWords = new Set(wordsOf(kind).map(singular));
  const runs = said.map((_, i) => said.slice(0, i + 1).reverse().map(singular));
  const naming = runs.filter((run) => kindNames.has(singular(run.join('_'))));
  if (naming.length) return naming.some((run) => run.every((w) => kindWords.has(w)));
  return !said.length || !heldWords.has(singular(said[0])) || said.some((w) => [...kindWords].some((k) => sameWord(k, w)));
}

/** The name of one item of a collection, without its grouping (`payment_intents` → payment_intent). */
export const kindName = (collection: string) => singular(wordsOf(ungrouped(collection)).join('_'));

/**
 * The question with the kinds its typed ids name: their words are searched ("why did payment pi_123 fail?" looks for
 * payment intents too), the kind by its name (`kindName`) is a thing the question names an instance of, and each id
 * keeps the collection its prefix names (`Intent.idKinds`), which other collections of the same things are not.
 */
export function withIdKinds(intent: Intent, collections: Set<string>, vocab: Set<string> = new Set()): Intent {
  const heldWords = new Set([...collections].flatMap((c) => wordsOf(c).map(singular)));
  const kindNames = new Set([...collections].flatMap((c) => [kindName(c), singular(wordsOf(c).join('_'))]));
  const typed = intent.values.flatMap((v) => {
    // "the card_payments capability": a word of the spec's after the prefix makes a name, not an id the API issued.
    const suffix = /_([a-z]{4,})$/i.exec(v)?.[1];
    if (suffix && known(suffix, vocab)) return [];
    // "the DEPLOY_KEY secret": a name in capitals is one the user gave (a constant's, a variable's), not an issued id.
    if (SHOUTED.test(v)) return [];
    const said = wordsBefore(intent.question, v);
    const kind = kindOfId(v, collections, said);
    // "checkout session cs_1": the question says what the id is; a prefix read otherwise (country_specs) is not it.
    // A word for no kind the spec holds says nothing of it ("representative person_7" is a person's).
    return kind && agreesWithSaid(kind, said, heldWords, kindNames) ? [{ value: v.toLowerCase(), kind }] : [];
  });
  const kinds = typed.map((t) => t.kind);
  if (!kinds.length) return intent;
  // "payment pi_123": the id is one of the kind its prefix names (a payment intent), whatever word the question uses.
  const kindOf = new Map(typed.map((t) => [t.value, kindName(t.kind)]));
  const words = [...new Set(kinds.flatMap((k) => wordsOf(k).map(singular)))];
  // The kind by its whole name: "website domain pmd_2" is a payment method domain, which no other `…/domains/{domain}`
  // holds; the word the question bound to the id gives way to it.
  const named = kinds.map(kindName);
  const bound = new Set(intent.references.filter((r) => kindOf.has(r.value)).map((r) => r.resource));
  return {
    ...intent,
    specWorded: `${intent.specWorded} ${words.join(' ')}`,
    terms: [...new Set([...intent.terms, ...words])],
    scopes: [...new Set([...intent.scopes.filter((s) => !bound.has(s)), ...named])],
    idKinds: typed.map((t) => ({ value: t.value, collection: t.kind })),
    references: intent.references.map((r) => (kindOf.has(r.value) ? { ...r, resource: kindOf.get(r.value)! } : r)),
  };
}
