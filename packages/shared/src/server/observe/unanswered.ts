import type { QuestionGroup } from '../../index.js';
import type { QuestionRecord } from '../ports.js';
import { searchTerms } from '../spec/analyze.js';

const termsOf = (q: string) => new Set(searchTerms(q).original);

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

/**
 * Group questions by their content words (analyzed: stems, identifiers split, stop words dropped): a question
 * joins the first group whose first wording shares at least `similarity` of its words (Jaccard), else starts
 * one. Records come newest first; groups are ordered by size, then recency.
 */
export function groupSimilarQuestions(records: QuestionRecord[], similarity = 0.5): QuestionGroup[] {
  const groups: Array<QuestionGroup & { terms: Set<string> }> = [];
  for (const r of records) {
    const terms = termsOf(r.question);
    const g = groups.find((x) => jaccard(x.terms, terms) >= similarity);
    if (!g) {
      groups.push({ question: r.question, count: 1, last_asked: r.at, specs: [...r.specs], max_confidence: r.confidence, not_covered: r.covered ? 0 : 1, examples: [r.question], terms });
      continue;
    }
    g.count++;
    g.max_confidence = Math.max(g.max_confidence, r.confidence);
    g.not_covered += r.covered ? 0 : 1;
    for (const s of r.specs) if (!g.specs.includes(s)) g.specs.push(s);
    const norm = r.question.trim().toLowerCase();
    if (g.examples.length < 5 && !g.examples.some((e) => e.trim().toLowerCase() === norm)) g.examples.push(r.question);
  }
  return groups
    .sort((a, b) => b.count - a.count || b.last_asked.localeCompare(a.last_asked))
    .map(({ terms: _t, ...g }) => g);
}
