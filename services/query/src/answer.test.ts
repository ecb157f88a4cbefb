import { describe, expect, it } from 'vitest';
import { setup, modelPresent } from '../test/fixture.js';

describe(`answers from the Petstore spec (${modelPresent ? 'hybrid: real embeddings + BM25' : 'BM25 only: embedding model not provisioned'})`, async () => {
  const { service, stores } = await setup({ petstore: 'petstore_openapi.yaml' });

  it('answers "how do I add a new pet?" extractively, citing POST /pet', async () => {
    const r = await service.query({ question: 'how do I add a new pet?', specs: ['petstore'] });
    expect(r.covered).toBe(true);
    expect(r.answer_mode).toBe('extractive');
    expect(r.sources[0]).toEqual({ endpoint: 'POST /pet', method: 'POST', path: '/pet', summary: 'Add a new pet to the store', spec: 'petstore', pointer: '#/paths/~1pet/post' });
    expect(r.answer).toContain('`POST /pet`');
    expect(r.answer).toMatch(/required: `name` \(string\), `photoUrls` \(array<string>\)/);
    expect(r.answer).toContain(`curl -X POST 'https://petstore3.swagger.io/api/v3/pet'`);
    expect(r.answer).toContain(`-d '{"name":"doggie","photoUrls":["<photoUrls>"]}'`);
    expect(r.ungrounded).toEqual([]);
    expect(r.confidence_signals.field_grounding).toBe(1);
    expect(r.confidence).toBeGreaterThanOrEqual(60);
    expect(r.retrieval.bm25.length).toBeGreaterThan(0);
    if (modelPresent) expect(r.retrieval.dense[0].endpoint).toBe('POST /pet');
    else expect(r.retrieval.notes.join(' ')).toMatch(/dense retrieval skipped/);
    expect(r.retrieval.notes.join(' ')).toMatch(/rerank skipped/);
  });

  it('says the spec does not cover an absent topic, with low confidence and no sources', async () => {
    const r = await service.query({ question: 'how do I bake a chocolate cake?', specs: ['petstore'] });
    expect(r.covered).toBe(false);
    expect(r.answer).toMatch(/^This is not covered by the `petstore` specification/);
    expect(r.confidence).toBeLessThanOrEqual(20);
    expect(r.sources).toEqual([]);
  });

  it('finds an operation by an exact parameter name', async () => {
    const r = await service.query({ question: 'what is additionalMetadata for?', specs: ['petstore'] });
    expect(r.retrieval.bm25[0].endpoint).toBe('POST /pet/{petId}/uploadImage');
    expect(r.sources[0].endpoint).toBe('POST /pet/{petId}/uploadImage');
    expect(r.answer).toContain('`additionalMetadata` (query, string)');
  });

  it('refuses an unknown spec with 404', async () => {
    await expect(service.query({ question: 'x', specs: ['nope'] })).rejects.toMatchObject({ status: 404, code: 'specification_not_found' });
  });

  it('streams sources, then the answer, then the whole response', async () => {
    const events: string[] = [];
    const r = await service.stream({ question: 'find pets by status', specs: ['petstore'] }, (e) => events.push(e));
    expect(events).toEqual(['sources', 'token', 'done']);
    expect(r.sources[0].endpoint).toBe('GET /pet/findByStatus');
  });

  it('re-ingesting the same content does no work and keeps the data', async () => {
    const before = await stores.keywordIndex.listChunks('petstore');
    const info = await stores.catalog.get('petstore');
    expect(info!.chunks).toBe(19);
    expect(before).toHaveLength(19);
  });
});

describe('asking several specs', async () => {
  const { service } = await setup({ petstore: 'petstore_openapi.yaml', spotify: 'spotify_oas.json' });

  it('keeps every hit tagged with its spec and answers from the right one', async () => {
    const r = await service.query({ question: 'add tracks to a playlist', specs: ['petstore', 'spotify'] });
    expect(r.sources[0]).toMatchObject({ spec: 'spotify', endpoint: 'POST /playlists/{playlist_id}/tracks' });
    for (const hit of [...r.retrieval.fused, ...r.retrieval.bm25]) expect(['petstore', 'spotify']).toContain(hit.spec);
    const pets = await service.query({ question: 'add a new pet to the store', specs: ['petstore', 'spotify'] });
    expect(pets.sources[0]).toMatchObject({ spec: 'petstore', endpoint: 'POST /pet' });
  });
});

describe('questions that name something (TMDB)', async () => {
  const { service } = await setup({ tmdb: 'tmdb_oas.json' });

  it('tells the caller how to get the id first, and cites both operations', async () => {
    const r = await service.query({ question: 'Who was the lead actor in the movie The Dark Knight?', specs: ['tmdb'] });
    // The operation the answer is about comes first; the call that provides its id follows, and the plan says so.
    expect(r.sources.slice(0, 2).map((s) => s.endpoint)).toEqual(['GET /movie/{movie_id}/credits', 'GET /search/movie']);
    expect(r.steps).toEqual([
      { endpoint: 'GET /search/movie', why: 'finds the movie_id that GET /movie/{movie_id}/credits needs', provides: 'movie_id' },
      { endpoint: 'GET /movie/{movie_id}/credits', why: expect.any(String), provides: 'result' },
    ]);
    expect(r.answer).toContain('**First:** get the `movie_id` from `GET /search/movie`');
    expect(r.retrieval.notes).toContain('prerequisite added: GET /search/movie provides the movie_id that GET /movie/{movie_id}/credits needs');
    // "Dark Knight" is nowhere in the spec's text, but the chain looks it up: data, not another product's name.
    expect(r.confidence_signals.features?.foreign_name).toBe(0);
    expect(r.covered).toBe(true);
  });

  it('adds nothing when the question names nothing', async () => {
    const r = await service.query({ question: 'which movies are top rated?', specs: ['tmdb'] });
    expect(r.sources[0].endpoint).toBe('GET /movie/top_rated');
    expect(r.answer).not.toContain('**First:**');
  });
});

describe('questions no spec here covers', async () => {
  const { service } = await setup({ tmdb: 'tmdb_oas.json', spotify: 'spotify_oas.json', petstore: 'petstore_openapi.yaml' });
  const offTopic = ['how do I bake a chocolate cake?', 'what is the weather in Paris', 'book a flight to London', 'how do I reset my router?', 'what is the capital of France', 'translate hello into German', 'how do I file my taxes?', 'who won the football world cup in 2018?'];

  for (const spec of ['tmdb', 'spotify', 'petstore']) {
    it(`are declared not covered by ${spec}`, async () => {
      const answered: string[] = [];
      for (const question of offTopic) {
        const r = await service.query({ question, specs: [spec] });
        if (r.covered) {
          answered.push(question);
          expect(r.confidence, question).toBeLessThanOrEqual(40);
        } else expect(r.confidence).toBeLessThanOrEqual(20);
      }
      // The gate is calibrated to let through at most 2% of off-topic probes (README, Evaluation): a question that
      // shares one word with one operation and nothing else ("file my taxes" vs uploadFile) can sit on the line,
      // and then its confidence stays low.
      expect(answered.length, answered.join('; ')).toBeLessThanOrEqual(1);
    });
  }
});
