import { ValidationError } from '../errors.js';
import { blocksFromPlainText, type DocumentFormat, type DocumentLimits, type ParsedDocument } from './blocks.js';
import { readDocx } from './docx.js';
import { readHtml } from './html.js';
import { readMarkdown } from './markdown.js';
import { readPdf } from './pdf.js';

const BY_EXTENSION: Record<string, DocumentFormat> = {
  docx: 'docx', md: 'markdown', markdown: 'markdown', txt: 'text', text: 'text', html: 'html', htm: 'html', pdf: 'pdf',
};

/** The file names documents may have (what `POST /documents` takes). */
export const DOCUMENT_EXTENSIONS = Object.keys(BY_EXTENSION);

/** The format of a file by its extension, else by its first bytes; null when it is none Specwise reads. */
export function documentFormat(filename: string, bytes: Buffer): DocumentFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (ext) return BY_EXTENSION[ext] ?? null;
  if (bytes.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004') return 'docx';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return /^\s*</.test(bytes.subarray(0, 200).toString('utf8')) ? 'html' : 'text';
}

/** Bytes as UTF-8 text (a BOM dropped); binary content is refused rather than read as noise. */
function decodeText(bytes: Buffer, label: string): string {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) throw new ValidationError('document_unreadable', `${label} is binary, not text: upload .docx, .pdf, .md, .html or .txt`);
  return new TextDecoder('utf-8').decode(bytes).replace(/^\ufeff/, '');
}

/** Read a document into blocks (headings, paragraphs, list items, tables); bad files throw a 422 naming the problem. */
export async function readDocument(bytes: Buffer, filename: string, limits: DocumentLimits): Promise<ParsedDocument> {
  const format = documentFormat(filename, bytes);
  if (!format) throw new ValidationError('unsupported_media_type', `${filename} is not a document Specwise reads (.${DOCUMENT_EXTENSIONS.join(', .')})`, 415);
  if (bytes.length === 0 || (format !== 'docx' && format !== 'pdf' && !bytes.toString('utf8').trim())) {
    throw new ValidationError('document_empty', `${filename} is empty`);
  }
  let doc: ParsedDocument;
  switch (format) {
    case 'docx':
      doc = readDocx(bytes, filename, limits);
      break;
    case 'pdf':
      doc = await readPdf(bytes, filename);
      break;
    case 'markdown':
      doc = readMarkdown(decodeText(bytes, filename), filename, limits);
      break;
    case 'html':
      doc = readHtml(decodeText(bytes, filename), filename, limits);
      break;
    case 'text':
      doc = { format: 'text', title: null, blocks: blocksFromPlainText(decodeText(bytes, filename)), warnings: [] };
      break;
  }
  if (!doc.blocks.some((b) => b.kind !== 'heading')) throw new ValidationError('document_empty', `${filename} has no text to search`);
  return doc;
}
