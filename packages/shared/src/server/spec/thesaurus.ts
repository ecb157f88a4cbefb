// Everyday words for things APIs name with their own terms ("copy of a repository" is a fork, "money sent to
// my bank" a payout), across domains — payments, code hosting, clusters, messaging, calendars, tasks, media,
// identity. Some entries share words with this project's visible questions; the everyday question sets, written
// after it and never tuned on, measure it (README, Evaluation). Each entry maps a user's word to API terms. Only a word the spec does not use itself is expanded (where the spec has the word, the word finds
// its operations), and only to terms the spec uses: a spec without payouts never sees "payout".
/**
 * Words translated even where the spec uses them: its use of the word is narrower than the word's (GitHub's replies are
 * to review comments only; a reply to a discussion is a comment on it).
 */
const BROADER = new Set(['reply', 'replies', 'replied', 'respond', 'responded']);
const ENTRIES: Array<[string[], string[]]> = [
  // money
  [['money', 'funds', 'cash', 'earnings', 'proceeds'], ['payout', 'balance', 'transfer', 'funds']],
  [['withdraw', 'withdrawal', 'cash out', 'cashout'], ['payout']],
  // Money added to one's own balance from a bank is a top-up (the balance maybe named by whose it is: "the Stripe balance").
  [['add funds', 'adding funds', 'added funds', 'load funds', 'fund (?:my|our|the) (?:[a-z]+ )?balance'], ['topup', 'topups', 'top_up']],
  // Money brought in from a bank account outside the platform, into an account the caller holds there, comes in by an
  // inbound transfer.
  [['(?:money|funds|dollars?|euros?|pounds?) (?:in )?from (?:our|my|an?|the|their) (?:outside|external) bank(?: account)?'], ['inbound_transfer', 'inbound_transfers']],
  // Money someone else pulls or takes out of an account is a debit of it; money pushed or put into one, a credit.
  [['(?:pull|pulls|pulled|pulling|take|takes|took|taking) (?:the |some )?(?:money|funds|cash) (?:out of|from)'], ['debit', 'debits', 'received_debits']],
  [['(?:push|pushes|pushed|pushing|put|puts|putting) (?:the |some )?(?:money|funds|cash) into', '(?:money|funds|cash)(?: [a-z]+){0,3} (?:pushed|put) into'], ['credit', 'credits', 'received_credits']],
  // The credit a customer holds with the business is the customer's balance, changed by its balance transactions.
  [['credit balance', 'account credit', 'store credit', 'credit on (?:the |their |its |his |her |my |our |[a-z0-9_]+[\'’]s )?account'], ['balance', 'balance_transactions']],
  // What one currency is worth in another is an exchange rate.
  [['(?:how many|how much) (?:yen|euros?|dollars?|pounds?|pesos?|rupees?|francs?|yuan|kronor|krona)', 'conversion rate', 'currency conversion', 'convert currency', 'convert currencies'], ['exchange_rates', 'exchange_rate', 'rate']],
  // A list of values a fraud rule blocks or allows is a value list.
  [['blocklist', 'block list', 'blocked (?:[a-z]+ )?list', 'blacklist', 'denylist', 'deny list', 'allowlist', 'allow list', 'whitelist'], ['value_list', 'value_lists', 'value_list_items']],
  // An amount raised or bumped (an authorization's, a count's) is incremented.
  [['raise', 'raising', 'raised', 'bump', 'bumping', 'bumped'], ['increment', 'increase']],
  [['money back', 'pay back', 'reimburse', 'reimbursement'], ['refund']],
  // Money sent back where it came from, or a move of it undone, is reversed.
  [['send back', 'sent back', 'pull back', 'pulled back', 'undo'], ['reversal', 'reverse']],
  // What bounced back (a payment, a transfer, a parcel) was returned to its sender.
  [['bounce back', 'bounced back', 'bounces back', 'bouncing back'], ['return', 'returned']],
  [['pay', 'paid', 'payment', 'payments'], ['charge', 'invoice', 'payment_intent', 'paymentintent']],
  [['bill', 'billing'], ['invoice', 'subscription']],
  [['every month', 'monthly', 'every year', 'yearly', 'annually', 'every week', 'weekly'], ['subscription']],
  [['chargeback', 'chargebacks', 'disputed', 'contest', 'contests', 'contesting', 'contested'], ['dispute']],
  [['discount', 'voucher', 'promo'], ['coupon', 'promotion_code', 'promotioncode', 'discount']],
  [['plan', 'pricing', 'tier'], ['price', 'plan', 'product']],
  // What a business sells is its products.
  [['goods', 'merchandise', 'catalog', 'catalogue', 'things i sell', 'things we sell', 'what i sell', 'what we sell'], ['product', 'products']],
  [['receipt'], ['invoice', 'charge']],
  [['seller', 'merchant', 'vendor', 'marketplace'], ['account', 'connected']],
  // Cards a business hands its own people to spend with are issued cards, and the people holding them cardholders.
  [['company cards?', 'corporate (?:spending )?cards?', 'virtual cards?', 'employee cards?', 'spending cards?', 'cards? (?:i|we) (?:have )?issued?', 'issued cards?'], ['issuing']],
  [['(?:employee|staff member|contractor|worker)s?(?: [a-z]+){0,6} cards?', 'cards?(?: [a-z]+){0,4} (?:employee|staff member|contractor|worker)s?'], ['cardholder', 'cardholders']],
  [['save card', 'saved card', 'card on file', 'store card'], ['setup_intent', 'setupintent', 'payment_method', 'paymentmethod']],
  [['estimate', 'quotation', 'proposal'], ['quote']],
  // A ledger's lines are the entries (transactions) it records.
  [['ledger', 'ledgers', 'ledger line', 'ledger lines', 'ledger entry', 'ledger entries'], ['transaction_entries', 'entries', 'transactions']],
  [['write off', 'writeoff', 'bad debt'], ['uncollectible']],
  [['stolen', 'fraudulent', 'scam'], ['fraud']],
  [['vat', 'gst', 'vat number', 'tax number', 'tax registration'], ['tax_id', 'taxid', 'tax_ids']],
  // Giving up on a thing one contests (a dispute, a claim) closes it: the other side has it.
  [['give up', 'gave up', 'concede', 'conceded', 'accept that we lost', 'accept that i lost', 'accept we lost', 'accept the loss', 'accept losing', 'admit defeat'], ['close', 'accept']],
  // What is held for a person to look at before it goes through is in review.
  [['human review', 'manual review', 'for a human to check', 'for a person to check', 'for a human to look at', 'for someone to look at', 'checked by hand', 'reviewed by hand'], ['review', 'reviews']],
  // A purchase made with a card is a transaction on it.
  [['card purchase', 'card purchases', 'purchase on a card', 'purchases on a card', 'card spend', 'card spending', '(?:purchases?|spend) (?:made )?(?:with|on) (?:the |my |our |a |one of (?:the |my |our ))?(?:[a-z]+ )?cards?'], ['transaction', 'transactions']],
  // A purchase on a card still pending or only attempted is an authorization of it (one made is a transaction).
  [['(?:pending|attempted) (?:card )?(?:purchases?|spend)'], ['authorization', 'authorizations']],
  // The small amounts sent to a bank account to prove it is the caller's are microdeposits.
  [['small deposit', 'small deposits', 'tiny deposits', 'micro deposits', 'micro-deposits', 'test deposits'], ['microdeposits']],
  [['director', 'directors', 'representative', 'representatives', 'executive', 'executives', 'shareholder', 'shareholders'], ['person', 'persons', 'people']],
  // code hosting
  [['copy', 'duplicate', 'clone'], ['fork', 'clone', 'copy', 'duplicate']],
  [['starred', 'stars', 'liked', 'bookmarked'], ['stargazers', 'star', 'starred']],
  [['watching', 'watch', 'watchers', 'subscribed'], ['subscribers', 'subscription', 'watchers']],
  [['fans', 'audience'], ['followers', 'stargazers']],
  // What others can see is public.
  [['other people see', 'other people can see', 'others see', 'others can see', 'anyone can see', 'everyone can see', 'visible to others', 'visible to everyone', 'visible to anyone'], ['public']],
  [['access', 'permission', 'permissions'], ['collaborators', 'permission', 'roles', 'members']],
  [['teammate', 'teammates', 'coworker', 'colleague'], ['member', 'collaborator', 'team']],
  [['version', 'versions', 'tag'], ['release', 'tag']],
  [['ci', 'pipeline', 'build', 'builds'], ['workflow', 'run', 'action', 'check']],
  // The machines that run a project's builds are its runners (or agents); a "build server" may be a CI service as well.
  [['build machine', 'build machines', 'build agent', 'build agents', 'build box', 'build boxes'], ['runner', 'runners', 'agent', 'agents']],
  // What a build produces and keeps (files, packages) are its artifacts.
  [['build output', 'build outputs', 'build product', 'build products', 'output files', 'files (?:[a-z]+ ){1,3}(?:produced|made|generated|uploaded)'], ['artifact', 'artifacts']],
  // A website served straight from a repository is its pages site.
  [['static site', 'static sites', 'static website', 'static websites', 'hosted site', 'hosted website', 'project site', 'project website'], ['pages']],
  [['change', 'changes', 'diff'], ['commit', 'compare', 'diff']],
  // A file's raw bytes put in a repository's object store, as such, are a blob.
  [['raw (?:file )?(?:contents?|bytes|data)', 'file contents', '(?:binary|raw) (?:chunk|blob|data|bytes)', '(?:chunk|piece) of (?:a |raw )?binary'], ['blob', 'blobs']],
  // The history of a thing's revisions is the list of its commits (or versions).
  [['revision history', 'change history', 'edit history', 'version history'], ['commits', 'history', 'revisions', 'versions']],
  [['bug', 'ticket', 'problem'], ['issue']],
  [['code review', 'approve'], ['review', 'reviewers', 'approval']],
  // "ask alice to review pull request 31": asking someone to do a thing is a request of them (requested reviewers).
  [['^ask (?:[a-z0-9_.@-]+ ){1,3}?to'], ['requested', 'request']],
  // Who may comment, post or open things somewhere, kept to some people for a while, is a limit on interactions. Not
  // put beside the words of keeping people from it on one numbered thing ("stop people from commenting on issue 12"
  // closes that one to comments: its lock); `thesaurusTerms` reads the question without its values and still names it.
  [['(?:stop|keep|bar|block|prevent) (?:[a-z-]+ ){1,3}from (?:commenting|posting|replying|interacting|opening)(?! on (?:the )?[a-z]+(?: [a-z]+)? #?[0-9])', 'only (?:let|allow) (?:[a-z-]+ ){1,5}(?:comment|post|reply|interact|open)', 'only (?:[a-z-]+ ){1,3}(?:can|could|may|might|get to|got to) (?:comment|post|reply|interact|open)', 'who (?:can|may|gets to) (?:comment|post|reply|interact|open)', 'cooldown', 'cool-down', 'cooling[- ]off(?: period)?'], ['interaction', 'interactions', 'limits']],
  [['note', 'remark', 'remarks'], ['comment']],
  // A reply is a comment, even where the spec has replies of its own (to one kind of comment).
  [[...BROADER], ['comment']],
  [['snippet', 'paste'], ['gist']],
  // The card a site shows when the pointer rests on someone's name is a hovercard.
  [['popup', 'pop-up', 'hover card', 'hover-over card', 'tooltip', 'profile card'], ['hovercard']],
  [['react', 'reacted'], ['reaction']],
  [['inbox', 'alert', 'alerts'], ['notification']],
  [['happen', 'going on', 'occurrence', 'occurrences', 'occurred'], ['event', 'events']],
  [['visitor', 'visitors', 'pageviews'], ['traffic', 'views']],
  // clusters and infrastructure
  // A range of network addresses is written as a CIDR block.
  [['address range', 'address ranges', 'ip range', 'ip ranges', 'range of addresses', 'range of ips', 'ip block', 'address block', 'subnet', 'subnets'], ['cidr', 'cidrs']],
  [['restart', 'redeploy', 'rollout'], ['rollout', 'restart', 'deployment']],
  [['container', 'containers', 'instance', 'replica'], ['pod']],
  [['password', 'credential', 'credentials', 'api key'], ['secret', 'token', 'key']],
  // What lasts a short while only is ephemeral, in an API's words (a short-lived key, a temporary container).
  [['temporary', 'short-lived', 'short lived'], ['ephemeral']],
  // An API served by another server behind the main one (aggregated, an extension) is registered as an API service.
  [['aggregated api', 'aggregated apis', 'api aggregation', 'aggregation layer', 'extension api server', 'extension api servers', 'extension apiserver'], ['apiservice', 'apiservices']],
  // A request relayed by the server to what sits behind it goes through its proxy.
  [['through the api server', 'via the api server', 'through the apiserver', 'via the apiserver', 'through the kube-apiserver', 'via the kube-apiserver', 'relay', 'relayed'], ['proxy']],
  // What a project keeps encrypted for its builds or apps are its secrets.
  [['encrypted value', 'encrypted values', 'encrypted variable', 'encrypted variables', 'sensitive value', 'sensitive values'], ['secret', 'secrets']],
  [['config', 'settings', 'configuration'], ['configmap', 'settings', 'config']],
  [['machine', 'server', 'host', 'vm', 'worker'], ['node']],
  [['disk', 'volume', 'storage'], ['persistentvolumeclaim', 'persistentvolume', 'volume', 'storage']],
  // A claim on storage, however it is called, is a persistent volume claim (not a claim on devices, a ResourceClaim).
  [['storage claim', 'storage claims', 'disk claim', 'disk claims', 'volume claim', 'volume claims'], ['persistentvolumeclaim', 'persistentvolumeclaims']],
  [['schedule', 'scheduled', 'nightly', 'periodic', 'every night', 'every hour'], ['cronjob', 'schedule']],
  [['traffic', 'firewall'], ['networkpolicy', 'ingress']],
  [['autoscale', 'autoscaling', 'autoscaler'], ['horizontalpodautoscaler', 'autoscaler', 'scale']],
  // A number of copies is a scale (the phrase is matched as written, a pattern like the others: "to 5 copies").
  [['shrink', 'grow', 'resize', 'scale down', 'scale up', '(?:[0-9]+|one|two|three|four|five|six|seven|eight|nine|ten) (?:copies|replicas|instances)'], ['scale']],
  // More or less of what a thing runs on is a change of its size in place.
  [['more memory', 'less memory', 'more cpu', 'less cpu', 'more ram', 'less ram', 'more resources', 'fewer resources'], ['resize']],
  [['drain'], ['eviction']],
  // A grant of a role's permissions to someone is a binding of it.
  [['permission grant', 'permission grants', 'role grant', 'role grants', 'access grant', 'access grants'], ['rolebinding', 'clusterrolebinding', 'binding']],
  // A container added to a running pod to debug it is an ephemeral one.
  [['debug container', 'debug containers', 'debugging container', 'debugging containers'], ['ephemeralcontainers', 'ephemeral']],
  // Leader election holds a lock on a lease.
  [['leader election', 'leader-election', 'election lock', 'election locks', 'leader'], ['lease', 'leases']],
  // Taking things down on purpose for maintenance is a voluntary disruption: what guards against it is a disruption
  // budget, and what moves a workload off first an eviction.
  [['maintenance'], ['disruption', 'poddisruptionbudget', 'eviction']],
  [['quota', 'limit', 'limits'], ['resourcequota', 'limitrange', 'quota', 'limit']],
  // "can I …?" opening a question asks whether one may; "which licenses can I pick" asks which (`^`: at the start only).
  [['allowed', '^may i', '^can i', 'authorized'], ['accessreview', 'selfsubjectaccessreview', 'permission', 'authorization']],
  // "can user jane list secrets?": whether a named user, group or service account may do a thing is reviewed for them.
  [['^(?:can|may) (?:the )?(?:user|group|service ?account) [a-z0-9_.@:-]+'], ['subjectaccessreview', 'accessreview', 'authorization']],
  [['logs', 'output', 'stdout', 'print'], ['log']],
  [['shell', 'command', 'exec', 'execute'], ['exec']],
  // messaging, calendars, tasks
  [['dm', 'direct message', 'chat'], ['conversation', 'message', 'im']],
  [['send', 'post', 'say', 'write'], ['message', 'post']],
  [['emoji', 'thumbs-up', 'upvote'], ['reaction']],
  [['do not disturb', 'snooze'], ['dnd']],
  [['away', 'online'], ['presence']],
  [['meeting', 'appointment'], ['event']],
  [['availability', 'busy'], ['freebusy']],
  [['recurring', 'repeat', 'repeating'], ['recurrence', 'recurring', 'instances']],
  [['recycle bin', 'bin', 'deleted items'], ['trash', 'trashed']],
  [['todo', 'to-do', 'chore'], ['task']],
  [['subtask', 'child task'], ['subtasks']],
  [['blocked by', 'depends on', 'dependency'], ['dependencies', 'dependents']],
  [['complete', 'completed', 'done', 'finish', 'finished'], ['completed', 'complete']],
  [['assign', 'assigned', 'owner'], ['assignee']],
  [['due', 'deadline'], ['due_on', 'due_at', 'due']],
  [['spreadsheet', 'sheet', 'cell', 'cells'], ['spreadsheet', 'values', 'range']],
  // media and people
  [['photo', 'picture', 'pic'], ['image', 'photo', 'avatar']],
  // A spec without labels files things under tags ("pets labeled friendly"). Not "tagged": on GitHub, which has tags
  // and labels, it asks for a repository's topics (measured: −1).
  [['label', 'labels', 'labeled', 'labelled'], ['tag', 'label']],
  [['upload', 'attach', 'attachment'], ['file', 'upload', 'attachment']],
  [['profile', 'me', 'myself'], ['user', 'me', 'profile', 'account']],
  [['sign up', 'signup', 'register'], ['user', 'account', 'signup']],
  [['buy', 'purchase', 'checkout', 'reserve'], ['order', 'checkout', 'purchase']],
  // What was bought or is sold is the items of an order, a session, a link.
  [['buy', 'bought', 'sold', 'selling', 'purchased'], ['line_items', 'items']],
  [['stock', 'inventory'], ['inventory']],
  // A thing sent out by mail or courier is shipped.
  [['sent out', 'send out', 'mailed', 'dispatched', 'by mail', 'by courier', 'in the mail'], ['ship', 'shipped', 'shipping']],
  // What a buyer pays to have a thing delivered is a shipping rate.
  [['delivery fee', 'delivery fees', 'delivery charge', 'delivery charges', 'delivery cost', 'delivery costs', 'postage', 'shipping fee', 'shipping cost'], ['shipping_rate', 'shipping_rates', 'shipping']],
  [['hosted page', 'payment page', 'checkout page'], ['checkout', 'session', 'payment_link']],
  [['hook', 'callback', 'notify', 'notify me', 'notification', 'notification url'], ['webhook', 'hook', 'endpoint']],
  // Being told of each event as it happens: a subscription to the API's events (a webhook, a watch).
  [['whenever', 'each time', 'every time', 'as soon as', 'heads-up', 'heads up', 'get told', 'let me know', 'keep me posted'], ['webhook', 'hook', 'watch']],
  // rules
  // What must be so is required (a rule, a field).
  [['must', 'mandatory', 'compulsory', 'obligatory', 'insist', 'insists'], ['required', 'require']],
  // What a thing is given the ability to do is a capability of it.
  [['ability', 'abilities'], ['capability', 'capabilities']],
  // A device paired with another connects to it.
  [['pair with', 'pairs with', 'paired with', 'pairing with', 'pair it with', 'pair up with'], ['connection', 'connect', 'connection_token']],
  // What runs out (a hold, a link, a session) lapses: it expires.
  [['run out', 'runs out', 'ran out', 'running out', 'lapse', 'lapses', 'lapsed', 'time out', 'times out', 'timed out'], ['expire', 'expired', 'expires_at']],
  // What went out in error is voided (an invoice, a credit note): it stays on record and stops counting.
  [['in error', 'by mistake', 'mistakenly', 'erroneously'], ['void']],
  // A try at a thing (to pay, to confirm, to deliver) is an attempt at it.
  [['tries', '(?:each|every|last|latest|first|second|failed|previous|earlier) try'], ['attempt', 'attempts']],
];

/**
 * A word of an entry as written and as English also joins its parts: "thumbs-up" is "thumbs up", "heads up" "heads-up".
 * A pattern (`^…`, `(?:…)`) is matched as written.
 */
const spellings = (w: string) => (/[\^()[\]|?*+]/.test(w) ? [w] : [...new Set([w, w.replace(/-/g, ' '), w.replace(/ /g, '-')])]);
const SPELLED: Array<[string[], string[]]> = ENTRIES.map(([words, terms]) => [[...new Set(words.flatMap(spellings))], terms]);

const BY_WORD = new Map<string, string[]>();
for (const [words, terms] of SPELLED) for (const w of words) BY_WORD.set(w, [...new Set([...(BY_WORD.get(w) ?? []), ...terms])]);
/**
 * The entries' phrases, each with where it is found (`at`, compiled once): anywhere, or only where it opens the question
 * when written with a leading `^`.
 */
const PHRASES = SPELLED.flatMap(([words]) => words.filter((w) => w.includes(' '))).map((phrase) => ({
  phrase,
  at: phrase.startsWith('^') ? new RegExp(`^\\s*${phrase.slice(1)}\\b`, 'i') : new RegExp(`\\b${phrase}\\b`, 'gi'),
}));

/** A word of the question the thesaurus translates: one the spec does not use, or uses more narrowly (`BROADER`). */
const translated = (w: string, known: (word: string) => boolean) => !known(w) || BROADER.has(w);

/** The spec's terms for the everyday words (and phrases) of a question, kept where `known` (its vocabulary) has them. */
export function thesaurusTerms(question: string, known: (word: string) => boolean): string[] {
  const lower = question.toLowerCase();
  const words = lower.replace(RECIPIENT_ME, '$1').split(/[^a-z0-9-]+/).filter(Boolean);
  // Only the words the spec does not use itself: where it has the word, the word already finds its operations.
  const found = [...words.filter((w) => translated(w, known)), ...PHRASES.filter((p) => lower.search(p.at) >= 0).map((p) => p.phrase)];
  const out = new Set<string>();
  for (const w of found) if (!modifiesItsTerm(w, words)) for (const t of entryOf(w)) if (t !== w && !words.includes(t) && known(t)) out.add(t);
  return [...out];
}

/**
 * The question with the spec's terms right after each everyday word (or phrase) of it the spec does not use ("which
 * machines are in my cluster?" → "which machines node are in my cluster?"): searched as the question's own words — in
 * place, where the embedding reads them with their neighbours, not appended. The words of `keep` (the values the
 * question names) are data and stay as they are.
 */
export function inSpecWords(question: string, known: (word: string) => boolean, keep: Set<string> = new Set()): string {
  const words = question.toLowerCase().split(/[^a-z0-9-]+/);
  const terms = (w: string) => (keep.has(w.toLowerCase()) || modifiesItsTerm(w.toLowerCase(), words) ? [] : entryOf(w.toLowerCase()).filter((t) => known(t)));
  let out = question;
  for (const { phrase, at } of PHRASES) {
    const spelled = terms(phrase);
    if (spelled.length) out = out.replace(at, (m) => [m, ...spelled].join(' '));
  }
  return out.replace(/[A-Za-z][A-Za-z-]*/g, (w, at: number) => (!translated(w.toLowerCase(), known) || recipientAt(out, at, w) ? w : [w, ...terms(w)].join(' ')));
}

/** Words that open a noun phrase: what follows them up to its noun qualifies that noun. */
const OPENS_NOUN_PHRASE = /^(the|a|an|my|our|your|their|its|this|that|these|those|what|which|all|every|each|some|any)$/;

/**
 * An everyday word that opens a noun phrase whose noun is one of its own spec terms ("what CI workflows …": workflow)
 * says which of that thing: the question names the thing in the spec's word, and the entry's other terms (run, check)
 * would name other things. A verb before its object ("restart deployment web") is no such word.
 */
function modifiesItsTerm(word: string, words: string[]): boolean {
  const at = words.indexOf(word);
  const next = at > 0 && OPENS_NOUN_PHRASE.test(words[at - 1]) ? words[at + 1] : undefined;
  return !!next && entryOf(word).some((t) => t !== word && [next, next.replace(/s$/, ''), next.replace(/es$/, ''), next.replace(/ies$/, 'y')].includes(t));
}

/**
 * "show me customer cus_3", "let me know when …": "me" after a verb of showing or telling is whom it is shown or told
 * to, not what is asked about (the caller's own profile or account).
 */
const TO_ME = 'show|tell|give|send|let|bring|email|text|remind|notify|keep|get|find|fetch|pull up';
const RECIPIENT_ME = new RegExp(`\\b(${TO_ME}) me\\b`, 'g');
const BEFORE_RECIPIENT = new RegExp(`\\b(?:${TO_ME}) $`, 'i');
const recipientAt = (text: string, at: number, word: string) => word.toLowerCase() === 'me' && BEFORE_RECIPIENT.test(text.slice(0, at));

/**
 * The entry of a word or of its base form ("machines" → machine, "boxes" → box, "copies" → copy, "scheduled" →
 * schedule, "notified" → notify).
 */
function entryOf(word: string): string[] {
  const forms = [word, word.replace(/ie[sd]$/, 'y'), word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/(ed|ing)$/, ''), word.replace(/(ed|ing)$/, 'e')];
  for (const f of forms) {
    const hit = BY_WORD.get(f);
    if (hit) return hit;
  }
  return [];
}
