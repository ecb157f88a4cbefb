import { randomUUID } from 'node:crypto';
import type express from 'express';
import multer from 'multer';
import { chunkLabel, documentIdOf, SPEC_NAME_RE, type SpecInfo } from '@specwise/shared';
import { DOCUMENT_EXTENSIONS, NotFoundError, ValidationError, deleteSpec, documentFormat, echo, route, type IngestJob } from '@specwise/shared/server';
import type { GatewayDeps } from './app.js';
import { multipart, noteFileName } from './multipart.js';
import { checkedLabel, checkedName, optionalLabel } from './fields.js';

export const DEFAULT_COLLECTION = 'documents';

/** A collection name: like a spec name (lower-case letters, digits, _ or -), `documents` when absent. */
export function collectionName(raw: unknown): string {
  if (raw === undefined || raw === null || String(raw).trim() === '') return DEFAULT_COLLECTION;
  return checkedName(String(raw).trim(), 'collection', 'collection_invalid');
}

/** A document title: the one given (1–200 characters, no control characters), else the file name. */
const documentTitle = (raw: unknown, filename: string): string => optionalLabel(raw, 'title', 200) ?? checkedLabel(filename, 'title', 200);

/** What `GET /documents` lists of one document. */
function summaryOf(d: SpecInfo) {
  return { document_id: d.name, title: d.title, collection: d.collection ?? DEFAULT_COLLECTION, filename: d.filename ?? null, format: d.format, chunks: d.chunks, ingested_at: d.ingested_at, embedding_model: d.embedding_model, warnings: d.warnings };
}

async function documentOr404(deps: Pick<GatewayDeps, 'catalog'>, id: string): Promise<SpecInfo> {
  const info = SPEC_NAME_RE.test(id) ? await deps.catalog.get(id) : null;
  if (!info || info.kind !== 'document') throw new NotFoundError('document_not_found', `no document with id "${echo(id)}"; GET /documents lists them`);
  return info;
}

/**
 * Documents: another kind of source on the same queue, stores and pipeline as specs. `POST /documents` takes a
 * .docx, Markdown, text, HTML or PDF file (multipart `file`, optional `collection` and `title`) and answers 202
 * with the job; re-uploading the same title to the same collection replaces the document atomically.
 */
export function documentRoutes(app: express.Express, deps: GatewayDeps, accept: (res: express.Response, job: IngestJob, name: string | null) => Promise<void>): void {
  const { config } = deps;
  const upload = multer({ storage: multer.memoryStorage(), fileFilter: noteFileName, limits: { fileSize: config.MAX_DOCUMENT_BYTES, files: 1, fields: 5 } });
  const mb = (n: number) => `${Math.round((n / 1048576) * 10) / 10} MB`;

  app.post('/documents', (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next(new ValidationError('unsupported_media_type', 'upload the document as multipart/form-data with a "file" field', 415));
    next();
  }, multipart(upload.single('file'), (f) => `${f ? echo(f) : 'the document'} is over MAX_DOCUMENT_BYTES (${mb(config.MAX_DOCUMENT_BYTES)})`), route(async (req, res) => {
    const file = req.file;
    if (!file) throw new ValidationError('file_missing', 'no file: send the document in a multipart field named "file"', 400);
    if (!documentFormat(file.originalname, file.buffer)) {
      throw new ValidationError('unsupported_media_type', `${echo(file.originalname)} is not a document Specwise reads (.${DOCUMENT_EXTENSIONS.join(', .')})`, 415);
    }
    if (file.size === 0) throw new ValidationError('document_empty', `${echo(file.originalname)} is empty`, 422);
    const collection = collectionName(req.body?.collection);
    const title = documentTitle(req.body?.title, file.originalname);
    const documentId = documentIdOf(collection, title);
    const existing = await deps.catalog.get(documentId);
    if (existing && existing.kind !== 'document') throw new ValidationError('name_taken', `"${documentId}" is already the name of a specification; give the document another title`, 400);
    const jobId = randomUUID();
    await deps.queue.ping();
    await deps.uploads.put(jobId, file.buffer);
    const job: IngestJob = { jobId, source: { kind: 'upload', uploadKey: jobId, filename: file.originalname }, document: { collection, title, documentId }, requestedAt: new Date().toISOString() };
    await accept(res, job, documentId);
  }));

  app.get('/documents', route(async (req, res) => {
    const only = typeof req.query.collection === 'string' && req.query.collection ? collectionName(req.query.collection) : null;
    const docs = (await deps.catalog.list()).filter((s) => s.kind === 'document' && (!only || s.collection === only));
    const collections = new Map<string, number>();
    for (const d of docs) collections.set(d.collection ?? DEFAULT_COLLECTION, (collections.get(d.collection ?? DEFAULT_COLLECTION) ?? 0) + 1);
    res.json({
      collections: [...collections].sort(([a], [b]) => a.localeCompare(b)).map(([name, documents]) => ({ name, documents })),
      documents: docs.map(summaryOf).sort((a, b) => a.collection.localeCompare(b.collection) || a.title.localeCompare(b.title)),
    });
  }));

  app.get('/documents/:id', route(async (req, res) => {
    const info = await documentOr404(deps, String(req.params.id));
    const chunks = (await deps.keywordIndex.listChunks(info.name)).sort((a, b) => (a.section?.position ?? 0) - (b.section?.position ?? 0));
    res.json({
      ...summaryOf(info),
      chunks: chunks.map((c) => ({ id: c.id, position: c.section?.position ?? 0, citation: chunkLabel(c), headings: c.section?.headings ?? [], boundary: c.section?.boundary ?? null, text: c.text.slice(c.text.indexOf('\n\n') + 2) })),
    });
  }));

  app.delete('/documents/:id', route(async (req, res) => {
    const info = await documentOr404(deps, String(req.params.id));
    await deleteSpec(deps, info.name);
    res.status(204).end();
  }));
}
