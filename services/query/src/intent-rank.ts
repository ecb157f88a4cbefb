// The intent stage of ranking: among the fused candidates, the operation whose method, shape and scope fit
// what the question asks comes first. Every signal is read from the spec's structure (methods, path
// templates, deprecation marks, API versions) and the question's intent; none names an API or a phrasing.
import { requestPath, type Chunk, type FieldInfo } from '@specwise/shared';
import { expandTerms, thesaurusTerms } from '@specwise/shared/server';
import { resourceOfParam, searchesFreeText, singular } from './prerequisites.js';
import { AUXILIARY, closedCompoundOf, isPlural } from './phrases.js';
import { heldCollections, kindName, TYPED_ID, ungrouped } from './typed-ids.js';
import { sameWord } from './word-forms.js';
import { ACRONYM, actionOfVerb, addedTo, KEY_VALUE, ONLY_THESE, toggleOf, type Action, type Intent, type Toggle } from './understand.js';

export interface IntentSignals {
  /** The HTTP method fits the action (+1), is neutral (0) or contradicts it (−1). */
  method: number;
  /** Collection vs single item fits "many" vs "one". */
  shape: number;
  /** Named scopes ("in namespace dev") are path parameters; "across all …" prefers no scope parameter. */
  scope: number;
  /** The path's last literal segment (`/status`, `/refunds`) is something the question mentions. */
  target: number;
  /** −1 when the operation is deprecated. */
  deprecated: number;
  /** −1 when a newer API version of the same operation, or the same item at a shorter path, is among the candidates. */
  superseded: number;
  /** Path parameters whose resource the question never mentions: −⅓ each (three at most) — a detour. */
  detour: number;
  /**
   * Resources the path passes through (literal segments before the last) that the question never mentions:
   * −½ each (two at most). Segments most candidates share (`repos`, `apis`, `namespaces`) do not count.
   */
  through: number;
  /**
   * "who …": +1 when the operation answers with people (`answersWithPeople`), −1 when it does not but another
   * candidate does.
   */
  people: number;
  /**
   * The head noun of the question's object is the head of the resource the path acts on (+1; +½ for the collection
   * an action or sub-resource hangs under) or only a modifier of it (−1: "subscription" is not a `subscription_schedules`).
   */
  object: number;
  /**
   * "find … by X": +1 when a query parameter is named for X or the operation is the API's own search of a collection
   * (a free-text parameter on a `search` path), +½ when it searches free text otherwise (`query`, `q`), −½ when it
   * cannot find things by X at all.
   */
  filter: number;
  /**
   * −1 when the question names something by name ("Christopher Nolan", "Breaking Bad") and the operation can take
   * no one thing: no path parameter and no free-text search (`/movie/latest`, `/genre/movie/list`). +1 when a value
   * the question names is written in the path itself ("the authorization.k8s.io API group" → `/apis/authorization.k8s.io/`).
   */
  named: number;
  /**
   * +1 when an API-specific verb ("refund", "merge", "sign in") is the operation's own last segment (`/refunds`,
   * `/merge`, `/login`) and the operation is about the question's object: it does what is asked, whatever its method.
   * For a change, a creation or a removal, +1 when that verb, or the spec's word for it, names an action before what it
   * acts on (`increment_authorization` for "raise …").
   */
  verb: number;
  /**
   * +1 when a change names a field the operation's request body sets, by its words ("make develop the default
   * branch" → `default_branch`): only fields of two words or more, which name one setting, not any record's `name`.
   */
  field: number;
  /**
   * −1 for an operation about the API itself — its root (`GET /`), the resources one of its groups or versions serves
   * (`GET /apis/node.k8s.io/v1/`) — when the question does not ask about the API's versions, groups or resources.
   */
  apiItself: number;
  /**
   * −1 for an operation that only exists to test with — a path under a grouping for tests (`/v1/test_helpers/…`,
   * `/sandbox/…`) — when the question does not speak of testing or simulating; +1 for one when it asks to make a thing
   * look as if it happened ("as if they had wired it", "pretend", "simulate"): no live operation does that.
   */
  testOnly: number;
  /**
   * −1 when the question names a thing the operation has no place for — no path parameter left for "webhook 12", no
   * key of two parameters for "octo/app", no query or body parameter named for its kind — while another candidate for
   * the same things (the same last path segment: an organization's `…/hooks/{hook_id}` beside a repository's) places
   * every one (`PoolFacts.placing`); else 0.
   */
  placed: number;
  /**
   * +1 when the question is about the caller's own things ("my organizations": `Intent.owned`; "which organizations do
   * I belong to?") and the operation is the caller's own version (`/user/orgs`) of one the window also has for anyone
   * (`/organizations`, `/users/{username}/orgs`: the same method and last path segment); −1 for the caller's own
   * version when the question names someone else whom such a version for anyone has a place for ("who follows user
   * mona42?"); else 0.
   */
  own: number;
  /**
   * +1 when the question asks how many things there are and the operation answers with counts: its last literal
   * segment says so (`…/task_counts`, `…/stats`) or its summary or description does ("a map of status codes to
   * quantities", "the total number of views"); else 0.
   */
  counts: number;
}

export const INTENT_WEIGHTS: IntentSignals = { method: 0.16, shape: 0.08, scope: 0.1, target: 0.05, deprecated: 0.6, superseded: 0.1, detour: 0.06, through: 0.05, people: 0.2, object: 0.1, filter: 0.15, named: 0.1, verb: 0.1, field: 0.12, apiItself: 0.2, testOnly: 0.2, placed: 0.1, own: 0.15, counts: 0.1 };

const METHOD_FIT: Record<Action, Record<string, number>> = {
  list: { GET: 1, POST: -0.5, PUT: -1, PATCH: -1, DELETE: -1 },
  read: { GET: 1, POST: -0.5, PUT: -1, PATCH: -1, DELETE: -1 },
  create: { POST: 1, PUT: 0.5, PATCH: -0.5, GET: -1, DELETE: -1 },
  update: { PATCH: 1, PUT: 0.8, POST: 0.3, GET: -1, DELETE: -1 },
  delete: { DELETE: 1, POST: 0, PUT: -0.5, PATCH: -0.5, GET: -1 },
  act: { POST: 0.6, PUT: 0.6, PATCH: 0.3, DELETE: -0.3, GET: -1 },
};

/**
 * A path's segments. A fragment (`/files/{file_id}#add_shared_link`: how a spec gives one path and method several
 * operations) names the operation: it reads as the last literal segment.
 */
export function segments(path: string): string[] {
  const base = requestPath(path);
  // A custom method after a parameter (`/values/{range}:clear`) is a literal segment of its own (`:clear`).
  const segs = base.split('/').filter(Boolean).flatMap((s) => /^\{[^}]+\}:[^{}]+$/.test(s) ? [s.slice(0, s.indexOf('}') + 1), s.slice(s.indexOf('}') + 1)] : [s]);
  const fragment = path.slice(base.length + 1);
  return fragment ? [...segs, fragment] : segs;
}
export const isParam = (s: string) => s.startsWith('{');
/** The path ends in an item: its last segment is a parameter (`/v1/transfers/{transfer}`). */
const endsInItem = (path: string): boolean => isParam(segments(path).at(-1) ?? '');
/** The path's segments without its version segments (`v1`, `v1beta2`). */
const versionlessSegments = (c: Chunk) => segments(c.path).filter((s) => !VERSION.test(s));

/** Index of the last literal segment (`/pods/{name}/status` → status; −1 when there is none). */
function lastLiteral(segs: string[]): number {
  let i = segs.length - 1;
  while (i >= 0 && isParam(segs[i])) i--;
  return i;
}
export const words = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/**
 * Every word of `text` is one the question uses, a synonym of one, or the spec's term for one (the thesaurus's; one
 * written in parts, `payment_intent`, by its parts).
 */
const mentions = (intent: Intent, text: string) => {
  const terms = termsOf(intent);
  return words(text).every((w) => terms.some((t) => sameWord(t, w)));
};

/** Every word of `text` is the spec's term for a word of the question (the thesaurus's `Intent.related`). */
const relatedTo = (intent: Intent, text: string) => words(text).every((w) => intent.related.some((t) => sameWord(t, w)));

/** The words `mentions` reads, built once per intent (it is asked per candidate and signal). */
const mentionable = new WeakMap<Intent, string[]>();
function termsOf(intent: Intent): string[] {
  let terms = mentionable.get(intent);
  if (!terms) {
    terms = [...expandTerms(intent.terms), ...intent.compounds, ...intent.related.flatMap((t) => [t, ...t.split(/[_\s]+/)])];
    mentionable.set(intent, terms);
  }
  return terms;
}

/** Deprecated by the spec's flag or by its own words ("Deprecated: use …" in the summary or description). */
export function isDeprecated(c: Chunk): boolean {
  return c.detail.deprecated || /^deprecated\b|(^|[.:;]\s*)(this (api|endpoint|operation|method) is )?deprecated[:.,]/i.test(`${c.summary}. ${c.detail.description.slice(0, 300)}`);
}

export const VERSION = /^v(\d+)(?:(alpha|beta)(\d+))?$/;
/** Sortable weight of a version segment: v2 > v1 > v1beta2 > v1beta1 > v1alpha1. */
function versionWeight(seg: string): number {
  const m = VERSION.exec(seg);
  if (!m) return 0;
  const stage = m[2] === 'alpha' ? 0.1 : m[2] === 'beta' ? 0.5 : 0.9;
  return Number(m[1]) + stage + (m[3] ? Number(m[3]) / 100 : 0);
}
const versionless = (c: Chunk) => `${c.method} ${segments(c.path).map((s) => (VERSION.test(s) ? 'v*' : s)).join('/')}`;
const versionOf = (c: Chunk) => Math.max(0, ...segments(c.path).map(versionWeight));

/** A verb-first action in camel case (`/tasks/{task_gid}/removeFollowers`, `/users/{id}/resetPassword`). */
const VERB_FIRST = /^[a-z]+[A-Z][A-Za-z]*$/;
/**
 * A segment that names an action verb first: camel case (`removeFollowers`), or words joined by `_` or `-` that
 * start with a verb and end in a singular (`update-branch`, `mark_uncollectible`, `add_shared_link`) — a plural end
 * names a collection (`upload_sessions`, `setup_intents`).
 */
function verbFirst(seg: string): boolean {
  if (VERB_FIRST.test(seg)) return true;
  const ws = /^[a-z]+(?:[_-][a-z]+)+$/.test(seg) ? seg.split(/[_-]/) : [];
  return ws.length > 1 && !!actionOfVerb(ws[0]) && !/[^su]s$/.test(ws[ws.length - 1]);
}

/**
 * The action an RPC-style operation names in its last segment (`/chat.postMessage`, `values:batchUpdate`,
 * `/conversations.list`, `:getByDataFilter`) or a verb-first one (`removeFollowers`), which says more than its HTTP
 * method.
 */
export function namedAction(c: Chunk): Action | null {
  const segs = segments(c.path).filter((s) => !isParam(s));
  const last = segs[segs.length - 1] ?? '';
  if (verbFirst(last)) return actionOfVerb(words(last)[0]);
  // A removal sent as a POST to a path named for it (`POST /v1/apps/secrets/delete`).
  if (c.method === 'POST' && /^[a-z]+$/.test(last) && actionOfVerb(last) === 'delete') return 'delete';
  if (!/[.:]/.test(last)) return null;
  // The method is the last part, the ones before it what it belongs to (`restrictAccess.removeGroup` removes a group).
  for (const part of last.slice(last.search(/[.:]/) + 1).split(/[.:]/).reverse()) {
    for (const w of words(part)) {
      const a = actionOfVerb(w);
      if (a) return a;
    }
  }
  return null;
}

/** Verbs that say no more than their action: any operation of that method does what they ask. */
const GENERIC_VERB = /^(list|get|show|see|view|read|fetch|retrieve|return|find|look|create|add|make|new|post|put|insert|update|change|modify|edit|set|patch|delete|remove|destroy|drop|erase)$/;

/** The question's own verb where it says more than an action ("upload", "assign", "pause"); null for "get", a phrase. */
const specificVerb = (intent: Intent) => (intent.verb && !/\s/.test(intent.verb) && !GENERIC_VERB.test(intent.verb) ? intent.verb : null);

/**
 * The operation's summary leads with the question's own verb, when that verb says more than an action
 * ("upload", "assign", "restore"), and names the question's object if it has one: "assign a task" → "Assign task"
 * (`POST /task_assignments`), not "Update task assignment". Not for a deprecated operation.
 */
function summaryDoes(intent: Intent, c: Chunk): boolean {
  const verb = specificVerb(intent);
  // A deprecated operation's summary still says what it did ("watch changes to a list of Pod"): no answer now.
  if ((!verb && !intent.toggle) || isDeprecated(c)) return false;
  const ws = words(c.summary);
  // "stop people from commenting on issue 5" → "Lock an issue", "turn off vulnerability alerts" → "Disable …": a switch
  // flipped the way the question flips it.
  const flips = !!intent.toggle && summaryToggle(c) === intent.toggle;
  if (!ws.length || !((verb && sameWord(ws[0], verb)) || flips)) return false;
  return !intent.object || ws.slice(1).some((w) => sameWord(w, intent.object!));
}

/** Which way the verb an operation's summary leads with flips a switch ("Disable …" → off), or null. */
function summaryToggle(c: Chunk) {
  const lead = words(c.summary)[0];
  return lead ? toggleOf(lead) : null;
}

/** The operation's summary flips the switch the other way ("Enable …" when the question turns it off). */
function flipsBack(intent: Intent, c: Chunk): boolean {
  const way = summaryToggle(c);
  return !!intent.toggle && way !== null && way !== intent.toggle;
}

/**
 * A setting an API keeps as a sub-resource of one item (`/branches/{branch}/protection`, `/repos/{owner}/{repo}/
 * vulnerability-alerts`) is on while it exists: PUT (or a POST that creates it) turns it on and DELETE turns it off.
 * The way such an operation of the setting the question names flips it, or null. Not an item (`/hooks/{hook_id}`):
 * deleted, it is gone, not off.
 */
function settingSwitch(intent: Intent, c: Chunk, operations: Set<string>): Toggle | null {
  // A question that keeps someone from doing a thing has a toggle but no object: only a switch verb's own object counts.
  if (!intent.toggle || !intent.object || !/^(DELETE|PUT|POST)$/.test(c.method)) return null;
  const segs = versionlessSegments(c);
  const last = lastLiteral(segs);
  // The setting by the object's name, or by the spec's words for it ("turn the cooldown off": `interaction-limits`).
  // A collection of items (`…/{namespace}/networkpolicies`) is no setting: what it holds is added and removed.
  const setting = last === segs.length - 1 && last > 0 && isParam(segs[last - 1]) && (nounFit(segs[last], intent.object) > 0 || relatedTo(intent, segs[last])) && !holdsItems(operations, c);
  if (!setting || c.method === 'DELETE') return setting ? 'off' : null;
  // Where the path takes a POST as well as the DELETE (`/repos/{owner}/{repo}/pages`: "Create a GitHub Pages site"),
  // the POST turns it on and the PUT changes it; a POST beside no DELETE adds to a collection (`…/issues`).
  const created = takesToo(operations, c, 'POST') && takesToo(operations, c, 'DELETE');
  if (c.method === 'POST') return created ? 'on' : null;
  return created ? null : 'on';
}

/** Verbs that grant someone more than they had: letting, allowing, permitting. */
const GRANT = /^(let|allow|permit|grant)$/;

/**
 * The question grants someone more in so many words: "task 12 can start now" is read as allowing it, but lets nobody
 * in; nor does a grant that lets the asker ("let me see the tasks in project 5" asks to see them), or one that says who
 * alone may ("nobody but alice may push"). Read once per question (`PoolFacts.grants`).
 */
function grantSaid(intent: Intent): boolean {
  const question = intent.question.toLowerCase();
  return !!intent.verb && GRANT.test(intent.verb) && new RegExp(`\\b${intent.verb}\\b(?! (?:me|us)\\b)`).test(question) && !ONLY_THESE.test(question);
}

/**
 * "let the app deploy-bot push to main", "let users 3 and 4 work on project 41": a grant (`grantSaid`) adds to those a
 * thing lets in — by the action named for adding (1; the one named for removing -1), or, where one path takes both an
 * addition to its list (POST) and the whole list anew (PUT), by the addition (1; the replacement 0.3). Null for any
 * other operation, and for a question that grants nothing.
 */
function grantFit(c: Chunk, facts: PoolFacts): number | null {
  if (!facts.grants) return null;
  const named = namedAction(c);
  if (named === 'create' || named === 'delete') return named === 'create' ? 1 : -1;
  if (c.method !== 'POST' && c.method !== 'PUT') return null;
  return takesToo(facts.operations, c, c.method === 'POST' ? 'PUT' : 'POST') ? (c.method === 'POST' ? 1 : 0.3) : null;
}

/** `does`: the operation's summary says it does what the question's own verb says (`summaryDoes`). */
function methodFit(intent: Intent, c: Chunk, does: boolean, facts: PoolFacts): number {
  // "send a POST to pod web-0": the request's method is named.
  if (intent.httpMethod) return c.method === intent.httpMethod ? 1 : -1;
  if (!intent.action) return 0;
  const grant = grantFit(c, facts);
  if (grant !== null) return grant;
  // The summary says the operation does what the question's verb says: its method is the API's choice for it.
  if (does) return 1;
  // The question's own verb flips a setting ("turn off branch protection"): the method that flips it that way.
  const way = settingSwitch(intent, c, facts.operations);
  if (way) return way === intent.toggle ? 1 : -1;
  // "get a token for registering a runner", "generate a token …": a thing the API makes on request (a POST to a path
  // named for one of it, whatever it is for: `…/remove-token`) is got, or made, by having it made.
  if ((intent.action === 'read' || intent.action === 'create') && c.method === 'POST' && madeOnRequest(intent, c)) return 1;
  const named = namedAction(c);
  // An RPC-style API (`/chat.postEphemeral`, `:batchGet`) picks GET or POST by habit, not by meaning.
  if (!named && intent.action === 'act' && /[.:]/.test(segments(c.path).pop() ?? '')) return 0;
  if (named && makesVerbNoun(intent, c)) return 1;
  if (named) return named === intent.action || (named === 'read' && intent.action === 'list') || (named === 'list' && intent.action === 'read') ? 1 : -0.5;
  // HTTP's own split of updates: PATCH changes some fields, PUT replaces the resource.
  if (intent.action === 'update' && intent.extent && (c.method === 'PATCH' || c.method === 'PUT')) return (c.method === 'PATCH') === (intent.extent === 'partial') ? 1 : 0;
  return METHOD_FIT[intent.action][c.method] ?? 0;
}

/** The path's last segment is an item of `kind`, its collection named by it or by its head (`balance_transactions/{id}`). */
function itemOf(path: string, segs: string[], kind: string): boolean {
  const collection = resourceOfParam(path, segs[segs.length - 1].slice(1, -1)) ?? '';
  return sameWord(collection, kind) || sameWord(itemHead(collection), kind);
}

/**
 * The path ends in one thing of the question's object, named in the singular (`…/runners/registration-token` for "a
 * token"): a thing the API makes when asked.
 */
function madeOnRequest(intent: Intent, c: Chunk): boolean {
  const last = segments(c.path).pop() ?? '';
  const head = words(last).pop() ?? '';
  return !!intent.object && !isParam(last) && !isPlural(head) && head === singular(intent.object);
}

/**
 * The operation is named for making the noun of the question's own verb (`/tax/transactions/create_reversal` for
 * "reverse a tax transaction"): making a reversal is reversing, whatever the method or the name's verb say.
 */
function makesVerbNoun(intent: Intent, c: Chunk): boolean {
  const verb = specificVerb(intent);
  const last = lastLiteralSegment(c.path);
  if (!verb || !verbFirst(last) || namedAction(c) !== 'create') return false;
  return (afterVerb(words(last)) ?? []).some((w) => sameWord(w, verb));
}

function shapeFit(intent: Intent, c: Chunk, operations: Set<string>): number {
  const segs = segments(c.path);
  const item = segs.length > 0 && isParam(segs[segs.length - 1]);
  // The path takes the id of one of the things asked about: it acts on that one thing (`/files/{file_id}/versions`).
  const takesObject = () => !!intent.object && segs.some((seg) => isParam(seg) && sameWord(resourceOfParam(c.path, seg.slice(1, -1)) ?? '', intent.object!));
  switch (intent.action) {
    case 'list':
      // "find all files …" asks for files, not for what one file has — unless the question names which one.
      if (!intent.values.length && takesObject()) return -1;
      // A path that takes a value and answers with a list (`/git/matching-refs/{ref}`) lists.
      if (item && answersWithList(c)) return 1;
      // A part of one item named in the singular (`/orgs/{org}/installation` beside `…/installations`,
      // `/charges/{charge}/dispute`) is one thing, not a list; one named by what was done to it (`…/starred`) is a list.
      return item ? -1 : partOfItem(segs) && !/(ed|ing)$/.test(segs[segs.length - 1]) ? 0 : 1;
    case 'delete':
      return intent.many ? (item ? -1 : 1) : item ? 0.5 : -0.5;
    case 'update':
      // "make secret NPM_TOKEN available to this list of repositories": things of the kind an item path ends in, spoken
      // of in the plural and never named, are changed as a set (`…/repositories`), not one of them.
      if (item && changesMany(intent, segs)) return -0.5;
      // A POST to a plain collection creates; an update names the item it changes (RPC names say it themselves), or a
      // part of one the question names ("patch the status of resource quota compute" → `…/{name}/status`).
      if (item || (partOfItem(segs) && requested(intent, segs[segs.length - 1]))) return 0.5;
      return c.method === 'POST' && !namedAction(c) ? -0.5 : 0;
    case 'read':
      // Not an item of another kind than the unnamed thing asked for ("get a token for registering a runner": no runner).
      if (item && intent.object && !intent.objectNamed && !takesObject() && !itemOf(c.path, segs, intent.object)) return 0;
      // One thing: an item, or a part of one named in the singular where the question says which one ("the license of
      // octo/app" → `/repos/{owner}/{repo}/license`).
      return item || (intent.values.length > 0 && partOfItem(segs)) ? 0.5 : 0;
    case 'create': {
      // A request body that is an array creates several at once: it fits "add several users", not "add a user".
      const fields = c.detail.requestBody?.fields ?? [];
      const bulk = isList(fields);
      if (bulk) return intent.many ? 1 : -0.5;
      // What is being created has no id yet: a path that takes the id of one (`/events/{eventId}/move` for "create
      // an event") acts on one that exists — unless the question names it ("add user carol to team design").
      if (!intent.objectNamed && takesObject()) return -1;
      if (postsIssuedKind(intent, c)) return heldByNamed(intent, c.path, segs) ? 0.5 : -1;
      return item && c.method === 'POST' ? -0.5 : 0;
    }
    default:
      if (makesAnotherOfIssued(intent, c)) return -1;
      if (intent.many) return item ? -0.5 : 0.5;
      // "route a PATCH to node worker-5 through its proxy": the question names what it acts on, and a path that ends in
      // one more value than it gives (`…/proxy/{path}`), beside the same action on the whole (`…/proxy`), acts on a thing
      // inside it that nobody named.
      return item && intent.values.length > 0 && pathParams(intent, c) > intent.values.length + intent.ownerValues.length && operations.has(operationKey(c, collectionOf(c.path))) ? -0.5 : 0;
  }
}

/** The question speaks of the kind a path's last item is taken from in the plural (`…/repositories/{repository_id}`), and names none. */
function changesMany(intent: Intent, segs: string[]): boolean {
  const collection = segs.at(-2) ?? '';
  if (isParam(collection)) return false;
  const kind = words(collection).at(-1) ?? '';
  return pluralNouns(intent).some((w) => w === kind) && !intent.references.some((r) => sameWord(r.resource, kind));
}

/** A body that is a list: every field is an array's (`[].ref`). */
const isList = (fields: FieldInfo[]) => fields.length > 0 && fields.every((f) => f.path.startsWith('[]'));

/** The operation answers with a list: every field of its successful responses is an array's. */
const answersWithList = (c: Chunk) => isList(successFields(c));

/**
 * "follow task 23", "void invoice in_5": a thing with an id the API gave it exists already; a POST that makes a new one
 * (`POST /tasks`, `POST /invoices`) is not what is asked. A POST to the things of that kind that one other thing the
 * question names holds ("attach source src_1 to customer cus_2" → `POST /v1/customers/{customer}/sources`) puts the
 * one that exists there.
 */
function makesAnotherOfIssued(intent: Intent, c: Chunk): boolean {
  return postsIssuedKind(intent, c) && !heldByNamed(intent, c.path, segments(c.path));
}

/** A POST to the things of the kind of the object the question names by an id the API gave it. */
function postsIssuedKind(intent: Intent, c: Chunk): boolean {
  const last = segments(c.path).at(-1) ?? '';
  return intent.objectIssued && c.method === 'POST' && !isParam(last) && sameWord(last, intent.object!);
}

/**
 * A parameter of the path is the id of a thing the question names by its value as where the object goes ("to customer
 * cus_2"; "on pull request 40" says where a comment is already).
 */
function heldByNamed(intent: Intent, path: string, segs: string[]): boolean {
  const held = segs.filter(isParam).map((seg) => resourceOfParam(path, seg.slice(1, -1)) ?? '');
  const lower = intent.question.toLowerCase();
  return intent.references.some((r) => r.resource && !sameWord(r.resource, intent.object!) && held.some((k) => sameWord(k, r.resource)) && addedTo(lower, [r.value]) !== null);
}

/** The path reads what is under an item: a literal segment right after the item's parameter (`…/{issue_number}/labels`). */
const underItem = (segs: string[]) => segs.length > 1 && !isParam(segs[segs.length - 1]) && isParam(segs[segs.length - 2]);
/** The path ends in a literal in the singular right after an id: one part of one item (`…/{repo}/readme`). */
const partOfItem = (segs: string[]) => underItem(segs) && !namesMany(segs[segs.length - 1]);

/** A literal segment whose last word is a plural names many things (`assets`, `parentGoals`; not `status`, `readme`). */
const namesMany = (seg: string) => {
  const last = words(seg).at(-1) ?? '';
  return isPlural(last) || PLURAL_WITHOUT_S.test(last);
};
/** Plurals English makes without an -s (`/accounts/{account}/people`). */
const PLURAL_WITHOUT_S = /^(people|children|men|women|data|media|criteria|staff|crew)$/;

/**
 * Where the path takes a key of two parameters in a row (`/repos/{owner}/{repo}`), the index of the first, when the
 * question names a value in parts that fills it ("octo/app"); −1 otherwise. A value names no word, so the key's
 * resource counts as mentioned (no detour) and the path fits the scope the value sets.
 */
function filledKey(intent: Intent, segs: string[]): number {
  if (!intent.values.some((v) => KEY_VALUE.test(v))) return -1;
  return segs.findIndex((s, i) => isParam(s) && isParam(segs[i + 1] ?? '') && !isParam(segs[i - 1] ?? '{'));
}

/** How many values the path takes: its parameters, a key in two parts that a value fills (`{owner}/{repo}`) counting once. */
function pathParams(intent: Intent, c: Chunk): number {
  const segs = segments(c.path);
  return segs.filter(isParam).length - (filledKey(intent, segs) >= 0 ? 1 : 0);
}

/** The thing a parameter names (`workspace_gid` → workspace, `namespace` → namespace). */
const paramNoun = (name: string) => name.replace(/[_-]?(id|gid|name|key)$/i, '') || name;

/**
 * A kind the question gives a value of ("timesheet 7") names a resource written in parts by its first word
 * (`timesheet_approval_statuses/{timesheet_approval_status_gid}`), where that word is no resource of its own among the
 * candidates ("goal 12345" is a `goals` item, not a `goal_relationships` one).
 */
const namedByFirstPart = (name: string, word: string, facts: PoolFacts) =>
  /[_-]/.test(name) && sameWord(name.split(/[_-]+/)[0].toLowerCase(), word) && !facts.resources.has(singular(word.toLowerCase()));

/** A name written in parts or closed, singular (`setup_intents`, "setupintent" → setupintent). */
const closedSingular = (w: string) => singular(w.toLowerCase().replace(/[_-]+/g, ''));

function scopeFit(intent: Intent, c: Chunk, facts: PoolFacts): number {
  const segs = segments(c.path);
  // Scope parameters: every path parameter but a trailing item id.
  const scopeParams = segs.filter((s, i) => isParam(s) && i < segs.length - 1).map((s) => s.slice(1, -1));
  // A scope is named by its parameter (`{namespace}`) or, for a generic one (`/serviceaccounts/{name}/token`), its
  // resource; "of statefulset db" may name the item itself (`/statefulsets/{name}`), which fits as well.
  const n = segs.length;
  const item = n && isParam(segs[n - 1]) ? [resourceOfParam(c.path, segs[n - 1].slice(1, -1)) ?? ''] : [];
  const resources = scopeParams.map((p) => resourceOfParam(c.path, p) ?? p);
  // Each item, the one asked for or one the path passes through, is named by the collection it is taken from too
  // (`/members/{username}`: a member; `/verification_sessions/{session}/cancel`: a verification session).
  const collections = segs.flatMap((s, i) => (isParam(s) && i > 0 && !isParam(segs[i - 1]) ? [segs[i - 1]] : []));
  // A resource named in words (`application_fees`) is named by its head word too ("fee fee_9").
  const heads = [...resources, ...item, ...collections].flatMap((r) => (/[_-]/.test(r) ? [r.split(/[_-]+/).at(-1)!] : []));
  // A thing the API keeps one of at its root (`/v1/account`, `/user`) is named as the scope of what is read of it ("the
  // details of the account"); an action under a path is not (`/me/player/next`: "the next Zelda game").
  const rooted = rootedSegments(c);
  const single = rooted.length === 1 && !isParam(rooted[0]) && !isPlural(rooted[0]) ? rooted : [];
  const scopeWords = [...scopeParams.map(paramNoun), ...resources, ...item, ...collections, ...heads, ...single];
  // A grouping the path passes through (`/repos/{owner}/{repo}/git/blobs`: "in the git database") holds what it acts
  // on, where the question names no one thing of it: a value needs a parameter (`/customers/search` takes no "cus_5").
  const lastLit = lastLiteral(segs);
  const groupings = segs.filter((s, i) => i < lastLit && !isParam(s) && !isParam(segs[i + 1] ?? '{}'));
  const valued = (scope: string) => intent.references.some((r) => r.resource === scope);
  // A list filtered by a query parameter named for the scope (`GET /goals?workspace=…`) is scoped by it as well,
  // if less plainly than a path that nests under it.
  // So is a change or creation that takes it in a field of its request body (`POST /tax/transactions/create_from_calculation`
  // with `calculation`: "… from calculation taxcalc_3").
  const queryWords = inputNames(c).map(paramNoun);
  // A resource written in parts (`verification_sessions`) is named by its parts written as one ("verification session").
  // Written in parts, it is that one thing only: a stem shared by its first part is no other form of it (`check-runs`
  // is no "check suite").
  const names = (list: string[], scope: string) => list.some((w) => (/[_-]/.test(w) ? closedSingular(w) === closedSingular(scope) : sameWord(w.toLowerCase(), scope)));
  // The path's own resources are named by the first word of one in parts as well, by a kind given a value.
  const namesResource = (scope: string) => names(scopeWords, scope) || (valued(scope) && scopeWords.some((w) => namedByFirstPart(w, scope, facts)));
  // A kind the spec writes as one word is spelled across the path as well, its head the item under its first part's
  // scope ("repository invitation 6": `/repos/{owner}/{repo}/invitations/{invitation_id}` beside `repository_invitations`).
  const scopeNouns = [...scopeParams.map(paramNoun), ...resources];
  const spelledAcross = (scope: string) =>
    [...item, ...collections].some((b) => {
      const head = singular(b.toLowerCase());
      return closedCompoundOf(scope, head, 0) && scopeNouns.some((a) => sameWord(a.toLowerCase(), singular(scope).slice(0, -head.length)));
    });
  let fit = 0;
  for (const scope of intent.scopes) fit += idScopeFit(intent, c, scope) ?? (namesResource(scope) || spelledAcross(scope) || (!valued(scope) && names(groupings, scope)) ? 1 : names(queryWords, scope) || (valued(scope) && n > 0 && isParam(segs[n - 1]) && summaryNamesAsOf(c, scope)) ? 0.5 : -1);
  // "the commits of a repository" names no value: a path whose target sits right under a repository fits
  // (`/repos/{owner}/{repo}/commits`, not `…/pulls/{pull_number}/commits`); one that does not is not held against
  // (APIs filter by a query parameter as often).
  const parent = parentResource(c.path);
  for (const owner of intent.owners) fit += parent && sameWord(parent.toLowerCase(), owner) ? 1 : 0;
  // "the SSH keys of linus": a value that says whose, of no kind, fills a scope no named kind takes (`/users/{username}/keys`).
  const unnamedScopes = resources.filter((r) => !intent.scopes.some((w) => sameWord(w, r.toLowerCase())));
  if (unnamedScopes.length) fit += intent.ownerValues.length;
  if (intent.everyScope) fit += scopeParams.length ? -1 : 0.5;
  // "mark everything from octo/app as read": the value is given to the operation that takes a key of its shape.
  if (!intent.scopes.length && filledKey(intent, segs) >= 0) fit += 1;
  return Math.max(-1, Math.min(1, fit));
}

/**
 * "Create a commit status" for `…/statuses/{sha}`: the summary calls the path's thing by its word with the scope's
 * before it — a thing of that one, whatever the path's parameter is named (`scopeFit` asks it of a scope given a value,
 * where the path ends in a parameter to take it).
 */
function summaryNamesAsOf(c: Chunk, scope: string): boolean {
  // Not a compound the path writes itself ("a goal relationship" for `/goal_relationships/{…}`: another kind of thing).
  const segment = words(lastLiteralSegment(c.path));
  const head = segment.at(-1);
  const ws = words(c.summary);
  return !!head && !segment.some((w) => sameWord(w, scope)) && ws.some((w, i) => i > 0 && sameWord(w, head) && sameWord(ws[i - 1], scope));
}

/**
 * A scope a typed id names (`Intent.idKinds`): +1 where the path takes an item of the id's own collection, −1 where it
 * takes one of another collection of things by the same head word (`/v1/financial_connections/accounts/{account}` or
 * `/v1/linked_accounts/{account}` for "acct_9", whose prefix names `/v1/accounts`), or where it passes through the
 * id's collection without taking an item of it or the id as an input; null otherwise (the scope is read as any other).
 */
function idScopeFit(intent: Intent, c: Chunk, scope: string): number | null {
  const kinds = intent.idKinds.filter((k) => kindName(k.collection) === scope);
  if (!kinds.length) return null;
  const held = heldCollections(c.path, true);
  if (kinds.some((k) => held.includes(k.collection))) return 1;
  if (kinds.some((k) => held.some((h) => itemHead(h) === itemHead(k.collection)))) return -1;
  // "break down in_77 …": a path under the id's own collection that takes no item of it, nor the id as an input
  // (`/v1/invoices/upcoming`), has no place for it.
  const literals = segments(c.path).filter((x) => !isParam(x));
  const under = kinds.some((k) => literals.includes(ungrouped(k.collection)));
  return under && !inputNames(c).some((name) => sameWord(paramNoun(name), scope)) ? -1 : null;
}

/** The head word of what a collection holds, singular (`financial_connections/accounts`, `linked_accounts` → account). */
export const itemHead = (collection: string) => singular(words(ungrouped(collection)).at(-1) ?? '');

/**
 * The resource of the nearest parameter before the path's last literal segment (`/repos/{owner}/{repo}/commits` →
 * repo; `/repos/{owner}/{repo}/actions/secrets` → repo: `actions` is a grouping, not a thing with an id).
 */
function parentResource(path: string): string | null {
  const segs = segments(path);
  let at = lastLiteral(segs) - 1;
  while (at >= 0 && !isParam(segs[at])) at--;
  const param = at >= 0 ? segs[at].slice(1, -1) : null;
  return param ? (resourceOfParam(path, param) ?? param) : null;
}

/** A path segment that spells "API" (`/api/v1/nodes`, `/apis/…`): a root, not a resource anyone mentions. */
const API_ROOT = /^(api|apis|rest)$/;

/** A question about the API itself: its versions, groups or the resources it serves. */
const API_ITSELF = /\b(api|apis|versions?|groups?|resources|discovery)\b/i;

/**
 * The question asks about the API itself (`API_ITSELF`), not for a thing it serves: "show every event through the
 * events API group" asks for events, whose group is only the way to them.
 */
function asksAboutApi(intent: Intent): boolean {
  return API_ITSELF.test(withoutCompounds(intent)) && (!intent.object || API_ITSELF.test(intent.object));
}

/** The question without the word pairs it names a thing of the spec by ("API service" → `apiservices`). */
function withoutCompounds(intent: Intent): string {
  const things = new Set([...intent.scopes, ...intent.references.map((r) => r.resource)]);
  const ws = intent.question.split(/\s+/);
  const paired = (i: number) => i + 1 < ws.length && things.has(`${ws[i]}${ws[i + 1]}`.toLowerCase());
  return ws.filter((_, i) => !paired(i) && !paired(i - 1)).join(' ');
}

/**
 * The path names no resource: nothing (`/`), or a root (`api`) or version (`v1`) followed only by versions and group
 * names (`node.k8s.io`; after a root only — `/admin.conversations.create` is an RPC method).
 */
function aboutApiItself(c: Chunk, facts: PoolFacts): boolean {
  const segs = segments(c.path);
  const root = (x: string) => API_ROOT.test(x) || VERSION.test(x);
  return !facts.asksAboutApi && (segs.length === 0 || (root(segs[0]) && segs.every((x) => root(x) || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(x))));
}

const TESTING = /^(test|tests|testing|testmode|sandbox|simulate|simulation|simulator|mock)$/;
/** Words of testing that ask for no pretence (pretending, `PRETENDING`, is read first and asks for more). */
const ASKS_TESTING = /\b(test|tests|testing|test[- ]?mode|sandbox|mock)\b/i;

/** Words of making something look as if it happened: only an operation for tests does that. */
const PRETENDING = /\b(simulat\w*|pretend\w*|fake|as if|as though)\b/i;

/**
 * A literal segment before the last one groups operations for tests (`test_helpers`, `sandbox`): −1 where the question
 * does not speak of testing, +1 where it asks to make a thing look as if it happened, else 0.
 */
function testOnlyFit(intent: Intent, c: Chunk): number {
  const segs = segments(c.path);
  const last = lastLiteral(segs);
  if (!segs.slice(0, last).some((seg) => !isParam(seg) && words(seg).some((w) => TESTING.test(w)))) return 0;
  return PRETENDING.test(intent.question) ? 1 : ASKS_TESTING.test(intent.question) ? 0 : -1;
}

function targetFit(intent: Intent, c: Chunk, does: boolean, facts: PoolFacts): number {
  const segs = segments(c.path);
  const last = lastLiteral(segs);
  if (last < 0) return 0;
  // The switch the question flips (`…/issues/{n}/lock` for "stop people from commenting on issue 5") is what it is about.
  if (does && intent.toggle) return 1;
  // "download the runner binaries": the question asks for a fixed member of the collection (`…/runners/downloads`),
  // not for an item of it that it never names (`…/runners/{runner_id}`).
  if (last === segs.length - 2 && facts.fixedAsked.has(operationKey(c, collectionOf(c.path))) && pathParams(intent, c) > intent.values.length + intent.ownerValues.length) return -0.5;
  const afterParam = segs.slice(0, last).some(isParam);
  // `removeFollowers` for "stop following a task": the verb is the action asked, the rest what it acts on; so it is for
  // `remove-token`, "the token … to deregister a runner" (what the thing asked for is to do).
  const named = verbFirst(segs[last]) && intent.action ? namedAction(c) : null;
  const acted = named && (named === intent.action || named === intent.meantFor) ? segs[last].replace(/^[a-z]+/, '') : segs[last];
  // Said in the request, not only in a clause that says why ("… so I can read its body and labels": no `…/labels`).
  // Not the whole item where the question gives it a part the API serves on its own path ("… by patching its status":
  // `…/{name}/status`, the same method).
  if (requested(intent, acted)) return isParam(segs.at(-1)!) && partsOfItSaid(intent).some((part) => takesToo(facts.operations, { ...c, path: `${c.path}/${part}` }, c.method)) ? 0 : 1;
  // An action or sub-resource after an id (`…/{name}/status`) that the question never mentions is a detour.
  return afterParam ? -0.5 : 0;
}

/**
 * The noun words of a path segment and whether it is a plain collection: `subscription_schedules` → subscription,
 * schedules; an RPC method's nouns (`stars.add` → stars, `usergroups.users.list` → usergroups, users,
 * `usergroups.addChannels` → usergroups, channels); an action
 * named verb first (`removeCustomFieldSetting` → custom, field, setting — not a plain collection).
 */
function segmentNouns(seg: string): { nouns: string[]; plain: boolean } {
  const rpc = /[.:]/.test(seg) ? seg.slice(0, Math.max(seg.lastIndexOf('.'), seg.lastIndexOf(':'))) : seg;
  const ws = words(rpc.replace(/[_.:-]+/g, ' '));
  const acted = afterVerb(ws);
  if (acted) return { nouns: acted, plain: false };
  if (rpc === seg) return { nouns: ws, plain: true };
  // The RPC method's own name, verb first, names what it acts on too (`usergroups.addChannels` → channels).
  return { nouns: [...ws, ...(afterVerb(words(seg.slice(rpc.length + 1))) ?? [])], plain: false };
}

/** The words after a leading action verb (`add channels` → channels), or null when the name does not start with one. */
function afterVerb(ws: string[]): string[] | null {
  return ws.length > 1 && actionOfVerb(ws[0]) ? ws.slice(1) : null;
}

/**
 * How a segment names the thing `object` is: the head of a plain collection (1), a modifier of one (−1: a
 * `subscription_schedules` is a kind of schedule), any noun of an RPC method or verb-first action (1), or neither (0).
 */
function nounFit(seg: string, object: string, verb: string | null = null): number {
  const { nouns, plain } = segmentNouns(seg);
  if (!nouns.length) return 0;
  const head = singular(nouns[nouns.length - 1]);
  const o = singular(object);
  if (sameWord(head, o)) return 1;
  // "schedule a subscription" → `subscription_schedules`, "bind a role" → `rolebindings`: the verb's own noun heads
  // a compound with the object, so the compound is what the verb makes of it.
  if (verb && plain && nouns.length >= 2 && sameWord(singular(nouns[nouns.length - 2]), o) && sameWord(head, verb)) return 1;
  if (verb && plain && nouns.length === 1 && head.length > o.length + 2 && head.startsWith(o) && sameWord(head.slice(o.length), verb)) return 1;
  // An RPC method's or a verb-first action's nouns are not a compound with a head (`inviteRequests.approved.list`); the
  // last names what it acts on, an earlier one what that is under (`files.comments.delete` deletes a file's comment).
  if (!plain) return nouns.some((w) => sameWord(w, o)) ? 0.5 : 0;
  // "stop requiring status checks": a `required_status_checks` is what the requiring makes, not another kind of it (a
  // gerund asked for fits its participle as a modifier neither way).
  if (nouns.slice(0, -1).some((w) => sameWord(w, o))) return /ing$/.test(o) && !nouns.includes(o) ? 0 : -1;
  // One word that is itself a compound (`persistentvolumeclaims`, `serviceaccounts`): English puts the kind last.
  if (nouns.length === 1 && head.length > o.length + 2) return head.endsWith(o) ? 1 : head.startsWith(o) ? -1 : 0;
  return 0;
}

/**
 * `…/computed_upfront_line_items` where the same parent serves `…/line_items` by the same method: a narrower kind of
 * the other's things, by words the question never says ("what's on quote qt_8, item by item?").
 */
function narrowerKind(intent: Intent, c: Chunk, operations: Set<string>): boolean {
  const at = c.path.lastIndexOf('/');
  const seg = c.path.slice(at + 1);
  if (isParam(seg)) return false;
  for (const m of seg.matchAll(/[_-]/g)) {
    if (words(seg.slice(0, m.index)).some((w) => mentions(intent, w))) return false;
    if (operations.has(operationKey(c, `${c.path.slice(0, at)}/${seg.slice(m.index + 1)}`))) return true;
  }
  return false;
}

function objectFit(intent: Intent, c: Chunk): number {
  if (!intent.object) return 0;
  const segs = versionlessSegments(c);
  const last = lastLiteral(segs);
  if (last < 0) return 0;
  // "how many tasks …": the counts of a thing (`task_counts`) are about that thing.
  const seg = (intent.counts ? countedIn(segs[last]) : null) ?? segs[last];
  // "IP address 10.96.0.15": a modifier and the object the spec writes as one word (`ipaddresses`) are that thing,
  // however short the modifier.
  const closed = intent.objectModifier ? `${intent.objectModifier}${intent.object}` : null;
  const own = closed && nounFit(seg, closed) > 0 ? 1 : Math.max(...doneTo(intent).map((verb) => nounFit(seg, intent.object!, verb)));
  // "add a storage class": a `volumeattributesclasses` is a class, but another kind of one.
  if (own > 0 && intent.objectModifier && otherKindOf(segs[last], intent.object, intent.objectModifier)) return 0;
  // "the IdP groups team sec-ops syncs from": a `group-mappings` is no kind of group, but answers with the groups (`groups[]`).
  if (own < 0 && answersWithListOf(c, intent.object)) return 1;
  if (own !== 0) return own;
  // "add a project to portfolio 8": an action on an item of any kind (`addItem`, `remove_entry`) takes the object too.
  if (actsOnAnyItem(segs[last])) return 0.5;
  // `/gists/public` for "the gists shared publicly": a view of the object's collection the question names by its word
  // (a word that qualifies; a plural is a collection of its own: `/user/blocks`, `/tax/calculations`).
  if (last >= 1 && !isParam(segs[last - 1]) && !isPlural(segs[last]) && nounFit(segs[last - 1], intent.object) > 0 && mentions(intent, segs[last])) return 1;
  const under = hungOn(segs, last);
  const fit = under ? nounFit(under, intent.object) : 0;
  // "mark request pcr-1 issued by patching its status": a part the question gives the object with "its" is what it acts on.
  if (fit !== 0) return fit > 0 ? (partOfItSaid(intent, segs[last]) ? 1 : 0.5) : fit;
  // "add an employee": where people go by another name (`cardholders`, `persons`), a collection of people half fits.
  return PEOPLE.test(intent.object) && PEOPLE.test(segs[last]) ? 0.5 : 0;
}

/** A word said as a part of the object: after "its" or "their", one word between at most ("its whole scale"). */
const ITS_PART = /\b(?:its|their) (?:([a-z]+) )?([a-z]+)\b/g;
const partsSaid = new WeakMap<Intent, string[]>();
/**
 * The parts the question gives its object with "its" or "their" in the request ("… by patching just its status" →
 * status; not in a clause of why), read once per intent.
 */
function partsOfItSaid(intent: Intent): string[] {
  let parts = partsSaid.get(intent);
  if (!parts) {
    parts = [...intent.question.toLowerCase().matchAll(ITS_PART)].flatMap((m) => [m[1], m[2]]).filter((w): w is string => !!w && requested(intent, w));
    partsSaid.set(intent, parts);
  }
  return parts;
}
/** The question gives its object the part `seg` names (one word: `status`, `scale`). */
const partOfItSaid = (intent: Intent, seg: string) => partsOfItSaid(intent).includes(seg.toLowerCase());

/**
 * What the question says is done to its object: its verb ("schedule a subscription"), or none, and a participle it
 * uses of the object ("which debits were reversed": a `debit_reversals` is what the reversing made of a debit).
 */
function doneTo(intent: Intent): Array<string | null> {
  const verb = intent.verb && !intent.verb.includes(' ') ? intent.verb : null;
  return [verb, ...requestTerms(intent).filter((t) => PARTICIPLE.test(t) && t.endsWith('ed') && t !== verb)];
}

/** Words for a thing of any kind. */
const ANY_THING = /^(item|items|entry|entries|element|elements|object|objects|thing|things)$/;

/** An action named verb first, or an RPC method, whose nouns are only words for a thing of any kind (`addItem`). */
function actsOnAnyItem(seg: string): boolean {
  const { nouns, plain } = segmentNouns(seg);
  return !plain && nouns.length > 0 && nouns.every((w) => ANY_THING.test(w));
}

/**
 * The collection the action or sub-resource at `segs[last]` hangs on: the one before the id (`/payment_intents/
 * {intent}/cancel`), or, for an action named verb first, the collection right before it (`/tax/transactions/
 * create_reversal`); null for neither.
 */
function hungOn(segs: string[], last: number): string | null {
  if (last >= 2 && isParam(segs[last - 1])) return segs[last - 2];
  return last >= 1 && !isParam(segs[last - 1]) && verbFirst(segs[last]) && afterVerb(words(segs[last])) ? segs[last - 1] : null;
}

/**
 * A plain collection whose name qualifies its head (`object`) by words other than `modifier`: the question's "storage
 * class" is not a `volume_attributes_classes` (nor `volumeattributesclasses`); a bare `classes` qualifies nothing.
 */
function otherKindOf(seg: string, object: string, modifier: string): boolean {
  const { nouns, plain } = segmentNouns(seg);
  if (!plain || !nouns.length) return false;
  const head = singular(nouns[nouns.length - 1]);
  const o = singular(object);
  // A participle says which ones, not what kind (`matching-refs` are refs, whatever the question's "git refs"); the
  // object itself before the head says what was made of it (`debit_reversals` for "debits … reversed").
  if (nouns.length === 2 && PARTICIPLE.test(nouns[0])) return false;
  if (nouns.length > 1 && sameWord(singular(nouns[nouns.length - 2]), o)) return false;
  const qualifier = nouns.length > 1 ? nouns.slice(0, -1).join('') : head.length > o.length + 2 && head.endsWith(o) ? head.slice(0, -o.length) : '';
  if (!qualifier) return false;
  // "a cluster-wide role" is a `clusterroles`: a hyphenated modifier names the kind by its first word.
  return !modifierForms(modifier).some((m) => qualifier.endsWith(singular(m)) || qualifier.endsWith(m) || nouns.slice(0, -1).some((w) => sameWord(w, singular(m))));
}

const PARTICIPLE = /^[a-z]{3,}(ing|ed)$/;

/** A modifier as written and, when hyphenated, its first word ("cluster-wide" → cluster). */
const modifierForms = (modifier: string) => (modifier.includes('-') ? [modifier, modifier.split('-')[0]] : [modifier]);

function filterFit(intent: Intent, c: Chunk): number {
  if (!intent.filterBy.length) return 0;
  const query = c.detail.parameters.filter((p) => p.in === 'query');
  // Where no parameter is named for it: the API's own search of a collection (`GET /search/labels`,
  // `/v1/products/search`) finds things by any field, another free-text search may, and an operation without one cannot.
  const freeText = !searchesFreeText(c) ? -0.5 : segments(c.path).some((s) => s.toLowerCase() === 'search') ? 1 : 0.5;
  const fits = intent.filterBy.map((f) => (query.some((p) => words(p.name).some((w) => sameWord(w, f))) ? 1 : freeText));
  return Math.max(...fits);
}

/** `object` is the candidate's object fit (`objectFit`), `does` whether its summary says it does what is asked. */
function verbFit(intent: Intent, c: Chunk, object: number, does: boolean): number {
  if (does) return 1;
  if (flipsBack(intent, c)) return -1;
  if (!intent.verb) return 0;
  const last = lastLiteralSegment(c.path);
  const forms = verbForms(intent);
  const said = (w: string) => forms.some((f) => sameWord(f, w));
  // "raise what payment intent pi_6 holds": an action named by the question's own verb, or the spec's word for it,
  // followed by what it acts on (`increment_authorization`), does what is asked, whatever the action.
  if (intent.action !== 'act' && intent.action !== null) {
    // "the token a script needs to unregister a runner": of the things made on request, the one named for what it is to
    // do (`…/remove-token`).
    if (intent.meantFor && verbFirst(last) && namedAction(c) === intent.meantFor && madeOnRequest(intent, c)) return 1;
    const named = words(last);
    return specificVerb(intent) && named.length > 1 && said(named[0]) ? 1 : 0;
  }
  // Only on what is asked about: `/invoices/{invoice}/send` sends an invoice, not "a quote".
  if (intent.object && object <= 0) return 0;
  return words(last).some(said) ? 1 : 0;
}

/** Everyday verbs of ending a thing under way, and the verbs APIs name actions of ending by ("end session vs_5" → `…/cancel`). */
const ENDING = /^(end|terminate|abort|halt)$/;
const ENDED_BY = ['cancel', 'expire', 'stop', 'terminate'];
/**
 * The forms of the question's verb, and the spec's words for it that the question's reading found (raise → increment);
 * read once per intent (`verbFit` asks per candidate).
 */
const formsOfVerb = new WeakMap<Intent, string[]>();
function verbForms(intent: Intent): string[] {
  let forms = formsOfVerb.get(intent);
  if (!forms) {
    const verb = intent.verb ?? '';
    forms = verb ? [...expandTerms([verb]), ...thesaurusTerms(verb, (t) => intent.related.includes(t)), ...(ENDING.test(verb) ? ENDED_BY : [])] : [];
    formsOfVerb.set(intent, forms);
  }
  return forms;
}

/**
 * "add a label to pod web-2", "add a note to order 5": what is added is no resource of the API (no candidate's path
 * names it) and the question names where it goes — so it is a change to that thing, an update, not a creation.
 * Not when the question gives the new thing a name ("a channel named general"): that one is created.
 */
export function changeOfNamedThing(intent: Intent, pool: Chunk[]): Intent {
  if (intent.action !== 'create' || !intent.object || !intent.scopes.length || /\b(named|called|titled)\b/i.test(intent.question)) return intent;
  // The object with the word that says which kind of it ("a new shipping rate": `shipping_rates`) too.
  const said = [intent.object, ...(intent.objectModifier ? [`${intent.objectModifier}_${intent.object}`] : [])];
  const isResource = pool.some((c) => segments(c.path).some((seg) => !isParam(seg) && said.some((object) => namesResource(seg, object))));
  return isResource ? intent : { ...intent, action: 'update', object: null };
}

/**
 * A path segment is a collection of the things `object` names: the same words (`payment_methods` for "payment method"),
 * or a compound the object ends in ("webhook" → `hooks`), or any noun of an RPC method. Not a compound that only ends
 * in the object: a `credit_notes` holds credit notes, not the note one adds to a refund.
 */
function namesResource(seg: string, object: string): boolean {
  const { plain } = segmentNouns(seg);
  if (!plain) return nounFit(seg, object) > 0;
  return isKindOf(singular(words(object).join('')), singular(words(seg).join('')));
}

/**
 * "close issue 42" sets a state, "close my account" ends the thing: closing is a change where the API gives what is
 * closed a state of that name — a field whose values include "closed" (an issue's `state`), a `closed` flag, an
 * operation named for it (`/close`) — and a deletion where none of the candidates about it (all of them, when none is)
 * has one.
 */
export function closingForGood(intent: Intent, pool: Chunk[]): Intent {
  if (intent.action !== 'update' || intent.verb !== 'close') return intent;
  const ops = pool.filter((c) => !c.section);
  const about = ops.filter((c) => objectFit(intent, c) > 0);
  const hasState = (c: Chunk) =>
    words(lastLiteralSegment(c.path)).some((w) => /^clos(e|ed|ing)$/.test(w)) ||
    (c.detail.requestBody?.fields ?? []).some((f) => /(^|[._])closed?$/.test(f.path) || f.enum?.some((v) => /^clos(e|ed)$/i.test(v)));
  return (about.length ? about : ops).some(hasState) ? intent : { ...intent, action: 'delete' };
}

/**
 * The last literal segment and what follows it, parameters unnamed: `issues/` for every list of issues,
 * `issues/{}` for one issue, `values/{}:clear` for a custom method on one range.
 */
function resourceAndShape(path: string): string {
  const segs = segments(path);
  const last = lastLiteral(segs);
  return [segs[last] ?? '', ...segs.slice(last + 1).map((x) => x.replace(/^\{[^}]*\}/, '{}'))].join('/');
}

/** The path's last literal segment (`/user/login` → login, `/pods/{name}` → pods), or ''. */
function lastLiteralSegment(path: string): string {
  const segs = segments(path);
  return segs[lastLiteral(segs)] ?? '';
}

/**
 * Where the path spells a value the question names as literal segments, a value in parts across segments ("API group
 * batch/v1" → `/apis/batch/v1/`): at its end (the path is that thing's own), within it (a thing under it), or nowhere.
 */
const spelledValue = (intent: Intent, c: Chunk) => (c.section ? null : spelledIn(spelling(c.path), intent.values));

/** A path as `spelledIn` reads it: its segments, lower case (`/apis/batch/v1`). */
export const spelling = (path: string) => `/${segments(path).join('/')}`.toLowerCase();

/** Where a path, read by `spelling`, spells one of `values` (`spelledValue`). */
export function spelledIn(written: string, values: string[]): 'end' | 'within' | null {
  if (!values.length) return null;
  const spelled = values.map((v) => `/${v.toLowerCase()}`);
  if (spelled.some((v) => written.endsWith(v))) return 'end';
  return spelled.some((v) => written.includes(`${v}/`)) ? 'within' : null;
}

function namedFit(intent: Intent, c: Chunk): number {
  const spelled = spelledValue(intent, c);
  if (spelled) return spelled === 'end' ? 1 : 0.5;
  // What a question creates is named for the new thing ("a goal named \"Increase sales\""), not looked up.
  if (intent.action === 'create' || !intent.values.some((v) => /^\p{Lu}\p{Ll}/u.test(v))) return 0;
  if (segments(c.path).some(isParam)) return 0;
  return searchesFreeText(c) ? 0 : -1;
}

function detourOf(intent: Intent, c: Chunk, facts: PoolFacts): number {
  // A parameter right before another (`/{owner}/{repo}`) is part of one key: the repository is named by both.
  const segs = segments(c.path);
  const key = filledKey(intent, segs);
  const params = segs.filter((s, i) => isParam(s) && !isParam(segs[i + 1] ?? '') && (key < 0 || i !== key + 1)).map((s) => s.slice(1, -1));
  // A resource named only in a clause that says why ("… so people can tag issues with it") is not where to act; nor is
  // one named only in the plural with no value ("the labels for tagging issues": `…/issues/{issue_number}/labels`
  // lists one issue's).
  // The object asked for, one of it, is mentioned too, in the spec's word for it ("the thumbs-up": `{reaction_id}`).
  const mentioned = [...requestTerms(intent), ...(intent.object && !intent.many ? [intent.object] : [])];
  const asOne = (r: string) => mentioned.some((t) => sameWord(t, r) && !isPlural(t)) || intent.references.some((b) => b.resource && (sameWord(b.resource, r) || namedByFirstPart(r, b.resource, facts)));
  const unmentioned = params.filter((p) => ![resourceOfParam(c.path, p) ?? '', takenFrom(c.path, p)].some((r) => r && asOne(r))).length;
  return unmentioned ? -Math.min(3, unmentioned) / 3 : 0;
}

/** What the signals of one candidate read off all of them, or off the question once for all of them. */
export interface PoolFacts {
  /** Literal segments in at least half of the candidates' paths (`commonSegments`). */
  common: Set<string>;
  /** The question asks "who" and some candidate answers with people (`answersWithPeople`); read only then. */
  people: boolean;
  /** The candidates' resources: every literal segment of their paths, its words joined, singular (`bankaccount`). */
  resources: Set<string>;
  /** Stems of the candidates' last segments that name who does something (`followers` → follow), for "who …". */
  agents: Set<string>;
  /** The last path segments of the candidates that have a place for every thing the question names (`Intent.references`). */
  placing: Set<string>;
  /**
   * The candidates that are no caller's own version (`ownRoot`), by method and last path segment (`GET orgs`): the
   * versions for anyone the caller's own ones are weighed against (`own`).
   */
  forAnyone: Map<string, Chunk[]>;
  /** Some candidate is an operation for the question's own verb by name: its summary leads with it (`summaryDoes`). */
  verbDone: boolean;
  /** The question grants someone more in so many words (`grantSaid`). */
  grants: boolean;
  /** The question asks about the API itself (`API_ITSELF`), outside a compound it names a thing by. */
  asksAboutApi: boolean;
  /** The candidates' operations (`operationKey`). */
  operations: Set<string>;
  /**
   * The collections with a fixed member the question asks for, by the operation on the collection's path
   * (`operationKey`): `…/runners/downloads` for "download the runner binaries" gives `GET …/runners`.
   */
  fixedAsked: Set<string>;
}

/** An operation of the pool by spec, method and path (`path`: another of the same spec and method, such as its collection's). */
const operationKey = (c: Chunk, path = c.path) => `${c.spec} ${c.method} ${path}`;
/** The pool has an operation of `method` on the path of `c` as well (`…/pages` takes a POST beside its PUT). */
const takesToo = (operations: Set<string>, c: Chunk, method: string) => operations.has(operationKey({ ...c, method }));
/** Some operation of the pool acts on an item under `c`'s path (`…/networkpolicies/{name}`): the path is a collection. */
const holdsItems = (operations: Set<string>, c: Chunk) => {
  const below = `${c.spec} `;
  return [...operations].some((k) => k.startsWith(below) && k.slice(k.indexOf(' ', below.length) + 1).startsWith(`${c.path}/{`));
};

export function poolFacts(intent: Intent, pool: Chunk[]): PoolFacts {
  const resources = new Set(pool.flatMap((c) => segments(c.path).filter((x) => !isParam(x)).map((x) => singular(words(x).join('')))));
  const agents = new Set(pool.flatMap((c) => (c.section ? [] : [agentStem(lastLiteralSegment(c.path))]).filter((x): x is string => !!x)));
  const placing = new Set(intent.references.length ? pool.filter((c) => !c.section && unplacedReferences(intent, c) === 0).map((c) => lastLiteralSegment(c.path)) : []);
  const forAnyone = new Map<string, Chunk[]>();
  for (const c of pool) {
    if (c.section || ownRoot(c)) continue;
    const key = methodAndTarget(c);
    forAnyone.set(key, [...(forAnyone.get(key) ?? []), c]);
  }
  return { common: commonSegments(pool), people: intent.asksWho && pool.some((c) => !c.section && answersWithPeople(c)), resources, agents, placing, forAnyone, verbDone: pool.some((c) => !c.section && summaryDoes(intent, c)), grants: grantSaid(intent), asksAboutApi: asksAboutApi(intent), operations: new Set(pool.filter((c) => !c.section).map((c) => operationKey(c))), fixedAsked: fixedMembersAsked(intent, pool) };
}

/**
 * The pool's operations on a fixed member of a collection (a literal segment right after a literal one:
 * `…/runners/downloads`, `…/releases/latest`) the question asks for, each by the operation on its collection's path.
 */
function fixedMembersAsked(intent: Intent, pool: Chunk[]): Set<string> {
  return new Set(pool.flatMap((c) => {
    const segs = segments(c.path);
    if (c.section || segs.length < 2 || isParam(segs.at(-1)!) || isParam(segs.at(-2)!) || !requested(intent, segs.at(-1)!)) return [];
    return [operationKey(c, c.path.slice(0, c.path.lastIndexOf('/')))];
  }));
}

/**
 * How many of the things the question names (`Intent.references`) the operation has no place for. A key in parts
 * ("octo/app") takes a key of two path parameters in a row; any other value a parameter named for its kind: a path
 * parameter ("webhook 12" → `{hook_id}`: a webhook is a hook; "pod web-0" → the `{name}` of `/pods/{name}`), a query
 * parameter ("invoices of customer cus_5" → `?customer=`) or a body field ("refund charge ch_1" → a `charge` field;
 * some APIs wrap every body in an envelope, `data.workspace`).
 */
export function unplacedReferences(intent: Intent, c: Chunk): number {
  return placeReferences(intent, c).unplaced;
}

/**
 * Where the question's values go in an operation: the path parameter each one fills (`{name}` ← "web", `{owner}` and
 * `{repo}` ← "octo/app"), as the question wrote it, and how many have no place at all (no path parameter, query
 * parameter or body field for their kind).
 */
export function placeReferences(intent: Intent, c: Chunk): { path: Map<string, string>; unplaced: number } {
  const segs = segments(c.path);
  const key = filledKey(intent, segs);
  const params = segs.flatMap((seg, i) => (isParam(seg) && (key < 0 || (i !== key && i !== key + 1)) ? [seg.slice(1, -1)] : []));
  const pathNouns = params.map((param) => ({ param, nouns: paramKinds(c.path, param) }));
  const queryNouns = c.detail.parameters.filter((p) => p.in !== 'path').map((p) => paramNoun(p.name));
  // A body field at the top or inside an envelope (`data.workspace`), named for the kind itself: deeper fields and
  // compounds ending in the kind (`….payment`) belong to other things.
  const bodyNouns = topBodyFields(c).map(paramNoun);
  // References are read in lower case; the value goes where it is placed as the question wrote it.
  const written = (v: string) => intent.values.find((x) => x.toLowerCase() === v) ?? v;
  const path = new Map<string, string>();
  let unplaced = 0;
  let keys = 0;
  for (const r of intent.references) {
    if (KEY_VALUE.test(r.value)) {
      if (key < 0 || keys++ > 0) unplaced++;
      else written(r.value).split('/').forEach((part, i) => path.set(segs[key + i].slice(1, -1), part));
      continue;
    }
    const at = pathNouns.findIndex((p) => p.nouns.some((n) => isKindOf(r.resource, n)));
    if (at >= 0) path.set(pathNouns.splice(at, 1)[0].param, written(r.value));
    else if (!queryNouns.some((n) => isKindOf(r.resource, n)) && !bodyNouns.some((n) => sameWord(r.resource, n.toLowerCase()))) unplaced++;
  }
  return { path, unplaced };
}

/**
 * The names of the request body's fields at its top or one level down (`data.workspace` → workspace, whatever object
 * holds it; `ownBodyFields` takes the second level only inside a lone envelope).
 */
const topBodyFields = (c: Chunk) => (c.detail.requestBody?.fields ?? []).filter((f) => /^[^.[]+(\.[^.[]+)?$/.test(f.path)).map((f) => f.path.split('.').pop() ?? '');

/** The names of an operation's inputs other than its path: its query parameters and its top body fields. */
const inputNames = (c: Chunk) => [...c.detail.parameters.filter((p) => p.in === 'query').map((p) => p.name), ...topBodyFields(c)];

/**
 * A value's kind names a parameter's thing: the same word, or one a compound of the other — "webhook" is a `hook`,
 * `supported_goal` a goal, and a name the spec writes as one word ends in its kind: "budget api-pdb" is one of the
 * `poddisruptionbudgets`, "autoscaler web" one of the `horizontalpodautoscalers`.
 */
function isKindOf(kind: string, noun: string): boolean {
  const n = noun.toLowerCase();
  const last = words(noun).pop() ?? n;
  return sameWord(kind, n) || sameWord(kind, last) || (n.length >= 3 && kind.length > n.length && kind.endsWith(n)) || closedCompoundOf(last, kind, 5);
}


/** Literal segments in at least half of the candidates' paths: the API's common prefixes for this question. */
export function commonSegments(pool: Chunk[]): Set<string> {
  const count = new Map<string, number>();
  for (const c of pool) for (const seg of new Set(segments(c.path).filter((x) => !isParam(x)))) count.set(seg, (count.get(seg) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n >= pool.length / 2).map(([seg]) => seg));
}

function throughFit(intent: Intent, c: Chunk, common: Set<string>): number {
  const segs = segments(c.path);
  // The resource whose key a value fills (`repos` before `{owner}/{repo}`) is named by the value.
  const keyed = segs[filledKey(intent, segs) - 1];
  const literals = segs.filter((x) => !isParam(x) && !VERSION.test(x) && x !== keyed && !API_ROOT.test(x));
  // The caller's own root (`/user/…`) is the caller the question speaks of as "my" or "I".
  const own = intent.self ? ownRoot(c) : null;
  const through = literals.slice(0, -1).filter((x) => !common.has(x) && x !== own);
  const unmentioned = through.filter((x) => !mentions(intent, x)).length;
  return unmentioned ? -Math.min(2, unmentioned) / 2 : 0;
}

/**
 * Roots under which an API keeps the caller's own things: `/user/orgs` (GitHub), `/me/playlists` (Spotify),
 * `/users/me/…`, `/account/…` (the caller's account beside `/accounts/{id}`).
 */
const OWN_ROOT = /^(me|myself|user|account)$/;
/** The path's segments without its version segments and a root that spells "API" (`/api/v1/user` → user). */
const rootedSegments = (c: Chunk) => versionlessSegments(c).filter((x) => !API_ROOT.test(x));
/** The operation's caller's-own root segment (`user` of `/user/orgs`), or null. */
function ownRoot(c: Chunk): string | null {
  const segs = rootedSegments(c);
  if (segs[0] === 'users' && segs[1] === 'me') return 'me';
  return segs.length > 1 && OWN_ROOT.test(segs[0]) ? segs[0] : null;
}

/** The root word of a path that is the caller's own record and nothing under it (`/v1/account` → account), or null. */
function ownRecord(c: Chunk): string | null {
  const segs = rootedSegments(c);
  return segs.length === 1 && OWN_ROOT.test(segs[0]) ? segs[0] : null;
}

/** An operation's method and last literal path segment (`GET orgs`): what the versions of one operation share. */
const methodAndTarget = (c: Chunk) => `${c.method} ${lastLiteralSegment(c.path)}`;

/** `facts.forAnyone`: the versions for anyone (`PoolFacts`). */
function ownFit(intent: Intent, c: Chunk, facts: PoolFacts): number {
  // "what does Stripe know about my own business account?": the caller's own record (`GET /v1/account`, `GET /user`),
  // where the question speaks of the caller's own one by its word.
  const record = ownRecord(c);
  if (record) return intent.self && !!intent.owned?.some((w) => sameWord(w, record)) ? 1 : 0;
  if (!ownRoot(c)) return 0;
  const twins = facts.forAnyone.get(methodAndTarget(c)) ?? [];
  if (!intent.self) {
    // "who follows user mona42?": someone else, whom a version for anyone has a place for and the caller's has not.
    const unplaced = unplacedReferences(intent, c);
    if (twins.some((o) => unplacedReferences(intent, o) < unplaced)) return -1;
    // "unblock troll7": the question's values fill the caller's own version (`/user/blocks/{username}`) and every
    // version for anyone needs more than it gives (`/orgs/{org}/blocks/{username}`: whose block list?).
    const given = intent.values.length + intent.ownerValues.length;
    return given && pathParams(intent, c) <= given && twins.length && twins.every((o) => pathParams(intent, o) > given) ? 1 : 0;
  }
  // "who has starred my repository?": the caller owns the repository, not the list of what they starred.
  const last = words(lastLiteralSegment(c.path));
  if (intent.owned && !intent.owned.some((w) => last.some((x) => sameWord(w, x)))) return 0;
  return twins.length ? 1 : 0;
}

/**
 * The same item at a longer path: `/v1/customers/{customer}/subscriptions/{subscription_exposed_id}` where the window
 * has `/v1/subscriptions/{subscription_exposed_id}` with the same method — the item's own id finds it, and the longer
 * path asks for a parent the question gives no value for (a value it names makes the parent a scope: then both fit).
 */
function aliasOfShorter(intent: Intent, c: Chunk, pool: Chunk[]): boolean {
  const segs = segments(c.path);
  // An item; or a change to a collection under a parent the question never mentions (below). A list at a shorter path
  // may be another list (GitHub's `/issues`: the caller's).
  const item = isParam(segs[segs.length - 1] ?? '');
  if (!item && c.method === 'GET') return false;
  const asked = requestTerms(intent);
  return pool.some((o) => {
    if (o === c || o.method !== c.method || o.section) return false;
    const other = segments(o.path);
    let p = 0;
    while (p < other.length && other[p] === segs[p]) p++;
    const tail = other.slice(p);
    if (tail.length < (item ? 2 : 1) || tail.length >= segs.length - p || segs.slice(segs.length - tail.length).join('/') !== tail.join('/')) return false;
    const parents = segs.slice(p, segs.length - tail.length).filter(isParam).map((x) => resourceOfParam(c.path, x.slice(1, -1)) ?? x);
    if (!parents.length || parents.some((r) => intent.scopes.some((w) => sameWord(w, r)))) return false;
    // A change made under a parent may do more than the plain one (Stripe's `POST /v1/charges/{charge}/refunds`): it
    // is another name for it only where the question says nothing of the parent ("add a label to octo/app so people
    // can tag issues with it": the repository's labels, not an issue's).
    return item || !parents.some((r) => asked.some((t) => sameWord(t, r)));
  });
}

/** The question's content words but those only a clause that says why uses (`Intent.asideTerms`). */
const requestTerms = (intent: Intent) => [...intent.terms.filter((t) => !intent.asideTerms.includes(t)), ...intent.compounds];
/** Every word of `text` is one the request itself says (`mentions`, without the words of a clause aside). */
const requested = (intent: Intent, text: string) => mentions(intent, text) && !words(text).some((w) => intent.asideTerms.some((t) => sameWord(t, w)));

/** The intent signals of each candidate; `pool` is every candidate (for "a newer version is here too"). */
export function intentSignals(intent: Intent, c: Chunk, pool: Chunk[], facts: PoolFacts = poolFacts(intent, pool)): IntentSignals {
  // A document's section has no method, path or version: every signal is neutral.
  if (c.section) return Object.fromEntries(Object.keys(INTENT_WEIGHTS).map((k) => [k, 0])) as unknown as IntentSignals;
  const key = versionless(c);
  const newest = Math.max(...pool.filter((o) => versionless(o) === key).map(versionOf));
  const object = objectFit(intent, c);
  const does = summaryDoes(intent, c);
  return {
    method: methodFit(intent, c, does, facts),
    shape: shapeFit(intent, c, facts.operations),
    scope: scopeFit(intent, c, facts),
    target: targetFit(intent, c, does, facts),
    deprecated: isDeprecated(c) ? -1 : 0,
    superseded: versionOf(c) < newest || aliasOfShorter(intent, c, pool) ? -1 : 0,
    detour: detourOf(intent, c, facts),
    through: throughFit(intent, c, facts.common),
    people: peopleFit(intent, c, facts),
    object: narrowerKind(intent, c, facts.operations) ? object - 0.5 : object,
    filter: filterFit(intent, c),
    named: namedFit(intent, c),
    verb: verbFit(intent, c, object, does),
    field: fieldFit(intent, c, facts),
    apiItself: aboutApiItself(c, facts) ? -1 : 0,
    testOnly: testOnlyFit(intent, c),
    placed: facts.placing.has(lastLiteralSegment(c.path)) && unplacedReferences(intent, c) > 0 ? -1 : 0,
    own: ownFit(intent, c, facts),
    counts: intent.counts && answersWithCounts(c) ? 1 : 0,
  };
}

/** What a segment named for counts counts (`task_counts` → task), or null. */
function countedIn(seg: string): string | null {
  const ws = words(seg);
  return ws.length > 1 && COUNT_WORD.test(ws[ws.length - 1]) ? ws.slice(0, -1).join('_') : null;
}

/** The operation answers with numbers of things (the `counts` signal). */
function answersWithCounts(c: Chunk): boolean {
  const last = words(lastLiteralSegment(c.path));
  return last.some((w) => COUNT_WORD.test(w)) || COUNT_TEXT.test(`${c.summary}. ${c.detail.description.slice(0, 300)}`);
}
const COUNT_WORD = /^(counts?|stats|statistics|tally)$/;
const COUNT_TEXT = /\b(counts?|number of|quantities|totals?)\b/i;

/**
 * `facts.resources`: the candidates' resources (`PoolFacts`). A field that names one (`bank_account` beside
 * `/bank_accounts`) links or embeds that thing: naming it says where something goes, not which setting changes.
 */
function fieldFit(intent: Intent, c: Chunk, facts: PoolFacts): number {
  if (intent.action !== 'update' && intent.action !== 'create' && intent.action !== 'act') return 0;
  const fields = ownBodyFields(c);
  const own = fields.map((f) => words(f.name));
  // "pause subscription sub_9", "archive octo/app": a field named for what the verb does (`pause_collection`,
  // `archived`) is the setting the change makes — where no candidate is an operation for it by name ("cancel" has
  // "Cancel a subscription" beside `cancel_at_period_end`), and not for a verb any change uses ("set", "add").
  const specific = specificVerb(intent);
  const verb = specific && !facts.verbDone && !ANY_CHANGE.test(specific) ? specific : null;
  // A field whose values include the state the verb brings about ("reject timesheet 15" → `approval_status: rejected`)
  // is that setting as well.
  if (verb && (own.some((ws) => sameWord(ws[0], verb)) || fields.some((f) => f.enum?.some((v) => sameWord(v, verb))))) return 1;
  // So is a field named for the state a marking brings about, or one whose values include it ("mark deployment 12 as
  // successful" → `state: success`, "mark task 7 as complete" → `completed`).
  if (intent.state && namesState(intent.state, fields, own)) return 1;
  const joined = own
    .filter((ws) => ws.length > 1)
    .map((ws) => ws.join(''))
    .filter((f) => !facts.resources.has(singular(f)));
  return intent.compounds.some((w) => joined.some((f) => f === w || singular(f) === singular(w))) ? 1 : 0;
}

/** A field is named for `state` or takes it as a value, the state as written or without an adjective's ending. */
function namesState(state: string, fields: FieldInfo[], own: string[][]): boolean {
  const forms = [state, state.replace(/(?:ful|ed)$/, '')];
  const is = (w: string) => forms.some((s) => sameWord(w, s));
  return own.some((ws) => ws.length === 1 && is(ws[0])) || fields.some((f) => f.enum?.some((v) => is(String(v))));
}

/**
 * The request body's own fields, each by its name: those at its top or, where the whole body is one object some APIs
 * wrap every body in (`data`), that object's ("approve timesheet 15" → `approval_status` of `{data: {approval_status}}`).
 */
function ownBodyFields(c: Chunk): Array<FieldInfo & { name: string }> {
  const fields = c.detail.requestBody?.fields ?? [];
  const top = fields.filter((f) => !/[.[]/.test(f.path));
  const envelope = top.length === 1 ? `${top[0].path}.` : null;
  if (!envelope || !fields.some((f) => f.path.startsWith(envelope))) return top.map((f) => ({ ...f, name: f.path }));
  return fields.filter((f) => f.path.startsWith(envelope) && !/[.[]/.test(f.path.slice(envelope.length))).map((f) => ({ ...f, name: f.path.slice(envelope.length) }));
}

/** Verbs of any change or creation, which name no setting of their own. */
const ANY_CHANGE = /^(give|replace|overwrite|submit|write|build|issue|start|open)$/;

/**
 * "who …" asks for people: an operation that answers with them fits (+1); where some candidate does, one that answers
 * with something else (the repositories a user starred, against the people who starred one) does not (−1).
 */
function peopleFit(intent: Intent, c: Chunk, facts: PoolFacts): number {
  if (!intent.asksWho) return 0;
  // "who follows me?", "who is following octocat?": the people who do it (`followers`), not what the path's owner does
  // (`following`: whom the user follows) — where the window has both.
  const doing = /^([a-z]{3,})ing$/.exec(lastLiteralSegment(c.path))?.[1];
  if (doing && WHO_DOES.test(intent.question) && (facts.agents.has(doing) || facts.agents.has(`${doing}e`))) return -1;
  if (answersWithPeople(c)) return 1;
  return facts.people ? -1 : 0;
}

/**
 * "who" as the subject ("who follows me?"), not as the object ("who do I follow?", "who does user mona follow?": after
 * "who", a form of "do" opens a question about whom the one named does it to).
 */
const WHO_DOES = /\bwho\b(?! (do|does|did)\b)(?! (am|can|should|have|has|will) (i|we|you|me|us)\b)/i;

/** The verb stem of a segment that names who does something: `followers` → follow, `subscribers` → subscribe. */
function agentStem(seg: string): string | null {
  return /^([a-z]{3,})(?:ers|ors)$/.exec(seg)?.[1] ?? null;
}

export function intentScore(s: IntentSignals, w: IntentSignals = INTENT_WEIGHTS): number {
  return (Object.keys(w) as Array<keyof IntentSignals>).reduce((sum, k) => sum + s[k] * w[k], 0);
}

/** Fields that identify an account, on the items of a list a successful response returns (`[].login`, `members[].email`). */
const ACCOUNT_FIELD = /^(?:[a-z_]+)?\[\]\.(login|username|user_name|email|avatar_url|display_name|real_name)$/;

/** Nouns that name people in any domain: a path ending in one lists or acts on people (`/teams/{id}/users`). */
const PEOPLE = /^((?!place)[a-z]*holders?|users?|members?|people|persons?|collaborators?|contributors?|followers?|stargazers?|subscribers?|watchers?|assignees?|reviewers?|owners?|admins?|administrators?|maintainers?|participants?|attendees?|guests?|employees?|authors?|recipients?|invitees?|moderators?|viewers?|accounts?|cast|crew|staff)$/;

/** A list in a response named with a noun for people (`cast: array<object>`, `members[].id`). */
function peopleList(f: { path: string; type: string }): boolean {
  const list = /^(?:[a-z_]+\.)?([a-z_]+)\[\]\./.exec(f.path)?.[1] ?? (/^array\b/.test(f.type) ? /([a-z_]+)$/.exec(f.path)?.[1] : undefined);
  return !!list && PEOPLE.test(list);
}

/**
 * The operation answers with people: its successful response's items carry an account's login, username or
 * email, or a list of them is named for people (`cast[]`, `crew[]`), or its path ends in a noun for people
 * (`/teams/{team_gid}/users`, `/repos/{owner}/{repo}/stargazers`).
 */
export function answersWithPeople(c: Chunk): boolean {
  if (c.method === 'GET' && PEOPLE.test(lastLiteralSegment(c.path))) return true;
  return successFields(c).some((f) => ACCOUNT_FIELD.test(f.path) || peopleList(f));
}

/** The names of the lists a successful response of the operation holds at its top (`users[]`, `teams[]`). */
function listsOf(c: Chunk): string[] {
  const lists = successFields(c).map((f) => /^([a-z_]+)\[\]/.exec(f.path)?.[1] ?? (/^array\b/.test(f.type) && /^[a-z_]+$/.test(f.path) ? f.path : ''));
  return [...new Set(lists.filter(Boolean))];
}

/** A successful response of the operation holds, at its top, a list named for `thing` (`groups[]` for "groups"). */
const answersWithListOf = (c: Chunk, thing: string) => listsOf(c).some((list) => sameWord(list, thing));

/** The fields of an operation's successful (2xx) responses. */
const successFields = (c: Chunk) => c.detail.responses.filter((r) => r.code.startsWith('2')).flatMap((r) => r.fields);

export interface IntentRanked<T extends { chunk: Chunk; score: number }> {
  ranked: Array<T & { intent: IntentSignals; base: number }>;
}

/**
 * Re-order the first `window` candidates by their retrieval score (relative to the best one) plus the
 * weighted intent signals; candidates past the window keep their order after them.
 */
/**
 * How the retrieval evidence of a candidate weighs against its intent signals (whose hand-set weights stay):
 * a pairwise logistic ranker over the window's candidates, fitted on the visible sets with each set held out in
 * turn (`npm run eval -- --fit-pairwise`), scaled so the intent score keeps weight 1. Used for windows of
 * operations only: on documents (`npm run eval:documents`) it found the quoted passage less often (0.60 → 0.50).
 */
export const RETRIEVAL_WEIGHTS = { base: 0.582, cosine: 0.85, head: 0.305 };

/** The retrieval evidence the ranker reads besides the fused score: cosine with the question, head term coverage. */
export interface RetrievalEvidence {
  cosine(c: Chunk): number;
  head(c: Chunk): number;
}

export function rankByIntent<T extends { chunk: Chunk; score: number }>(asked: Intent, candidates: T[], window = 30, evidence?: RetrievalEvidence): Array<T & { intent: IntentSignals; base: number }> {
  const head = candidates.slice(0, window);
  const top = Math.max(...head.map((c) => c.score), Number.MIN_VALUE);
  const bottom = Math.min(...head.map((c) => c.score));
  const pool = head.map((c) => c.chunk);
  const intent = closingForGood(changeOfNamedThing(asked, pool), pool);
  const facts = poolFacts(intent, pool);
  // The weights were fitted on operations; a window with document passages ranks as before (measured better there).
  const weigh = pool.some((c) => c.section) ? undefined : evidence;
  const scored = head.map((c, i) => {
    const signals = intentSignals(intent, c.chunk, pool, facts);
    // Retrieval score scaled to 0.5..1 within the window, so intent re-orders near-ties, not far-apart hits.
    const base = top > bottom ? 0.5 + (0.5 * (c.score - bottom)) / (top - bottom) : 1;
    const retrieval = weigh ? RETRIEVAL_WEIGHTS.base * base + RETRIEVAL_WEIGHTS.cosine * weigh.cosine(c.chunk) + RETRIEVAL_WEIGHTS.head * weigh.head(c.chunk) : base;
    return { ...c, intent: signals, base, order: i, final: retrieval + intentScore(signals) };
  });
  const rest = candidates.slice(window).map((c) => ({ ...c, intent: intentSignals(intent, c.chunk, pool, facts), base: 0 }));
  // Then what the spec's structure says outright, in this order: the method among one path's operations, a part changed
  // through its item's update, the operation with a place for every value, a setting put in place, the item a value
  // names or the collection a list asks for (of the kind it asks for), a thing made under the one named, the whole of
  // the lists asked for, a new thing made where only its place is named, the things under a named item or its own
  // record, no one item of a kind spoken of in the plural, a removal made on its holder, a value's place taken, a value
  // spelled in the path.
  type Scored = (typeof scored)[number];
  const passes: Array<(ranked: Scored[]) => Scored[]> = [
    interleaved,
    (r) => siblingsByMethod(r, intent),
    (r) => changedThroughItem(r, intent),
    placedFirst,
    (r) => settingPutsInPlace(r, intent),
    (r) => namedItemFirst(r, intent),
    (r) => collectionForList(r, intent),
    (r) => askedKindFirst(r, intent),
    (r) => madeUnderNamedItem(r, intent),
    (r) => wholeAskedFirst(r, intent),
    (r) => newThingMade(r, intent),
    (r) => thingsOfNamedItem(r, intent),
    (r) => recordOfNamedItem(r, intent),
    (r) => kindInGeneral(r, intent),
    (r) => removedFromHolder(r, intent),
    (r) => valueTakenFirst(r, intent),
    (r) => spelledValueFirst(r, intent),
  ];
  const ordered = passes.reduce((ranked, pass) => pass(ranked), scored);
  return [...ordered.map(({ order: _o, ...r }) => r as T & { intent: IntentSignals; base: number; final: number }), ...rest];
}

/**
 * "take project 3 out of portfolio 2", "remove user 5 from team 2": a removal from a thing is made on that thing, which
 * stays. Where the first operation deletes either thing outright (`DELETE /projects/{project_gid}`,
 * `DELETE /portfolios/{portfolio_gid}`), the first one that fits the action and acts under the holder
 * (`POST /portfolios/{portfolio_gid}/removeItem`) or names it (`POST /tasks/{task_gid}/removeProject`) takes its place.
 */
function removedFromHolder<R extends { chunk: Chunk; intent: IntentSignals }>(ranked: R[], intent: Intent): R[] {
  if (!intent.removedFrom.length) return ranked;
  const holders = intent.removedFrom.map((r) => r.resource);
  const under = (c: Chunk) => holders.every((kind) => holderParam(c, kind));
  // The kind of item a path ends in (`/projects/{project_gid}` → project), or null for a literal end (`…/removeItem`).
  const itemKind = (c: Chunk) => {
    const last = segments(c.path).at(-1) ?? '';
    return isParam(last) ? (resourceOfParam(c.path, last.slice(1, -1)) ?? paramNoun(last.slice(1, -1))) : null;
  };
  const isHolder = (kind: string) => holders.some((h) => isKindOf(h, kind));
  // A holder named by its kind alone ("… from its value list"): only deleting the holder itself is wrong, and what
  // takes the thing out is whatever else ends in an item (the question's word for the thing may not be the spec's).
  const byKind = intent.removedFrom.some((r) => !r.value);
  // So is a thing named in a word no candidate's path uses ("the recorded occurrence web.17a from namespace shop"; not
  // "uninstall our GitHub App from installation 4411": `/app/installations/{installation_id}`).
  const object = intent.object;
  const unnamed = byKind || !object || !ranked.some((r) => words(r.chunk.path).some((w) => sameWord(w, object)));
  const isObject = (kind: string) => (unnamed ? !isHolder(kind) : isKindOf(object!, kind));
  // Deleting the thing or the holder itself; deleting the thing by its own path under the holder ("remove ingress web
  // from namespace shop") takes it out of there.
  const outright = (c: Chunk) => {
    const kind = itemKind(c);
    return !!kind && !under(c) && ((!unnamed && isObject(kind)) || isHolder(kind));
  };
  const first = ranked.findIndex((r) => !r.chunk.section);
  if (first < 0 || !outright(ranked[first].chunk)) return ranked;
  // A literal end takes the thing out where it says so (`…/removeItem`) or names the thing (`…/labels`); another part of
  // the holder is not the thing (`DELETE /app/installations/{installation_id}/suspended` ends a suspension: "uninstall
  // the app from installation 4411" deletes the installation).
  const literalRemoves = (c: Chunk) => !intent.object || namedAction(c) === 'delete' || words(lastLiteralSegment(c.path)).some((w) => sameWord(w, intent.object!));
  // An operation that takes the thing out: under the holder or named for it, ending in an action or in the thing's
  // own id (not another item's: `DELETE /projects/{project_id}/collaborators/{username}`).
  const removes = (r: R) => {
    const kind = itemKind(r.chunk);
    const names = (h: string) => holderParam(r.chunk, h) || words(lastLiteralSegment(r.chunk.path)).some((w) => sameWord(w, h));
    return !r.chunk.section && r.intent.method > 0 && !outright(r.chunk) && (kind ? isObject(kind) : literalRemoves(r.chunk)) && holders.every(names);
  };
  const out = [...ranked];
  moveUp(out, first, removes);
  return out;
}

/** The path takes the id of a `kind` before its end: it acts under one of them (`/portfolios/{portfolio_gid}/removeItem`). */
function holderParam(c: Chunk, kind: string): boolean {
  const segs = segments(c.path);
  return segs.some((seg, i) => isParam(seg) && i < segs.length - 1 && paramKinds(c.path, seg.slice(1, -1)).some((n) => isKindOf(kind, n)));
}

/**
 * The kinds a path parameter names: its own noun, the resource it is an id of (`{hook_id}` → hook, hooks), and the
 * collection it is taken from (`/commits/{ref}`: a commit).
 */
const paramKinds = (path: string, param: string) => [paramNoun(param), resourceOfParam(path, param) ?? '', takenFrom(path, param)].filter(Boolean);

/** The collection right before a path parameter, singular (`/commits/{ref}` → commit); '' after another parameter. */
function takenFrom(path: string, param: string): string {
  const segs = segments(path);
  const at = segs.indexOf(`{${param}}`);
  return at > 0 && !isParam(segs[at - 1]) ? singular(segs[at - 1]) : '';
}

/**
 * A question that names one thing of a collection by its value ("look up transfer tr_4 …") is about that item: the
 * item's operation (`GET /v1/transfers/{transfer}`) takes the place of the same method on the whole collection.
 */
function namedItemFirst<R extends { chunk: Chunk }>(ranked: R[], intent: Intent): R[] {
  if (intent.many || !intent.action || intent.action === 'list' || intent.action === 'create') return ranked;
  const out = [...ranked];
  for (let i = 0; i < out.length; i++) {
    const list = out[i].chunk;
    if (list.section || !namesOneOf(intent, list.path)) continue;
    const item = (r: R) => r.chunk.spec === list.spec && r.chunk.method === list.method && isItemOf(r.chunk.path, list.path);
    // A collection read with no item path is looked up in by what names one (`GET /v1/apps/secrets/find?name=…`).
    const readsCollection = list.method === 'GET' && !endsInItem(list.path);
    const lookup = (r: R) => readsCollection && r.chunk.spec === list.spec && looksUpIn(r.chunk, list.path);
    moveUp(out, i, out.some(item) ? item : lookup);
  }
  return out;
}

/** A read one segment under the collection (`…/find`, `…/lookup`) that must be told which one: a required query parameter. */
const looksUpIn = (c: Chunk, collection: string) =>
  !c.section && c.method === 'GET' && rightUnder(c.path, collection) && !endsInItem(c.path) &&
  c.detail.parameters.some((p) => p.in === 'query' && p.required);

/**
 * The other way round: a question that asks for many ("which autoscalers are set up in namespace shop?") and names
 * none of them is about the collection, whose read (`GET …/horizontalpodautoscalers`) takes the place of the read of
 * one of its items.
 */
function collectionForList<R extends { chunk: Chunk }>(ranked: R[], intent: Intent): R[] {
  const asked = intent.object;
  if (intent.action !== 'list' || !intent.many || !asked || !isPlural(asked)) return ranked;
  const out = [...ranked];
  const free = freeValues(intent).length > 0;
  for (let i = 0; i < out.length; i++) {
    const item = out[i].chunk;
    if (item.section || item.method !== 'GET' || !endsInItem(item.path)) continue;
    const collection = collectionOf(item.path);
    // The plural asked for is the collection's kind ("autoscalers" of `horizontalpodautoscalers`; "which container
    // image is deployment api running?" and "the memory limits that limit range defaults sets" ask about one), or the
    // question asks in other words, with no value for the item's id, nor any free to be it ("what payments have been
    // pushed into source src_90?": `…/source_transactions/{source_transaction}`).
    const seg = lastLiteralSegment(collection);
    const id = segments(item.path).at(-1)!.slice(1, -1);
    const open = !free && !mentions(intent, seg) && !placeReferences(intent, item).path.has(id);
    if ((!open && !isKindOf(asked, seg)) || namesOneOf(intent, collection)) continue;
    moveUp(out, i, (r) => isOperation(r.chunk, item.spec, 'GET', collection));
  }
  return out;
}

/**
 * A list of a kind of thing the spec holds ("list the namespaces", "list all namespaces in the cluster") is that kind's
 * collection: where the first operation lists something else — neither its resource nor its last segment is what the
 * question asks for (Kubernetes' `GET /api/v1/events`, whose paths all pass through namespaces) — the first read of a
 * collection of the kind asked for that fits the action, the scope and the things named as well takes its place
 * (`GET /api/v1/namespaces`).
 */
function askedKindFirst<R extends { chunk: Chunk; intent: IntentSignals }>(ranked: R[], intent: Intent): R[] {
  const asked = intent.object;
  // "how many commits a week …" counts them: an operation that counts (`…/stats/participation`) may answer it.
  if (intent.action !== 'list' || !intent.many || !asked || !isPlural(asked) || intent.verb === 'how many') return ranked;
  const first = ranked.findIndex((r) => !r.chunk.section);
  const at = ranked[first];
  // The first one's path names the kind asked for nowhere (`/v1/reporting/report_runs` lists reports, `/codes_of_conduct`
  // codes).
  if (!at || at.intent.object > 0 || (at.intent.target > 0 && !saidBeside(intent, asked, lastLiteralSegment(at.chunk.path))) || segments(at.chunk.path).some((seg) => !isParam(seg) && words(seg).some((w) => sameWord(w, asked)))) return ranked;
  const listsAsked = (r: R) =>
    !r.chunk.section && r.chunk.method === 'GET' && !endsInItem(r.chunk.path) && isKindOf(asked, lastLiteralSegment(r.chunk.path)) &&
    r.intent.object > 0 && r.intent.method > 0 && r.intent.deprecated === 0 && r.intent.placed >= 0 && r.intent.apiItself === 0 && r.intent.testOnly === 0 &&
    // …and fits the question's scope and the things it names no worse (no detour through a pull request's files).
    r.intent.scope >= at.intent.scope && r.intent.detour >= at.intent.detour && r.intent.through >= at.intent.through;
  const out = [...ranked];
  moveUp(out, first, listsAsked);
  return out;
}

/**
 * The thing of `seg` is said only beside the things asked for: as the word before their noun ("list the card readers
 * …": no cards are asked for), or as a noun in the clause after "which <things>" once its verb comes ("which physical
 * store locations are my card readers assigned to": readers are what the locations are for). Not a verb said of them
 * ("what repositories has user mona starred?": `…/starred` lists them) nor a word before that verb ("which versions of
 * the apps API group …").
 */
function saidBeside(intent: Intent, asked: string, seg: string): boolean {
  const ws = words(intent.question);
  const at = ws.findIndex((w) => w === asked);
  if (at < 0) return false;
  const verb = ws.findIndex((w, i) => i > at && AUXILIARY.test(w));
  const own = words(seg);
  const said = ws.map((w, i) => ({ w, i })).filter(({ w }) => own.some((o) => sameWord(w, o)));
  const beside = ({ w, i }: { w: string; i: number }) =>
    (i === at - 1 && !!intent.objectModifier && w === intent.objectModifier) || (verb >= 0 && i > verb && !/(?:ed|ing)$/.test(w));
  return said.length > 0 && said.every(beside);
}

/**
 * "set a CPU and memory quota for namespace team-a", "run a one-off batch task in namespace batch": a change whose thing
 * comes in with an indefinite article, where the question names only where it goes (not "rename a folder": any one),
 * makes a new one — the item's own parameter (`…/resourcequotas/{name}`) has no value. Where the first operation is on
 * such an item (its PUT), the creation in its collection (`POST …/resourcequotas`) takes its place. Not where the
 * question speaks of one of them (`oneSpokenOf`: "add a label to the quota in namespace team-a"). A creation says what it
 * makes, wherever that goes ("set up a new customer portal configuration that lets customers cancel …": not the update
 * of one, `POST …/configurations/{configuration}`, that the words on what it does draw).
 */
function newThingMade<R extends { chunk: Chunk }>(ranked: R[], intent: Intent): R[] {
  const creates = intent.action === 'create';
  if ((!creates && intent.action !== 'update' && intent.action !== 'act') || intent.httpMethod || !BRINGS_IN_NEW.test(textAfterVerb(intent))) return ranked;
  const first = ranked.findIndex((r) => !r.chunk.section);
  const item = ranked[first]?.chunk;
  const collection = item ? collectionOf(item.path) : '';
  // On a collection of things (not the `{path}` a `…/proxy` forwards to).
  if (!item || !namesMany(lastLiteralSegment(collection))) return ranked;
  // "rename a folder" names no place: any folder, one that exists. Values bound to a kind ("namespace team-a") or free
  // to name the thing itself ("compute-7") may leave none for it (an acronym, "CPU", is no name); one named ("a label
  // to pod web-2") exists.
  const placed = intent.references.filter((r) => r.resource).length + freeValues(intent).length + intent.ownerValues.length;
  if ((!creates && !placeNamed(intent, item)) || pathParams(intent, item) <= placed || oneSpokenOf(intent, collection)) return ranked;
  const out = [...ranked];
  moveUp(out, first, (r) => isOperation(r.chunk, item.spec, 'POST', collection));
  return out;
}

/**
 * The question names where a new thing of the item's collection goes: a scope it names is a parameter of the item's path
 * ("in namespace batch": `{namespace}` of `…/namespaces/{namespace}/jobs/{name}`).
 */
function placeNamed(intent: Intent, item: Chunk): boolean {
  const params = segments(item.path).filter(isParam).map((p) => p.slice(1, -1));
  return params.some((p) => paramKinds(item.path, p).some((kind) => intent.scopes.some((scope) => sameWord(scope, kind))));
}

/** The words after a verb bring in a thing: "a …", "an …", "another …", "one more …". */
const BRINGS_IN_NEW = /^(?:a|an|another|one more)\b/;
/** A word that points at one thing already known ("the quota", "my webhook"). */
const DEFINITE = /^(the|this|that|my|our|your|their|its|his|her)$/;
/** What the question says after its verb ("set up" in two words), as written (nothing where it says the verb in other words). */
const textAfterVerb = (intent: Intent) => {
  const ws = words(intent.question);
  const verb = words(intent.verb ?? '');
  const at = verb.length ? ws.findIndex((_, i) => verb.every((v, k) => ws[i + k] === v)) : -1;
  return at < 0 ? '' : ws.slice(at + verb.length).join(' ');
};
/**
 * The question speaks of one thing of the collection: names it (`namesOneOf`), points at it as known ("the quota"), or
 * makes it the scope of what it asks ("a whole new definition for pod group trainers").
 */
function oneSpokenOf(intent: Intent, collection: string): boolean {
  const kind = lastLiteralSegment(collection);
  return namesOneOf(intent, collection) || knownOne(intent, kind) || intent.scopes.some((scope) => isKindOf(scope, kind));
}

/** The question points at one thing of this collection's kind as known: a definite word up to three words before its noun. */
function knownOne(intent: Intent, seg: string): boolean {
  const ws = words(intent.question);
  return ws.some((w, i) => isKindOf(w, seg) && ws.slice(Math.max(0, i - 3), i).some((d) => DEFINITE.test(d)));
}

/**
 * "who may push to branch release in acme/web? users, teams and apps in one answer": a read that asks for two or more of
 * the lists one operation answers with (`users[]`, `teams[]` and `apps[]` of `GET …/protection/restrictions`) is that
 * operation's, not the read of one thing under it (`GET …/restrictions/users`), whose place it takes.
 */
function wholeAskedFirst<R extends { chunk: Chunk }>(ranked: R[], intent: Intent): R[] {
  if (intent.action !== 'list' && intent.action !== 'read') return ranked;
  const first = ranked.findIndex((r) => !r.chunk.section);
  const part = ranked[first]?.chunk;
  if (!part || part.method !== 'GET' || endsInItem(part.path)) return ranked;
  const whole = part.path.slice(0, part.path.lastIndexOf('/'));
  // Each list by the question's own words (not the spec's words for them: "users" asks for no apps), not those of a
  // value it names ("octo/app" asks for no apps).
  const named = new Set(intent.values.flatMap(words));
  const said = words(intent.question).filter((w) => !named.has(w));
  const asked = (r: R) => listsOf(r.chunk).filter((list) => words(list).every((w) => said.some((s) => sameWord(s, w))));
  const out = [...ranked];
  moveUp(out, first, (r) => isOperation(r.chunk, part.spec, 'GET', whole) && asked(r).length >= 2);
  return out;
}

/**
 * "register the CFO as a representative on connected account acct_55": a creation of a kind the spec holds, in one thing
 * the question names, makes one under that thing. Where the first operation changes the named thing itself (`POST
 * /v1/accounts/{account}`), the first creation of the kind asked right under it (`POST
 * /v1/accounts/{account}/people`) takes its place.
 */
function madeUnderNamedItem<R extends { chunk: Chunk; intent: IntentSignals }>(ranked: R[], intent: Intent): R[] {
  if (intent.action !== 'create' || !intent.object) return ranked;
  const first = ranked.findIndex((r) => !r.chunk.section);
  const at = ranked[first];
  if (!at || !endsInItem(at.chunk.path) || !namesOneOf(intent, collectionOf(at.chunk.path))) return ranked;
  const item = at.chunk;
  const makes = (r: R) =>
    isMadeIn(r.chunk, item) && r.intent.object >= 1 && r.intent.deprecated === 0 && r.intent.placed >= 0 && r.intent.testOnly === 0;
  const out = [...ranked];
  moveUp(out, first, makes);
  return out;
}

/** A POST to a collection right under the item (`…/{account}/people` under `…/{account}`), in the same spec. */
const isMadeIn = (c: Chunk, item: Chunk) => !c.section && c.spec === item.spec && c.method === 'POST' && rightUnder(c.path, item.path);

/**
 * A question that names one item and asks about things of it in the plural ("which bigger goals does goal 30 contribute
 * to?", "how many hours were logged on task 12?", "which files are attached to release 88?") is about what hangs under
 * that item, not the item's own record: the first read under the item (`GET /goals/{goal_gid}/parentGoals`) takes the
 * place of the item's. Plurals that name the record's own content ("the details of commit 3f2a1") ask for the record.
 */
function thingsOfNamedItem<R extends { chunk: Chunk }>(ranked: R[], intent: Intent): R[] {
  if (intent.action !== 'read' && intent.action !== 'list') return ranked;
  const plurals = pluralNouns(intent);
  if (!plurals.length) return ranked;
  const out = [...ranked];
  for (let i = 0; i < out.length; i++) {
    const item = out[i].chunk;
    const collection = collectionOf(item.path);
    if (item.section || item.method !== 'GET' || collection === item.path || !namesOneOf(intent, collection)) continue;
    // A plural the item's own path spells before its kind names the item ("financial connections account fca_3":
    // `financial_connections/accounts`), not things under it; its kind may ("which bigger goals does goal 12 feed into?").
    const kind = words(lastLiteralSegment(collection)).at(-1);
    const own = words(item.path);
    const under = plurals.filter((w) => w === kind || !own.includes(w));
    // "which ports does service checkout expose?": a list the item's own record holds (`spec.ports[]`) is read there.
    if (!under.length || under.every((w) => answersField(item, w))) continue;
    // Things of it: a collection under it (`…/{release_id}/assets`), not a part of the record (`…/{name}/status`).
    moveUp(out, i, (r) => r.chunk.spec === item.spec && r.chunk.method === 'GET' && r.chunk.path.startsWith(`${item.path}/`) && namesMany(lastLiteralSegment(r.chunk.path)));
  }
  return out;
}

/**
 * The other way round again: a question that names one item and asks about it ("get the status and conclusion of
 * workflow run 9001") reads that item's record. Where the first operation reads a part of the item the question never
 * mentions (`…/runs/{run_id}/timing`: target < 0), the item's own read (`…/runs/{run_id}`) takes its place.
 */
function recordOfNamedItem<R extends { chunk: Chunk; intent: IntentSignals }>(ranked: R[], intent: Intent): R[] {
  // A question that asks for several parts of the item ("its body and labels", "…, and which repos can see it?") is
  // answered by its record, which holds them, not by the one part or things under it that one of them names
  // (`…/{issue_number}/labels`), whether or not that part is many.
  const several = intent.parts.length > 1 && (intent.action === 'read' || intent.action === 'list');
  if (!several && (intent.action !== 'read' || intent.many)) return ranked;
  const first = ranked.findIndex((r) => !r.chunk.section);
  const part = ranked[first]?.chunk;
  const segs = part ? segments(part.path) : [];
  if (!part || part.method !== 'GET' || !(several ? underItem(segs) : ranked[first].intent.target < 0 && partOfItem(segs))) return ranked;
  const item = part.path.slice(0, part.path.lastIndexOf('/'));
  // "how many stars and forks does octo/app have?": a key in parts names the item it fills (`/repos/{owner}/{repo}`).
  const itemSegs = segments(item);
  if (!namesOneOf(intent, collectionOf(item)) && !(several && filledKey(intent, itemSegs) === itemSegs.length - 2)) return ranked;
  // …and whose summary says nothing asked that the item's does not, in the question's words or the spec's for them
  // ("the access control list for calendar c1" is the part `…/{calendarId}/acl`, "Returns the rules in the access
  // control list"; "everything that happened on issue 88" is its timeline, "List timeline events for an issue").
  const asked = [...requestTerms(intent), ...intent.related];
  const said = (c: Chunk) => asked.filter((t) => words(c.summary).some((w) => sameWord(w, t)));
  const record = ranked.find((r) => isOperation(r.chunk, part.spec, 'GET', item));
  if (!record) return ranked;
  const onRecord = said(record.chunk);
  if (!several && said(part).some((t) => !onRecord.includes(t))) return ranked;
  const out = [...ranked];
  moveUp(out, first, (r) => r === record);
  return out;
}

/**
 * "list every review comment left on pull requests across acme/web", "what labels exist for tagging issues in
 * octo/app?": a kind the question speaks of only in the plural, naming none of them by value, is no one item of it.
 * Where the first operation takes the id of one (`…/pulls/{pull_number}/comments`), the first with the same method
 * and last segment that does without it (`…/pulls/comments`, `…/labels`) takes its place.
 */
function kindInGeneral<R extends { chunk: Chunk }>(ranked: R[], intent: Intent): R[] {
  const first = ranked.findIndex((r) => !r.chunk.section);
  const at = ranked[first]?.chunk;
  if (!at || intent.references.some((r) => r.resource)) return ranked;
  const segs = segments(at.path);
  const general = segs.findIndex((seg, i) => i > 0 && i < segs.length - 1 && isParam(seg) && !isParam(segs[i - 1]) && saidInPlural(intent, segs[i - 1]));
  if (general < 0) return ranked;
  // Without the id, or without the collection it is taken from as well.
  const without = [[...segs.slice(0, general), ...segs.slice(general + 1)], [...segs.slice(0, general - 1), ...segs.slice(general + 1)]].map((s) => `/${s.join('/')}`);
  const out = [...ranked];
  moveUp(out, first, (r) => without.some((path) => isOperation(r.chunk, at.spec, at.method, path)));
  return out;
}

/**
 * The question names things of `collection` only in the plural: its word ("issues") or a phrase whose first word is
 * its singular and whose next is plural ("pull requests" of `pulls`), and never in the singular.
 */
function saidInPlural(intent: Intent, collection: string): boolean {
  const one = singular(collection.toLowerCase());
  // "in namespace payments" names one, the scope of the question.
  if (intent.scopes.some((scope) => sameWord(scope, one))) return false;
  const tokens = intent.question.toLowerCase().split(/[^a-z0-9_-]+/).filter(Boolean);
  const said = tokens.flatMap((t, i) => (sameWord(t, one) ? [t === one && /^[a-z]+$/.test(tokens[i + 1] ?? '') ? tokens[i + 1] : t] : []));
  return said.length > 0 && said.every(isPlural);
}

/**
 * The question's words in the plural that name things: not a value, not the record's own content, and not a verb after
 * the thing it names ("pod web-1 keeps crashing").
 */
function pluralNouns(intent: Intent): string[] {
  const values = new Set(intent.values.map((v) => v.toLowerCase()));
  const tokens = intent.question.toLowerCase().split(/\s+/).map((t) => t.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''));
  const verbAfterValue = (w: string) => tokens.some((t, i) => t === w && i > 0 && values.has(tokens[i - 1]));
  return intent.terms.filter((w) => isPlural(w) && !values.has(w) && !OWN_CONTENT.test(w) && !verbAfterValue(w));
}

/** A field of the operation's request body is named by the word (`data.status` for "status"). */
const takesField = (c: Chunk, word: string) => namesField(c.detail.requestBody?.fields ?? [], word);

/** A field of the operation's successful response is named by the word (`spec.ports[].port` for "ports"). */
const answersField = (c: Chunk, word: string) => namesField(successFields(c), word);

/** One of the fields is named by the word: a word of its path is it. */
const namesField = (fields: Array<{ path: string }>, word: string) => fields.some((f) => words(f.path).some((w) => sameWord(w, word)));

/** Plurals that name a record's own content, not things of it. */
const OWN_CONTENT = /^(details|fields|properties|attributes|contents|values|settings|specs)$/;

/**
 * The question names one thing of this collection by its value ("transfer tr_4"; "check run 55" of `check-runs`; "the
 * validating webhook configuration opa-gate" of `validatingwebhookconfigurations`, which it says in full), or mentions
 * the collection and names a value of no kind, which can only be one of it ("is spammer99 on my blocked list?").
 */
function namesOneOf(intent: Intent, collection: string): boolean {
  const seg = lastLiteralSegment(collection);
  const head = words(seg).at(-1) ?? seg;
  // Whether the question says the collection in full is asked only where it decides (every pass asks this per candidate).
  const ofIt = (kind: string) => sameWord(kind, seg) || sameWord(kind, head) || (closedCompoundOf(seg, kind, 4) && mentions(intent, seg));
  return intent.references.some((r) => r.resource && ofIt(r.resource)) || (freeValues(intent).length > 0 && mentions(intent, seg));
}

/**
 * The question's values that name no kind of thing (`Intent.references`) and read as an identifier ("spammer99"): one
 * word with a letter, not a key in parts, a date, or a number ("to 120" is an amount) or a title ("universal pictures"),
 * nor an acronym, which is jargon ("CPU", "GPU").
 */
const freeValues = (intent: Intent) =>
  intent.values.filter((v) => /^[^\s]*[a-z][^\s]*$/i.test(v) && !ACRONYM.test(v) && !KEY_VALUE.test(v) && !/^\d{4}-\d\d/.test(v) && !intent.references.some((r) => r.value === v.toLowerCase()));

/**
 * A typed id (`TYPED_ID`: no name anyone picks) the question gives as one of a kind of thing ("the fraud value list
 * rsl_3", "price price_7") is data the answer's operation must take: a first operation with no place for it (`scope`
 * −1: `GET /v1/radar/early_fraud_warnings`) gives way to the first one that has one and fits the action as well.
 */
function valueTakenFirst<R extends { chunk: Chunk; intent: IntentSignals }>(ranked: R[], intent: Intent): R[] {
  const first = ranked[0];
  if (!first || first.chunk.section || first.intent.scope >= 0 || !intent.references.some((r) => r.resource && TYPED_ID.test(r.value))) return ranked;
  const out = [...ranked];
  moveUp(out, 0, (r) => !r.chunk.section && r.chunk.spec === first.chunk.spec && r.intent.scope > 0 && r.intent.method >= first.intent.method);
  return out;
}

/**
 * "the authorization.k8s.io API group", "API group batch/v1": an operation whose path ends in a value the question
 * names is that thing's own; where the first is not, the first such one that fits the action as well takes its place.
 */
function spelledValueFirst<R extends { chunk: Chunk; intent: IntentSignals }>(ranked: R[], intent: Intent): R[] {
  const first = ranked[0];
  // The named signal is 1 only for a path that ends in a value the question names (`spelledValue`).
  const ends = (r: R) => r.intent.named === 1;
  if (!first || first.chunk.section || ends(first)) return ranked;
  const out = [...ranked];
  moveUp(out, 0, (r) => r.chunk.spec === first.chunk.spec && ends(r) && r.intent.method >= first.intent.method);
  return out;
}

/** The first candidate after place `i` that `fits` takes that place; the rest keep their order. */
function moveUp<R>(out: R[], i: number, fits: (r: R) => boolean): void {
  const j = out.findIndex((r, at) => at > i && fits(r));
  if (j > i) out.splice(i, 0, ...out.splice(j, 1));
}

/** The collection an item's path takes it from (`/v1/transfers/{transfer}` → `/v1/transfers`); the path itself otherwise. */
export const collectionOf = (path: string) => path.replace(/\/\{[^/]+\}$/, '');

/** The chunk is the operation of that spec with that method at that path (no document section). */
const isOperation = (c: Chunk, spec: string, method: string, path: string) => !c.section && c.spec === spec && c.method === method && c.path === path;

/**
 * `path` is an item of `collection` (`/v1/transfers/{transfer}` of `/v1/transfers`). An item is no collection: the
 * `{sha}` of `/gists/{gist_id}/{sha}` is a revision of the gist, not one of many gists.
 */
const isItemOf = (path: string, collection: string) => !endsInItem(collection) && rightUnder(path, collection) && path.startsWith(`${collection}/{`);

/** `path` is one segment right under `parent` (`…/{account}/people` under `…/{account}`). */
const rightUnder = (path: string, parent: string) => path.startsWith(`${parent}/`) && !path.slice(parent.length + 1).includes('/');

/**
 * "set a CPU quota for namespace team-a", "set the hourly rate for user 5 on project 2": setting a thing of which the
 * question names no one puts one in place — the collection's creation (`POST …/resourcequotas`) takes the place of a
 * change to one item of it that nothing in the question identifies (`PUT …/resourcequotas/{name}`). Setting a field
 * of a thing ("set the status of my project": a field of its request body, not the thing's own kind as `rate` is of
 * `/rates`) changes the thing.
 */
function settingPutsInPlace<R extends { chunk: Chunk }>(ranked: R[], intent: Intent): R[] {
  if (intent.verb !== 'set' || intent.action !== 'update' || !intent.object || intent.objectNamed) return ranked;
  const out = [...ranked];
  for (let i = 0; i < out.length; i++) {
    const c = out[i].chunk;
    const collection = collectionOf(c.path);
    if (c.section || (c.method !== 'PUT' && c.method !== 'PATCH') || collection === c.path || namesOneOf(intent, collection) || (takesField(c, intent.object) && objectFit(intent, c) <= 0)) continue;
    moveUp(out, i, (r) => isOperation(r.chunk, c.spec, 'POST', collection));
  }
  return out;
}

/**
 * The values a question names are data for the call: of the operations that act the same way on the same resource
 * (method, last literal segment and the shape after it, `resourceAndShape`: `GET /search/issues`,
 * `GET /repos/{owner}/{repo}/issues`), one with a place for
 * every value takes the place of one without (`placed`: "which issues are still open in octo/app?").
 */
function placedFirst<R extends { chunk: Chunk; intent: IntentSignals }>(ranked: R[]): R[] {
  const out = [...ranked];
  for (let i = 0; i < out.length; i++) {
    const at = out[i].chunk;
    if (at.section || out[i].intent.placed >= 0) continue;
    const resource = resourceAndShape(at.path);
    const same = (r: R) => !r.chunk.section && r.chunk.spec === at.spec && r.chunk.method === at.method && r.intent.placed === 0 && resourceAndShape(r.chunk.path) === resource;
    // Once one that places every value is ahead, the rest keep their order.
    if (!out.slice(0, i).some(same)) moveUp(out, i, same);
  }
  return out;
}

/**
 * An action on an item that the question never names (`POST /v1/issuing/disputes/{dispute}/submit` for "where does card
 * dispute idp_4 stand?": `target` < 0, and none of its words or inputs asked for) acts on that item
 * (`/v1/issuing/disputes/{dispute}`, returned; null for any other operation): the item's own operations are its siblings
 * then, where they take the values named as well (not so "have reader tmr_4 collect payment intent pi_9": the reader's
 * own read takes no payment intent).
 */
function itemActedOn(intent: Intent, at: { chunk: Chunk; intent: IntentSignals }): string | null {
  const cut = at.chunk.path.lastIndexOf('/');
  const item = at.chunk.path.slice(0, cut);
  const action = at.chunk.path.slice(cut + 1);
  if (at.intent.target >= 0 || cut < 0 || !endsInItem(item)) return null;
  return segmentNouns(action).nouns.some((w) => mentions(intent, w)) || namesInputOf(intent, at.chunk) ? null : item;
}

/**
 * The question writes the name of one of the operation's own inputs, a query or body parameter ("what is
 * additionalMetadata for?"; a path parameter is the item's id, which the item's own operations take as well).
 */
function namesInputOf(intent: Intent, c: Chunk): boolean {
  const written = new Set(intent.question.toLowerCase().split(/[^a-z0-9_]+/));
  return inputNames(c).some((name) => written.has(name.toLowerCase()));
}

/**
 * Operations on one path act on one resource: the method is what tells them apart, and a question whose verb says what
 * it asks picks it ("list the files uploaded to my account" is `GET /v1/files`, not the upload its words share). Of the
 * operations on one path, one whose method fits the action by a whole point better takes the place of the first.
 */
function siblingsByMethod<R extends { chunk: Chunk; intent: IntentSignals }>(ranked: R[], intent: Intent): R[] {
  if (!intent.action || intent.action === 'act') return ranked;
  const out = [...ranked];
  for (let i = 0; i < out.length; i++) {
    const at = out[i];
    const item = itemActedOn(intent, at);
    let best = i;
    for (let j = i + 1; j < out.length; j++) {
      const c = out[j];
      if (!c.chunk.section && c.chunk.spec === at.chunk.spec && (c.chunk.path === at.chunk.path || (c.chunk.path === item && c.intent.scope >= at.intent.scope)) && c.intent.method >= out[best].intent.method + 1) best = j;
    }
    if (best !== i) out.splice(i, 0, ...out.splice(best, 1));
  }
  return out;
}

/**
 * A part of one item that no operation changes where it is ("change the line items on quote qt_3": `GET
 * /v1/quotes/{quote}/line_items` only) is changed by the item's own update, whose body has a field named for it
 * (`POST /v1/quotes/{quote}`, `line_items`): where the first operation reads such a part for a change, that update
 * takes its place.
 */
function changedThroughItem<R extends { chunk: Chunk; intent: IntentSignals }>(ranked: R[], intent: Intent): R[] {
  if (intent.action !== 'update') return ranked;
  const first = ranked.findIndex((r) => !r.chunk.section);
  const at = ranked[first];
  if (!at || at.intent.method >= 0) return ranked;
  const segs = segments(at.chunk.path);
  const part = segs.at(-1) ?? '';
  const item = at.chunk.path.slice(0, at.chunk.path.length - part.length - 1);
  if (isParam(part) || !isParam(segs.at(-2) ?? '')) return ranked;
  const samePath = (r: R) => !r.chunk.section && r.chunk.spec === at.chunk.spec && r.chunk.path === at.chunk.path;
  if (ranked.some((r) => samePath(r) && r.intent.method > 0)) return ranked;
  const updates = (r: R) =>
    !r.chunk.section && r.chunk.spec === at.chunk.spec && r.chunk.path === item && r.intent.method > 0 && ownBodyFields(r.chunk).some((f) => f.name === part);
  const out = [...ranked];
  moveUp(out, first, updates);
  return out;
}

/**
 * Candidates by their final score. A passage has no method or path, so intent says nothing of it against an
 * operation: in a window with both, operations are re-ordered among the places operations held in the fused order,
 * and passages keep theirs.
 */
function interleaved<R extends { chunk: Chunk; order: number; final: number }>(scored: R[]): R[] {
  const byFinal = (a: R, b: R) => b.final - a.final || a.order - b.order;
  if (!scored.some((r) => r.chunk.section) || scored.every((r) => r.chunk.section)) return [...scored].sort(byFinal);
  const operations = scored.filter((r) => !r.chunk.section).sort(byFinal);
  const passages = scored.filter((r) => r.chunk.section).sort(byFinal);
  return [...scored].sort((a, b) => a.order - b.order).map((r) => (r.chunk.section ? passages.shift()! : operations.shift()!));
}
