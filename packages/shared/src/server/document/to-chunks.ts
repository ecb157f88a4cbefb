import type { Chunk, OperationDetail } from '../../index.js';
import type { DocumentPiece } from './chunk.js';

const NO_OPERATION: OperationDetail = { description: '', parameters: [], responses: [], security: [], deprecated: false, servers: [] };

/**
 * Document pieces as chunks the stores and the query pipeline take: `path` is the heading path, `section`
 * what the citation shows, the text starts with `title › heading path` so the keyword index sees the headings.
 * A first heading that only repeats the document's own title is left out of the path.
 */
export function documentChunks(pieces: DocumentPiece[], doc: { id: string; collection: string; title: string; ownTitle: string | null }): Chunk[] {
  const same = (a: string, b: string | null) => !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
  let previous = '';
  let part = 1;
  return pieces.map((p, position) => {
    const headings = p.headings.length > 1 && (same(p.headings[0], doc.ownTitle) || same(p.headings[0], doc.title)) ? p.headings.slice(1) : p.headings;
    // A section split by meaning or size: its later chunks are cited as parts, so every citation is one passage.
    const key = headings.join('\u0000');
    part = key === previous && p.boundary !== 'heading' ? part + 1 : 1;
    previous = key;
    const where = [doc.title, ...headings].join(' › ');
    return {
      id: `${doc.id}:${position}`,
      spec: doc.id,
      method: '',
      path: headings.join(' › '),
      tags: [doc.collection],
      summary: headings.at(-1) ?? doc.title,
      pointer: `#chunk-${position}`,
      text: `${where}\n\n${p.text}`,
      embedText: `${headings.at(-1) ?? doc.title}\n${p.text}`.slice(0, 2000),
      detail: NO_OPERATION,
      section: { collection: doc.collection, document: doc.title, headings, position, boundary: p.boundary, ...(part > 1 ? { part } : {}) },
    };
  });
}
