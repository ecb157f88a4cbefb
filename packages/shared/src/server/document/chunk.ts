import type { Block } from './blocks.js';

/** Why a chunk starts where it does. */
export type ChunkBoundary = 'start' | 'heading' | 'semantic' | 'size';

export interface DocumentPiece {
  /** The heading path it sits under (`7. Termination`, `7.2 Notice`). */
  headings: string[];
  text: string;
  words: number;
  boundary: ChunkBoundary;
}

export interface DocumentChunkOptions {
  /** Split where adjacent paragraphs' cosine similarity falls under this (DOCUMENT_SEMANTIC_THRESHOLD); 0 turns it off. */
  semanticThreshold: number;
  /** Words a chunk may hold (DOCUMENT_CHUNK_MAX_WORDS); a longer paragraph splits between sentences. */
  maxWords: number;
}

export const DEFAULT_DOCUMENT_CHUNK_OPTIONS: DocumentChunkOptions = { semanticThreshold: 0.45, maxWords: 600 };

/** One paragraph, list or table under one heading path; `parts` are its pieces that fit the size cap. */
interface Unit {
  headings: string[];
  text: string;
  parts: string[];
  /** One item of a list: it follows the item before it on the next line, not after a blank one. */
  item?: boolean;
}

const countWords = (s: string) => (s.match(/\S+/g) ?? []).length;

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|mr|mrs|ms|dr|no|art|sec|cl|fig|approx|inc|ltd)\.$/i;

/** Sentences, each with its closing punctuation; "e.g." or "No." does not end one, nor does "7.2". */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/(?<=[.!?])\s+(?=["'(\[]?[A-Z0-9])/)) {
    if (out.length && ABBREVIATION.test(out[out.length - 1])) out[out.length - 1] += ` ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Consecutive pieces of at most `maxWords` words, cut only between `items` (an item longer than that stands alone). */
function pack(items: string[], maxWords: number, prefix = ''): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let n = countWords(prefix);
  for (const it of items) {
    const w = countWords(it);
    if (cur.length && n + w > maxWords) {
      out.push([prefix, ...cur].filter(Boolean).join('\n'));
      [cur, n] = [[], countWords(prefix)];
    }
    cur.push(it);
    n += w;
  }
  if (cur.length) out.push([prefix, ...cur].filter(Boolean).join('\n'));
  return out;
}

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** The paragraphs, lists and tables of a document, each with its heading path, split to the size cap. */
function unitsOf(blocks: Block[], maxWords: number): Array<Unit | { heading: string[] }> {
  const out: Array<Unit | { heading: string[] }> = [];
  const path: Array<{ level: number; text: string }> = [];
  let items: string[] = [];
  const headings = () => path.map((h) => h.text);
  const endList = () => {
    if (!items.length) return;
    // Each top-level item with the items nested under it is a unit (as a paragraph is): consecutive items stay
    // together unless the meaning shifts or the size cap is reached; one long item splits between its lines.
    const groups: string[][] = [];
    for (const it of items) {
      if (!it.startsWith(' ') || !groups.length) groups.push([it]);
      else groups[groups.length - 1].push(it);
    }
    for (const g of groups) out.push({ headings: headings(), text: g.join('\n'), parts: pack(g, maxWords), item: true });
    items = [];
  };
  for (const b of blocks) {
    if (b.kind !== 'item') endList();
    if (b.kind === 'heading') {
      while (path.length && path.at(-1)!.level >= b.level) path.pop();
      path.push({ level: b.level, text: b.text });
      out.push({ heading: headings() });
    } else if (b.kind === 'item') items.push(`${'  '.repeat(b.depth)}${b.text}`);
    else if (b.kind === 'paragraph') out.push({ headings: headings(), text: b.text, parts: countWords(b.text) > maxWords ? pack(sentences(b.text), maxWords).map((p) => p.replace(/\n/g, ' ')) : [b.text] });
    else {
      // A table stays whole with its header row; a table over the cap splits between rows, each part headed by it.
      const [header, ...rest] = b.rows.map(row);
      const all = [header, ...rest].join('\n');
      out.push({ headings: headings(), text: all, parts: countWords(all) > maxWords ? pack(rest, maxWords, header) : [all] });
    }
  }
  endList();
  return out;
}

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) [dot, na, nb] = [dot + a[i] * b[i], na + a[i] * a[i], nb + b[i] * b[i]];
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

/**
 * Chunks like a careful reader would cut them: a new chunk at every heading (structural), where the meaning
 * shifts — adjacent paragraphs' embeddings less similar than `semanticThreshold` (semantic) — and before a
 * chunk would pass `maxWords` (size), never inside a sentence; a table keeps its header row. Without `embed`
 * the semantic signal is off.
 */
export async function chunkDocument(blocks: Block[], opts: DocumentChunkOptions, embed?: (texts: string[]) => Promise<Float32Array[]>): Promise<DocumentPiece[]> {
  const units = unitsOf(blocks, opts.maxWords);
  const bodies = units.filter((u): u is Unit => 'text' in u);
  const vectors = embed && opts.semanticThreshold > 0 && bodies.length > 1 ? await embed(bodies.map((u) => u.text)) : null;
  const vectorOf = new Map(bodies.map((u, i) => [u, vectors?.[i]]));
  const pieces: DocumentPiece[] = [];
  let cur: string[] = [];
  let text = '';
  let words = 0;
  let boundary: ChunkBoundary = 'start';
  let headings: string[] = [];
  let prev: Unit | null = null;
  const emit = (next: ChunkBoundary) => {
    if (cur.length) pieces.push({ headings, text, words, boundary });
    [cur, text, words, boundary] = [[], '', 0, next];
  };
  for (const u of units) {
    if (!('text' in u)) {
      emit('heading');
      headings = u.heading;
      prev = null;
      continue;
    }
    u.parts.forEach((part, i) => {
      const w = countWords(part);
      if (cur.length && words + w > opts.maxWords) emit('size');
      else if (cur.length && i === 0 && prev) {
        const a = vectorOf.get(prev);
        const b = vectorOf.get(u);
        if (a && b && cosine(a, b) < opts.semanticThreshold) emit('semantic');
      }
      text += !cur.length ? part : u.item && prev?.item && i === 0 ? `\n${part}` : `\n\n${part}`;
      cur.push(part);
      words += w;
    });
    prev = u;
  }
  emit('start');
  return pieces;
}
