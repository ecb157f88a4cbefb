// Documents through the real app (embedded): upload, chunking as stored, answers that cite document › section,
// collections, replace/delete, and hostile files failing cleanly without touching what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalSpec } from '@specwise/shared/server/testing';
import { deepDocx, encryptedPdf, HANDBOOK_HTML, LEASE_MARKDOWN, leaseDocx, policyPdf, zipBombDocx } from '../../../test/fixtures/documents.js';
import { boot, specForm, waitForJob } from './helpers.js';

interface Accepted { job_id: string; document_id: string; collection: string; status_url: string }
interface Answer { answer: string; covered: boolean; confidence: number; sources: Array<{ endpoint: string; spec: string; section?: { headings: string[]; document: string } }>; error?: { code: string; message: string } }
interface Stored { document_id: string; title: string; collection: string; chunks: Array<{ citation: string; boundary: string; headings: string[]; text: string; position: number }> }

describe('documents', () => {
  let app: Awaited<ReturnType<typeof boot>>;
  const post = async (content: Buffer | string, filename: string, extra: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}/documents`, { method: 'POST', body: specForm(content, filename, extra) });
    return { status: res.status, body: (await res.json()) as Accepted & { error?: { code: string; message: string } } };
  };
  const upload = async (content: Buffer | string, filename: string, extra: Record<string, string> = {}) => {
    const r = await post(content, filename, extra);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    return { ...r.body, job: await waitForJob(app.url, r.body.job_id, {}, 120_000) };
  };
  const ask = async (question: string, scope: Record<string, unknown>) => {
    const res = await fetch(`${app.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question, ...scope }) });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const stored = async (id: string) => (await (await fetch(`${app.url}/documents/${id}`)).json()) as Stored;
  let lease: Accepted;

  beforeAll(async () => {
    app = await boot({ MAX_DOCUMENT_BYTES: String(20 << 20) });
    lease = await upload(await leaseDocx({ longSection: true }), 'Lease.docx', { collection: 'leases' });
    await upload(Buffer.from(LEASE_MARKDOWN), 'handbook.md', { collection: 'policies' });
    await upload(Buffer.from(HANDBOOK_HTML), 'travel.html', { collection: 'policies' });
    await upload(await policyPdf(), 'security.pdf', { collection: 'policies', title: 'Security Policy.pdf' });
  }, 300_000);
  afterAll(() => app?.cleanup());

  it('answers 202 with the job and the document id, lists documents per collection, never as specs', async () => {
    expect(lease).toMatchObject({ collection: 'leases', status_url: `/jobs/${lease.job_id}` });
    expect(lease.document_id).toMatch(/^leases--lease_docx-[0-9a-f]{8}$/);
    const list = (await (await fetch(`${app.url}/documents`)).json()) as { collections: unknown[]; documents: Array<{ title: string; collection: string; format: string }> };
    expect(list.collections).toEqual([{ name: 'leases', documents: 1 }, { name: 'policies', documents: 3 }]);
    expect(list.documents.map((d) => `${d.collection}/${d.title}/${d.format}`)).toEqual(['leases/Lease.docx/docx', 'policies/handbook.md/markdown', 'policies/Security Policy.pdf/pdf', 'policies/travel.html/html']);
    const only = (await (await fetch(`${app.url}/documents?collection=leases`)).json()) as { documents: unknown[] };
    expect(only.documents).toHaveLength(1);
    expect(((await (await fetch(`${app.url}/specifications`)).json()) as { specifications: unknown[] }).specifications).toEqual([]);
    // A document is not a spec on the spec routes.
    for (const path of ['', '/endpoints']) expect((await fetch(`${app.url}/specifications/${lease.document_id}${path}`)).status).toBe(404);
    expect((await fetch(`${app.url}/specifications/${lease.document_id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('stores chunks split at headings, where the meaning shifts and at the size cap, each with its citation', async () => {
    const doc = await stored(lease.document_id);
    const citations = doc.chunks.map((c) => c.citation);
    expect(citations).toContain('Lease.docx › 7. Termination › 7.2 Notice');
    expect(doc.chunks.map((c) => c.position)).toEqual(doc.chunks.map((_c, i) => i));
    const boundaries = new Set(doc.chunks.map((c) => c.boundary));
    // Real MiniLM embeddings: parking and the boiler are different topics under one heading.
    expect(boundaries).toEqual(new Set(['heading', 'semantic', 'size']));
    const rules = doc.chunks.filter((c) => c.headings.at(-1) === '2. House rules');
    expect(rules.map((c) => c.boundary)).toEqual(['heading', 'semantic']);
    expect(rules[1].text).toMatch(/^The gas boiler/);
    const repairs = doc.chunks.filter((c) => c.headings.at(-1) === '3. Repairs');
    expect(repairs.map((c) => c.boundary)).toEqual(['heading', 'size']);
    // Every citation names one passage: a split section's later chunks are its parts.
    expect(repairs.map((c) => c.citation)).toEqual(['Lease.docx › 3. Repairs', 'Lease.docx › 3. Repairs (part 2)']);
    expect(new Set(citations).size).toBe(citations.length);
    for (const c of repairs) expect(c.text).toMatch(/noticing it\.$/);
    expect(doc.chunks.find((c) => c.headings.at(-1) === '1. Rent')!.text).toContain('| Period | Monthly rent | Deposit |');
  });

  it('answers a question about a clause from the right section, quoting it', async () => {
    const r = await ask('how much notice does the tenant have to give before moving out?', { collection: 'leases' });
    expect(r.body.covered).toBe(true);
    expect(r.body.sources[0].endpoint).toBe('Lease.docx › 7. Termination › 7.2 Notice');
    expect(r.body.answer).toContain('> The tenant must give the landlord three months written notice before moving out.');
    expect(r.body.confidence).toBeGreaterThan(30);
    const rent = await ask('what is the monthly rent in year 2?', { collection: 'leases' });
    expect(rent.body.sources[0].endpoint).toBe('Lease.docx › 1. Rent');
    expect(rent.body.answer).toContain('| Year 2 | 1,260 EUR | unchanged |');
  });

  it('answers from Markdown, HTML and PDF documents of a collection', async () => {
    const cases: Array<[string, string, string]> = [
      ['what is the hotel limit per night?', 'handbook.md › Expenses (part 2)', '150 EUR'],
      ['which class may I book for a short flight?', 'travel.html › Booking flights', 'economy'],
      ['how fast must I report a lost laptop?', 'Security Policy.pdf › Incidents', 'within one hour'],
    ];
    // A first heading that repeats the document's own title (Markdown's H1, the PDF's title line) is not repeated in
    // the citation; the expenses table is its own passage (semantic split from the paragraph before it).
    for (const [q, citation, words] of cases) {
      const r = await ask(q, { collection: 'policies' });
      expect(r.body.covered, q).toBe(true);
      expect(r.body.sources[0].endpoint, q).toBe(citation);
      expect(r.body.answer, q).toContain(words);
    }
  });

  it('serves document sections through the retrieval-plugin API, cited by section', async () => {
    const res = await fetch(`${app.url}/plugin/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ queries: [{ query: 'notice before moving out', filter: { document_id: lease.document_id }, top_k: 1 }] }) });
    const body = (await res.json()) as { results: Array<{ results: Array<{ text: string; metadata: { source_id: string; document_id: string } }> }> };
    expect(body.results[0].results[0].metadata).toMatchObject({ source_id: 'Lease.docx › 7. Termination › 7.2 Notice', document_id: lease.document_id });
    expect(body.results[0].results[0].text).toContain('three months written notice');
  });

  it('says an off-topic question is not covered, with a low confidence', async () => {
    for (const q of ['how do I bake sourdough bread?', 'what is the capital of Australia?']) {
      const r = await ask(q, { collections: ['leases', 'policies'] });
      expect(r.body.covered, q).toBe(false);
      expect(r.body.confidence, q).toBeLessThanOrEqual(20);
    }
  });

  it('asks documents and specs together, and 404s an unknown collection', async () => {
    const spec = await fetch(`${app.url}/upload`, { method: 'POST', body: specForm(evalSpec('petstore_openapi.yaml'), 'petstore.yaml', { specification_name: 'pets' }) });
    await waitForJob(app.url, ((await spec.json()) as { job_id: string }).job_id);
    const both = await ask('how do I add a new pet?', { specification_name: 'pets', collection: 'leases' });
    expect(both.body.sources[0].endpoint).toBe('POST /pet');
    const clause = await ask('how much notice does the tenant have to give before moving out?', { specification_name: 'pets', collection: 'leases' });
    expect(clause.body.sources[0].endpoint).toBe('Lease.docx › 7. Termination › 7.2 Notice');
    const missing = await ask('anything', { collection: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe('collection_not_found');
  });

  it('replaces a document uploaded again under the same title, and deletes one', async () => {
    const again = await upload(Buffer.from('# Lease\n\n## Notice\nThe tenant gives six weeks notice.\n'), 'Lease.docx.md', { collection: 'leases', title: 'Lease.docx' });
    expect(again.document_id).toBe(lease.document_id);
    expect(again.job.state).toBe('done');
    const doc = await stored(lease.document_id);
    expect(doc.chunks.map((c) => c.citation)).toEqual(['Lease.docx › Notice']);
    expect((await ask('how much notice does the tenant give?', { collection: 'leases' })).body.answer).toContain('six weeks');
    expect((await fetch(`${app.url}/documents/${lease.document_id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${app.url}/documents/${lease.document_id}`)).status).toBe(404);
    expect((await fetch(`${app.url}/documents/${lease.document_id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await ask('notice', { collection: 'leases' })).status).toBe(404);
  });

  it('fails hostile documents cleanly and keeps what is stored', async () => {
    const before = await stored((await (await fetch(`${app.url}/documents?collection=policies`)).json() as { documents: Array<{ document_id: string }> }).documents[0].document_id);
    const failed = async (content: Buffer, filename: string) => {
      const r = await upload(content, filename, { collection: 'policies', title: 'handbook.md' });
      expect(r.job.state).toBe('failed');
      return (r.job.error as { code: string; message: string });
    };
    expect(await failed(zipBombDocx(300), 'bomb.docx')).toMatchObject({ code: 'document_zip_bomb', message: expect.stringContaining('zip bomb') });
    expect(await failed(deepDocx(10_000), 'deep.docx')).toMatchObject({ code: 'document_too_deep' });
    expect(await failed(await encryptedPdf(), 'secret.pdf')).toMatchObject({ code: 'document_encrypted', message: expect.stringContaining('password') });
    const big = await post(Buffer.alloc(50 << 20, 0x61), 'big.txt', { collection: 'policies' });
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({ code: 'file_too_large', message: 'big.txt is over MAX_DOCUMENT_BYTES (20 MB)' });
    expect((await post('', 'empty.md')).body.error?.code).toBe('document_empty');
    expect((await post('MZ', 'tool.exe')).status).toBe(415);
    expect((await post('text', 'a.md', { collection: 'Bad Name!' })).body.error?.code).toBe('collection_invalid');
    // The handbook that the failed uploads meant to replace is as it was.
    expect(await stored(before.document_id)).toEqual(before);
    expect((await ask('what is the hotel limit per night?', { collection: 'policies' })).body.answer).toContain('150 EUR');
  });
});
