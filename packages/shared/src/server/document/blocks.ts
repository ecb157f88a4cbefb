import { ValidationError } from '../errors.js';

/** What every document reader produces: the text in reading order, with its structure. */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  /** One item of a list, with its marker (`1.`, `a)`, `•`) already in the text. */
  | { kind: 'item'; text: string; depth: number }
  /** A table: the first row is its header row. */
  | { kind: 'table'; rows: string[][] };

export type DocumentFormat = 'docx' | 'markdown' | 'html' | 'pdf' | 'text';

export interface ParsedDocument {
  format: DocumentFormat;
  /** A title the file itself gives (docx core properties, HTML <title>, PDF info), if any. */
  title: string | null;
  blocks: Block[];
  warnings: string[];
}

export interface DocumentLimits {
  /** Element / list / quote nesting a document may have (DOCUMENT_MAX_DEPTH). */
  maxDepth: number;
  /** Bytes a .docx may expand to when unzipped (DOCUMENT_MAX_EXPANDED_BYTES). */
  maxExpandedBytes: number;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = { maxDepth: 200, maxExpandedBytes: 100 * 1024 * 1024 };

/** Tracks element nesting while a reader walks a document; refuses past the limit, naming it. */
export function depthGuard(label: string, maxDepth: number) {
  let depth = 0;
  return {
    enter(): void {
      if (++depth > maxDepth) {
        throw new ValidationError('document_too_deep', `${label} nests its elements more than ${maxDepth} levels deep (DOCUMENT_MAX_DEPTH): refused`);
      }
    },
    leave(): void {
      depth = Math.max(0, depth - 1);
    },
  };
}

/** Runs of white space (including non-breaking and zero-width) as one space, trimmed. */
export function tidy(text: string): string {
  return text.replace(/[\u200b\u200c\u200d\ufeff]/g, '').replace(/[\s\u00a0]+/g, ' ').trim();
}

const NUMBERED_HEADING = /^(\d+(?:\.\d+)*\.?|[IVXLC]+\.|[A-Z]\.)\s+(\S.{0,100})$/;

/**
 * Plain-text structure (text files, PDF text layers): a short line that opens with section numbering
 * (`7.`, `7.2`, `IV.`) and does not end like a sentence is a heading, its level the depth of the numbering;
 * a short line in capitals is a top-level heading. Blank lines end paragraphs.
 */
export function blocksFromPlainText(text: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    const t = tidy(para.join(' '));
    if (t) blocks.push({ kind: 'paragraph', text: t });
    para = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = tidy(raw);
    if (!line) {
      flush();
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      flush();
      blocks.push(heading);
      continue;
    }
    const item = /^([-*•]|\(?[a-z0-9]{1,3}[.)])\s+\S/.exec(line);
    if (item && para.length === 0) {
      blocks.push({ kind: 'item', text: line, depth: 0 });
      continue;
    }
    para.push(line);
  }
  flush();
  return blocks;
}

function headingOf(line: string): Block | null {
  const words = line.split(' ').length;
  if (words > 12 || /[.,;:]$/.test(line)) return null;
  const m = NUMBERED_HEADING.exec(line);
  if (m && /[A-Za-z]/.test(m[2])) {
    const level = /^\d/.test(m[1]) ? m[1].replace(/\.$/, '').split('.').length : 1;
    return { kind: 'heading', level, text: line };
  }
  if (words <= 8 && /[A-Z]{3}/.test(line) && line === line.toUpperCase() && /^[A-Z]/.test(line)) return { kind: 'heading', level: 1, text: line };
  return null;
}
