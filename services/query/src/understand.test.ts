import { describe, expect, it } from 'vitest';
import { queryTerms } from '@specwise/shared/server';
import { fixtureChunk } from '../../../packages/shared/src/server/conformance/fixtures.js';
import { isPastForm } from './phrases.js';
import { itemCollections } from './typed-ids.js';
import { apiNames, mainClause, namedValues, partsAsked, quotedText, specVocabulary, understand, valueWords, withoutApiName, withoutValues } from './understand.js';

const petstore = new Set(['pet', 'pets', 'order', 'store', 'user', 'inventory', 'find', 'status', 'tags']);
const tmdb = new Set(['movie', 'person', 'search', 'credits', 'tv', 'show', 'episode', 'season']);

describe('understanding a question', () => {
  it('reads the action from the leading verb, past the usual lead-ins', () => {
    const cases: Array<[string, string | null]> = [
      ['how do I add a new pet?', 'create'], ['list the pods in namespace prod', 'list'], ['delete every secret at once', 'delete'],
      ['I want to change the price of a subscription', 'update'], ['Can I retrieve a single order?', 'read'], ['which card payments were disputed?', 'list'],
      ['mark task 7 as complete', 'update'], ['what fields does an Order have?', 'read'], ['refund a charge', 'act'], ['merge pull request 7', 'act'], ['pods in namespace dev?', null], ['how much money is in my balance?', 'read'],
      // Two-word verbs of everyday English.
      ['take down a release I published by mistake', 'delete'], ['get rid of the old webhooks', 'delete'], ['turn off auto-renewal', 'update'], ['look at what pod api-0 printed', 'read'], ['spin up a new cluster', 'create'], ['recommend some artists like this one', 'list'],
      // Causative "make" changes what exists; "make (me) a …" creates.
      ['add more copies of deployment web', 'update'], ['increase the memory limit of deployment web', 'update'],
      ['make my repository private', 'update'], ['make deployment web use less memory', 'update'], ['make me a playlist called Quiet', 'create'], ['make my own copy of a repository', 'create'],
      // Ending what one does undoes it; "stop" alone is the API's own verb.
      ['stop watching a repository', 'delete'], ['stop following a task', 'delete'], ['stop the deployment', 'act'],
      // Switching a thing to something else changes it; switching to the next thing acts.
      ['switch the Pages site of acme/docs to publish from the gh-pages branch', 'update'], ['switch customer cus_5 to manual reconciliation', 'update'], ['switch to the next song', 'act'],
      // Forgetting a thing deletes it; overwriting it replaces it.
      ['forget the pet with id 14', 'delete'], ['overwrite everything on file for pet 10', 'update'],
      // "Put" places something somewhere: an addition.
      ['put task 20 into project 5', 'create'],
      // "get" with a participle is a passive: the participle is the verb ("get notified" is no read), not with a noun.
      ['get notified when a payment succeeds', 'act'], ['get sold pets', 'list'],
      // Keeping someone from doing a thing changes a setting; a leading adverb in -ly says how, not what.
      ['stop people from commenting on issue 5', 'update'], ['keep new pods from landing on node node-4', 'update'], ['stop everyone pushing to main', 'update'],
      ['temporarily stop the scheduled job report in namespace ops from running', 'update'], ['permanently delete pet 7', 'delete'], ['immediately cancel order 3', 'act'],
      ['supply a pet', 'act'], ['stop a payout before it reaches the bank', 'act'],
      // A phrasal verb with its object inside ("hand task 55 over to Maria", "put subscription sub_1 on hold").
      ['hand task 55 over to Maria', 'update'], ['put subscription sub_1 on hold for a month', 'update'], ['tick task 7 off', 'update'],
      ['take pet 6 off the list', 'delete'],
      // Bringing someone into a thing adds them ("bring back" is no addition).
      ['bring new hire user 7 into workspace 1', 'create'], ['onboard dana onto the design team', 'create'], ['bring back the deleted task 5', 'act'],
      // Attaching one thing to another adds it there.
      ['attach custom field 55 to goal 31', 'create'], ['attach a zip file to release 3', 'create'],
      // Taking something away with the object inside ("take project 3 out of portfolio 2", "strip every label off …"),
      // and not a verb that starts something ("kick off the deploy workflow").
      ['take project 3 out of portfolio 2', 'delete'], ['kick dana out of the frontend team', 'delete'], ['strip every label off issue 12', 'delete'], ['throw the old drafts away', 'delete'], ['kick off the deploy workflow in octo/app', 'act'],
      ['take project 7 away from the design team', 'delete'], ['take away the admin rights of user 5', 'delete'], ['clean up all the finished jobs in namespace batch', 'delete'], ['scrap the draft invoice', 'delete'], ['discard the old draft', 'delete'], ['call off a payment I authorized', 'act'], ['turn down the invitation to repository 5', 'act'], ['put a file on task 4', 'create'],
      // Clearing things away removes them; defining a new thing makes it ("define idempotency" asks what it means).
      ['clear away every mutating webhook configuration', 'delete'], ['define a runtime class for sandboxed pods', 'create'], ['define idempotency', 'act'],
      // Giving someone something makes it for them; "give me …" asks to be shown.
      ['give deployment web a stable address', 'create'], ['give customers 20% off', 'create'], ['give me pet 3', 'read'],
      // Giving one thing named by its id something changes that thing.
      ['give pet 40 a new name', 'update'], ['give order 7 a ship date of friday', 'update'],
      // So does giving one thing a name calls by before its kind.
      ['give the Acme customer a new email', 'update'],
      // "why …?" asks to be told; "offer a discount" makes one.
      ['why did order 5 fail?', 'read'], ['offer a discount to new shoppers', 'create'],
      // Asking how a thing is, or how it went, reads it.
      ['how is daemon set fluentd in kube-system doing?', 'read'], ['how did the last rollout of deployment web go?', 'read'],
      // Altering a thing a little, or swapping a new one in for it, changes it.
      ['adjust the memory limit of deployment web', 'update'], ['tweak the retry policy of webhook 4', 'update'], ['amend invoice in_3', 'update'],
      ['swap in a new spec for deployment web', 'update'],
    ];
    for (const [q, action] of cases) expect(understand(q, petstore).action, q).toBe(action);
  });

  it('does not take who is kept from doing a thing for what is changed', () => {
    const k8s = new Set(['pods', 'pod', 'node', 'nodes', 'namespace']);
    expect(understand('stop new pods from landing on node node-4', k8s).object).toBeNull();
    expect(understand('stop people from commenting on issue 12', new Set(['issue', 'comment'])).object).toBeNull();
    // Nor for who is asked about: the answer is a setting, not people.
    expect(understand('stop people from commenting on issue 12', new Set(['issue', 'comment'])).asksWho).toBe(false);
  });

  it('reads a name whose thing is the subject of the verb after it', () => {
    const github = new Set(['user', 'users', 'repositories', 'repository', 'repos', 'pods', 'deployment']);
    expect(understand('show every repository that user mona owns', github, new Set(['users', 'repos'])).values).toEqual(['mona']);
    // A plural the spec holds after the word is what the phrase names, not a verb.
    expect(understand('show the deployment web pods', github, new Set(['deployments', 'pods'])).values).toEqual([]);
    // After the auxiliary that opens a question, the kind and its name are the subject of the verb that follows.
    expect(understand('which repos does user hubot watch?', github, new Set(['users', 'repos'])).values).toEqual(['hubot']);
    expect(understand('did user bob star octo/app?', github, new Set(['users', 'repos'])).values).toEqual(['bob', 'octo/app']);
    // Not where the word after it names things the spec holds: then the name is theirs ("does deployment web pods …").
    expect(understand('does deployment web pods restart?', github, new Set(['deployments', 'pods'])).values).toEqual([]);
  });

  it("reads no name after the asker's own thing named by its kind", () => {
    const github = new Set(['repositories', 'installation', 'installations', 'app', 'project', 'projects', 'column', 'columns']);
    const collections = new Set(['installations', 'projects', 'columns']);
    expect(understand('which repositories can my app installation reach?', github, collections).values).toEqual([]);
    expect(understand('drop column 9 from my project board', github, collections).values).toEqual(['9']);
    // The kind without a possessive still names one.
    expect(understand('which repositories does installation hubot reach?', github, collections).values).toEqual(['hubot']);
  });

  it('reads what a removal takes a thing out of', () => {
    const vocab = new Set(['projects', 'project', 'portfolios', 'portfolio', 'teams', 'team', 'users', 'user']);
    expect(understand('take project 3 out of portfolio 2', vocab).removedFrom).toEqual([{ resource: 'portfolio', value: '2' }]);
    expect(understand('remove user 5 from team 12', vocab).removedFrom).toEqual([{ resource: 'team', value: '12' }]);
    expect(understand('delete project 3', vocab).removedFrom).toEqual([]);
    // Only a removal: copying from a thing takes nothing out of it.
    expect(understand('copy project 3 from portfolio 2', vocab).removedFrom).toEqual([]);
    // A holder named by its kind alone, ending the question, when what is taken out is named by its value.
    const radar = new Set(['value', 'list', 'lists', 'entry', 'radar']);
    expect(understand('remove entry rsli_4 from its Radar value list', radar).removedFrom).toEqual([{ resource: 'list', value: '' }]);
    expect(understand('remove the entries from the list', radar).removedFrom).toEqual([]);
  });

  it('reads what is asked from the main clause, not from a clause that says why', () => {
    const github = new Set(['issue', 'issues', 'comment', 'comments', 'lock', 'unlock', 'people']);
    const collections = new Set(['issues', 'comments']);
    const unlock = understand('unlock issue 88 in acme/web so people can comment again', github, collections);
    expect(unlock.asksWho).toBe(false);
    // After a modal, "comment" is a verb: "again" names no comment.
    expect(unlock.values).toEqual(['88', 'acme/web']);
    expect(understand('who can comment on issue 88?', github, collections).asksWho).toBe(true);
    // The people who would do the thing are its subject, not what is asked for: the roles are.
    const asana = new Set(['roles', 'role', 'people', 'workspace', 'users']);
    expect(understand('which roles can people hold in workspace 4?', asana, new Set(['roles', 'workspaces'])).asksWho).toBe(false);
    expect(understand('which repositories will everyone see?', github, collections).asksWho).toBe(false);
    expect(understand('list everyone in workspace 4', asana, new Set(['workspaces'])).asksWho).toBe(true);
    expect(understand('which people can see project 9?', asana, new Set(['projects'])).asksWho).toBe(true);
    expect(mainClause('lock issue 5 because people keep arguing')).toBe('lock issue 5');
    expect(mainClause('the cat with id 12 was adopted, so change its status to sold')).toBe('the cat with id 12 was adopted, so change its status to sold');
    expect(mainClause('what has been said on goal 9 so far?')).toBe('what has been said on goal 9 so far?');
  });

  it('reads which way a switch is flipped, and searches the spec\'s verbs for flipping it that way', () => {
    const github = new Set(['issue', 'lock', 'unlock', 'disable', 'enable', 'block', 'alerts', 'fixes']);
    const read = (q: string) => {
      const i = understand(q, github);
      return [i.toggle, i.toggleTerms];
    };
    expect(read('stop people from commenting on issue 12')).toEqual(['off', ['disable', 'lock', 'block']]);
    expect(read('turn off vulnerability alerts')).toEqual(['off', ['disable', 'lock', 'block']]);
    expect(read('disable vulnerability alerts')).toEqual(['off', ['lock', 'block']]);
    expect(read('turn on automated security fixes')).toEqual(['on', ['enable', 'unlock']]);
    expect(read('unlock issue 12')).toEqual(['on', ['enable']]);
    expect(read('close issue 12')).toEqual([null, []]);
  });

  it('reads a value after an everyday word as an instance of the spec\'s one term for it ("machine node-4" → node)', () => {
    const k8s = new Set(['pods', 'pod', 'node', 'nodes', 'namespace']);
    expect(understand('stop new pods from landing on machine node-4', k8s).scopes).toEqual(['node']);
    // "password" has several terms (secret, token, key): no one of them is named.
    expect(understand('rotate password db-main', new Set(['secret', 'token', 'key'])).scopes).toEqual([]);
  });

  it('puts the spec\'s words beside the question\'s everyday words, values left alone', () => {
    const k8s = new Set(['node', 'nodes', 'cluster', 'pod', 'pods', 'namespace', 'log']);
    expect(understand('which machines are in my cluster?', k8s).specWorded).toBe('which machines node are in my cluster?');
    expect(understand('look at what pod api-0 printed', k8s).specWorded).toBe('look at what pod api-0 printed log');
    // A value is data, even where the thesaurus has the word.
    expect(understand('list the pods on machine "server"', k8s).specWorded).toBe('list the pods on machine node "server"');
    // A thing sent out by mail is shipped; a recorded occurrence is an event.
    expect(understand('act as if card ic_77 has been sent out by mail', new Set(['card', 'ship', 'shipping'])).related).toContain('ship');
    expect(understand('throw away the recorded occurrence web.17a', new Set(['events', 'event'])).related).toContain('event');
    // A remark is a comment; a payment that bounced back was returned.
    expect(understand('erase the inline remark 3010 in octo/app', new Set(['comment', 'comments'])).related).toContain('comment');
    expect(understand('pretend outbound payment obp_2 bounced back to us', new Set(['payment', 'return', 'fail'])).related).toContain('return');
    // The card shown on hovering over a name is a hovercard; an aggregated API is registered as an API service.
    expect(understand('get the profile popup for user mona', new Set(['user', 'users', 'hovercard'])).related).toContain('hovercard');
    expect(understand('look at the aggregated API v1beta1.metrics.k8s.io', new Set(['apiservice', 'apiservices'])).related).toContain('apiservices');
    // A thing's revision history is its commits, and many of them.
    const gists = new Set(['gist', 'gists', 'commits', 'history']);
    expect(understand('show the revision history of gist aa11', gists)).toMatchObject({ many: true, related: expect.arrayContaining(['commits']) });
    expect(understand('show the history of gist aa11', gists).many).toBe(false);
    // A reply is a comment even where the spec has replies of its own (to one kind of comment).
    const replies = new Set(['discussion', 'comment', 'comments', 'reply', 'replies']);
    expect(understand('reply to discussion 4 of team infra', replies)).toMatchObject({ action: 'create', verb: 'reply' });
    expect(understand('reply to discussion 4 of team infra', replies).related).toContain('comment');
    expect(understand('reply to discussion 4 of team infra', replies).specWorded).toBe('reply comment to discussion 4 of team infra');
  });

  it('reads a verb that makes an amount or a span bigger or smaller as a change', () => {
    const vocab = new Set(['timeout', 'webhook', 'limit', 'window']);
    expect(understand('lengthen the timeout on webhook sidecar-injector', vocab).action).toBe('update');
    expect(understand('widen the window of webhook 7', vocab).action).toBe('update');
    expect(understand('tighten the limit of webhook 7', vocab).action).toBe('update');
  });

  it('reads an everyday word written in parts as it reads the word hyphenated, and the other way round', () => {
    const github = new Set(['issue', 'issues', 'reaction', 'reactions', 'webhook', 'hook']);
    expect(understand('put a thumbs up on issue 3', github).related).toContain('reaction');
    expect(understand('put a thumbs-up on issue 3', github).related).toContain('reaction');
    expect(understand('I want a heads-up when issue 3 changes', github).related).toContain('webhook');
    expect(understand('I want a heads up when issue 3 changes', github).related).toContain('webhook');
    // A pattern is read as written, once.
    expect(understand('run five copies of app web', new Set(['scale', 'app'])).specWorded).toBe('run five copies scale of app web');
  });
  it("reads the spec's words for asking someone to do a thing, a named user's permission, a claim on storage, a leader, maintenance and what is sold", () => {
    // Asking someone to do a thing is a request of them; whether a named user may do one is reviewed for them.
    expect(understand('ask alice to review pull request 31 in octo/app', new Set(['requested', 'reviewers', 'pulls'])).related).toContain('requested');
    expect(understand('can user jane list secrets across the whole cluster?', new Set(['subjectaccessreview', 'secrets'])).related).toContain('subjectaccessreview');
    expect(understand('can you list secrets across the whole cluster?', new Set(['subjectaccessreview', 'secrets'])).related).not.toContain('subjectaccessreview');
    // A claim on storage is a persistent volume claim; a leader holds a lease; maintenance is a voluntary disruption.
    const k8s = new Set(['persistentvolumeclaim', 'persistentvolumeclaims', 'resourceclaims', 'storage', 'delete', 'lease', 'leases', 'disruption', 'poddisruptionbudget', 'eviction', 'pods']);
    expect(understand("I don't need the storage claim data-1 in namespace db anymore, give it up", k8s)).toMatchObject({ action: 'delete', related: expect.arrayContaining(['persistentvolumeclaim']) });
    expect(understand('which copy of kube-scheduler is the leader right now?', k8s).related).toContain('lease');
    expect(understand('keep at least two pods of app web running during maintenance', k8s).related).toContain('poddisruptionbudget');
    // What a business sells is its products.
    expect(understand('show the things I sell', new Set(['products', 'product'])).related).toContain('product');
  });

  it("reads the spec's words for a lost dispute accepted, what waits for a person's check, a card purchase, what must be so, added funds, a customer's credit, a currency's worth, a block list and a delivery fee", () => {
    // Accepting that one lost concedes; what is held for a human to check is in review; a card purchase is a transaction.
    expect(understand("we won't submit evidence for the chargeback on ch_4, accept that we lost it", new Set(['charges', 'dispute', 'close'])).related).toContain('close');
    expect(understand('which payments are parked for a human to check?', new Set(['payments', 'reviews', 'review'])).related).toContain('review');
    expect(understand('tag card purchase ipi_9 with team=web', new Set(['cards', 'transactions', 'transaction'])).related).toContain('transaction');
    // The thing acted on is read with the word before it where the thesaurus knows the phrase: one kind the spec holds.
    const issuing = new Set(['cards', 'card', 'transactions', 'transaction', 'orders', 'order', 'checkout', 'purchase', 'items']);
    expect(understand('label card purchase ipi_5 with cost_center=ops', issuing, new Set(['cards', 'transactions', 'orders'])).object).toBe('transaction');
    expect(understand('label the purchase ipi_5 with cost_center=ops', issuing, new Set(['cards', 'transactions', 'orders'])).object).not.toBe('transaction');
    // What must be so is required; funds added to one's balance are a top-up; a customer's credit is its balance.
    expect(understand('must every commit on branch dev be signed?', new Set(['branches', 'required', 'signatures'])).related).toContain('required');
    const stripe = new Set(['topups', 'topup', 'balance', 'balance_transactions', 'customers', 'exchange_rates', 'rate', 'value_list', 'value_lists', 'value_list_items', 'shipping_rate', 'shipping_rates', 'shipping']);
    expect(understand('did the add-funds from my bank arrive?', stripe).related).toContain('topup');
    // The balance may be named by whose it is.
    expect(understand('fund our company balance from the bank account', stripe).related).toContain('topup');
    expect(understand("show each change to the credit on cus_4's account", stripe).related).toContain('balance_transactions');
    expect(understand('how many dollars is one pound worth today?', stripe).related).toContain('exchange_rates');
    expect(understand('add 4242 to the blocked cards list', stripe).related).toContain('value_list_items');
    expect(understand('set up a delivery fee of $4 for the checkout', stripe).related).toContain('shipping_rate');
    // Amounts in a currency are no question of its rate ("refund 5 dollars").
    expect(understand('refund 5 dollars of charge ch_1', stripe).related).not.toContain('exchange_rates');
  });

  it("reads the spec's words for an ability given, a device paired and a thing sent in error", () => {
    const stripe = new Set(['accounts', 'capability', 'capabilities', 'terminal', 'connection', 'connection_token', 'readers', 'credit_notes', 'void']);
    expect(understand('seller acct_9 should take card payments; request that ability for them', stripe).related).toContain('capability');
    expect(understand('my app needs a token before it can pair with the reader', stripe).related).toContain('connection_token');
    expect(understand('credit note cn_4 went out in error', stripe).related).toContain('void');
    expect(understand('I issued credit note cn_4 by mistake', stripe).related).toContain('void');
    // Each try at a thing is an attempt; a range of addresses is a CIDR block.
    expect(understand('show me each try for setup intent seti_4', new Set(['setup', 'intent', 'attempts'])).related).toContain('attempts');
    expect(understand('replace the service address range object extra', new Set(['service', 'servicecidrs', 'cidr'])).related).toContain('cidr');
    // A word the spec uses itself finds its operations: "error" alone is no voiding.
    expect(understand('why did credit note cn_4 fail with an error?', stripe).related).not.toContain('void');
  });

  it('reads a name in dotted parts as a value, and an adverb before the object as no part of it', () => {
    const k8s = new Set(['customresourcedefinitions', 'names', 'resource', 'definition', 'secrets']);
    const crd = understand('change only the short names of the crontabs.stable.example.com resource type definition', k8s);
    expect(crd.values).toContain('crontabs.stable.example.com');
    expect(crd.object).toBe('names');
    expect(understand('delete just the old secrets in namespace dev', k8s).object).toBe('secrets');
    // An abbreviation is no name; nor, by its shape alone, a file's (one dot).
    expect(understand('list secrets, e.g. the old ones', k8s).values).toEqual([]);
    expect(understand('how many minutes did the workflow ci.yml use?', k8s).values).toEqual([]);
  });

  it('reads removing all but one named thing as setting what remains', () => {
    const github = new Set(['teams', 'team', 'restrictions', 'branches', 'protection']);
    expect(understand('only the ops team should push to main in acme/api; drop every other team from that list', github)).toMatchObject({ action: 'update', extent: 'whole' });
    // Without "only" a removal of the others stays a removal; so does removing a named one.
    expect(understand('drop every other team from the push list of main in acme/api', github).action).toBe('delete');
    expect(understand('drop the ops team from the push list of main in acme/api', github).action).toBe('delete');
  });

  it('adds no spec words for an everyday word that qualifies one of its own terms ("what CI workflows": which workflows)', () => {
    const github = new Set(['workflow', 'workflows', 'run', 'runs', 'action', 'actions', 'check', 'repos', 'defined']);
    const asked = understand('what CI workflows are defined in acme/web?', github);
    expect(asked.specWorded).toBe('what CI workflows are defined in acme/web?');
    expect(asked.related).toEqual([]);
    // "CI" alone, or apart from its term, still reads in the spec's words.
    expect(understand('did my CI pass on commit abc?', github).related).toContain('run');
    expect(understand('report a new check from my CI app', github).related).toContain('workflow');
    // A verb before its object is no modifier of it ("restart deployment web": a rollout).
    expect(understand('restart deployment web so its pods are recreated', new Set(['rollout', 'deployment', 'pods'])).related).toContain('rollout');
    // A phrase of the thesaurus is no word of the question: nothing follows it there.
    expect(understand('scale deployment api to 5 replicas', new Set(['scale', 'deployment'])).specWorded).toBe('scale deployment api to 5 replicas scale');
    // An acronym the spec does not use, before a plural it does, says which of them the question asks about.
    expect(asked.object).toBe('workflows');
  });

  it('tells many from one, and reads scopes', () => {
    expect(understand('delete every secret in namespace dev at once', new Set(['namespace', 'secret'])).many).toBe(true);
    expect(understand('delete the secret db-password', new Set(['secret'])).many).toBe(false);
    // "the whole set of X", "a batch of X": many of X, and X is what is acted on.
    const leases = new Set(['lease', 'candidates', 'leasecandidates', 'namespace']);
    expect(understand('purge the whole set of lease candidates in namespace kube-system', leases)).toMatchObject({ many: true, object: 'candidates' });
    expect(understand('purge the lease candidate c-1 in namespace kube-system', leases).many).toBe(false);
    expect(understand('void a batch of invoices', new Set(['invoices', 'void'])).many).toBe(true);
    // An adverb after a kind's name names none of that kind ("… ingress yet?").
    const k8s = new Set(['service', 'services', 'namespace', 'namespaces', 'ingress', 'ingresses', 'status', 'load', 'balancer']);
    const ingressYet = understand('has service checkout in namespace shop got its load balancer ingress yet? show me its status', k8s, new Set(['services', 'namespaces', 'ingresses']));
    expect(ingressYet.values).toEqual(['checkout', 'shop']);
    expect(ingressYet.references.map((r) => r.resource)).not.toContain('ingress');
    expect(understand('is ingress web ready?', k8s, new Set(['ingresses'])).values).toEqual(['web']);
    // How often is not how many.
    expect(understand('stop billing a customer every month', new Set(['customer'])).many).toBe(false);
    expect(understand('run a backup job every night', new Set(['job'])).many).toBe(false);
    // "who is torvalds?" asks who one named person is; "who has starred …" and "who is allowed …" ask for people.
    const people = new Set(['users', 'user', 'stargazers', 'repository']);
    expect(understand('who is torvalds on GitHub, what does his bio say?', people)).toMatchObject({ action: 'read', many: false });
    expect(understand('who has starred my repository?', people).action).toBe('list');
    expect(understand('who is allowed to push to octo/app?', people).action).toBe('list');
    // What happened, with no thing named, is the things that did; what happened to one thing is about that one.
    const events = new Set(['namespace', 'events', 'payout']);
    expect(understand('what happened recently in namespace dev?', events)).toMatchObject({ action: 'list', many: true });
    expect(understand('see what went wrong recently in namespace prod', events).many).toBe(true);
    expect(understand('what has been going on in octo/app lately?', events).many).toBe(true);
    expect(understand('what happened to payout po_1?', events).many).toBe(false);
    const scoped = understand('list the services in namespace shop', new Set(['namespace', 'service']));
    expect(scoped).toMatchObject({ action: 'list', scopes: ['namespace'], everyScope: false });
    expect(understand('list ingresses across all namespaces', new Set(['namespace'])).everyScope).toBe(true);
    // A scope spelled as one word by the spec: "service account" is `serviceaccounts`, not a "service" scope.
    const compound = understand('get a token for service account builder', new Set(['serviceaccounts', 'service', 'account', 'token']));
    expect(compound.scopes).toEqual(['serviceaccount']);
    expect(compound.compounds).toContain('serviceaccount');
    // The words for the API itself are parts of compounds as paths spell them (`apiservices`, `tokenrequests`).
    expect(understand('delete the API service v1beta1.metrics.k8s.io', new Set(['apiservices', 'service'])).compounds).toContain('apiservice');
    expect(understand('create a token request for service account ci', new Set(['tokenrequests', 'token'])).compounds).toContain('tokenrequest');
    // A scope phrase does not swallow the next one: "limits for containers in namespace dev" is scoped by the namespace.
    expect(understand('set default memory limits for containers in namespace dev', new Set(['namespace', 'limit', 'container', 'memory'])).scopes).toEqual(['namespace']);
    // A function word after "of X" is no value: "codes of conduct can I choose" names no conduct to scope by.
    const conduct = new Set(['codes', 'conduct', 'namespace']);
    expect(understand('what codes of conduct can I choose from?', conduct).scopes).toEqual([]);
    // Nor is a word before another noun: "the contributor covenant code" is a code, and no contributor is named.
    expect(understand('read me the whole text of the contributor covenant code of conduct', new Set(['contributors', 'codes', 'conduct'])).scopes).toEqual([]);
    expect(understand('which codes of conduct are in namespace dev?', conduct).scopes).toEqual(['namespace']);
    // A value that names another thing leaves a plural object many: the status updates of an object, not one update.
    const updates = understand("get the status updates for the object with gid '778899'", new Set(['status', 'updates', 'object']));
    expect(updates).toMatchObject({ action: 'list', many: true, scopes: ['object'] });
    expect(understand("get the status update with gid '778899'", new Set(['status', 'updates'])).many).toBe(false);
    // "in any namespace" is every one of them.
    expect(understand('which service accounts exist in any namespace?', new Set(['namespace', 'serviceaccounts'])).everyScope).toBe(true);
    // So is a scope said not to matter, its word ending the phrase; not a thing picked out by "whatever" or a state.
    const anywhere = new Set(['namespace', 'replicasets', 'readers', 'card', 'status', 'archived']);
    expect(understand('give me every replica set, whatever namespace it lives in', anywhere).everyScope).toBe(true);
    expect(understand('show me every replica set regardless of namespace', anywhere).everyScope).toBe(true);
    expect(understand('stop whatever card reader tmr_1 is doing right now', anywhere).everyScope).toBe(false);
    expect(understand('list the replica sets regardless of archived status', anywhere).everyScope).toBe(false);
    // A pronoun after the scope's word names no instance of it.
    const pronoun = understand('whichever namespace they are in, list the replica sets', anywhere, new Set(['replicasets', 'namespaces']));
    expect([pronoun.everyScope, pronoun.values, pronoun.scopes]).toEqual([true, [], []]);
    // Capitalised, a pronoun is part of a name.
    expect(understand("I'm watching The Last Of Us, recommend more like it").values).toContain('Us');
  });

  it('reads the word after a naming verb as a name, and no verb after a plural as one', () => {
    const k8s = new Set(['endpoints', 'namespace', 'serviceaccounts', 'service', 'account', 'events', 'delete']);
    const collections = new Set(['endpoints', 'serviceaccounts', 'events', 'namespaces']);
    expect(understand('delete the endpoints object called api in namespace shop', k8s, collections).values).toEqual(['api', 'shop']);
    // Whatever its words, a name after a naming word of a thing that is changed ("adjust"): not the spec's batch jobs.
    expect(understand('adjust the priority level named batch-jobs', k8s, collections).values).toEqual(['batch-jobs']);
    // What a question makes or saves is named for the new thing: no existing one to find.
    expect(understand('save a reusable pod template called batch-base in namespace ci', k8s, collections).values).toEqual(['ci']);
    expect(understand('which service accounts exist in any namespace?', k8s, collections).values).toEqual([]);
    expect(understand('clear out all events recorded in namespace test', k8s, collections)).toMatchObject({ action: 'delete', many: true, values: ['test'] });
    // A singular kind still names one item: "service account builder".
    expect(understand('show service account builder', k8s, collections).values).toEqual(['builder']);
    // Stopping a thing under way cancels it where the spec cancels things; stopping an activity or keeping someone from
    // doing a thing does not.
    const payments = new Set(['payout', 'payouts', 'cancel', 'subscription']);
    expect(understand('stop a payout before it reaches the bank', payments).verb).toBe('cancel');
    expect(understand('stop watching a payout', payments).verb).toBe('stop');
    expect(understand('stop people from paying twice', payments)).toMatchObject({ verb: 'stop', toggle: 'off' });
    expect(understand('stop the deployment', new Set(['deployment'])).verb).toBe('stop');
    // "sign me out" is the session verb, the particle after its object as "log me out" has it.
    expect(understand('sign me out of the shop', new Set(['logout', 'user'])).verb).toBe('signout');
  });

  it('reads a value as naming an instance of the word before it, which the path then takes', () => {
    const vocab = new Set(['issue', 'task', 'project', 'user', 'label', 'tax', 'rate', 'membership', 'workspace']);
    expect(understand('comment on issue 7', vocab).scopes).toEqual(['issue']);
    expect(understand('assign task 1234 to Maria', vocab).scopes).toEqual(['task']);
    expect(understand("duplicate the project with gid '778899'", vocab).scopes).toEqual(['project']);
    expect(understand('get the task with id of 42', vocab).scopes).toEqual(['task']);
    // "the labels of octo/app": the value names where they are, not a label.
    expect(understand('see all the labels of octo/app', vocab).scopes).toEqual([]);
    // A filter is not a path: "by user 42".
    expect(understand('list the memberships of workspace 12 filtered by user 42', vocab).scopes).toEqual(['workspace']);
    // What is created has no id in the path yet; what it is added to does.
    expect(understand('create a tax rate of 8.5%', vocab).scopes).toEqual([]);
    expect(understand('archive a price so it cannot be used for new purchases', new Set(['price', 'new', 'purchase'])).scopes).toEqual([]);
    expect(understand('add the label bug to issue 5', vocab).scopes).toEqual(['issue']);
    // Two words the spec writes as one name the resource: "cron job nightly-report" is a `cronjobs/{name}`.
    expect(understand('suspend cron job nightly-report', new Set(['cronjobs', 'jobs'])).scopes).toEqual(['cronjob']);
    // A name between a determiner and a noun names the noun after it, not the verb before the determiner.
    expect(understand('delete the Acme account', new Set(['account', 'delete'])).scopes).toEqual(['account']);
    expect(understand('show the cast of the Titanic movie', tmdb).scopes).toEqual(['movie']);
    expect(understand('create the Acme account', new Set(['account', 'create'])).scopes).toEqual([]);
    // Not where the noun is plural, alone or as the start of the spec's noun: many things have no one name.
    const claims = new Set(['resource', 'resourceclaims', 'claims', 'namespace', 'pods']);
    expect(understand('list the GPU resource claims that pods in namespace training have made', claims, new Set(['resourceclaims', 'namespaces'])).references).toEqual([{ resource: 'namespace', value: 'training' }]);
    expect(understand('list the Acme accounts', new Set(['account', 'accounts'])).references).toEqual([]);
  });

  it("reads the head noun of what the verb acts on, and none after a question word or a light verb", () => {
    const vocab = new Set(['subscription', 'card', 'reader', 'registered', 'placed', 'customer', 'deployment', 'pod', 'user', 'role', 'pet', 'order', 'times']);
    const object = (q: string) => understand(q, vocab).object;
    expect(object('cancel a subscription')).toBe('subscription');
    expect(object("cancel a customer's subscription")).toBe('subscription');
    expect(object('remove a saved card from a customer')).toBe('card');
    // A participle after the noun starts a clause about it.
    expect(object('list the card readers registered for in-person payments')).toBe('readers');
    expect(object('list the orders placed last week')).toBe('orders');
    // So does one that does not end in -ed, after a plural ("a budget set" is a set; "budgets set for …" a clause).
    expect(understand('list the budgets set for project 5', new Set(['budgets', 'set', 'project'])).object).toBe('budgets');
    expect(understand('create a rule set for project 5', new Set(['rule', 'set', 'project'])).object).toBe('set');
    // A word for any thing leaves the kind to the noun before it.
    const commit = understand('create a raw git commit object in acme/web from tree abc123', new Set(['git', 'commits', 'commit', 'trees', 'object']));
    expect([commit.object, commit.objectModifier]).toEqual(['commit', 'git']);
    // A word that picks out which ones says nothing of their kind.
    const entries = understand('list the individual entries that changed my treasury balance', new Set(['individual', 'entries', 'treasury', 'balance']));
    expect([entries.object, entries.objectModifier]).toEqual(['entries', null]);
    // So after "which" or "what", as after a verb.
    // Words the spec does not know, before a plural it does, say which ones.
    expect(understand('which physical store locations are my card readers assigned to', new Set(['store', 'locations', 'card', 'readers'])).object).toBe('locations');
    expect(understand('which physical store locations are my card readers assigned to', new Set(['locations', 'card', 'readers'])).object).toBe('locations');
    expect(understand('which disruption budgets guard pods anywhere in the cluster?', new Set(['disruption', 'budgets', 'pods', 'cluster'])).object).toBe('budgets');
    expect(understand('which pod disruption budgets guard pods anywhere in the cluster?', new Set(['disruption', 'budgets', 'pods', 'cluster'])).object).toBe('budgets');
    const which = understand('which individual entries changed my treasury balance?', new Set(['individual', 'entries', 'treasury', 'balance']));
    expect([which.object, which.objectModifier]).toEqual(['entries', null]);
    // After "what", as after "which", a plural the spec knows names the things asked about; "what is …" names none.
    const statuses = new Set(['statuses', 'commit', 'check', 'runs']);
    expect(understand('what statuses did CI report on commit abc123 of octo/app?', statuses).object).toBe('statuses');
    expect(understand('what is the status of commit abc123?', statuses).object).toBeNull();
    expect(object('change subscription sub_1 to a different price')).toBe('subscription');
    expect(object('scale deployment web to three pods')).toBe('deployment'); // "web" is its name
    expect(object('grant a user a role across the cluster')).toBe('user');
    expect(object('who has starred my repository?')).toBeNull();
    // After "which" and "how many", the plural the spec knows is what is asked about; occasions are no thing of it.
    expect(object('which orders have I placed?')).toBe('orders');
    expect(object('how many pods are in namespace dev?')).toBe('pods');
    expect(object('which is the newest order?')).toBeNull();
    expect(object('how many times has pod api-0 restarted?')).toBeNull();
    // "stop following project 31": the following ends, not the project.
    expect(object('stop following pod web-1')).toBe('following');
    expect(object('perform a typeahead search')).toBeNull();
    // A question asked as a noun phrase asks to see it: no verb, and a read.
    expect(understand('recent public activity across the whole fork network of torvalds/linux', new Set(['activity', 'fork', 'network', 'events']))).toMatchObject({ action: 'read', verb: null });
    expect(understand('latest releases of octo/app', new Set(['releases', 'latest'])).action).toBe('read');
    expect(understand('close issue 7 of octo/app', new Set(['issues', 'issue'])).action).not.toBe('read');
    // "buy" is what the spec calls an order: the pet is a complement, not the resource.
    expect(object('buy a pet')).toBeNull();
    // Only where the spec holds things of the verb's word: Kubernetes holds service accounts, no accounts.
    const k8s = ['mutating', 'admission', 'policy', 'mutatingadmissionpolicies', 'serviceaccounts', 'account', 'labels', 'pods'];
    expect(understand('register a mutating admission policy that stamps default labels on new pods', new Set(k8s), new Set(['mutatingadmissionpolicies', 'serviceaccounts', 'pods'])).object).toBe('policy');
    expect(understand('buy a pet', new Set(['pet', 'order', 'store']), new Set(['pet', 'order'])).object).toBeNull();
    // The particle of a phrasal verb is not what it acts on.
    expect(object('pay off a card')).toBe('card');
    expect(object('back up the orders')).toBe('orders');
    // A plural before another noun and a participle: the second noun is the subject of a clause about the first.
    expect(object('see the orders customers placed')).toBe('orders');
    expect(object('see the pet orders delivered today')).toBe('orders');
    // Whether the object is named right after it: by a word the spec does not know, or by a value.
    const named = (q: string) => understand(q, vocab).objectNamed;
    expect(named('scale deployment web to three pods')).toBe(true);
    expect(named('add user carol to the team')).toBe(true);
    expect(named('delete pod web-0')).toBe(true);
    expect(named('create a deployment')).toBe(false);
    // A name before the noun ("the Acme account") names it too; the noun is still the object.
    expect(understand('delete the Acme account', new Set(['account'])).object).toBe('account');
    expect(understand('delete the Acme account', new Set(['account'])).objectNamed).toBe(true);
    // Named by an id the API gave it (a number, a typed id, a hex key): it exists already. A name may be a new one's.
    const issued = (q: string) => understand(q, new Set(['task', 'charge', 'repository', 'blob'])).objectIssued;
    expect(issued('follow task 23 so I hear about changes')).toBe(true);
    expect(issued('refund charge ch_3MmlLrLkdIwHu7ix')).toBe(true);
    expect(issued('read blob 3f786850e387550fdab836ed7e6dc881de23001b')).toBe(true);
    expect(issued('create repository notes')).toBe(false);
    expect(issued('create a task')).toBe(false);
    // "give task 40 a due date": the one who receives, named, is the object; "give customers 20% off" has none.
    expect(understand('give task 40 a due date', new Set(['task'])).object).toBe('task');
    expect(understand('give customers 20% off', new Set(['customers'])).object).toBeNull();
  });

  it('takes capitalised API nouns for vocabulary and unknown ones for names, whatever the case', () => {
    expect(namedValues('what fields does an Order have?', petstore)).toEqual([]);
    expect(namedValues('what fields does an order have?', petstore)).toEqual([]);
    expect(namedValues('Find a Pet by its status', petstore)).toEqual([]);
    expect(namedValues('Who was the lead actor in the movie The Dark Knight?', tmdb)).toEqual(['Dark', 'Knight']);
    expect(namedValues('Who acted in Titanic?', tmdb)).toEqual(['Titanic']);
    // The asker, contracted, is no name: "notes I've" had read as a note called "I've".
    expect(namedValues("list the credit notes I've issued so far", new Set(['credit', 'notes', 'issued']))).toEqual([]);
    expect(namedValues('change the phone number on my profile, I’m user Sam', petstore)).toEqual(['Sam']);
    expect(namedValues("I'd like to know who Ive Ilic is", tmdb)).toEqual(['Ive', 'Ilic']);
    // A name is a name in any script, accents typed or not; its words are the same words either way.
    expect(namedValues('who directed Amélie?', tmdb)).toEqual(['Amélie']);
    expect(namedValues('assign task 12 to Zoë Ilić', new Set(['assign', 'task']))).toEqual(['12', 'Zoë', 'Ilić']);
    expect(namedValues('movies with Łukasz Żal', tmdb)).toEqual(['Łukasz', 'Żal']);
    expect([...valueWords({ values: ['Zoë', 'Ilić'] })]).toEqual(['zoe', 'ilic']);
  });

  it('finds ids, quoted titles and owner/repo values', () => {
    expect(namedValues('change subscription sub_1 to a different price', new Set())).toEqual(['sub_1']);
    expect(namedValues('delete the branch feature-x in octocat/hello-world', new Set())).toEqual(['feature-x', 'octocat/hello-world']);
    expect(namedValues('Save the album "Mojito" and close issue 12', new Set())).toEqual(['Mojito', '12']);
    // The path of a URL is a value.
    expect(namedValues('fetch /metrics from node worker-2 through the proxy', new Set(['node', 'proxy']))).toEqual(['/metrics', 'worker-2']);
    expect(namedValues('call /healthz/ready on service api', new Set(['service']))).toEqual(['/healthz/ready']);
  });

  it('takes amounts and counts for no value: a number after a word that counts or before a plural, money, a share', () => {
    const k8s = new Set(['pod', 'pods', 'logs', 'disk', 'charges', 'task', 'attachments']);
    expect(namedValues('offer a discount that only the first 100 shoppers can use', k8s)).toEqual([]);
    expect(namedValues('Get the first 50 attachments of the project', k8s)).toEqual([]);
    expect(namedValues('find all charges over $500 and give 20% off', k8s)).toEqual([]);
    expect(namedValues('reserve 10 gigabytes of disk', k8s)).toEqual([]);
    // After a kind of thing the spec knows, a number is that thing's id, whatever follows.
    expect(namedValues('show pod 3 logs', k8s)).toEqual(['3']);
    expect(namedValues('give task 40 a due date', k8s)).toEqual(['40']);
  });

  it('tells quoted text from apostrophes', () => {
    expect(quotedText(`create a tag named 'Urgent' and pause device 'My PC'`)).toEqual(['Urgent', 'My PC']);
    expect(quotedText('set its name to "Urgency" or “Critical”')).toEqual(['Urgency', 'Critical']);
    expect(quotedText("cancel the customer's subscription and John's card")).toEqual([]);
  });

  it("names the spec's verb for a change asked in other words, for keyword search", () => {
    const github = new Set(['repository', 'repos', 'delete', 'create', 'update', 'release', 'releases', 'pod', 'pods', 'label', 'task', 'followers', 'remove']);
    expect(understand('throw away a repository I no longer need', github).actionTerm).toBe('delete');
    expect(understand('take down a release I published by mistake', github).actionTerm).toBe('delete');
    expect(understand('make my repository private', github).actionTerm).toBe('update');
    // The spec's own verb needs no help; a read has too many phrasings to name one verb.
    expect(understand('delete a repository', github).actionTerm).toBeNull();
    expect(understand('remove a release', github).actionTerm).toBeNull();
    expect(understand('look at the releases of a repository', github).actionTerm).toBeNull();
    // "stop following" undoes the following (`removeFollowers`), and "add a label to pod web-2" may change the pod.
    expect(understand('stop following a task', github).actionTerm).toBeNull();
    expect(understand('add a label to pod web-2', github).actionTerm).toBeNull();
    // Nor a verb the spec does not use itself ("delete" where it says "remove").
    expect(understand('throw away a repository', new Set(['repository', 'remove'])).actionTerm).toBeNull();
  });

  it('reads "what" before a plural the spec knows as asking which ones', () => {
    const box = new Set(['files', 'folders', 'items', 'status', 'orders']);
    expect(understand('what files are inside folder 0?', box)).toMatchObject({ action: 'list', many: true });
    expect(understand('what is the status of order 5?', box)).toMatchObject({ action: 'read', many: false });
    // A plural after a word of the spec that qualifies it ("ingress rules") asks which ones too.
    const k8s = new Set(['ingress', 'ingresses', 'rules', 'namespace', 'version']);
    expect(understand('what ingress rules exist in namespace web?', k8s)).toMatchObject({ action: 'list', many: true });
    expect(understand('what version runs in namespace web?', k8s)).toMatchObject({ action: 'read', many: false });
  });

  it('reads a change whose object is a new thing of a kind the spec holds as making one', () => {
    const k8s = new Set(['deployment', 'deployments', 'namespace', 'image', 'container']);
    const collections = new Set(['deployments', 'namespaces']);
    expect(understand('roll out a brand new deployment called api in namespace shop', k8s, collections)).toMatchObject({ action: 'create', object: 'deployment' });
    // A new image of a deployment changes the deployment: the spec holds no images.
    expect(understand('roll out a new container image for deployment web', k8s, collections).action).toBe('update');
    expect(understand('roll out deployment web again', k8s, collections).action).toBe('update');
  });

  it('reads switching a setting on or off as a change of that setting alone, unless the question replaces the whole', () => {
    const k8s = new Set(['cronjob', 'cronjobs', 'job', 'namespace', 'suspend']);
    const collections = new Set(['cronjobs', 'namespaces']);
    expect(understand('stop cron job nightly-report in namespace ops from running for a while', k8s, collections)).toMatchObject({ action: 'update', extent: 'partial' });
    expect(understand('keep cron job backup from running by replacing the whole object', k8s, collections).extent).toBe('whole');
    expect(understand('update cron job backup in namespace ops', k8s, collections).extent).toBeNull();
  });

  it('reads adding a thing the spec holds no kind of to one thing it names as a change of that thing', () => {
    const k8s = new Set(['network', 'policy', 'networkpolicy', 'networkpolicies', 'ingress', 'ingresses', 'rule', 'label', 'namespace', 'namespaces']);
    const collections = new Set(['networkpolicies', 'ingresses', 'namespaces']);
    expect(understand('add an ingress rule to the network policy deny-all in namespace prod', k8s, collections))
      .toMatchObject({ action: 'update', extent: 'partial', object: 'networkpolicy', objectNamed: true });
    expect(understand('add a label to namespace dev', k8s, collections)).toMatchObject({ action: 'update', extent: 'partial' });
    // A kind the spec holds is made, on the thing named or anywhere; so is a thing added to nothing named.
    const github = new Set(['issue', 'issues', 'comment', 'comments', 'release', 'releases', 'assets']);
    const held = new Set(['issues', 'comments', 'releases', 'assets']);
    expect(understand('add a comment to issue 7', github, held)).toMatchObject({ action: 'create', object: 'comment' });
    expect(understand('add an ingress rule to my network policies', k8s, collections).action).toBe('create');
    // Attaching or uploading a file makes one, whatever the spec calls it.
    expect(understand('attach a zip file to release 3', github, held).action).toBe('create');
  });

  it("reads a compound's kind by the head the spec holds it under (\"webhook 5\" where `hooks` are held)", () => {
    const github = new Set(['webhook', 'hooks', 'hook', 'repos', 'url']);
    const point = understand('point webhook 5 on octo/app at a new URL', github, new Set(['hooks', 'repos']));
    expect(point).toMatchObject({ scopes: ['hook'], object: 'hook' });
    expect(point.references).toContainEqual({ resource: 'hook', value: '5' });
    // A spec that holds the compound itself keeps it.
    expect(understand('point webhook 5 at a new URL', github, new Set(['webhooks'])).scopes).toEqual(['webhook']);
  });

  it("searches without the API's own name, which every operation is the API's", () => {
    expect(apiNames(['Stripe API'], new Set(['charges', 'balance']))).toEqual(['stripe']);
    expect(apiNames(['Slack Web API'], new Set(['channels']))).toEqual(['slack']);
    // A title word that names a kind the spec holds is the thing, not the API's name.
    expect(apiNames(['Google Calendar API'], new Set(['calendars', 'events']))).toEqual(['google']);
    const stripe = new Set(['balance', 'stripe', 'account']);
    expect(withoutApiName(understand('what is my Stripe balance?', stripe), ['stripe']).specWorded).toBe('what is my balance?');
    expect(withoutApiName(understand('who is torvalds on GitHub?', new Set(['users'])), ['github']).specWorded).toBe('who is torvalds ?');
    expect(withoutApiName(understand('List the first 20 users in the Slack team.', new Set(['users', 'team'])), ['slack']).specWorded).toBe('List the first 20 users in the team.');
    // What the service itself has ("GitHub's webhooks") is asked of the API about itself: the name stays.
    expect(withoutApiName(understand("what IP addresses do GitHub's webhooks come from?", new Set(['hooks'])), ['github']).specWorded).toMatch(/GitHub's/);
    // Nothing left to search but the name: the question as it was.
    expect(withoutApiName(understand('Stripe?', stripe), ['stripe']).specWorded).toBe('Stripe?');
  });

  it('reads giving up on a dispute, small deposits, a permission grant and a raised amount in the spec\'s words', () => {
    expect(understand('give up on the dispute for charge ch_9', new Set(['charges', 'dispute', 'close'])).related).toContain('close');
    expect(understand('confirm the two small deposit amounts for setup intent seti_3', new Set(['setup', 'intent', 'microdeposits'])).related).toContain('microdeposits');
    expect(understand('take away the cluster-wide permission grant named admin-bob', new Set(['clusterrolebinding', 'clusterroles'])).related).toContain('clusterrolebinding');
    // An amount raised is incremented.
    expect(understand('simulate raising test authorization iauth_2 by another 500 cents', new Set(['authorizations', 'increment', 'reverse'])).related).toContain('increment');
    // A ledger's lines are the entries the spec records.
    expect(understand('show the ledger lines of financial account fa_2', new Set(['financial_accounts', 'transaction_entries', 'entries'])).related).toEqual(expect.arrayContaining(['transaction_entries', 'entries']));
  });

  it('reads the HTTP method a question names for the request it sends, not the everyday verbs', () => {
    const k8s = new Set(['pods', 'pod', 'proxy', 'namespace']);
    expect(understand('send a POST through the API server to pod web-0', k8s).httpMethod).toBe('POST');
    expect(understand('send an http get to pod api-0', k8s).httpMethod).toBe('GET');
    expect(understand('get pod api-0 and post its logs', k8s).httpMethod).toBeNull();
    // "HEAD" alone is a git ref.
    expect(understand('which commit is HEAD of branch main in octo/app?', new Set(['commits', 'branches'])).httpMethod).toBeNull();
    // Unless it is what the request goes by, or the request's own.
    const nodes = new Set(['nodes', 'node', 'proxy']);
    expect(understand("check via HEAD whether node worker-3's kubelet answers through the apiserver proxy", nodes).httpMethod).toBe('HEAD');
    expect(understand('send a HEAD request to node worker-3 through the proxy', nodes).httpMethod).toBe('HEAD');
    expect(understand('which OPTIONS does node worker-3 allow through the proxy?', nodes).httpMethod).toBe('OPTIONS');
    expect(understand('compare branch main with HEAD in octo/app', new Set(['compare', 'branches'])).httpMethod).toBeNull();
    expect(understand('list commits of octo/app using HEAD~2 as the base', new Set(['commits'])).httpMethod).toBeNull();
  });

  it('reads breaking a thing down as looking at it in parts', () => {
    const stripe = new Set(['tax', 'calculation', 'calculations', 'line', 'items']);
    expect(understand('break down tax calculation taxcalc_3', stripe, new Set(['calculations']))).toMatchObject({ action: 'read', verb: 'break down' });
    // Line by line, it goes through many.
    expect(understand('break down tax calculation taxcalc_3 line by line', stripe, new Set(['calculations']))).toMatchObject({ action: 'list', verb: 'break down' });
  });

  it('reads a phrasal verb as the verb it means only where the spec uses that verb', () => {
    expect(understand('turn down the invitation to repository 5', new Set(['invitations', 'decline'])).verb).toBe('decline');
    expect(understand('turn down the volume to 20', new Set(['volume', 'player'])).verb).not.toBe('decline');
    expect(understand('call off the top-up I started', new Set(['topups', 'cancel'])).verb).toBe('cancel');
    // The verb it means is a word the question says (`…/cancel` is named); a verb the spec lacks is not added.
    expect(understand('call off identity check vs_2', new Set(['identity', 'cancel'])).related).toContain('cancel');
    expect(understand('turn down the volume to 20', new Set(['volume', 'player'])).related).not.toContain('decline');
    // Each API has its own word for it: the first of them the spec uses ("reject" where there is no "decline").
    expect(understand('turn down access request 31', new Set(['access', 'requests', 'reject'])).verb).toBe('reject');
    expect(understand('turn down access request 31', new Set(['access', 'requests', 'reject', 'decline'])).verb).toBe('decline');
    // Taking back what was sent reverses it where the API says so, and removes it where it does not.
    expect(understand('take back a payout that went to the wrong bank', new Set(['payouts', 'reverse', 'bank'])).verb).toBe('reverse');
    expect(understand('take back the invite I sent sam', new Set(['invitations', 'invite']))).toMatchObject({ action: 'delete', verb: 'take back' });
    // Retiring a thing removes it, unless the API retires things of its own.
    expect(understand('retire the storage class slow-hdd', new Set(['storageclasses', 'storage', 'class', 'delete']))).toMatchObject({ action: 'delete', verb: 'delete' });
    expect(understand('retire retention policy 7', new Set(['retention', 'policy', 'retire', 'delete'])).action).not.toBe('delete');
    // Lifting a restriction removes it.
    expect(understand('lift the quota compute-limits in namespace team-a', new Set(['resourcequotas', 'quota', 'namespace', 'delete']))).toMatchObject({ action: 'delete', verb: 'delete' });
    // Pulling back what was sent reverses it; freeing up what was allocated removes it.
    expect(understand('pull back $20 of transfer tr_9 from the connected account', new Set(['transfers', 'reversals', 'reverse', 'accounts'])).verb).toBe('reverse');
    expect(understand('free up IP address 10.96.0.15 so the cluster can hand it out again', new Set(['ipaddresses', 'ip', 'address', 'delete']))).toMatchObject({ action: 'delete', verb: 'delete' });
    expect(understand('free the disk claim data-0 in namespace db', new Set(['persistentvolumeclaims', 'claim', 'delete']))).toMatchObject({ action: 'delete', object: 'claim' });
    expect(understand('free trial for customer cus_1', new Set(['customers', 'trial', 'delete'])).action).not.toBe('delete');
    // Causing a thing to do what a phrasal verb says is doing it to the thing ("make the reader give up" cancels its
    // action); a causative with any other verb changes the thing.
    expect(understand('the checkout on reader tmr_4 hangs waiting for a tap, make the reader give up', new Set(['readers', 'reader', 'cancel', 'action']))).toMatchObject({ verb: 'cancel', object: 'reader' });
    expect(understand('make deployment web use less memory', new Set(['deployments', 'deployment', 'cancel']))).toMatchObject({ action: 'update', verb: 'make' });
    // Bringing back what was paused resumes it, its object between verb and particle; moving a clock ahead advances it;
    // abandoning what was set going cancels it — each only where the spec has the verb.
    expect(understand('bring subscription sub_61 back to active', new Set(['subscriptions', 'subscription', 'resume']))).toMatchObject({ verb: 'resume', object: 'subscription' });
    expect(understand('bring subscription sub_61 back to active', new Set(['subscriptions', 'subscription'])).verb).not.toBe('resume');
    expect(understand('fast-forward test clock clock_19 by thirty days', new Set(['test_clocks', 'clock', 'advance']))).toMatchObject({ verb: 'advance', object: 'clock' });
    expect(understand('abandon schedule sub_sched_12 entirely', new Set(['subscription_schedules', 'schedule', 'cancel', 'release'])).verb).toBe('cancel');
    // A request said after a statement of how things stand, its particle split off, is still the request.
    expect(understand("the customer's pause is over, bring subscription sub_61 back and bill from today", new Set(['subscriptions', 'subscription', 'resume']))).toMatchObject({ verb: 'resume', values: ['sub_61'] });
  });

  it('searches a phrasal verb by its meaning, not by its words, where the spec names things by one of them', () => {
    // "pull up issue 512": GitHub names pull requests `pulls`, and the words would find them.
    const github = new Set(['repos', 'issues', 'issue', 'pulls', 'pull', 'labels']);
    const pulled = understand('pull up issue 512 in acme/web', github, new Set(['repos', 'issues', 'pulls']));
    expect(pulled.action).toBe('read');
    expect(pulled.specWorded).not.toMatch(/\bpull\b/);
    // A spec that names nothing "pull" searches the question as it is.
    expect(understand('pull up issue 512 in acme/web', new Set(['repos', 'issues', 'issue']), new Set(['repos', 'issues'])).specWorded).toMatch(/\bpull up\b/);
  });

  it('reads a word said to be one of a kind of thing the spec holds as the name of one', () => {
    const github = new Set(['orgs', 'org', 'members', 'member', 'organization', 'fork']);
    const collections = new Set(['orgs', 'members']);
    expect(understand('is carol a member of the acme organization?', github, collections).references).toEqual([{ resource: 'member', value: 'carol' }]);
    // Not a word the spec uses, a pronoun, or a kind it does not hold.
    expect(understand('is it a member of acme?', github, collections).values).toEqual([]);
    expect(understand('is carol a good idea?', github, collections).values).toEqual([]);
    // A word of description may come before the kind, and a name the spec's prose uses (an example) is still a name.
    const withExamples = new Set([...github, 'public', 'monalisa']);
    expect(understand('is monalisa a public member of the acme organization?', withExamples, collections, github).references).toEqual([{ resource: 'member', value: 'monalisa' }]);
    expect(understand('is member a public member of acme?', withExamples, collections, github).values).toEqual([]);
    // Either of two kinds said of it may be the one held ("maintainer" is not, "member" is).
    expect(understand('is alice a maintainer or only a member of team platform in acme', new Set([...github, 'teams', 'team']), new Set([...collections, 'teams'])).values).toContain('alice');
  });

  it('reads a request to a URL path that names no method as a read', () => {
    expect(understand('call /healthz on service frontend in namespace web through the API server proxy').action).toBe('read');
    // A method named says what is sent; with no path the verb is the API's own.
    expect(understand('call /items on service api with a PUT').action).toBe('act');
    expect(understand('call the refund endpoint').action).toBe('act');
  });

  it('reads a verb in the past after a kind as what that thing did, not as its name', () => {
    const stripe = new Set(['customers', 'customer', 'payment', 'intents', 'amounts', 'statement']);
    const collections = new Set(['customers', 'payment_intents']);
    expect(understand('submit the two tiny amounts the customer found on their statement for payment intent pi_77', stripe, collections).values).toEqual(['pi_77']);
    expect(understand('list the payments the customer disputed on their card', stripe, collections).values).toEqual([]);
    // A name after the kind still names one ("customer dana on her statement").
    expect(understand('show the charges of the customer dana', stripe, collections).values).toContain('dana');
  });

  it('reads a question about how a thing went as reading it, in the past as in the present', () => {
    const stripe = new Set(['topups', 'topup', 'payouts', 'payout']);
    expect(understand('did top-up tu_77 go through?', stripe)).toMatchObject({ action: 'read', many: false });
    expect(understand('was payout po_5 paid?', stripe)).toMatchObject({ action: 'read', many: false });
    expect(understand('were the payouts of last week paid?', stripe).action).toBe('list');
  });

  it('joins two-word verbs the way APIs spell them, and reads signing in as no particular method', () => {
    expect(queryTerms('sign in as a user')).toEqual(['signin', 'user']);
    expect(queryTerms('roll back deployment web')).toContain('rollback');
    expect(queryTerms('set up a webhook')).toEqual(['setup', 'webhook']);
    expect(understand('sign in as a user')).toMatchObject({ action: null, verb: 'signin' });
    expect(understand('log out of my session')).toMatchObject({ action: null, verb: 'logout' });
    // The one logged in or out may come between the verb and its particle.
    expect(understand('log a user out of all their devices')).toMatchObject({ action: null, verb: 'logout' });
    expect(queryTerms('log me in')).toEqual(['login']);
  });

  it('knows when the question speaks of the caller', () => {
    expect(understand('who has starred my repository?').self).toBe(true);
    expect(understand('How do I list the pull requests of facebook/react?').self).toBe(false);
    // The caller as the subject of what is so: anything of theirs; asking for a way to do a thing is not about them.
    expect(understand('which organizations do I belong to?')).toMatchObject({ self: true, owned: null });
    expect(understand('am I a member of acme?').self).toBe(true);
    expect(understand('what do I need to send to create a customer?').self).toBe(false);
    // "my …" says which of the caller's things: the words after it.
    expect(understand('who has starred my repository?').owned).toEqual(['repository']);
  });

  it('reads a preview as a read', () => {
    expect(understand('preview a credit note for invoice in_4').action).toBe('read');
  });

  it('reads "with" as a label of a value only before a label of its own', () => {
    const vocab = new Set(['git', 'refs', 'start', 'project', 'projects']);
    expect(understand('find all git refs in acme/web whose names start with heads/release', vocab).references.map((r) => r.resource)).toEqual(['', '']);
    expect(understand('duplicate the project with the id 778899', vocab).references).toEqual([{ resource: 'project', value: '778899' }]);
  });

  it('binds a value to the word the spec knows of a two-word name ("pull request 14" → pull)', () => {
    const vocab = new Set(['pulls', 'pull', 'comments', 'labels', 'issues']);
    expect(understand('show the review comments on pull request 14', vocab).references).toEqual([{ resource: 'pull', value: '14' }]);
    // Where something is created on it, the place word comes before both words.
    expect(understand('add the label bug on pull request 8', vocab).references).toContainEqual({ resource: 'pull', value: '8' });
    // Not where the spec knows neither word.
    expect(understand('show the review comments on merge request 14', new Set(['comments'])).references).toEqual([]);
    // A new thing placed on one named by two words, the last the kind the spec knows: that kind, not the first word.
    expect(understand('attach a memo to the Treasury transfer ot_8', new Set(['treasury', 'transfer', 'transfers'])).references).toEqual([{ resource: 'transfer', value: 'ot_8' }]);
    // Nor where the last word is a noun of its own the spec calls otherwise: a "repository archive 9" is no repository 9.
    expect(understand('is my repository archive 9 done yet?', new Set(['repository', 'repositories', 'migrations'])).references).toEqual([]);
  });

  it('reads an id after the object only with the object ("attach custom field 55": the verb names the spec\'s own thing)', () => {
    const intent = understand('attach custom field 55 to goal 31', new Set(['attachments', 'file', 'upload', 'custom', 'field', 'goal']));
    expect(intent).toMatchObject({ action: 'create', object: null, objectIssued: false });
  });

  it('binds no value to an auxiliary ("what statuses has CI posted" names no "has" and no status CI)', () => {
    const vocab = new Set(['statuses', 'has', 'commit', 'commits']);
    expect(understand('what statuses has CI posted on commit 9f8e7d?', vocab).references).toEqual([{ resource: 'commit', value: '9f8e7d' }]);
  });

  it('binds a value after a naming word to the thing named, and past a word for any thing to the noun before it', () => {
    const vocab = new Set(['endpoints', 'object', 'namespace', 'project', 'projects']);
    expect(understand('delete the endpoints object called api in namespace shop-2', vocab).references).toEqual([
      { resource: 'endpoints', value: 'api' },
      { resource: 'namespace', value: 'shop-2' },
    ]);
    expect(understand('archive the project named launch-2', vocab).references).toEqual([{ resource: 'project', value: 'launch-2' }]);
    // Where it is created, the name is not in the path yet.
    expect(understand('create a project called launch-3', vocab).references).toEqual([]);
    // A hyphenated word the spec writes closed names that thing ("top-up" → `topups`).
    expect(understand('did top-up tu_77 go through?', new Set(['topups', 'topup'])).references).toEqual([{ resource: 'topup', value: 'tu_77' }]);
    expect(understand('is the well-known key k_1 valid?', new Set(['keys', 'key'])).references).toEqual([{ resource: 'key', value: 'k_1' }]);
  });

  it('takes named values out of what is embedded, unless too little would be left', () => {
    expect(withoutValues('What does the lead actor of Titanic look like?', ['Titanic'])).toBe('What does the lead actor of look like?');
    expect(withoutValues('Who has starred in a movie "The Dark Knight"?', ['The Dark Knight'])).toBe('Who has starred in a movie ?');
    expect(withoutValues('Follow Taylor Swift', ['Taylor', 'Swift'])).toBe('Follow Taylor Swift');
  });

  it("names the spec's own terms for everyday words, only those the spec has", () => {
    const github = new Set(['repos', 'forks', 'stargazers', 'transfer', 'user']);
    expect(understand('make my own copy of a repository', github).related).toEqual(['fork']);
    expect(understand('make my own copy of a repository', new Set(['pets', 'store'])).related).toEqual([]);
    const stripe = new Set(['payouts', 'balance', 'bank', 'accounts', 'payment', 'intents', 'setup']);
    expect(understand('move my money to my bank', stripe).related).toEqual(['payout', 'balance']);
    // A verb whose particle comes after its object ("send the money … back") is read as the phrase it makes.
    const treasury = new Set(['credit', 'credits', 'received', 'reversal', 'reversals', 'transfers']);
    expect(understand('send the money from received credit rc_5 back to where it came from', treasury).related).toContain('reversal');
    expect(understand('send the money from received credit rc_5 back to where it came from', treasury).specWorded).toMatch(/^send the money .* back to where it came from reversal$/);
    // The words themselves are searched as written: a reordered "kick out dana of the team" found less.
    expect(understand('kick dana out of the frontend team in acme', new Set(['teams', 'memberships', 'orgs'])).specWorded).toBe('kick dana out of the frontend team in acme');
    expect(understand('save card for later', stripe).related).toContain('setup_intent');
    // A VAT number is a tax id; a director is one of the people of an account.
    expect(understand('remove the VAT number of customer cus_5', new Set(['customers', 'tax_id', 'tax_ids'])).related).toEqual(['tax_id', 'tax_ids']);
    expect(understand('list the directors of account acct_1', new Set(['accounts', 'persons', 'person'])).related).toEqual(['person', 'persons']);
    // Any form of an entry's word: "notified" is "notify".
    expect(understand('get notified when a payment succeeds', new Set(['webhook', 'payment'])).related).toEqual(['webhook']);
    // A word the spec uses itself finds its own operations: "container" is Kubernetes' word, not a pod.
    expect(understand('restart a container', new Set(['pods', 'containers', 'restart'])).related).toEqual([]);
    // "Can I …?" opening a question asks whether one may; "which licenses can I pick" asks which.
    const rbac = new Set(['permission', 'authorization', 'licenses', 'pods']);
    expect(understand('Can I delete pods in namespace dev?', rbac).related).toEqual(['permission', 'authorization']);
    expect(understand('which licenses can I pick from?', rbac).related).toEqual([]);
    expect(understand('which licenses can I pick from?', rbac).specWorded).toBe('which licenses can I pick from?');
    // Being told of each event as it happens is a subscription to events; money back is a refund.
    expect(understand('get told whenever a new pod appears', new Set(['watch', 'pods', 'pod'])).related).toEqual(['watch']);
    expect(understand('let my server know each time an issue is opened', new Set(['hooks', 'issue', 'server'])).related).toEqual(['hook']);
    expect(understand('give a customer their money back', new Set(['refunds', 'customer'])).related).toEqual(['refund']);
    // A spec without labels files things under tags.
    expect(understand('which pets are labeled friendly?', new Set(['pets', 'tags', 'findbytags'])).related).toEqual(['tag']);
    // A number of copies is a scale; what others can see is public.
    expect(understand('bring statefulset cache to 4 replicas', new Set(['statefulsets', 'replicas', 'scale'])).related).toEqual(['scale']);
    expect(understand('how many replicas does statefulset cache have?', new Set(['statefulsets', 'replicas', 'scale'])).related).toEqual([]);
    expect(understand('which of my keys can other people see?', new Set(['keys', 'public'])).related).toEqual(['public']);
    // What was bought or is sold is the items of the thing it was bought in.
    expect(understand('what did the buyer get in order 9?', new Set(['orders', 'order', 'line_items'])).related).toEqual([]);
    expect(understand('what was bought in order 9?', new Set(['orders', 'order', 'line_items'])).related).toEqual(['line_items']);
    // More or less of what a thing runs on resizes it in place.
    expect(understand('give pod db-1 more RAM', new Set(['pods', 'pod', 'resize'])).related).toEqual(['resize']);
    // The machines that run builds are runners; a website served from a repository is its pages.
    expect(understand('which build machines does octo/app have?', new Set(['runners', 'runner', 'repos'])).related).toEqual(['runner', 'runners']);
    expect(understand('where is the static site of octo/docs served from?', new Set(['pages', 'repos'])).related).toEqual(['pages']);
    // A clause that says why is searched as written: its everyday words are no things to find.
    const k8s = new Set(['node', 'nodes', 'cronjob', 'schedule']);
    expect(understand('cordon node worker-3 so nothing new is scheduled there', k8s)).toMatchObject({ related: [], specWorded: 'cordon node worker-3 so nothing new is scheduled there' });
    expect(understand('which jobs are scheduled in namespace ops?', k8s).related).toContain('cronjob');
    // Values a project keeps encrypted are its secrets; a request relayed by the API server goes through its proxy.
    expect(understand('which encrypted values are configured for the workflows of acme/api?', new Set(['secrets', 'secret', 'workflows'])).related).toEqual(['secret', 'secrets']);
    expect(understand('send a POST through the API server to pod web-0', new Set(['pods', 'pod', 'proxy'])).related).toEqual(['proxy']);
    // A plural's base form ending in e: "machines" is "machine".
    expect(understand('which machines are in my cluster?', new Set(['nodes', 'node', 'cluster'])).related).toEqual(['node']);
    // A name's words are not everyday words ("Paramount Pictures"); an acronym is jargon ("CI").
    const tmdb = new Set(['company', 'image', 'images', 'logo']);
    expect(understand('What does the logo look like for Paramount Pictures?', tmdb).related).toEqual([]);
    expect(understand('show me some pictures of a company', tmdb).related).toEqual(['image']);
    expect(understand('did my CI pass for a commit?', new Set(['workflow', 'run', 'check', 'commit'])).related).toEqual(['workflow', 'run', 'check']);
  });

  it('reads a list of named values as several at once', () => {
    const vocab = new Set(['values', 'ranges', 'range', 'spreadsheet', 'users', 'task', 'project']);
    expect(understand('Clear the values in ranges A1:B2 and C3:D4 of the spreadsheet', vocab).many).toBe(true);
    expect(understand('delete users 12, 13 and 14', vocab).many).toBe(true);
    expect(understand('delete user 12', vocab).many).toBe(false);
    // Two values that are not a list of one kind of thing.
    expect(understand('move task 7 to project 9', vocab).many).toBe(false);
  });

  it('reads removing things named in the plural as removing many, and knows a plural in -es by its singular', () => {
    // The spec says "template" only: "templates" is its plural, not the name of a pod.
    const k8s = new Set(['pod', 'template', 'namespace', 'delete']);
    expect(understand('delete the old pod templates in namespace dev', k8s)).toMatchObject({ action: 'delete', many: true, object: 'templates' });
    expect(understand('delete pod template base in namespace dev', k8s)).toMatchObject({ action: 'delete', many: false });
  });
});

describe('a name after "of"', () => {
  const vocab = new Set(['keys', 'ssh', 'public', 'migration', 'repo', 'history', 'changes', 'repository']);
  it('says whose the things are where the spec never uses the word and the phrase ends with it', () => {
    expect(understand('fetch the public SSH keys of linus so I can let him onto my server', vocab).ownerValues).toEqual(['linus']);
    expect(understand('unlock the repo legacy-app that migration 4 of acme locked', vocab).ownerValues).toEqual(['acme']);
  });
  it('is no name for a plural, a word the spec uses, or after a word of no kind', () => {
    expect(understand('look at the history of changes of a repository', vocab).ownerValues).toEqual([]);
    expect(understand('list the keys of repository', vocab).ownerValues).toEqual([]);
    expect(understand('use a deploy key instead of linus', vocab).ownerValues).toEqual([]);
  });
});

describe('how many', () => {
  const vocab = new Set(['job', 'jobs', 'deployment', 'deployments', 'pod', 'pods', 'namespace']);
  it('lists the things it counts when the spec has them, and reads a number off one thing otherwise', () => {
    expect(understand('how many pods are in namespace dev?', vocab)).toMatchObject({ action: 'list', many: true });
    expect(understand('how many times has job migrate failed?', vocab)).toMatchObject({ action: 'read', many: false });
    // Occasions, even where the spec has a "time" field.
    expect(understand('how many times has job migrate failed?', new Set([...vocab, 'time']))).toMatchObject({ action: 'read', many: false });
    expect(understand('how many copies of deployment web are running right now?', vocab)).toMatchObject({ action: 'read', many: false });
  });

  it('reads "which <one thing the spec has no word for>" about a named thing as an attribute of it', () => {
    expect(understand('find out which machine pod api-3 in namespace prod landed on', vocab)).toMatchObject({ action: 'read', many: false });
    expect(understand('which pods are in namespace prod?', vocab)).toMatchObject({ action: 'list', many: true });
    // Nothing named: the question asks for the things themselves.
    expect(understand('which machines are in my cluster?', vocab)).toMatchObject({ action: 'list', many: true });
    // An acronym is jargon that says which kind, not the name of one thing.
    const dra = new Set(['deviceclasses', 'device', 'classes', 'cluster', 'nodes']);
    expect(understand('which GPU device classes does the cluster offer?', dra, new Set(['deviceclasses']))).toMatchObject({ action: 'list', many: true });
    expect(understand('get the GPU device classes', dra, new Set(['deviceclasses']))).toMatchObject({ action: 'list', many: true });
  });
});

describe('words joined by a hyphen', () => {
  const vocab = new Set(['namespace', 'branch', 'token', 'serviceaccount', 'service', 'account', 'charge', 'invoice', 'secret']);
  it('name a thing after the kind the spec knows, and are English elsewhere', () => {
    expect(namedValues('list the secrets in namespace team-a', vocab)).toEqual(['team-a']);
    expect(namedValues('delete the branch feature-x', vocab)).toEqual(['feature-x']);
    expect(namedValues('get a short-lived token for service account builder', vocab)).toEqual([]);
    expect(namedValues('add a one-off charge to the next invoice', vocab)).toEqual([]);
    expect(namedValues('turn off auto-renewal of a plan', vocab)).toEqual([]);
    // Digits make an id wherever it stands.
    expect(namedValues('delete pod web-1', vocab)).toEqual(['web-1']);
  });
});

describe('a plain word after a kind of thing the spec holds', () => {
  const vocab = new Set(['namespace', 'namespaces', 'service', 'services', 'serviceaccounts', 'ingress', 'ingresses', 'pods', 'ports', 'gists', 'branch', 'branches', 'customer', 'customers', 'card', 'cards', 'pull', 'requests', 'open']);
  const collections = new Set(['namespaces', 'services', 'serviceaccounts', 'ingresses', 'pods', 'gists', 'branches', 'customers', 'pulls']);
  it('names one of them where the phrase ends or a preposition opens it', () => {
    expect(namedValues('what ports does service checkout in namespace shop listen on?', vocab, collections)).toEqual(['checkout', 'shop']);
    expect(namedValues('show service account builder in namespace ci', vocab, collections)).toEqual(['builder', 'ci']);
    expect(namedValues('list the pods in namespace shop', vocab, collections)).toEqual(['shop']);
  });

  it('names one by a word the spec only uses in its prose, not by one it names its things by', () => {
    // "JSON Web Key Set" in a summary: the spec's vocabulary has "web", the words it names its things by do not.
    const prose = new Set([...vocab, 'web', 'status']);
    const things = new Set([...vocab, 'status']);
    expect(namedValues('which hosts does ingress web in namespace shop route?', prose, collections, null, things)).toEqual(['web', 'shop']);
    expect(namedValues('which hosts does ingress web in namespace shop route?', prose, collections)).toEqual(['shop']);
    expect(namedValues('show ingress status in namespace shop', prose, collections, null, things)).toEqual(['shop']);
    // With the kind before it a word makes another of the spec's collections: part of that kind's name.
    expect(namedValues('which token does service account in namespace ci use?', vocab, collections, null, new Set(['service']))).toEqual(['ci']);
    expect(understand('which hosts does ingress web in namespace shop route?', prose, collections, things)).toMatchObject({ many: false });
  });

  it('is English before another word of its phrase, as an auxiliary, after a word the spec holds no items of, or without the spec', () => {
    expect(namedValues("charge a customer's saved card", vocab, collections)).toEqual([]);
    expect(namedValues('which gists have I written?', vocab, collections)).toEqual([]);
    expect(namedValues('how do I fix my sleep schedule?', vocab, collections)).toEqual([]);
    expect(namedValues('list the pods in namespace shop', vocab)).toEqual([]);
    // The question's verb is no kind of thing, though the spec holds refunds.
    const refunds = new Set([...collections, 'refunds']);
    expect(understand('refund part of the application fee I took', new Set([...vocab, 'refund', 'refunds', 'application', 'fee']), refunds).values).toEqual([]);
  });

  it('reads a plural the spec holds no collection of, asked about a named thing, as a field of that thing', () => {
    expect(understand('what ports does service checkout in namespace shop listen on?', vocab, collections)).toMatchObject({ action: 'read', many: false });
    expect(understand('which pods run in namespace shop?', vocab, collections)).toMatchObject({ action: 'list', many: true });
  });

  it('names what a thing is made from, not where it is made, after "from"', () => {
    expect(understand('open a pull request from branch feature into main', vocab, collections).scopes).not.toContain('branch');
  });
});

describe('a verb undone by its prefix', () => {
  const vocab = new Set(['apiservices', 'service', 'release', 'webhook', 'list']);
  it('reads un- or de- before a verb that makes a thing as its removal', () => {
    expect(understand('unregister the API service v1beta1.metrics.k8s.io', vocab)).toMatchObject({ action: 'delete', verb: 'unregister' });
    expect(understand('unpublish release v2 of octo/app', vocab).action).toBe('delete');
    expect(understand('deprovision webhook 7', vocab).action).toBe('delete');
  });
  it('leaves verbs that only begin with the letters, or undo no making, as they were', () => {
    expect(understand('delist product 5', vocab).action).toBe('act'); // listing is no making
    expect(understand('describe webhook 7', vocab).action).toBe('read');
    expect(understand('unlock issue 5', vocab).action).toBe('update');
  });
});

describe('a thing that exists already, and ways to say which ones', () => {
  const vocab = new Set(['gist', 'gists', 'files', 'hook', 'hooks', 'webhooks', 'release', 'releases', 'tag', 'tags', 'node', 'nodes', 'proxy', 'tax', 'calculation', 'calculations', 'transactions', 'pull', 'requests', 'branch', 'customer', 'user', 'profile', 'account']);
  const collections = new Set(['gists', 'hooks', 'releases', 'tags', 'nodes', 'calculations', 'pulls', 'customers']);
  it('reads opening a thing the API issued an id for as looking at it, and getting to a thing as reading it', () => {
    expect(understand('open gist aa5a315d61ae9438b18d and show its files', vocab, collections).action).toBe('read');
    expect(understand('open a new gist with two files', vocab, collections).action).toBe('create');
    // A short id too, where no article says a new one is opened.
    expect(understand('open gist 5f3a and show its files', vocab, collections).action).toBe('read');
    expect(understand('open a gist titled Q3 notes', vocab, collections).action).toBe('create');
    expect(understand('open an issue 2fa-login-bug', new Set([...vocab, 'issue', 'issues']), collections).action).toBe('create');
    expect(understand('reach the kubelet on node worker-3 through the proxy', vocab, collections).action).toBe('read');
    expect(understand('access the proxy of node worker-1', vocab, collections).action).toBe('read');
    expect(understand('record a tax transaction', vocab, collections).action).toBe('create');
  });

  it('reads a plural of a kind the spec holds by a compound or another word as which ones, not as a field', () => {
    expect(understand('which webhooks are set up on octo/api?', vocab, collections)).toMatchObject({ action: 'list', many: true });
    expect(understand('what versions has octo/cli shipped so far?', vocab, collections)).toMatchObject({ action: 'list', many: true });
    // A plural of no kind the spec holds stays a field of the one thing named.
    expect(understand('what ports does node worker-1 expose?', new Set([...vocab, 'ports']), collections).many).toBe(false);
    // So does a count of one: "how many replicas does autoscaler web-1 see" reads the one autoscaler.
    expect(understand('how many replicas does autoscaler web-1 see?', new Set([...vocab, 'replicas', 'autoscaler']), new Set([...collections, 'horizontalpodautoscalers']))).toMatchObject({ action: 'read', many: false });
  });

  it('names what a new thing is made from when the API issued its id, not when a person named it', () => {
    expect(understand('create a tax transaction from calculation taxcalc_3', vocab, collections).references).toEqual([{ resource: 'calculation', value: 'taxcalc_3' }]);
    expect(understand('open a pull request from branch feature into main', vocab, collections).references).toEqual([]);
  });

  it('reads a plural the question\'s auxiliary follows, after a word of the spec, as which ones', () => {
    const vocab = new Set(['project', 'projects', 'repos']);
    expect(understand('what project boards does octo/app have?', vocab)).toMatchObject({ action: 'list', many: true });
    expect(understand('what project cards are there in octo/app?', vocab)).toMatchObject({ action: 'list', many: true });
    // One plural alone stays a field of the thing ("what fields does an Order have?").
    expect(understand('what colours does project 5 have?', vocab).many).toBe(false);
    // So does a longer phrase, of up to four words before the auxiliary.
    expect(understand('what request priority levels does the API server use?', vocab)).toMatchObject({ action: 'list', many: true });
    expect(understand('what ready-made project blueprints can I start from?', vocab)).toMatchObject({ action: 'list', many: true });
    expect(understand('what one big request payload limit does the API server use?', vocab).many).toBe(false);
  });

  it('reads a question that starts with an auxiliary as asking how a thing is, not as an action named by its first word', () => {
    const vocab = new Set(['org', 'orgs', 'member', 'members', 'memberships']);
    expect(understand('am I an admin or a plain member of the acme org?', vocab).action).toBe('read');
    expect(understand("isn't mona a member of the acme org?", vocab).action).toBe('read');
    expect(understand("doesn't org acme have any members?", vocab).action).toBe('read');
  });

  it('reads the things asked about past a word the spec does not know before them', () => {
    const vocab = new Set(['certificatesigningrequests', 'requests', 'certificates']);
    expect(understand('which unapproved requests for certificates exist?', vocab).object).toBe('requests');
  });

  it('reads allowing a thing to do more as a change to it', () => {
    const vocab = new Set(['role', 'roles', 'secrets']);
    expect(understand('allow role viewer to also list secrets', vocab)).toMatchObject({ action: 'update', object: 'role' });
    expect(understand('permit user bob to push to main', vocab).action).toBe('update');
  });

  it('does not read the "me" things are shown to as the caller\'s own record', () => {
    const stripe = new Set(['customer', 'customers', 'account', 'everything']);
    expect(understand('show me everything stored about customer cus_31', stripe, new Set(['customers'])).related).toEqual([]);
    expect(understand('what does my profile say?', stripe, new Set(['customers'])).related).toContain('account');
  });
});

describe('a request after how things stand', () => {
  it('reads the action from a later clause that says what to do, when the question opens with how things stand', () => {
    const stripe = new Set(['apps', 'secrets', 'secret', 'delete', 'token']);
    expect(understand('my app no longer needs its stored secret api_token, remove it', stripe)).toMatchObject({ action: 'delete', verb: 'remove' });
    expect(understand('sam99 has left; delete their account', new Set(['user', 'delete']))).toMatchObject({ action: 'delete', verb: 'delete' });
    expect(understand('the customer changed banks, so please update customer cus_4', new Set(['customer', 'update']))).toMatchObject({ action: 'update', values: ['cus_4'] });
    // A later question after a comma is no request; after a colon or a semicolon it is what is asked of what was said
    // before it, and a question that opens with its verb keeps it.
    expect(understand('my deploy failed, what went wrong?', new Set(['deploy'])).action).toBeNull();
    expect(understand('my deploy failed: what went wrong?', new Set(['deploy'])).action).toBe('list');
    expect(understand('fee refund fr_44 on application fee fee_19: what amount did it return?', new Set(['fee', 'refund', 'application', 'refunds']))).toMatchObject({ action: 'read', values: ['fr_44', 'fee_19'] });
    // A request whose verb keeps someone from doing a thing, or whose particle follows its object, after a statement.
    expect(understand('acct_77 sold counterfeit goods through our platform; block it from taking payments for good', new Set(['accounts', 'payments'])).action).toBe('update');
    expect(understand("the one-off setup fee ii_12 shouldn't go on cus_5's next bill, take it off", new Set(['invoiceitems', 'customers'])).action).toBe('delete');
    expect(understand('lock issue 5, then delete the spam comment', new Set(['issue', 'lock', 'delete'])).verb).toBe('lock');
    // A closing removal of the thing itself is what is finally asked: whatever was to be done first goes with it.
    const hooks = new Set(['orgs', 'hooks', 'webhook', 'events', 'remove', 'delete', 'disable']);
    expect(understand('stop the acme org from sending events to webhook 77 and remove it', hooks)).toMatchObject({ action: 'delete', verb: 'remove' });
    expect(understand('disable webhook 5, and then delete it', hooks).action).toBe('delete');
  });
});

describe('a statement read as the request it makes', () => {
  it('reads a thing said to be needed no longer as a removal of it', () => {
    const github = new Set(['branch', 'branches', 'signatures', 'commit', 'hooks', 'webhook', 'remove']);
    expect(understand('branch main of octo/app no longer needs commit signatures', github)).toMatchObject({ action: 'delete', verb: 'remove', object: 'signatures' });
    expect(understand("we don't use webhook 12 anymore", github)).toMatchObject({ action: 'delete', values: ['12'] });
    // Asking whether it is still needed asks, and a need stated without "no longer" asks for nothing to go.
    expect(understand('does branch main still need commit signatures?', github).action).toBe('read');
    expect(understand("we don't use webhook 12", github).action).not.toBe('delete');
  });

  it('reads a thing said to be due to go, or due for a verb in the passive, as that request', () => {
    const k8s = new Set(['networkpolicy', 'networkpolicies', 'namespace', 'pod', 'pods', 'eviction']);
    expect(understand('network policy deny-all in namespace lab should go away', k8s)).toMatchObject({ action: 'delete', verb: 'remove', many: false });
    // A verb the spec names only by its noun ("eviction") is read as the verb.
    expect(understand('pod web-1 in namespace shop needs to be evicted', k8s)).toMatchObject({ action: 'act', verb: 'evict' });
    expect(understand('webhook 7 must be archived', new Set(['hooks', 'webhook']))).toMatchObject({ action: 'update', verb: 'archive' });
    // A question about what is due, or a participle that is no verb the question or spec knows, asks for nothing.
    expect(understand('which pods should be evicted?', k8s).action).toBe('list');
    expect(understand('pod web-1 should be frobnicated', k8s).verb).not.toBe('frobnicate');
    // "deny-all" is a name, not "all" of them.
    expect(understand('delete network policy deny-all in namespace lab', k8s).many).toBe(false);
  });

  it('reads the request after a setting said first, whatever its verb', () => {
    const stripe = new Set(['test', 'mode', 'capture', 'card', 'issuing']);
    // Simulating a thing makes a test one; simulating that something happened acts on what it happened to.
    expect(understand('in test mode, simulate a forced capture of 30 dollars on card ic_4', stripe)).toMatchObject({ action: 'create', verb: 'simulate' });
    expect(understand('in test mode, simulate that card ic_4 was captured', stripe)).toMatchObject({ action: 'act', verb: 'simulate' });
    // "have …" after a setting is a causative, not an auxiliary that opens a question.
    expect(understand('in test mode, have card ic_4 act as if it was tapped', stripe).action).not.toBe('read');
    // A question after the setting is read as it is asked.
    expect(understand('in test mode, which cards exist?', stripe)).toMatchObject({ action: 'list', verb: 'which' });
    // So is one after a clause of when or on what condition, which says nothing of who may do what.
    const github = new Set(['pull', 'request', 'branch', 'release', 'status', 'checks', 'merge']);
    expect(understand('before a pull request can land on branch release of acme/web, which named status checks must be green', github)).toMatchObject({ action: 'read', verb: 'which' });
    expect(understand('once the build passes, merge pull request 7 of acme/web', github).verb).toBe('merge');
  });

  it('reads what a thing of the asker\'s must do as the request, after a clause of when too', () => {
    const k8s = new Set(['persistentvolumeclaims', 'claim', 'status', 'storage', 'controller', 'replicationcontrollers', 'scale', 'write']);
    const duty = understand('after resizing, my storage controller must write back the whole status of claim data-0 in namespace db', k8s);
    expect(duty).toMatchObject({ verb: 'write', object: 'status' });
    expect(understand('my storage controller must write back the whole status of claim data-0', k8s)).toMatchObject({ verb: 'write', object: 'status' });
    // A modal with no verb after it is no request ("… should no longer be listed").
    expect(understand('the old claim data-0 should no longer be listed', k8s).verb).not.toBe('write');
    expect(understand('my old claim data-0 should be deleted', k8s).action).toBe('delete');
  });

  it('reads who may do a thing as allowing them to, and "only" as all of who may', () => {
    const github = new Set(['users', 'push', 'branch', 'protection', 'restrictions', 'installation', 'installations', 'suspend']);
    expect(understand('only users alice and bob may push to the protected branch main', github)).toMatchObject({ action: 'update', verb: 'allow', extent: 'whole' });
    expect(understand('team ops can now push to branch main', github)).toMatchObject({ action: 'update', verb: 'allow' });
    // A clause of purpose after the request is no statement of who may ("… so it can act again").
    expect(understand('unsuspend installation 42 so it can act again', github).verb).toBe('unsuspend');
    // "only the …" changes only a part.
    expect(understand('update only the title of issue 5', new Set(['issue', 'title'])).extent).toBe('partial');
  });

  it('reads a thing said to be needed as a request for it: got, or made where it is new', () => {
    const github = new Set(['token', 'registration', 'runners', 'runner', 'repos', 'namespaces', 'namespace']);
    expect(understand('I need a token to register a self-hosted runner for octo/app', github)).toMatchObject({ action: 'read', object: 'token' });
    expect(understand('we need a new namespace for staging', github).action).toBe('create');
    // Needing to do something is how a request is led in.
    expect(understand('I need to delete runner 5 of octo/app', github).action).toBe('delete');
  });

  it('reads what a thing is used for as the request', () => {
    const stripe = new Set(['payment', 'intent', 'payment_intents', 'verify', 'microdeposits', 'charges', 'customer']);
    expect(understand('the customer saw deposits of 32 and 45 cents; use them to verify payment intent pi_6', stripe)).toMatchObject({ action: 'act', verb: 'verify' });
    expect(understand('use my api key to list the charges of customer cus_4', stripe)).toMatchObject({ action: 'list', object: 'charges' });
  });
});

describe('how much a change replaces, and going through a list', () => {
  it('reads a new definition of a thing as all of it, and a new part of it as no replacement', () => {
    const k8s = new Set(['runtimeclass', 'runtime', 'class', 'deployment', 'image', 'definition']);
    expect(understand('swap in a new definition for runtime class gvisor', k8s)).toMatchObject({ action: 'update', extent: 'whole' });
    expect(understand('overwrite deployment web with a full manifest', k8s).extent).toBe('whole');
    expect(understand('swap in a new image for deployment web', k8s).extent).toBeNull();
  });

  it('reads paging through things as listing them', () => {
    expect(understand('page through the line items of invoice in_4', new Set(['line', 'items', 'invoice']))).toMatchObject({ action: 'list', many: true });
  });
});

describe('the one thing a "what" question asks about', () => {
  it('is the object of what the asker does, where the spec names it', () => {
    const github = new Set(['key', 'keys', 'secret', 'secrets', 'time', 'language', 'languages']);
    expect(understand('what key do I encrypt values with before storing a secret?', github).object).toBe('key');
    // What time a place opens, or what language people speak, is no thing the asker uses.
    expect(understand('what time does the shop open?', github).object).toBeNull();
    expect(understand('what language do they speak in Belgium?', github).object).toBeNull();
  });
});

describe('a name before its kind', () => {
  it('reads a word the spec names no thing by, between "the" and a kind it holds, as the name of one', () => {
    const vocab = new Set(['label', 'labels', 'colour', 'team', 'teams', 'track', 'tracks', 'branch', 'branches', 'protected', 'person']);
    const collections = new Set(['labels', 'teams', 'tracks', 'branches']);
    const things = new Set(['labels', 'teams', 'tracks', 'branches', 'protected']);
    expect(understand('what colour is the bug label in octo/app?', vocab, collections, things).references).toContainEqual({ resource: 'label', value: 'bug' });
    expect(understand('which teams sit under the platform team in acme?', vocab, collections, things).values).toContain('platform');
    // An ordinal, "main", a word the spec names things by, or one that describes says which one, not its name.
    expect(understand('remove the third track from my music', vocab, collections, things).values).toEqual([]);
    expect(understand('show the rules of the main branch', vocab, collections, things).values).toEqual([]);
    expect(understand('list the protected branch of octo/app', vocab, collections, things).values).not.toContain('protected');
  });
});

describe('an object the spec holds by another word', () => {
  const collections = new Set(['repos', 'pulls', 'comments', 'reactions', 'payouts', 'transfers']);
  const vocab = new Set([...collections, 'repo', 'pull', 'comment', 'reaction', 'review', 'payout', 'transfer', 'balance']);
  it("is read in the spec's word: the one held kind the thesaurus gives", () => {
    expect(understand('take back the thumbs-up I put on review comment 55 in octo/app', vocab, collections).object).toBe('reaction');
    // Several held kinds ("money": payouts, transfers): the word stays.
    expect(understand('send the money from payout po_1 to my bank', vocab, collections).object).toBe('money');
    // A held word stays itself.
    expect(understand('delete review comment 55 in octo/app', vocab, collections).object).toBe('comment');
  });
});

describe('a kind the spec writes in parts', () => {
  const paths = ['/v1/treasury/transaction_entries/{id}', '/v1/treasury/transactions/{id}', '/v1/invoices/upcoming/lines', '/v1/invoiceitems/{invoiceitem}', '/v1/checkout/sessions/{session}/line_items'];
  const vocab = specVocabulary(paths.map((p) => fixtureChunk('api', 'GET', p, '')));
  it('is one term of the vocabulary, as a camel-case segment is, and a word for any thing joined to the word before names it', () => {
    expect(vocab.has('transactionentries')).toBe(true);
    expect(understand('show me treasury transaction entry trxne_2', vocab, itemCollections(paths)).references).toEqual([{ resource: 'transactionentry', value: 'trxne_2' }]);
  });
  it('is read with the word that says which kind of a plural asked about', () => {
    expect(understand("what line items will be on customer cus_2's next invoice?", vocab)).toMatchObject({ object: 'items', objectModifier: 'line' });
  });
});

describe('what is known of a thing', () => {
  it('is no object of its own: "the details of" one thing ask about that one', () => {
    const vocab = new Set(['accounts', 'account', 'people', 'persons', 'person', 'representative', 'details', 'charges', 'charge', 'customers', 'customer']);
    expect(understand('get the details of representative person_7 on connected account acct_3', vocab)).toMatchObject({ action: 'read', many: false, object: 'representative' });
    expect(understand('get the details of charge ch_123', vocab).object).toBe('charge');
    // Plain things asked for in the plural stay many.
    expect(understand('get the charges of customer cus_4', vocab).many).toBe(true);
  });
});

describe('a noun phrase ended by a clause about it', () => {
  const paths = ['/repos/{owner}/{repo}/comments/{comment_id}', '/repos/{owner}/{repo}/commits/{commit_sha}/comments', '/users/{username}/events', '/v1/payment_links/{payment_link}', '/v1/customers/{customer}'];
  const vocab = specVocabulary(paths.map((p) => fixtureChunk('api', 'GET', p, '')));
  const collections = itemCollections(paths);
  it('reads the noun before a clause whose subject and auxiliary follow it as the object, not that subject', () => {
    expect(understand('list every comment people have left on commits anywhere in acme/web', vocab, collections).object).toBe('comment');
    expect(understand('show the links customers can click to buy from us', vocab, collections)).toMatchObject({ object: 'links', many: true });
    // One noun before the auxiliary is the object itself.
    expect(understand('list every comment that people have left on commits', vocab, collections).object).toBe('comment');
  });
  it('reads the things of a feed, list or set as what is asked for, a word before the feed still qualifying them', () => {
    expect(understand('show the public feed of events Dana receives', vocab, collections).object).toBe('events');
    expect(understand('show the list of events for user dana', vocab, collections).object).toBe('events');
  });
  it('reads "another" as a determiner, and no object after "why"', () => {
    // (a word the spec does not know after it would otherwise be taken for a name, leaving "another" the object)
    expect(understand('create another widget for customer cus_1', vocab, collections).object).toBe('widget');
    expect(understand('why did the balance of customer cus_8 change?', vocab, collections).object).toBeNull();
    // A command after the question is the request.
    expect(understand('why did the balance of customer cus_8 change? list each adjustment', vocab, collections)).toMatchObject({ verb: 'list', many: true });
  });
});

describe('things the spec names by a compound that the question\'s word begins', () => {
  const paths = ['/repos/{owner}/{repo}/check-suites/{check_suite_id}', '/repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs', '/repos/{owner}/{repo}/statuses/{sha}'];
  const vocab = specVocabulary(paths.map((p) => fixtureChunk('api', 'GET', p, '')));
  const collections = itemCollections(paths);
  it('reads "which checks" of one thing named as a list of them, not as a field of that thing', () => {
    expect(understand('which checks ran in check suite 7001 of acme/api', vocab, collections)).toMatchObject({ action: 'list', many: true });
    expect(understand('what individual checks ran inside check suite 7001 of acme/api', vocab, collections)).toMatchObject({ action: 'list', many: true });
    expect(understand('which individual checks ran inside check suite 7001 of acme/api', vocab, collections)).toMatchObject({ action: 'list', many: true });
  });
});

describe('what a value is by its shape', () => {
  it("adds the spec's word for a CIDR block, an email address, a URL or an IP address to what is searched", () => {
    const vocab = new Set(['servicecidrs', 'cidr', 'cidrs', 'ip', 'email', 'url', 'services', 'service']);
    expect(understand('add another block of cluster IPs, 10.100.0.0/16, that Services can be given', vocab)).toMatchObject({ related: ['cidr'] });
    expect(understand('add another block of cluster IPs, 10.100.0.0/16, that Services can be given', vocab).specWorded).toContain('cidr');
    expect(understand('block ops@acme.com and fd00::/64 from https://acme.com/hook', vocab).related).toEqual(expect.arrayContaining(['email', 'cidr', 'url']));
    expect(understand('who has address 10.96.0.15', vocab).related).toContain('ip');
    // A spec that knows no word for the shape gets none; a version or a date is no address.
    expect(understand('add another block of cluster IPs, 10.100.0.0/16', new Set(['services'])).related).toEqual([]);
    expect(understand('upgrade to version 1.2.3 on 2024-01-02 at 10:30:00', vocab).related).toEqual([]);
    expect(understand('who has address 2001:db8::1', vocab).related).toContain('ip');
  });
});

describe('what a creation makes, and how much a swap replaces', () => {
  const paths = ['/apis/storage.k8s.io/v1/namespaces/{namespace}/csistoragecapacities/{name}', '/apis/storage.k8s.io/v1/csidrivers/{name}', '/api/v1/namespaces/{namespace}/secrets/{name}', '/apis/autoscaling/v2/namespaces/{namespace}/horizontalpodautoscalers/{name}'];
  const vocab = specVocabulary(paths.map((p) => fixtureChunk('api', 'GET', p, '')));
  const collections = itemCollections(paths);
  it('reads the kind a thing is made as, where the spec holds it, as the object', () => {
    expect(understand('publish how much space the CSI driver has left in zone us-east-1a as a storage capacity object in namespace kube-system', vocab, collections)).toMatchObject({ action: 'create', object: 'capacity', objectModifier: 'storage' });
    expect(understand('create a copy of the registry password as a secret in namespace ci', vocab, collections).object).toBe('secret');
    // A kind the spec does not hold leaves the object to the verb.
    expect(understand('create a secret as a favour to the team', vocab, collections).object).toBe('secret');
  });
  it('reads swapping out a definition for another as a replacement of all of it', () => {
    expect(understand('swap out the definition of autoscaler api-hpa in namespace prod for one that targets 70% CPU', vocab, collections).extent).toBe('whole');
  });
  it('keeps a word people ask with where the spec holds a collection by that name', () => {
    const k8s = understand('edit the endpoints of service legacy-db in namespace data', new Set(['endpoints', 'services', 'service']), new Set(['endpoints', 'services', 'namespaces']));
    expect(k8s.kept).toEqual(['endpoints']);
    expect(k8s.terms).toContain('endpoints');
    expect(k8s.asideTerms).not.toContain('endpoints');
    const stripe = understand('which webhook endpoints do I have?', new Set(['webhook_endpoints', 'webhook']), new Set(['webhook_endpoints']));
    expect(stripe.kept).toEqual([]);
    expect(stripe.terms).not.toContain('endpoints');
  });
  it('reads the parts of one thing a question asks for, where it asks for more than one', () => {
    expect(partsAsked('pull up issue 512 in acme/web so i can read its body and labels')).toEqual(['body', 'labels']);
    expect(partsAsked('how many stars and forks does octo/app have?')).toEqual(['stars', 'forks']);
    expect(partsAsked("is branch release-2 of acme/api protected, and what's its latest commit?")).toHaveLength(2);
    expect(partsAsked('when was secret npm_token last updated, and which repos can see it?')).toHaveLength(2);
    // A second question about the people asked for, or the things counted, asks no second part of one thing.
    expect(partsAsked('who is on project 14 and what access do they have?')).toEqual([]);
    expect(partsAsked('how many tasks are in project 1200 and how many are done?')).toEqual([]);
    expect(partsAsked('is branch release-2 of acme/api protected?')).toEqual([]);
  });
  it('does not read the whole of a thing said not to be sent again as a replacement of it', () => {
    expect(understand('change one field on autoscaler api-hpa without resending the whole object', vocab, collections).extent).toBe('partial');
    // What is said not to be replaced is left as it is: the change is to a part.
    expect(understand('add a label to autoscaler api-hpa without replacing the rest', vocab, collections).extent).toBe('partial');
    expect(understand('replace the whole object of autoscaler api-hpa', vocab, collections).extent).toBe('whole');
  });
  it('does not read people a preposition places, or the subject of a clause, as asked for', () => {
    expect(understand('show the public feed of events Dana receives from the people she watches', vocab, collections).asksWho).toBe(false);
    expect(understand('list every comment people have left on commits', vocab, collections).asksWho).toBe(false);
    expect(understand('list the people in namespace dev', vocab, collections).asksWho).toBe(true);
    expect(understand('how many people are on team platform?', vocab, collections).asksWho).toBe(true);
  });
});

describe('a question asked as a noun phrase, and how far along a thing is', () => {
  const vocab = new Set(['repos', 'repo', 'orgs', 'import', 'branches', 'push']);
  it('reads a noun phrase opened by "every" or "all" as asking to see them, a pronoun and a modal after it a clause about them', () => {
    expect(understand('every repo I can push to, including private ones in organizations I belong to', vocab)).toMatchObject({ action: 'list', many: true });
    // A subject who may do a thing, said as a statement, still asks for it to be allowed.
    expect(understand('only alice and bob may push to branch main from now on', vocab)).toMatchObject({ action: 'update', verb: 'allow' });
  });
  it('reads "how far along is" a thing as reading it', () => {
    expect(understand('how far along is the import of our old Subversion code into acme/legacy?', vocab).action).toBe('read');
    // How long a thing took is no reading of the thing itself (its timing may be an operation of its own).
    expect(understand('how long was run 901 of octo/app billed for?', vocab).action).toBeNull();
  });
});

describe('a swap, and an addition to a part of one named thing', () => {
  const paths = ['/apis/networking.k8s.io/v1/namespaces/{namespace}/networkpolicies/{name}', '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings/{name}', '/repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts', '/repos/{owner}/{repo}/statuses/{sha}'];
  const summaries = ['replace the specified NetworkPolicy', 'replace the specified ClusterRoleBinding', 'Set status check contexts', 'Create a commit status'];
  const vocab = specVocabulary(paths.map((p, i) => fixtureChunk('api', 'PUT', p, summaries[i])));
  const collections = itemCollections(paths);
  it('reads swapping a thing for a new definition as replacing all of it', () => {
    expect(understand('swap the whole network policy deny-all in namespace payments for a new definition', vocab, collections)).toMatchObject({ action: 'update', extent: 'whole' });
  });
  it('reads adding a named thing of no kind the spec holds to a part of another as a partial change of that other', () => {
    expect(understand('add the group sre to the subjects of cluster role binding admins-binding without replacing the rest', vocab, collections)).toMatchObject({ action: 'update', extent: 'partial' });
    // A part the spec holds as a kind of its own is what is added to.
    expect(understand('add the ci/lint check to the required status checks of branch main in octo/app', vocab, collections).action).toBe('create');
  });
});

describe('words that describe a noun after its first word', () => {
  it('reads "new" inside a phrase as describing its noun, not as a second object', () => {
    const vocab = new Set(['apiservices', 'apiservice', 'spec', 'roles', 'role', 'users', 'user']);
    expect(understand('put a full new spec on the aggregated API registration v1.custom.example.io', vocab)).toMatchObject({ object: 'spec', objectModifier: 'full' });
    // A second article still starts a second object.
    expect(understand('grant a user a role', vocab).object).toBe('user');
  });
});

describe('the things "which" asks about, past words the spec does not know', () => {
  it('reads the plural after an unknown word inside the phrase, the words before it no kind of it; after the plural such a word is a verb', () => {
    const vocab = new Set(['radar', 'fraud', 'value', 'lists', 'list', 'early', 'warnings', 'disruption', 'budgets', 'pods']);
    expect(understand('which fraud block lists have I set up in Radar?', vocab)).toMatchObject({ object: 'lists', objectModifier: null });
    expect(understand('which disruption budgets guard pods in namespace web?', vocab)).toMatchObject({ object: 'budgets', objectModifier: 'disruption' });
  });
});

describe('a mark, a value\'s shape, a kind asked of the thing named, a verb done to "it", and a clause of what is not to happen', () => {
  const k8sPaths = ['/apis/networking.k8s.io/v1/ipaddresses/{name}', '/apis/rbac.authorization.k8s.io/v1/clusterroles/{name}'];
  // The spec's prose has the words "object", "cluster" and "IP" too, and its schema "IPAddress".
  const k8s = new Set([...specVocabulary(k8sPaths.map((p) => fixtureChunk('api', 'GET', p, ''))), 'object', 'cluster', 'ip', 'ipaddress']);
  const k8sCollections = itemCollections(k8sPaths);
  it('reads a value bound to a word of no kind held as a thing of the kind its shape says, where the spec holds it', () => {
    const labelled = understand('label the allocated cluster IP object 10.96.0.15 with the team that owns it', k8s, k8sCollections);
    expect(labelled.references).toEqual([{ resource: 'ipaddress', value: '10.96.0.15' }]);
    expect(labelled.related).toContain('ipaddress');
    // A kind the spec holds keeps the value, whatever its shape.
    expect(understand('read cluster role 10.96.0.15', k8s, k8sCollections).references).toEqual([{ resource: 'clusterrole', value: '10.96.0.15' }]);
  });

  it('reads marking a named thing with a mark of no kind the spec holds as a change to it', () => {
    expect(understand('label the allocated cluster IP object 10.96.0.15 with the team that owns it', k8s, k8sCollections).action).toBe('update');
    const asanaPaths = ['/tasks/{task_gid}/addTag', '/tags/{tag_gid}', '/tasks/{task_gid}'];
    const asana = specVocabulary(asanaPaths.map((p) => fixtureChunk('api', 'POST', p, '')));
    // Where tags are held, tagging a task adds one: no change of the task's own.
    expect(understand('tag task 14 with urgent', asana, itemCollections(asanaPaths)).action).toBe('act');
  });

  it('reads "which <kind> is it on" after one thing named as a question about that thing', () => {
    const paths = ['/app/installations', '/app/installations/{installation_id}', '/marketplace_listing/accounts/{account_id}'];
    const vocab = specVocabulary(paths.map((p) => fixtureChunk('api', 'GET', p, '')));
    const collections = itemCollections(paths);
    expect(understand('look up installation 555: which account is it on?', vocab, collections)).toMatchObject({ action: 'read', many: false });
    // Things of a kind the spec holds, asked in the plural, are many.
    expect(understand('look up installation 555: which accounts does it reach?', vocab, collections).many).toBe(true);
    // A kind asked of some thing not pointed back at still lists.
    expect(understand('which account is using installation 555?', vocab, collections).many).toBe(true);
  });

  it('reads a verb done to "it" in a later clause as the request', () => {
    const stripe = new Set(['quote', 'quotes', 'void', 'cancel', 'accept', 'customer']);
    const after = (clause: string) => understand(`the customer rejected quote qt_63, ${clause}`, stripe);
    expect(after('void it')).toMatchObject({ action: 'act', verb: 'void' });
    // A word that joins clauses, a participle or a modal before "it" opens no request.
    for (const [clause, word] of [['since it expired', 'since'], ['leaving it open', 'leaving'], ['but it stays open', 'but'], ['although it was signed', 'although'], ['must it stay open', 'must']]) {
      expect(after(clause).verb, clause).not.toBe(word);
    }
  });

  it('reads a sentence after a semicolon that opens with a bare word as a request', () => {
    const stripe = new Set(['verification', 'session', 'sessions', 'cancel', 'document', 'applicant']);
    const after = (sentence: string, mark = ';') => understand(`the applicant never uploaded their ID document${mark} ${sentence}`, stripe);
    expect(after('end verification session vs_51')).toMatchObject({ action: 'act', verb: 'end' });
    // A determiner, a plural, a gerund or a participle opens a statement.
    for (const [sentence, word] of [['the session vs_51 expired', 'the'], ['sessions like vs_51 expire', 'sessions'], ['waiting on session vs_51', 'waiting'], ['expired session vs_51 stays open', 'expired']]) {
      expect(after(sentence).verb, sentence).not.toBe(word);
    }
    // After a comma, a bare word may be a noun phrase's: no request.
    expect(after('session vs_51 never finished', ',').verb).not.toBe('session');
  });

  it('searches no words of a purpose clause that says what is not to happen', () => {
    const stripe = new Set(['quote', 'quotes', 'cancel', 'accept', 'accepted']);
    expect(understand('cancel quote qt_63 so it cannot be accepted', stripe).specWorded).not.toContain('accepted');
    expect(understand('cancel quote qt_63 so nobody can accept it', stripe).specWorded).not.toContain('accept');
    // One that says what is to happen is searched.
    expect(understand('unlock issue 88 so people can comment again', new Set(['issue', 'comment', 'unlock'])).specWorded).toContain('comment');
  });
});

describe('a kind made as by the spec\'s word, a value added to a part of a named thing, and what a thing made is to say', () => {
  it('reads the kind a creation makes a thing as by the spec\'s word for it, whatever the verb names', () => {
    const paths = ['/v1/accounts/{account}', '/v1/accounts/{account}/people/{person}'];
    const vocab = specVocabulary(paths.map((p) => fixtureChunk('api', 'POST', p, '')));
    const created = understand('register the chief financial officer as a representative on connected account acct_55', vocab, itemCollections(paths));
    expect(created).toMatchObject({ action: 'create', object: 'person' });
    // Without "as a …", a verb the spec names a kind by leaves the noun a complement.
    expect(understand('register the chief financial officer on connected account acct_55', vocab, itemCollections(paths)).object).toBeNull();
  });

  it('reads a value added to a part of one named thing as a partial change of that thing', () => {
    const paths = ['/apis/apps/v1/namespaces/{namespace}/controllerrevisions/{name}', '/api/v1/namespaces/{namespace}/pods/{name}'];
    const vocab = specVocabulary(paths.map((p) => fixtureChunk('api', 'PATCH', p, '')));
    const collections = itemCollections(paths);
    expect(understand('add audited=true to the labels of controllerrevision web-7d9f', vocab, collections)).toMatchObject({ action: 'update', extent: 'partial', object: 'controllerrevision' });
    expect(understand('add web-2 to the annotations of pod api-1', vocab, collections)).toMatchObject({ action: 'update', extent: 'partial' });
    // A value added to the thing itself names no part.
    expect(understand('add audited=true to controllerrevision web-7d9f', vocab, collections).extent).toBeNull();
    // A part the spec holds as a kind of its own is added to.
    expect(understand('add web-2 to the pods of namespace shop', vocab, collections).action).toBe('create');
  });

  it('neither searches nor asks for what a thing made or changed is to say', () => {
    const k8s = new Set(['event', 'events', 'namespace', 'certificate', 'certificates', 'rotation', 'note']);
    const event = understand('post a Warning event for namespace ops noting that the certificate rotation failed', k8s);
    expect(event.specWorded).not.toContain('certificate');
    expect(event.asideTerms).toContain('certificate');
    expect(understand('put a note on namespace dev saying who owns it', k8s).asksWho).toBe(false);
    // A quoted text is the value it says; a question about what is said reads it.
    expect(understand("post a message saying 'certificate rotated' to channel ops", k8s).specWorded).toContain('certificate');
    expect(understand('what are people saying about the certificate rotation?', k8s).specWorded).toContain('certificate');
  });
});

describe('a time, a receiver, a thing of another noun, examples, a bare purpose and one at a time', () => {
  it('reads a day or a month as when, not as the name of a thing', () => {
    const stripe = new Set(['identity', 'verification', 'reports', 'report', 'invoices', 'invoice']);
    expect(namedValues('give me the ID-check reports produced since Monday', stripe)).not.toContain('Monday');
    expect(namedValues('list the invoices paid in March', stripe)).not.toContain('March');
    // A capitalised word the spec does not use is still a name.
    expect(namedValues('list the invoices of Northwind', stripe)).toContain('Northwind');
    expect(understand('give me the verification reports produced since Monday', stripe).many).toBe(true);
  });

  it('reads "grab" as getting a thing', () => {
    expect(understand('grab the invoice in_4').action).toBe('read');
  });

  it('reads the pronoun right after the verb as who receives, the noun after it as the object', () => {
    const stripe = new Set(['file', 'files', 'document', 'documents']);
    expect(understand('show me every document we uploaded', stripe).object).toBe('document');
    expect(understand('send us the files', stripe).object).toBe('files');
    // "tell me" asks what a thing is, as "what" does: no object; telling someone else instructs.
    expect(understand('tell me the size of the files', stripe).object).toBeNull();
    expect(understand('tell the files to expire', stripe).object).toBe('files');
  });

  it('reads a plural object beside a value that names a thing of another noun as many', () => {
    const paths = ['/v1/customers/{customer}/tax_ids', '/v1/customers/{customer}/tax_ids/{id}'];
    const vocab = specVocabulary(paths.map((p) => fixtureChunk('api', 'GET', p, '')));
    vocab.add('numbers');
    const collections = itemCollections(paths);
    expect(understand('grab the tax numbers registered for buyer cus_40', vocab, collections)).toMatchObject({ action: 'list', many: true });
    // A value right after the object itself, or after a word that names it, names one of them.
    expect(understand('grab the tax number txi_40', vocab, collections).many).toBe(false);
    expect(understand('grab the tax numbers named txi_40', vocab, collections).many).toBe(false);
    // After a word of asking, the value says which one thing the question is about.
    expect(understand('grab the tax numbers of cus_40', vocab, collections).many).toBe(false);
    // A value that says what the things are leaves them many.
    expect(understand('show the tax numbers labeled v2.0', vocab, collections).many).toBe(true);
  });

  it('asks for none of the examples a clause gives of what is asked for', () => {
    expect(mainClause('show me every document we have, like dispute evidence and id scans')).toBe('show me every document we have');
    expect(mainClause('list the files such as dispute evidence')).toBe('list the files');
    // "like" as a verb opens no examples.
    expect(mainClause("i'd like the disputes of charge ch_1")).toBe("i'd like the disputes of charge ch_1");
  });

  it('reads "so" with a bare noun and a verb in the present as a purpose clause, not "so many"', () => {
    expect(mainClause('link team platform to group eng so membership syncs from it')).toBe('link team platform to group eng');
    expect(mainClause('why are there so many pods restarting')).toBe('why are there so many pods restarting');
  });

  it('reads a sentence that opens with a verb after a question as the request', () => {
    const github = new Set(['events', 'event', 'user', 'users', 'feeds', 'feed', 'activity']);
    expect(understand('what has mona been up to? show the public events of that user', github)).toMatchObject({ verb: 'show', object: 'events' });
    expect(understand('what has mona been up to? list the events she made', github)).toMatchObject({ verb: 'list', many: true });
    // An auxiliary is no command ("have the cluster check").
    expect(understand('what has mona been up to? have a look at her events', github).verb).toBe('what');
    // A sentence that opens with no verb is not.
    expect(understand('what has mona been up to? she went quiet', github).verb).toBe('what');
  });

  it('reads a way through said first, before a comma, as no request', () => {
    expect(understand('through the apiserver, hit the root of service web').verb).toBe('hit');
  });

  it('reads a verb in the past of five letters as one ("saved"), not a word in -eed', () => {
    expect(isPastForm('saved')).toBe(true);
    expect(isPastForm('owned')).toBe(true);
    expect(isPastForm('need')).toBe(false);
    expect(isPastForm('speed')).toBe(false);
  });

  it('reads a word repeated around "by" as going through many, one at a time', () => {
    const stripe = new Set(['charge', 'charges', 'refund', 'refunds']);
    expect(understand('how much of charge ch_8 was given back, refund by refund?', stripe).many).toBe(true);
    expect(understand('explain step by step how a charge is refunded', stripe).many).toBe(false);
  });
});

describe('how long said first, a pronoun as the object, things done together, what is not to happen and new everyday words', () => {
  it('reads how long, said first with no comma, as no request', () => {
    const github = new Set(['interaction', 'limits', 'repos', 'comments', 'issues']);
    expect(understand('for the next week only let people who have contributed before comment on octo/site', github).verb).toBe('let');
    expect(understand('for a day stop strangers from commenting on issues in octo/app', github).verb).toBe('stop');
    // "for" with no span of time after it is a setting read as before.
    expect(understand('for octo/site list the open issues', github).verb).toBe('for');
  });

  it('reads a pronoun with no object after it as the object itself, and things done together as many', () => {
    const k8s = new Set(['validatingadmissionpolicybindings', 'bindings', 'policy']);
    expect(understand('I want no validating admission policy bindings left anywhere; delete them together', k8s)).toMatchObject({ object: null, many: true });
    expect(understand('none of those bindings should stay; delete them in one call', k8s).many).toBe(true);
    expect(understand('none of those bindings should stay; delete them', k8s).many).toBe(false);
    // A pronoun before a noun phrase is who receives it.
    expect(understand('show them the bindings', k8s).object).toBe('bindings');
  });

  it('reads needing a thing one names with "the" as asking for it, not needing it to do something', () => {
    const stripe = new Set(['invoice', 'invoices', 'pdf', 'webhook']);
    expect(understand('we need the invoice PDF of in_77', stripe)).toMatchObject({ action: 'read', verb: 'get' });
    expect(understand('I need the webhook to send me refund events', stripe).verb).toBeNull();
  });

  it('asks for nothing that is said not to happen to the thing', () => {
    expect(mainClause('simulate hold iauth_7 running out without ever being captured')).toBe('simulate hold iauth_7 running out');
    expect(mainClause('cancel the order without being charged')).toBe('cancel the order');
    expect(mainClause('cancel the order without touching its items')).toBe('cancel the order');
  });

  it("puts the spec's words beside the everyday words for a build's outputs, a lapse and a limit on who may interact", () => {
    expect(understand('which build outputs did run 88 upload?', new Set(['artifact', 'artifacts', 'run'])).related).toContain('artifacts');
    expect(understand('download the files the nightly job produced', new Set(['artifact', 'artifacts', 'files'])).related).toContain('artifacts');
    expect(understand('simulate hold iauth_7 running out', new Set(['expire', 'authorization'])).related).toContain('expire');
    const github = new Set(['interaction', 'interactions', 'limits', 'comment']);
    expect(understand('keep strangers from commenting on octo/app', github).related).toEqual(expect.arrayContaining(['interaction', 'limits']));
    expect(understand('only let collaborators comment on octo/app', github).related).toContain('interaction');
    expect(understand('lift the limit on who can comment in octo/app', github).related).toContain('interaction');
    // Commenting itself is no limit on it; keeping people from commenting on one numbered thing closes that one (a lock).
    expect(understand('comment on issue 5 of octo/app', github).related).not.toContain('interaction');
    expect(understand('stop people from commenting on issue 12 in octo/app', github).specWorded).not.toContain('interaction');
    expect(understand('stop people from commenting on issues in octo/app', github).specWorded).toContain('interaction');
  });
});

describe('a thing set against what is asked, an owner said with "\'s", a pronoun for what was said first, and letting a thing through', () => {
  it('asks for nothing the question sets against what it asks for, nor searches it', () => {
    expect(mainClause('list the individual accounts, not teams, that may push')).toBe('list the individual accounts, that may push');
    expect(mainClause('archive the repo rather than delete it')).toBe('archive the repo');
    expect(mainClause('list the repos of acme instead of my own')).toBe('list the repos of acme');
    const github = new Set(['users', 'teams', 'restrictions', 'branch', 'accounts']);
    expect(understand('list the individual accounts, not teams, that may still push to it', github)).toMatchObject({ asideTerms: expect.arrayContaining(['teams']) });
    expect(understand('list the individual accounts, not teams, that may still push to it', github).specWorded).not.toContain('teams');
    // "not" after no comma, or before a word of degree or a participle, sets nothing against the request.
    expect(mainClause('list pull requests not merged yet')).toBe('list pull requests not merged yet');
    expect(mainClause('run five copies of app web instead of two')).toBe('run five copies of app web instead of two');
    expect(mainClause('list the pods, not yet scheduled, in namespace dev')).toBe('list the pods, not yet scheduled, in namespace dev');
  });

  it('reads what follows a kind said as its owner ("repo\'s") as what it owns, not its name, and "all of that …" as the object', () => {
    const github = new Set(['repos', 'repo', 'notifications', 'threads']);
    const collections = new Set(['repos']);
    const intent = understand("clear all of that repo's unread notifications for me", github, collections);
    expect(intent.values).not.toContain('unread');
    expect(intent.references).toEqual([]);
    expect(intent.object).toBe('notifications');
    expect(understand('delete each of the old tags', new Set(['tags'])).object).toBe('tags');
    // "that" before a clause is no pointer at a thing.
    expect(understand('check that it works', github).object).toBeNull();
  });

  it('reads a pronoun as the thing the question opened with, where the request follows what was said of it', () => {
    const github = new Set(['keys', 'key', 'deploy', 'repos']);
    expect(understand('the deploy key on acme/api is compromised, delete it', github)).toMatchObject({ action: 'delete', object: 'key' });
    // A question that opens with its request has no earlier thing for the pronoun.
    expect(understand('delete it', github).object).toBeNull();
  });

  it('reads "turn it off" as turning off, and a clause of why as ending where a later request begins', () => {
    const github = new Set(['interaction', 'interactions', 'limits', 'org', 'comment']);
    expect(understand('turn it off for the whole org', github)).toMatchObject({ verb: 'turn off', toggle: 'off' });
    expect(understand('switch the issue tracker back on', github)).toMatchObject({ verb: 'switch on', toggle: 'on' });
    // A particle right after the verb is its own ("turn down"), and "on" before what it places is no particle.
    expect(understand('turn down a pending purchase on one of the cards I issued', github).verb).not.toBe('turn on');
    expect(understand('switch branch main on octo/app to protected', github).verb).not.toBe('switch on');
    const cooled = understand('the cooldown we put on acme so only members could comment is over early, turn it off for the whole org', github);
    expect(cooled).toMatchObject({ verb: 'turn off', object: 'cooldown' });
    expect(cooled.related).toEqual(expect.arrayContaining(['interaction', 'limits']));
    expect(cooled.asideTerms).not.toContain('turn');
  });

  it('reads letting a thing go through as letting it through: an approval, where the request follows what was said', () => {
    const stripe = new Set(['approve', 'decline', 'authorization', 'authorizations', 'review', 'reviews']);
    expect(understand('a cardholder is at the checkout right now, let authorization iauth_5Kd go through', stripe)).toMatchObject({ verb: 'approve', object: 'authorization' });
    expect(understand('let the flagged payment in review rev_3 go through', stripe).verb).toBe('approve');
    // Going through things is looking at them; "let me know" is no request.
    expect(understand('go through every review from last week', stripe).verb).not.toBe('approve');
    expect(understand('let me know which reviews are open', stripe).verb).not.toBe('approve');
  });

  it("puts the spec's words beside a file's raw bytes and a cooldown", () => {
    const github = new Set(['blob', 'blobs', 'trees', 'interaction', 'interactions', 'limits']);
    expect(understand('upload a base64 chunk of a binary into the object store of octo/tools', github).related).toContain('blobs');
    expect(understand('store the raw file contents in acme/api', github).related).toContain('blob');
    expect(understand('how long is the cooldown on octo/app?', github).related).toContain('interaction');
    expect(understand('only members could comment in acme for a while; turn it off', github).related).toContain('interaction');
  });

  it("puts the spec's words beside cards a business issues, the people who hold them, and purchases made or pending on them", () => {
    const stripe = new Set(['issuing', 'cards', 'cardholder', 'cardholders', 'transaction', 'transactions', 'authorization', 'authorizations']);
    expect(understand('freeze a company card an employee lost', stripe).related).toEqual(expect.arrayContaining(['issuing', 'cardholder']));
    expect(understand('list the disputes on cards we issued', stripe).related).toContain('issuing');
    expect(understand('list the purchases made with the cards we issued', stripe).related).toContain('transactions');
    expect(understand('which attempted purchases on my company cards were declined?', stripe).related).toContain('authorizations');
    // A card a customer saves is no card the business issues; a contractor paid is no cardholder.
    expect(understand('save a card for customer cus_4', stripe).related).not.toContain('issuing');
    expect(understand('pay a contractor for last month', stripe).related).not.toContain('cardholder');
  });
});

describe('a name in -s, an owner said with "\'s", what a thing is for, and occasions counted', () => {
  it('reads a word in -s the spec does not know, after "the" and a kind, as a name; elsewhere as English', () => {
    const github = new Set(['users', 'user', 'repos', 'repositories', 'public', 'runners', 'build', 'builds']);
    const collections = new Set(['users', 'repos', 'runners', 'builds']);
    expect(understand('list the public repositories of the user torvalds', github, collections).values).toEqual(['torvalds']);
    expect(understand('list the public repositories of the user torvalds', github, collections).references).toEqual([{ resource: 'user', value: 'torvalds' }]);
    // After the auxiliary that opens the question, "the" and the kind, with its verb after it.
    expect(understand('which public gists does the user wycats have?', github, new Set([...collections, 'gists'])).values).toEqual(['wycats']);
    // Not after another word than "the": a plural noun phrase.
    expect(understand('which build agents of our own does octo/site have?', github, collections).values).not.toContain('agents');
    // Not a word of the spec's text.
    expect(understand('list the repositories of the user builds', github, collections).values).not.toContain('builds');
  });

  it('reads what follows a kind said as its owner as what it owns, and the word before such a kind as its name', () => {
    const github = new Set(['organization', 'organizations', 'orgs', 'runners', 'token', 'self', 'hosted']);
    const collections = new Set(['orgs', 'organizations', 'runners']);
    const intent = understand("generate the token a script needs to unregister one of the hexlabs organization's self-hosted runners", github, collections);
    expect(intent.values).toEqual(['hexlabs']);
    expect(intent.references).toEqual([{ resource: 'organization', value: 'hexlabs' }]);
  });

  it('reads what a thing asked for is to do from the verb after "to"', () => {
    const github = new Set(['token', 'runner', 'runners', 'registration', 'remove']);
    expect(understand('generate the token a script needs to unregister a runner', github)).toMatchObject({ action: 'create', meantFor: 'delete' });
    expect(understand('I need a token to deregister a self-hosted runner', github).meantFor).toBe('delete');
    expect(understand('get a token to add a runner', github).meantFor).toBe('create');
    expect(understand('create a registration token for org acme', github).meantFor).toBeNull();
    // "to" before no verb says where, not what for.
    expect(understand('send the token to the runner', github).meantFor).toBeNull();
  });

  it('reads a value said as an owner right after the verb as whose the object is, many of them', () => {
    const stripe = new Set(['accounts', 'account', 'financial', 'connections', 'linked', 'customer', 'customers']);
    const collections = new Set(['accounts', 'customers', 'linked_accounts']);
    expect(understand("show cus_Q9's linked Financial Connections accounts", stripe, collections)).toMatchObject({ action: 'list', object: 'accounts', many: true });
  });

  it('counts what people did as records of it, many, and the occasions of one thing as a number read off it', () => {
    const stripe = new Set(['topups', 'topup', 'balance', 'bank', 'refunds']);
    const collections = new Set(['topups', 'refunds']);
    expect(understand('how many times did we top up our balance from the bank in November?', stripe, collections)).toMatchObject({ action: 'list', many: true, object: 'topup' });
    expect(understand('how many times have we topped up our balance?', stripe, collections).object).toBe('topup');
    expect(understand('how many times have our staff refunded a customer this week?', stripe, collections)).toMatchObject({ action: 'list', many: true, object: 'refund' });
    expect(understand('how many times has job migrate failed?', stripe, collections)).toMatchObject({ action: 'read', many: false });
    // What people did that the spec holds no records of names no object.
    expect(understand('how many times did we log in this week?', stripe, collections).object).toBeNull();
  });

  it("puts the spec's words beside money brought in from an outside bank, and money taken out of or put into an account", () => {
    const stripe = new Set(['inbound_transfer', 'inbound_transfers', 'treasury', 'financial_accounts', 'payouts']);
    expect(understand('move 1000 dollars from our outside bank account into treasury financial account fa_9', stripe).related).toContain('inbound_transfers');
    expect(understand('bring funds in from an external bank to our financial account', stripe).related).toContain('inbound_transfers');
    // Money sent out to a bank is not brought in.
    expect(understand('send 50 dollars to our external bank account', stripe).related).not.toContain('inbound_transfers');
    const debits = new Set(['debit', 'debits', 'received_debits', 'treasury']);
    expect(understand('simulate another company pulling money out of my treasury financial account', debits).related).toContain('received_debits');
    expect(understand('who took funds from our financial account yesterday?', debits).related).toContain('debits');
    expect(understand('pull money into my treasury financial account', debits).related).not.toContain('debits');
    const credits = new Set(['credit', 'credits', 'received_credits', 'treasury']);
    expect(understand('list the money other parties pushed into treasury financial account fa_7', credits).related).toContain('received_credits');
    expect(understand('which funds did other companies put into our financial account fa_2?', credits).related).toContain('credits');
    expect(understand('take money out of our financial account', credits).related).not.toContain('credits');
  });

  it('reads a verb whose noun in -ing the spec holds as a kind of the thing acted on as making one of those', () => {
    const k8s = new Set(['validatingadmissionpolicies', 'validatingadmissionpolicybindings', 'clusterroles', 'clusterrolebindings', 'roles', 'rolebindings', 'namespaces']);
    const collections = new Set(['validatingadmissionpolicies', 'validatingadmissionpolicybindings', 'clusterroles', 'clusterrolebindings', 'roles', 'rolebindings', 'namespaces']);
    expect(understand('bind validating admission policy require-labels to the namespaces labelled env=prod', k8s, collections)).toMatchObject({ action: 'create', object: 'validatingadmissionpolicybinding' });
    expect(understand('bind cluster role view to group devs', k8s, collections)).toMatchObject({ action: 'create', object: 'clusterrolebinding' });
    expect(understand('bind a role to a user in a namespace', k8s, collections)).toMatchObject({ action: 'create', object: 'rolebinding' });
    // What is made is not yet in the path: the policy it binds is no reference to place.
    expect(understand('bind validating admission policy require-labels to the namespaces labelled env=prod', k8s, collections).references).toEqual([]);
    // A verb whose noun the spec holds no kind of makes nothing.
    expect(understand('label cluster role view with team=ops', k8s, collections).action).not.toBe('create');
  });

  it('reads three words the spec writes as one, before a value, as the kind the value names', () => {
    const k8s = new Set(['podcertificaterequests', 'namespaces', 'certificate', 'request', 'pod', 'status']);
    const collections = new Set(['podcertificaterequests', 'namespaces', 'pods']);
    expect(understand('patch the status of pod certificate request pcr-api in namespace payments', k8s, collections).references).toEqual(expect.arrayContaining([{ resource: 'podcertificaterequest', value: 'pcr-api' }]));
  });

  it('reads the caller as the subject of a clause in the past, things gone through one at a time as the object, an amount as no name, a file named before its kind, what is searched for, and an edited manifest as whole', () => {
    const github = new Set(['repos', 'repositories', 'star', 'starred', 'user', 'workflow', 'workflows', 'runner', 'runners', 'timing', 'search', 'issues', 'labels']);
    expect(understand("show every repo I've put a star on", github)).toMatchObject({ self: true, owned: null });
    expect(understand('list the issues we opened last week', github).self).toBe(true);
    // "need" is no past; a request for a way to do a thing is not about the caller.
    expect(understand('list the repos I need to review', github).self).toBe(false);
    expect(understand("what's on quote qt_8, item by item?", new Set(['quotes', 'item', 'items'])).object).toBe('item');
    expect(understand("what's on quote qt_8, one by one?", new Set(['quotes', 'item', 'items', 'one'])).object).not.toBe('one');
    const collections = new Set(['workflows', 'runners', 'repos']);
    const timing = understand('how much runner time does the deploy.yml workflow of lumen/site get billed for?', github, collections);
    expect(timing.values).not.toContain('time');
    expect(timing.references).toEqual(expect.arrayContaining([{ resource: 'workflow', value: 'deploy.yml' }]));
    expect(understand('search every public repository for open issues about a memory leak', github).object).toBe('issues');
    expect(understand('search every public repository', github).object).toBe('repository');
    const k8s = new Set(['configmaps', 'namespaces']);
    expect(understand('swap the stored config map app-env in namespace web with my edited manifest', k8s).extent).toBe('whole');
    expect(understand('swap the stored config map app-env in namespace web', k8s).extent).not.toBe('whole');
  });
});
