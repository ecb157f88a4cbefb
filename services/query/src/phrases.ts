// The noun phrases of a question, read against the spec's vocabulary: what the verb acts on ("cancel a
// subscription" → subscription), which word a named value is an instance of ("issue 7" → issue), and adjacent words
// written as one the way paths spell compounds.
import { fold, STOPWORDS } from '@specwise/shared/server';
import { singular } from './prerequisites.js';

/** A word without surrounding quotes, brackets, punctuation or a possessive 's. */
/** A word said as an owner, with 's ("that repo's", "the organization's"). */
export const POSSESSIVE = /['’]s$/;
export const bare = (w: string) => w.replace(/^[("'“‘]+|[)"'”’?!.,;:]+$/g, '').replace(POSSESSIVE, '');
/** The spec's vocabulary has the word, in its singular or plural form. */
export const known = (w: string, vocab: Set<string>) => {
  const l = fold(w);
  // "templates" → template, "classes" → class: a plural in -es may drop the s or the es; "entry" → entries.
  return vocab.has(l) || vocab.has(l.replace(/s$/, '')) || vocab.has(l.replace(/es$/, '')) || vocab.has(`${l}s`) || vocab.has(l.replace(/ies$/, 'y')) || vocab.has(l.replace(/([^aeiou])y$/, '$1ies'));
};

/** Whether the spec's vocabulary has a term, or each word of one written with underscores (`payment_intent`). */
export const knownTo = (vocab: Set<string>) => (term: string) => known(term, vocab) || (term.includes('_') && term.split('_').every((w) => known(w, vocab)));

/** Words that end the noun phrase a verb acts on. */
export const PHRASE_END = /^(of|in|for|to|on|from|with|by|at|into|onto|under|within|inside|across|as|that|which|who|whose|what|how|where|why|whether|so|and|or|without|before|after|when|if|using|via|behind|about|between|over|like|near|through|during|until|since|i|we|you|they|it|is|are|was|were|has|have|can|should|will|but|than|per)$/;
/** Particles of phrasal verbs ("pay off", "calm down", "back up", "give back"). */
const PARTICLE = /^(up|down|off|out|away|back)$/;
/** A person a thing is given, shown or sent to, as a pronoun right after the verb. */
const RECEIVER = /^(me|us|them|him)$/;
/** Words after a pronoun that begin no object of the verb: an adverb, a particle, a preposition, a conjunction. */
const NO_OBJECT_AFTER = /^(together|again|now|too|later|first|instead|please|at|in|on|off|out|up|down|back|away|for|to|from|with|by|into|onto|if|when|once|so|and|or|as)\b/;
/** Modal verbs ("can comment", "should deploy"). */
export const MODALS = 'can|could|will|would|shall|should|may|might|must';
/** The forms of "have", "do" and "is" that `AUXILIARY`, `FUNCTION_WORD` and `understand`'s `NOT_IMPERATIVE` share. */
export const TENSE_AUXILIARIES = 'have|has|had|do|does|did|is|are|was|were';
/** Verbs that form questions and tenses ("which gists have I written?"), never a name. */
export const AUXILIARY = new RegExp(`^(${TENSE_AUXILIARIES}|be|been|being|am|${MODALS})$`);
/** The forms of "do" and the modals, which put a verb's subject before it in a question ("what key do I use"). */
const DO_AUXILIARY = new RegExp(`^(do|does|did|${MODALS})$`);
/** A word that names nothing: an auxiliary, a pronoun, a conjunction. */
export const FUNCTION_WORD = new RegExp(`^(${TENSE_AUXILIARIES}|${MODALS}|i|we|you|they|he|she|it|and|or|but|so|if|that|which|who|when)$`);
export const DETERMINER = /^(the|a|an|another|my|our|your|their|its|his|her|this|that|these|those|some|any|all|every|each|one|new|existing|several|many|multiple)$/;

/** What a verb acts on: the head noun, whether a name follows it, and the name when it is a value. */
export type ObjectPhrase = { noun: string; named: boolean; name?: string; modifier?: string };

/**
 * The last word of the noun phrase right after the verb, values and determiners left out ("cancel a subscription"
 * → subscription, "merge pull request 12" → request), and whether a name follows it ("scale deployment web", "delete
 * pod web-0"). Null after a question word ("who", "which", "what"): what follows is not an object.
 */
export function objectHead(head: string, verb: string | null, values: string[], vocab: Set<string> = new Set()): ObjectPhrase | null {
  // After a question word what follows is not an object; after a light verb ("perform a search", "make a copy")
  // the noun is the action itself, not a resource.
  // "which service accounts exist", "how many tasks are in project 7", "what statuses did CI report": the things asked
  // about are named right after the question word (only a plural the spec knows: "which is …", "how many times …",
  // "what time …" name none).
  if (verb === 'which' || verb === 'how many' || verb === 'what') return askedAbout(head, verb, vocab);
  if (!verb || /^(who|what|why|how|when|where|is|are|does|do|has|have|count|how much|make|perform|run|execute|conduct|take)$/.test(verb)) return null;
  // "tell me the air date of season 2" asks what a thing is, as "what" does ("tell Stripe where to send …" instructs).
  if (verb === 'tell' && RECEIVER.test(wordsAfter(head, verb)[0] ?? '')) return null;
  // "stop following project 31": what ends is the following, not the project.
  const gerund = verb === 'stop' ? /^stop ([a-z]{3,}ing)\b/.exec(head)?.[1] : undefined;
  if (gerund) return { noun: gerund, named: false };
  // "search every public repository for open pull requests": what is searched for is the object; what is searched, where.
  const sought = SEARCHED_FOR.exec(head);
  if (sought) return nounPhraseAfter(sought[1], 'for', values, vocab);
  const found = nounPhraseAfter(head, verb, values, vocab);
  // "give customers 20% off": what is given is the object, not who receives it — unless the receiver is one thing
  // named ("give task 40 a due date"; "customers 20% off" are not one, and 20% is no name): that is what the giving
  // changes.
  return verb === 'give' && !(found?.name && !isPlural(found.noun)) ? null : found;
}

/** A search of a place for things ("search every repository for …", "scan the cluster for …"): group 1 from "for". */
const SEARCHED_FOR = /^(?:search|scan|comb|scour|look through|go through|dig through) (?!for\b)[^,;]+? (for [a-z].*)$/;

/**
 * "the deploy key on acme/api is compromised, delete it": where the request's object is a pronoun, what it stands for
 * is the noun phrase the question opened with, after a determiner, before the request (`lower`: the question as asked).
 */
export function antecedent(lower: string, head: string, verb: string | null, values: string[], vocab: Set<string>): ObjectPhrase | null {
  const opener = /^(the|my|our|your|their|this|that|these|those) /.exec(lower)?.[1];
  if (!verb || !opener || !/^(?:it|them)\b/.test(textAfter(head, verb))) return null;
  return nounPhraseAfter(lower, opener, values, vocab);
}

/** What `head` says after its verb. */
export const textAfter = (head: string, verb: string) => head.slice(head.indexOf(verb) + verb.length).trim();
/** The words of `head` after its verb. */
const wordsAfter = (head: string, verb: string) => textAfter(head, verb).split(/\s+/);

/** The spec's words right after a question word, up to the first it does not know; their last, when a plural. */
function askedAbout(head: string, verb: string, vocab: Set<string>): ObjectPhrase | null {
  const phrase: string[] = [];
  const ws = wordsAfter(head, verb).map(bare);
  const plainWord = (x: string) => /^[a-z]{2,}$/.test(x) && !PHRASE_END.test(x) && !FUNCTION_WORD.test(x);
  const knownPlural = (x: string | undefined) => !!x && isPlural(x) && known(x, vocab);
  let end = 0;
  for (const [i, w] of ws.entries()) {
    end = i;
    // "which individual entries …": a word that picks out which ones says nothing of their kind.
    if (!phrase.length && (DETERMINER.test(w) || PICKING.test(w))) continue;
    // "which pending requests …", "which physical store locations …", "which fraud block lists …": a word the spec does
    // not know, before a plural it does (next, or after one more word), says which ones — until the phrase has its
    // plural ("which disruption budgets guard pods" asks about budgets: after them such a word is a verb). The words
    // before it say which ones too, not which kind ("fraud" names no kind of list).
    const pluralSaid = phrase.some((x) => isPlural(x));
    if (!pluralSaid && plainWord(w) && !known(w, vocab) && (knownPlural(ws[i + 1]) || (plainWord(ws[i + 1] ?? '') && knownPlural(ws[i + 2])))) {
      phrase.length = 0;
      continue;
    }
    if (!/^[a-z]{3,}$/.test(w) || PHRASE_END.test(w) || !known(w, vocab)) break;
    phrase.push(w);
  }
  const last = phrase[phrase.length - 1];
  // "what key do I encrypt with …": one thing asked about, the object of what the asker does ("what key is … in" asks
  // what it is; "what time does … open" and "what language do they speak" ask about no thing the asker uses).
  const one = verb === 'what' && DO_AUXILIARY.test(ws[end] ?? '') && /^(i|we|you)$/.test(ws[end + 1] ?? '');
  // "how many times …" counts occasions, not a thing of the API.
  // "what line items …": the word before says which kind of them (an `invoiceitems` is another).
  const modifier = phrase.length > 1 ? phrase[phrase.length - 2] : undefined;
  return last && (isPlural(last) || one) && last !== 'times' ? { noun: last, named: false, ...(modifier ? { modifier } : {}) } : null;
}

function nounPhraseAfter(head: string, verb: string, values: string[], vocab: Set<string>): ObjectPhrase | null {
  const named = new Set(values.map((v) => v.toLowerCase()));
  const after = wordsAfter(head, verb);
  const phrase: string[] = [];
  // "user carol", "pod web-0": the object named right after it.
  let hasName = false;
  let name: string | undefined;
  let attributive = false;
  let previous = '';
  for (const [at, raw] of after.entries()) {
    const w = raw.replace(/[?!.,;:]+$/, '');
    const before = previous;
    previous = w;
    // "the Acme account": a name between a determiner and the noun names the thing; the noun is the object.
    if (named.has(w) && !phrase.length && DETERMINER.test(before) && w === raw) {
      attributive = true;
      name = w;
      continue;
    }
    // "show cus_Q9's linked accounts": a value said as the owner says whose; the object follows.
    if (!phrase.length && w === raw && POSSESSIVE.test(w) && named.has(w.slice(0, -2))) continue;
    hasName = (named.has(w) && phrase.length > 0) || attributive;
    if (named.has(w) && phrase.length > 0) name = w;
    if (w === raw && introducesObject(phrase, w)) {
      phrase.pop();
      continue;
    }
    // "every comment people have left on …": an auxiliary after two nouns starts a clause about the first, whose
    // subject the second is (after the verb of a request, no auxiliary is the request's own).
    if (phrase.length > 1 && AUXILIARY.test(w) && w === raw) {
      phrase.pop();
      break;
    }
    // "clear all of that repo's notifications", "delete each of the old tags": a quantifier's "of" leads to its object.
    if (!phrase.length && w === 'of' && w === raw && QUANTIFIER.test(before)) continue;
    // "clear that repo's notifications": "that" before a noun points at it (not before a clause: "check that it …").
    if (!phrase.length && w === 'that' && w === raw && DEMONSTRATED.test(after[at + 1] ?? '') && !DETERMINER.test(after[at + 1]) && !PHRASE_END.test(after[at + 1])) continue;
    if (!w || named.has(w) || PHRASE_END.test(w) || !/^[a-z][a-z'’-]*$/.test(w)) break;
    // "pay off my card", "calm down", "back up the photos": the particle of a phrasal verb is no part of its object.
    if (!phrase.length && PARTICLE.test(w)) continue;
    // "show me every document", "send us the invoices": who is shown or sent a thing receives it; the object follows.
    // "delete them together": with no object after it, the pronoun is the object itself — things said before.
    if (!phrase.length && RECEIVER.test(w)) {
      if (w === raw && !NO_OBJECT_AFTER.test(after[at + 1] ?? '')) continue;
      break;
    }
    // "the individual entries", "a specific customer": a word that picks out which ones says nothing of their kind.
    if (!phrase.length && (PICKING.test(w) || LEADING_ADVERB.test(w))) continue;
    // "grant a user a role": a second determiner starts a second object; the first is what is acted on ("a full new
    // spec": "new" and "existing" after a word of the phrase describe its noun).
    if (DETERMINER.test(w)) {
      if (phrase.length && !/^(new|existing)$/.test(w)) break;
      continue;
    }
    // "the card readers registered for …", "the tasks completed last week": a participle after the noun starts a
    // clause about it ("a saved card": before the noun it is part of the phrase).
    if (phrase.length && /[^e]ed$/.test(w)) {
      // "the chargebacks customers opened": a plural does not qualify the noun after it, which is the clause's subject.
      if (phrase.length > 1 && isPlural(phrase[phrase.length - 2])) phrase.pop();
      break;
    }
    // "the budgets set for project 5", "the files sent to me": so does a participle that does not end in -ed, after a
    // plural (English compounds take a singular modifier: a "budget set" is a set, "budgets set …" a clause).
    if (phrase.length && isPlural(phrase[phrase.length - 1]) && IRREGULAR_PARTICIPLE.test(w)) break;
    // "a customer's subscription": the possessor is not the object.
    if (!POSSESSIVE.test(w)) phrase.push(w);
    if (w !== raw) break;
  }
  // "deployment web": a word the spec does not know after one it knows is the thing's name.
  while (vocab.size && phrase.length > 1 && !known(phrase[phrase.length - 1], vocab)) {
    phrase.pop();
    hasName = true;
  }
  // "a raw git commit object", "the customer object": a word for any thing leaves the kind to the noun before it.
  if (phrase.length > 1 && GENERIC_HEAD.test(phrase[phrase.length - 1])) phrase.pop();
  const last = phrase[phrase.length - 1];
  // "a storage class": the word before the head says which kind of it.
  const modifier = phrase.length > 1 ? phrase[phrase.length - 2] : undefined;
  return last && last.length >= 3 ? { noun: last, named: hasName, ...(name ? { name } : {}), ...(modifier ? { modifier } : {}) } : null;
}

/** A plain word, or a kind said as an owner ("repo's"), that "that" may point at. */
const DEMONSTRATED = /^[a-z][a-z-]*(?:['’]s)?$/;
/** Words for how many of a kind, said before "of" and the things counted ("all of", "each of", "none of"). */
const QUANTIFIER = /^(all|each|some|any|both|none|most|many|several|few|either|neither)$/;

/** Adjectives that pick out members of a kind, or all of them, not a kind of it ("individual", "particular", "whole"). */
export const PICKING = /^(individual|single|separate|particular|specific|various|certain|whole|entire)$/;
/**
 * "change only the short names", "delete just the old ones": an adverb before the object says how much of it, not what
 * (adjectives in -ly that name a thing's period or kind, "monthly", "family", are no such word).
 */
const LEADING_ADVERB = /^(only|just|also|even|still|simply|merely|really|(?!(?:supply|multiply|family|weekly|monthly|yearly|hourly|quarterly|nightly|daily|assembly|anomaly|butterfly)$)[a-z]{4,}ly)$/;

/**
 * The phrase so far is a word for what is known of a thing, or for many things, and `w` the preposition that names
 * the thing ("the details of representative person_7", "information about the webhook 5": what is described is the
 * object; "the whole set of lease candidates", "a batch of invoices", "the public feed of events": a word for many of
 * a kind says nothing of the kind, though a word before it still qualifies them — public events; "list" only alone,
 * for "the value list of …" is a thing).
 */
function introducesObject(phrase: string[], w: string): boolean {
  const last = phrase[phrase.length - 1] ?? '';
  if (w === 'of' && COLLECTIVE.test(last)) return true;
  return phrase.length === 1 && ((DESCRIPTION.test(last) && /^(of|about|on)$/.test(w)) || (last === 'list' && w === 'of'));
}

/** Words for many things of one kind ("a set of", "the whole lot of"). */
const COLLECTIVE = /^(set|batch|bunch|lot|lots|handful|feed|stream|series)$/;

/** Words for what is known of a thing, not a thing ("the details of …", "information about …"). */
const DESCRIPTION = /^(details|info|information|specifics|particulars)$/;

/** Past participles that do not end in -ed ("set", "sent", "kept"). */
const IRREGULAR_PARTICIPLE = /^(set|put|cut|sent|kept|held|built|made|paid|bought|sold|left|lost|found|given|taken|written|shown|done|seen|known|chosen|drawn|spent|brought|shut|split|spread|hidden|frozen|broken|stolen|won)$/;

/** A verb in the past or its participle: in -ed after three letters or more ("saved", "posted", not "need"), or irregular ("found"). */
export const isPastForm = (w: string) => /^[a-z]{2,}[^e]ed$/.test(w) || IRREGULAR_PARTICIPLE.test(w);

/** A plural noun: "cards", not "address", "status" or "analysis". */
export const isPlural = (w: string) => /[a-z]{3,}s$/.test(w) && !/(ss|us|is)$/.test(w);

/** A word that names what follows it ("called api", "named general", "titled Roadmap"). */
export const NAMING = /^(called|named|titled)$/;

/**
 * Words between a thing and the value that names it ("the project with gid 1", "task number 7", "the goal with id of
 * 5", "the project called Roadmap"). A bare "of" is not one: "the tags of octo/app" names where the tags are, not a tag.
 */
const ID_LABEL = /^(id|gid|uuid|number|no|with|the)$/;
const isIdLabel = (ws: string[], j: number) =>
  (ws[j] === 'with' ? withLabel(ws[j + 1] ?? '') : ID_LABEL.test(ws[j])) || NAMING.test(ws[j]) || (ws[j] === 'of' && /^(id|gid|uuid|number|no)$/.test(ws[j - 1] ?? ''));
/** "with" labels a value only before a label of its own ("the project with gid 5"); "names start with v2" is no label. */
const withLabel = (next: string) => next !== 'with' && (ID_LABEL.test(next) || NAMING.test(next));

/** Words for any thing, which leave the kind to the noun before them ("the endpoints object called api"). */
const ANY_THING = /^(object|thing|entry)$/;
/**
 * The same words as the head of an object phrase, in either number ("a raw git commit object"); not "entry", which heads
 * an object of its own ("delete the journal entry").
 */
const GENERIC_HEAD = /^(object|objects|thing|things)$/;
/**
 * Prepositions that say where something is created ("add the label bug to issue 5"); not "from", which names what it
 * is made from ("open a pull request from branch feature").
 */
const PLACE = /^(to|on|onto|in|into|within|inside|under|for|of|at)$/;

/** An id an API hands out, never one a user picks as a name: a number, a typed id (cus_5, pi_3Mt…), a hex or uuid key. */
export const ISSUED_ID = /^(\d+|[a-z]{2,8}_[a-z0-9]+|(?=[a-f-]*\d)[0-9a-f]{8,}(-[0-9a-f]{4,})*)$/i;

/**
 * `noun`, one word, is a longer compound whose head (its last part) is `kind`, itself at least `shortest` letters:
 * `webhooks` and `hooks`, `poddisruptionbudget` and "budget".
 */
export function closedCompoundOf(noun: string, kind: string, shortest: number): boolean {
  const [k, n] = [singular(kind), singular(noun)];
  return k.length >= shortest && n.length >= k.length + 3 && n.endsWith(k);
}

/** Nouns the stop words drop as words for the API itself ("request", "call"), still the head of a two-word noun. */
const API_NOUN = /^(request|call|endpoint)s?$/;
/** A word that can name a thing: not a stop word nor a function word, unless one of the API's own nouns. */
const canBeNoun = (w: string) => (!STOPWORDS.has(w) && !FUNCTION_WORD.test(w)) || API_NOUN.test(w);

/** The word before `ws[at]`, past any article ("on the pull request" → on). */
function wordBefore(ws: string[], at: number): string {
  let k = at - 1;
  while (k > 0 && /^(the|a|an|this|that)$/.test(ws[k])) k--;
  return ws[k] ?? '';
}

/** A value the question names and the kind of thing it names ("issue 7" → issue, 7), lower case. */
export interface BoundValue {
  resource: string;
  value: string;
}

/**
 * Words the spec knows that come right before a value the question names ("issue 7" → issue, "pod web-0" → pod), or the
 * spec's one term for such a word (`spellOf`, the thesaurus: "machine node-4" → node).
 */
export function boundResources(lower: string, values: string[], vocab: Set<string>, creates: boolean, spellOf: (word: string) => string[] = () => []): BoundValue[] {
  const named = new Set(values.map((v) => v.toLowerCase()));
  const ws = lower.split(/\s+/).map(bare);
  const out: BoundValue[] = [];
  for (let i = 1; i < ws.length; i++) {
    if (!named.has(ws[i])) continue;
    const bind = (resource: string) => out.push({ resource, value: ws[i] });
    // "the Acme account", "my Facebook account": a name between a determiner and a noun names that noun. Not where the
    // noun, or the spec's noun it begins ("resource claims": `resourceclaims`), is plural: "the GPU resource claims" are
    // many, and no name of one.
    if (DETERMINER.test(ws[i - 1]) && /^[a-z]{3,}$/.test(ws[i + 1] ?? '') && known(ws[i + 1], vocab)) {
      const head = /^[a-z]{3,}$/.test(ws[i + 2] ?? '') && known(`${ws[i + 1]}${ws[i + 2]}`, vocab) ? ws[i + 2] : ws[i + 1];
      if (!creates && !isPlural(head)) bind(ws[i + 1]);
      continue;
    }
    // "the project with gid 778899", "task number 7": the value names the word before its label.
    let j = i - 1;
    while (j > 0 && isIdLabel(ws, j)) j--;
    // "the endpoints object called api": the noun before a word for any thing is the kind, even one of the API's own
    // words that says nothing alone.
    // A word for any thing the spec joins to the word before it names its own kind ("transaction entry trxne_2":
    // `transaction_entries`).
    const kindBefore = ANY_THING.test(ws[j]) && j > 1 && !known(`${ws[j - 1]}${ws[j]}`, vocab) && /^[a-z]{3,}$/.test(ws[j - 1]) && !DETERMINER.test(ws[j - 1]) && canBeNoun(ws[j - 1]) && known(ws[j - 1], vocab);
    if (kindBefore) j--;
    const w = ws[j];
    // "filtered by user 42" filters; what a question creates is not in the path yet ("create a tax rate of 8.5%"),
    // only what it is created in or on is ("add the label bug to issue 5", "… on pull request 8": before both words).
    if (wordBefore(ws, j) === 'by') continue;
    // A new thing made from one the API issued an id for ("record the tax from calculation taxcalc_3") is made from that
    // one, named in the request; not from a name ("a pull request from branch feature": the branch is no parameter).
    const placed = (words: number) => !creates || PLACE.test(wordBefore(ws, j - words + 1)) || (wordBefore(ws, j - words + 1) === 'from' && ISSUED_ID.test(ws[i]));
    // "cron job nightly-report", "service account builder", "IP address 10.96.0.15": two words the spec writes as one
    // name the resource (a short first word too, where it is no function word: `ipaddresses`).
    const modifier = j > 0 && /^[a-z]{3,}$/.test(ws[j - 1]) ? ws[j - 1] : '';
    const closedWith = modifier || (j > 0 && /^[a-z]{2}$/.test(ws[j - 1]) && canBeNoun(ws[j - 1]) ? ws[j - 1] : '');
    // "pod certificate request pcr-1": three words the spec writes as one (`podcertificaterequests`).
    const firstOfThree = modifier && j > 1 && /^[a-z]{3,}$/.test(ws[j - 2]) && canBeNoun(ws[j - 2]) ? ws[j - 2] : '';
    if (firstOfThree && known(`${firstOfThree}${modifier}${w}`, vocab)) {
      if (placed(1) || placed(2) || placed(3)) bind(`${firstOfThree}${modifier}${w}`);
      continue;
    }
    if (closedWith && known(`${closedWith}${w}`, vocab)) {
      if (placed(1) || placed(2)) bind(`${closedWith}${w}`);
      continue;
    }
    // "top-up tu_77", "e-mail 5": a hyphenated word the spec writes closed names that thing.
    const closed = /^[a-z]+(?:-[a-z]+)+$/.test(w) ? w.replace(/-/g, '') : '';
    if (closed.length >= 4 && placed(1) && known(closed, vocab)) {
      bind(closed);
      continue;
    }
    if (!/^[a-z]{3,}$/.test(w) || (!placed(1) && !placed(2))) continue;
    const spelled = spellOf(w);
    // "what statuses has CI posted": an auxiliary before a value is no kind of thing.
    // Placed before one word or two (checked above): "add a note on the Issuing dispute idp_4" names the dispute.
    if ((kindBefore || !STOPWORDS.has(w)) && !FUNCTION_WORD.test(w) && known(w, vocab)) bind(w);
    // "machine node-4": an everyday word for one thing the spec has a single term for names that thing.
    else if (placed(1) && spelled.length === 1) bind(spelled[0]);
    // "pull request 14": two words for one thing the spec knows neither joined nor by the last, but by the first
    // (`/pulls/{pull_number}`), name that thing — where the last is one of the API's own nouns, which says nothing
    // alone; an "account export 7" is an export, which the spec calls otherwise, not account 7.
    else if (!spelled.length && API_NOUN.test(w) && modifier && !STOPWORDS.has(modifier) && !DETERMINER.test(modifier) && known(modifier, vocab)) bind(modifier);
  }
  return out;
}

/**
 * Two and three adjacent content words joined ("pod disruption budget" → `poddisruption`, `poddisruptionbudget`). The
 * words for the API itself are parts too: paths spell them into compounds ("API service" → `apiservices`, "token
 * request" → `tokenrequests`).
 */
export function compoundsOf(lower: string): string[] {
  const ws = lower.split(/[^a-z0-9]+/).filter((w) => w.length > 1 && (canBeNoun(w) || w === 'api'));
  const out = new Set<string>();
  for (let i = 0; i + 1 < ws.length; i++) {
    out.add(ws[i] + ws[i + 1]);
    if (i + 2 < ws.length) out.add(ws[i] + ws[i + 1] + ws[i + 2]);
  }
  return [...out];
}
