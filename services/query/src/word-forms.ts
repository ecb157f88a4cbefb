// Whether two words name the same thing: forms of one stem, singular and plural, a short form and its word. Read by
// the ranker (what a path or a summary names), the typed-id reader (the nouns before an id) and the request example.
import { singular } from './prerequisites.js';

/** Endings that make another form of the same word ("evict" → "eviction", "schedule" → "scheduling"). */
const INFLECTION = /^(s|es|d|ed|ing|ion|ions|ation|ations|er|ers|or|ors|ment|ments|al|ly|ity|ive|able|ance|ence|y|ies|ied)$/;
/** What may follow a stem's last letters in a word made from it: an ending after at most two of them (`ption`, `ering`). */
const STEM_ENDING = /^([a-z]{0,2}|[a-z]{0,2}(e|y|ed|er|ers|or|ors|ing|ion|ions|ation|ations|ive|ment|ments|ent|ents|ant|ants|ance|ence|al|ity|ies|ied|able|ible))$/;

/**
 * Two words that part after a shared stem of five letters or more are forms of it where both go on with an ending
 * ("subscri|bed", "subscri|ption"; "regist|ering", "regist|ration"), not where one goes on with a word of its own: words
 * that share only a first part ("storage|class", "storage|version"; "trans|fer", "trans|action"; `check_run`,
 * `check_suite`) name two things. A name written in parts is read closed (`check_run` is "checkrun").
 */
function partsOfOneStem(x: string, y: string): boolean {
  const [a, b] = [x, y].map((w) => w.replace(/[_-]+/g, ''));
  if (a === b) return true;
  let q = 0;
  while (q < Math.min(a.length, b.length) && a[q] === b[q]) q++;
  return q >= 5 && [a, b].every((w) => STEM_ENDING.test(w.slice(q)));
}

/** Short forms APIs and their users write for the whole word. */
const ABBREVIATIONS: Record<string, string[]> = {
  repo: ['repository'], org: ['organization', 'organisation'], config: ['configuration'], info: ['information'],
  auth: ['authentication', 'authorization'], app: ['application'], admin: ['administrator'], env: ['environment'],
  pkg: ['package'], msg: ['message'], doc: ['document'], param: ['parameter'], attr: ['attribute'], desc: ['description'],
  ref: ['reference'], spec: ['specification'], stat: ['statistic'],
};

/** One word is the other's stem with its final e dropped before an ending in a vowel; `p`: their shared letters. */
function silentEDropped(x: string, y: string, p: number): boolean {
  const [stem, made] = x.length < y.length ? [x, y] : [y, x];
  return stem.length === p + 1 && stem.endsWith('e') && /^(ing|ed|er|ers|ion|ions|ation|ations|able)$/.test(made.slice(p));
}

/**
 * Two words name the same thing: equal, singular forms equal, a short form of the other ("repo"/"repository"),
 * or forms of one stem ("evict"/"eviction", "subscribe"/"subscription"). A word that another merely starts with is
 * not it: "replicas" is not "replicasets", "star" is not "stargazers" (a compound names another thing).
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [x, y] = [singular(a), singular(b)];
  if (x === y || ABBREVIATIONS[x]?.includes(y) || ABBREVIATIONS[y]?.includes(x)) return true;
  const n = Math.min(x.length, y.length);
  if (n < 3) return false;
  let p = 0;
  while (p < n && x[p] === y[p]) p++;
  // A short stem whose silent e goes before an ending in a vowel ("time"/"timing", "price"/"pricing").
  if (p >= 3 && silentEDropped(x, y, p)) return true;
  if (p < Math.min(5, n)) return false;
  // They part after a shared stem: forms of it only if both go on with an ending.
  if (p < n) return partsOfOneStem(x, y);
  // One starts with the other: another form only if the rest is an ending ("star" + "red": a doubled consonant), or,
  // after a stem of five letters or more, a final silent e a writer left off ("episod" for "episode").
  const rest = (x.length > y.length ? x : y).slice(p);
  return INFLECTION.test(rest) || (rest[0] === x[p - 1] && INFLECTION.test(rest.slice(1))) || (rest === 'e' && p >= 5);
}
