// The retrieval-plugin API of the real app, in the plugin's own shapes (../shared/seeds/retrieval-plugin.openapi.yaml).
import { load as loadYaml } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalSpec } from '@specwise/shared/server/testing';
import { boot, specForm, waitForJob } from './helpers.js';

describe('the retrieval-plugin API', () => {
  let app: Awaited<ReturnType<typeof boot>>;
  const auth = { authorization: 'Bearer plugin-secret' };
  const query = (body: unknown, headers: Record<string, string> = auth) =>
    fetch(`${app.url}/plugin/query`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  beforeAll(async () => {
    app = await boot({ API_TOKENS: 'plugin-secret' });
    for (const [file, name] of [['petstore_openapi.yaml', 'pets'], ['spotify_oas.json', 'spotify']] as const) {
      const res = await fetch(`${app.url}/upload`, { method: 'POST', headers: auth, body: specForm(evalSpec(file), file, { specification_name: name }) });
      await waitForJob(app.url, ((await res.json()) as { job_id: string }).job_id, auth);
    }
  }, 180_000);
  afterAll(() => app?.cleanup());

  it('answers each query with the operations that fit, in the plugin\'s response shape', async () => {
    const res = await query({ queries: [{ query: 'add a new pet to the store', top_k: 2 }, { query: 'pause playback on my device' }] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: Array<{ query: string; results: Array<{ id: string; text: string; metadata: Record<string, unknown>; score: number }> }> };
    expect(body.results.map((r) => r.query)).toEqual(['add a new pet to the store', 'pause playback on my device']);
    const [pets, play] = body.results;
    expect(pets.results).toHaveLength(2);
    expect(pets.results[0]).toMatchObject({ id: expect.stringMatching(/^pets:/), metadata: { source: 'file', source_id: 'POST /pet', document_id: 'pets', author: null, created_at: expect.any(String) }, score: expect.any(Number) });
    expect(pets.results[0].text).toContain('POST /pet');
    expect(play.results).toHaveLength(3); // the plugin's default top_k
    expect(play.results[0].metadata).toMatchObject({ document_id: 'spotify', source_id: 'PUT /me/player/pause' });
  }, 60_000);

  it('maps the filter onto spec metadata: document_id, source_id, dates', async () => {
    const one = async (filter: Record<string, unknown>, q = 'delete a pet') => {
      const res = await query({ queries: [{ query: q, filter, top_k: 5 }] });
      expect(res.status, JSON.stringify(filter)).toBe(200);
      return ((await res.json()) as { results: Array<{ results: Array<{ metadata: Record<string, string> }> }> }).results[0].results.map((r) => r.metadata);
    };
    expect(new Set((await one({ document_id: 'spotify' })).map((m) => m.document_id))).toEqual(new Set(['spotify']));
    expect(await one({ document_id: 'nope' })).toEqual([]);
    expect((await one({ source_id: 'DELETE /pet/{petId}' })).map((m) => m.source_id)).toEqual(['DELETE /pet/{petId}']);
    expect(await one({ end_date: '2000-01-01T00:00:00Z' })).toEqual([]);
    expect((await one({ start_date: '2000-01-01T00:00:00Z', document_id: 'pets' })).length).toBeGreaterThan(0);
  }, 60_000);

  it('authenticates as the plugin\'s FastAPI HTTPBearer did', async () => {
    const none = await query({ queries: [] }, {});
    expect([none.status, await none.json()]).toEqual([403, { detail: 'Not authenticated' }]);
    const basic = await query({ queries: [] }, { authorization: 'Basic dXNlcjpwYXNz' });
    expect([basic.status, await basic.json()]).toEqual([403, { detail: 'Invalid authentication credentials' }]);
    const wrong = await query({ queries: [] }, { authorization: 'Bearer nope' });
    expect([wrong.status, await wrong.json()]).toEqual([401, { detail: 'Invalid or missing token' }]);
  });

  it('reports bad requests as FastAPI 422s', async () => {
    const missing = await query({ queries: [{ top_k: 3 }] });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ detail: [{ loc: ['body', 'queries', 0, 'query'], msg: 'field required', type: 'value_error.missing' }] });
    const wrongType = await query({ queries: 'all of them' });
    expect(((await wrongType.json()) as { detail: Array<{ loc: unknown[]; type: string }> }).detail[0]).toMatchObject({ loc: ['body', 'queries'], type: 'type_error.list' });
    const notJson = await query('{"queries": [');
    expect(notJson.status).toBe(422);
    expect(((await notJson.json()) as { detail: Array<{ type: string }> }).detail[0].type).toBe('value_error.jsondecode');
    const badDate = await query({ queries: [{ query: 'x', filter: { start_date: 'yesterday' } }] });
    expect(((await badDate.json()) as { detail: Array<{ loc: unknown[] }> }).detail[0].loc).toEqual(['body', 'queries', 0, 'filter', 'start_date']);
  });

  it('serves its OpenAPI document and manifest without a token, pointing back at this server', async () => {
    const doc = loadYaml(await (await fetch(`${app.url}/plugin/openapi.yaml`)).text()) as { paths: Record<string, unknown>; servers: Array<{ url: string }>; components: { securitySchemes: unknown } };
    expect(Object.keys(doc.paths)).toEqual(['/query']);
    expect(doc.servers[0].url).toBe(`${app.url}/plugin`);
    expect(doc.components.securitySchemes).toEqual({ HTTPBearer: { type: 'http', scheme: 'bearer' } });
    expect((await fetch(`${app.url}/plugin/openapi.json`)).status).toBe(200);
    const manifest = (await (await fetch(`${app.url}/.well-known/ai-plugin.json`)).json()) as { api: { url: string }; auth: { type: string } };
    expect(manifest.api.url).toBe(`${app.url}/plugin/openapi.yaml`);
    expect(manifest.auth.type).toBe('user_http');
  });
});
