import { describe, expect, it } from 'vitest';
import { openSqlite, silentLogger, SqliteJobStore, SqliteKeywordIndex, SqliteSpecCatalog, SqliteUploadStore, SqliteVectorStore } from '@specwise/shared/server';
import { evalSpec } from '@specwise/shared/server/testing';
import { createIngestHandler } from './ingest.handler.js';

function deps() {
  const db = openSqlite(':memory:');
  return {
    vectorStore: new SqliteVectorStore(db), keywordIndex: new SqliteKeywordIndex(db), catalog: new SqliteSpecCatalog(db),
    jobStore: new SqliteJobStore(db), uploads: new SqliteUploadStore(db), embedder: null, logger: silentLogger,
    limits: { maxSpecBytes: 25 << 20, fetchTimeoutMs: 1000, allowHosts: [] },
  };
}

describe('the ingest handler', () => {
  it('reports every stage and leaves a finished job done when the queue delivers it again', async () => {
    const d = deps();
    const stages: string[] = [];
    const jobStore = d.jobStore;
    const spy = { ...jobStore, create: jobStore.create.bind(jobStore), get: jobStore.get.bind(jobStore), unfinished: jobStore.unfinished.bind(jobStore), list: jobStore.list.bind(jobStore), close: jobStore.close.bind(jobStore),
      update: async (id: string, patch: Parameters<typeof jobStore.update>[1]) => {
        if (patch.stage && stages.at(-1) !== patch.stage) stages.push(patch.stage);
        return jobStore.update(id, patch);
      } };
    const handle = createIngestHandler({ ...d, jobStore: spy });
    await d.uploads.put('u1', evalSpec('petstore_openapi.yaml'));
    await jobStore.create({ id: 'j1', specification_name: 'pets' });
    const job = { jobId: 'j1', specName: 'pets', source: { kind: 'upload' as const, uploadKey: 'u1', filename: 'petstore.yaml' } };
    expect(await handle(job)).toMatchObject({ specName: 'pets', chunks: 19, unchanged: false });
    expect(stages).toEqual(['load', 'dereference', 'chunk', 'embed', 'index']);
    expect(await d.uploads.get('u1')).toBeNull();
    // Second delivery: the upload is gone, the job must stay done.
    expect(await handle(job)).toMatchObject({ specName: 'pets', chunks: 19, unchanged: true });
    expect(await jobStore.get('j1')).toMatchObject({ state: 'done', chunks_stored: 19, error: null });
  });
});
