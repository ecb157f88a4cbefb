import { Lexer, type Token, type Tokens } from 'marked';
import { ValidationError } from '../errors.js';
import { depthGuard, tidy, type Block, type DocumentLimits, type ParsedDocument } from './blocks.js';

/** Plain text of inline tokens: emphasis, links and code spans keep their words, markup goes. */
function inline(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return tidy(fallback);
  return tidy(tokens.map((t) => ('tokens' in t && t.tokens ? inline(t.tokens, '') : t.type === 'br' ? ' ' : 'text' in t ? String(t.text) : '')).join(''));
}

/**
 * The deepest quote or list nesting a line opens (`> > >`, indentation), measured before the parser runs:
 * a Markdown parser recurses per level, so a 10,000-deep quote must be refused before it is parsed.
 */
function nestingOf(text: string): number {
  let deepest = 0;
  for (const line of text.split('\n')) {
    const quotes = /^[\s>]*/.exec(line)![0].replace(/\s/g, '').length;
    const indent = /^ */.exec(line.replace(/\t/g, '    '))![0].length;
    deepest = Math.max(deepest, quotes, Math.floor(indent / 2));
  }
  return deepest;
}

/** Markdown: ATX/setext headings, paragraphs, lists (with markers), tables (header row first), code, quotes. */
export function readMarkdown(text: string, label: string, limits: DocumentLimits): ParsedDocument {
  if (nestingOf(text) > limits.maxDepth) {
    throw new ValidationError('document_too_deep', `${label} nests quotes or lists more than ${limits.maxDepth} levels deep (DOCUMENT_MAX_DEPTH): refused`);
  }
  const blocks: Block[] = [];
  const guard = depthGuard(label, limits.maxDepth);
  const walk = (tokens: Token[], listDepth: number): void => {
    guard.enter();
    for (const t of tokens) {
      switch (t.type) {
        case 'heading':
          blocks.push({ kind: 'heading', level: (t as Tokens.Heading).depth, text: inline((t as Tokens.Heading).tokens, (t as Tokens.Heading).text) });
          break;
        case 'paragraph':
        case 'text': {
          const s = inline((t as Tokens.Paragraph).tokens, (t as Tokens.Paragraph).text);
          if (s) blocks.push({ kind: 'paragraph', text: s });
          break;
        }
        case 'code':
          if ((t as Tokens.Code).text.trim()) blocks.push({ kind: 'paragraph', text: (t as Tokens.Code).text.trim() });
          break;
        case 'blockquote':
          walk((t as Tokens.Blockquote).tokens, listDepth);
          break;
        case 'list': {
          const list = t as Tokens.List;
          const start = typeof list.start === 'number' ? list.start : 1;
          list.items.forEach((item, i) => {
            const own = item.tokens.filter((x) => x.type !== 'list');
            const marker = list.ordered ? `${start + i}.` : '•';
            const s = tidy(own.map((x) => inline([x], '')).join(' '));
            if (s) blocks.push({ kind: 'item', text: `${marker} ${s}`, depth: listDepth });
            walk(item.tokens.filter((x) => x.type === 'list'), listDepth + 1);
          });
          break;
        }
        case 'table': {
          const table = t as Tokens.Table;
          blocks.push({ kind: 'table', rows: [table.header.map((c) => inline(c.tokens, c.text)), ...table.rows.map((r) => r.map((c) => inline(c.tokens, c.text)))] });
          break;
        }
      }
    }
    guard.leave();
  };
  walk(new Lexer().lex(text), 0);
  const h1 = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  return { format: 'markdown', title: h1 && h1.kind === 'heading' ? h1.text : null, blocks, warnings: [] };
}
