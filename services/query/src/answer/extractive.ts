import { chunkLabel, requestPath, type Chunk, type FieldInfo } from '@specwise/shared';
import type { Prerequisite } from '../prerequisites.js';
import { firstSentence } from '@specwise/shared/server';
import { askedFields, exampleValue, formPairs, requestBody } from './request-example.js';

/** One shell word, single-quoted: nothing inside is expanded (`$(…)`, backticks, `$VAR`, `!`). */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A spec-derived text followed by a shell variable the user sets (`'X-Key: '"$API_KEY"`). */
const withVar = (literal: string, variable: string) => `${shellQuote(literal)}"$${variable}"`;

/**
 * A minimal curl call using only names from the spec: method, URL, required parameters and body fields, auth.
 * Every piece that comes from the spec is single-quoted, so pasting it can never run code a spec author hid in
 * a path, a server URL or a parameter name.
 */
export function curlExample(c: Chunk, asked: FieldInfo[] = [], pathValues: ReadonlyMap<string, string> = new Map()): string {
  const d = c.detail;
  const server = d.servers.find((s) => /^https?:\/\//.test(s)) ?? '';
  const askedNames = new Set(asked.map((f) => f.path));
  const query = d.parameters.filter((p) => p.in === 'query' && (p.required || askedNames.has(p.name))).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(exampleValue(p)))}`);
  // A query string after a fragment (`/files/{file_id}#add_shared_link`) would not be sent either.
  // The values the question gives go in their place (`/v1/credit_notes/cn_6`), encoded: a value is data, never a path.
  const path = requestPath(c.path).replace(/\{([^}]+)\}/g, (whole, name: string) => (pathValues.has(name) ? encodeURIComponent(pathValues.get(name)!) : whole));
  const pathAndQuery = `${path}${query.length ? `?${query.join('&')}` : ''}`;
  const url = server
    ? shellQuote(`${server.replace(/\/$/, '')}${pathAndQuery}`)
    : `"$BASE_URL"${shellQuote(`${(d.servers[0] ?? '').replace(/\/$/, '')}${pathAndQuery}`)}`;
  const lines = [`curl -X ${c.method} ${url}`];
  const sec = d.security[0] ?? '';
  if (/oauth2|bearer|openIdConnect/i.test(sec)) lines.push(`-H "Authorization: Bearer $TOKEN"`);
  else if (/basic/i.test(sec)) lines.push(`-u "$USERNAME:$PASSWORD"`);
  else {
    const apiKey = /apiKey in header (\S+)/.exec(sec);
    if (apiKey) lines.push(`-H ${withVar(`${apiKey[1]}: `, 'API_KEY')}`);
  }
  for (const h of d.parameters.filter((p) => p.in === 'header' && (p.required || askedNames.has(p.name)))) lines.push(`-H ${shellQuote(`${h.name}: ${String(exampleValue(h))}`)}`);
  const rb = d.requestBody;
  const body = rb ? requestBody(rb.fields, asked.filter((f) => rb.fields.includes(f))) : {};
  if (rb && Object.keys(body).length) {
    if (/json/i.test(rb.contentType)) {
      lines.push(`-H ${shellQuote(`Content-Type: ${rb.contentType}`)}`);
      lines.push(`-d ${shellQuote(JSON.stringify(body))}`);
    } else if (/form|multipart/i.test(rb.contentType)) {
      const flag = /multipart/i.test(rb.contentType) ? '-F' : '-d';
      for (const [k, v] of formPairs(body)) lines.push(`${flag} ${shellQuote(`${k}=${v}`)}`);
    }
  }
  return lines.join(' \\\n  ');
}

function fieldList(fields: Array<{ path?: string; name?: string; type: string; enum?: string[] }>, max: number): string {
  const shown = fields.slice(0, max).map((f) => `\`${f.path ?? f.name}\` (${f.type}${f.enum ? `: ${f.enum.slice(0, 6).join(' | ')}` : ''})`);
  return shown.join(', ') + (fields.length > max ? `, and ${fields.length - max} more` : '');
}

/**
 * The no-LLM answer: which endpoint, how to call it (required parameters and body fields, auth), what it
 * returns, and a curl call, all taken from the spec's own words. Related endpoints from the context follow.
 * `question.pathValues`: the values the question gives for the path's parameters, sent in the example request (none
 * for a parameter a step before it looks up: `addPrerequisites` adds no step for a given one).
 */
export function extractiveAnswer(primary: Chunk, related: Chunk[], multiSpec: boolean, prerequisites: Prerequisite[] = [], question: { terms?: string[]; pathValues?: ReadonlyMap<string, string> } = {}): string {
  const d = primary.detail;
  const out: string[] = [];
  const asked = askedFields(question.terms ?? [], primary);
  out.push(`**${primary.summary}** — \`${primary.method} ${primary.path}\`${multiSpec ? ` (spec \`${primary.spec}\`)` : ''}`);
  const lead = firstSentence(d.description, 400);
  if (lead && lead !== primary.summary) out.push('', /[.!?…]$/.test(lead) ? lead : `${lead}.`);
  if (d.deprecated) out.push('', '_This operation is marked deprecated._');
  for (const p of prerequisites) {
    out.push('', `**First:** get the \`${p.param}\` from \`${p.provider.method} ${p.provider.path}\` — ${p.provider.summary}.`);
  }
  const required = d.parameters.filter((p) => p.required);
  const optional = d.parameters.filter((p) => !p.required);
  if (required.length) out.push('', `**Required parameters:** ${fieldList(required.map((p) => ({ ...p, type: `${p.in}, ${p.type}` })), 12)}`);
  if (optional.length) out.push('', `**Optional parameters:** ${fieldList(optional.map((p) => ({ ...p, type: `${p.in}, ${p.type}` })), 10)}`);
  if (d.requestBody) {
    const req = d.requestBody.fields.filter((f) => f.required && !f.path.includes('.') && !f.path.includes('['));
    const opt = d.requestBody.fields.filter((f) => !f.required && !f.path.includes('.') && !f.path.includes('['));
    out.push('', `**Request body** (\`${d.requestBody.contentType}\`${d.requestBody.required ? ', required' : ''}):`);
    if (req.length) out.push(`- required: ${fieldList(req, 15)}`);
    if (opt.length) out.push(`- optional: ${fieldList(opt, 12)}`);
  }
  const ok = d.responses.filter((r) => /^2/.test(r.code));
  const errs = d.responses.filter((r) => !/^2/.test(r.code));
  if (ok.length || errs.length) {
    out.push('', '**Responses:**');
    for (const r of ok) out.push(`- \`${r.code}\` ${r.description || ''}${r.fields.length ? ` — fields: ${r.fields.slice(0, 10).map((f) => `\`${f.path}\``).join(', ')}` : ''}`.trimEnd());
    if (errs.length) out.push(`- errors: ${errs.map((r) => `\`${r.code}\`${r.description ? ` ${r.description}` : ''}`).join('; ')}`);
  }
  if (asked.length) out.push('', `**For what you asked:** ${fieldList(asked, 8)}`);
  if (d.security.length) out.push('', `**Auth:** ${d.security.join('; ')}`);
  out.push('', '```bash', curlExample(primary, asked, question.pathValues), '```');
  if (related.length) {
    out.push('', '**Related endpoints:**');
    for (const r of related) out.push(`- \`${r.method} ${r.path}\` — ${r.summary}${multiSpec ? ` (spec \`${r.spec}\`)` : ''}`);
  }
  return out.join('\n');
}

/**
 * The answer when the gate says no: what was asked of (specs, documents), the names the question uses that they never
 * mention ("Netflix" asked of Stripe: likely another product), and the nearest miss.
 */
export function notCoveredAnswer(sources: Array<{ name: string; kind?: string; title?: string }>, nearest: Chunk | null, unknownNames: string[] = []): string {
  const docs = sources.filter((s) => s.kind === 'document');
  const specs = sources.filter((s) => s.kind !== 'document');
  const parts = [
    specs.length === 1 ? `the \`${specs[0].name}\` specification` : specs.length ? `the selected specifications (${specs.map((s) => `\`${s.name}\``).join(', ')})` : '',
    docs.length === 1 ? `the document “${docs[0].title ?? docs[0].name}”` : docs.length ? `the ${docs.length} selected documents` : '',
  ].filter(Boolean);
  const what = docs.length && !specs.length ? 'passage' : 'operation';
  const near = nearest ? ` The closest ${nearest.section ? 'passage' : 'operation'} found, ${nearest.section ? `_${chunkLabel(nearest)}_` : `\`${nearest.method} ${nearest.path}\``} (${nearest.summary}), does not match the question well.` : '';
  const names = unknownNames.length ? ` The question names ${unknownNames.map((n) => `“${n}”`).join(', ')}, which ${sources.length > 1 ? 'they never mention' : 'it never mentions'}.` : '';
  return `This is not covered by ${parts.join(' or ')}: no ${what} in it matches the question closely enough to answer without guessing.${names}${near}`;
}
