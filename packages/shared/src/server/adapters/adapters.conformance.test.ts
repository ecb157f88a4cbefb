import { openSqlite } from './sqlite.database.js';
import { SqliteKeywordIndex } from './sqlite.keyword-index.js';
import { SqliteVectorStore } from './sqlite.vector-store.js';
import { QdrantVectorStore } from './qdrant.vector-store.js';
import { ElasticsearchKeywordIndex } from './elasticsearch.keyword-index.js';
import { vectorStoreConformance } from '../conformance/vector-store.suite.js';
import { keywordIndexConformance } from '../conformance/keyword-index.suite.js';

// The embedded adapters always run; the distributed ones run against real servers when their URL is set.
const db = openSqlite(':memory:');
vectorStoreConformance('sqlite', async () => new SqliteVectorStore(db));
keywordIndexConformance('sqlite-fts5', async () => new SqliteKeywordIndex(db));

const qdrant = process.env.QDRANT_URL;
vectorStoreConformance('qdrant', async () => new QdrantVectorStore({ url: qdrant!, apiKey: process.env.QDRANT_API_KEY }, 'specwise_test'), qdrant ? null : 'QDRANT_URL is not set');
const es = process.env.ELASTICSEARCH_URL;
keywordIndexConformance('elasticsearch', async () => new ElasticsearchKeywordIndex({ url: es!, apiKey: process.env.ELASTICSEARCH_API_KEY, username: process.env.ELASTICSEARCH_USERNAME, password: process.env.ELASTICSEARCH_PASSWORD }, 'specwise_test'), es ? null : 'ELASTICSEARCH_URL is not set');

if (!qdrant) console.info('[conformance] Qdrant suite skipped: QDRANT_URL is not set (see README, "Run the full stack")');
if (!es) console.info('[conformance] Elasticsearch suite skipped: ELASTICSEARCH_URL is not set (see README, "Run the full stack")');
