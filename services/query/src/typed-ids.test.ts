import { describe, expect, it } from 'vitest';
import { fixtureChunk } from '../../../packages/shared/src/server/conformance/fixtures.js';
import { intentSignals } from './intent-rank.js';
import { idCollections, itemCollections, kindOfId, withIdKinds } from './typed-ids.js';
import { understand } from './understand.js';

describe('typed ids', () => {
  const collections = itemCollections([
    '/v1/payment_intents/{intent}', '/v1/setup_intents/{intent}', '/v1/customers/{customer}', '/v1/accounts/{account}',
    '/v1/invoices/{invoice}', '/v1/invoiceitems/{invoiceitem}', '/v1/charges/{charge}', '/v1/checkout/sessions/{session}',
    '/v1/refunds/{refund}', '/v1/reviews/{review}', '/v1/balance',
  ]);

  it('hold only the collections an item is taken from', () => {
    expect([...collections].sort()).toEqual(['accounts', 'charges', 'customers', 'invoiceitems', 'invoices', 'payment_intents', 'refunds', 'reviews', 'sessions', 'setup_intents']);
  });

  it("read a prefix as the spec's collection whose words it begins, or whose letters it keeps", () => {
    expect(kindOfId('pi_3MtwBwLkdIwHu7ix', collections)).toBe('payment_intents');
    expect(kindOfId('seti_1', collections)).toBe('setup_intents');
    expect(kindOfId('cus_4', collections)).toBe('customers');
    expect(kindOfId('acct_5', collections)).toBe('accounts');
    expect(kindOfId('ch_9', collections)).toBe('charges');
    // Two forms of one word: the word itself.
    expect(kindOfId('in_2', collections)).toBe('invoices');
    // Two different things ("re": refunds, reviews), or none: no kind.
    expect(kindOfId('re_4', collections)).toBeNull();
    expect(kindOfId('zz_1', collections)).toBeNull();
    expect(kindOfId('web-0', collections)).toBeNull();
    // Parts that keep the letters of each word of a grouped collection, in order (`tml` → terminal locations).
    const grouped = idCollections(['/v1/terminal/locations/{location}', '/v1/terminal/readers/{reader}', '/v1/issuing/cardholders/{cardholder}', '/v1/issuing/cards/{card}']);
    expect(kindOfId('tml_5', grouped)).toBe('terminal/locations');
    expect(kindOfId('tmr_4', grouped)).toBe('terminal/readers');
    expect(kindOfId('ich_8', grouped)).toBe('issuing/cardholders');
    // The head word of a compound collection: one of those (`fee_9` → application_fees).
    const fees = itemCollections(['/v1/application_fees/{id}', '/v1/customers/{customer}', '/v1/line_items/{id}', '/v1/subscription_items/{item}']);
    expect(kindOfId('fee_9', fees)).toBe('application_fees');
    // Two compounds with that head are two different things: no kind.
    expect(kindOfId('item_3', fees)).toBeNull();
    // A grouped collection by its own words, where the grouping's read none: `obt` → treasury outbound transfers;
    // never a two-letter prefix read that loosely.
    const treasury = idCollections(['/v1/treasury/outbound_transfers/{outbound_transfer}', '/v1/treasury/financial_accounts/{financial_account}', '/v1/accounts/{account}']);
    expect(kindOfId('obt_9', treasury)).toBe('treasury/outbound_transfers');
    expect(kindOfId('fa_7', treasury)).toBeNull();
  });

  it('pick among the kinds a prefix reads by the nouns before the id', () => {
    const links = itemCollections(['/v1/file_links/{link}', '/v1/payment_links/{payment_link}', '/v1/files/{file}']);
    expect(kindOfId('link_19', links)).toBeNull();
    expect(kindOfId('link_19', links, ['url', 'file', 'public'])).toBe('file_links');
    // A word both kinds have picks neither.
    expect(kindOfId('link_19', links, ['link'])).toBeNull();
    const intent = withIdKinds(understand('attach our order number as metadata to the public file URL link_19', new Set(['file', 'links', 'metadata'])), links);
    expect(intent.idKinds).toEqual([{ value: 'link_19', collection: 'file_links' }]);
  });

  it("put the kind's words in what is searched and among what the question names", () => {
    const intent = withIdKinds(understand('why did payment pi_123 fail?', new Set(['payment', 'intent', 'intents'])), collections);
    expect(intent.specWorded).toContain('payment intent');
    expect(intent.terms).toContain('intent');
    // The kind by its whole name: "payment" gives way to it (a `/payments/{id}` holds no payment intent).
    expect(intent.scopes).toContain('payment_intent');
    expect(intent.scopes).not.toContain('payment');
    // The id is a payment intent whatever word the question uses for it: that is the kind whose place it fills.
    expect(intent.references).toEqual([{ resource: 'payment_intent', value: 'pi_123' }]);
    // The question says what the id is: a prefix read as another kind adds nothing.
    const session = understand('which products were in checkout session cs_1?', new Set(['checkout', 'session', 'sessions', 'products']));
    expect(withIdKinds(session, itemCollections(['/v1/country_specs/{country}', '/v1/checkout/sessions/{session}']))).toEqual(session);
    expect(withIdKinds(understand('refund ch_9 in full', new Set(['refund'])), collections).terms).toContain('charge');
    const plain = understand('why did my payment fail?', new Set(['payment']));
    expect(withIdKinds(plain, collections)).toBe(plain);
  });

  it('keep the kind a prefix names where the word before the id is no kind the spec holds, and read a spec word after the prefix as a name', () => {
    const accounts = itemCollections(['/v1/accounts/{account}', '/v1/accounts/{account}/persons/{person}', '/v1/accounts/{account}/capabilities/{capability}', '/v1/issuing/cards/{card}']);
    const vocab = new Set(['accounts', 'account', 'persons', 'person', 'representative', 'details', 'capability', 'capabilities', 'card', 'payments', 'connected']);
    const person = withIdKinds(understand('get the details of representative person_7 on connected account acct_3', vocab), accounts, vocab);
    expect(person.idKinds).toContainEqual({ value: 'person_7', collection: 'persons' });
    const capability = withIdKinds(understand('ask for the card_payments capability on connected account acct_6', vocab), accounts, vocab);
    expect(capability.idKinds.map((k) => k.value)).toEqual(['acct_6']);
    expect(capability.references).toContainEqual({ resource: 'capability', value: 'card_payments' });
  });

  it('read a name in capitals as one the user gave, not an id the API issued', () => {
    const github = itemCollections(['/repos/{owner}/{repo}/deployments/{deployment_id}', '/orgs/{org}/actions/secrets/{secret_name}']);
    const vocab = new Set(['deployments', 'secret', 'secrets', 'key']);
    expect(withIdKinds(understand('which repos may read the DEPLOY_KEY secret of org acme?', vocab), github, vocab).idKinds).toEqual([]);
    // In lower case the prefix names a kind as before.
    expect(withIdKinds(understand('which statuses does deploy_71x have?', vocab), github, vocab).idKinds).toEqual([{ value: 'deploy_71x', collection: 'deployments' }]);
  });

  it('read the nouns before the id as one phrase: a kind they name decides, else any of them may be a word of the kind', () => {
    const paths = ['/v1/billing_portal/configurations/{configuration}', '/v1/setup_intents/{intent}', '/v1/subscriptions/{subscription}', '/v1/subscription_schedules/{schedule}', '/v1/issuing/transactions/{transaction}', '/v1/issuing/settlements/{settlement}'];
    const grouped = idCollections(paths);
    const vocab = new Set(['portal', 'setup', 'subscription', 'schedule', 'issuing', 'settlement', 'configuration', 'customers', 'plan']);
    const kinds = (q: string) => withIdKinds(understand(q, vocab), grouped, vocab).idKinds;
    // "setup" is a word of setup intents, but "portal" before it is one of billing portal configurations.
    expect(kinds('look up portal setup bpc_12 to see whether customers may cancel their plan')).toEqual([{ value: 'bpc_12', collection: 'billing_portal/configurations' }]);
    // Without "portal" the nearest word belongs to another kind only.
    expect(kinds('look up setup bpc_12')).toEqual([]);
    // The nouns name a kind of their own (subscription schedules, Issuing settlements): the prefix read otherwise is not it.
    expect(kinds('update subscription schedule sub_sched_3')).toEqual([]);
    expect(kinds('what did Issuing settlement ist_4 add up to?')).toEqual([]);
    expect(kinds('pause subscription sub_3')).toEqual([{ value: 'sub_3', collection: 'subscriptions' }]);
  });

  it('name the kind in full, so that another collection with the same last word is not its place', () => {
    const validate = fixtureChunk('api', 'POST', '/v1/payment_method_domains/{payment_method_domain}/validate', 'Validate an existing payment method domain');
    const applePay = fixtureChunk('api', 'DELETE', '/v1/apple_pay/domains/{domain}', 'Delete an apple pay domain');
    const domains = itemCollections([validate.path, applePay.path]);
    const intent = withIdKinds(understand('re-check my website domain pmd_2 so Apple Pay works on it', new Set(['domain', 'domains', 'payment', 'method'])), domains);
    expect(intent.scopes).toEqual(['payment_method_domain']);
    expect(intentSignals(intent, validate, [validate, applePay]).scope).toBe(1);
    expect(intentSignals(intent, applePay, [validate, applePay]).scope).toBe(-1);
  });

  it('read a prefix against collections by their groupings, so that one of two collections of the same name is its kind', () => {
    const people = fixtureChunk('api', 'GET', '/v1/accounts/{account}/people', 'List all persons');
    const financial = fixtureChunk('api', 'GET', '/v1/financial_connections/accounts/{account}/owners', 'List Account Owners');
    const linked = fixtureChunk('api', 'GET', '/v1/linked_accounts/{account}/owners', 'List Account Owners');
    const paths = [people.path, financial.path, linked.path, '/v1/accounts/{account}'];
    const grouped = idCollections(paths);
    expect([...grouped].sort()).toEqual(['accounts', 'financial_connections/accounts', 'linked_accounts']);
    // A version or an API root groups nothing; the plain collections stay what the question's words are read against.
    expect([...idCollections(['/apis/apps/v1/namespaces/{namespace}/deployments/{name}'])].sort()).toEqual(['deployments', 'namespaces']);
    expect([...itemCollections(paths)].sort()).toEqual(['accounts', 'linked_accounts']);
    expect(kindOfId('acct_9', grouped)).toBe('accounts');
    expect(kindOfId('fca_2', grouped)).toBe('financial_connections/accounts');
    const pool = [people, financial, linked];
    const owners = withIdKinds(understand('who are the owners and directors on file for connected account acct_9?', new Set(['account', 'owners', 'people'])), grouped);
    expect(owners.idKinds).toEqual([{ value: 'acct_9', collection: 'accounts' }]);
    expect(intentSignals(owners, people, pool).scope).toBe(1);
    // Another collection of accounts, grouped or named otherwise, holds no acct_9.
    expect(intentSignals(owners, financial, pool).scope).toBe(-1);
    expect(intentSignals(owners, linked, pool).scope).toBe(-1);
    // A noun before the id agrees with a word of the kind in another form of it ("connected" bank, financial
    // connections), where the nearest is a word of another kind the spec holds (bank accounts).
    const banks = idCollections([...paths, '/v1/customers/{customer}/bank_accounts/{id}']);
    const connected = withIdKinds(understand("the customer's connected bank fca_8 is out of date; refresh it", new Set(['account', 'bank', 'refresh'])), banks);
    expect(connected.idKinds).toEqual([{ value: 'fca_8', collection: 'financial_connections/accounts' }]);
    expect(withIdKinds(understand("the customer's saved bank fca_8 is out of date", new Set(['account', 'bank'])), banks).idKinds).toEqual([]);
    const linkedOwners = withIdKinds(understand('who owns linked financial account fca_2?', new Set(['account', 'owners', 'financial'])), grouped);
    expect(intentSignals(linkedOwners, financial, pool).scope).toBe(1);
    expect(intentSignals(linkedOwners, linked, pool).scope).toBe(-1);
  });
  it('give no place to an id on a path under its collection that takes no item of it, nor the id as an input', () => {
    const paths = ['/v1/invoices/{invoice}', '/v1/invoices/upcoming', '/v1/invoices/{invoice}/lines'];
    const [item, upcoming, lines] = paths.map((p) => fixtureChunk('api', 'GET', p, 'Invoice'));
    const pool = [item, upcoming, lines];
    const intent = withIdKinds(understand('break down in_77 into what it bills', new Set(['invoices', 'invoice', 'lines'])), idCollections(paths));
    expect(intent.idKinds).toEqual([{ value: 'in_77', collection: 'invoices' }]);
    expect(intentSignals(intent, upcoming, pool).scope).toBe(-1);
    expect(intentSignals(intent, lines, pool).scope).toBe(1);
    // One that takes the id as an input has a place for it.
    const taking = { ...upcoming, detail: { ...upcoming.detail, parameters: [{ name: 'invoice', in: 'query', type: 'string', required: false }] } };
    expect(intentSignals(intent, taking, pool).scope).toBeGreaterThan(0);
  });

  it('read the grouping of operations for tests as none: they act on the live collections', () => {
    const paths = ['/v1/test_helpers/customers/{customer}/fund_cash_balance', '/v1/customers/{customer}/cash_balance', '/v1/customers/{customer}'];
    expect([...idCollections(paths)]).toEqual(['customers']);
    const helper = fixtureChunk('api', 'POST', paths[0], 'Fund a test mode cash balance');
    const live = fixtureChunk('api', 'POST', paths[1], "Update a cash balance's settings");
    const intent = withIdKinds(understand('in test mode, pretend customer cus_Q9 wired us 200 dollars', new Set(['customers', 'customer', 'cash', 'balance'])), idCollections(paths));
    expect(intentSignals(intent, helper, [helper, live]).scope).toBe(1);
  });
});
