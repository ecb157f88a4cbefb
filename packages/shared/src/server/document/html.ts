import { Parser } from 'htmlparser2';
import { depthGuard, tidy, type Block, type DocumentLimits, type ParsedDocument } from './blocks.js';

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'head', 'nav', 'footer']);
const BLOCK = new Set(['p', 'div', 'section', 'article', 'main', 'header', 'aside', 'blockquote', 'pre', 'dd', 'dt', 'figcaption', 'address', 'br', 'hr', 'body', 'form']);

/**
 * HTML: h1–h6 headings, paragraphs and other blocks, list items with markers (ordered lists numbered),
 * tables row by row; scripts, styles and navigation are left out. A streaming parser (no recursion) with a
 * nesting cap, so deeply nested markup is refused, not a stack overflow.
 */
export function readHtml(html: string, label: string, limits: DocumentLimits): ParsedDocument {
  const blocks: Block[] = [];
  const guard = depthGuard(label, limits.maxDepth);
  let text = '';
  let skipping = 0;
  let title = '';
  let inTitle = false;
  let heading: number | null = null;
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let item: string | null = null;
  let table: string[][] | null = null;
  let row: string[] | null = null;
  let cell: string | null = null;
  let failure: unknown = null;

  const flush = () => {
    const t = tidy(text);
    text = '';
    if (!t) return;
    if (cell !== null) cell += ` ${t}`;
    else if (heading !== null) blocks.push({ kind: 'heading', level: heading, text: t });
    else if (item !== null) item += ` ${t}`;
    else blocks.push({ kind: 'paragraph', text: t });
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (failure) return;
        try {
          guard.enter();
        } catch (err) {
          failure = err;
          parser.pause();
          return;
        }
        if (SKIP.has(name) && name !== 'head') skipping++;
        if (name === 'title') inTitle = true;
        if (skipping) return;
        if (/^h[1-6]$/.test(name)) {
          flush();
          heading = Number(name[1]);
        } else if (name === 'ul' || name === 'ol') {
          flush();
          lists.push({ ordered: name === 'ol', n: 0 });
        } else if (name === 'li') {
          flush();
          const list = lists.at(-1);
          if (list) list.n++;
          item = list?.ordered ? `${list.n}.` : '•';
        } else if (name === 'table') {
          flush();
          table = [];
        } else if (name === 'tr' && table) row = [];
        else if ((name === 'td' || name === 'th') && row) {
          flush();
          cell = '';
        } else if (BLOCK.has(name)) flush();
      },
      ontext(t) {
        if (failure) return;
        if (inTitle) title += t;
        else if (!skipping) text += t;
      },
      onclosetag(name) {
        if (failure) return;
        guard.leave();
        if (name === 'title') inTitle = false;
        if (SKIP.has(name) && name !== 'head') {
          skipping = Math.max(0, skipping - 1);
          return;
        }
        if (skipping) return;
        if (/^h[1-6]$/.test(name)) {
          flush();
          heading = null;
        } else if (name === 'li') {
          flush();
          if (item !== null && tidy(item).length > 2) blocks.push({ kind: 'item', text: tidy(item), depth: Math.max(0, lists.length - 1) });
          item = null;
        } else if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
        } else if ((name === 'td' || name === 'th') && row && cell !== null) {
          flush();
          row.push(tidy(cell));
          cell = null;
        } else if (name === 'tr' && table && row) {
          if (row.some((c) => c)) table.push(row);
          row = null;
        } else if (name === 'table' && table) {
          if (table.length) blocks.push({ kind: 'table', rows: table });
          table = null;
        } else if (BLOCK.has(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (failure) throw failure;
  flush();
  const h1 = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  return { format: 'html', title: tidy(title) || (h1 && h1.kind === 'heading' ? h1.text : null), blocks, warnings: [] };
}
