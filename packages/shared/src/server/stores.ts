import { join } from 'node:path';
import type { Redis } from 'ioredis';
import type { SpecInfo } from '../index.js';
import type { Config } from './config.js';
import { echo, NotFoundError } from './errors.js';
import type { ConversationStore, JobStore, KeywordIndex, QuestionLog, SpecCatalog, UploadStore, VectorStore } from './ports.js';
import { openSqlite } from './adapters/sqlite.database.js';
import { SqliteKeywordIndex } from './adapters/sqlite.keyword-index.js';
import { SqliteVectorStore } from './adapters/sqlite.vector-store.js';
import { SqliteConversationStore, SqliteJobStore, SqliteQuestionLog, SqliteSpecCatalog, SqliteUploadStore } from './adapters/sqlite.stores.js';
import { RedisConversationStore, RedisJobStore, RedisQuestionLog, RedisSpecCatalog, RedisUploadStore } from './adapters/redis.stores.js';
import { QdrantVectorStore } from './adapters/qdrant.vector-store.js';
import { ElasticsearchKeywordIndex } from './adapters/elasticsearch.keyword-index.js';

export interface Stores {
  vectorStore: VectorStore;
  keywordIndex: KeywordIndex;
  catalog: SpecCatalog;
  jobStore: JobStore;
  uploads: UploadStore;
  questions: QuestionLog;
  conversations: ConversationStore;
  close(): Promise<void>;
}

/**
 * The storage adapters config asks for. Without REDIS_URL everything lives in one SQLite file. With it,
 * jobs, uploads and the spec catalog live in Redis; vectors in Qdrant when QDRANT_URL is set and BM25 in
 * Elasticsearch when ELASTICSEARCH_URL is set (else the SQLite file in DATA_DIR, for a one-machine queue).
 */
export function buildStores(config: Config, redis: Redis | null): Stores {
  const needSqlite = !redis || !config.QDRANT_URL || !config.ELASTICSEARCH_URL;
  const db = needSqlite ? openSqlite(join(config.DATA_DIR, 'specwise.sqlite')) : null;
  const vectorStore = config.QDRANT_URL && redis ? new QdrantVectorStore({ url: config.QDRANT_URL, apiKey: config.QDRANT_API_KEY }) : new SqliteVectorStore(db!);
  const keywordIndex = config.ELASTICSEARCH_URL && redis
    ? new ElasticsearchKeywordIndex({ url: config.ELASTICSEARCH_URL, apiKey: config.ELASTICSEARCH_API_KEY, username: config.ELASTICSEARCH_USERNAME, password: config.ELASTICSEARCH_PASSWORD })
    : new SqliteKeywordIndex(db!);
  const catalog = redis ? new RedisSpecCatalog(redis) : new SqliteSpecCatalog(db!);
  const jobStore = redis ? new RedisJobStore(redis) : new SqliteJobStore(db!);
  const uploads = redis ? new RedisUploadStore(redis) : new SqliteUploadStore(db!);
  const questions = redis ? new RedisQuestionLog(redis) : new SqliteQuestionLog(db!);
  const conversations = redis ? new RedisConversationStore(redis) : new SqliteConversationStore(db!);
  return {
    vectorStore, keywordIndex, catalog, jobStore, uploads, questions, conversations,
    async close() {
      await Promise.allSettled([vectorStore.close(), keywordIndex.close()]);
      db?.close();
    },
  };
}

/** Remove a spec and everything indexed for it (catalog entry, vectors, BM25). False when there was none. */
export async function deleteSpec(stores: Pick<Stores, 'catalog' | 'vectorStore' | 'keywordIndex'>, name: string): Promise<boolean> {
  const existed = await stores.catalog.delete(name);
  await Promise.all([stores.vectorStore.dropSpec(name), stores.keywordIndex.dropSpec(name)]);
  return existed;
}

/**
 * The sources a question is asked of: the specs and documents it names, every document of the collections it
 * names, or — naming none — everything ingested. Unknown names are a 404 that says where to look.
 */
export async function resolveSources(catalog: SpecCatalog, names: string[] | undefined, collections: string[] = []): Promise<SpecInfo[]> {
  const all = await catalog.list();
  if ((!names || names.length === 0) && collections.length === 0) {
    if (all.length === 0) throw new NotFoundError('no_specifications', 'nothing is ingested yet: ingest a spec with POST /ingest or POST /upload, or a document with POST /documents');
    return all;
  }
  const named = (names ?? []).map((n) => {
    const s = all.find((x) => x.name === n);
    if (!s) throw new NotFoundError('specification_not_found', `no specification named "${echo(n)}"; GET /specifications lists them`);
    return s;
  });
  const documents = collections.flatMap((c) => {
    const docs = all.filter((x) => x.kind === 'document' && x.collection === c);
    if (!docs.length) throw new NotFoundError('collection_not_found', `no documents in a collection named "${echo(c)}"; GET /documents lists them`);
    return docs;
  });
  return [...new Map([...named, ...documents].map((x) => [x.name, x])).values()];
}
