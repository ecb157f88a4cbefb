import { chunkLabel, type Chunk } from '@specwise/shared';
import { analyze, sentences } from '@specwise/shared/server';

/** The chunk's own text, without the `title › heading` line the index reads first. */
export function documentBody(c: Chunk): string {
  const i = c.text.indexOf('\n\n');
  return i >= 0 ? c.text.slice(i + 2) : c.text;
}

/** Stems of the question that a passage shares: how much of what was asked it speaks to. */
function overlap(stems: Set<string>, text: string): number {
  return new Set(analyze(text).filter((t) => stems.has(t))).size;
}

/**
 * The lines of a chunk that answer the question, in document order: sentences of its paragraphs and the
 * items of its lists that share the most of the question's words (at most four), a table's header row with
 * the rows that do; the opening lines when nothing matches.
 */
export function answeringLines(body: string, question: string): string[] {
  const stems = new Set(analyze(question));
  const lines: Array<{ text: string; score: number; header?: boolean }> = [];
  for (const block of body.split('\n\n')) {
    const rows = block.split('\n');
    if (rows[0]?.startsWith('| ')) {
      rows.forEach((r, i) => lines.push({ text: r, score: i === 0 ? 0 : overlap(stems, r), header: i === 0 }));
    } else if (rows.length > 1) rows.forEach((r) => lines.push({ text: r.trim(), score: overlap(stems, r) }));
    else for (const s of sentences(block)) lines.push({ text: s, score: overlap(stems, s) });
  }
  const best = Math.max(0, ...lines.map((l) => l.score));
  if (best === 0) return lines.filter((l) => !l.header).slice(0, 2).map((l) => l.text);
  const threshold = Math.max(1, best - 1);
  const chosen = new Set(lines.filter((l) => !l.header && l.score >= threshold).sort((a, b) => b.score - a.score).slice(0, 4));
  return lines.filter((l) => chosen.has(l) || (l.header && [...chosen].some((c) => c.text.startsWith('| ')))).map((l) => l.text);
}

/**
 * The no-LLM answer over documents: the section it comes from, the passage's own lines that answer the
 * question (quoted, never rephrased), and the other sections that came close.
 */
export function documentAnswer(primary: Chunk, related: Chunk[], question: string): string {
  const lines = answeringLines(documentBody(primary), question);
  const table = lines.filter((l) => l.startsWith('| '));
  const prose = lines.filter((l) => !l.startsWith('| '));
  const out = [`**${primary.summary}** — _${chunkLabel(primary)}_`, ''];
  out.push(...prose.map((l) => `> ${l}`));
  if (table.length) {
    const cols = (table[0].match(/ \| /g) ?? []).length + 1;
    out.push('', table[0], `|${' --- |'.repeat(cols)}`, ...table.slice(1));
  }
  if (related.length) {
    out.push('', '**See also:**');
    for (const r of related) out.push(`- _${chunkLabel(r)}_`);
  }
  return out.filter((l, i, a) => !(l === '' && a[i - 1] === '')).join('\n').trim();
}
