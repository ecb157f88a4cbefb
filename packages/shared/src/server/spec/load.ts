import { createHash } from 'node:crypto';
import { load as loadYaml } from 'js-yaml';
import { ValidationError } from '../errors.js';

export type SpecFormat = 'openapi-3.0' | 'openapi-3.1' | 'swagger-2.0';

export interface LoadedSpec {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  doc: any;
  /** The file name or URL it came from, for messages. */
  source: string;
  format: SpecFormat;
  title: string;
  version: string;
  bytes: number;
  contentHash: string;
}

export class SpecError extends ValidationError {}

const MB = 1024 * 1024;

/** Limits that keep a hostile document from exhausting the parser or the walks after it. */
export const SPEC_LIMITS = {
  /** Deepest nesting of objects and arrays accepted (real specs stay under 25). */
  maxDepth: 100,
  /** YAML aliases (`*name`) expanded per document: anchors are rare in specs, and many are a billion-laughs bomb. */
  maxYamlAliases: 100,
};

/**
 * Nesting depth of a parsed document, walking each shared node (YAML anchors) once; stops as soon as the
 * limit is passed so a 100,000-deep document costs no more than `limit` levels.
 */
export function nestingDepthOver(doc: unknown, limit: number): boolean {
  const seen = new Set<object>();
  const stack: Array<[unknown, number]> = [[doc, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    if (depth > limit) return true;
    seen.add(node);
    for (const v of Object.values(node)) if (v && typeof v === 'object') stack.push([v, depth + 1]);
  }
  return false;
}

/** Parse JSON or YAML text into an OpenAPI 3.x or Swagger 2.0 document, or throw a SpecError naming the problem. */
export function parseSpec(input: Buffer | string, opts: { source: string; maxBytes: number }): LoadedSpec {
  const buf = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  if (buf.length > opts.maxBytes) {
    throw new SpecError(
      'spec_too_large',
      `${opts.source} is ${(buf.length / MB).toFixed(1)} MB, over the ${(opts.maxBytes / MB).toFixed(1)} MB limit (MAX_SPEC_BYTES)`,
      413,
    );
  }
  if (buf.length === 0) throw new SpecError('spec_empty', `${opts.source} is empty`);
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  let doc: unknown;
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      doc = JSON.parse(text);
    } catch (err) {
      throw new SpecError('spec_not_parseable', `${opts.source} is not valid JSON: ${(err as Error).message}`);
    }
  } else {
    try {
      doc = loadYaml(text, { json: true, filename: opts.source, maxAliases: SPEC_LIMITS.maxYamlAliases, maxDepth: SPEC_LIMITS.maxDepth });
    } catch (err) {
      const e = err as { reason?: string; message?: string; mark?: { line: number; column: number } };
      if (/maxAliases/.test(`${e.reason ?? ''} ${e.message ?? ''}`)) {
        throw new SpecError('spec_too_complex', `${opts.source} uses more than ${SPEC_LIMITS.maxYamlAliases} YAML aliases (*name); Specwise refuses it because expanding them could exhaust the server (a "billion laughs" document)`);
      }
      if (/maxDepth/.test(`${e.reason ?? ''} ${e.message ?? ''}`)) {
        throw new SpecError('spec_too_complex', `${opts.source} nests objects and arrays more than ${SPEC_LIMITS.maxDepth} levels deep`);
      }
      const where = e.mark ? ` at line ${e.mark.line + 1}, column ${e.mark.column + 1}` : '';
      throw new SpecError('spec_not_parseable', `${opts.source} is neither JSON nor valid YAML: ${e.reason ?? (err as Error).message}${where}`);
    }
  }
  if (nestingDepthOver(doc, SPEC_LIMITS.maxDepth)) {
    throw new SpecError('spec_too_complex', `${opts.source} nests objects and arrays more than ${SPEC_LIMITS.maxDepth} levels deep`);
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new SpecError('spec_not_openapi', `${opts.source} is not an OpenAPI document: expected an object at the top level, got ${Array.isArray(doc) ? 'an array' : typeof doc === 'string' ? 'a plain string' : String(doc)}`);
  }
  const d = doc as Record<string, unknown>;
  let format: SpecFormat;
  if (typeof d.openapi === 'string') {
    if (/^3\.0(\.\d+)?$/.test(d.openapi)) format = 'openapi-3.0';
    else if (/^3\.[1-9](\.\d+)?$/.test(d.openapi)) format = 'openapi-3.1';
    else throw new SpecError('spec_unsupported_version', `${opts.source} declares openapi: "${d.openapi}"; Specwise reads OpenAPI 3.x and Swagger 2.0`);
  } else if (d.swagger !== undefined) {
    if (String(d.swagger) !== '2.0') throw new SpecError('spec_unsupported_version', `${opts.source} declares swagger: "${String(d.swagger)}"; Specwise reads OpenAPI 3.x and Swagger 2.0`);
    format = 'swagger-2.0';
  } else {
    throw new SpecError('spec_not_openapi', `${opts.source} is not an OpenAPI document: it has neither an "openapi" nor a "swagger" version field`);
  }
  const paths = d.paths;
  if (paths === undefined || paths === null) {
    throw new SpecError('spec_no_paths', `${opts.source} has no "paths": there are no operations to index`);
  }
  if (typeof paths !== 'object' || Array.isArray(paths)) throw new SpecError('spec_no_paths', `${opts.source}: "paths" must be an object of path items`);
  const info = (d.info ?? {}) as Record<string, unknown>;
  return {
    doc: d,
    source: opts.source,
    format,
    title: typeof info.title === 'string' && info.title.trim() ? info.title.trim() : opts.source,
    version: info.version === undefined ? '' : String(info.version),
    bytes: buf.length,
    contentHash: createHash('sha256').update(buf).digest('hex'),
  };
}
