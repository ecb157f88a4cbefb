// The "understand" stage: what the question asks for (action, one thing or many, scope), which values it
// names, and whether it speaks of the caller. Case never decides alone: a capitalised word is a name only
// when the spec's own vocabulary does not know it ("Order" in a pet store is API vocabulary; "Titanic" is not).
import { foldedWords, inSpecWords, joinPhrasalVerbs, particleFirst, queryTerms, splitIdentifier, STOPWORDS, thesaurusTerms } from '@specwise/shared/server';
import type { Chunk } from '@specwise/shared';
import { antecedent, AUXILIARY, bare, boundResources, closedCompoundOf, compoundsOf, type BoundValue, DETERMINER, FUNCTION_WORD, isPastForm, isPlural, ISSUED_ID, known, knownTo, MODALS, NAMING, objectHead, type ObjectPhrase, PHRASE_END, PICKING, POSSESSIVE, TENSE_AUXILIARIES, textAfter } from './phrases.js';
import { singular } from './prerequisites.js';
import { shapeTerms } from './value-shapes.js';

/** `act`: an API-specific verb ("refund", "merge", "evict"): something done to a resource, not a plain read. */
export type Action = 'list' | 'read' | 'create' | 'update' | 'delete' | 'act';

export interface Intent {
  question: string;
  /** What the leading verb asks for; null when the question has no recognisable verb (or an API-specific one). */
  action: Action | null;
  /** The verb (or phrase) the action was read from. */
  verb: string | null;
  /** Asks about a collection: "list", "all", "every", "which …", a plural object. */
  many: boolean;
  /** Asks across every scope ("across all namespaces", "in the whole cluster", "every … in the account", "regardless of namespace"). */
  everyScope: boolean;
  /** Scope words the question names ("in namespace dev" → namespace). */
  scopes: string[];
  /** What the asked-about things belong to, named without a value ("the commits of a repository" → repository). */
  owners: string[];
  /** Values the question names: quoted text, ids (sub_1, 42, web-1, owner/repo), names the spec does not know. */
  values: string[];
  /**
   * Words that say whose the asked-about things are, named without a kind ("the SSH keys of linus" → linus). Not among
   * `values`: a word the spec never uses may be a thing as well ("the rules of pickleball"), which the gate reads as such.
   */
  ownerValues: string[];
  /**
   * Words of the question that are words people ask with (`STOPWORDS`) but that the spec names things by: a collection
   * of its items (Kubernetes' `endpoints`). Keyword search keeps them.
   */
  kept: string[];
  /**
   * The parts of one thing the question asks for, where it asks for more than one ("read its body and labels", "is
   * branch release-2 protected, and what's its latest commit?"); else empty (`partsAsked`).
   */
  parts: string[];
  /**
   * Values that pick out one thing the API holds, with the kind each names ("webhook 12" → webhook, "pod web-0" →
   * pod); a key in parts ("octo/app") with no kind. What a question creates is not among them ("create
   * namespace staging"), nor a quoted text, an amount or a name searched for.
   */
  references: BoundValue[];
  /**
   * Of `references`, the things a removal takes another out of ("take project 3 out of portfolio 2" → portfolio 2;
   * "remove user 5 from team 2" → team 2): the removal is made on them, and they stay. Or one named by its kind alone,
   * with no value ("remove entry rsli_4 from its Radar value list" → list).
   */
  removedFrom: BoundValue[];
  /** The question speaks of the caller ("my", "me", "I"). */
  self: boolean;
  /**
   * The words for the caller's own things ("my repository" → repository; up to three words after "my" / "our"), or
   * null when the caller is the question's subject ("which organizations do I belong to?"): anything of theirs.
   */
  owned: string[] | null;
  /** Content words, lower case. */
  terms: string[];
  /**
   * The content words of a clause that says why (`mainClause`: "… so people can tag issues with it" → people, tag,
   * issues) that the request itself does not use: what the asker wants done happens elsewhere.
   */
  asideTerms: string[];
  /** Adjacent words written as one, the way paths spell compounds ("config map" → `configmap`). */
  compounds: string[];
  /** The spec's terms for the question's everyday words ("copy" → fork), from the API thesaurus. */
  related: string[];
  /**
   * The question in the spec's words too, for both searches: the spec's terms right after each everyday word the
   * thesaurus knows ("which machines are in my cluster?" → "which machines node are in my cluster?"); values stay as
   * they are.
   */
  specWorded: string;
  /** The spec's verb for the action the question asks in other words ("throw away" → delete), searched by keyword. */
  actionTerm: string | null;
  /** How an update is meant: `partial` (some fields: PATCH, RFC 5789), `whole` (replace it: PUT), else null. */
  extent: 'partial' | 'whole' | null;
  /**
   * The head noun of what the verb acts on ("cancel a subscription" → subscription, "remove a saved card from a
   * customer" → card): English compounds name their kind last, so "subscription schedule" is a schedule.
   */
  object: string | null;
  /** The word before the object that says which kind of it ("add a storage class" → storage), or null. */
  objectModifier: string | null;
  /** The object is named right after it ("add user carol", "scale deployment web"): one that has a name already. */
  objectNamed: boolean;
  /** The object is named by an id the API issued ("follow task 23", "refund charge ch_9"): it exists already. */
  objectIssued: boolean;
  /** What the things are to be found by ("find payment intents by a metadata value" → metadata). */
  filterBy: string[];
  /** Asks how many things there are ("how many tasks are in project 1200", "a tally of sold pets"). */
  counts: boolean;
  /** Asks who: the answer is people ("who has starred my repository?", "see who has access", "list everyone in …"). */
  asksWho: boolean;
  /**
   * Which way the question flips a switch: `off` ("stop people from commenting", "turn off alerts", "disable …"), `on`
   * ("turn on alerts", "unlock …"), else null. APIs name such switches in pairs (Enable/Disable, Lock/Unlock).
   */
  toggle: Toggle | null;
  /**
   * What the thing asked for is to do, by the action of a verb after "to" later in the request ("the token a script
   * needs to unregister a runner" → delete); null where none follows. Absent on intents built by hand.
   */
  meantFor?: Action | null;
  /**
   * The spec's verbs for flipping a switch that way (`toggle`: "stop people from commenting" → disable, lock, block),
   * searched by keyword.
   */
  toggleTerms: string[];
  /**
   * The HTTP method the question names for the request it sends ("send a POST to pod web-0", "an HTTP GET"), upper
   * case; null where it names none.
   */
  httpMethod: string | null;
  /**
   * The state a change says it brings a thing to ("mark deployment 12 as successful" → successful, "flag task 7 as
   * done"), or null.
   */
  state: string | null;
  /**
   * The typed ids among `values` with the collection each one's prefix names, by its grouping where one groups it
   * (`acct_9` → accounts, `fca_2` → financial_connections/accounts: `withIdKinds`); empty before that stage.
   */
  idKinds: Array<{ value: string; collection: string }>;
}

export type Toggle = 'on' | 'off';

// Verbs users lead with, by what they ask the API to do. General English, not any question set's phrasing.
const VERBS: Array<[Action, RegExp]> = [
  // "add more copies of deployment web": more of what exists is a change to it; so is handing it over, holding it,
  // ticking it off.
  // "allow role reader to get secrets": letting a thing do more changes what it is allowed ("allow me to …" is a lead-in).
  ['update', /^(add more|hand over|put on hold|tick off|check off|cross off|pause|suspend|(?:allow|permit)(?! (?:me|us)\b)(?=.* to [a-z]))\b/],
  // "page through the line items …": going through things one page at a time lists them.
  ['list', /^(list|enumerate|browse|search|page through|scroll through|recommend|suggest|find all|show all|show me all|get all|fetch all|which|who|how many|count)\b/],
  // "stop watching a repository", "stop following a task": ending what one does is undoing it (what is undone, the
  // watching, is the object).
  ['delete', /^(stop(?= [a-z]{3,}ing\b)|delete|remove|destroy|drop|erase|purge|wipe|clear out|clear away|clear off|clean out|clean up|scrap|discard|revoke|forget|unfollow|unstar|unsubscribe|deregister|uninstall|take back|take down|take off|take away|take out|kick out|boot out|strip off|strip|tear down|get rid of|throw away|throw out|do away with)\b/],
  // "give deployment web a stable address", "give customers 20% off": giving someone something makes it for them
  // ("give me …" asks to be shown).
  // "define a runtime class": defining a new one makes it ("define idempotency" asks what it means).
  // "bring new hire user 7 into workspace 1", "onboard dana onto the team": bringing someone in adds them; "reply to
  // discussion 4" adds a comment to it.
  ['create', /^(define(?= (?:a|an|new|another)\b)|simulate(?= (?:a|an|another|some)\b)|reply|respond(?= to\b)|bring(?= (?:[\w'’.-]+ ){1,6}?(?:into|onto|aboard)\b)|onboard|create|add|attach|put|insert|make|new|open|post|publish|upload|submit|register|record|book|generate|invite|fork|star|follow|subscribe|start|launch|issue|write|build|set ?up|spin up|provision|offer|give(?! (?:me|us)\b))\b/],
  ['update', /^(update|change|modify|edit|alter|amend|adjust|tweak|revise|rename|set|replace|swap(?: in)?|overwrite|patch|mark|scale|roll ?out|enable|disable|close|reopen|lock|unlock|archive|rotate|resize|assign|reassign|rearrange|turn (on|off)|switch (on|off)|switch(?= (?:[\w'’./-]+ ){1,8}?to\b)|swap out|increase|decrease|reduce|raise|lower|extend|shorten|lengthen|widen|narrow|tighten|loosen|bump|boost)\b/],
  // "is pod web-1 ready?", "am I an admin of acme?", "how is daemon set fluentd doing?", "how far along is the
  // import …?", "did top-up tu_7 go through?": asking how a thing is (or went) reads it; "reach the kubelet of node
  // worker-3", "visit the page a pod serves": getting to a thing is looking at it; "break down tax calculation
  // taxcalc_3" looks at it in parts.
  ['read', /^(get|grab|read|retrieve|fetch|return|show|see|view|preview|look ?up|look at|find out|pull up|find|check|inspect|describe|download|display|reach|access|visit|break down|itemi[sz]e|go over|what|why|when|where|how much|how (?:far along )?(?:is|are|was|were|did)(?! (?:it|there)\b)|tell|give me|am|is|are|was|were|does|do|did|has|have|had|(?:is|are|was|were|does|did|has|have|had)n['’]t)\b/],
];
/** A verb with the prefix that undoes it (group 1 the verb undone). */
const UNDOING = /^(?:un|de)([a-z]{3,})$/;
const LEAD_IN = /^(how (do|can|should|would) (i|we|you)|how to|i (want|need|would like|'d like) to|i want|can (i|you|we)|could (i|you)|please|help me|is (it|there a way to)|what('s| is) the (way|call|endpoint) to|which (endpoint|call|operation) (do i use to|should i use to|lets me|can)|using the api,?)\s+/;
/** The words that open a question for a thing, as opposed to an auxiliary ("have", "is"). */
const WH = 'which|who|whom|whose|what|how|when|where|why';
/** One of them, alone. */
const WH_WORD = new RegExp(`^(${WH})$`);
/** Adjectives of when or of who may see that open a question asked as a noun phrase. */
const ADJECTIVE_LEAD = 'recent|latest|newest|oldest|current|previous|past|last|next|upcoming|public|private';
/**
 * A first word that is no imperative verb: a question word, an auxiliary or a modal (negated too: "isn't"), a
 * determiner, a pronoun, or an adjective of when or of who may see, which opens a question asked as a noun phrase
 * ("recent public activity across the fork network of torvalds/linux", "latest releases of octo/app").
 */
const NOT_IMPERATIVE = new RegExp(`^(${WH}|${MODALS}|am|${TENSE_AUXILIARIES}|(?:is|are|was|were|does|did|has|have|had)n|the|a|an|my|our|your|this|that|these|those|there|i|we|you|it|they|please|any|some|all|every|${ADJECTIVE_LEAD})$`);
/** A word that may open an imperative: none of `NOT_IMPERATIVE`, and no plural ("updates …" states, "update …" asks). */
const mayCommand = (word: string) => !NOT_IMPERATIVE.test(word) && !/[^s]s$/.test(word);
const OPENS_NOUN_PHRASE = new RegExp(`^(${ADJECTIVE_LEAD}|every|all)$`);
/** Verbs that put a mark on a thing: a label, a tag, an annotation. */
const MARKING = /^(label|tag|annotate)$/;
/** What alone is to stay ("only the ops team", "nobody but …"), and everything else of its kind. */
export const ONLY_THESE = /\b(?:only|nobody but|no one but|none but)\b/;
const ALL_OTHERS = /\b(?:(?:every|all(?: the)?|any) other|everyone else|everybody else|all the rest|everything else)\b/;
/** An update of some fields only (PATCH), or a replacement of the whole resource (PUT). */
const PARTIAL = /\b(partial(ly)?|only (the|its|some)|just (the|its)|without (replacing|overwriting|resending|touching|losing|changing))\b/;
// "swap in a new definition for flow schema catch-all": a new definition (manifest, full object) of a thing is all of it;
// so is what is swapped out for another ("swap out the definition of autoscaler api-hpa for one that …"), and an edited
// manifest sent in its place ("swap the stored object for ip 10.0.42.7 with my edited manifest").
// "only alice and bob may push …": who may, all of them (where a part is not said to be all that changes: `PARTIAL`).
const WHOLE = /\b(replace|overwrite|swap out|fully|entirely|whole|completely|only)\b|\b(?:new|full|complete|fresh|edited|revised|amended|rewritten) (?:definition|manifest|specification|spec|object|document|body)\b/;
// "every month", "each night" say how often, not how many; a thing's revision history is its many revisions.
const MANY = /(?<![\w-])(all|every|each|which|multiple|several|many|bulk|at once|together|in (?:one|a single) (?:call|go|request|sweep)|a list of|(?:a|the|whole|entire|full) (?:set|batch|bunch|lot) of|lots of|(?:revision|change|edit|version) history)\b(?!-)(?! (second|minute|hour|day|night|morning|evening|week|weekend|month|quarter|year|time)s?\b)/;
/**
 * "refund by refund", "one by one": a word repeated around "by" goes through things one at a time — many of them (not a
 * way of working, "step by step", "side by side", nor a time, "day by day").
 */
const ONE_AT_A_TIME = /\b(?!(?:step|side|day|week|month|year|bit|little|hand)\b)([a-z]{3,}) by \1\b/;
// "temporarily stop …", "permanently delete …": a leading adverb in -ly says how, not what (not "supply", "weekly").
const ADVERB = /^(fully|just|only|also|then|first|now|(?!(?:supply|multiply|family|weekly|monthly|yearly|hourly|quarterly|nightly)\b)[a-z]{4,}ly)\s+/;
const EVERY_SCOPE = /\b(across|in|from|over|for) (all|every|any|the whole|the entire) (\w+)|\b(cluster[- ]wide|in the (whole |entire )?cluster|everywhere|globally)\b/;
/**
 * "…, whatever namespace it lives in", "regardless of namespace": a scope said not to matter, the noun ending its phrase
 * (not "whatever card reader tmr_1 is doing", "regardless of archived status"). Group 1: the scope's word.
 */
const ANY_SCOPE = /\b(?:regardless of|irrespective of|no matter (?:which|what)|whatever|whichever) (?:the |its |their )?([a-z]+)(?= (?:it|they|he|she|this|that|those|these)\b|\s*[,.?!]|$)/;
/**
 * "what happened in namespace dev?", "see what went wrong recently in …": what happened, with no thing named,
 * asks for the things that did — many of them. Not what happened to one thing ("what happened to payout po_1?").
 */
const HAPPENINGS = /^(?:(?:see|show(?: me)?|tell me|find out|check|know) )?what(?:'s| has| have)?(?: been)? (?:happened|happening|going on|gone on|went on|went wrong|gone wrong)\b(?! to\b)/;
/** "how many times did we top up our balance?": the occasions of what people did are records of it, many. */
const OCCASIONS = /^how many times (?:did|do|does|have|has|had) (?:we|i|you|they|people|(?:our|my|your|their) [a-z]+) ([a-z]+)(?: (up|down|out|off|back|over)\b)?/;
/** "who is torvalds?", "who's mona on GitHub": a word after "who is" that ends its phrase (group 1). */
const WHO_IS = /^who(?: is|'s|’s| was) ([a-z][a-z0-9_.-]*[a-z0-9])(?=[\s,?!.]|$)(?! (?:to|from|in charge|allowed|able|the)\b)/;
const PASSIVE_GET = /^get ([a-z]{3,}(?:ed|en))\b(?=$| (?:when|whenever|if|once|as soon as|each time|every time|about|of|for|by|after|before)\b)/;
/** A closing removal of what the request is about: "…, and (then) remove it" (group 1 the verb). */
const REMOVED_LAST = /,? and (?:then )?(delete|remove|drop|erase|destroy|discard|scrap|get rid of) (?:it|them)(?: too| as well| altogether| for good)?[.!?]?$/;
/**
 * "stop people from commenting on issue 5", "keep new pods from landing on node-4", "stop everyone pushing to main":
 * keeping someone or something from doing a thing (group 1 is the verb).
 */
const PREVENT = /^(stop|prevent|keep|block|bar|forbid)\s+(?!\w+ing\b)(?:[\w'’.-]+\s+){1,8}?from\s+[a-z]{3,}ing\b|^(stop|prevent)\s+(?:people|everyone|everybody|anyone|anybody|others|users|someone)\s+[a-z]{3,}ing\b/;
/**
 * Phrasal verbs that mean a verb APIs name operations for, in the words different APIs use for it: "call off" is
 * cancel (or abort); "turn down" an offer is decline (or reject, deny, refuse). The first word the spec uses is read.
 */
const PHRASAL_VERBS: Array<[RegExp, string[]]> = [
  [/^call off\b/, ['cancel', 'abort']],
  [/^turn down\b/, ['decline', 'reject', 'deny', 'refuse']],
  // "stop a payout before it reaches the bank": stopping a thing under way cancels it ("stop watching …" undoes an
  // activity, and keeping someone from doing a thing is no cancellation).
  [/^stop\b(?! [a-z]{3,}ing\b)/, ['cancel']],
  // "take back a payout": taking back what was sent or given reverses it where the API says so; elsewhere it is a
  // removal ("take back the invite", `VERBS`).
  [/^take back\b/, ['reverse']],
  // "pull back $20 of transfer tr_9": pulling back what was sent is taking it back.
  [/^pull back\b/, ['reverse']],
  // "make the reader give up": giving up on what is under way cancels it; giving up a thing held where nothing is
  // cancelled ("give up the storage claim data-1") lets it go.
  [/^give up(?: on)?\b/, ['cancel', 'abort', 'delete']],
  // "free up IP address 10.96.0.15", "free the disk claim data-0": freeing a thing that was allocated removes its
  // allocation (the verb before its object: not "free trial …").
  [/^free(?: up\b|\b(?= (?:the|a|an|my|our|this|that|its|their)\b))/, ['delete']],
  // "retire the storage class slow-hdd": taking a thing out of service removes it, where the API has no such state of
  // its own (Box retires a retention policy by changing its status).
  [/^(retire|decommission)\b/, ['retire', 'decommission', 'delete']],
  // "lift the quota compute-limits", "lift the limit on who can comment": lifting a restriction removes it.
  [/^lift\b/, ['lift', 'delete']],
  // "bring subscription sub_61 back": bringing back what was paused or put away resumes (or restores) it.
  [/^bring back\b/, ['resume', 'restore', 'reactivate', 'unarchive']],
  // "fast-forward test clock clock_19 by a month": moving a clock (or a position) ahead advances it.
  [/^fast[- ]forward\b/, ['advance']],
  // "abandon schedule sub_sched_12": giving up what was set going cancels it.
  [/^abandon\b/, ['cancel', 'abort']],
  // "let through payment review prv_3", "let authorization iauth_5 go through" (`causedFirst`): letting a held thing
  // through approves it.
  [/^let through\b/, ['approve', 'accept', 'allow']],
];
/**
 * A causative "make", "have" or "let" whose thing does what one of `PHRASAL_VERBS` says, read as that verb done to the
 * thing ("make the reader give up" → "give up the reader"); any other head as it is ("make deployment web use less
 * memory" changes the deployment).
 */
function causedFirst(head: string): string {
  const [cause, ...rest] = head.split(' ');
  if (!/^(make|have|let)$/.test(cause)) return head;
  for (let k = 1; k <= Math.min(7, rest.length - 1); k++) {
    const done = rest.slice(k).join(' ');
    // "let authorization iauth_5 go through": letting a thing go through (with nothing after it) lets it through.
    if (cause === 'let' && PASSES.test(done)) return `let through ${rest.slice(0, k).join(' ')}${done.replace(PASSES, '')}`;
    const phrasal = PHRASAL_VERBS.find(([re]) => re.test(done))?.[0].exec(done)?.[0];
    if (phrasal?.includes(' ')) return `${phrasal} ${rest.slice(0, k).join(' ')}${done.slice(phrasal.length)}`;
  }
  return head;
}
/** Going through, said of the thing let: nothing after it but the end of its clause. */
const PASSES = /^(?:go|get|pass) through(?=$|[,.;!?]| (?:now|please|anyway|today)\b)/;
const SESSION = /^((sign|log) ?(in|on|out|off)|login|logout|signin|signout|authenticate)\b/;
/** Verbs that turn something off or on: APIs name such switches in pairs ("Enable …" / "Disable …", "Lock …" / "Unlock …"). */
const TOGGLES: Record<Toggle, string[]> = {
  off: ['disable', 'deactivate', 'lock', 'block', 'suspend', 'pause', 'mute', 'hide', 'turn off', 'switch off'],
  on: ['enable', 'activate', 'unlock', 'unblock', 'unsuspend', 'resume', 'unpause', 'unmute', 'unhide', 'turn on', 'switch on'],
};

/** Which way a verb flips a switch (`TOGGLES`), or null. */
export function toggleOf(verb: string): Toggle | null {
  return (['off', 'on'] as const).find((t) => TOGGLES[t].includes(verb)) ?? null;
}

/** The one-word verbs of `TOGGLES` that flip a switch the `toggle` way and that the spec uses, but the question's own. */
function toggleTermsOf(toggle: Toggle | null, verb: string | null, isKnown: (w: string) => boolean): string[] {
  return toggle ? TOGGLES[toggle].filter((w) => !w.includes(' ') && w !== verb && isKnown(w)) : [];
}
const SELF = /\b(my|me|mine|myself|our|ours)\b/;
/**
 * The caller as the subject of a question about what is so ("which organizations do I belong to?", "am I a member of
 * acme?", "which repositories have we starred?"), not of a request for a way to do something ("what do I need to
 * send …").
 */
const SELF_SUBJECT = new RegExp(
  `\\b(?:am|have|had|did|do|was|were) (?:i|we)\\b(?! (?:need|have|want|get|use|go|make|do)\\b)` +
    // "the repositories I've put a star on", "issues we opened": a thing of the kind the caller did something to, a
    // clause whose subject is the caller and whose verb is in a past form ("need" is no past).
    `|\\b(?:i|we)(?:'ve|’ve| have| had)? (?:[a-z]*[^\\We]ed|put|made|set|sent|left|bought|paid|built|kept|wrote|written|gave|given|took|taken|got)\\b`,
);
/** `Intent.owned`: the words after "my" / "our" (three at most each), or null where the caller is the subject. */
function ownedWords(head: string, subject: boolean): string[] | null {
  if (subject) return null;
  // "the account my API key belongs to": what a thing of the caller's belongs to is the caller's too.
  const holders = [...head.matchAll(BELONGED_TO)].map((m) => m[1]);
  const said = [...head.matchAll(/\b(?:my|our) ([a-z]+(?: [a-z]+){0,2})/g)].flatMap((m) => m[1].split(' ')).filter((w) => !STOPWORDS.has(w));
  return [...holders, ...said];
}
/** "the account (that) my API key belongs to": group 1 the kind the caller's thing belongs to. */
const BELONGED_TO = /\b([a-z]{3,}) (?:that |which )?(?:my|our) (?:[a-z]+ ){1,3}(?:belongs?|is tied|is linked|is attached) to\b/g;
/** Text in double or curly quotes, at most 80 characters (the quoted text is group 1). */
const QUOTED = /["“‘]([^"“”’]{1,80})["”’]/g;
/** QUOTED, or text in straight single quotes at a word's edge (group 2), so that apostrophes do not count. */
const QUOTED_ANY = new RegExp(`${QUOTED.source}|(?<![\\w'])'([^']{1,80})'(?![\\w'])`, 'g');
/** "in namespace dev", "for service account builder": a scope word (or two), then a value that is no preposition. */
const PREPOSITION = '(?:in|within|of|for|under|inside|on|to|at|by|with|from|into)';
const PREPOSITION_RE = new RegExp(`^${PREPOSITION}$`);
const SCOPE_PHRASE = new RegExp(`\\b(?:in|within|of|for|under|inside) (?:the )?([a-z]+)(?: (?!${PREPOSITION}\\b)([a-z]+))?(?= (?!${PREPOSITION}\\b)([\\w.-]+))`, 'g');

/**
 * The scopes a question names with a value ("in namespace dev", "for service account builder"): the scope is the
 * compound the spec knows (`serviceaccounts`), not "service". Neither the second word nor the value is a preposition
 * ("limits for containers in namespace dev": the scope is the namespace), and the value is not consumed, so a scope may
 * follow another; the value is one the question names or ends the phrase (`endsNounPhrase`).
 */
function scopesNamed(lower: string, vocab: Set<string>, values: string[]): string[] {
  const named = new Set(values.map((v) => v.toLowerCase()));
  return [...lower.matchAll(SCOPE_PHRASE)].flatMap((m) => {
    const compound = m[2] !== undefined && known(`${m[1]}${m[2]}`, vocab);
    const scope = compound ? `${m[1]}${m[2]}` : m[1];
    const valueLast = compound || m[2] === undefined;
    const value = bare(valueLast ? m[3] : m[2]);
    const end = m.index + m[0].length + (valueLast ? 1 + m[3].length : 0);
    return known(scope, vocab) && !DETERMINER.test(scope) && !STOPWORDS.has(scope) && (named.has(value) || endsNounPhrase(value, lower.slice(end))) ? [scope] : [];
  });
}

/**
 * A word the question does not name as a value still names a scope where the noun phrase ends with it ("in namespace
 * shop", "of statefulset db."): not before another noun ("of the contributor covenant code of conduct": a covenant
 * code), and no function word is a value ("codes of conduct can I choose").
 */
function endsNounPhrase(value: string, after: string): boolean {
  const next = /^\s+([a-z'’]+)/.exec(after)?.[1];
  return !FUNCTION_WORD.test(value) && (!next || PHRASE_END.test(next) || FUNCTION_WORD.test(next) || STOPWORDS.has(next));
}

/**
 * What things are found by: "by X", "whose X", the text they hold ("that mention X", "containing X"), or the field a
 * text is looked for in ("labels with bug in their name" → name).
 */
const FILTER = /\b(?:(?:by|whose|mentioning|mentions?|containing|contains?|matching) (?:a|an|the|its|their|my)? ?|(?:with|having) (?:"[^"]+"|'[^']+'|[\w.-]+) in (?:its|their|the) )([a-z]{3,})\b/g;
/** A value written as one key in parts ("octo/app", "facebook/react"): an owner and a name. */
export const KEY_VALUE = /^[\w.-]+\/[\w.-]+$/;
/** A word that starts with a capital, in any script ("Titanic", "Ilić", "Ørsted"). */
export const CAPITALISED = /^\p{Lu}[\p{L}\p{N}_'’-]*$/u;
/** A short all-capitals word ("CI", "VM", "SMS"). */
export const ACRONYM = /^[A-Z]{2,5}$/;
const COUNTING = /^(first|last|top|next|latest|past|previous|recent|least|most|than|over|under|about|around|only)$/;
/**
 * Words that name no item: the asker, words for an API's own parts, and adverbs of time and degree, which follow a
 * kind's name at a phrase's end without naming one of that kind ("has it got its load balancer ingress yet?").
 */
const NOT_VALUES = new Set([
  'i', 'api', 'id', 'url', 'json', 'http', 'https', 'ok', 'rest', 'sdk', 'cli',
  'yet', 'now', 'already', 'still', 'again', 'also', 'too', 'ever', 'soon', 'today', 'tomorrow', 'yesterday', 'anymore', 'instead', 'either', 'though', 'meanwhile',
  // "the reports produced since Monday", "invoices paid in March": a day or a month says when, it names no thing.
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
]);
/** A pronoun stands for a thing named elsewhere, or for people ("whichever namespace they are in"): no name — written in lower case ("The Last Of Us" is a title). */
const PRONOUN = /^(you|he|she|it|we|they|me|him|her|us|them)$/;
/** The asker, contracted: "I've", "I'm", "I'd", "I'll" are capitalised and no word of the spec, yet name nothing. */
const ASKER = /^i['’](m|ve|d|ll)$/i;

/** The action a single verb names (`post` → create, `search` → list), for verbs inside operation names. */
export function actionOfVerb(word: string): Action | null {
  for (const [a, re] of VERBS) if (re.test(word) && !/^(what|why|who|which|how|tell|give|new|open|star|follow|start|issue|write|build|see|check)$/.test(word)) return a;
  return null;
}

/**
 * Lower-case words an API's own text uses: paths, summaries, tags, operation ids, parameter and field names. Without
 * `prose`, only the words it names its things by: no summary or tag ("JSON Web Key Set" in a summary makes no "web" of
 * the API's).
 */
export function specVocabulary(chunks: Chunk[], { prose = true } = {}): Set<string> {
  const words = new Set<string>();
  const add = (s: string) => {
    for (const w of foldedWords(`${s} ${splitIdentifier(s)}`)) if (w.length > 1) words.add(w);
  };
  for (const c of chunks) {
    // A document's words are all its own vocabulary (a capitalised "Tenant" there is a term, not a name).
    if (c.section) add(c.text);
    add(`${c.path} ${prose ? `${c.summary} ${c.tags.join(' ')}` : ''} ${c.operationId ?? ''}`);
    // A segment in snake or kebab case is one term, as a camel-case one already is (`transaction_entries` →
    // transactionentries, as `removeItem` → removeitem): "transaction entry trxne_2" names one of them.
    for (const seg of c.path.split('/')) if (/^[a-z0-9]+(?:[_-][a-z0-9]+)+$/i.test(seg)) words.add(seg.toLowerCase().replace(/[_-]/g, ''));
    for (const p of c.detail.parameters) add(p.name);
    for (const f of c.detail.requestBody?.fields ?? []) if (!f.path.includes('.')) add(f.path);
  }
  return words;
}

/**
 * The text a question puts in quotes ("set its name to 'Urgent'", “Hello”): data the user gives, never the name of
 * another product. A straight single quote counts only at a word's edge (`QUOTED_ANY`): "customer's" is no quote.
 */
export function quotedText(question: string): string[] {
  return [...question.matchAll(QUOTED_ANY)].map((m) => m[1] ?? m[2]);
}

/**
 * Values a question names, in order: quoted text, id-like tokens, capitalised words the spec does not use, and a
 * plain word it names none of its things by that names one item of a kind it holds (`itemName`). `collections`: the
 * spec's collections that hold items (`itemCollections`); `verb`: the question's verb, which is no such kind;
 * `thingWords`: the words the spec names its things by (`specVocabulary` without prose).
 */
export function namedValues(question: string, vocab: Set<string>, collections: Set<string> = new Set(), verb: string | null = null, thingWords: Set<string> = vocab): string[] {
  const out: string[] = [];
  for (const m of question.matchAll(QUOTED)) out.push(m[1]);
  const words = unquotedWords(question);
  const acts = verb ? actionOfVerb(verb) : null;
  const namesExisting = acts !== null && acts !== 'create';
  words.forEach((raw, i) => {
    const w = bare(raw);
    // "delete the endpoints object called api": the word after a naming verb is the name of a thing the question acts
    // on, whatever the word — not where it makes or saves one ("save a pod template called batch-base").
    if (namesExisting && isNamed(words, i)) return void out.push(w);
    if (!w || NOT_VALUES.has(w.toLowerCase()) || PRONOUN.test(w) || ASKER.test(w) || STOPWORDS.has(w.toLowerCase()) || isQuantity(words, i, vocab)) return;
    // Words joined by a hyphen name a thing after the kind of thing the spec knows ("namespace team-a", "branch
    // feature-x"); elsewhere they are English ("a short-lived token", "turn off auto-renewal", "a thumbs-up").
    const joined = /^[a-z0-9]+([_-][a-z0-9]+)+$/i.test(w) && (!/^[a-z]+(-[a-z]+)+$/i.test(w) || afterKind(words, i, vocab));
    // "fetch /metrics from node worker-2": a path of a URL is the value of one.
    const idLike = /\d/.test(w) || KEY_VALUE.test(w) || joined || /^[a-z]+_[a-z0-9]+$/i.test(w) || URL_PATH.test(w) || DOTTED_NAME.test(w);
    const capitalised = i > 0 && CAPITALISED.test(w) && !known(w, vocab);
    if (idLike || capitalised || itemName(words, i, thingWords, collections, verb, vocab)) out.push(w);
  });
  return [...new Set(out)];
}

/** Verbs for sending a request, which say nothing of its method. */
const CALLED = /^(call|hit|ping|curl|query|request|invoke)$/;
/**
 * A name in three dotted parts or more, as a host or an API group is written (`crontabs.stable.example.com`,
 * `metrics.k8s.io`): each part two characters or more, so no abbreviation ("e.g."). A file's name (`ci.yml`) has one
 * dot, and a question may name a file for the thing it belongs to ("the workflow ci.yml").
 */
const DOTTED_NAME = /^[a-z0-9][a-z0-9-]+(?:\.[a-z0-9][a-z0-9-]+){2,}$/i;
/** The path of a URL (`/metrics`, `/healthz/ready`), not a fraction or a pair ("1/2", "octo/app"). */
const URL_PATH = /^(?:\/[a-z][\w.-]*)+\/?$/i;

/**
 * An amount or a count, not the name of one thing: "$500", "20% off", "the first 100 shoppers", "10 gigabytes" — a
 * number after a word that counts, or before a plural, unless a kind of thing the spec knows comes before it ("pod 3").
 */
function isQuantity(words: string[], i: number, vocab: Set<string>): boolean {
  const w = bare(words[i]);
  if (/^[$€£¥]\d|^\d[\d.,]*%$/.test(w)) return true;
  if (!/^\d[\d.,]*$/.test(w)) return false;
  const before = lowerAt(words, i - 1);
  const after = lowerAt(words, i + 1);
  return COUNTING.test(before) || (isPlural(after) && !(known(before, vocab) && !isPlural(before) && !DETERMINER.test(before)));
}

/**
 * "service checkout in namespace shop", "show service account builder", "do I follow the user mona?": a plain word the
 * spec names none of its things by (`thingWords`: its prose may use it), right after the name of one of its collections
 * of items (one word or two: `services`, `serviceaccounts`; not the question's verb) and ending its phrase, names one
 * item ("ingress web", though a summary speaks of a "JSON Web Key Set"). Not a word that makes another collection with
 * the kind before it ("service account"), not before another word of the phrase ("a customer's saved card": an
 * adjective), not a plural of a word the spec's text uses ("goal relationship records": English; "the user torvalds"
 * ends in -s but is no word of the spec's, and follows "the" and its kind), and not for a spec-less reading.
 */
function itemName(words: string[], i: number, thingWords: Set<string>, collections: Set<string>, verb: string | null, vocab: Set<string>): boolean {
  const w = bare(words[i]);
  if (i === 0 || !collections.size || !/^[a-z][a-z0-9]+$/.test(w) || known(w, thingWords) || NOT_VALUES.has(w) || AUXILIARY.test(w) || (isPlural(w) && known(w, vocab))) return false;
  // "the amounts the customer found on their statement": a verb in the past after a kind says what that thing did.
  if (isPastForm(w)) return false;
  if (holds(collections, lowerAt(words, i - 1) + w)) return false;
  // The question's verb is no kind, even where the spec holds things of its name ("refund part of a fee": `refunds`).
  const kind = (word: string) => word !== verb && holds(collections, word);
  // "that repo's unread notifications": what follows a kind said as the owner ('s) is what it owns, not its name.
  if (POSSESSIVE.test(words[i - 1])) return false;
  const one = lowerAt(words, i - 1);
  const two = i > 1 ? lowerAt(words, i - 2) + one : '';
  const span = /^[a-z]{3,}$/.test(one) && !STOPWORDS.has(one) && kind(one) ? 1 : /^[a-z]{6,}$/.test(two) && kind(two) ? 2 : 0;
  // A word in -s the spec does not know names one only after "the" and its kind ("the user torvalds"; "which build
  // agents" are English).
  if (isPlural(w) && lowerAt(words, i - span - 1) !== 'the') return false;
  // "so people can comment again": after a modal the word is a verb, whatever things the spec holds of its name.
  if (span && MODAL.test(lowerAt(words, i - span - 1))) return false;
  // "which service accounts exist", "events recorded in …": after a plural the word is a verb, not the name of one of them.
  if (span && isPlural(one)) return false;
  // "a project", "a new customer": a kind of thing, not one of them ("when tasks in a project change"); nor the asker's
  // own ("which repositories can my app installation reach?", "drop column 9 from my project board").
  const common = (w: string) => INDEFINITE.test(w) || OWNER_POSSESSIVE.test(w);
  if (!span || common(lowerAt(words, i - span - 1)) || common(lowerAt(words, i - span - 2))) return false;
  // "how much runner time …", "how many build minutes …": what is measured or counted is an amount, not one thing.
  if (MEASURED.test(lowerAt(words, i - span - 1))) return false;
  // The phrase ends with the word, or a preposition opens it ("in namespace shop", "for deployment web"): after a
  // preposition and a kind, the next word is the name whatever follows. A name is not followed by its own object
  // ("let the customer try my service").
  const next = lowerAt(words, i + 1);
  const ends = i === words.length - 1 || /[?!.,;:]$/.test(words[i]) || (STOPWORDS.has(next) && !DETERMINER.test(next) && !OBJECT_PRONOUN.test(next));
  // "every repository that user mona owns": the thing named is the subject of the verb after its name (a present
  // tense in -s that names none of the spec's collections: "deployment web pods" are pods).
  // "which repos does user hubot watch?", "… does the user wycats have?": after the auxiliary that opens a question, the
  // kind and its name are the subject and the word after them its verb (one the spec holds no things by).
  const opener = lowerAt(words, i - span - 1) === 'the' ? lowerAt(words, i - span - 2) : lowerAt(words, i - span - 1);
  const asked = /^[a-z]{2,}$/.test(next) && !holds(collections, next) && AUXILIARY.test(opener);
  const subject = asked || (/^[a-z]{2,}[^s]s$/.test(next) && !holds(collections, next));
  return ends || subject || PREPOSITION_RE.test(lowerAt(words, i - span - 1));
}

/** Words before an amount of a thing ("how much runner time", "fewer build minutes"). */
const MEASURED = /^(much|many|more|less|fewer)$/;

/** The word at `j`, bare and in lower case; empty before the first word and after the last. */
const lowerAt = (words: string[], j: number) => bare(words[j] ?? '').toLowerCase();

/** The question's words, as written, outside quoted text. */
const unquotedWords = (question: string) => question.replace(QUOTED, ' ').split(/\s+/).filter(Boolean);

/** The words of the question that `ownerName` reads as whose the things asked about are. */
function ownerValues(question: string, vocab: Set<string>): string[] {
  const words = unquotedWords(question);
  return words.flatMap((raw, i) => (ownerName(words, i, vocab) ? [bare(raw)] : []));
}

/**
 * "the public SSH keys of linus", "migration 4 of acme": a plain word the spec never uses, after "of" and a thing the
 * spec knows or a value, and ending its phrase, names whose the thing is. Not after a word of no kind ("instead of").
 */
function ownerName(words: string[], i: number, vocab: Set<string>): boolean {
  const w = bare(words[i]);
  if (i < 2 || lowerAt(words, i - 1) !== 'of' || !/^[a-z][a-z0-9]{2,}$/.test(w) || !vocab.size || known(w, vocab) || NOT_VALUES.has(w) || STOPWORDS.has(w) || AUXILIARY.test(w) || isPlural(w)) return false;
  const before = lowerAt(words, i - 2);
  if (!/\d/.test(before) && (STOPWORDS.has(before) || !known(before, vocab))) return false;
  const next = lowerAt(words, i + 1);
  return i === words.length - 1 || /[?!.,;:]$/.test(words[i]) || (STOPWORDS.has(next) && !DETERMINER.test(next)) || /^[a-z]{3,}ed$/.test(next);
}

const INDEFINITE = /^(a|an|new|any|some|every|each|another)$/;
/** A possessive: the noun after it is one of the owner's things named by its kind ("my project board"). */
const OWNER_POSSESSIVE = /^(my|our|your|their|his|her|its)$/;
/** The words after a verb begin with a new thing ("a new deployment", "another new webhook"). */
const NEW_OBJECT = /^(?:a|an|another|one more)? ?new\b/;
/**
 * "is carol a member …", "was bob an owner …", "is alice a maintainer or only a member …": a name (group 1) said to be
 * one of a kind of thing, or of another (the other groups).
 */
const IS_A = /^(?:is|was) ([a-z][a-z0-9_.-]*) (?:a|an|still a|still an) (?:([a-z]+) )?([a-z]{3,})\b(?: or (?:only |just |merely |still )?(?:a|an) (?:([a-z]+) )?([a-z]{3,})\b)?/;

/** `words[i]` follows a naming word and is itself a word, not a determiner, preposition or conjunction ("called the …"). */
function isNamed(words: string[], i: number): boolean {
  const w = lowerAt(words, i);
  return i > 0 && !!w && NAMING.test(lowerAt(words, i - 1)) && !DETERMINER.test(w) && !PREPOSITION_RE.test(w) && !/^(after|and|or)$/.test(w);
}
const OBJECT_PRONOUN = /^(me|us|you|him|her|it|them)$/;

/** A modal verb: the word after it is a verb ("can comment", "should deploy"). */
const MODAL = new RegExp(`^(${MODALS}|cannot)$`);

/** One of the spec's collections of items is of this kind of thing (`serviceaccount` → `serviceaccounts`). */
const holds = (collections: Set<string>, word: string) => [...collections].some((c) => singular(c.replace(/[^a-z0-9]/g, '')) === singular(word));
/**
 * "how many times did we top up our balance?": the occasions counted are records the spec holds by the name of what was
 * done, the verb with its particle or alone (`topups`, `refunds`); null where it holds none.
 */
function occasionsOf(head: string, collections: Set<string>): ObjectPhrase | null {
  const m = OCCASIONS.exec(head);
  // The verb as written or in the past ("have we refunded", "have we topped up").
  const forms = m ? [...new Set([m[1], m[1].replace(/ed$/, ''), m[1].replace(/d$/, ''), m[1].replace(/([b-df-hj-np-tv-z])\1ed$/, '$1')])] : [];
  const noun = forms.flatMap((v) => [`${v}${m![2] ?? ''}`, v]).find((w) => holds(collections, w));
  return noun ? { noun, named: false } : null;
}

/** "what's on quote qt_8, item by item?": the things gone through one at a time are what is asked for (not "one by one"). */
function unitGoneThrough(lower: string, vocab: Set<string>): ObjectPhrase | null {
  const unit = ONE_AT_A_TIME.exec(lower)?.[1];
  return unit && unit !== 'one' && known(unit, vocab) ? { noun: unit, named: false } : null;
}

/**
 * "bind validating admission policy require-labels to …", "bind cluster role view to group devs": a verb whose noun in
 * -ing the spec holds as a kind of the thing acted on (`validatingadmissionpolicybindings`, `clusterrolebindings`) makes
 * one of those — the longest run of the object's words before it, written closed; null where the spec holds none.
 */
function madeByVerb(head: string, verb: string | null, collections: Set<string>): ObjectPhrase | null {
  if (!verb || !/^[a-z]{3,}$/.test(verb)) return null;
  const noun = `${verb.replace(/e$/, '')}ing`;
  const phrase: string[] = [];
  for (const w of textAfter(head, verb).split(/\s+/).map(bare)) {
    if (!phrase.length && DETERMINER.test(w)) continue;
    if (!/^[a-z]{2,}$/.test(w) || PHRASE_END.test(w) || DETERMINER.test(w) || phrase.length === 4) break;
    phrase.push(w);
  }
  for (let i = 0; i < phrase.length; i++) {
    for (let j = phrase.length; j > i; j--) {
      const made = `${phrase.slice(i, j).join('')}${noun}`;
      if (holds(collections, made)) return { noun: made, named: false };
    }
  }
  return null;
}

/** Words for any thing made, after its kind ("as a storage capacity object"). */
const MADE_AS_ANY_WORDS = 'object|resource|record|entry';
const MADE_AS_ANY = new RegExp(`^(?:${MADE_AS_ANY_WORDS})$`);
/** "as a <kind>", one or two words, maybe a word for any thing after them, ending its phrase. */
const MADE_AS = new RegExp(`\\bas (?:a|an|one|another) ([a-z]{3,})(?: ([a-z]{3,}))?(?: (?:${MADE_AS_ANY_WORDS}))?(?=$|[,.?!;:]| (?:in|on|for|under|with|to|at|so|that)\\b)`);
/**
 * "publish how much space is left as a storage capacity object", "save the token as a secret": what a creation makes
 * is the kind of thing it is made as, where the spec holds that kind (a word for any thing after it says nothing more),
 * by its own word or by the spec's ("add the CFO as a representative": persons) — `heldKind`.
 */
function createdAs(head: string, collections: Set<string>, heldKind: (word: string) => boolean): ObjectPhrase | null {
  const m = MADE_AS.exec(head);
  if (!m || !collections.size) return null;
  const [noun, modifier] = m[2] && !MADE_AS_ANY.test(m[2]) ? [m[2], m[1]] : [m[1], undefined];
  // A kind held by its own name or the spec's word for it, or one the spec writes closed that ends in the words
  // ("storage capacity": `csistoragecapacities`).
  const written = singular((modifier ?? '') + noun);
  const held = heldKind(noun) || [...collections].some((c) => singular(c.replace(/[^a-z0-9]/g, '')).endsWith(written));
  return held ? { noun, named: false, ...(modifier ? { modifier } : {}) } : null;
}

/** The spec holds things whose compound name this word begins ("checks" with `check-runs`: the checks a suite ran). */
const modifiesHeld = (collections: Set<string>, word: string) =>
  [...collections].some((c) => /[-_]/.test(c) && singular(c.split(/[-_]/)[0]) === singular(word));
/**
 * The kind the spec holds that `word` names: itself, or the head a compound of it is held by ("webhook" in a spec whose
 * collection is `hooks` → hook; "webhook" where `webhooks` is held stays).
 */
function heldHead(collections: Set<string>, word: string): string {
  if (!word || holds(collections, word)) return word;
  const head = compoundHead(collections, word);
  return head ? singular(head) : word;
}

/**
 * The object by the spec's word for it where the spec holds no thing by the asker's ("take back the thumbs-up" →
 * reaction): the one kind the thesaurus gives for the word that the spec holds (in either number); the word itself where
 * it gives none or several ("money": payouts, transfers, balances). With the word before it (`modifier`) first: the kinds
 * only the phrase gives ("card purchase": transactions, where "purchase" alone gives orders).
 */
function heldObject(collections: Set<string>, word: string, isKnown: (w: string) => boolean, modifier: string | null = null): string {
  const head = heldHead(collections, word);
  if (head !== word || holdsKind(collections, word)) return head;
  const heldFor = (words: string) => thesaurusTerms(words, isKnown).filter((t) => holdsKind(collections, t));
  // "card purchase ipi_5": the noun with the word before it first, as the thesaurus may know the phrase (a transaction).
  const alone = heldFor(word);
  const byModifier = modifier ? heldFor(modifier) : [];
  const phrase = modifier ? heldFor(`${modifier} ${word}`).filter((t) => !alone.includes(t) && !byModifier.includes(t)) : [];
  const held = phrase.length ? phrase : alone;
  return new Set(held.map(singular)).size === 1 ? singular(held[0]) : word;
}

/** The collection, written as one word, that is the last part of the compound `word` ("webhooks" with `hooks`), or undefined. */
const compoundHead = (collections: Set<string>, word: string) => [...collections].map((c) => c.replace(/[^a-z0-9]/g, '')).find((c) => closedCompoundOf(word, c, 4));

/**
 * "the allocated cluster IP object 10.96.0.15": a value bound to a word of no kind the spec holds is a thing of the kind
 * its shape says (an IP address), where the spec holds that kind; undefined otherwise.
 */
function shapedKind(collections: Set<string>, bound: BoundValue, isKnown: (w: string) => boolean): string | undefined {
  if (!collections.size || holdsKind(collections, bound.resource)) return undefined;
  return shapeTerms(bound.value, isKnown).find((w) => holds(collections, w));
}

/** `holds`, or `word` is a compound whose last part is a kind held ("webhooks" with `hooks`: a web hook is a hook). */
function holdsKind(collections: Set<string>, word: string): boolean {
  return holds(collections, word) || compoundHead(collections, word) !== undefined;
}

/**
 * "is carol a member of acme?", "is monalisa a public member of …": the subject of a question whether it is one of a
 * kind of thing the spec holds (one word of description may come first) names one, unless the spec names things by it
 * (its examples may use the name: only the words it names things by rule it out).
 */
function predicatedName(isA: RegExpExecArray, vocab: Set<string>, collections: Set<string>, thingWords: Set<string>): BoundValue | null {
  // "is alice a maintainer or only a member of team platform?": either kind said of it may be one the spec holds.
  const [, value, ...kinds] = isA;
  if (!vocab.size || known(value, thingWords) || STOPWORDS.has(value) || DETERMINER.test(value) || OBJECT_PRONOUN.test(value)) return null;
  const kind = kinds.find((k) => k && holds(collections, k)) ?? null;
  return kind ? { resource: kind, value } : null;
}

/**
 * "what colour is the bug label in octo/app?", "the hexlabs organization's runners", "the deploy.yml workflow": a word
 * (or a file's name) the spec names no thing by,
 * between "the" and one kind of thing it holds, names that one (a word that describes — "the protected branch", "the
 * newest release" — is no name).
 */
function nameBeforeKind(head: string, vocab: Set<string>, collections: Set<string>, thingWords: Set<string>): BoundValue | null {
  const m = /\bthe ([a-z][a-z0-9-]{1,30}(?:\.[a-z0-9]{2,4})?) ([a-z]{3,})(?=$|['’]s\b|[,.?!;:]| (?:in|of|on|for|from|to|at|with|by|and|or|is|was|has)\b)/.exec(head);
  if (!m || !vocab.size) return null;
  const [, value, kind] = m;
  if (known(value, thingWords) || STOPWORDS.has(value) || DETERMINER.test(value) || DESCRIBING.test(value) || isPlural(kind)) return null;
  return holds(collections, kind) ? { resource: kind, value } : null;
}

/** A word that says which or what kind of one rather than naming it: an ordinal, "same", "main", an adjective's ending. */
const DESCRIBING = /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next|previous|same|other|main|only|whole|entire|current|new|old)$|(ed|ing|est|er|ly|ous|ful|ive|al|able)$/;

/**
 * The word before `words[i]` is a kind of thing the spec knows, not a determiner (any word, for a spec-less reading), nor
 * an owner ("the organization's self-hosted runners": what follows is what it owns, not its name).
 */
function afterKind(words: string[], i: number, vocab: Set<string>): boolean {
  const before = i > 0 ? bare(words[i - 1]) : '';
  return !!before && !POSSESSIVE.test(words[i - 1]) && !DETERMINER.test(before.toLowerCase()) && (!vocab.size || known(before, vocab));
}

/** The action of a word as a verb, "un-" or "de-" before a verb that makes a thing too ("unregister": a removal). */
function actionOfWord(word: string): Action | null {
  const undone = UNDOING.exec(word)?.[1];
  if (undone && VERBS.some(([a, re]) => a === 'create' && re.test(undone))) return 'delete';
  return actionOfVerb(word);
}

/** "a token to deregister a runner": the action of the first verb after "to" past the request's own verb, if any. */
function meantFor(head: string, verb: string | null): Action | null {
  const after = verb ? textAfter(head, verb) : '';
  for (const m of after.matchAll(/\bto ([a-z]{3,})\b/g)) {
    const action = m[1] === verb ? null : actionOfWord(m[1]);
    if (action) return action;
  }
  return null;
}

/** The question without the words people lead a request in with ("how do I", "please", "just"). */
function withoutLeadIn(text: string): string {
  for (let i = 0; i < 3 && (LEAD_IN.test(text) || ADVERB.test(text) || INSTRUMENT.test(text)); i++) text = text.replace(LEAD_IN, '').replace(ADVERB, '').replace(INSTRUMENT, '');
  return text;
}
/** "use them to verify payment intent pi_6": what a thing is used for is what is asked (the verb after "to"). */
const INSTRUMENT = /^use (?:it|them|this|that|these|those|(?:the|my|our|this|that|these|those) [a-z]+(?: [a-z]+)?) to (?=[a-z])/;

/** "let authorization iauth_5 go through", "let bob push": a causative "let" opens a request (not "let me know", "let's"). */
const LET = /^let (?!me know\b|'s\b|’s\b)[\w.-]/;

/** The words a question (not a request) opens with. */
const QUESTION_WORD = new RegExp(`^(${WH}|is|are|was|were|do|does|did|can|could|has|have|will|would|should)\\b`);
/**
 * The text opens with a verb (one of keeping someone from a thing too: "block it from taking payments"), or with a verb
 * or phrasal verb once its particle is back beside it ("take it off", "bring subscription sub_61 back").
 */
function opensWithVerb(text: string): boolean {
  if (PREVENT.test(text) || LET.test(text)) return true;
  const joined = particleFirst(text);
  return VERBS.some(([, re]) => re.test(text) || re.test(joined)) || PHRASAL_VERBS.some(([re]) => re.test(joined));
}

/**
 * "my app no longer needs its secret api_token, remove it", "sam99 has left; delete their account": a question that
 * opens with how things stand and says what to do in a later clause is read from that clause (what stands follows it).
 */
function requestFirst(head: string): string {
  // "what has octocat been up to? show the public activity feed for that user": after a question, a sentence that opens
  // with a verb says what to do — not one that opens with a question word or an auxiliary ("… ? have the cluster check").
  const asked = /\?\s+(?=[a-z])/.exec(head);
  const then = asked ? withoutLeadIn(head.slice(asked.index + asked[0].length)) : '';
  if (asked && !QUESTION_WORD.test(then) && opensWithVerb(then)) return `${then}, ${head.slice(0, asked.index + 1)}`;
  if (opensWithVerb(head)) return head;
  const duty = dutyFirst(head);
  if (duty) return duty;
  for (const m of head.matchAll(/[,;:]\s+(?:(?:so|then|please|just|now|and) )*/g)) {
    const clause = head.slice(m.index + m[0].length);
    const rest = withoutLeadIn(clause);
    // A question after a colon or a semicolon is what is asked of what was said before it ("fee refund fr_44 on fee
    // fee_19: what amount did it return?"); one after a comma may be a relative clause ("…, which …"). A verb after
    // "use … to" is one whatever it is ("use them to verify …").
    const asked = QUESTION_WORD.test(rest) ? /^[:;]/.test(m[0]) : opensWithVerb(rest) || INSTRUMENT.test(clause) || DONE_TO_IT.test(rest) || (m[0].startsWith(';') && opensSentence(rest));
    if (asked) return `${rest}, ${head.slice(0, m.index)}`;
  }
  // "in test mode, simulate a forced capture …", "in namespace dev, which pods …": a setting said first is no request
  // (the request's verb may be the API's own); nor is a clause of when or on what condition ("before a pull request can
  // land on branch release, which status checks must pass").
  const setting = SETTING_FIRST.exec(head) ?? CONDITION_FIRST.exec(head) ?? SPAN_FIRST.exec(head);
  const rest = setting ? (dutyFirst(setting[2]) ?? withoutLeadIn(setting[2])) : '';
  const opener = /^[a-z]*/.exec(rest)![0];
  return setting && opener && (WH_WORD.test(opener) || !NOT_IMPERATIVE.test(opener)) ? `${rest}, ${setting[1]}` : head;
}
/**
 * "the applicant never uploaded it; end verification session vs_51": a sentence after a semicolon that opens with a bare
 * word (no determiner, pronoun, auxiliary or question word; no plural, participle or gerund) opens with its verb.
 */
function opensSentence(text: string): boolean {
  const first = /^([a-z]{3,}) \S/.exec(text)?.[1];
  return !!first && mayCommand(first) && !/(?:ing|ed)$/.test(first);
}
/**
 * "…, void it", "…, archive them": a word right before "it" or "them" that opens a clause is a verb done to what was said
 * (not a word that joins clauses or a participle: "…, since it …", "…, leaving it …"; a clause that opens with an
 * auxiliary or a question word is a question, read as one, and a modal is no imperative).
 */
const DONE_TO_IT = new RegExp(`^(?!(?:since|because|as|though|although|while|whenever|unless|once|before|after|that|but)\\b)[a-z]{3,}(?<!ing|ed) (?:it|them)\\b`);
/**
 * "my storage controller must write back the status of claim data-0": what a thing of the asker's must do is the
 * request, said of that thing (read after it); null where no verb follows the modal.
 */
function dutyFirst(head: string): string | null {
  const m = DUTY.exec(head);
  return m && opensWithVerb(m[2]) ? `${m[2]}, ${m[1]}` : null;
}
/** A subject of up to five words opened by a determiner (group 1), a modal of what it is to do, and the rest (group 2). */
const DUTY = /^((?:my|our|the|this|that|their|its) [\w./-]+(?: [\w./-]+){0,3}) (?:must|needs to|has to|should|ought to|wants to|is to) (.+)$/;
/** A prepositional phrase said before the request, up to its comma (group 1), and the request (group 2). */
const SETTING_FIRST = /^((?:in|on|for|within|inside|under|from|at|across|using|via|through) [^,;:]{1,40})[,;:]\s+(.+)$/;
/** How long, said first with no comma ("for the next week only let …", "for a day stop …"), and the request (group 2). */
const SPAN_FIRST = /^(for (?:the )?(?:next |coming |following )?(?:a |an |one |two |three |four |five |six |seven |\d+ )?(?:few |couple of )?(?:minutes?|hours?|days?|weeks?|months?|years?)) (.+)$/;
/** A clause of when or on what condition said before the request, up to its comma (group 1), and the request (group 2). */
const CONDITION_FIRST = /^((?:before|after|when|whenever|once|until|unless|if) [^,;:]{1,100})[,;:]\s+(.+)$/;

/**
 * A statement read as the request it makes, where nothing is asked: saying a thing is not needed any more asks for it
 * to be removed, from what no longer needs it ("branch main of octo/app no longer needs commit signatures", "we don't
 * use webhook 12 anymore"); saying who may do a thing asks for them to be allowed to ("only alice and bob may push to
 * branch main from now on").
 */
function statedRequest(head: string, vocab: Set<string>): string {
  if (opensWithVerb(head)) return head;
  const gone = NO_LONGER_NEEDED.exec(head);
  if (gone) {
    const [holder, thing] = [gone[1], gone[2] ?? gone[3]];
    return /^(i|we|you|they|he|she|it)$/.test(holder) ? `remove ${thing}` : `remove ${thing} from ${holder}`;
  }
  const asks = QUESTION_WORD.test(head);
  const due = asks ? null : DUE.exec(head);
  const done = due && !CLAUSE_WORD.test(due[1]) ? (due[2] ? verbOfParticiple(due[2], vocab) : 'remove') : null;
  if (due && done) return `${done} ${due[1]}${due[3] ?? ''}`;
  const may = asks ? null : MAY_DO.exec(head);
  return may && !CLAUSE_WORD.test(may[1]) && !RELATIVE_SUBJECT.test(may[1]) ? `allow ${may[1]} to ${may[2]}` : head;
}
/**
 * A subject that is a pronoun after a noun phrase: "every repo I can push to" is the noun phrase and a relative clause
 * about it (the repos the caller may push to), not a statement of who may push.
 */
const RELATIVE_SUBJECT = / (?:i|we|you|they|he|she)$/;
/**
 * What a thing is said to be due for: "network policy deny-all should go away" (group 2 empty: gone, removed),
 * "invoice in_3 needs to be voided" (group 2 the participle); group 1 the thing, group 3 what follows.
 */
const DUE = /^(.+?) (?:should|must|needs? to|has to|have to|ought to) (?:be ([a-z]{3,}(?:ed|en))|go away|disappear|be gone)\b([,.;]? .+)?[.?!]?$/;
/**
 * The verb of a participle ("archived" → archive, "stopped" → stop, "evicted" → evict) that opens a request or that the
 * spec uses; or null.
 */
function verbOfParticiple(participle: string, vocab: Set<string>): string | null {
  const stem = participle.replace(/(ed|en)$/, '');
  const forms = [stem, `${stem}e`, stem.replace(/([^aeiou])\1$/, '$1'), stem.replace(/i$/, 'y'), participle.replace(/n$/, '')];
  // The spec may use only the verb's noun ("evicted": `eviction`).
  const used = (f: string) => f.length > 2 && [f, `${f}ion`, `${f}ions`].some((w) => vocab.has(w));
  return forms.find((f) => opensWithVerb(`${f} it`)) ?? forms.find(used) ?? null;
}
/**
 * Saying one needs a thing asks for it: "I need a token to register a runner" gets one, "we need a new namespace for
 * staging" makes one. (Needing to do something is a lead-in: `LEAD_IN`.)
 */
function wantedThing(text: string): string {
  const m = WANTED.exec(text);
  return m ? `${/^(?:a |an )?(?:new|another|fresh)\b/.test(m[1]) ? 'create' : 'get'} ${m[1]}` : text;
}
/**
 * "I need a …", "we would like some …", "I need the full JSON of event evt_9": a thing one says one needs (group 1 the
 * thing, with its determiner) — not a thing one needs to be or do something ("we need the webhook to send …").
 */
const WANTED = /^(?:i|we) (?:need|want|would like|'d like|require) ((?:a|an|some|one|another|new) .+|(?:the|all|every|my|our) (?!.*\bto\b).+)$/;
/** Who no longer needs what: "X no longer needs Y", "X doesn't need Y anymore" (Y in group 2 or 3). */
const NO_LONGER_NEEDED = /^(.+?) (?:no longer (?:needs?|requires?|uses?|wants?) (.+?)|(?:does|do)(?:n't|n’t| not) (?:need|require|use|want) (.+?),? any ?(?:more|longer))[.?!]?$/;
/** Who may do what: a subject of one to six words, then "may", "can" or "is allowed to" and a verb. */
const MAY_DO = /^([\w.\/-]+(?: [\w.\/-]+){0,5}) (?:may|can|(?:is|are) (?:now )?allowed to) (?:now )?([a-z]{2,} .+)$/;
/** A word that begins a clause or a question inside a subject ("… so it can act again", "limit how much … may use"). */
const CLAUSE_WORD = /\b(so|because|that|how|what|which|who|when|where|if|then|and then)\b/;

/**
 * Read the question's intent. `vocab` is the spec's vocabulary (`specVocabulary`); empty means "know nothing".
 * `thingWords`: the words it names its things by (`specVocabulary` without prose), which no name of an item can be.
 */
export function understand(question: string, vocab: Set<string> = new Set(), collections: Set<string> = new Set(), thingWords: Set<string> = vocab): Intent {
  const q = question.trim();
  const lower = q.toLowerCase().replace(/\s+/g, ' ');
  let head = statedRequest(requestFirst(withoutLeadIn(wantedThing(lower))), vocab);
  // "get notified when …", "get paid for …": "get" with a participle is a passive, and the participle is the verb. A
  // particle goes back next to its verb ("hand task 55 over" → "hand over task 55"); a phrasal verb is read as the
  // one-word verb it means where the spec uses that verb ("turn down the volume" stays itself in a music API).
  // "a brand new deployment" is a new one.
  head = particleFirst(head.replace(PASSIVE_GET, '$1')).replace(/\bbrand[- ]new\b/g, 'new');
  // Keeping someone from doing a thing changes a setting of what it is done to (a lock on the issue, a protection
  // of the branch, a cordon on the node, a suspended cron job); who is kept from it is not what is changed. Read before
  // the phrasal verbs, which leave such a question as it is ("stop people from …" cancels nothing).
  // "stop the acme org from sending events to webhook 77 and remove it": the thing removed last is what is finally asked
  // (what was to be stopped goes with it).
  const removedLast = REMOVED_LAST.exec(head);
  const prevention = removedLast ? null : PREVENT.exec(head);
  // The one-word verb a phrasal verb was read as is a word the question says ("call off" names `…/cancel`).
  let phrasal: string | null = null;
  // "make the reader give up", "have job 7 call off its retries": causing a thing to do what a phrasal verb says is doing
  // it to that thing.
  if (!prevention) head = causedFirst(head);
  for (const [re, meanings] of prevention ? [] : PHRASAL_VERBS) {
    const verb = vocab.size ? meanings.find((m) => known(m, vocab)) : meanings[0];
    if (!verb || !re.test(head)) continue;
    phrasal = verb;
    head = head.replace(re, verb);
  }
  let action: Action | null = null;
  let verb: string | null = null;
  if (prevention) {
    action = 'update';
    verb = prevention[1] ?? prevention[2];
  }
  for (const [a, re] of prevention ? [] : VERBS) {
    const m = re.exec(head);
    if (m) {
      action = a;
      verb = m[1];
      break;
    }
  }
  if (removedLast) {
    action = 'delete';
    verb = removedLast[1];
  }
  // "make my repository private", "make deployment web use less memory": causative "make", a change to something
  // that exists; "make (me) a playlist", "make my own copy" make a new one.
  if (verb === 'make' && !/^make( (me|us))? (a|an|new|some|another|(my|our|your|their) own)\b/.test(head)) action = 'update';
  // "who is torvalds?": who one named person is, not a list of people.
  const whoNamed = WHO_IS.exec(head)?.[1];
  if (verb === 'who' && whoNamed && !known(whoNamed, vocab) && !STOPWORDS.has(whoNamed) && !DETERMINER.test(whoNamed)) action = 'read';
  // Signing in or out: APIs do it with GET as often as with POST, so it says nothing about the method.
  const session = SESSION.exec(head);
  if (!action && session) verb = joinPhrasalVerbs(session[0]);
  const first = /^[a-z]+/.exec(head)?.[0];
  // "unregister", "unpublish", "deprovision": un- or de- before a verb that makes a thing undoes it, a removal.
  if (!action && first && UNDOING.test(first) && actionOfWord(first) === 'delete') {
    action = 'delete';
    verb = first;
  }
  // An imperative verb of the API's own ("refund a charge", "merge pull request 7", "evict a pod").
  if (!action && !session && first && mayCommand(first) && /^[a-z]+ \S/.test(head)) {
    action = 'act';
    verb = first;
  }
  // "latest releases of octo/app", "recent public activity across …", "every repo I can push to": a question asked as a
  // noun phrase asks to see it.
  if (!action && first && OPENS_NOUN_PHRASE.test(first)) action = 'read';
  const anyScope = ANY_SCOPE.exec(lower)?.[1];
  const every = EVERY_SCOPE.test(lower) || (!!anyScope && known(anyScope, vocab));
  const values = namedValues(q, vocab, collections, verb, thingWords);
  // "call /healthz on service frontend": a request to a URL path that names no method is a plain GET.
  if (action === 'act' && verb && CALLED.test(verb) && values.some((v) => URL_PATH.test(v)) && !httpMethodNamed(q)) action = 'read';
  const scopes = scopesNamed(lower, vocab, values);
  // "is carol a member of acme?": a word the spec never uses, said to be one of a kind of thing it holds, names one; so
  // does one between "the" and such a kind ("the bug label").
  const isA = IS_A.exec(head);
  const predicated = (isA ? predicatedName(isA, vocab, collections, thingWords) : null) ?? nameBeforeKind(head, vocab, collections, thingWords);
  if (predicated && !values.some((v) => v.toLowerCase() === predicated.value)) values.push(predicated.value);
  const isKnown = knownTo(vocab);
  // A kind the spec holds, by its own name, by a compound ending in it ("webhooks": `hooks`) or by the spec's word for
  // it ("versions": `releases`).
  const heldKind = (w: string) => holdsKind(collections, w) || thesaurusTerms(w, isKnown).some((t) => holdsKind(collections, t));
  // "bind validating admission policy require-labels to …": making the thing the verb's noun names.
  const madeBy = madeByVerb(head, verb, collections);
  if (madeBy) action = 'create';
  const madeAs = action === 'create' ? createdAs(head, collections, heldKind) : null;
  const objectPhrase = madeBy ?? madeAs ?? objectHead(head, verb, values, vocab) ?? antecedent(lower, head, verb, values, vocab) ?? occasionsOf(head, collections) ?? unitGoneThrough(lower, vocab);
  // "give task 40 a due date", "give pod api-3 more memory": giving one named thing something changes it.
  if (verb === 'give' && objectPhrase) action = 'update';
  // "open gist aa5a315d…", "open the early fraud warning issfr_5": a thing with an id the API issued exists already, and
  // opening it looks at it (a new one is opened without an id: "open a pull request"); so does "open gist 5f3a", a
  // short id (the name of a thing opened with an article is a new one's: "open an issue 2fa-login-bug").
  const openedName = verb === 'open' && action === 'create' ? objectPhrase?.name ?? '' : '';
  const shortId = /\d/.test(openedName) && /^[\w-]+$/.test(openedName) && !/^open (?:a|an|new|another)\b/.test(head);
  if (openedName && (ISSUED_ID.test(openedName) || shortId)) action = 'read';
  // "roll out a new deployment called api": a change whose object is a new thing of a kind the spec holds makes one
  // ("roll out a new image for deployment web" changes the deployment: no image is held).
  if (action === 'update' && verb && objectPhrase && NEW_OBJECT.test(textAfter(head, verb)) && holds(collections, objectPhrase.noun)) action = 'create';
  // The caller is the subject of what the question asks is so.
  const subject = SELF_SUBJECT.test(head);
  // Keeping someone from doing a thing turns it off.
  const toggle = prevention ? 'off' : verb ? toggleOf(verb) : null;
  // A name's words are no everyday words for the API's things ("Paramount Pictures" asks for no image); an acronym is
  // jargon, not a name ("did my CI pass").
  const names = values.filter((v) => !ACRONYM.test(v));
  // "comment on issue 7", "assign task 1234 to Maria": a value names an instance of the word before it, which the
  // operation takes as a path parameter, whatever the preposition.
  const bound = boundResources(lower, values, vocab, action === 'create', (w) => thesaurusTerms(w, isKnown))
    .map((b) => ({ ...b, resource: shapedKind(collections, b, isKnown) ?? heldHead(collections, b.resource) }));
  if (predicated && !bound.some((b) => b.value === predicated.value)) bound.push(predicated);
  for (const [i, scope] of scopes.entries()) scopes[i] = heldHead(collections, scope);
  for (const { resource } of bound) if (!scopes.includes(resource)) scopes.push(resource);
  // "endpoints" is a word of asking about APIs, but where the spec holds a collection by it the question names that kind.
  const keep = new Set(foldedWords(q).filter((w) => STOPWORDS.has(w) && collections.has(w)));
  const terms = queryTerms(q, keep);
  // What a thing made or changed is to say ("post an event … noting that the certificate rotation failed") is its
  // text: neither asked for nor searched (no certificates are).
  const says = action === 'create' || action === 'update' || action === 'act' ? CONTENT_CLAUSE.exec(q) : null;
  const said = says ? q.slice(0, says.index) : q;
  const main = mainClause(says ? lower.replace(CONTENT_CLAUSE, '') : lower);
  // The same, as the question writes it (its case and spacing kept).
  const { rest: asked, purpose } = splitPurpose(said);
  // The spec's terms for its everyday words, read with a split verb's particle back beside it ("send the money … back"
  // → "send back the money …"), as the thesaurus writes its phrases.
  const spelled = thesaurusTerms(withoutValues(particleFirst(asked), names), isKnown);
  // The terms only that reading finds, searched after the words as written (their order kept for both searches).
  const asWritten = new Set(thesaurusTerms(withoutValues(asked, names), isKnown));
  const unsplit = spelled.filter((t) => !asWritten.has(t));
  // The spec's words for the kinds of value written ("10.100.0.0/16": cidr), searched the same way.
  const shaped = shapeTerms(q, isKnown).filter((t) => !asWritten.has(t) && !spelled.includes(t));
  const requested = new Set(queryTerms(main, keep));
  // "list pods" / "delete every secret": many. A plural object after the verb also reads as many for list/read.
  const object = objectPhrase?.noun ?? null;
  const pluralObject = !!object && isPlural(object);
  // "get the pets" asks for many, and "clear away the old pod templates" removes many: a plural object of a plain read or
  // of a removal ("what fields does an Order have" asks about one thing).
  const pluralMeansMany = (action === 'read' && verb !== null && !/^(what|why|tell|give)$/.test(verb)) || action === 'delete';
  // "what files are in folder 0?" asks which ones: many, as "which files" does; so does "what ingress rules exist …?",
  // whose plural comes after a word of the spec that qualifies it, and "what project boards does octo/app have?" or
  // "what request priority levels does the API server use?", whose plural the question's auxiliary follows
  // (`headBeforeAuxiliary`): a noun, whatever the spec calls the thing.
  const asking = withoutPicking(head);
  const whatPhrase = /^what ([a-z]{3,})(?: ([a-z]{3,}))?\b/.exec(asking);
  const whatMany = whatPhrase?.[2] && !isPlural(whatPhrase[1]) && known(whatPhrase[1], vocab) && !STOPWORDS.has(whatPhrase[1]) ? whatPhrase[2] : whatPhrase?.[1];
  // A value names the object only where it names no other thing: "the status updates of project 7" are many.
  // "the VAT numbers registered for buyer cus_40", "the issues labeled v2": a value after a word of content (not one
  // that names the object: "called") names another thing, or says what the things are; the plural object is then many.
  // After a word of asking ("the rules of acme/api") it says which one thing the question is about.
  // (Read only where the object is a plural: `many` below.)
  // A value said as an owner ("cus_Q9's linked accounts") names whose the things are.
  const rawWords = lower.split(/\s+/);
  const lowerWords = rawWords.map(bare);
  const namesOther = (v: string) => {
    const at = lowerWords.indexOf(v.toLowerCase());
    const before = lowerAt(lowerWords, at - 1);
    return POSSESSIVE.test(rawWords[at] ?? '') || (/^[a-z]+$/.test(before) && !STOPWORDS.has(before) && !NAMING.test(before));
  };
  const namesObject = names.length > 0 && (!scopes.length || !object || scopes.some((w) => singular(w) === singular(object))) && !names.every(namesOther);
  // "add a label to certificate signing request node-csr-1", "add the group sre to the subjects of cluster role binding
  // admins-binding": adding a thing of no kind the spec holds, named or not, to one thing it names (or to a part of it)
  // changes that thing, in part ("add a comment to issue 7" makes a comment: comments are held). Attaching or
  // uploading a file makes one, held or not (`…/assets`, `…/uploadImage`).
  const added = verb === 'add' ? objectPhrase ?? valueAddedToPart(head, values) : null;
  const addsPartTo = added && collections.size > 0 && !heldKind(added.noun) ? addedTo(lower, values, heldKind) : null;
  const addsPart = addsPartTo !== null;
  if (addsPart) action = 'update';
  // "label IP address 10.96.0.15 with its owner", "tag settlement ise_1 with …": marking a named thing with a mark of no
  // kind the spec holds changes it, as adding one to it does ("tag task 14" where tags are held adds one).
  if (action === 'act' && verb && MARKING.test(verb) && values.length && collections.size > 0 && !heldKind(verb)) action = 'update';
  // What such a change is made to is the thing named ("… to the network policy deny-all": a network policy).
  const changed = addsPart ? bound.find((b) => b.value === addsPartTo.toLowerCase())?.resource : undefined;
  const offOne = readOffOne(asking, action, itemValues(lower, names), vocab, collections, heldKind);
  if (offOne) action = 'read';
  // "only team ops should push; drop every other team": removing all but what is named sets what remains, whole.
  const keepsOnly = action === 'delete' && ONLY_THESE.test(lower) && ALL_OTHERS.test(lower);
  if (keepsOnly) action = 'update';
  const many = action === 'list' || MANY.test(offOne ? lower.replace(offOne, 'how') : lower) || ONE_AT_A_TIME.test(lower) || (pluralMeansMany && pluralObject && !namesObject) || enumerates(q, values) ||
    (!offOne && ((!!whatMany && /[^s]s$/.test(whatMany) && (known(whatMany, vocab) || heldKind(whatMany))) || /[^s]s$/.test(headBeforeAuxiliary(head) ?? ''))) || HAPPENINGS.test(head);
  // "buy a pet": a verb the spec names as a kind of thing it holds (buy → order) makes the noun a complement; one whose
  // word the spec uses for no kind it holds does not ("register a mutating admission policy": Kubernetes holds no
  // accounts, only service accounts). Without the spec's collections, any word of the spec's counts. What a creation is
  // said to make ("register the CFO as a representative") is its object, whatever the verb names.
  // "… without resending the whole object": what a clause of how says is not done is no extent of the change.
  const whole = WHOLE.test(main);
  const verbKinds = verb ? thesaurusTerms(verb, isKnown) : [];
  const acted = action && !prevention && (madeAs || !(collections.size ? verbKinds.some(heldKind) : verbKinds.length)) ? object : null;
  return {
    question: q,
    action: action === 'read' && many ? 'list' : action,
    verb,
    many,
    everyScope: every,
    scopes: [...new Set(scopes)],
    removedFrom: action === 'delete' ? holders(lower, bound, vocab) : [],
    references: [...bound, ...values.filter((v) => KEY_VALUE.test(v) && !bound.some((b) => b.value === v.toLowerCase())).map((v) => ({ resource: '', value: v.toLowerCase() }))],
    // "in my repository" names one the caller owns; "in my account" is the caller, whom the API knows already.
    owners: [...lower.matchAll(/\b(?:of|in|from|for|under) (a|an|the|this|that|my|our|your) ([a-z]+)\b(?! [\w.-]*\d)/g)]
      .filter((m) => !(/^(my|our|your)$/.test(m[1]) && /^(account|user|profile)s?$/.test(m[2])))
      .map((m) => m[2])
      .filter((w) => known(w, vocab) && !scopes.includes(w)),
    values,
    ownerValues: ownerValues(q, vocab).filter((v) => !values.includes(v)),
    parts: partsAsked(lower),
    kept: [...keep],
    // "How do I …" is how people ask, not a reference to themselves: only possessives and objects count.
    self: SELF.test(head) || subject,
    owned: ownedWords(head, subject),
    terms,
    asideTerms: terms.filter((t) => !requested.has(t)),
    compounds: compoundsOf(lower),
    // The spec's terms for the everyday words of what is asked: a clause that says why ("… so nothing new is scheduled
    // there") is searched as written, its words not read as things to find (no cron jobs for "scheduled").
    related: [...new Set([...spelled, ...shaped, ...(phrasal ? [phrasal] : [])])],
    // A purpose clause is searched as written, unless it says what is not to happen ("void quote qt_6 so it can't be
    // accepted" asks for no acceptance).
    // What the question sets against what it asks for is not searched ("the accounts, not teams, …": no teams).
    specWorded: [inSpecWords(withoutVerbWords(asked.replace(CONTRAST, ''), action, verb, thingWords), isKnown, valueWords({ values: names })), ...unsplit, ...shaped].join(' ') + purpose.replace(KEPT_FROM_HAPPENING, ''),
    actionTerm: actionTermOf(action, verb, scopes, isKnown),
    // Switching a setting on or off ("stop cron job report from running", "turn off the issue tracker") changes it alone.
    extent: keepsOnly ? 'whole' : addsPart || PARTIAL.test(lower) || (toggle && !whole) ? 'partial' : whole ? 'whole' : null,
    // Who is kept from doing a thing is not asked for ("stop people from commenting on issue 5").
    // Nor who a purpose clause is for ("unlock issue 88 so people can comment again").
    asksWho: !prevention && asksForPeople(main),
    toggle,
    meantFor: meantFor(head, verb),
    toggleTerms: toggleTermsOf(toggle, verb, isKnown),
    idKinds: [],
    httpMethod: httpMethodNamed(q),
    state: action === 'update' || action === 'act' ? STATE_AFTER_AS.exec(head)?.[1] ?? null : null,
    // "find payment intents by a metadata value"; "issues that mention a memory leak" are found by their text.
    filterBy: action === 'list' || action === 'read' ? [...lower.matchAll(FILTER)].map((m) => m[1]).filter((w) => !STOPWORDS.has(w)) : [],
    counts: (action === 'list' || action === 'read') && COUNTING_ASKED.test(main),
    object: changed ?? (acted && heldObject(collections, acted, isKnown, objectPhrase?.modifier ?? null)),
    objectModifier: changed ? null : objectPhrase?.modifier ?? null,
    objectNamed: !!changed || !!objectPhrase?.named,
    // Read only with the object it names ("attach custom field 55 …" leaves none to the verb's own noun).
    objectIssued: acted !== null && ISSUED_ID.test(objectPhrase?.name ?? ''),
  };
}

/**
 * A method named as the request sent: in capitals ("a POST", "GET requests", "OPTIONS") or after "HTTP" ("an http get",
 * "HTTP HEAD"); a lower-case "get" or "post" is the everyday verb. "HEAD" alone is a git ref ("HEAD of branch main"):
 * it is the method as the request's ("a HEAD request") or as what the request goes by ("check via HEAD").
 */
const HTTP_METHOD_CAPS = /\b(GET|POST|PUT|PATCH|DELETE|OPTIONS)\b/;
const HTTP_METHOD_AFTER_HTTP = /\bhttp (get|post|put|patch|delete|head|options)\b/i;
const HEAD_AS_METHOD = /(?<=\b(?:via|using) (?:an? )?)HEAD(?=[\s,;:.?!]|$)|\bHEAD(?= (?:requests?|calls?|method)\b)/;
const httpMethodNamed = (q: string): string | null =>
  (HTTP_METHOD_AFTER_HTTP.exec(q)?.[1] ?? HTTP_METHOD_CAPS.exec(q)?.[1] ?? HEAD_AS_METHOD.exec(q)?.[0])?.toUpperCase() ?? null;

/** A question that asks for a number of things. */
const COUNTING_ASKED = /\b(how many|tally|number of|count of|counts of)\b/;

/** "mark … as successful", "flag … as a duplicate": the state the marking brings about. */
const STATE_AFTER_AS = /^(?:mark|flag|set|tag|label)\b.*?\bas (?:an? |being )?([a-z]{4,})\b/;

/** "add audited=true to the labels of …": a value, then the part of a thing it goes to. */
const VALUE_TO_PART = /^(\S+) (?:to|into|onto) (?:the|its|their) ([a-z]{3,}) of\b/;
/** A key set to a value ("audited=true", "tier=gold"). */
const ASSIGNMENT = /^[\w.\/-]+=[\w.\/-]+$/;

/**
 * "add audited=true to the labels of controllerrevision web-7d9f": a value added to a part of a thing is a thing of that
 * part's kind (a label), as "add the label audited=true to …" says; null where no value comes first.
 */
function valueAddedToPart(head: string, values: string[]): ObjectPhrase | null {
  const m = VALUE_TO_PART.exec(textAfter(head, 'add'));
  return m && (ASSIGNMENT.test(m[1]) || values.some((v) => v.toLowerCase() === m[1])) ? { noun: m[2], named: true, name: m[1] } : null;
}

/**
 * The value of the one thing the question adds to: "… to (the) network policy deny-all", "… onto issue 7", "… to the
 * subjects of cluster role binding admins-binding" (null for none).
 */
export function addedTo(lower: string, values: string[], heldKind: (word: string) => boolean = () => false): string | null {
  return values.find((v) => {
    const to = new RegExp(`\\b(?:to|onto|into) (?:(?:the|my|our|this|that) )?((?:[a-z][a-z-]* ){1,3})(of (?:the )?(?:[a-z][a-z-]* ){1,3})?${escapeRegExp(v.toLowerCase())}(?![\\w-])`).exec(lower);
    // A part of the named thing is added to through it, unless the spec holds the part as a kind of its own ("… to the
    // required status checks of branch main": GitHub holds statuses, and the checks are what is added to).
    return !!to && !(to[2] && to[1].trim().split(' ').some(heldKind));
  }) ?? null;
}

/**
 * The head of the noun phrase of two to four words after "what" that the question's auxiliary follows ("what request
 * priority levels does …" → levels); null where no auxiliary follows such a phrase.
 */
function headBeforeAuxiliary(head: string): string | null {
  const ws = /^what (.+)$/.exec(head)?.[1].split(' ') ?? [];
  const aux = ws.findIndex((w) => AUXILIARY.test(w));
  if (aux < 2 || aux > 4 || ws.slice(0, aux).some((w) => FUNCTION_WORD.test(w) || DETERMINER.test(w) || !/^[a-z][a-z-]+$/.test(w))) return null;
  return ws[aux - 1];
}

/** `text` matched literally inside a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words before a value name what a thing is taken out of: "from", "out of", "off" or "away from" and its kind. */
const TAKEN_OUT_OF = /\b(?:from|out of|off|away from)\s+(?:(?:the|my|our|this|that|a|an)\s+)?(?:[a-z][a-z-]*\s+){1,2}$/;

/**
 * What a removal takes a thing out of: those named by a value ("… out of portfolio 2"), or, where a thing named by its
 * value is taken out of one named by its kind alone at the question's end ("remove entry rsli_4 from its Radar value
 * list"), that kind (its head noun, with no value: `value` is empty).
 */
function holders(lower: string, bound: BoundValue[], vocab: Set<string>): BoundValue[] {
  const valued = bound.filter((b) => takenOutOf(lower, b.value));
  if (valued.length || !bound.length) return valued;
  const kind = OUT_OF_KIND.exec(lower)?.[1];
  return kind && known(kind, vocab) && !isPlural(kind) && !bound.some((b) => singular(b.resource) === singular(kind)) ? [{ resource: kind, value: '' }] : [];
}
/** "… from its Radar value list": a removal's holder named by its kind alone, ending the question (group 1 its head). */
const OUT_OF_KIND = /\b(?:from|out of|off|away from)\s+(?:its|their|the|my|our)\s+(?:[a-z][a-z-]*\s+){0,2}([a-z]{3,})[?.!]*$/;

/** `value` names what the question takes something out of ("… out of portfolio 2"). */
function takenOutOf(lower: string, value: string): boolean {
  const at = lower.search(new RegExp(`(?:^|\\s)${escapeRegExp(value)}(?=$|[\\s?!.,;:])`));
  return at > 0 && TAKEN_OUT_OF.test(lower.slice(0, at + 1));
}

/**
 * The main clause asks for people: "who …", or a word for people that is not the subject of a clause — "list everyone
 * in team 5" and "which people can …" ask for them; "which roles can people hold in workspace 4?" (after an auxiliary)
 * and "… everyone can see" (before a modal) ask for something the people do.
 */
function asksForPeople(main: string): boolean {
  if (/\b(who|whom)\b/.test(main)) return true;
  // "which people can see project 9?", "how many people are on …" ask for them whatever follows. Not people a clause
  // is about ("every comment people have left", "what people can do") nor those a preposition places ("events from
  // the people she watches").
  const words = main.split(/[^a-z']+/);
  return words.some((w, i) => {
    if (!/^(everyone|everybody|people)$/.test(w)) return false;
    const [further, before, after] = [words[i - 2], words[i - 1], words[i + 1]];
    if (/^(which|what)$/.test(before ?? '') || (before === 'many' && further === 'how')) return true;
    return !(before && AUXILIARY.test(before)) && !(after && (MODAL.test(after) || AUXILIARY.test(after))) && !placedBy(further, before);
  });
}

/** Prepositions that say where a thing comes from or goes, or whose it is ("from the people", "to everyone"). */
const PLACING = /^(from|by|to|of|for|with|among|between|about)$/;
/** The words before a noun place it: a preposition, right before it or before its determiner. */
const placedBy = (further: string | undefined, before: string | undefined) =>
  !!before && (PLACING.test(before) || (!!further && PLACING.test(further) && DETERMINER.test(before)));

/**
 * The parts of one thing a question asks for, where it asks for more than one: two of its things ("read its body and
 * labels"), two counts of it ("how many stars and forks does octo/app have?"), or a second question about it after the
 * first, pointing back at it ("is branch release-2 protected, and what's its latest commit?", "when was secret NPM_TOKEN
 * last updated, and which repos can see it?"). Not after "who …" (the second question is about the people: "who is on
 * project 14 and what access do they have?") or "how many …" (about the things counted: "how many tasks are in
 * project 1200 and how many are done?").
 */
export function partsAsked(lower: string): string[] {
  const its = /\b(?:its|their) ((?:[a-z]+ )?[a-z]+) and (?:its |their )?([a-z]+)\b/.exec(lower);
  if (its) return [its[1], its[2]];
  const counted = /^how many ([a-z]+) and ([a-z]+) (?:does|do|did|has|have)\b/.exec(lower);
  if (counted) return [counted[1], counted[2]];
  const second = /^(?!who\b|how many\b)(?:is|are|was|were|does|did|has|have|when|what|which|where|how)\b(.+?),? and (?:what|which|when|where|how|who)\b(.*\b(?:its|it)\b.*)$/.exec(lower);
  return second ? [second[1].trim(), second[2].trim()] : [];
}

/**
 * The question without a clause that says why ("… so people can comment again", "… so that the pipeline can log in",
 * "… because it got heated"): what the asker wants done is said before it. A clause of that kind opens with a
 * subject ("so I", "so its pods"); ", so change its status" is the request itself, after its reason. Nor a clause that
 * says when or how of another doing ("… before confirming it", "… without touching its other items").
 */
export function mainClause(lower: string): string {
  return splitPurpose(lower).rest.replace(WHEN_CLAUSE, '').replace(EXAMPLES_CLAUSE, '').replace(CONTRAST, '');
}
/**
 * "list the individual accounts, not teams, that may push", "archive it rather than delete it", "… instead of the
 * org's": what the question sets against what it asks for, up to the next punctuation, is not asked for. "Not" counts
 * after a comma or "but" only ("pull requests not merged yet" asks for those), and not before a word of degree or time;
 * nor does a number ("run five copies instead of two" sets no thing against the request). In any case: it is read on
 * the question in lower case and as written.
 */
const CONTRAST = /(?:,\s*(?:but |and )?|\s+but )not (?!(?:yet|ever|just|only|even|so|too|very|really|always|all|every|sure|now|again|anymore|any more|once)\b)(?![a-z]+ed\b)[^,;:.?!]+|\s+(?:rather than|instead of|excluding|except(?: for)?)\s+(?!(?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b)[^,;:.?!]+/gi;
/**
 * "every document we've put on Stripe, like dispute evidence and ID scans": examples of what is asked for, to the end
 * of the sentence, are things of its kind, not other things to find ("such as", "e.g.", "for example" anywhere; "like"
 * after a comma, where it is no verb: "I'd like …").
 */
const EXAMPLES_CLAUSE = /(?:,\s*(?:like|say)|,?\s+(?:such as|e\.g\.,?|for example,?|for instance,?))\s+[^;?!]*/;
// "… without ever being captured": what is not to happen to it, a participle after "being", is no part of the request.
const WHEN_CLAUSE = /,?\s+(?:before|after|until|without|while)\s+(?:[a-z]{3,}ing|(?:ever |even |once )?(?:being|having been|getting) [a-z]{3,}(?:ed|en))\b.*$/;
// "… so membership syncs from it": a bare noun and a verb in the present after "so" open one too ("so many pods" does not).
// In any case: `splitPurpose` reads it on the question in lower case and as written.
const PURPOSE_CLAUSE = /,?\s+(?:so(?: that)?|because|in order for)\s+(?:i|we|you|he|she|it|they|its|their|his|her|my|our|your|the|a|an|no|nothing|nobody|anyone|anybody|everyone|everybody|people|someone|somebody|others|other|users?|(?!(?:many|much|few|far|long|little)\b)[a-z]{3,} [a-z]{2,}[^s\W]s)\b.*$/i;
/** A purpose clause of what is not to happen any more ("so it cannot be used", "so nobody can pay on it"). */
const KEPT_FROM_HAPPENING = /,?\s+so(?: that)? (?:[a-z']+ ){0,3}?(?:can't|cannot|can not|won't|will not|no longer|never|nobody|no one)\b.*$/i;
/** The text a message or note is to say, unquoted, to the end ("… saying who owns it", "… noting that it failed"). */
const CONTENT_CLAUSE = /,?\s+(?:saying|noting|stating)(?: that)?\s+[^'"“‘]*$/i;
/**
 * `text` (lower case or as written) without its clause of why, and that clause: to the end, or to a later clause that
 * opens with a verb ("the cooldown we put on acme so only members could comment is over early, turn it off").
 */
function splitPurpose(text: string): { rest: string; purpose: string } {
  const m = PURPOSE_CLAUSE.exec(text);
  if (!m) return { rest: text, purpose: '' };
  let end = text.length;
  for (const b of text.slice(m.index).matchAll(/[,;]\s+(?:(?:then|and|now|please|just) )*/gi)) {
    if (b.index > 0 && opensWithVerb(withoutLeadIn(text.slice(m.index + b.index + b[0].length).toLowerCase()))) {
      end = m.index + b.index;
      break;
    }
  }
  return { rest: text.slice(0, m.index) + text.slice(end), purpose: text.slice(m.index, end) };
}

/**
 * "how many pods …" counts pods and "which pods …" lists them; "how many times has job migrate failed?" counts, and
 * "which machine did pod api-3 land on?" picks, something the spec has no word for — a number or an attribute read off
 * one resource, not a list. `values`: those that name one thing (`itemValues`). The question word that would
 * otherwise read as many, or null.
 */
function readOffOne(head: string, action: Action | null, values: string[], vocab: Set<string>, collections: Set<string>, heldKind: (word: string) => boolean): RegExp | null {
  const counted = /^how many ([a-z]+)/.exec(head)?.[1];
  // "how many times has job migrate failed?" counts occasions of one thing, whatever a spec's "time" fields are ("how
  // many times did we top up our balance?", of what people did, counts records: `OCCASIONS`).
  if (counted && (counted === 'times' ? !OCCASIONS.test(head) : !known(counted, vocab)) && !STOPWORDS.has(counted)) return /\bhow many\b/;
  // Only about a thing the question names: "which machines are in my cluster?" lists them.
  if ((action !== 'list' && action !== 'read') || !values.length) return null;
  const which = /\bwhich ([a-z]{3,})\b/.exec(head)?.[1];
  if (which && !isPlural(which) && !known(which, vocab) && !STOPWORDS.has(which)) return /\bwhich\b/;
  // "look up installation 555: which account is it on?": one thing asked of the one named (it, after an auxiliary).
  const asked = /\bwhich ([a-z]{3,}) (?:is|was|does|did|has) (?:it|this|that)\b/.exec(head)?.[1];
  if (asked && !isPlural(asked) && !STOPWORDS.has(asked)) return /\bwhich\b/;
  // "what ports does service checkout listen on?": a plural the spec holds no collection of is a field of the one
  // thing named ("which pods run on node worker-1?" lists pods; "which checks ran in check suite 7001?" lists the
  // things the spec calls check runs).
  const field = /\b(which|what|how many) ([a-z]{3,})\b/.exec(head);
  const plural = field && isPlural(field[2]) && !STOPWORDS.has(field[2]) && !AUXILIARY.test(field[2]);
  return plural && collections.size > 0 && !heldKind(field[2]) && !modifiesHeld(collections, field[2]) ? new RegExp(`\\b${field[1]}\\b`) : null;
}

/**
 * The question without a word that picks out which ones right after its question word ("what individual checks ran …",
 * "which individual checks …" ask which checks): such a word says nothing of what is asked for.
 */
const withoutPicking = (head: string) => head.replace(/\b(which|what|how many) ([a-z]+) /g, (all, asked: string, w: string) => (PICKING.test(w) ? `${asked} ` : all));

/** Actions whose name is the verb APIs use for them ("throw away" → delete). */
const CHANGES = new Set<Action>(['create', 'update', 'delete']);

/**
 * "throw away a repository", "take down a release": the action is clear, but keyword search sees only words no
 * operation uses, so the spec's verb for it is searched too — only for creations, changes and deletions (reads are
 * asked in too many ways to name one verb), only when the question's verb is not the spec's word, and not for
 * "stop …ing" (what is undone is the activity: `removeFollowers`, `unsubscribe`, not a deletion), nor for "add X to
 * Y", which may be a change of Y rather than a creation (the candidates tell which).
 */
function actionTermOf(action: Action | null, verb: string | null, scopes: string[], isKnown: (w: string) => boolean): string | null {
  if (!action || !CHANGES.has(action) || !verb || verb === action || verb === 'stop' || (!verb.includes(' ') && isKnown(verb))) return null;
  if (action === 'create' && scopes.length) return null;
  return isKnown(action) ? action : null;
}

/** A phrasal verb: a verb and the particle after it ("pull up", "check on"). */
const PARTICLE_LAST = /^[a-z]+ (?:up|down|out|off|over|on|at|into|through|back)$/;
/**
 * The question without the words of its verb where that verb is a phrasal one of reading with a word the spec names
 * things by ("pull up issue 512": no pull requests are asked for; "check on workflow run 5": no check runs): the method
 * says what they mean, and searched they would find those things. A phrasal verb of a change stays, for the spec's
 * verb the thesaurus puts beside it ("set up a space" → create).
 */
function withoutVerbWords(asked: string, action: Action | null, verb: string | null, thingWords: Set<string>): string {
  if (action !== 'read' || !verb || !PARTICLE_LAST.test(verb) || !verb.split(' ').some((w) => known(w, thingWords))) return asked;
  return asked.replace(new RegExp(`\\b${verb.split(' ').map(escapeRegExp).join('\\s+')}\\b`, 'i'), ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The values that name one thing, not where to look: "pod api-3 in namespace prod" → api-3 ("in namespace prod", "of
 * project 7" scope the question).
 */
function itemValues(lower: string, values: string[]): string[] {
  return values.filter((v) => !new RegExp(`\\b(?:in|within|inside|under|across|of|for) (?:the )?[a-z]+(?: [a-z]+)? ${escapeRegExp(v.toLowerCase())}(?![\\w-])`).test(lower));
}

/** Names two or more values as a list ("ranges A1:B2 and C3:D4", "users 12, 13 and 14"): asks about several at once. */
function enumerates(question: string, values: string[]): boolean {
  if (values.length < 2) return false;
  const any = `["“']?(?:${values.map(escapeRegExp).join('|')})["”']?`;
  return new RegExp(`${any}(?:\\s*,\\s*${any})*\\s*,?\\s+(?:and|or)\\s+${any}`).test(question);
}

/** Lower-case words of the values an intent names (left out of term coverage: they are data, not vocabulary). */
export function valueWords(intent: Pick<Intent, 'values'>): Set<string> {
  return new Set(intent.values.flatMap(foldedWords));
}

/** Words of a spec's title that say what kind of document it is, not whose API it is. */
const TITLE_GENERIC = /^(api|apis|web|rest|restful|http|openapi|swagger|platform|service|services|reference|the|and|for)$/i;

/**
 * The words a spec's title names the API by ("Stripe API" → stripe, "Slack Web API" → slack): not a generic word and
 * not a kind of thing the spec holds ("Google Calendar API" keeps calendar: `calendars` are held).
 */
export function apiNames(titles: string[], collections: Set<string>): string[] {
  const words = titles.flatMap((t) => t.split(/[^A-Za-z]+/)).filter((w) => w.length >= 3 && !TITLE_GENERIC.test(w));
  return [...new Set(words.map((w) => w.toLowerCase()))].filter((w) => !holdsKind(collections, w));
}

/**
 * The question searched without the API's own name ("what is my Stripe balance?" searches "what is my balance?"):
 * every operation of the spec is the API's, and the name only favours the ones whose prose happens to say it.
 */
export function withoutApiName(intent: Intent, names: string[]): Intent {
  if (!names.length) return intent;
  // "my Stripe balance", "the Slack team": the name; "who is torvalds on GitHub?": the phrase that ends with it.
  // "GitHub's webhooks" are the service's own, which its operations about itself answer: a possessive stays.
  const alternatives = names.map(escapeRegExp).join('|');
  const placed = new RegExp(`\\b(?:on|in|at|from|with|via|through|using|inside|within) (?:the )?(?:${alternatives})(?=\\s*(?:[,.?!;:]|$))`, 'gi');
  const name = new RegExp(`\\b(?:${alternatives})\\b(?!['’]s\\b)`, 'gi');
  const specWorded = intent.specWorded.replace(placed, ' ').replace(name, ' ').replace(/\s+/g, ' ').trim();
  return specWorded.split(' ').length >= 2 ? { ...intent, specWorded } : intent;
}

/**
 * The question without the values it names, for the embedding: "lead actor of Titanic" embeds nearer to
 * the credits operation as "lead actor of". Unchanged when fewer than three words would be left.
 */
export function withoutValues(question: string, values: string[]): string {
  if (!values.length) return question;
  let out = question;
  for (const v of [...values].sort((a, b) => b.length - a.length)) out = out.split(v).join(' ');
  out = out.replace(/["“”‘’]\s*["“”‘’]/g, ' ').replace(/['’]s\b/g, ' ').replace(/\s+/g, ' ').trim();
  return out.split(' ').length >= 3 ? out : question;
}
