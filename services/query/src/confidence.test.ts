import { describe, expect, it } from 'vitest';
import { fixtureChunk } from '../../../packages/shared/src/server/conformance/fixtures.js';
import { confidenceFeatures, foreignNames, knownTerms, productNames, termCoverage, textWords, vocabularyStems, type ConfidenceInput } from './confidence.js';

const c = (method: string, path: string, summary: string) => fixtureChunk('api', method, path, summary);
const refund = c('POST', '/v1/refunds', 'Create a refund');
const listRefunds = c('GET', '/v1/refunds', 'List all refunds');
const customer = c('POST', '/v1/customers', 'Create a customer');
const hit = (chunk: ReturnType<typeof c>, score = 1) => ({ id: chunk.id, spec: chunk.spec, score });

const input = (ranked: ConfidenceInput['ranked'], question = 'refund a charge'): ConfidenceInput => ({
  question,
  names: new Set(),
  ranked,
  dense: ranked.map((r) => hit(r.chunk)),
  bm25: ranked.map((r) => hit(r.chunk)),
  topCosine: 0.6,
  vocabularyStems: vocabularyStems(new Set(['refund', 'charge', 'customer'])),
  unknownNames: [],
});

describe('confidence features', () => {
  it('term coverage and known terms count the question words, values left out', () => {
    expect(termCoverage('refund a charge', 'Create a refund')).toBe(0.5);
    expect(termCoverage('refund the charge of acme', 'refund charge', new Set(['acme']))).toBe(1);
    expect(knownTerms('bake a chocolate cake', vocabularyStems(new Set(['pet', 'order'])))).toBe(0);
    expect(knownTerms('list the refunds of a charge', vocabularyStems(new Set(['list', 'refund', 'charge'])))).toBe(1);
  });

  it('a proper name the spec never writes is foreign; ids, quoted titles and names it does write are not', () => {
    const words = textWords(['Create a refund of a charge for a customer of your Stripe account']);
    expect(foreignNames(['Netflix', 'Stripe', 'Wi-Fi'], words)).toEqual(['Netflix', 'Wi-Fi']);
    expect(foreignNames(['cus_42', 'octo/app', 'web-0', 'Love Mariah'], words)).toEqual([]);
    // No text to look in (an older index): nothing is called foreign.
    expect(foreignNames(['Netflix'], new Set())).toEqual([]);
    expect(confidenceFeatures({ ...input([{ chunk: refund, final: 1 }], 'refund my Netflix charge'), unknownNames: ['Netflix'] }).foreign_name).toBe(1);
    expect(confidenceFeatures(input([{ chunk: refund, final: 1 }])).foreign_name).toBe(0);
  });

  it('a foreign name that classifies a noun or that the asker owns names a product; one after its noun or a preposition is data', () => {
    expect(productNames('how do I invite my team to a Trello board?', ['Trello'])).toEqual(['Trello']);
    expect(productNames('how do I cancel my Disney Plus subscription?', ['Disney'])).toEqual(['Disney Plus']);
    expect(productNames('how do I unsubscribe from LinkedIn emails?', ['LinkedIn'])).toEqual(['LinkedIn']);
    expect(productNames('how do I restart my Xbox?', ['Xbox'])).toEqual(['Xbox']);
    expect(productNames('did my CI pass for a commit?', ['CI'])).toEqual([]);
    expect(productNames('add my new puppy Rex to the store', ['Rex'])).toEqual([]);
    expect(productNames('assign task 1234 to Maria', ['Maria'])).toEqual([]);
    expect(productNames('take Sam off the member list of project 55', ['Sam'])).toEqual([]);
    expect(productNames("list Maria's open tasks", ['Maria'])).toEqual([]);
    expect(productNames('move customer cus_1 to the Premium plan', ['Premium'])).toEqual([]);
    expect(productNames('the tasks Maria created last week', ['Maria'])).toEqual([]);
    expect(productNames('create a tax rate of 8.5% for California', ['California'])).toEqual([]);
    // A name after "on" or "from" that ends the question is where it happens: another product ("… on Coinbase?").
    expect(productNames('how do I verify my identity on Coinbase?', ['Coinbase'])).toEqual(['Coinbase']);
    expect(productNames('how do I get a refund from Amazon?', ['Amazon'])).toEqual(['Amazon']);
    expect(productNames('rename section 6 from Doing to In progress', ['Doing'])).toEqual([]);
    // A remark in brackets after a name qualifies no noun: the name is the new one given, data.
    expect(productNames('rename the coupon spring-sale to Spring Sale (old)', ['Spring', 'Sale'])).toEqual([]);
    // Where the call chain can look names up, only a name the asker owns is another product's: a name that classifies
    // the noun after it is data then ("Jay Chou's album", "the Star Wars collection").
    expect(productNames('how do I cancel my Disney Plus subscription?', ['Disney', 'Plus'], true)).toEqual(['Disney Plus']);
    expect(productNames("Save Jay Chou's album Mojito", ['Jay', 'Mojito'], true)).toEqual([]);
    expect(productNames('Who has starred in the first movie of Star Wars collection?', ['Star', 'Wars'], true)).toEqual([]);
  });

  it("the rank margin is how far the ranker's first operation is ahead of the best other one it scored", () => {
    const f = confidenceFeatures(input([{ chunk: refund, final: 1.6 }, { chunk: listRefunds, final: 1.2 }, { chunk: customer, final: 1.5 }]));
    expect(f.rank_margin).toBeCloseTo(0.1);
    // A near-tie is a coin toss: no margin.
    expect(confidenceFeatures(input([{ chunk: refund, final: 1.5 }, { chunk: listRefunds, final: 1.5 }])).rank_margin).toBe(0);
  });

  it('operations added after ranking (prerequisites: no ranker score) do not count against the first', () => {
    const f = confidenceFeatures(input([{ chunk: refund, final: 1.6 }, { chunk: customer }, { chunk: listRefunds, final: 1.0 }]));
    expect(f.rank_margin).toBeCloseTo(0.6);
    // Nothing else scored, or the first was not scored (a pinned endpoint): no margin to speak of.
    expect(confidenceFeatures(input([{ chunk: refund, final: 1.6 }, { chunk: customer }])).rank_margin).toBe(0);
    expect(confidenceFeatures(input([{ chunk: refund }, { chunk: listRefunds, final: 1.0 }])).rank_margin).toBe(0);
  });
});
