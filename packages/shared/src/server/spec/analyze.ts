// The one text analysis of keyword search: both keyword backends (SQLite FTS5 and Elasticsearch) index and
// query the tokens made here, so BM25 sees the same words in the embedded and the distributed modes.
import { stemmer } from 'stemmer';
import { expandTerms, foldedWords, identifierWords, queryTerms } from './text.js';

/**
 * Lower-case words of any script with accents folded (`foldedWords`), camelCase identifiers also split (`photoUrls` →
 * photourls photo urls), English ones Porter-stemmed.
 */
export function analyze(text: string): string[] {
  const words = foldedWords(`${text} ${identifierWords(text)}`);
  return words.map((w) => (/^[a-z]+$/.test(w) ? stemmer(w) : w));
}

/** The analyzed text an index stores: tokens separated by single spaces (index with a whitespace tokenizer). */
export function analyzedText(text: string): string {
  return analyze(text).join(' ');
}

/**
 * A question's search terms (stopwords dropped, but those `kept`), stemmed, and separately the stems of their synonyms
 * and of `related` terms (the spec's words for the question's everyday ones, `thesaurusTerms`).
 */
export function searchTerms(question: string, related: string[] = [], kept: string[] = []): { original: string[]; synonyms: string[] } {
  const terms = queryTerms(question, new Set(kept));
  const stem = (ws: string[]) => [...new Set(ws.flatMap((w) => analyze(w)))];
  const original = stem(terms);
  return { original, synonyms: stem([...expandTerms(terms).filter((t) => !terms.includes(t)), ...related]).filter((t) => !original.includes(t)) };
}
