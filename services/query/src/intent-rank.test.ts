import { describe, expect, it } from 'vitest';
import type { Chunk } from '@specwise/shared';
import { fixtureChunk } from '../../../packages/shared/src/server/conformance/fixtures.js';
import { answersWithPeople, changeOfNamedThing, closingForGood, intentSignals, namedAction, placeReferences, poolFacts, rankByIntent, unplacedReferences } from './intent-rank.js';
import { sameWord } from './word-forms.js';
import { specVocabulary, understand } from './understand.js';
import { itemCollections } from './typed-ids.js';

const c = (method: string, path: string, summary: string) => fixtureChunk('api', method, path, summary);
/** An operation with these query parameters. */
const withQuery = (method: string, path: string, summary: string, ...names: string[]) => {
  const chunk = c(method, path, summary);
  chunk.detail = { ...chunk.detail, parameters: names.map((name) => ({ name, in: 'query', required: false, type: 'string', description: '' })) };
  return chunk;
};

/** An operation whose request body has these fields. */
const withBody = (method: string, path: string, summary: string, ...fields: string[]) => {
  const chunk = c(method, path, summary);
  chunk.detail = { ...chunk.detail, requestBody: { contentType: 'application/json', required: true, truncated: 0, fields: fields.map((path) => ({ path, type: 'string', required: false })) } };
  return chunk;
};

describe('the resources a path passes through', () => {
  // Near-equal retrieval scores: the intent decides.
  const pool = [
    c('GET', '/gists/{gist_id}/commits', 'List gist commits'),
    c('GET', '/repos/{owner}/{repo}/commits', 'List commits'),
    c('GET', '/repos/{owner}/{repo}/pulls', 'List pull requests'),
    c('GET', '/repos/{owner}/{repo}/issues', 'List repository issues'),
    c('GET', '/repos/{owner}/{repo}/branches', 'List branches'),
  ];

  it('count against an operation when the question never names them, unless most candidates share them', () => {
    const intent = understand('list the commits of a repository', new Set(['commit', 'repository', 'gist', 'pull', 'issue']));
    const facts = poolFacts(intent, pool);
    expect([...facts.common]).toEqual(['repos']);
    expect(intentSignals(intent, pool[0], pool, facts).through).toBe(-0.5); // `gists` is a detour
    expect(intentSignals(intent, pool[1], pool, facts).through).toBe(0); // `repos` is shared, so not held against it
    const ranked = rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })));
    expect(ranked[0].chunk.path).toBe('/repos/{owner}/{repo}/commits');
  });

  it('leave out a root segment that spells "API" (`/api/v1/nodes` among `/apis/…` paths)', () => {
    const k8s = [c('GET', '/api/v1/nodes', 'list objects of kind Node'), ...['a', 'b', 'c'].map((g) => c('GET', `/apis/${g}.k8s.io/v1/things`, 'list things'))];
    const intent = understand('which nodes are in my cluster?', new Set(['node', 'nodes', 'cluster']));
    expect(intentSignals(intent, k8s[0], k8s, poolFacts(intent, k8s)).through).toBe(0);
  });

  it('hold against an operation about the API itself (its root, a group\'s resources) unless the question asks about the API', () => {
    const pool = [c('GET', '/apis/node.k8s.io/v1/', 'get available resources'), c('GET', '/', 'GitHub API Root'), c('GET', '/api/v1/nodes', 'list objects of kind Node')];
    const vocab = new Set(['node', 'nodes', 'cluster', 'resources']);
    const things = understand('which nodes are in my cluster?', vocab);
    expect(pool.map((p) => intentSignals(things, p, pool).apiItself)).toEqual([-1, -1, 0]);
    expect(intentSignals(understand('which API groups does the cluster serve?', vocab), pool[0], pool).apiItself).toBe(0);
    // "API" in a compound the spec names a thing by ("API service" → `apiservices`) asks about that thing, not the API.
    const apiservice = understand('is API service v1.example.com available yet?', new Set(['apiservices', 'service', 'available']));
    expect(intentSignals(apiservice, pool[0], pool).apiItself).toBe(-1);
    // A thing the API serves, asked for through its group ("nodes … through the node API group"), is no question about the API.
    expect(intentSignals(understand('show every node through the node API group', vocab), pool[0], pool).apiItself).toBe(-1);
    // An RPC method's name has dots too, but names what it does.
    const slack = c('POST', '/admin.conversations.create', 'Create a public or private channel-based conversation.');
    expect(intentSignals(understand('create a private channel', new Set(['channel', 'conversations'])), slack, [slack]).apiItself).toBe(0);
  });

  it('count for an operation under what the question says the things belong to ("of a repository")', () => {
    const intent = understand('list the commits of a repository', new Set(['commit', 'repository', 'gist']));
    expect(intent.owners).toEqual(['repository']);
    expect(intentSignals(intent, pool[1], pool).scope).toBe(1); // `{repo}` is a repository
    expect(intentSignals(intent, pool[0], pool).scope).toBe(0); // not under one, but not held against either
    expect(understand('list the events that happened in my account', new Set(['event', 'account'])).owners).toEqual([]);
  });

  it('name a thing written in parts by those parts only, not by another with the same first part', () => {
    const vocab = specVocabulary([c('POST', '/repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest', 'Rerequest a check suite'), c('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', 'Update a check run')]);
    const intent = understand('run check suite 9 again in acme/api', vocab);
    expect(intent.scopes).toContain('checksuite');
    const runs = c('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', 'Update a check run');
    const suites = c('POST', '/repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest', 'Rerequest a check suite');
    expect(intentSignals(intent, runs, [runs, suites]).scope).toBe(-1);
    expect(intentSignals(intent, suites, [runs, suites]).scope).toBe(1);
  });

  it('count for the path whose target sits right under the owner, not one further down', () => {
    const intent = understand('list the commits of a repository', new Set(['commit', 'repository', 'pull']));
    const nested = c('GET', '/repos/{owner}/{repo}/pulls/{pull_number}/commits', 'List commits on a pull request');
    const all = [...pool, nested];
    expect(intentSignals(intent, nested, all).scope).toBe(0); // the commits of a pull request
    // `{owner}/{repo}` is one key: the owner is not a detour of its own, the pull request is.
    expect(intentSignals(intent, pool[1], all).detour).toBeCloseTo(0);
    expect(intentSignals(intent, nested, all).detour).toBeCloseTo(-1 / 3);
    expect(rankByIntent(intent, [nested, pool[1]].map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/repos/{owner}/{repo}/commits');
  });

  it('count a resource named only in the plural, with no value, as no one item to go through', () => {
    const vocab = new Set(['label', 'labels', 'issue', 'issues', 'comment', 'repository']);
    const repoLabels = c('GET', '/repos/{owner}/{repo}/labels', 'List labels for a repository');
    const issueLabels = c('GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels', 'List labels for an issue');
    const pool = [issueLabels, repoLabels];
    const plural = understand('what labels can issues in octo/app be tagged with?', vocab);
    expect(intentSignals(plural, issueLabels, pool).detour).toBeCloseTo(-1 / 3);
    expect(intentSignals(plural, repoLabels, pool).detour).toBe(0);
    // One issue, named or not, is one to go through.
    expect(intentSignals(understand('what labels does an issue in octo/app have?', vocab), issueLabels, pool).detour).toBe(0);
    expect(intentSignals(understand('what labels does issue 7 in octo/app have?', vocab), issueLabels, pool).detour).toBe(0);
  });

  it('name an item by the collection it is taken from, whatever its parameter is called (`/commits/{ref}`: a commit)', () => {
    const intent = understand('show me commit 3f2a1 in octo/app', new Set(['commit', 'commits', 'ref', 'repository']));
    const commit = c('GET', '/repos/{owner}/{repo}/commits/{ref}', 'Get a commit');
    expect(intentSignals(intent, commit, [commit]).detour).toBe(0);
    expect(unplacedReferences(intent, commit)).toBe(0);
  });

  it('reads "in my repository" as an owner, and a grouping segment (`actions`) as no owner of its own', () => {
    const intent = understand('store a secret for GitHub Actions in my repository', new Set(['secret', 'repository', 'actions', 'org']));
    expect(intent.owners).toEqual(['repository']);
    const repo = c('PUT', '/repos/{owner}/{repo}/actions/secrets/{secret_name}', 'Create or update a repository secret');
    const org = c('PUT', '/orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}', 'Add selected repository to an organization secret');
    expect(intentSignals(intent, repo, [repo, org]).scope).toBe(1);
    expect(intentSignals(intent, org, [repo, org]).scope).toBe(0); // under a secret, which is under an organization
  });

  it('do not count when the question names them', () => {
    const intent = understand('list the commits of a gist', new Set(['commit', 'gist', 'repository']));
    expect(intentSignals(intent, pool[0], pool).through).toBe(0);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/gists/{gist_id}/commits');
  });
});

describe('updates: PATCH changes some fields, PUT replaces the resource', () => {
  const pool = [c('PUT', '/calendars/{calendarId}', 'Updates metadata for a calendar'), c('PATCH', '/calendars/{calendarId}', 'Updates metadata for a calendar')];
  const vocab = new Set(['calendar', 'metadata']);
  const first = (q: string) => rankByIntent(understand(q, vocab), pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk.method;

  it('reads how much of the resource the question changes', () => {
    expect(understand('partially update the calendar metadata', vocab).extent).toBe('partial');
    expect(understand('replace the whole calendar', vocab).extent).toBe('whole');
    expect(understand('update the calendar metadata', vocab).extent).toBeNull();
  });

  it('ranks the method that does what is asked first, PATCH when unsaid', () => {
    expect(first('partially update the metadata of calendar primary')).toBe('PATCH');
    expect(first('replace the whole metadata of calendar primary')).toBe('PUT');
    expect(first('update the metadata of calendar primary')).toBe('PATCH');
  });
});

describe('the retrieval evidence beside the intent', () => {
  const pool = [c('GET', '/pets/{id}/toys', 'List toys of a pet'), c('GET', '/toys', 'List toys')];
  const intent = understand('list the toys', new Set(['toy', 'pet']));
  const candidates = pool.map((chunk) => ({ chunk, score: 1 }));

  it('breaks a tie of fused score and intent by cosine and head coverage, with the learned weights', () => {
    const evidence = (cos: number[], head: number[]) => ({ cosine: (ch: typeof pool[0]) => cos[pool.indexOf(ch)], head: (ch: typeof pool[0]) => head[pool.indexOf(ch)] });
    // The intent prefers /toys (no detour through pets); a far better cosine for the other can outweigh it.
    expect(rankByIntent(intent, candidates)[0].chunk.path).toBe('/toys');
    expect(rankByIntent(intent, candidates, 30, evidence([0.5, 0.5], [1, 1]))[0].chunk.path).toBe('/toys');
    expect(rankByIntent(intent, candidates, 30, evidence([0.9, 0.3], [1, 1]))[0].chunk.path).toBe('/pets/{id}/toys');
    // A window with document passages ranks by the fused score (the weights were fitted on operations).
    const passage = { ...c('', 'Toys', 'Toys'), section: { collection: 'docs', document: 'Toys.md', headings: ['Toys'], position: 0, boundary: 'heading' as const } };
    const mixed = [{ chunk: passage, score: 1 }, ...candidates];
    const ev = { cosine: (ch: typeof pool[0]) => (ch === pool[0] ? 0.9 : 0.3), head: () => 1 };
    expect(rankByIntent(intent, mixed, 30, ev).map((r) => r.chunk.path)).toEqual(rankByIntent(intent, mixed).map((r) => r.chunk.path));
    // Intent re-orders the operations among their own places; the passage that led the fused order keeps its place.
    expect(rankByIntent(intent, mixed).map((r) => r.chunk.path)).toEqual(['Toys', '/toys', '/pets/{id}/toys']);
  });
});

describe('words that name the same thing', () => {
  it('are forms of one stem, not compounds that start with the word', () => {
    for (const [a, b] of [['evict', 'eviction'], ['subscribe', 'subscription'], ['starred', 'star'], ['deploy', 'deployments'], ['repo', 'repos'], ['repos', 'repository'], ['org', 'organizations'], ['refs', 'reference']]) expect(sameWord(a, b), `${a}/${b}`).toBe(true);
    for (const [a, b] of [['replicas', 'replicasets'], ['star', 'stargazers'], ['config', 'configmaps'], ['invoice', 'invoiceitems']]) expect(sameWord(a, b), `${a}/${b}`).toBe(false);
  });

  it('part after a shared stem only where both go on with an ending, and a silent e left off is the same word', () => {
    for (const [a, b] of [['registering', 'registration'], ['subscribed', 'subscription'], ['requirement', 'required'], ['convert', 'conversion'], ['checkrun', 'check_run'], ['episod', 'episode']]) expect(sameWord(a, b), `${a}/${b}`).toBe(true);
    for (const [a, b] of [['transfer', 'transaction'], ['storageclass', 'storageversion'], ['paymentintent', 'paymentmethod'], ['checkrun', 'check_suite'], ['storageversion', 'storagemigration.k8s.io'], ['not', 'note']]) expect(sameWord(a, b), `${a}/${b}`).toBe(false);
    // A short stem's silent e goes before an ending in a vowel; a short stem alone is no other word's start.
    for (const [a, b] of [['time', 'timing'], ['price', 'pricing'], ['timing', 'time']]) expect(sameWord(a, b), `${a}/${b}`).toBe(true);
    for (const [a, b] of [['time', 'timeline'], ['use', 'using'], ['tie', 'tiling']]) expect(sameWord(a, b), `${a}/${b}`).toBe(false);
  });

  it('keep a kind in two words apart from another that shares its first word (Kubernetes: storage version, not storage version migration)', () => {
    const vocab = new Set(['storage', 'version', 'storageversions', 'storageversionmigrations', 'status', 'deployments']);
    const pool = [
      c('GET', '/apis/storagemigration.k8s.io/v1beta1/storageversionmigrations/{name}/status', 'read status of the specified StorageVersionMigration'),
      c('GET', '/apis/internal.apiserver.k8s.io/v1alpha1/storageversions/{name}/status', 'read status of the specified StorageVersion'),
    ];
    const intent = understand('read the status of storage version apps.deployments', vocab);
    expect(intentSignals(intent, pool[0], pool).scope).toBe(-1);
    // Near-equal retrieval scores beside a far one: the scope decides.
    const far = c('GET', '/apis/apps/v1/namespaces/{namespace}/deployments/{name}/status', 'read status of the specified Deployment');
    expect(rankByIntent(intent, [{ chunk: pool[0], score: 0.03 }, { chunk: pool[1], score: 0.0295 }, { chunk: far, score: 0.01 }])[0].chunk.path).toBe(pool[1].path);
  });

  it("let the scope name the item or a generic parameter's resource", () => {
    const vocab = new Set(['statefulsets', 'statefulset', 'status', 'scale', 'deployments', 'replicasets', 'replicas', 'image']);
    const pool = [
      c('PATCH', '/apis/apps/v1/namespaces/{namespace}/statefulsets/{name}/status', 'partially update status of the specified StatefulSet'),
      c('PATCH', '/apis/apps/v1/namespaces/{namespace}/statefulsets/{name}', 'partially update the specified StatefulSet'),
    ];
    const change = understand('change the image of statefulset db', vocab);
    expect(intentSignals(change, pool[1], pool).scope).toBe(1); // "of statefulset db" names the item itself
    expect(rankByIntent(change, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe(pool[1].path);
    const scale = understand('scale deployment web to 5 replicas', vocab);
    const replicaSet = c('PATCH', '/apis/apps/v1/namespaces/{namespace}/replicasets/{name}/scale', 'partially update scale of the specified ReplicaSet');
    const deployment = c('PATCH', '/apis/apps/v1/namespaces/{namespace}/deployments/{name}/scale', 'partially update scale of the specified Deployment');
    // "replicas" does not name the ReplicaSet; the deployment's {name} is the deployment the question names.
    expect(intentSignals(scale, replicaSet, [replicaSet, deployment]).detour).toBeLessThan(intentSignals(scale, deployment, [replicaSet, deployment]).detour);
  });
});

describe('creating several at once', () => {
  it('fits an operation whose request body is an array, and only then', () => {
    const one = c('POST', '/user', 'Create user');
    const many = { ...c('POST', '/user/createWithList', 'Creates list of users with given input array') };
    many.detail = { ...many.detail, requestBody: { contentType: 'application/json', required: true, truncated: 0, fields: [{ path: '[].username', type: 'string', required: false }] } };
    const pool = [one, many];
    expect(intentSignals(understand('register several users in one call'), many, pool).shape).toBe(1);
    expect(intentSignals(understand('create a user'), many, pool).shape).toBe(-0.5);
    expect(intentSignals(understand('create a user'), one, pool).shape).toBe(0);
  });
});

describe('who', () => {
  it('fits operations that list accounts when the question asks who', () => {
    const stargazers = c('GET', '/repos/{owner}/{repo}/stargazers', 'List stargazers');
    stargazers.detail = { ...stargazers.detail, responses: [{ code: '200', description: 'ok', fields: [{ path: '[].login', type: 'string', required: false }, { path: '[].id', type: 'integer', required: false }] }] };
    const starred = c('GET', '/user/starred', 'List repositories starred by the authenticated user');
    starred.detail = { ...starred.detail, responses: [{ code: '200', description: 'ok', fields: [{ path: '[].full_name', type: 'string', required: false }, { path: '[].owner.login', type: 'string', required: false }] }] };
    const pool = [starred, stargazers];
    const who = understand('who has starred my repository?');
    expect(who.asksWho).toBe(true);
    expect(intentSignals(who, stargazers, pool).people).toBe(1);
    // Repositories, whose owner has a login: the wrong kind of answer where another candidate answers with people.
    expect(intentSignals(who, starred, pool).people).toBe(-1);
    expect(intentSignals(who, starred, [starred]).people).toBe(0);
    expect(intentSignals(understand('list the repositories I starred'), stargazers, pool).people).toBe(0);
  });

  it('reads a list named for people in the response as people, with or without accounts', () => {
    const credits = c('GET', '/movie/{movie_id}/credits', 'Get Credits');
    credits.detail = { ...credits.detail, responses: [{ code: '200', description: 'ok', fields: [{ path: 'id', type: 'integer', required: false }, { path: 'cast', type: 'array<object>', required: false }] }] };
    const images = c('GET', '/collection/{collection_id}/images', 'Get Images');
    images.detail = { ...images.detail, responses: [{ code: '200', description: 'ok', fields: [{ path: 'posters', type: 'array<object>', required: false }, { path: 'posters[].file_path', type: 'string', required: false }] }] };
    const who = understand('who has starred in the first movie of the collection?');
    expect(intentSignals(who, credits, [credits, images]).people).toBe(1);
    expect(intentSignals(who, images, [credits, images]).people).toBe(-1);
  });

  it('reads "everyone" and "people" as who, and a path ending in a noun for people as listing them', () => {
    const users = c('GET', '/teams/{team_gid}/users', 'Get users in a team');
    const templates = c('GET', '/teams/{team_gid}/project_templates', "Get a team's project templates");
    const everyone = understand('list everyone in my workspace');
    expect(everyone.asksWho).toBe(true);
    expect(intentSignals(everyone, users, [users, templates]).people).toBe(1);
    expect(intentSignals(everyone, templates, [users, templates]).people).toBe(-1);
    expect(intentSignals(everyone, templates, [templates]).people).toBe(0); // no candidate answers with people
    expect(intentSignals(everyone, c('POST', '/teams/{team_gid}/users', 'Add a user'), [users]).people).toBe(-1); // adds, not lists
  });

  it('fits the people who do what is asked (followers), not what the path\'s owner does (following)', () => {
    const accounts = { code: '200', description: 'ok', fields: [{ path: '[].login', type: 'string', required: false }] };
    const following = c('GET', '/user/following', 'List the people the authenticated user follows');
    following.detail = { ...following.detail, responses: [accounts] };
    const followers = c('GET', '/user/followers', 'List followers of the authenticated user');
    followers.detail = { ...followers.detail, responses: [accounts] };
    const pool = [following, followers];
    for (const q of ['who follows me?', 'who is following me?']) {
      expect(intentSignals(understand(q), following, pool).people, q).toBe(-1);
      expect(intentSignals(understand(q), followers, pool).people, q).toBe(1);
    }
    // Without an agent noun among the candidates, the gerund is what there is.
    expect(intentSignals(understand('who follows me?'), following, [following]).people).toBe(1);
    // "who" as the object, or people the caller follows: what the owner does is asked.
    expect(intentSignals(understand('who do I follow?'), following, pool).people).toBe(1);
    // "who does …" asks whom the one named does it to, whoever that is.
    expect(intentSignals(understand('who does user mona follow?'), following, pool).people).toBe(1);
    expect(intentSignals(understand('who does user mona follow?'), followers, pool).people).toBe(1);
    expect(intentSignals(understand('who did octocat follow last week?'), following, pool).people).toBe(1);
    expect(intentSignals(understand('list the people I follow'), following, pool).people).toBe(1);
  });
});

describe('the object', () => {
  const vocab = new Set(['subscription', 'schedule', 'cancel', 'intent', 'payment', 'star', 'pin']);
  it('fits the collection it heads, and not one it only modifies', () => {
    const subscriptions = c('DELETE', '/v1/subscriptions/{subscription_exposed_id}', 'Cancels a subscription');
    const schedules = c('POST', '/v1/subscription_schedules/{schedule}/cancel', 'Cancels a subscription schedule');
    const pool = [schedules, subscriptions];
    const intent = understand('cancel a subscription', vocab);
    expect(intentSignals(intent, subscriptions, pool).object).toBe(1);
    expect(intentSignals(intent, schedules, pool).object).toBe(-1); // a subscription schedule is a schedule
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/v1/subscriptions/{subscription_exposed_id}');
    // An action hangs under the collection before the id: half a fit.
    const intents = c('POST', '/v1/payment_intents/{intent}/cancel', 'Cancel a payment intent');
    expect(intentSignals(understand('cancel a payment intent', vocab), intents, [intents]).object).toBe(0.5);
    // An action on an item of any kind takes the object too; one on another kind of thing does not.
    const addItem = c('POST', '/portfolios/{portfolio_gid}/addItem', 'Add a portfolio item');
    const addSetting = c('POST', '/portfolios/{portfolio_gid}/addCustomFieldSetting', 'Add a custom field to a portfolio');
    const project = understand('add a project to portfolio 8', new Set(['project', 'projects', 'portfolio', 'portfolios']));
    expect(intentSignals(project, addItem, [addItem, addSetting]).object).toBe(0.5);
    expect(intentSignals(project, addSetting, [addItem, addSetting]).object).toBe(0);
    // What the question says was done to the object heads a compound with it: "debits … reversed" are debit reversals.
    const reversals = c('GET', '/v1/treasury/debit_reversals', 'Returns a list of DebitReversals');
    const received = c('GET', '/v1/treasury/received_debits', 'Returns a list of ReceivedDebits');
    const treasury = new Set(['outbound', 'treasury', 'debit', 'debits', 'reversals', 'received']);
    const reversed = understand('which outbound treasury debits were reversed for fa_2', treasury);
    expect(intentSignals(reversed, reversals, [reversals, received]).object).toBe(1);
    expect(intentSignals(reversed, received, [reversals, received]).object).toBe(1);
    expect(intentSignals(understand('which outbound treasury debits arrived for fa_2', treasury), reversals, [reversals, received]).object).toBe(-1);
  });

  it("fits the kind the spec names it by, whose id is then no detour ('the thumbs-up': a reaction)", () => {
    const reaction = c('DELETE', '/repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}', 'Delete a pull request comment reaction');
    const comment = c('DELETE', '/repos/{owner}/{repo}/pulls/comments/{comment_id}', 'Delete a review comment for a pull request');
    const pool = [comment, reaction];
    const collections = new Set(['repos', 'pulls', 'comments', 'reactions']);
    const intent = understand('take back the thumbs-up I put on review comment 55 in octo/app', new Set([...collections, 'comment', 'reaction', 'review', 'pull']), collections);
    expect(intentSignals(intent, reaction, pool).object).toBe(1);
    expect(intentSignals(intent, reaction, pool).detour).toBe(0);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(reaction);
  });

  it('does not hold a participle that qualifies the path against a gerund asked for ("stop requiring status checks")', () => {
    const checks = c('DELETE', '/repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks', 'Remove status check protection');
    const contexts = c('DELETE', '/repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts', 'Remove status check contexts');
    const pool = [contexts, checks];
    const intent = understand('stop requiring status checks to pass before merging into main in octo/app', new Set(['repos', 'branches', 'protection', 'required', 'status', 'checks', 'contexts']));
    expect(intent.object).toBe('requiring');
    expect(intentSignals(intent, checks, pool).object).toBe(0);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(checks);
  });

  it('reads the nouns of RPC methods and one-word compounds', () => {
    const stars = c('POST', '/stars.add', 'Adds a star to an item');
    const pins = c('POST', '/pins.add', 'Pins an item to a channel');
    const intent = understand('add a star to the message', vocab);
    expect(intentSignals(intent, stars, [stars, pins]).object).toBe(1);
    expect(intentSignals(intent, pins, [stars, pins]).object).toBe(0);
    const accounts = c('GET', '/api/v1/serviceaccounts', 'list ServiceAccount');
    const services = c('GET', '/api/v1/services', 'list Service');
    const list = understand('list the services', new Set(['service']));
    expect(intentSignals(list, services, [services, accounts]).object).toBe(1);
    expect(intentSignals(list, accounts, [services, accounts]).object).toBe(-1); // a service account is an account
    // An RPC method named verb first names what it acts on as well, and "set" names an update.
    const addChannels = c('POST', '/admin.usergroups.addChannels', 'Add up to one hundred default channels to an IDP group.');
    const setPurpose = c('POST', '/conversations.setPurpose', 'Sets the purpose for a conversation.');
    const mark = c('POST', '/conversations.mark', 'Sets the read cursor in a channel.');
    const pool = [addChannels, setPurpose, mark];
    expect(intentSignals(understand('add default channels to an IDP group', new Set(['channels', 'usergroups'])), addChannels, pool)).toMatchObject({ method: 1, object: 1 });
    const purpose = understand('set the purpose of the channel C123', new Set(['purpose', 'channel', 'conversations']));
    expect(intentSignals(purpose, setPurpose, pool)).toMatchObject({ method: 1, object: 1 });
    expect(rankByIntent(purpose, [mark, setPurpose].map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/conversations.setPurpose');
  });

  it('fits an RPC method by the last of its nouns, what it acts on, more than by one it is under', () => {
    const fileDelete = c('POST', '/files.delete', 'Deletes a file.');
    const commentDelete = c('POST', '/files.comments.delete', 'Deletes an existing comment on a file.');
    const pool = [commentDelete, fileDelete];
    const intent = understand('Delete the file with ID F12345678.', new Set(['file', 'files', 'comments']));
    expect(intentSignals(intent, fileDelete, pool).object).toBe(1);
    expect(intentSignals(intent, commentDelete, pool).object).toBe(0.5);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/files.delete');
  });

  it('fits a compound the verb\'s own noun heads with the object ("schedule a subscription" → subscription schedules)', () => {
    const schedules = c('POST', '/v1/subscription_schedules', 'Create a schedule');
    const subscriptions = c('POST', '/v1/subscriptions', 'Create a subscription');
    const schedule = understand('schedule a subscription to start next month', vocab);
    expect(intentSignals(schedule, schedules, [schedules, subscriptions]).object).toBe(1);
    expect(intentSignals(schedule, subscriptions, [schedules, subscriptions]).object).toBe(1);
    expect(intentSignals(schedule, schedules, [schedules, subscriptions]).verb).toBe(1);
    expect(rankByIntent(schedule, [subscriptions, schedules].map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/v1/subscription_schedules');
    const bindings = c('POST', '/apis/rbac.authorization.k8s.io/v1/namespaces/{namespace}/rolebindings', 'create a RoleBinding');
    expect(intentSignals(understand('bind a role to user alice', new Set(['role', 'user'])), bindings, [bindings]).object).toBe(1);
    // Without the verb's noun the compound is still a kind of its head.
    expect(intentSignals(understand('cancel a subscription', vocab), schedules, [schedules]).object).toBe(-1);
  });

  it('does not take another kind of the object for it ("a storage class" is no volume attributes class)', () => {
    const vocab = new Set(['storage', 'class', 'classes', 'volume', 'attributes', 'runtime']);
    const storage = c('POST', '/apis/storage.k8s.io/v1/storageclasses', 'create a StorageClass');
    const attributes = c('POST', '/apis/storage.k8s.io/v1/volumeattributesclasses', 'create a VolumeAttributesClass');
    const split = c('POST', '/v1/volume_attributes_classes', 'create a class');
    const bare = c('POST', '/v1/classes', 'create a class');
    const pool = [storage, attributes, split, bare];
    const intent = understand('add a storage class for fast disks', vocab);
    expect(intentSignals(intent, storage, pool).object).toBe(1);
    expect(intentSignals(intent, attributes, pool).object).toBe(0);
    expect(intentSignals(intent, split, pool).object).toBe(0);
    expect(intentSignals(intent, bare, pool).object).toBe(1);
    // Without a word that says which kind, any class is one.
    expect(intentSignals(understand('add a class', vocab), attributes, pool).object).toBe(1);
  });

  it('takes a sub-resource as asked for only where the request names it, not a clause that says why', () => {
    const vocab = new Set(['repos', 'issues', 'issue', 'labels', 'label', 'body']);
    const labels = c('GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels', 'List labels for an issue');
    const issue = c('GET', '/repos/{owner}/{repo}/issues/{issue_number}', 'Get an issue');
    const pool = [labels, issue];
    const why = understand('pull up issue 512 in acme/web so I can read its body and labels', vocab);
    expect(intentSignals(why, labels, pool).target).toBe(-0.5);
    expect(intentSignals(why, issue, pool).target).toBe(1);
    expect(intentSignals(understand('pull up the labels of issue 512 in acme/web', vocab), labels, pool).target).toBe(1);
  });

  it("takes a collection's fixed member the question asks for over an item of it the question never names", () => {
    const vocab = new Set(['repos', 'actions', 'runners', 'runner', 'downloads', 'releases', 'release', 'latest']);
    const downloads = c('GET', '/repos/{owner}/{repo}/actions/runners/downloads', 'List runner applications for a repository');
    const runner = c('GET', '/repos/{owner}/{repo}/actions/runners/{runner_id}', 'Get a self-hosted runner for a repository');
    const pool = [downloads, runner];
    const download = understand('where can I download the self-hosted runner binaries for acme/api?', vocab);
    expect(intentSignals(download, downloads, pool).target).toBe(1);
    expect(intentSignals(download, runner, pool).target).toBe(-0.5);
    // The question names the runner: its item is what it asks about.
    expect(intentSignals(understand('show runner 12 of acme/api and where to download its binaries', vocab), runner, pool).target).toBe(1);
    // Without the fixed member asked for, the item stays a target.
    expect(intentSignals(understand('show the self-hosted runners of acme/api', vocab), runner, pool).target).toBe(1);
  });

  it('takes a modifier and object the spec writes as one word for that thing, however short the modifier ("IP address")', () => {
    const vocab = new Set(['ipaddresses', 'ipaddress', 'ip', 'address', 'servicecidrs']);
    const item = c('DELETE', '/apis/networking.k8s.io/v1/ipaddresses/{name}', 'delete an IPAddress');
    const all = c('DELETE', '/apis/networking.k8s.io/v1/ipaddresses', 'delete collection of IPAddress');
    const other = c('DELETE', '/apis/networking.k8s.io/v1/servicecidrs/{name}', 'delete a ServiceCIDR');
    const pool = [item, all, other];
    const intent = understand('delete IP address 10.96.0.15', vocab, new Set(['ipaddresses', 'servicecidrs']));
    // The value names one IP address: the item path takes it, and the object fits both of its paths.
    expect(intent.references).toEqual([{ resource: 'ipaddress', value: '10.96.0.15' }]);
    expect(intentSignals(intent, item, pool)).toMatchObject({ object: 1, scope: 1 });
    expect(intentSignals(intent, all, pool).object).toBe(1);
    expect(intentSignals(intent, other, pool).object).toBe(0);
  });

  it('names the kind by the first word of a hyphenated modifier ("a cluster-wide role" is a cluster role)', () => {
    const vocab = new Set(['cluster', 'role', 'roles', 'clusterroles', 'clusterrolebindings', 'binding']);
    const roles = c('POST', '/apis/rbac.authorization.k8s.io/v1/clusterroles', 'create a ClusterRole');
    const bindings = c('POST', '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings', 'create a ClusterRoleBinding');
    const pool = [roles, bindings];
    const intent = understand('define a new cluster-wide role that can read nodes', vocab);
    expect(intentSignals(intent, roles, pool).object).toBe(1);
    expect(intentSignals(intent, bindings, pool).object).toBe(0);
    // A modifier whose first word is another kind still names another kind.
    expect(intentSignals(understand('define a new read-only role', vocab), roles, pool).object).toBe(0);
  });
});

describe('a scope named by a query parameter', () => {
  it('fits a list filtered by it, less than a path nested under it, more than one that names another scope', () => {
    const periods = withQuery('GET', '/time_periods', 'Get time periods', 'workspace', 'start_on');
    const workspace = c('GET', '/workspaces/{workspace_gid}', 'Get a workspace');
    const nested = c('GET', '/workspaces/{workspace_gid}/time_periods', 'Get time periods of a workspace');
    const projects = c('GET', '/projects/{project_gid}/time_periods', 'Get time periods of a project');
    const pool = [periods, workspace, nested, projects];
    const intent = understand('list the time periods in workspace 12345', new Set(['workspace', 'time', 'periods', 'project']));
    const scope = (chunk: typeof periods) => intentSignals(intent, chunk, pool).scope;
    expect([scope(nested), scope(periods), scope(projects)]).toEqual([1, 0.5, -1]);
    expect(rankByIntent(intent, [workspace, periods].map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/time_periods');
  });
});

describe('a kind the spec writes as one word, spelled across a path', () => {
  it('fits an item under the scope of its first part ("repository invitation 6" → `/repos/{owner}/{repo}/invitations/{invitation_id}`)', () => {
    const mine = c('PATCH', '/user/repository_invitations/{invitation_id}', 'Accept a repository invitation');
    const repo = c('PATCH', '/repos/{owner}/{repo}/invitations/{invitation_id}', 'Update a repository invitation');
    const team = c('PATCH', '/orgs/{org}/invitations/{invitation_id}', 'Update an organization invitation');
    const pool = [mine, repo, team];
    const intent = understand('raise the permission of pending repository invitation 6 in acme/site to write', new Set(['repository_invitations', 'repositoryinvitation', 'repos', 'invitations', 'invitation', 'permission']));
    expect(intent.scopes).toEqual(['repositoryinvitation']);
    expect(pool.map((p) => intentSignals(intent, p, pool).scope)).toEqual([1, 1, -1]);
  });
});

describe('an HTTP method the question names', () => {
  it('fits the operations of that method only ("send a POST to pod web-0")', () => {
    const proxyGet = c('GET', '/api/v1/namespaces/{namespace}/pods/{name}/proxy', 'connect GET requests to proxy of Pod');
    const proxyPost = c('POST', '/api/v1/namespaces/{namespace}/pods/{name}/proxy', 'connect POST requests to proxy of Pod');
    const pool = [proxyGet, proxyPost];
    const intent = understand('send a POST through the API server to pod web-0 in namespace shop', new Set(['pods', 'pod', 'proxy', 'namespace']));
    expect(pool.map((p) => intentSignals(intent, p, pool).method)).toEqual([-1, 1]);
  });
});

describe('a scope named by a grouping the path passes through', () => {
  it('fits a path under that grouping ("in the git database" → `/repos/{owner}/{repo}/git/blobs`)', () => {
    const blobs = c('POST', '/repos/{owner}/{repo}/git/blobs', 'Create a blob');
    const contents = c('PUT', '/repos/{owner}/{repo}/contents/{path}', 'Create or update file contents');
    const pool = [blobs, contents];
    const intent = understand('store raw file contents as an object in the git database of acme/api', new Set(['git', 'database', 'file', 'contents', 'blobs', 'object']));
    expect(intent.scopes).toContain('git');
    expect(pool.map((p) => intentSignals(intent, p, pool).scope)).toEqual([1, -1]);
    // A scope named with a value needs a parameter to take it: `/v1/customers/search` takes no "cus_5".
    const search = c('GET', '/v1/customers/search', 'Search customers');
    const cards = c('GET', '/v1/customers/{customer}/cards', 'List all cards');
    const saved = understand('which cards has customer cus_5 saved with us?', new Set(['customers', 'customer', 'cards', 'search']));
    expect([search, cards].map((p) => intentSignals(saved, p, [search, cards]).scope)).toEqual([-1, 1]);
    // The collection an item is taken from is no grouping: `/repos/{owner}/{repo}/git/refs/{ref}` is under `git`, `refs` is its collection.
    const refs = c('GET', '/repos/{owner}/{repo}/git/refs/{ref}', 'Get a reference');
    expect(intentSignals({ ...intent, scopes: ['refs'] }, refs, [refs]).scope).toBe(1);
  });
});

describe('found by', () => {
  it('fits an operation with a query parameter for what the things are found by, or one that searches free text, not one that cannot', () => {
    const list = withQuery('GET', '/v1/customers', 'List all customers', 'email');
    const search = withQuery('GET', '/v1/customers/search', 'Search customers', 'query');
    const freeText = withQuery('GET', '/v1/charges', 'List all charges', 'q');
    const plain = c('GET', '/v1/charges', 'List all charges');
    const pool = [list, search, plain];
    const byEmail = understand('find customers by email address', new Set(['customer', 'email']));
    expect(byEmail.filterBy).toEqual(['email']);
    expect(intentSignals(byEmail, list, pool).filter).toBe(1);
    // The API's own search of a collection finds things by any of their fields; another free-text parameter may not.
    expect(intentSignals(byEmail, search, pool).filter).toBe(1);
    expect(intentSignals(byEmail, freeText, pool).filter).toBe(0.5);
    expect(intentSignals(byEmail, plain, pool).filter).toBe(-0.5);
    expect(understand('create a customer', new Set(['customer'])).filterBy).toEqual([]);
  });

  it('reads a text said to be in a field as found by that field, so the collection\'s own search wins over its list', () => {
    const labels = c('GET', '/repos/{owner}/{repo}/labels', 'List labels for a repository');
    const search = withQuery('GET', '/search/labels', 'Search labels', 'q', 'repository_id');
    const intent = understand('find labels with bug in their name', new Set(['labels', 'label', 'name', 'search']));
    expect(intent.filterBy).toEqual(['name']);
    expect(intentSignals(intent, search, [labels, search]).filter).toBe(1);
    expect(rankByIntent(intent, [labels, search].map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/search/labels');
    // A parameter named `text` is free text too.
    const projects = withQuery('GET', '/workspaces/{workspace_gid}/projects/search', 'Search projects', 'text', 'completed');
    expect(intentSignals(understand('find projects with launch in their name', new Set(['projects', 'name'])), projects, [projects]).filter).toBe(1);
  });

  it('reads things that mention or contain some text as found by their text', () => {
    const vocab = new Set(['issue', 'search']);
    const mine = c('GET', '/issues', 'List issues assigned to the authenticated user');
    const search = withQuery('GET', '/search/issues', 'Search issues and pull requests', 'q');
    const intent = understand('find issues anywhere on GitHub that mention a memory leak', vocab);
    expect(intent.filterBy).toEqual(['memory']);
    expect(intentSignals(intent, search, [mine, search]).filter).toBe(1);
    expect(intentSignals(intent, mine, [mine, search]).filter).toBe(-0.5);
  });
});

describe('named things', () => {
  it('count against an operation that can take no one thing when the question names one by name', () => {
    const latest = c('GET', '/movie/latest', 'Get the most newly created movie');
    const dates = c('GET', '/movie/{movie_id}/release_dates', 'Get the release dates of a movie');
    const search = withQuery('GET', '/search/movie', 'Search for movies', 'query');
    const pool = [latest, dates, search];
    const intent = understand("When is Clint Eastwood's latest movie released?", new Set(['movie', 'latest', 'release']));
    expect(intentSignals(intent, latest, pool).named).toBe(-1);
    expect(intentSignals(intent, dates, pool).named).toBe(0);
    expect(intentSignals(intent, search, pool).named).toBe(0); // it finds the thing by its name
    // A name given to what is created is no lookup.
    expect(intentSignals(understand('create a new goal named "Increase sales"', new Set(['goal'])), c('POST', '/goals', 'Create a goal'), pool).named).toBe(0);
  });
});

describe('one thing named in a collection without an item path', () => {
  /** A read that must be told which one by these query parameters. */
  const lookup = (method: string, path: string, summary: string, ...names: string[]) => {
    const chunk = c(method, path, summary);
    chunk.detail = { ...chunk.detail, parameters: names.map((name) => ({ name, in: 'query', required: true, type: 'string', description: '' })) };
    return chunk;
  };
  it('is looked up by the read under the collection that must be told which one', () => {
    const list = c('GET', '/v1/apps/secrets', 'List secrets');
    const find = lookup('GET', '/v1/apps/secrets/find', 'Find a Secret', 'name', 'scope');
    const pool = [list, find, c('POST', '/v1/apps/secrets', 'Set a Secret')];
    const intent = understand('look up the app secret called webhook_key that is stored for the whole account', new Set(['apps', 'secrets', 'secret', 'find', 'scope', 'name']));
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(find);
    // An item's own record comes first where there is one, and a read under an item is no lookup of it.
    const workspace = c('GET', '/workspaces/{workspace_gid}', 'Get a workspace');
    const typeahead = lookup('GET', '/workspaces/{workspace_gid}/typeahead', 'Get objects via typeahead', 'resource_type');
    const asana = [c('GET', '/workspaces', 'Get multiple workspaces'), workspace, typeahead];
    const read = understand('Retrieve information about the workspace with the id 12345.', new Set(['workspaces', 'workspace', 'typeahead']));
    expect(rankByIntent(read, asana.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(workspace);
  });
});

describe('an action on a named item that the question never asks for', () => {
  it('gives way to the item\'s own operation with the asked method, where that takes the values named as well', () => {
    const submit = c('POST', '/v1/issuing/disputes/{dispute}/submit', 'Submit an issuing dispute');
    const read = c('GET', '/v1/issuing/disputes/{dispute}', 'Retrieve an issuing dispute');
    const vocab = new Set(['issuing', 'disputes', 'dispute', 'submit', 'card']);
    const ranked = rankByIntent(understand('where does card dispute idp_4 stand?', vocab), [{ chunk: submit, score: 1 }, { chunk: read, score: 0.9 }]);
    expect(ranked[0].chunk).toBe(read);
    // Its path parameter is the item's id, which the item's read takes too: no input of the action's own.
    const submitting = { ...submit, detail: { ...submit.detail, parameters: [{ name: 'dispute', in: 'path', required: true, type: 'string', description: '' }] } };
    expect(rankByIntent(understand('where does card dispute idp_4 stand?', vocab), [{ chunk: submitting, score: 1 }, { chunk: read, score: 0.9 }])[0].chunk).toBe(read);
    // Asked for by its words ("submit"), the action stays first.
    expect(rankByIntent(understand('submit card dispute idp_4', vocab), [{ chunk: submit, score: 1 }, { chunk: read, score: 0.9 }])[0].chunk).toBe(submit);
    // Nor where the question names what the action is about by its words ("as dependencies": `addDependencies`).
    const add = c('POST', '/tasks/{task_gid}/addDependencies', 'Set dependencies for a task');
    const update = c('PUT', '/tasks/{task_gid}', 'Update a task');
    const set = understand("Set the task with gid '133713' and the task with gid '184253' as dependencies for the task with gid '321654'.", new Set(['tasks', 'task', 'dependencies', 'add']));
    expect(rankByIntent(set, [{ chunk: add, score: 1 }, { chunk: update, score: 0.9 }])[0].chunk).toBe(add);
    // The reader's own read takes no payment intent: the action that does stays first.
    const process = withBody('POST', '/v1/terminal/readers/{reader}/process_payment_intent', 'Hand-off a PaymentIntent to a Reader', 'payment_intent');
    const reader = c('GET', '/v1/terminal/readers/{reader}', 'Retrieve a Reader');
    const have = understand('have the countertop card reader tmr_4 collect payment intent pi_9 from the shopper', new Set(['terminal', 'readers', 'reader', 'payment', 'intent', 'process']));
    expect(rankByIntent(have, [{ chunk: process, score: 1 }, { chunk: reader, score: 0.9 }])[0].chunk).toBe(process);
  });
});

describe("the spec's term for an everyday word", () => {
  it('names a path written in its parts (a voucher → `promotion_codes`)', () => {
    const codes = c('POST', '/v1/promotion_codes', 'Create a promotion code');
    const intent = understand('hand out a voucher for 10% off', new Set(['promotion_code', 'promotion', 'codes', 'coupon']));
    expect(intent.related).toContain('promotion_code');
    expect(intentSignals(intent, codes, [codes]).target).toBe(1);
  });
});

describe('a typed id given as one of a kind of thing', () => {
  it('is taken by the answer\'s operation: one with no place for it gives way to one with a place', () => {
    const warnings = withQuery('GET', '/v1/radar/early_fraud_warnings', 'List all early fraud warnings', 'charge', 'payment_intent');
    const list = c('GET', '/v1/radar/value_lists/{value_list}', 'Retrieve a value list');
    const vocab = new Set(['radar', 'early', 'fraud', 'warnings', 'value', 'list', 'lists', 'value_lists']);
    const pool = [{ chunk: warnings, score: 1 }, { chunk: list, score: 0.5 }];
    expect(rankByIntent(understand("what's on the fraud value list rsl_3?", vocab), pool)[0].chunk).toBe(list);
    // A number is no typed id: it may be data for a query parameter the spec names otherwise.
    expect(rankByIntent(understand("what's on the fraud value list 3?", vocab), pool)[0].chunk).toBe(warnings);
  });
});

describe("the question's own verb", () => {
  it('fits an operation named by it, when that operation is about what is asked', () => {
    const login = c('GET', '/user/login', 'Logs user into the system');
    const create = c('POST', '/user', 'Create user');
    const signIn = understand('sign in as a user', new Set(['user', 'login']));
    expect(intentSignals(signIn, login, [login, create]).verb).toBe(1); // "sign in" is a login
    expect(intentSignals(signIn, create, [login, create]).verb).toBe(0);
    // `/invoices/{invoice}/send` sends an invoice: no fit for "send a quote".
    const send = c('POST', '/v1/invoices/{invoice}/send', 'Send an invoice');
    const quote = understand('send a quote to a customer', new Set(['quote', 'invoice', 'send', 'customer']));
    expect(intentSignals(quote, send, [send]).verb).toBe(0);
    const merge = c('PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge', 'Merge a pull request');
    expect(intentSignals(understand('merge pull request 7', new Set(['pull', 'merge'])), merge, [merge]).verb).toBe(1);
    // A change whose own verb, or the spec's word for it, names an action followed by what it acts on does what is asked.
    const increment = c('POST', '/v1/payment_intents/{intent}/increment_authorization', 'Increment an authorization');
    const intentUpdate = c('POST', '/v1/payment_intents/{intent}', 'Update a payment intent');
    const raise = understand('raise what payment intent pi_6 holds by 300 cents', new Set(['payment', 'intent', 'increment', 'authorization']));
    expect(raise.action).toBe('update');
    expect(intentSignals(raise, increment, [increment, intentUpdate]).verb).toBe(1);
    expect(intentSignals(raise, intentUpdate, [increment, intentUpdate]).verb).toBe(0);
    // A generic verb names no action of its own ("update" is any change).
    expect(intentSignals(understand('update payment intent pi_6', new Set(['payment', 'intent', 'update'])), c('POST', '/v1/payment_intents/{intent}/update_amount', 'x'), [intentUpdate]).verb).toBe(0);
    // Ending a thing under way is what an API names cancelling or expiring it.
    const cancelSession = c('POST', '/v1/identity/verification_sessions/{session}/cancel', 'x');
    const updateSession = c('POST', '/v1/identity/verification_sessions/{session}', 'x');
    const end = understand('end verification session vs_51', new Set(['verification', 'session', 'cancel']));
    expect(intentSignals(end, cancelSession, [cancelSession, updateSession]).verb).toBe(1);
    expect(intentSignals(end, updateSession, [cancelSession, updateSession]).verb).toBe(0);
    expect(intentSignals(understand('expire checkout session cs_1', new Set(['checkout', 'session', 'expire'])), c('POST', '/v1/checkout/sessions/{session}/expire', 'x'), [updateSession]).verb).toBe(1);
    expect(intentSignals(understand('void verification session vs_51', new Set(['verification', 'session', 'void'])), cancelSession, [cancelSession]).verb).toBe(0);
  });

  it('fits an operation whose summary leads with it and names the object, whatever its method (Box: "Assign task")', () => {
    const assign = c('POST', '/task_assignments', 'Assign task');
    const update = c('PUT', '/task_assignments/{task_assignment_id}', 'Update task assignment');
    const pool = [update, assign];
    const intent = understand('assign a task on a file to a coworker', new Set(['task', 'assignment', 'file']));
    expect(intent.action).toBe('update'); // "assign" reads as a change, which a POST rarely is…
    expect(intentSignals(intent, assign, pool)).toMatchObject({ verb: 1, method: 1 }); // …but this POST is the assigning
    expect(intentSignals(intent, update, pool).verb).toBe(0);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(assign);
    // A verb that says no more than its action gains nothing from a summary that leads with it.
    const create = understand('create a task', new Set(['task']));
    expect(intentSignals(create, c('POST', '/tasks', 'Create task'), pool).verb).toBe(0);
    // Nor does a summary about another thing: "Upload file" does not upload an avatar.
    expect(intentSignals(understand('upload an avatar', new Set(['avatar', 'user'])), c('POST', '/files/content', 'Upload file'), pool).verb).toBe(0);
  });
});

describe('creating', () => {
  it('does not fit a path that takes the id of the thing being created, unless the question names that thing', () => {
    const move = c('POST', '/calendars/{calendarId}/events/{eventId}/move', 'Moves an event to another calendar');
    const insert = c('POST', '/calendars/{calendarId}/events', 'Creates an event');
    const vocab = new Set(['event', 'calendar', 'user', 'team', 'membership']);
    const create = understand('create a new event on calendar primary', vocab);
    expect(intentSignals(create, move, [move, insert]).shape).toBe(-1);
    expect(intentSignals(create, insert, [move, insert]).shape).toBe(0);
    const member = c('PUT', '/orgs/{org}/teams/{team_slug}/memberships/{username}', 'Add or update team membership for a user');
    expect(intentSignals(understand('add user carol to team design', vocab), member, [member]).shape).toBe(0);
  });

  it('does not fit making a new one of a thing the question names by its id ("follow task 23")', () => {
    const tasks = c('POST', '/tasks', 'Create a task');
    const followers = c('POST', '/tasks/{task_gid}/addFollowers', 'Add followers to a task');
    const vocab = new Set(['task', 'tasks', 'followers']);
    const follow = understand('follow task 23 so I hear about changes', vocab);
    expect(intentSignals(follow, tasks, [tasks, followers]).shape).toBe(-1);
    expect(intentSignals(follow, followers, [tasks, followers]).shape).toBe(0);
    // A name may be the new one's: "create task launch-plan" still fits `POST /tasks`.
    expect(intentSignals(understand('create task launch-plan', vocab), tasks, [tasks]).shape).toBe(0);
    // An action of the API's own on one the API gave an id ("void invoice in_5") makes no new one either.
    const invoices = c('POST', '/v1/invoices', 'Create an invoice');
    const voided = c('POST', '/v1/invoices/{invoice}/void', 'Void an invoice');
    const act = understand('void invoice in_5', new Set(['invoice', 'invoices', 'void']));
    expect(act.action).toBe('act');
    expect(intentSignals(act, invoices, [invoices, voided]).shape).toBe(-1);
    expect(intentSignals(act, voided, [invoices, voided]).shape).toBe(0);
    // Put where another thing the question names holds things of its kind ("to customer cus_2"), the one that exists is
    // added there; "on pull request 40" says where a comment is, not where it goes.
    const sources = c('POST', '/v1/customers/{customer}/sources', 'Create a source for a customer');
    const vocabS = new Set(['source', 'sources', 'customer', 'customers']);
    const attach = understand('attach source src_1 to customer cus_2', vocabS);
    expect(attach.objectIssued).toBe(true);
    expect(intentSignals(attach, sources, [sources]).shape).toBe(0.5);
    expect(intentSignals(understand('attach source src_1 of customer cus_2', vocabS), sources, [sources]).shape).toBe(-1);
    expect(intentSignals(understand('attach source src_1', vocabS), c('POST', '/v1/sources', 'Create a source'), [sources]).shape).toBe(-1);
  });
});

describe('operations for tests only', () => {
  it('do not fit unless the question speaks of testing: a grouping for tests before the last segment', () => {
    const helper = c('POST', '/v1/test_helpers/customers/{customer}/fund_cash_balance', 'Fund a test mode cash balance');
    const refund = c('POST', '/v1/refunds', 'Create a refund');
    const hookTest = c('POST', '/repos/{owner}/{repo}/hooks/{hook_id}/tests', 'Test the push repository webhook');
    const vocab = new Set(['customers', 'refunds', 'hooks', 'tests']);
    const pool = [helper, refund, hookTest];
    const money = understand('give a customer their money back', vocab);
    expect(intentSignals(money, helper, pool).testOnly).toBe(-1);
    expect(intentSignals(money, refund, pool).testOnly).toBe(0);
    // An operation named for testing is one the API offers for real (GitHub's hook test).
    expect(intentSignals(money, hookTest, pool).testOnly).toBe(0);
    expect(intentSignals(understand('fund a customer balance in test mode', vocab), helper, pool).testOnly).toBe(0);
    // Making a thing look as if it happened: only an operation for tests does that.
    expect(intentSignals(understand('simulate funding a customer balance in test mode', vocab), helper, pool).testOnly).toBe(1);
    expect(intentSignals(understand('test mode: put 20 dollars on customer cus_1 as if they had paid it in', vocab), helper, pool).testOnly).toBe(1);
  });
});

describe('listing', () => {
  it('does not fit a path that takes the id of one of the things asked for, unless the question names which', () => {
    const versions = c('GET', '/files/{file_id}/versions', 'List all file versions');
    const search = withQuery('GET', '/search', 'Search for content', 'query');
    const vocab = new Set(['file', 'files', 'versions', 'search', 'name']);
    const find = understand('find all files whose name contains invoice', vocab);
    expect(intentSignals(find, versions, [versions, search]).shape).toBe(-1); // what one file has, not files
    expect(intentSignals(find, search, [versions, search]).shape).toBe(1);
    expect(intentSignals(understand('list the versions of file 12', vocab), versions, [versions]).shape).toBe(1);
  });
});

describe('adding what is no resource to a named thing', () => {
  it('is a change to that thing, unless the API has the added thing as a resource or the question names it', () => {
    const vocab = new Set(['label', 'pod', 'namespace', 'issue', 'channel', 'workspace']);
    const createPod = c('POST', '/api/v1/namespaces/{namespace}/pods', 'create a Pod');
    const patchPod = c('PATCH', '/api/v1/namespaces/{namespace}/pods/{name}', 'partially update the specified Pod');
    const label = understand('add a label to pod web-2 in namespace prod', vocab);
    expect(rankByIntent(label, [createPod, patchPod].map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/api/v1/namespaces/{namespace}/pods/{name}');
    expect(changeOfNamedThing(label, [createPod, patchPod]).action).toBe('update');
    // GitHub has labels of an issue: adding one creates it.
    const labels = c('POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels', 'Add labels to an issue');
    expect(changeOfNamedThing(understand('add the label bug to issue 5', vocab), [labels]).action).toBe('create');
    // A credit note is a note, but not the note one adds to refund re_4: a collection of compounds ending in the
    // object holds other things. A webhook is a hook: `/hooks` holds it.
    const stripeVocab = new Set(['refund', 'refunds', 'charge', 'charges', 'note', 'notes', 'credit']);
    const refundPool = [c('POST', '/v1/charges/{charge}/refunds/{refund}', 'Update a refund'), c('GET', '/v1/credit_notes', 'List all credit notes')];
    expect(changeOfNamedThing(understand('add a note to refund re_4', stripeVocab), refundPool).action).toBe('update');
    const hooks = c('POST', '/projects/{project_id}/hooks', 'Create a project webhook');
    expect(changeOfNamedThing(understand('add a webhook to project 5', new Set(['hooks', 'webhook', 'project'])), [hooks]).action).toBe('create');
    // A thing named with the word that says which kind of it is one of the collection those words name.
    const rates = [c('POST', '/v1/shipping_rates/{shipping_rate_token}', 'Update a shipping rate'), c('POST', '/v1/shipping_rates', 'Create a shipping rate')];
    expect(changeOfNamedThing(understand('set up a new shipping rate that is free for orders over 50 dollars', new Set([...specVocabulary(rates), 'orders', 'order'])), rates).action).toBe('create');
    // A thing given a name is a new one.
    const create = c('POST', '/admin.conversations.create', 'Create a public or private channel-based conversation');
    expect(changeOfNamedThing(understand('create a channel named general in workspace T123', vocab), [create]).action).toBe('create');
  });
});

describe('a verb-first action segment', () => {
  it('names its action like an RPC method, and what follows the verb is what it acts on', () => {
    const remove = c('POST', '/tasks/{task_gid}/removeFollowers', 'Remove followers from a task');
    const del = c('DELETE', '/tasks/{task_gid}', 'Delete a task');
    const pool = [del, remove];
    const stop = understand('stop following a task', new Set(['task', 'followers']));
    expect(intentSignals(stop, remove, pool)).toMatchObject({ method: 1, target: 1, object: 1 });
    expect(rankByIntent(stop, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/tasks/{task_gid}/removeFollowers');
    // The same segment for a different action: the method does not fit, the target is not what is asked.
    const add = understand('add a follower to a task', new Set(['task', 'followers']));
    expect(intentSignals(add, remove, pool)).toMatchObject({ method: -0.5, target: -0.5 });
  });
});

describe('verb-first names joined by _ or -, and path fragments', () => {
  it('read as actions when they end in a singular, as collections when they end in a plural', () => {
    const updateBranch = c('PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/update-branch', 'Update a pull request branch');
    const create = c('POST', '/repos/{owner}/{repo}/pulls', 'Create a pull request');
    const pool = [updateBranch, create];
    const open = understand('open a pull request from branch feature into main', new Set(['pull', 'request', 'branch']));
    expect(intentSignals(open, updateBranch, pool).method).toBe(-0.5); // an update of a branch, not a creation
    expect(rankByIntent(open, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(create);
    // `upload_sessions` is a collection of sessions: its method fits as any POST's does.
    const sessions = c('POST', '/files/upload_sessions', 'Create upload session');
    expect(intentSignals(understand('create an upload session', new Set(['upload', 'session'])), sessions, [sessions]).method).toBe(1);
  });

  it("take a path's fragment as the operation's own name (Box: `PUT /files/{file_id}#add_shared_link`)", () => {
    const add = c('PUT', '/files/{file_id}#add_shared_link', 'Add shared link to file');
    const remove = c('PUT', '/files/{file_id}#remove_shared_link', 'Remove shared link from file');
    const update = c('PUT', '/files/{file_id}', 'Update file');
    const pool = [update, remove, add];
    const intent = understand('create a shared link for a file', new Set(['file', 'shared', 'link']));
    expect(intentSignals(intent, add, pool)).toMatchObject({ method: 1, target: 1, object: 1 });
    expect(intentSignals(intent, remove, pool).method).toBe(-0.5);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(add);
  });
});

describe('a setting the question names', () => {
  const repo = withBody('PATCH', '/repos/{owner}/{repo}', 'Update a repository', 'name', 'default_branch', 'has_issues', 'owner.login');
  const protection = withBody('PUT', '/repos/{owner}/{repo}/branches/{branch}/protection', 'Update branch protection', 'enforce_admins', 'required_status_checks');
  const account = withBody('POST', '/v1/accounts/{account}', 'Update an account', 'bank_account', 'business_type');
  const bankAccounts = withBody('POST', '/v1/accounts/{account}/bank_accounts', 'Create an external account', 'bank_account', 'default_for_currency');
  const vocab = new Set(['repository', 'branch', 'default', 'protection', 'account', 'bank', 'money']);

  it('fits the operation whose request body has a field of two or more words the question says', () => {
    const intent = understand('make develop the default branch of octo/app', vocab);
    const pool = [repo, protection];
    expect(intentSignals(intent, repo, pool).field).toBe(1);
    expect(intentSignals(intent, protection, pool).field).toBe(0);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(repo);
    // One word is any record's (`name`), and a nested field is no setting of the operation's own.
    expect(intentSignals(understand('change the name and the owner login of octo/app', vocab), repo, pool).field).toBe(0);
    // Reads set nothing.
    expect(intentSignals(understand('what is the default branch of octo/app?', vocab), repo, pool).field).toBe(0);
  });

  it('fits the operation whose request body has a field named for what the verb does, not for any change', () => {
    const subscription = withBody('POST', '/v1/subscriptions/{subscription}', 'Update a subscription', 'pause_collection', 'add_invoice_items', 'description');
    const resume = c('POST', '/v1/subscriptions/{subscription}/resume', 'Resume a subscription');
    const words = new Set(['subscription', 'pause', 'resume', 'invoice', 'items']);
    const pause = understand('pause subscription sub_9 for a month', words);
    expect(intentSignals(pause, subscription, [subscription, resume]).field).toBe(1);
    expect(intentSignals(pause, resume, [subscription, resume]).field).toBe(0);
    expect(intentSignals(understand('add invoice items to subscription sub_9', words), subscription, [subscription]).field).toBe(1); // the compound
    expect(intentSignals(understand('change subscription sub_9', words), subscription, [subscription]).field).toBe(0);
    // An operation for the verb by name is the answer, not the setting (`cancel_at_period_end`).
    const settings = withBody('POST', '/v1/subscriptions/{subscription}', 'Update a subscription', 'cancel_at_period_end');
    const cancel = c('DELETE', '/v1/subscriptions/{subscription}', 'Cancel a subscription');
    const stop = understand('cancel subscription sub_9', words);
    expect(intentSignals(stop, settings, [settings]).field).toBe(1);
    expect(intentSignals(stop, settings, [settings, cancel]).field).toBe(0);
    expect(intentSignals(understand('archive octo/app', vocab), withBody('PATCH', '/repos/{owner}/{repo}', 'Update a repository', 'archived'), [repo]).field).toBe(1);
  });

  it('reads the fields inside a body all wrapped in one object, and a field whose values include the state the verb brings about', () => {
    const words = new Set(['timesheet', 'approval', 'status', 'statuses']);
    const update = withBody('PUT', '/timesheet_approval_statuses/{timesheet_approval_status_gid}', 'Update a timesheet approval status', 'data', 'data.approval_status', 'data.message');
    const create = withBody('POST', '/timesheet_approval_statuses', 'Create a timesheet approval status', 'data', 'data.user', 'data.workspace');
    const pool = [create, update];
    expect(intentSignals(understand('approve timesheet 15', words), update, pool).field).toBe(1);
    expect(intentSignals(understand('approve timesheet 15', words), create, pool).field).toBe(0);
    const states = withBody('PUT', '/timesheets/{timesheet_id}', 'Update a timesheet', 'state');
    states.detail.requestBody!.fields[0].enum = ['draft', 'approved', 'rejected'];
    expect(intentSignals(understand('reject timesheet 15', words), states, [states]).field).toBe(1);
    // Beside other fields, a field's own fields are another thing's.
    const nested = withBody('PUT', '/timesheets/{timesheet_id}', 'Update a timesheet', 'note', 'review', 'review.approval_status');
    expect(intentSignals(understand('approve timesheet 15', words), nested, [nested]).field).toBe(0);
  });

  it('reads marking a thing as a state as setting a field named for that state or taking it as a value', () => {
    const words = new Set(['deployment', 'deployments', 'status', 'statuses', 'task', 'tasks']);
    const statuses = withBody('POST', '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses', 'Create a deployment status', 'state', 'description');
    statuses.detail.requestBody!.fields[0].enum = ['error', 'failure', 'pending', 'success'];
    const remove = c('DELETE', '/repos/{owner}/{repo}/deployments/{deployment_id}', 'Delete a deployment');
    const marked = understand('mark deployment 12 of octo/web as successful', words);
    expect(marked.state).toBe('successful');
    expect(intentSignals(marked, statuses, [statuses, remove]).field).toBe(1);
    expect(intentSignals(understand('mark deployment 12 of octo/web as', words), statuses, [statuses, remove]).field).toBe(0);
    const task = withBody('PUT', '/tasks/{task_gid}', 'Update a task', 'completed', 'name');
    expect(intentSignals(understand('mark task 7 as complete', words), task, [task]).field).toBe(1);
    expect(intentSignals(understand('mark task 7 as urgent', words), task, [task]).field).toBe(0);
  });

  it('does not count a field named for a resource of the API: it says where something goes', () => {
    const intent = understand('move my available money to my bank account', vocab);
    const pool = [account, bankAccounts];
    expect(intentSignals(intent, account, pool).field).toBe(0);
    expect(intentSignals(intent, bankAccounts, pool).field).toBe(0);
  });
});

describe('a value written as a key in parts ("octo/app")', () => {
  const mine = c('PUT', '/notifications', 'Mark notifications as read');
  const ofRepo = c('PUT', '/repos/{owner}/{repo}/notifications', 'Mark repository notifications as read');
  const pool = [mine, ofRepo];
  const vocab = new Set(['notifications', 'repository', 'read']);

  it('fits the operation that takes a key of two parameters, whose resource it names', () => {
    const intent = understand('mark everything from octo/app in my inbox as read', vocab);
    const facts = poolFacts(intent, pool);
    const repoSignals = intentSignals(intent, ofRepo, pool, facts);
    expect(repoSignals.scope).toBe(1);
    expect(repoSignals.detour).toBe(0);
    expect(repoSignals.through).toBe(0);
    expect(intentSignals(intent, mine, pool, facts).scope).toBe(0);
  });

  it('does nothing without such a value', () => {
    const intent = understand('mark every notification in my inbox as read', vocab);
    expect(intentSignals(intent, ofRepo, pool).scope).toBe(0);
    expect(intentSignals(intent, ofRepo, pool).detour).toBeLessThan(0);
  });
});

describe('setting a thing', () => {
  const vocab = new Set(['rates', 'rate', 'projects', 'project', 'status', 'hourly', 'user']);
  const change = withBody('PUT', '/rates/{rate_gid}', 'Update a rate', 'data.rate');
  const make = withBody('POST', '/rates', 'Create a rate', 'data.rate', 'data.parent', 'data.resource');
  const project = withBody('PUT', '/projects/{project_gid}', 'Update a project', 'data.status', 'data.name');
  const makeProject = c('POST', '/projects', 'Create a project');

  it('puts one in place where the question names no one of them', () => {
    const ranked = rankByIntent(understand('set the hourly rate for user 5 on project 2 to 120', vocab), [{ chunk: change, score: 2 }, { chunk: make, score: 1 }]);
    expect(ranked[0].chunk.path).toBe('/rates');
  });

  it('changes the one the question names, and the thing whose field it sets', () => {
    expect(rankByIntent(understand('set rate 44 to 120', vocab), [{ chunk: change, score: 2 }, { chunk: make, score: 1 }])[0].chunk.path).toBe('/rates/{rate_gid}');
    expect(rankByIntent(understand('set the status of my project', vocab), [{ chunk: project, score: 2 }, { chunk: makeProject, score: 1 }])[0].chunk.path).toBe('/projects/{project_gid}');
  });

  it('changes the one named by a kind written in parts that the path writes as one word', () => {
    const base = '/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations';
    const pool = [c('POST', base, 'create a ValidatingWebhookConfiguration'), c('PATCH', `${base}/{name}`, 'partially update the specified ValidatingWebhookConfiguration')];
    const far = { chunk: c('GET', '/api/v1/nodes', 'list or watch objects of kind Node'), score: 0.5 };
    const asked = understand('set failurePolicy to ignore on the validating webhook configuration opa-gate', specVocabulary(pool));
    expect(rankByIntent(asked, [{ chunk: pool[0], score: 1.02 }, { chunk: pool[1], score: 1 }, far])[0].chunk.method).toBe('PATCH');
    // A configuration of another kind named is none of these.
    const other = understand('set failurePolicy to ignore on the mutating webhook configuration opa-gate', specVocabulary(pool));
    expect(rankByIntent(other, [{ chunk: pool[1], score: 1.02 }, { chunk: pool[0], score: 1 }, far])[0].chunk.method).toBe('POST');
  });
});

describe('the values a question names', () => {
  const vocab = new Set(['issues', 'issue', 'search', 'repos', 'open']);
  const search = c('GET', '/search/issues', 'Search issues and pull requests');
  const mine = c('GET', '/issues', 'List issues assigned to the authenticated user');
  const repo = c('GET', '/repos/{owner}/{repo}/issues', 'List repository issues');
  const one = c('GET', '/repos/{owner}/{repo}/issues/{issue_number}', 'Get an issue');
  // Retrieval put the search far ahead: no intent signal alone outweighs it.
  const candidates = [{ chunk: search, score: 3 }, { chunk: mine, score: 2.9 }, { chunk: one, score: 1.2 }, { chunk: repo, score: 1 }];

  it('go to an operation with a place for each of them, of those acting the same way on the same resource', () => {
    const ranked = rankByIntent(understand('which issues are still open in octo/app?', vocab), candidates).map((r) => r.chunk.path);
    expect(ranked[0]).toBe('/repos/{owner}/{repo}/issues');
    // The one issue is another shape of the resource: it stays behind the lists.
    expect(ranked.indexOf('/repos/{owner}/{repo}/issues/{issue_number}')).toBe(3);
  });

  it('leave the order as retrieval had it where the question names none', () => {
    expect(rankByIntent(understand('which issues are still open?', vocab), candidates)[0].chunk.path).toBe('/search/issues');
  });
});

describe('the same item at a longer path', () => {
  const nested = c('DELETE', '/v1/customers/{customer}/subscriptions/{subscription_exposed_id}', "Cancel a customer's subscription");
  const top = c('DELETE', '/v1/subscriptions/{subscription_exposed_id}', 'Cancel a subscription');
  const customer = c('DELETE', '/v1/customers/{customer}', 'Delete a customer');
  const pool = [nested, top, customer];
  const vocab = new Set(['customer', 'subscription', 'cancel']);

  it('is superseded by the shorter path when the question gives no value for the parent', () => {
    const intent = understand('cancel the subscription of a customer', vocab);
    expect(intentSignals(intent, nested, pool).superseded).toBe(-1);
    expect(intentSignals(intent, top, pool).superseded).toBe(0);
    // A different item (the customer) is no shorter path of it.
    expect(intentSignals(intent, customer, pool).superseded).toBe(0);
  });

  it('fits as well when the question names the parent', () => {
    const intent = understand('cancel subscription sub_1 of customer cus_2', vocab);
    expect(intent.scopes).toContain('customer');
    expect(intentSignals(intent, nested, pool).superseded).toBe(0);
  });

  it('holds for a change to a collection under a parent the question never mentions, not for a list', () => {
    const github = new Set(['label', 'labels', 'issue', 'issues', 'repository', 'workflow', 'workflows', 'dispatch']);
    const issueLabels = c('POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels', 'Add labels to an issue');
    const repoLabels = c('POST', '/repos/{owner}/{repo}/labels', 'Create a label');
    const pool = [issueLabels, repoLabels];
    // Issues are named only in the clause that says why: the label is the repository's.
    expect(intentSignals(understand('add a red label to octo/app so people can tag issues with it', github), issueLabels, pool).superseded).toBe(-1);
    expect(intentSignals(understand('add a red label to octo/app so people can tag issues with it', github), repoLabels, pool).superseded).toBe(0);
    expect(intentSignals(understand('put a label on an issue in octo/app', github), issueLabels, pool).superseded).toBe(0);
    const workflowRun = c('POST', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', 'Create a workflow dispatch event');
    const repoEvent = c('POST', '/repos/{owner}/{repo}/dispatches', 'Create a repository dispatch event');
    expect(intentSignals(understand('send a custom event to octo/app so my workflows react to it', github), workflowRun, [workflowRun, repoEvent]).superseded).toBe(-1);
  });

  it('holds for items only: a list or a creation at a shorter path may be another one', () => {
    const createNested = c('POST', '/v1/charges/{charge}/refunds', 'Create a refund');
    const createTop = c('POST', '/v1/refunds', 'Create a refund');
    expect(intentSignals(understand('refund a charge', vocab), createNested, [createNested, createTop]).superseded).toBe(0);
    const repoIssues = c('GET', '/repos/{owner}/{repo}/issues', 'List repository issues');
    const mine = c('GET', '/issues', 'List issues assigned to the authenticated user');
    expect(intentSignals(understand('list the issues of a repository', vocab), repoIssues, [repoIssues, mine]).superseded).toBe(0);
  });
});

describe('a thing the question names', () => {
  const vocab = new Set(['webhook', 'hooks', 'repository', 'org', 'key', 'keys', 'customer', 'invoices', 'charge', 'refund', 'refunds', 'pet', 'image', 'namespace', 'namespaces']);
  const repoHook = c('DELETE', '/repos/{owner}/{repo}/hooks/{hook_id}', 'Delete a repository webhook');
  const orgHook = c('DELETE', '/orgs/{org}/hooks/{hook_id}', 'Delete an organization webhook');

  it('needs a place in the operation: a key of two parameters for "octo/app", a parameter for "webhook 12"', () => {
    const intent = understand('get rid of webhook 12 on octo/app', vocab);
    expect(intent.references.map((r) => r.value)).toEqual(['12', 'octo/app']);
    expect(unplacedReferences(intent, repoHook)).toBe(0);
    expect(unplacedReferences(intent, orgHook)).toBe(1); // `{org}/hooks` is no key in parts
    const pool = [orgHook, repoHook];
    expect(pool.map((p) => intentSignals(intent, p, pool).placed)).toEqual([-1, 0]);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(repoHook);
  });

  it('is placed only by a parameter named for its kind: a task\'s id is no attachment\'s', () => {
    const one = c('GET', '/attachments/{attachment_gid}', 'Get an attachment');
    const list = withQuery('GET', '/attachments', 'Get attachments from an object', 'parent');
    const task = c('GET', '/tasks/{task_gid}', 'Get a task');
    const intent = understand('which files are attached to task 33?', new Set(['task', 'tasks', 'attachments', 'files']));
    expect([one, list, task].map((p) => unplacedReferences(intent, p))).toEqual([1, 1, 0]);
    expect(intentSignals(intent, list, [one, list, task]).placed).toBe(0); // no operation on attachments places it
  });

  it('is placed by a query or body parameter named for its kind as well as by a path parameter', () => {
    const invoices = withQuery('GET', '/v1/invoices', 'List all invoices', 'customer', 'limit');
    const customer = c('GET', '/v1/customers/{customer}', 'Retrieve a customer');
    const list = understand('list the invoices of customer cus_5', vocab);
    expect(unplacedReferences(list, invoices)).toBe(0);
    const pool = [invoices, customer];
    expect(intentSignals(list, invoices, pool).placed).toBe(0);
    // A parameter named for a kind of the thing takes it too (`supported_goal` is a goal).
    const relationships = withQuery('GET', '/goal_relationships', 'Get goal relationships', 'supported_goal');
    expect(unplacedReferences(understand('list the relationships of goal 12', new Set(['goal', 'relationships'])), relationships)).toBe(0);
    const refunds = withBody('POST', '/v1/refunds', 'Create a refund', 'charge', 'amount');
    expect(unplacedReferences(understand('refund charge ch_55', vocab), refunds)).toBe(0);
  });

  it('is placed by a parameter of a resource the spec names in one word that ends in its kind', () => {
    const item = c('GET', '/apis/policy/v1/namespaces/{namespace}/poddisruptionbudgets/{name}', 'read the specified PodDisruptionBudget');
    const list = c('GET', '/apis/policy/v1/namespaces/{namespace}/poddisruptionbudgets', 'list or watch objects of kind PodDisruptionBudget');
    const intent = understand('show budget api-pdb in namespace prod', new Set(['budget', 'namespace', 'poddisruptionbudgets']));
    expect(intent.references).toContainEqual({ resource: 'budget', value: 'api-pdb' });
    expect([item, list].map((p) => unplacedReferences(intent, p))).toEqual([0, 1]);
    // Not a short word at the end of a longer one: a set is no `statefulset`.
    const sets = c('GET', '/apis/apps/v1/namespaces/{namespace}/statefulsets/{name}', 'read the specified StatefulSet');
    expect(unplacedReferences(understand('show set web-1 in namespace prod', new Set(['set', 'namespace', 'statefulsets'])), sets)).toBe(1);
  });

  it('counts only against an operation for the same things as one that places them all, never where nothing is named', () => {
    const upload = c('POST', '/pet/{petId}/uploadImage', 'uploads an image');
    const add = c('POST', '/pet', 'Add a new pet to the store');
    const pool = [upload, add];
    const picture = understand('upload a photo of my dog to pet 3', vocab);
    expect(unplacedReferences(picture, add)).toBe(1);
    expect(pool.map((p) => intentSignals(picture, p, pool).placed)).toEqual([0, 0]); // `/pet` is not `…/uploadImage`
    const both = understand('move pet 3 and pet 4 to namespace x9', vocab); // three things, no operation takes three
    expect(both.references).toHaveLength(3);
    expect(pool.map((p) => intentSignals(both, p, pool).placed)).toEqual([0, 0]);
    const none = understand('add a new pet to the store', vocab);
    expect(none.references).toEqual([]);
    expect(pool.map((p) => intentSignals(none, p, pool).placed)).toEqual([0, 0]);
  });

  it('leaves out the name of what the question creates', () => {
    const create = understand('create namespace staging', vocab);
    expect(create.references).toEqual([]);
  });
});

describe('closing', () => {
  const vocab = new Set(['issue', 'issues', 'account', 'accounts', 'user', 'dispute', 'disputes']);
  const withState = (method: string, path: string, summary: string, field: string, values: string[]) => {
    const chunk = c(method, path, summary);
    chunk.detail = { ...chunk.detail, requestBody: { contentType: 'application/json', required: true, truncated: 0, fields: [{ path: field, type: 'string', required: false, enum: values }] } };
    return chunk;
  };
  const issue = withState('PATCH', '/repos/{owner}/{repo}/issues/{issue_number}', 'Update an issue', 'state', ['open', 'closed']);
  const account = withBody('POST', '/v1/accounts/{account}', 'Update an account', 'business_type', 'email');
  const removeAccount = c('DELETE', '/v1/accounts/{account}', 'Delete an account');
  const dispute = c('POST', '/v1/disputes/{dispute}/close', 'Close a dispute');

  it('sets a state where what is closed has one: a field with the value "closed", an operation named for it', () => {
    expect(closingForGood(understand('close issue 42', vocab), [issue]).action).toBe('update');
    expect(closingForGood(understand('close dispute dp_3', vocab), [dispute, removeAccount]).action).toBe('update');
  });

  it('ends the thing where none of the operations about it has such a state', () => {
    const pool = [account, removeAccount, dispute]; // a dispute's `/close` is about another thing
    const intent = understand('close the connected account acct_3 for good', vocab);
    expect(intent.action).toBe('update');
    expect(closingForGood(intent, pool).action).toBe('delete');
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(removeAccount);
  });
});

describe('a setting kept as a sub-resource of one item', () => {
  const vocab = new Set(['branch', 'branches', 'protection', 'hooks', 'hook', 'repos']);
  const put = c('PUT', '/repos/{owner}/{repo}/branches/{branch}/protection', 'Update branch protection');
  const remove = c('DELETE', '/repos/{owner}/{repo}/branches/{branch}/protection', 'Delete branch protection');
  const checks = c('PATCH', '/repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks', 'Update status check protection');
  const hook = c('DELETE', '/repos/{owner}/{repo}/hooks/{hook_id}', 'Delete a repository webhook');
  const updateHook = c('PATCH', '/repos/{owner}/{repo}/hooks/{hook_id}', 'Update a repository webhook');

  it('is turned off by DELETE and on by PUT', () => {
    const off = understand('turn off branch protection on main in octo/app', vocab);
    expect(rankByIntent(off, [put, checks, remove].map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(remove);
    const on = understand('turn on branch protection for main in octo/app', vocab);
    expect(rankByIntent(on, [remove, checks, put].map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(put);
  });

  it('is turned on by the POST that creates it where its path takes one beside the DELETE, whose PUT then changes it', () => {
    const pagesVocab = new Set(['pages', 'page', 'github', 'site', 'repos', 'repository']);
    const create = c('POST', '/repos/{owner}/{repo}/pages', 'Create a GitHub Pages site');
    const change = c('PUT', '/repos/{owner}/{repo}/pages', 'Update information about a GitHub Pages site');
    const drop = c('DELETE', '/repos/{owner}/{repo}/pages', 'Delete a GitHub Pages site');
    const pool = [change, drop, create];
    const on = understand('turn on GitHub Pages for octo/site', pagesVocab);
    expect(rankByIntent(on, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(create);
    expect(intentSignals(on, change, pool).method).toBeLessThan(intentSignals(on, create, pool).method);
    const off = understand('turn off GitHub Pages for octo/site', pagesVocab);
    expect(rankByIntent(off, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(drop);
    expect(intentSignals(off, create, pool).method).toBe(-1);
    // Without the POST the PUT turns it on; a POST beside no DELETE adds to a collection, which turns nothing on.
    expect(intentSignals(on, change, [change, drop]).method).toBe(1);
    const issues = c('POST', '/repos/{owner}/{repo}/issues', 'Create an issue');
    const putIssues = c('PUT', '/repos/{owner}/{repo}/issues', 'Replace issues');
    const onIssues = understand('turn on issues for octo/site', new Set(['issues', 'repos']));
    expect(intentSignals(onIssues, issues, [issues, putIssues]).method).not.toBe(1);
  });

  it("is named by the spec's word for the object the question turns off (a cooldown: `interaction-limits`)", () => {
    const github = new Set(['orgs', 'org', 'interaction', 'interactions', 'limits', 'comment']);
    const set = c('PUT', '/orgs/{org}/interaction-limits', 'Set interaction restrictions for an organization');
    const lift = c('DELETE', '/orgs/{org}/interaction-limits', 'Remove interaction restrictions from an organization');
    const off = understand('the cooldown we put on acme is over early, turn it off', github);
    expect(rankByIntent(off, [set, lift].map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(lift);
    expect(intentSignals(off, set, [set, lift]).method).toBe(-1);
    // A collection of items named so is no setting: blocking traffic removes no network policies.
    const k8s = new Set(['networkpolicy', 'networkpolicies', 'namespaces', 'ingress']);
    const make = c('POST', '/apis/networking.k8s.io/v1/namespaces/{namespace}/networkpolicies', 'create a NetworkPolicy');
    const clear = c('DELETE', '/apis/networking.k8s.io/v1/namespaces/{namespace}/networkpolicies', 'delete collection of NetworkPolicy');
    const one = c('DELETE', '/apis/networking.k8s.io/v1/namespaces/{namespace}/networkpolicies/{name}', 'delete a NetworkPolicy');
    const block = understand('block traffic between namespaces', k8s);
    expect(block.related).toContain('networkpolicy');
    expect(intentSignals(block, clear, [make, clear, one]).method).not.toBe(1);
  });

  it('is no item: turning an item off is no deletion of it', () => {
    const intent = understand('disable webhook 5 in octo/app', vocab);
    expect(intentSignals(intent, hook, [hook, updateHook], poolFacts(intent, [hook, updateHook])).method).toBe(-1);
  });
});

describe("the caller's own things", () => {
  const vocab = new Set(['orgs', 'organizations', 'user', 'users', 'starred', 'stargazers', 'repos', 'repository']);
  const mine = c('GET', '/user/orgs', 'List organizations for the authenticated user');
  const all = c('GET', '/organizations', 'List organizations');
  const theirs = c('GET', '/users/{username}/orgs', 'List organizations for a user');
  const pool = [all, theirs, mine];

  it("puts the caller's own version first when the question is about the caller", () => {
    const intent = understand('which organizations do I belong to?', vocab);
    expect(pool.map((p) => intentSignals(intent, p, pool).own)).toEqual([0, 0, 1]);
    // Its root is the caller the question speaks of: no detour through `user`.
    expect(intentSignals(intent, mine, pool).through).toBe(0);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(mine);
  });

  it('only for the things "my" names, and never without the caller', () => {
    const starred = c('GET', '/user/starred', 'List repositories starred by the authenticated user');
    const others = c('GET', '/users/{username}/starred', 'List repositories starred by a user');
    const stars = [starred, others];
    expect(intentSignals(understand('who has starred my repository?', vocab), starred, stars).own).toBe(0);
    expect(intentSignals(understand('which repos have I starred?', vocab), starred, stars).own).toBe(1);
    expect(intentSignals(understand('list the organizations', vocab), mine, pool).own).toBe(0);
  });

  it("puts the caller's own record first where the question speaks of the caller's own one by its word", () => {
    const account = c('GET', '/v1/account', 'Retrieve account: retrieves the details of an account');
    const anyAccount = c('GET', '/v1/accounts/{account}', 'Retrieve account: retrieves the details of an account');
    const accounts = [anyAccount, account];
    const words = new Set(['account', 'accounts', 'details']);
    expect(accounts.map((p) => intentSignals(understand('show me my account details', words), p, accounts).own)).toEqual([0, 1]);
    expect(intentSignals(understand('show me the details of account acct_1', words), account, accounts).own).toBe(0);
  });

  it("puts the caller's own version last when the question names someone else", () => {
    const intent = understand('which organizations is user mona42 in?', vocab);
    expect(pool.map((p) => intentSignals(intent, p, pool).own)).toEqual([0, 0, -1]);
  });

  it("puts the caller's own version first where the values fill it and every version for anyone needs more", () => {
    const blocks = [c('DELETE', '/orgs/{org}/blocks/{username}', 'Unblock a user from an organization'), c('DELETE', '/user/blocks/{username}', 'Unblock a user')];
    const words = new Set(['orgs', 'organization', 'user', 'blocks', 'unblock']);
    const intent = understand('unblock troll7, we made up', words);
    expect(blocks.map((p) => intentSignals(intent, p, blocks).own)).toEqual([0, 1]);
    expect(rankByIntent(intent, blocks.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(blocks[1]);
    // A value for the organization has its place in the version for anyone only: that one it is.
    expect(intentSignals(understand('unblock troll7 in organization acme-corp', words), blocks[1], blocks).own).toBe(-1);
  });
});

describe('a value that says whose', () => {
  const vocab = new Set(['user', 'users', 'keys', 'key', 'ssh', 'public']);
  const pool = [c('GET', '/user/keys/{key_id}', 'Get a public SSH key for the authenticated user'), c('GET', '/user/keys', 'List public SSH keys for the authenticated user'), c('GET', '/users/{username}/keys', 'List public keys for a user')];

  it('names no item of the collection but fills a scope ("the SSH keys of linus" → `/users/{username}/keys`)', () => {
    const intent = understand('fetch the public SSH keys of linus so I can let him onto my server', vocab);
    expect(intent.ownerValues).toEqual(['linus']);
    expect(pool.map((p) => intentSignals(intent, p, pool).scope)).toEqual([0, 0, 1]);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(pool[2]);
  });
});

describe('a thing named by the head word of its resource', () => {
  it('finds the item of a resource named in words under an `{id}` parameter', () => {
    const pool = [c('GET', '/v1/application_fees/{id}', 'Retrieve an application fee'), c('GET', '/v1/application_fees', 'List all application fees')];
    const intent = { ...understand('how much did the platform keep as fee fee_9?', new Set(['application', 'fees', 'fee'])), scopes: ['fee'] };
    expect(intentSignals(intent, pool[0], pool).scope).toBe(1);
    expect(intentSignals(intent, pool[1], pool).scope).toBe(-1);
  });

  it('names an item by the collection it is taken from, whatever its parameter is called', () => {
    const pool = [c('GET', '/orgs/{org}/members/{username}', 'Check organization membership for a user'), c('GET', '/orgs/{org}/members', 'List organization members')];
    const intent = understand('is carol a member of the acme organization?', new Set(['orgs', 'members', 'member', 'organization']), new Set(['orgs', 'members']));
    expect(intentSignals(intent, pool[0], pool).scope).toBe(1);
    expect(intentSignals(intent, pool[1], pool).scope).toBe(-1);
  });

  it('names an item a path passes through by its collection, written in parts or as one word', () => {
    const pool = [c('POST', '/v1/identity/verification_sessions/{session}/cancel', 'Cancel a VerificationSession'), c('POST', '/v1/identity/verification_sessions', 'Create a VerificationSession')];
    const intent = { ...understand('call off verification session vs_4', new Set(['identity', 'verification', 'sessions', 'session', 'cancel'])), scopes: ['verificationsession'] };
    expect(intentSignals(intent, pool[0], pool).scope).toBe(1);
    expect(intentSignals(intent, pool[1], pool).scope).toBe(-1);
  });
});

describe('operations on one path', () => {
  const pool = [c('POST', '/v1/files', 'Create a file: to upload a file to Stripe'), c('GET', '/v1/payouts', 'List all payouts'), c('GET', '/v1/files', 'List all files')];
  const scores = [1, 0.5, 0.2];
  const vocab = new Set(['files', 'file', 'upload', 'payouts', 'account']);
  it('are told apart by the method the question asks for, however far apart retrieval put them', () => {
    const ranked = rankByIntent(understand('list the files uploaded to my account', vocab), pool.map((chunk, i) => ({ chunk, score: scores[i] })));
    expect(`${ranked[0].chunk.method} ${ranked[0].chunk.path}`).toBe('GET /v1/files');
  });
  it('keep their order where the question says no action, or a method fits about as well', () => {
    const asIs = (q: string) => rankByIntent(understand(q, vocab), pool.map((chunk, i) => ({ chunk, score: scores[i] })))[0].chunk.method;
    expect(asIs('upload a file to my account')).toBe('POST');
    const put = [c('PUT', '/v1/things/{id}', 'Replace a thing'), c('PATCH', '/v1/things/{id}', 'Update a thing')];
    const ranked = rankByIntent(understand('change thing 5', new Set(['things', 'thing'])), put.map((chunk, i) => ({ chunk, score: 1 - i * 0.9 })));
    expect(ranked[0].chunk.method).toBe('PUT'); // PATCH fits 1, PUT 0.8: not a whole point apart
  });
});

describe('a grant where one path adds to a list and sets it whole', () => {
  const vocab = new Set(['branch', 'branches', 'protection', 'restrictions', 'apps', 'app', 'teams', 'team', 'users', 'push', 'protected']);
  const add = c('POST', '/repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps', 'Add app access restrictions');
  const set = c('PUT', '/repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps', 'Set app access restrictions');
  const remove = c('DELETE', '/repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps', 'Remove app access restrictions');
  const pool = [set, remove, add];
  const first = (q: string, chunks = pool) => rankByIntent(understand(q, vocab), chunks.map((chunk) => ({ chunk, score: 1 })))[0].chunk;

  it('adds the one it lets in (POST), rather than setting the list anew (PUT)', () => {
    expect(first('let the app deploy-bot push to protected branch main in acme/site')).toBe(add);
    expect(first('allow app deploy-bot to push to the protected branch main of acme/site')).toBe(add);
    const grant = understand('let the app deploy-bot push to branch main', vocab);
    expect(intentSignals(grant, set, pool).method).toBe(0.3);
    // Taking it away stays what it was.
    expect(intentSignals(grant, remove, pool).method).toBeLessThan(0);
    // The whole of a team let in is one more let in, not a list set anew.
    expect(first('let the whole release team push to protected branch main', [c('PUT', add.path.replace('apps', 'teams'), 'Set team access restrictions'), c('POST', add.path.replace('apps', 'teams'), 'Add team access restrictions')]).method).toBe('POST');
  });

  it('adds by the action named for adding, never the one named for removing', () => {
    const addMembers = c('POST', '/projects/{project_gid}/addMembers', 'Add users to a project');
    const removeMembers = c('POST', '/projects/{project_gid}/removeMembers', 'Remove users from a project');
    const members = [removeMembers, addMembers];
    const asana = new Set(['projects', 'project', 'members', 'users', 'user']);
    const intent = understand('let users 3 and 4 work on project 41', asana);
    expect(intentSignals(intent, addMembers, members).method).toBe(1);
    expect(intentSignals(intent, removeMembers, members).method).toBe(-1);
    expect(rankByIntent(intent, members.map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(addMembers);
    // Read as allowing, said as what a thing can do: no one let in.
    const removeDependencies = c('POST', '/tasks/{task_gid}/removeDependencies', 'Unlink dependencies from a task');
    const free = understand("task 12 can start now, it doesn't depend on task 9 anymore", new Set(['tasks', 'task', 'dependencies']));
    expect(free.verb).toBe('allow');
    expect(intentSignals(free, removeDependencies, [removeDependencies]).method).not.toBe(-1);
    // Letting the asker is asking to do it: no one is added.
    const addProject = c('POST', '/tasks/{task_gid}/addProject', 'Add a project to a task');
    const tasks = c('GET', '/projects/{project_gid}/tasks', 'Get tasks from a project');
    const see = understand('let me see the tasks in project 5', new Set(['tasks', 'task', 'projects', 'project']));
    expect(intentSignals(see, addProject, [addProject, tasks]).method).not.toBe(1);
  });

  it('sets the list whole where the question says who alone may', () => {
    expect(first('only app deploy-bot may push to the protected branch main of acme/site')).toBe(set);
    expect(first('nobody but app deploy-bot may push to branch main of acme/site')).toBe(set);
    expect(first('allow only app deploy-bot to push to branch main of acme/site')).toBe(set);
  });

  it('reads the method as before where the path takes no POST beside the PUT, or the verb grants nothing', () => {
    const role = c('PATCH', '/apis/rbac.authorization.k8s.io/v1/clusterroles/{name}', 'partially update the specified ClusterRole');
    const roles = c('POST', '/apis/rbac.authorization.k8s.io/v1/clusterroles', 'create a ClusterRole');
    const intent = understand('let cluster role viewer also read config maps', new Set(['clusterroles', 'cluster', 'role', 'configmaps']));
    expect(intentSignals(intent, roles, [role, roles]).method).not.toBe(1);
    const change = understand('change the apps that may push to branch main', vocab);
    expect(intentSignals(change, add, pool).method).not.toBe(1);
  });
});

describe('a change to things spoken of in the plural', () => {
  const one = c('PUT', '/orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}', 'Add selected repository to an organization secret');
  const set = c('PUT', '/orgs/{org}/actions/secrets/{secret_name}/repositories', 'Set selected repositories for an organization secret');
  const vocab = new Set(['orgs', 'organization', 'secrets', 'secret', 'repositories', 'repository', 'list']);
  const shapes = (q: string) => [one, set].map((p) => intentSignals(understand(q, vocab), p, [one, set]).shape);
  it('is made on them as a set, not on one item of their kind, where the question names none', () => {
    expect(shapes('make organization secret NPM_TOKEN available to exactly this list of repositories')).toEqual([-0.5, 0]);
  });
  it('is made on one item where the question names it or speaks of one', () => {
    expect(shapes('make organization secret NPM_TOKEN available to repository 42')).toEqual([0.5, 0]);
    expect(shapes('make organization secret NPM_TOKEN available to one more repository')).toEqual([0.5, 0]);
  });
});

describe('a collection and its item', () => {
  const pool = [c('GET', '/v1/transfers', 'List all transfers'), c('GET', '/v1/payouts', 'List all payouts'), c('GET', '/v1/transfers/{transfer}', 'Retrieve a transfer')];
  const vocab = new Set(['transfers', 'transfer', 'payouts', 'account']);
  const first = (q: string) => {
    const r = rankByIntent(understand(q, vocab), pool.map((chunk, i) => ({ chunk, score: 1 - i * 0.4 })))[0].chunk;
    return `${r.method} ${r.path}`;
  };
  it('put the item first where the question names one of the collection by its value', () => {
    expect(first('look up transfer tr_4 that I sent to a connected account')).toBe('GET /v1/transfers/{transfer}');
  });
  it('take an item for no collection: a second id under an item names a part of it, not one of many', () => {
    const gists = [c('GET', '/gists/{gist_id}', 'Get a gist'), c('GET', '/gists/{gist_id}/{sha}', 'Get a gist revision')];
    const r = rankByIntent(understand('open gist 5f3a', new Set(['gists', 'gist'])), gists.map((chunk, i) => ({ chunk, score: 1 - i * 0.4 })));
    expect(`${r[0].chunk.method} ${r[0].chunk.path}`).toBe('GET /gists/{gist_id}');
  });
  it('keep the collection first for a list, or where no value of its kind is named', () => {
    expect(first('list the transfers I sent to account acct_1')).toBe('GET /v1/transfers');
    expect(first('show the transfers I sent last week')).toBe('GET /v1/transfers');
  });
  it('put the collection first for a list that names none of them, wherever retrieval put it', () => {
    const hpa = [c('GET', '/apis/autoscaling/v2/namespaces/{namespace}/horizontalpodautoscalers/{name}', 'read the specified HorizontalPodAutoscaler'), c('GET', '/apis/autoscaling/v2/namespaces/{namespace}/horizontalpodautoscalers', 'list or watch objects of kind HorizontalPodAutoscaler')];
    const vocab = new Set(['horizontalpodautoscalers', 'autoscalers', 'namespace', 'namespaces']);
    const top = (q: string) => rankByIntent(understand(q, vocab, new Set(['horizontalpodautoscalers', 'namespaces'])), hpa.map((chunk, i) => ({ chunk, score: 1 - i * 0.9 })))[0].chunk;
    expect(top('which autoscalers are set up in namespace shop?')).toBe(hpa[1]);
    // One of them named: the item; and a plural that is not the collection's kind asks about one of them.
    expect(top('show autoscaler web in namespace shop')).toBe(hpa[0]);
    expect(top('which metrics does the autoscaler in namespace shop watch?')).toBe(hpa[0]);
  });
  it('put the collection first for a list in other words that gives no value for the item, nor an acronym that could be one', () => {
    const base = '/v1/sources/{source}/source_transactions';
    const txns = [c('GET', `${base}/{source_transaction}`, 'Retrieve a source transaction'), c('GET', base, 'List source transactions')];
    const vocab = new Set(['sources', 'source', 'source_transactions', 'transactions', 'payments']);
    const top = (q: string) => rankByIntent(understand(q, vocab, new Set(['sources', 'source_transactions', 'payments'])), txns.map((chunk, i) => ({ chunk, score: 1 - i * 0.9 })))[0].chunk;
    expect(top('what payments have been pushed into source src_90 so far?')).toBe(txns[1]);
    // A value free to be the item's id names one, and a question that speaks of one of them asks about it.
    expect(top('what payments has source src_90 got from srctxn_5?')).toBe(txns[0]);
    const ranges = '/api/v1/namespaces/{namespace}/limitranges';
    const limits = [c('GET', `${ranges}/{name}`, 'read the specified LimitRange'), c('GET', ranges, 'list or watch objects of kind LimitRange')];
    const asked = understand('show the default memory limits that limit range defaults sets in namespace dev', specVocabulary(limits), new Set(['limitranges', 'namespaces']));
    expect(rankByIntent(asked, limits.map((chunk, i) => ({ chunk, score: 1 - i * 0.9 })))[0].chunk).toBe(limits[0]);
    const claims = '/apis/resource.k8s.io/v1/namespaces/{namespace}/resourceclaims';
    const pool = [c('GET', `${claims}/{name}`, 'read the specified ResourceClaim'), c('GET', claims, 'list or watch objects of kind ResourceClaim')];
    const words = new Set(['resource', 'resourceclaims', 'claims', 'namespace', 'namespaces', 'pods']);
    const ranked = rankByIntent(understand('list the GPU resource claims that pods in namespace training have made', words, new Set(['resourceclaims', 'namespaces'])), pool.map((chunk, i) => ({ chunk, score: 1 - i * 0.9 })));
    expect(ranked[0].chunk).toBe(pool[1]);
  });
  it('put the collection of the kind a list asks for first, ahead of a list of something else its paths pass through', () => {
    const lists = [
      c('GET', '/api/v1/events', 'list or watch objects of kind Event'),
      c('GET', '/api/v1/pods', 'list or watch objects of kind Pod'),
      c('GET', '/api/v1/namespaces', 'list or watch objects of kind Namespace'),
      c('GET', '/api/v1/namespaces/{name}', 'read the specified Namespace'),
    ];
    const vocab = new Set(['namespaces', 'namespace', 'events', 'event', 'pods', 'pod', 'list']);
    const top = (q: string) => rankByIntent(understand(q, vocab, new Set(['namespaces'])), lists.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })))[0].chunk;
    expect(top('list the namespaces')).toBe(lists[2]);
    expect(top('list all namespaces in the cluster')).toBe(lists[2]);
    // A list of what the first one is, or a question that is no list, keeps the order.
    expect(top('list the events')).toBe(lists[0]);
    expect(top('what happened to namespace dev?')).toBe(lists[0]);
    // A count may be answered by an operation that counts.
    expect(top('how many namespaces are there?')).toBe(lists[0]);
  });
  it('put the item first where the question mentions the collection and names a value of no kind', () => {
    const blocks = [c('GET', '/user/blocks', 'List users blocked by the authenticated user'), c('GET', '/user', 'Get the authenticated user'), c('GET', '/user/blocks/{username}', 'Check if a user is blocked by the authenticated user')];
    const top = (q: string) => {
      const r = rankByIntent(understand(q, new Set(['user', 'blocks', 'blocked', 'list'])), blocks.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })))[0].chunk;
      return `${r.method} ${r.path}`;
    };
    expect(top('is spammer99 on my blocked list?')).toBe('GET /user/blocks/{username}');
    // A date, an amount or a title is no item's identifier.
    expect(top('is anyone on my blocked list since 2024-01-02?')).toBe('GET /user/blocks');
    expect(top('is "Bad Actors Inc" on my blocked list?')).toBe('GET /user/blocks');
  });
});

describe('a part of one item that nothing changes where it is', () => {
  const withItems = withBody('POST', '/v1/quotes/{quote}', 'Update a quote', 'line_items', 'description');
  const pool = [c('GET', '/v1/quotes/{quote}/line_items', "Retrieve a quote's line items"), c('POST', '/v1/quotes/{quote}/accept', 'Accept a quote'), withItems];
  const vocab = new Set(['quote', 'quotes', 'line', 'items', 'accept']);
  const top = (q: string, candidates = pool) => rankByIntent(understand(q, vocab), candidates.map((chunk, i) => ({ chunk, score: 1 - i * 0.2 })))[0].chunk;
  it("is changed by the item's own update, whose body has a field named for it", () => {
    expect(top('change the line items on quote qt_3')).toBe(withItems);
    // Read, it is read where it is; and an update with no such field, or a change where the part is, is no such update.
    expect(top('show the line items on quote qt_3')).toBe(pool[0]);
    const without = withBody('POST', '/v1/quotes/{quote}', 'Update a quote', 'description');
    expect(top('change the line items on quote qt_3', [pool[0], pool[1], without])).toBe(pool[0]);
    const put = withBody('PUT', '/v1/quotes/{quote}/line_items', 'Replace line items', '[].price');
    expect(top('change the line items on quote qt_3', [pool[0], put, withItems])).toBe(put);
  });
});

describe('a removal from a named thing', () => {
  const pool = [
    c('DELETE', '/projects/{project_gid}', 'Delete a project'),
    c('DELETE', '/portfolios/{portfolio_gid}', 'Delete a portfolio'),
    c('POST', '/portfolios/{portfolio_gid}/removeItem', 'Remove a portfolio item'),
  ];
  const vocab = new Set(['projects', 'project', 'portfolios', 'portfolio', 'remove', 'item', 'delete']);
  const first = (q: string) => {
    const r = rankByIntent(understand(q, vocab, new Set(['projects', 'portfolios'])), pool.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })))[0].chunk;
    return `${r.method} ${r.path}`;
  };
  it('is made on that thing, which stays: an operation under it, not a deletion of either', () => {
    expect(first('take project 3 out of portfolio 2')).toBe('POST /portfolios/{portfolio_gid}/removeItem');
  });
  it('leaves an operation first that names the holder, wherever it sits', () => {
    const tasks = [c('POST', '/tasks/{task_gid}/removeProject', 'Remove a project from a task'), c('DELETE', '/tasks/{task_gid}', 'Delete a task'), c('POST', '/projects/{project_gid}/removeMembers', 'Remove users from a project')];
    const ranked = rankByIntent(understand('remove task 12 from project 7', new Set(['tasks', 'task', 'projects', 'project', 'remove'])), tasks.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })));
    expect(ranked[0].chunk).toBe(tasks[0]);
  });
  it("leaves the thing's own deletion under the holder first, and moves no removal of another item up", () => {
    const k8s = [c('DELETE', '/apis/networking.k8s.io/v1/namespaces/{namespace}/ingresses/{name}', 'delete an Ingress'), c('DELETE', '/apis/networking.k8s.io/v1/namespaces/{namespace}/ingresses', 'delete collection of Ingress')];
    const ingress = rankByIntent(understand('remove ingress web from namespace shop', new Set(['ingresses', 'ingress', 'namespaces', 'namespace', 'delete']), new Set(['ingresses', 'namespaces'])), k8s.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })));
    expect(ingress[0].chunk).toBe(k8s[0]);
    const board = [c('DELETE', '/projects/columns/{column_id}', 'Delete a project column'), c('DELETE', '/projects/{project_id}/collaborators/{username}', 'Remove user as a collaborator')];
    const column = rankByIntent(understand('drop column 9 from project 4', new Set(['projects', 'project', 'columns', 'column', 'delete'])), board.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })));
    expect(column[0].chunk).toBe(board[0]);
  });
  it('is made on a holder named by its kind alone: not its own deletion, but the removal of the thing, whatever the question calls it', () => {
    const lists = [c('DELETE', '/v1/radar/value_lists/{value_list}', 'Delete a value list'), c('DELETE', '/v1/radar/value_list_items/{item}', 'Delete a value list item')];
    const vocab = new Set(['radar', 'value', 'list', 'lists', 'items', 'item', 'entry', 'delete']);
    const ranked = rankByIntent(understand('remove entry rsli_4 from its Radar value list', vocab, new Set(['value_lists', 'value_list_items'])), lists.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })));
    expect(ranked[0].chunk).toBe(lists[1]);
    // Deleting the thing itself, not the holder, stays first ("delete role 12 from our workspace").
    const roles = [c('DELETE', '/roles/{role_gid}', 'Delete a role'), c('POST', '/workspaces/{workspace_gid}/removeUser', 'Remove a user from a workspace')];
    const role = rankByIntent(understand('delete role 12 from our workspace', new Set(['roles', 'role', 'workspaces', 'workspace', 'remove', 'user'])), roles.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })));
    expect(role[0].chunk).toBe(roles[0]);
  });
  it('moves up no other part of the holder: a literal end that neither removes nor names the thing', () => {
    // Nor another item under it, where a path uses the word for the thing (`/app/…`: "our GitHub App").
    const installs = [c('DELETE', '/app/installations/{installation_id}', 'Delete an installation for the authenticated app'), c('DELETE', '/app/installations/{installation_id}/suspended', 'Unsuspend an app installation'), c('DELETE', '/user/installations/{installation_id}/repositories/{repository_id}', 'Remove a repository from an app installation')];
    const ranked = rankByIntent(understand('uninstall our GitHub App from installation 4411', new Set(['app', 'installations', 'installation', 'suspended', 'github'])), installs.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })));
    expect(ranked[0].chunk).toBe(installs[0]);
    // One that names the thing taken out still does ("… labels").
    const labels = [c('DELETE', '/repos/{owner}/{repo}/issues/{issue_number}', 'Delete an issue'), c('DELETE', '/repos/{owner}/{repo}/issues/{issue_number}/labels', 'Remove all labels from an issue')];
    const label = rankByIntent(understand('remove the labels from issue 12 in octo/app', new Set(['issues', 'issue', 'labels', 'label', 'remove'])), labels.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })));
    expect(label[0].chunk).toBe(labels[1]);
  });
  it('is made under the holder where the thing is named in a word that no path among the candidates uses', () => {
    const k8s = [c('DELETE', '/api/v1/namespaces/{name}', 'delete a Namespace'), c('DELETE', '/api/v1/namespaces/{namespace}/events/{name}', 'delete an Event')];
    const vocab = new Set(['namespaces', 'namespace', 'events', 'event', 'recorded', 'delete']);
    const ranked = rankByIntent(understand('throw away the recorded occurrence web.17a from namespace storefront', vocab, new Set(['namespaces', 'events'])), k8s.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })));
    expect(ranked[0].chunk).toBe(k8s[1]);
  });
  it('leaves a plain deletion first where nothing is taken out of anything', () => {
    expect(first('delete project 3')).toBe('DELETE /projects/{project_gid}');
    expect(first('delete project 3 in portfolio 2')).toBe('DELETE /projects/{project_gid}');
  });
});

describe('things of a named item', () => {
  const first = (q: string, vocab: string[], pool: Chunk[]) => {
    const r = rankByIntent(understand(q, new Set(vocab)), pool.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })))[0].chunk;
    return `${r.method} ${r.path}`;
  };
  const goals = [c('GET', '/goals/{goal_gid}', 'Get a goal'), c('GET', '/goals/{goal_gid}/parentGoals', 'Get parent goals from a goal'), c('GET', '/goals/{goal_gid}/status', 'Get the status of a goal')];
  it('asked for in the plural are a collection under the item, not its own record', () => {
    expect(first('which bigger goals does goal 30 contribute to?', ['goals', 'goal', 'parent'], goals)).toBe('GET /goals/{goal_gid}/parentGoals');
  });
  it('leave the item first for the item itself, a verb after its name, or a part of it named in the singular', () => {
    expect(first('show me goal 30', ['goals', 'goal'], goals)).toBe('GET /goals/{goal_gid}');
    expect(first('see why goal 30 keeps slipping', ['goals', 'goal'], goals)).toBe('GET /goals/{goal_gid}');
    expect(first('show the details of goal 30', ['goals', 'goal'], goals)).toBe('GET /goals/{goal_gid}');
    const pods = [c('GET', '/pods/{name}', 'read the specified Pod'), c('GET', '/pods/{name}/status', 'read status of the specified Pod'), c('GET', '/pods/{name}/ephemeralcontainers', 'read ephemeralcontainers of the specified Pod')];
    expect(first('which ephemeral containers has pod web-1 got?', ['pods', 'pod', 'containers'], pods)).toBe('GET /pods/{name}/ephemeralcontainers');
    expect(first('see why pod web-1 keeps crashing', ['pods', 'pod'], pods)).toBe('GET /pods/{name}');
  });
  it('are not plurals that the path of the item spells before its kind ("financial connections account fca_3")', () => {
    const accounts = [c('GET', '/v1/financial_connections/accounts/{account}', 'Retrieve an Account'), c('GET', '/v1/financial_connections/accounts/{account}/owners', 'List Account Owners')];
    expect(first('what do we know about financial connections account fca_3?', ['financial', 'connections', 'accounts', 'account', 'owners'], accounts)).toBe('GET /v1/financial_connections/accounts/{account}');
  });
  it('named by the head word of a collection in parts ("check run 55" of `check-runs`)', () => {
    const runs = [c('GET', '/check-runs/{check_run_id}', 'Get a check run'), c('GET', '/check-runs/{check_run_id}/annotations', 'List check run annotations')];
    expect(first('what warnings did check run 55 leave on the code?', ['check', 'runs', 'annotations'], runs)).toBe('GET /check-runs/{check_run_id}/annotations');
  });
});

describe('a kind spoken of in the plural', () => {
  const first = (q: string, vocab: string[], pool: Chunk[]) => {
    const r = rankByIntent(understand(q, new Set(vocab)), pool.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })))[0].chunk;
    return `${r.method} ${r.path}`;
  };
  const comments = [c('GET', '/repos/{owner}/{repo}/pulls/{pull_number}/comments', 'List review comments on a pull request'), c('GET', '/repos/{owner}/{repo}/pulls/comments', 'List review comments in a repository')];
  const labels = [c('GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels', 'List labels for an issue'), c('GET', '/repos/{owner}/{repo}/labels', 'List labels for a repository')];
  const github = ['pulls', 'pull', 'comments', 'review', 'issues', 'issue', 'labels', 'label'];
  it('is no one item of it: an operation without the id takes the place of one that takes it', () => {
    expect(first('list every review comment left on pull requests across acme/web', github, comments)).toBe('GET /repos/{owner}/{repo}/pulls/comments');
    expect(first('what labels exist for tagging issues in octo/app?', github, labels)).toBe('GET /repos/{owner}/{repo}/labels');
  });
  it('leaves first the item of one named in the singular, by value, or as the scope', () => {
    expect(first('list the review comments on a pull request in acme/web', github, comments)).toBe('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments');
    expect(first('list the review comments on pull request 5 in acme/web', github, comments)).toBe('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments');
    expect(first('which labels does issue 5 in octo/app have?', github, labels)).toBe('GET /repos/{owner}/{repo}/issues/{issue_number}/labels');
    const budgets = [c('GET', '/apis/policy/v1/namespaces/{namespace}/poddisruptionbudgets', 'list objects of kind PodDisruptionBudget'), c('GET', '/apis/policy/v1/poddisruptionbudgets', 'list objects of kind PodDisruptionBudget')];
    expect(first('which pod disruption budgets exist in namespace payments?', ['namespaces', 'namespace', 'poddisruptionbudgets', 'pod'], budgets)).toBe('GET /apis/policy/v1/namespaces/{namespace}/poddisruptionbudgets');
  });
});

describe('the record of a named item', () => {
  const first = (q: string, vocab: string[], pool: Chunk[]) => {
    const r = rankByIntent(understand(q, new Set(vocab)), pool.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })))[0].chunk;
    return `${r.method} ${r.path}`;
  };
  const runs = [c('GET', '/repos/{owner}/{repo}/actions/runs/{run_id}/timing', 'Get workflow run usage'), c('GET', '/repos/{owner}/{repo}/actions/runs/{run_id}', 'Get a workflow run')];
  const vocab = ['runs', 'run', 'workflow', 'timing', 'actions'];
  it('is read in place of a part of it the question never mentions', () => {
    expect(first('get the status and conclusion of workflow run 9001 in acme/api', vocab, runs)).toBe('GET /repos/{owner}/{repo}/actions/runs/{run_id}');
  });
  it('leaves first a part the question names, in its path or its summary, or an item nobody names', () => {
    expect(first('get the timing of workflow run 9001 in acme/api', vocab, runs)).toBe('GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing');
    expect(first('how much usage did workflow run 9001 in acme/api bill?', vocab, runs)).toBe('GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing');
    const acl = [c('GET', '/calendars/{calendarId}/acl', 'Returns the rules in the access control list for the calendar.'), c('GET', '/calendars/{calendarId}', 'Returns metadata for a calendar.')];
    expect(first('get the access control list for calendar c1', ['calendars', 'calendar', 'acl'], acl)).toBe('GET /calendars/{calendarId}/acl');
    // …in the spec's words for the question's: "everything that happened" is events.
    const issue = [c('GET', '/repos/{owner}/{repo}/issues/{issue_number}/timeline', 'List timeline events for an issue'), c('GET', '/repos/{owner}/{repo}/issues/{issue_number}', 'Get an issue')];
    expect(first('show everything that happened on issue 88, in order', ['issues', 'issue', 'events', 'timeline'], issue)).toBe('GET /repos/{owner}/{repo}/issues/{issue_number}/timeline');
    expect(first('get the status and conclusion of a workflow run', vocab, runs)).toBe('GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing');
  });
  it('is read where several parts of the item are asked, in place of the one part or things under it that one names', () => {
    const issue = [c('GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels', 'List labels for an issue'), c('GET', '/repos/{owner}/{repo}/issues/{issue_number}', 'Get an issue')];
    const words = ['issues', 'issue', 'labels', 'label', 'body'];
    expect(first('pull up issue 512 in acme/web so I can read its body and labels', words, issue)).toBe('GET /repos/{owner}/{repo}/issues/{issue_number}');
    expect(first('which labels does issue 512 in acme/web have?', words, issue)).toBe('GET /repos/{owner}/{repo}/issues/{issue_number}/labels');
    const branch = [c('GET', '/repos/{owner}/{repo}/branches/{branch}/protection', 'Get branch protection'), c('GET', '/repos/{owner}/{repo}/branches/{branch}', 'Get a branch')];
    const branchWords = ['branches', 'branch', 'protection', 'protected', 'commit'];
    expect(first("is branch release-2 of acme/api protected, and what's its latest commit?", branchWords, branch)).toBe('GET /repos/{owner}/{repo}/branches/{branch}');
    expect(first('is branch release-2 of acme/api protected?', branchWords, branch)).toBe('GET /repos/{owner}/{repo}/branches/{branch}/protection');
    // A key in parts names the item it fills.
    const repo = [c('GET', '/repos/{owner}/{repo}/forks', 'List forks'), c('GET', '/repos/{owner}/{repo}', 'Get a repository')];
    expect(first('how many stars and forks does octo/app have?', ['repos', 'repository', 'forks', 'stargazers'], repo)).toBe('GET /repos/{owner}/{repo}');
  });
});

describe('one thing changed', () => {
  it('is an item, or a part of one the question names (`…/{name}/status` for "the status of …")', () => {
    const vocab = new Set(['resource', 'quota', 'resourcequotas', 'status', 'namespace']);
    const pool = [
      c('PATCH', '/api/v1/namespaces/{namespace}/resourcequotas/{name}/status', 'partially update status of the specified ResourceQuota'),
      c('PATCH', '/api/v1/namespaces/{namespace}/resourcequotas/{name}', 'partially update the specified ResourceQuota'),
    ];
    const status = understand('patch the used figures in the status of resource quota compute in namespace team-a', vocab);
    expect(intentSignals(status, pool[0], pool).shape).toBe(0.5);
    expect(intentSignals(status, pool[1], pool).shape).toBe(0.5);
    // Nor one it names in a clause about when ("before confirming it").
    const confirm = c('POST', '/v1/payment_intents/{intent}/confirm', 'Confirm a payment intent');
    const before = understand('change the amount on payment intent pi_4 before confirming it', new Set(['payment', 'intent', 'amount', 'confirm']));
    expect(intentSignals(before, confirm, [confirm]).shape).toBe(-0.5);
    // A part the question does not name is not the thing changed.
    const hard = understand('patch the hard limits of resource quota compute in namespace team-a', vocab);
    expect(intentSignals(hard, pool[0], pool).shape).toBe(0);
  });
});

describe('an action on a named thing', () => {
  it('is not one on a thing inside it that the question leaves unnamed (`…/proxy/{path}` without a path)', () => {
    const vocab = new Set(['node', 'nodes', 'proxy', 'patch']);
    const proxy = c('PATCH', '/api/v1/nodes/{name}/proxy', 'connect PATCH requests to proxy of Node');
    const withPath = c('PATCH', '/api/v1/nodes/{name}/proxy/{path}', 'connect PATCH requests to proxy of Node');
    const pool = [withPath, proxy];
    const route = understand('route a PATCH call to node worker-5 by way of its proxy subresource', vocab);
    expect(route.action).toBe('act');
    expect(intentSignals(route, withPath, pool).shape).toBe(-0.5);
    expect(intentSignals(route, proxy, pool).shape).toBe(0);
    // A path the question gives fills it.
    const hook = understand('route a PATCH call for /hook to node worker-5 by way of its proxy subresource', vocab);
    expect(intentSignals(hook, withPath, pool).shape).toBe(0);
    // Without the same action on the whole, the value missing may be any of the path's ("unblock spammer42 in the acme
    // organization", where "acme" was not read as a name: `/orgs/{org}/blocks/{username}` has no DELETE of `…/blocks`).
    expect(intentSignals(route, withPath, [withPath]).shape).toBe(0);
    // Nor does the same action on another spec's whole.
    const elsewhere = fixtureChunk('other', 'PATCH', '/api/v1/nodes/{name}/proxy', 'connect PATCH requests to proxy of Node');
    expect(intentSignals(route, withPath, [withPath, elsewhere]).shape).toBe(0);
  });
});

describe('one thing read', () => {
  it('is an item, or a part of one named in the singular after its id', () => {
    const pool = [c('GET', '/repos/{owner}/{repo}/license', 'Get the license for a repository'), c('GET', '/licenses', 'Get all commonly used licenses')];
    const intent = understand('what license is octo/app released under?', new Set(['license', 'licenses', 'repos']));
    expect(intentSignals(intent, pool[0], pool, poolFacts(intent, pool)).shape).toBe(0.5);
    expect(intentSignals(intent, pool[1], pool, poolFacts(intent, pool)).shape).toBe(0);
    // Without a value that says which one, a part of an item is no more one thing than anything else.
    const unnamed = understand('what license should I pick?', new Set(['license', 'licenses', 'repos']));
    expect(intentSignals(unnamed, pool[0], pool, poolFacts(unnamed, pool)).shape).toBe(0);
  });
});

describe('an operation named for making the noun of the question\'s verb', () => {
  const pool = [
    c('POST', '/v1/refunds', 'Create customer balance refund'),
    c('POST', '/v1/tax/transactions/create_reversal', 'Create a reversal transaction'),
    c('POST', '/v1/tax/transactions/create_from_calculation', 'Create a transaction from a calculation'),
    c('GET', '/v1/tax/transactions/{transaction}', 'Retrieve a transaction'),
  ];
  const vocab = new Set(['refunds', 'tax', 'transactions', 'reversal', 'calculation', 'order']);

  it('does what the verb says, on the collection it hangs from ("reverse a tax transaction" → `…/transactions/create_reversal`)', () => {
    const intent = understand('reverse a tax transaction after the order was refunded', vocab);
    const s = intentSignals(intent, pool[1], pool);
    expect([s.method, s.verb, s.object]).toEqual([1, 1, 0.5]);
    expect(rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/v1/tax/transactions/create_reversal');
  });

  it('is a creation like any other where the verb makes another noun, or the name starts with no verb', () => {
    const intent = understand('reverse a tax transaction', vocab);
    expect(intentSignals(intent, pool[2], pool).method).toBe(-0.5);
    const quick = c('POST', '/calendars/{calendarId}/events/quickAdd', 'Creates an event based on a simple text string.');
    expect(intentSignals(understand('create a new event on calendar 5', new Set(['events', 'calendars'])), quick, [quick]).object).toBe(0);
  });
});

describe('the shape of a path, read off the spec', () => {
  it('lists with the plural of a part named in the singular beside it, and with a participle alone', () => {
    const one = c('GET', '/orgs/{org}/installation', "Get an organization's installation for the authenticated app");
    const many = c('GET', '/orgs/{org}/installations', 'List app installations for an organization');
    const intent = understand('which apps are installed on the acme organization?', new Set(['apps', 'installations', 'organization']));
    expect([intentSignals(intent, one, [one, many]).shape, intentSignals(intent, many, [one, many]).shape]).toEqual([0, 1]);
    expect(rankByIntent(intent, [one, many].map((chunk) => ({ chunk, score: 1 })))[0].chunk.path).toBe('/orgs/{org}/installations');
    const starred = c('GET', '/users/{username}/starred', 'List repositories starred by a user');
    expect(intentSignals(understand('what repositories has user mona starred?', new Set(['repositories', 'user'])), starred, [starred]).shape).toBe(1);
  });

  it('reads a custom method after a parameter as a segment of its own', () => {
    const clear = c('POST', '/v4/spreadsheets/{spreadsheetId}/values/{range}:clear', 'Clears values from a spreadsheet');
    const intent = understand('clear the values in range A1:B2 of spreadsheet "s1"', new Set(['values', 'range', 'spreadsheet']));
    expect(placeReferences(intent, clear)).toEqual({ path: new Map([['spreadsheetId', 's1'], ['range', 'A1:B2']]), unplaced: 0 });
    expect(intentSignals(intent, clear, [clear]).scope).toBe(1);
  });

  it('takes the action of an RPC name from its last part', () => {
    expect(namedAction(c('POST', '/admin.conversations.restrictAccess.removeGroup', 'Remove a group from a channel'))).toBe('delete');
    expect(namedAction(c('POST', '/admin.conversations.restrictAccess.addGroup', 'Add a group to a channel'))).toBe('create');
  });

  it('reads a POST to a path named for a removal as a removal, and no other POST', () => {
    const remove = c('POST', '/v1/apps/secrets/delete', 'Delete a secret');
    expect(namedAction(remove)).toBe('delete');
    expect(namedAction(c('POST', '/v1/apps/secrets', 'Set a secret'))).toBeNull();
    expect(namedAction(c('GET', '/v1/apps/secrets/find', 'Find a secret'))).toBeNull();
    expect(intentSignals(understand('remove the secret api_token', new Set(['secret', 'secrets', 'delete'])), remove, [remove]).method).toBe(1);
  });

  it('fits a creation that takes what it is made from in its request body to that scope', () => {
    const fromCalculation = withBody('POST', '/v1/tax/transactions/create_from_calculation', 'Create a transaction from a calculation', 'calculation', 'reference');
    const calculations = withBody('POST', '/v1/tax/calculations', 'Calculate tax', 'currency', 'line_items');
    const intent = understand('create a tax transaction from calculation taxcalc_3', new Set(['tax', 'transaction', 'transactions', 'calculation', 'calculations']), new Set(['calculations']));
    const pool = [fromCalculation, calculations];
    expect([intentSignals(intent, fromCalculation, pool).scope, intentSignals(intent, calculations, pool).scope]).toEqual([0.5, -1]);
  });

  it('fits the object to a view of its collection that the question names ("shared publicly" → `/snippets/public`)', () => {
    const all = c('GET', '/snippets', 'List snippets for the caller');
    const shared = c('GET', '/snippets/public', 'List shared snippets');
    const pool = [all, shared];
    const intent = understand('browse the snippets people have made publicly visible', new Set(['snippets', 'public']));
    expect([intentSignals(intent, all, pool).object, intentSignals(intent, shared, pool).object]).toEqual([1, 1]);
    // A view the question does not name is no fit of its object.
    expect(intentSignals(understand('browse my snippets', new Set(['snippets', 'public'])), shared, pool).object).toBe(0);
  });

  it('half fits a word for people to a collection of people the spec names otherwise', () => {
    const holders = c('POST', '/v1/issuing/cardholders', 'Create a cardholder');
    const cards = c('POST', '/v1/issuing/cards', 'Create a card');
    const pool = [holders, cards];
    const intent = understand('add a staff member who gets a company card', new Set(['cardholders', 'cards', 'card']));
    expect([intentSignals(intent, holders, pool).object, intentSignals(intent, cards, pool).object]).toEqual([0.5, 0]);
  });

  it('counts the holders of a thing as people', () => {
    expect(answersWithPeople(c('GET', '/v1/issuing/cardholders', 'List cardholders'))).toBe(true);
    expect(answersWithPeople(c('GET', '/v1/placeholders', 'List placeholders'))).toBe(false);
  });
});

describe('counting', () => {
  const vocab = new Set(['tasks', 'task', 'projects', 'project', 'counts', 'store', 'inventory', 'pet', 'pets', 'status']);
  const tasks = c('GET', '/projects/{project_gid}/tasks', 'Get tasks from a project');
  const counts = c('GET', '/projects/{project_gid}/task_counts', 'Get task count of a project');
  const inventory = c('GET', '/store/inventory', 'Returns pet inventories by status');
  inventory.detail = { ...inventory.detail, description: 'Returns a map of status codes to quantities' };
  const byStatus = c('GET', '/pet/findByStatus', 'Finds Pets by status');

  it('fits an operation that answers with counts when the question asks how many, and the counts of a thing are about it', () => {
    const intent = understand('how many tasks are in project 1200?', vocab, new Set(['projects']));
    expect(intent.counts).toBe(true);
    expect(intentSignals(intent, counts, [tasks, counts])).toMatchObject({ counts: 1, object: 1 });
    expect(intentSignals(intent, tasks, [tasks, counts]).counts).toBe(0);
    expect(rankByIntent(intent, [tasks, counts].map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(counts);
    expect(intentSignals(understand('give me a tally of available, pending and sold pets', vocab), inventory, [inventory, byStatus]).counts).toBe(1);
  });

  it('leaves a question that lists things alone', () => {
    const intent = understand('list the tasks in project 1200', vocab, new Set(['projects']));
    expect(intent.counts).toBe(false);
    expect(rankByIntent(intent, [counts, tasks].map((chunk) => ({ chunk, score: 1 })))[0].chunk).toBe(tasks);
  });
});

describe('a thing the API makes on request', () => {
  it('is got by a POST to the path named for one of it', () => {
    const pool = [
      c('POST', '/orgs/{org}/actions/runners/registration-token', 'Create a registration token for an organization'),
      c('GET', '/orgs/{org}/actions/runners/{runner_id}', 'Get a self-hosted runner for an organization'),
      c('POST', '/orgs/{org}/actions/runners', 'Register a runner'),
    ];
    const vocab = new Set(['token', 'registration', 'runner', 'runners', 'org']);
    const token = understand('get a token for registering a self-hosted runner in org acme', vocab);
    expect(token).toMatchObject({ action: 'read', object: 'token' });
    expect(intentSignals(token, pool[0], pool).method).toBe(1);
    // A POST to a collection of what is asked for makes one, which reading does not ask for.
    const runner = understand('get runner 5 of org acme', vocab);
    expect(intentSignals(runner, pool[2], pool).method).toBeLessThan(0);
    // Named for what it is for (a removal), it is still got by having it made.
    const remove = c('POST', '/repos/{owner}/{repo}/actions/runners/remove-token', 'Create a remove token for a repository');
    expect(intentSignals(understand('what token do I need to take my runner off octo/app?', vocab), remove, [remove]).method).toBe(1);
  });

  it('is no item of another kind: one runner is not what "a token" asks for', () => {
    const pool = [c('GET', '/orgs/{org}/actions/runners/{runner_id}', 'Get a self-hosted runner for an organization')];
    const vocab = new Set(['token', 'runner', 'runners', 'org']);
    expect(intentSignals(understand('get a token for registering a self-hosted runner in org acme', vocab), pool[0], pool).shape).toBe(0);
    expect(intentSignals(understand('get runner 5 of org acme', vocab), pool[0], pool).shape).toBe(0.5);
    // A collection named in parts is named by its head: one balance transaction is a transaction.
    const txn = c('GET', '/v1/balance_transactions/{id}', 'Retrieve a balance transaction');
    expect(intentSignals(understand('retrieve a balance transaction', new Set(['balance', 'transaction', 'transactions'])), txn, [txn]).shape).toBe(0.5);
  });
});

describe('a value the path spells', () => {
  // Kubernetes' API groups are values written in the path itself.
  const pool = [
    c('GET', '/apis/apps/', 'get information of a group'),
    c('GET', '/apis/authorization.k8s.io/', 'get information of a group'),
    c('GET', '/apis/batch/v1/jobs', 'list or watch objects of kind Job'),
    c('GET', '/apis/batch/v1/', 'get available resources'),
  ];
  const vocab = new Set(['apis', 'group', 'groups', 'jobs', 'resources']);

  it('fits the operation whose path ends in it, and half fits one under it', () => {
    const intent = understand('list the resources of API group batch/v1', vocab);
    expect(pool.map((chunk) => intentSignals(intent, chunk, pool).named)).toEqual([0, 0, 0.5, 1]);
  });

  it('takes first place for the path that ends in it where it fits the action as well', () => {
    const ranked = (q: string) => rankByIntent(understand(q, vocab), pool.map((chunk, i) => ({ chunk, score: 1 - i / 10 }))).map((r) => r.chunk.path);
    expect(ranked('get information about the authorization.k8s.io API group')[0]).toBe('/apis/authorization.k8s.io/');
    expect(ranked('list the resources of API group batch/v1')[0]).toBe('/apis/batch/v1/');
    expect(ranked('get information about the API groups')[0]).toBe('/apis/apps/');
  });
});

describe('a kind given a value', () => {
  it('names a resource written in parts by its first word, where that word is no resource of its own', () => {
    const timesheets = [
      c('GET', '/timesheet_approval_statuses', 'Get multiple timesheet approval statuses'),
      c('GET', '/timesheet_approval_statuses/{timesheet_approval_status_gid}', 'Get a timesheet approval status'),
    ];
    const asked = understand('is timesheet 7 approved?', new Set(['timesheet', 'approval', 'status']));
    expect(timesheets.map((chunk) => intentSignals(asked, chunk, timesheets).scope)).toEqual([-1, 1]);
    expect(intentSignals(asked, timesheets[1], timesheets).detour).toBe(0);
    // Asana's goals are a resource of their own: goal 12345 is no goal relationship.
    const goals = [c('GET', '/goals/{goal_gid}', 'Get a goal'), c('GET', '/goal_relationships/{goal_relationship_gid}', 'Get a goal relationship')];
    const goal = understand('get the relationships of goal 12345', new Set(['goal', 'goals', 'relationship']));
    expect(goals.map((chunk) => intentSignals(goal, chunk, goals).scope)).toEqual([1, -1]);
  });
});

describe('a list asked for', () => {
  // GitHub: the refs whose names start with a prefix are listed at a path that ends in the prefix.
  const matching = c('GET', '/repos/{owner}/{repo}/git/matching-refs/{ref}', 'List matching references');
  matching.detail = { ...matching.detail, responses: [{ code: '200', description: 'OK', fields: [{ path: '[].ref', type: 'string', required: true }, { path: '[].url', type: 'string', required: true }] }] };
  const one = c('GET', '/repos/{owner}/{repo}/git/ref/{ref}', 'Get a reference');
  one.detail = { ...one.detail, responses: [{ code: '200', description: 'OK', fields: [{ path: 'ref', type: 'string', required: true }] }] };
  const pool = [matching, one];
  const intent = understand('find all git refs in acme/web whose names start with heads/release', new Set(['git', 'refs', 'ref', 'matching', 'start']));

  it('fits a path that ends in a parameter and answers with a list', () => {
    expect(pool.map((chunk) => intentSignals(intent, chunk, pool).shape)).toEqual([1, -1]);
  });

  it('is of the kind a collection named by a participle holds (matching refs are git refs)', () => {
    expect(intentSignals(intent, matching, pool).object).toBe(1);
  });
});

describe('what an operation answers with, and a creation under a named thing', () => {
  const first = (intent: ReturnType<typeof understand>, pool: Chunk[]) => {
    const r = rankByIntent(intent, pool.map((chunk, i) => ({ chunk, score: 1 - i * 0.3 })))[0].chunk;
    return `${r.method} ${r.path}`;
  };
  /** An operation whose successful response has these fields. */
  const answering = (method: string, path: string, summary: string, ...fields: string[]) => {
    const chunk = c(method, path, summary);
    chunk.detail = { ...chunk.detail, responses: [{ code: '200', description: 'OK', fields: fields.map((f) => ({ path: f, type: 'string', required: false })) }] };
    return chunk;
  };

  it('reads two or more lists asked for from the operation whose answer holds them all, not from one of them', () => {
    const base = '/repos/{owner}/{repo}/branches/{branch}/protection/restrictions';
    const pool = [c('GET', `${base}/users`, 'Get users with access'), answering('GET', base, 'Get access restrictions', 'users[].login', 'teams[].slug', 'apps[].slug'), c('GET', `${base}/apps`, 'Get apps with access')];
    const vocab = new Set(['branch', 'branches', 'protection', 'restrictions', 'users', 'teams', 'apps', 'push']);
    expect(first(understand('who may push to branch main of acme/web? users, teams and apps in one answer', vocab), pool)).toBe(`GET ${base}`);
    // One list asked for is read where it is.
    expect(first(understand('which users may push to branch main of acme/web? only the users', vocab), pool)).toBe(`GET ${base}/users`);
    // Nor is a word of a value the question names.
    expect(first(understand('which users may push to branch main of octo/app?', vocab), pool)).toBe(`GET ${base}/users`);
    // An operation whose answer holds no such lists is not the whole of them.
    const bare = [pool[0], c('GET', base, 'Get access restrictions'), pool[2]];
    expect(first(understand('who may push to branch main of acme/web? users, teams and apps in one answer', vocab), bare)).toBe(`GET ${base}/users`);
  });

  it('lets an operation named as a kind of another thing fit the thing it answers with a list of', () => {
    const mappings = answering('GET', '/orgs/{org}/teams/{team_slug}/team-sync/group-mappings', 'List IdP groups for a team', 'groups[].group_id', 'groups[].group_name');
    const plain = c('GET', '/orgs/{org}/teams/{team_slug}/team-sync/group-mappings', 'List IdP groups for a team');
    const intent = understand('for team sec-ops in northwind, list the IdP groups it syncs members from', new Set(['groups', 'group', 'teams', 'team', 'mappings', 'org']));
    expect(intentSignals(intent, mappings, [mappings]).object).toBe(1);
    expect(intentSignals(intent, plain, [plain]).object).toBe(-1);
  });

  it('makes a new thing the question brings in with "a", naming only where it goes, instead of changing one', () => {
    const base = '/api/v1/namespaces/{namespace}/resourcequotas';
    const pool = [c('PUT', `${base}/{name}`, 'replace the specified ResourceQuota'), c('PATCH', `${base}/{name}`, 'partially update the specified ResourceQuota'), c('POST', base, 'create a ResourceQuota')];
    const vocab = specVocabulary(pool);
    expect(first(understand('set a CPU and memory quota for namespace team-a', vocab), pool)).toBe(`POST ${base}`);
    expect(first(understand('set a memory quota for namespace qa', vocab), pool)).toBe(`POST ${base}`);
    // One spoken of as known, one named, or one brought in by no article is changed.
    expect(first(understand('set a memory limit on the quota in namespace team-a', vocab), pool)).toBe(`PUT ${base}/{name}`);
    expect(first(understand('set a memory limit on quota compute-q in namespace team-a', vocab), pool)).toBe(`PUT ${base}/{name}`);
    expect(first(understand('set the memory limits of namespace team-a', vocab), pool)).toBe(`PUT ${base}/{name}`);
    // Nor where no place is named ("rename a quota": any one there is), or the request's method is.
    expect(first(understand('rename a quota', vocab), pool)).toBe(`PUT ${base}/{name}`);
    const tasks = [c('PUT', '/tasks/{task_gid}', 'Update a task'), c('POST', '/tasks', 'Create a task')];
    expect(first(understand('edit a comment I left on a task', specVocabulary(tasks)), tasks)).toBe('PUT /tasks/{task_gid}');
    expect(first(understand('send a PUT request for a quota in namespace team-a', vocab), pool)).toBe(`PUT ${base}/{name}`);
    // A read looks at one there is.
    const read = [c('GET', `${base}/{name}`, 'read the specified ResourceQuota'), pool[2]];
    expect(first(understand('show a quota of namespace team-a', vocab), read)).toBe(`GET ${base}/{name}`);
    // A change of the whole collection stays first: no item is left unnamed.
    const whole = [c('PUT', base, 'replace every ResourceQuota'), c('POST', base, 'create a ResourceQuota')];
    expect(first(understand('set a CPU and memory quota for namespace team-a', vocab), whole)).toBe(`PUT ${base}`);
    // A path a request is forwarded to is no item of a collection.
    const proxy = [c('PUT', '/api/v1/namespaces/{namespace}/services/{name}/proxy/{path}', 'connect PUT requests to proxy of Service'), c('POST', '/api/v1/namespaces/{namespace}/services/{name}/proxy', 'connect POST requests to proxy of Service')];
    expect(first(understand('forward a request through service web-1 in namespace shop', specVocabulary(proxy)), proxy)).toBe(proxy[0].method + ' ' + proxy[0].path);
    // A value of no kind may be the thing's own name.
    expect(first(understand('set a memory limit on compute-7 in namespace team-a', vocab), pool)).toBe(`PUT ${base}/{name}`);
    // One of them spoken of as where the change goes is changed, by a verb of two words too.
    const groups = '/apis/scheduling.k8s.io/v1alpha2/namespaces/{namespace}/podgroups';
    const replace = [c('PUT', `${groups}/{name}`, 'replace the specified PodGroup'), c('POST', groups, 'create a PodGroup')];
    const words = specVocabulary(replace);
    expect(first(understand('swap in a whole new definition for pod group trainers in namespace ml', words, new Set(['podgroups', 'namespaces'])), replace)).toBe(`PUT ${groups}/{name}`);
    expect(first(understand('swap in a new pod group for namespace ml', words, new Set(['podgroups', 'namespaces'])), replace)).toBe(`POST ${groups}`);
  });

  it('makes the new thing a creation asks for, wherever it goes, before the update its other words draw', () => {
    const base = '/v1/billing_portal/configurations';
    const pool = [c('POST', `${base}/{configuration}`, 'Update a portal configuration'), c('POST', base, 'Create a portal configuration')];
    const vocab = specVocabulary(pool);
    expect(first(understand('set up a new customer portal configuration that lets customers cancel subscriptions but not update payment methods', vocab), pool)).toBe(`POST ${base}`);
    // One named, or one spoken of as known, is the one changed.
    expect(first(understand('set up portal configuration bpc_12 so customers may cancel subscriptions', vocab), pool)).toBe(`POST ${base}/{configuration}`);
    expect(first(understand('set up the portal configuration so customers may cancel subscriptions', vocab), pool)).toBe(`POST ${base}/{configuration}`);
  });

  it('puts a creation of the kind asked, right under the one thing named, before a change of that thing', () => {
    const pool = [c('POST', '/v1/accounts/{account}', 'Update an account'), c('POST', '/v1/accounts', 'Create an account'), c('POST', '/v1/accounts/{account}/login_links', 'Create a login link'), c('POST', '/v1/accounts/{account}/people', 'Create a person')];
    const paths = [...pool.map((p) => p.path), '/v1/accounts/{account}/people/{person}'];
    const vocab = specVocabulary(pool);
    const collections = itemCollections(paths);
    expect(first(understand('register the chief financial officer as a representative on connected account acct_55', vocab, collections), pool)).toBe('POST /v1/accounts/{account}/people');
    // A creation of no kind asked, or a change of the thing itself, leaves it first.
    expect(first(understand('update connected account acct_55 with a new business name', vocab, collections), pool)).toBe('POST /v1/accounts/{account}');
    // Under the thing, only a creation of the kind asked takes its place.
    const representative = understand('register the chief financial officer as a representative on connected account acct_55', vocab, collections);
    expect(first(representative, [...pool.slice(0, 3), c('GET', '/v1/accounts/{account}/people', 'List all persons')])).toBe('POST /v1/accounts/{account}');
    // Nor a change deeper under it (one person's update), though of the kind asked.
    expect(first(representative, [pool[0], c('GET', '/v1/accounts/{account}/people', 'List all persons'), c('POST', '/v1/accounts/{account}/people/{person}', 'Update a person')])).toBe('POST /v1/accounts/{account}');
  });
});

/** Equal retrieval scores, the one expected to lose first: the intent decides. */
const firstOnIntent = (intent: ReturnType<typeof understand>, pool: Chunk[]) => {
  const r = rankByIntent(intent, pool.map((chunk) => ({ chunk, score: 1 })))[0].chunk;
  return `${r.method} ${r.path}`;
};

describe('a thing made for a purpose, and a part of the object given with "its"', () => {
  const first = firstOnIntent;
  it('makes the thing asked for on request, the one named for what the question says it is to do', () => {
    const tokens = [c('POST', '/orgs/{org}/actions/runners/registration-token', 'Create a registration token for an organization'), c('POST', '/orgs/{org}/actions/runners/remove-token', 'Create a remove token for an organization')];
    const vocab = new Set(['orgs', 'runners', 'token', 'registration', 'remove', 'organization']);
    const unregister = understand('generate the token a script needs to unregister a runner', vocab);
    expect(intentSignals(unregister, tokens[1], tokens).method).toBe(1);
    expect(intentSignals(unregister, tokens[1], tokens).verb).toBe(1);
    expect(intentSignals(unregister, tokens[0], tokens).verb).toBe(0);
    // The verb of its name is what it is for, so the rest is what the question asks for.
    expect(intentSignals(unregister, tokens[1], tokens).target).toBe(1);
    expect(first(unregister, tokens)).toBe('POST /orgs/{org}/actions/runners/remove-token');
    // Making one without saying what for: either is made on request, and retrieval decides.
    const plain = understand('generate a runner token for the organization', vocab);
    expect(intentSignals(plain, tokens[1], tokens).method).toBe(1);
    expect(intentSignals(plain, tokens[1], tokens).verb).toBe(0);
  });

  it('acts on a part of the object the question gives it with "its", not on the whole object', () => {
    const requests = [c('PATCH', '/namespaces/{namespace}/podcertificaterequests/{name}', 'partially update the specified PodCertificateRequest'), c('PATCH', '/namespaces/{namespace}/podcertificaterequests/{name}/status', 'partially update status of the specified PodCertificateRequest')];
    const vocab = new Set(['podcertificaterequests', 'namespaces', 'status', 'request', 'certificate', 'pod']);
    const byStatus = understand('mark pod certificate request pcr-1 in namespace shop as issued by patching just its status', vocab);
    expect(intentSignals(byStatus, requests[1], requests).object).toBe(1);
    expect(intentSignals(byStatus, requests[0], requests).target).toBe(0);
    expect(first(byStatus, [requests[0], requests[1]])).toBe('PATCH /namespaces/{namespace}/podcertificaterequests/{name}/status');
    // Without it, the part half fits; a part said only in a clause of why is not asked for.
    expect(intentSignals(understand('mark pod certificate request pcr-1 in namespace shop as issued', vocab), requests[1], requests).object).toBe(0.5);
    expect(intentSignals(understand('patch pod certificate request pcr-1 in namespace shop so that its status shows it issued', vocab), requests[1], requests).object).toBe(0.5);
  });
});

describe('a narrower kind, a scope the summary names, and the one thing the API keeps', () => {
  const first = firstOnIntent;
  it('puts the plain kind before a narrower one the same parent serves, unless the question says what narrows it', () => {
    const items = [c('GET', '/v1/quotes/{quote}/computed_upfront_line_items', "Retrieve a quote's upfront line items"), c('GET', '/v1/quotes/{quote}/line_items', "Retrieve a quote's line items")];
    const vocab = new Set(['quotes', 'quote', 'line', 'items', 'item', 'computed', 'upfront']);
    const plain = understand("what's on quote qt_8, item by item?", vocab);
    expect(plain.object).toBe('item');
    expect(intentSignals(plain, items[0], items).object).toBe(0.5);
    expect(intentSignals(plain, items[1], items).object).toBe(1);
    expect(first(plain, items)).toBe('GET /v1/quotes/{quote}/line_items');
    // A word of the narrower one said: it is no narrower than asked.
    expect(intentSignals(understand('show the upfront line items of quote qt_8', vocab), items[0], items).object).toBe(1);
    // Alone, it is the kind there is.
    expect(intentSignals(plain, items[0], [items[0]]).object).toBe(1);
  });

  it('takes a scope the summary names the thing by ("a commit status") as half named', () => {
    const pool = [c('POST', '/repos/{owner}/{repo}/statuses/{sha}', 'Create a commit status'), c('POST', '/repos/{owner}/{repo}/pages/builds', 'Request a GitHub Pages build')];
    const vocab = new Set(['repos', 'statuses', 'status', 'commit', 'commits', 'pages', 'builds', 'build']);
    const intent = understand('report a failing build status for commit 9e1f0c on hexlabs/core', vocab);
    expect(intentSignals(intent, pool[0], pool).scope).toBe(0.5);
    expect(intentSignals(intent, pool[1], pool).scope).toBe(-1);
    expect(intentSignals(intent, c('POST', '/repos/{owner}/{repo}/statuses/{sha}', 'Create a status'), pool).scope).toBe(-1);
  });

  it("names the one thing the API keeps as the scope of what is read of it, and what the caller's thing belongs to as the caller's", () => {
    const pool = [c('GET', '/v1/account', 'Retrieve account'), c('GET', '/v1/accounts/{account}', 'Retrieve account')];
    const vocab = new Set(['account', 'accounts', 'key', 'details']);
    const mine = understand('fetch the details of the account my secret key belongs to', vocab);
    expect(mine.owned).toContain('account');
    expect(intentSignals(understand('show the details of the Stripe account', vocab, new Set(['accounts'])), pool[0], pool).scope).toBe(1);
    expect(intentSignals(mine, pool[0], pool).own).toBe(1);
    expect(first(mine, pool)).toBe('GET /v1/account');
    // An action at the end of a longer path is no thing the API keeps one of.
    const next = understand('when is the release date of the next Zelda game?', new Set(['next', 'player', 'release', 'date']));
    expect(next.scopes).toContain('next');
    expect(intentSignals(next, c('POST', '/me/player/next', 'Skip To Next'), pool).scope).toBe(-1);
    // Another's account, by its id, is one of the accounts.
    expect(first(understand('fetch the details of account acct_5', vocab), pool)).toBe('GET /v1/accounts/{account}');
  });
});
