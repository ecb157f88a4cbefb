import type { Chunk } from '../../index.js';

/** A small hand-made chunk for port tests. */
export function fixtureChunk(spec: string, method: string, path: string, summary: string, extra = ''): Chunk {
  return {
    id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '_').toLowerCase(),
    spec, method, path, summary, tags: [], pointer: `#/paths/${path.replace(/\//g, '~1')}/${method.toLowerCase()}`,
    operationId: undefined,
    text: `${summary} - ${method} ${path}\n${extra}`,
    embedText: `${summary} - ${method} ${path}`,
    detail: { description: extra, parameters: [], responses: [], security: [], deprecated: false, servers: [] },
  };
}

/** Unit vectors along axis `i` (plus a little of axis `j`), so the nearest neighbour is known exactly. */
export function axis(dim: number, i: number, j = -1, w = 0): Float32Array {
  const v = new Float32Array(dim);
  v[i] = 1;
  if (j >= 0) v[j] = w;
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}
