import { ValidationError } from '../errors.js';
import { tidy, type Block, type DocumentLimits, type ParsedDocument } from './blocks.js';
import { readXml } from './xml.js';
import { SafeZip } from './zip.js';

interface LevelFormat {
  format: string;
  text: string;
  start: number;
}

/** Heading levels of paragraph styles (from `styles.xml`): outline level, else a name like "heading 2". */
function headingStyles(xml: string | null, label: string, limits: DocumentLimits): Map<string, number> {
  const out = new Map<string, number>();
  if (!xml) return out;
  const based = new Map<string, string>();
  let id: string | null = null;
  let name = '';
  let outline: number | null = null;
  readXml(xml, label, limits.maxDepth, {
    open(tag, a) {
      if (tag === 'w:style') [id, name, outline] = [a['w:styleId'] ?? null, '', null];
      else if (id && tag === 'w:name') name = a['w:val'] ?? '';
      else if (id && tag === 'w:outlineLvl') outline = Number(a['w:val']);
      else if (id && tag === 'w:basedOn' && a['w:val']) based.set(id, a['w:val']);
    },
    close(tag) {
      if (tag !== 'w:style' || !id) return;
      const m = /^heading\s*(\d)$/i.exec(name) ?? /^Heading(\d)$/.exec(id);
      if (outline !== null && outline >= 0 && outline < 9) out.set(id, outline + 1);
      else if (m) out.set(id, Number(m[1]));
      else if (/^title$/i.test(name)) out.set(id, 0);
      id = null;
    },
  });
  // A style based on a heading style is a heading of that level.
  for (const [style, parent] of based) {
    let p: string | undefined = parent;
    for (let hops = 0; p && !out.has(style) && hops < 10; hops++) {
      if (out.has(p)) out.set(style, out.get(p)!);
      p = based.get(p);
    }
  }
  return out;
}

/** List formats (from `numbering.xml`): numId → level → how its marker is written. */
function listFormats(xml: string | null, label: string, limits: DocumentLimits): Map<string, Map<number, LevelFormat>> {
  const abstract = new Map<string, Map<number, LevelFormat>>();
  const numToAbstract = new Map<string, string>();
  if (!xml) return new Map();
  let absId: string | null = null;
  let numId: string | null = null;
  let lvl: { ilvl: number; f: LevelFormat } | null = null;
  readXml(xml, label, limits.maxDepth, {
    open(tag, a) {
      if (tag === 'w:abstractNum') absId = a['w:abstractNumId'] ?? null;
      else if (tag === 'w:num') numId = a['w:numId'] ?? null;
      else if (numId && tag === 'w:abstractNumId') numToAbstract.set(numId, a['w:val']);
      else if (absId && tag === 'w:lvl') lvl = { ilvl: Number(a['w:ilvl'] ?? 0), f: { format: 'decimal', text: '%1.', start: 1 } };
      else if (lvl && tag === 'w:numFmt') lvl.f.format = a['w:val'] ?? 'decimal';
      else if (lvl && tag === 'w:lvlText') lvl.f.text = a['w:val'] ?? '';
      else if (lvl && tag === 'w:start') lvl.f.start = Number(a['w:val'] ?? 1);
    },
    close(tag) {
      if (tag === 'w:lvl' && absId && lvl) {
        if (!abstract.has(absId)) abstract.set(absId, new Map());
        abstract.get(absId)!.set(lvl.ilvl, lvl.f);
        lvl = null;
      } else if (tag === 'w:abstractNum') absId = null;
      else if (tag === 'w:num') numId = null;
    },
  });
  return new Map([...numToAbstract].flatMap(([n, a]) => (abstract.has(a) ? [[n, abstract.get(a)!] as const] : [])));
}

const ROMAN: Array<[number, string]> = [[1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];

function counterText(n: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return String.fromCharCode(97 + ((n - 1) % 26));
    case 'upperLetter':
      return String.fromCharCode(65 + ((n - 1) % 26));
    case 'lowerRoman':
    case 'upperRoman': {
      let r = '';
      let x = n;
      for (const [v, s] of ROMAN) while (x >= v) [r, x] = [r + s, x - v];
      return format === 'upperRoman' ? r.toUpperCase() : r;
    }
    default:
      return String(n);
  }
}

/** Numbered-list counters per list: `%1.%2` becomes `7.2` as Word would show it. */
function listNumbering(formats: Map<string, Map<number, LevelFormat>>) {
  const counters = new Map<string, number[]>();
  return (numId: string, ilvl: number): string | null => {
    const levels = formats.get(numId);
    const f = levels?.get(ilvl);
    if (!levels || !f) return null;
    if (f.format === 'bullet' || f.format === 'none') return f.format === 'bullet' ? '•' : '';
    const c = counters.get(numId) ?? [];
    for (let i = 0; i < ilvl; i++) c[i] ??= (levels.get(i)?.start ?? 1);
    c[ilvl] = c[ilvl] === undefined ? f.start : c[ilvl] + 1;
    c.length = ilvl + 1;
    counters.set(numId, c);
    return f.text.replace(/%(\d)/g, (_m, d: string) => {
      const i = Number(d) - 1;
      return counterText(c[i] ?? levels.get(i)?.start ?? 1, levels.get(i)?.format ?? 'decimal');
    });
  };
}

/** The document title from `docProps/core.xml` (dc:title), if it has one. */
function coreTitle(xml: string | null, label: string, limits: DocumentLimits): string | null {
  if (!xml) return null;
  let inTitle = false;
  let title = '';
  readXml(xml, label, limits.maxDepth, {
    open: (tag) => void (inTitle = tag === 'dc:title'),
    close: () => void (inTitle = false),
    text: (t) => void (inTitle && (title += t)),
  });
  return tidy(title) || null;
}

/**
 * A .docx: paragraphs in order, headings from their styles (outline level or "heading N", numbered as Word
 * shows them), list items with their markers, tables row by row (first row as the header). The zip is read
 * with a cap on what it may expand to, and every XML part with a nesting cap.
 */
export function readDocx(bytes: Buffer, label: string, limits: DocumentLimits): ParsedDocument {
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw new ValidationError('document_encrypted', `${label} is password-protected (or an old binary .doc): save it unprotected as .docx and upload it again`);
  }
  const zip = new SafeZip(bytes, { maxExpandedBytes: limits.maxExpandedBytes, maxEntries: 10_000 }, label);
  const main = zip.text('word/document.xml');
  if (main === null) throw new ValidationError('document_unreadable', `${label} is a zip archive but not a Word document (no word/document.xml)`);
  const styles = headingStyles(zip.text('word/styles.xml'), label, limits);
  const numbering = listNumbering(listFormats(zip.text('word/numbering.xml'), label, limits));
  const blocks: Block[] = [];
  const warnings: string[] = [];

  // Paragraph state.
  let text = '';
  let style: string | null = null;
  let outline: number | null = null;
  let num: { id: string | null; ilvl: number } | null = null;
  let inText = false;
  // Tables (nested tables flatten into their cell's text).
  let tableDepth = 0;
  let rows: string[][] = [];
  let row: string[] | null = null;
  let cell: string[] | null = null;

  const endParagraph = () => {
    const t = tidy(text);
    const headingLevel = outline ?? (style !== null ? styles.get(style) : undefined);
    const marker = num?.id ? numbering(num.id, num.ilvl) : null;
    text = '';
    if (!t) return;
    if (cell) return void cell.push(t);
    if (headingLevel !== undefined && headingLevel !== null) {
      blocks.push({ kind: 'heading', level: Math.max(1, headingLevel), text: marker ? `${marker} ${t}` : t });
    } else if (marker !== null) blocks.push({ kind: 'item', text: marker ? `${marker} ${t}` : t, depth: num?.ilvl ?? 0 });
    else blocks.push({ kind: 'paragraph', text: t });
  };

  readXml(main, label, limits.maxDepth, {
    open(tag, a) {
      switch (tag) {
        case 'w:p':
          [text, style, outline, num] = ['', null, null, null];
          break;
        case 'w:pStyle':
          style = a['w:val'] ?? null;
          break;
        case 'w:outlineLvl':
          outline = Number(a['w:val']) + 1;
          break;
        case 'w:numPr':
          num = { id: null, ilvl: 0 };
          break;
        case 'w:numId':
          if (num) num.id = a['w:val'] && a['w:val'] !== '0' ? a['w:val'] : null;
          break;
        case 'w:ilvl':
          if (num) num.ilvl = Number(a['w:val'] ?? 0);
          break;
        case 'w:t':
          inText = true;
          break;
        case 'w:tab':
          text += ' ';
          break;
        case 'w:br':
        case 'w:cr':
          text += ' ';
          break;
        case 'w:tbl':
          if (++tableDepth === 1) rows = [];
          break;
        case 'w:tr':
          if (tableDepth === 1) row = [];
          break;
        case 'w:tc':
          if (tableDepth === 1) cell = [];
          break;
      }
    },
    close(tag) {
      switch (tag) {
        case 'w:t':
          inText = false;
          break;
        case 'w:p':
          endParagraph();
          break;
        case 'w:tc':
          if (tableDepth === 1 && row && cell) row.push(cell.join(' '));
          if (tableDepth === 1) cell = null;
          break;
        case 'w:tr':
          if (tableDepth === 1 && row && row.some((c) => c)) rows.push(row);
          if (tableDepth === 1) row = null;
          break;
        case 'w:tbl':
          if (--tableDepth === 0 && rows.length) blocks.push({ kind: 'table', rows });
          break;
      }
    },
    text(t) {
      if (inText) text += t;
    },
  });
  if (!blocks.length) warnings.push(`${label} has no text`);
  return { format: 'docx', title: coreTitle(zip.text('docProps/core.xml'), label, limits), blocks, warnings };
}
