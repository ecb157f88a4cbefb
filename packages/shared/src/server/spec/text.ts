// Text helpers for chunk building and keyword search.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Strip HTML tags and Markdown markup to plain text, keeping the words (and link texts). */
export function toPlainText(input: unknown): string {
  if (typeof input !== 'string' || !input) return '';
  return input
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/h\d>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e.toLowerCase()] ?? (e.startsWith('#') ? safeChar(e) : m))
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '- ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`{1,3}([^`]*)`{1,3}/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function safeChar(e: string): string {
  const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
  return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
}

/** First sentence of a text, at most `max` characters. */
export function firstSentence(text: string, max = 120): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) return '';
  const m = /^(.+?[.!?])(\s|$)/.exec(t);
  const s = m ? m[1] : t;
  return s.length <= max ? s.replace(/[.]$/, '') : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** `listCoreV1NamespacedPod` → `list Core V1 Namespaced Pod`; `get_user-by_id` → `get user by id`. */
export function splitIdentifier(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-./{}:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const IDENT_RE = /[A-Za-z][A-Za-z0-9]*(?:[_\-.][A-Za-z0-9]+)*|[a-z]+[A-Z][A-Za-z0-9]*/g;

/**
 * Words that make identifiers findable by a word-based index: for every camelCase, snake_case or path-like
 * token, the split words (`payment_intents` → `payment intents`, `photoUrls` → `photo urls`).
 */
export function identifierWords(text: string): string {
  const extra = new Set<string>();
  for (const m of text.matchAll(IDENT_RE)) {
    const tok = m[0];
    if (/[a-z][A-Z]|[_\-.]/.test(tok)) {
      const split = splitIdentifier(tok).toLowerCase();
      if (split && split !== tok.toLowerCase()) extra.add(split);
    }
  }
  return [...extra].join(' ');
}

export const STOPWORDS = new Set(
  (
    'a an and are as at be by can could do does did for from give how i if in into is it its me my of on or ' +
    'please show should so some tell that the their them then there these this to use using want was we what when ' +
    'where which who whom why will with would you your via api endpoint endpoints call request'
  ).split(' '),
);

/** Two-word verbs APIs spell as one word (`login`, `signup`, `checkout`, `rollback`). */
const PHRASAL: Array<[RegExp, string]> = [
  [/\b(sign|log)(?:s|ged|ging|ed|ing)? (in|up|out)\b/gi, '$1$2'],
  [/\b(check|roll|set|look|sign)(?:s|ed|ing)? (out|back|up)\b/gi, '$1$2'],
];

/**
 * A phrasal verb with its object between verb and particle, at the start of a lower-case request ("hand task 55 over to
 * Maria", "put subscription sub_1 on hold", "take pet 6 off the list", "tick task 7 off", "send the money back", "bring subscription sub_61 back"; group 1 the verb, 2 the
 * object, 3 the particle).
 */
const SPLIT_PHRASAL = /^(hand|put|take|tick|check|cross|send|bring) ((?:(?!(?:over|on|off|away|back)\b)[\w'’.-]+ ){1,6}?)(over|on hold|off|away|back)\b/;
/**
 * A verb of taking something away with its object before the particle ("take project 3 out of portfolio 2", "kick dana
 * out of the team", "strip every label off issue 12", "throw the draft away"): removal, whatever is taken.
 */
const SPLIT_REMOVAL = /^(take|kick|throw|boot|strip) ((?:(?!(?:out|off|away)\b)[\w'’.-]+ ){1,6}?)(out|off|away)\b/;
/** "give it up", "give the claim data-1 up": giving a thing up, its object before the particle. */
const SPLIT_GIVE_UP = /^(give) ((?:(?!up\b)[\w'’.-]+ ){1,6}?)(up)\b/;
/**
 * "turn it off", "switch the issue tracker back on": flipping a switch, its object (up to four words) before the
 * particle, which ends its clause ("turn down a purchase on one of the cards": "on" places the purchase).
 */
const SPLIT_SWITCH = /^(turn|switch) ((?:(?!(?:on|off|back)\b)[\w'’.-]+ ){1,4}?)(?:back )?(on|off)(?=$|\s*[,.;:!?]|\s+(?:for|in|at|from|across|again|now|please|too|today|until|so|and|then|when|while|everywhere|altogether)\b)/;

/**
 * The particle put back next to its verb: "log a user out of every device" → "log out a user …", "sign me out" → "sign
 * out me", "hand task 55 over to Maria" → "hand over task 55 to Maria".
 */
export function particleFirst(question: string): string {
  return question.replace(/\b((?:log|sign)(?:s|ged|ging|ed|ing)?) (me|us|them|him|her|everyone|(?:a|an|the|this|that|my|our|every|all) [a-z]+) (in|out)\b/gi, '$1 $3 $2').replace(SPLIT_PHRASAL, '$1 $3 $2').replace(SPLIT_REMOVAL, '$1 $3 $2').replace(SPLIT_GIVE_UP, '$1 $3 $2').replace(SPLIT_SWITCH, '$1 $3 $2');
}

/** The question with two-word verbs joined the way APIs spell them ("sign in" → "signin", "log me out" → "logout me"). */
export function joinPhrasalVerbs(question: string): string {
  return PHRASAL.reduce((q, [re, to]) => q.replace(re, to), particleFirst(question));
}

/** A text lower-cased with its accents taken off (`foldedWords`). */
export const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();

/**
 * The lower-case words of a text in any script, accents folded ("Amélie" → amelie, "Ilić" → ilic): a name is the same
 * word whether or not its accents were typed, and no letter outside ASCII breaks a word in two.
 */
export function foldedWords(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Lower-case content words of a question (stopwords dropped, but those `kept`; identifiers split, two-word verbs joined,
 * accents folded).
 */
export function queryTerms(question: string, kept: ReadonlySet<string> = new Set()): string[] {
  question = joinPhrasalVerbs(question);
  const words = foldedWords(`${question} ${identifierWords(question)}`).filter((w) => w.length > 1 && (!STOPWORDS.has(w) || kept.has(w)));
  return [...new Set(words)];
}

/** Verb and noun groups users swap freely when they talk about APIs. Used to expand keyword queries. */
export const SYNONYM_GROUPS: string[][] = [
  ['create', 'add', 'new', 'post', 'insert', 'register', 'make'],
  ['update', 'modify', 'change', 'edit', 'patch', 'set', 'replace'],
  ['delete', 'remove', 'destroy', 'cancel', 'erase'],
  ['list', 'all', 'search', 'find', 'browse', 'query'],
  ['get', 'retrieve', 'fetch', 'read', 'show', 'view', 'details', 'info'],
  ['refund', 'reimburse', 'return'],
  ['image', 'images', 'picture', 'photo', 'logo', 'poster'],
  ['user', 'account', 'member', 'person', 'people'],
  ['login', 'signin', 'authenticate', 'auth', 'token'],
  ['logout', 'signout'],
  ['signup', 'register'],
  ['upload', 'attach', 'file'],
  ['movie', 'film'],
  ['song', 'track'],
  ['playlist', 'playlists'],
  ['review', 'reviews', 'rating', 'ratings'],
  ['actor', 'cast', 'credits', 'crew', 'director'],
];
const SYNONYMS = new Map<string, string[]>();
for (const g of SYNONYM_GROUPS) for (const w of g) SYNONYMS.set(w, [...new Set([...(SYNONYMS.get(w) ?? []), ...g.filter((x) => x !== w)])]);

/** Terms of a question plus their synonyms (originals first). */
export function expandTerms(terms: string[]): string[] {
  const out = new Set(terms);
  for (const t of terms) for (const s of SYNONYMS.get(t) ?? []) out.add(s);
  return [...out];
}
