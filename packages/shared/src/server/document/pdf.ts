import { ValidationError } from '../errors.js';
import { blocksFromPlainText, tidy, type Block, type ParsedDocument } from './blocks.js';

interface Line {
  text: string;
  size: number;
  y: number;
}

/** The lines of one page, each with its largest font size and its baseline. */
function linesOf(items: Array<{ str: string; fontSize: number; y: number; hasEOL: boolean }>): Line[] {
  const lines: Line[] = [];
  let cur: Line | null = null;
  for (const it of items) {
    cur ??= { text: '', size: 0, y: it.y };
    cur.text += it.str;
    if (it.str.trim()) cur.size = Math.max(cur.size, Math.round(it.fontSize * 10) / 10);
    if (it.hasEOL) {
      if (tidy(cur.text)) lines.push(cur);
      cur = null;
    }
  }
  if (cur && tidy(cur.text)) lines.push(cur);
  return lines;
}

/**
 * A PDF's text layer: lines in a larger font than the body text (the size most characters use) are headings,
 * the largest size level 1; a vertical gap wider than a line and a half ends a paragraph; the rest reads as
 * plain text (numbered section lines are headings there too). Encrypted PDFs and PDFs without a text layer
 * (scans) are refused with the reason.
 */
export async function readPdf(bytes: Buffer, label: string): Promise<ParsedDocument> {
  const { getDocumentProxy, extractTextItems, getMeta } = await import('unpdf');
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 } as never);
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'PasswordException') throw new ValidationError('document_encrypted', `${label} is password-protected: remove the password and upload it again`);
    throw new ValidationError('document_unreadable', `${label} is not a readable PDF: ${(err as Error).message}`);
  }
  try {
    const { items } = await extractTextItems(doc);
    const pages = items.map(linesOf);
    const bySize = new Map<number, number>();
    for (const l of pages.flat()) bySize.set(l.size, (bySize.get(l.size) ?? 0) + l.text.length);
    const body = [...bySize].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
    const headingSizes = [...bySize.keys()].filter((s) => s >= body * 1.15).sort((a, b) => b - a);
    const blocks: Block[] = [];
    let buffer = '';
    const flush = () => {
      blocks.push(...blocksFromPlainText(buffer));
      buffer = '';
    };
    for (const lines of pages) {
      let prev: Line | null = null;
      for (const l of lines) {
        const t = tidy(l.text);
        if (headingSizes.includes(l.size) && t.split(' ').length <= 15) {
          flush();
          blocks.push({ kind: 'heading', level: headingSizes.indexOf(l.size) + 1, text: t });
        } else {
          const gap = prev ? Math.abs(prev.y - l.y) : 0;
          buffer += (prev && gap > 1.6 * Math.max(l.size, 1) ? '\n\n' : '\n') + t;
        }
        prev = l;
      }
      buffer += '\n\n';
    }
    flush();
    const meta = await getMeta(doc).catch(() => null);
    const title = typeof meta?.info?.Title === 'string' ? tidy(meta.info.Title) : '';
    const warnings = blocks.length ? [] : [`${label} has no text layer (a scan?): nothing to search; run OCR on it first`];
    if (!blocks.length) throw new ValidationError('document_empty', warnings[0]);
    return { format: 'pdf', title: title || null, blocks, warnings };
  } finally {
    await (doc as unknown as { destroy?: () => Promise<void> }).destroy?.().catch(() => undefined);
  }
}
