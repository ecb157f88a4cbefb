// Specwise's own API description, served at /openapi.json and rendered at /docs.
const err = { $ref: '#/components/responses/Error' };
export const openapiDocument = {
  openapi: '3.0.3',
  info: { title: 'Specwise API', version: '0.1.0', description: 'Ingest OpenAPI specs and documents, and ask grounded, cited questions about them.' },
  paths: {
    '/ingest': { post: { summary: 'Ingest a spec from a URL', operationId: 'ingestUrl', requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['specification_url'], properties: { specification_url: { type: 'string', format: 'uri' }, specification_name: { type: 'string' }, display_name: { type: 'string', maxLength: 100, description: 'a name for people, shown in the UI' } } } } } }, responses: { 202: { $ref: '#/components/responses/Accepted' }, 400: err, 415: err, 503: err } } },
    '/upload': { post: { summary: 'Ingest an uploaded JSON or YAML spec', operationId: 'uploadSpec', requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, specification_name: { type: 'string' }, display_name: { type: 'string', maxLength: 100, description: 'a name for people, shown in the UI' } } } } } }, responses: { 202: { $ref: '#/components/responses/Accepted' }, 400: err, 413: err, 415: err, 422: err, 503: err } } },
    '/jobs': { get: { summary: 'Recent ingest jobs, newest first (a reloaded UI re-attaches to ?state=queued,running)', operationId: 'listJobs', parameters: [{ name: 'state', in: 'query', schema: { type: 'string', example: 'queued,running' }, description: 'comma-separated: queued, running, done, failed (default: all)' }, { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200, default: 50 } }], responses: { 200: { description: '{ jobs: JobStatus[] }' }, 400: err } } },
    '/jobs/{id}': { get: { summary: 'Status of an ingest job', operationId: 'getJob', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'Job status', content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } } }, 404: err } } },
    '/specifications': { get: { summary: 'List ingested specifications', operationId: 'listSpecifications', responses: { 200: { description: 'Specifications' } } } },
    '/specifications/{name}': {
      get: { summary: 'One specification', operationId: 'getSpecification', parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'Specification' }, 404: err } },
      delete: { summary: 'Delete a specification and everything indexed for it', operationId: 'deleteSpecification', parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }], responses: { 204: { description: 'Deleted' }, 404: err } },
    },
    '/specifications/{name}/endpoints': { get: { summary: 'The operations (chunks) of a specification', operationId: 'listEndpoints', parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'Endpoints' }, 404: err } } },
    '/query': { post: { summary: 'Ask a question', operationId: 'query', requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/QueryRequest' } } } }, responses: { 200: { description: 'Answer with confidence and sources' }, 400: err, 404: err } } },
    '/query/stream': { post: { summary: 'Ask a question; the answer streams as server-sent events (sources, token, done, error)', operationId: 'queryStream', requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/QueryRequest' } } } }, responses: { 200: { description: 'text/event-stream' }, 400: err, 404: err } } },
    '/documents': {
      post: { summary: 'Upload a document (.docx, PDF, Markdown, HTML, text) into a collection; the same title replaces it', operationId: 'uploadDocument', requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, collection: { type: 'string', default: 'documents' }, title: { type: 'string', description: 'default: the file name' } } } } } }, responses: { 202: { description: '{ job_id, document_id, collection, status_url }' }, 400: err, 413: err, 415: err, 422: err } },
      get: { summary: 'Documents and their collections', operationId: 'listDocuments', parameters: [{ name: 'collection', in: 'query', schema: { type: 'string' } }], responses: { 200: { description: '{ collections: [{ name, documents }], documents: [...] }' } } },
    },
    '/documents/{id}': {
      get: { summary: 'A document with its chunks (citation, heading path, boundary, text)', operationId: 'getDocument', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'Document' }, 404: err } },
      delete: { summary: 'Delete a document and everything indexed for it', operationId: 'deleteDocument', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 204: { description: 'Deleted' }, 404: err } },
    },
    '/conversations': { get: { summary: 'Conversations, most recently continued first', operationId: 'listConversations', responses: { 200: { description: '{ conversations: [{ id, title, turns, created_at, updated_at }] }' } } } },
    '/conversations/{id}': {
      get: { summary: 'A conversation with every turn', operationId: 'getConversation', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'Conversation' }, 404: err } },
      delete: { summary: 'Delete a conversation', operationId: 'deleteConversation', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 204: { description: 'Deleted' }, 404: err } },
    },
    '/transcribe': { post: { summary: 'Speech to text for a voice question', operationId: 'transcribe', requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } } }, responses: { 200: { description: '{ transcript, language, duration_s, engine }', content: { 'application/json': { schema: { type: 'object', required: ['transcript', 'language', 'duration_s', 'engine'], properties: { transcript: { type: 'string' }, language: { type: 'string', nullable: true }, duration_s: { type: 'number' }, engine: { type: 'string', enum: ['groq', 'openai', 'local'] } } } } } }, 400: err, 413: err, 422: err, 502: err, 503: err } } },
    '/transcribe/status': { get: { summary: 'Which speech-to-text engine is configured and whether it is ready', operationId: 'transcribeStatus', responses: { 200: { description: '{ engine, model, ready, reason }', content: { 'application/json': { schema: { type: 'object', properties: { engine: { type: 'string', enum: ['groq', 'openai', 'local'] }, model: { type: 'string' }, ready: { type: 'boolean' }, reason: { type: 'string', nullable: true } } } } } } } } },
    '/health': { get: { summary: 'Liveness', operationId: 'health', security: [], responses: { 200: { description: 'ok' } } } },
    '/ready': { get: { summary: 'Readiness: the queue broker and stores answer', operationId: 'ready', security: [], responses: { 200: { description: 'ready' }, 503: err } } },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Required when API_TOKENS is set' } },
    schemas: {
      QueryRequest: { type: 'object', required: ['question'], properties: { question: { type: 'string' }, specification_name: { type: 'string' }, specification_names: { type: 'array', items: { type: 'string' } }, collection: { type: 'string' }, collections: { type: 'array', items: { type: 'string' } }, conversation_id: { type: 'string' }, top_k: { type: 'integer' } } },
      Job: { type: 'object', properties: { id: { type: 'string' }, state: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] }, stage: { type: 'string', enum: ['load', 'dereference', 'chunk', 'embed', 'index'] }, progress: { type: 'integer' }, chunks_stored: { type: 'integer' }, warnings: { type: 'array', items: { type: 'string' } }, error: { type: 'object', nullable: true } } },
      Error: { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } } } },
    },
    responses: {
      Accepted: { description: 'Job accepted', content: { 'application/json': { schema: { type: 'object', properties: { job_id: { type: 'string' }, specification_name: { type: 'string', nullable: true }, status_url: { type: 'string' } } } } } },
      Error: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  },
  security: [{ bearer: [] }],
};

export const docsPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Specwise API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1b1f24}
code{background:#eef1f4;padding:.1rem .3rem;border-radius:4px}.op{border:1px solid #d8dee4;border-radius:8px;padding:.6rem .9rem;margin:.6rem 0}
.m{font-weight:700;display:inline-block;min-width:4.5rem}</style></head><body>
<h1>Specwise API</h1><p>Machine-readable description: <a href="/openapi.json">/openapi.json</a>.</p><div id="ops">Loading…</div>
<script>fetch('/openapi.json').then(r=>r.json()).then(d=>{const el=document.getElementById('ops');el.innerHTML='';
for(const [p,item] of Object.entries(d.paths))for(const [m,op] of Object.entries(item)){const div=document.createElement('div');div.className='op';
const h=document.createElement('div');h.innerHTML='<span class="m"></span><code></code>';h.querySelector('.m').textContent=m.toUpperCase();h.querySelector('code').textContent=p;
const s=document.createElement('div');s.textContent=op.summary;div.append(h,s);el.append(div);}});</script></body></html>`;
