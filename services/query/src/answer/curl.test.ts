import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkSpec, parseSpec } from '@specwise/shared/server';
import { curlExample } from './extractive.js';

// A spec whose author hid shell code in every place that reaches the suggested curl.
const PWN = (tag: string) => [`$(touch ${tag}-dollar)`, `\`touch ${tag}-tick\``, `'; touch ${tag}-quote; '`, `"; touch ${tag}-dq; "`, `\${IFS}$HOME!x`];

function hostileSpec(dir: string, withServer: boolean): string {
  const [dollar, tick, quote, dq, misc] = PWN(join(dir, 'pwned'));
  const doc = {
    openapi: '3.0.0',
    info: { title: 'Hostile', version: '1' },
    ...(withServer ? { servers: [{ url: `https://api.example.com/${dollar}${tick}` }] } : { servers: [{ url: `/base${quote}` }] }),
    paths: {
      [`/items/${dollar}/${tick}${quote}${dq}`]: {
        post: {
          summary: 'Make an item',
          parameters: [
            { name: `q${dollar}`, in: 'query', required: true, schema: { type: 'string', enum: [`v${tick}${misc}`] } },
            { name: `X-H${quote}`, in: 'header', required: true, schema: { type: 'string', enum: [`h${dq}${dollar}`] } },
          ],
          security: [{ key: [] }],
          requestBody: { content: { 'application/json': { schema: { type: 'object', required: [`f${quote}${dollar}`], properties: { [`f${quote}${dollar}`]: { type: 'string', enum: [`${tick}${dq}`] } } } } } },
          responses: { 200: { description: 'ok' } },
        },
        put: {
          summary: 'Form',
          requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required: [`g${dq}`], properties: { [`g${dq}`]: { type: 'string', enum: [`${dollar}${quote}`] } } } } } },
          responses: { 200: { description: 'ok' } },
        },
      },
    },
    components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: `X-Key${dollar}${quote}` } } },
  };
  return JSON.stringify(doc);
}

describe('the suggested curl runs no code from the spec', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specwise-curl-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A stub curl that prints each argument it received on its own line (NUL-free specs only).
  const bin = join(dir, 'bin');
  execFileSync('mkdir', ['-p', bin]);
  writeFileSync(join(bin, 'curl'), '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n');
  chmodSync(join(bin, 'curl'), 0o755);

  for (const withServer of [true, false]) {
    it(`passes every hostile name as one literal argument (${withServer ? 'absolute server URL' : 'relative server, $BASE_URL'})`, () => {
      const { chunks } = chunkSpec(parseSpec(hostileSpec(dir, withServer), { source: 'hostile.json', maxBytes: 1 << 20 }), 'hostile');
      expect(chunks).toHaveLength(2);
      for (const chunk of chunks) {
        const command = curlExample(chunk);
        const out = execFileSync('bash', ['-c', command], { env: { PATH: `${bin}:/usr/bin:/bin`, BASE_URL: 'https://base.test', API_KEY: 'k', TOKEN: 't', HOME: '/home/x' }, encoding: 'utf8' });
        const args = out.split('\n').slice(0, -1);
        expect(args[0]).toBe('-X');
        expect(args[1]).toBe(chunk.method);
        // The URL argument holds the path exactly as the spec wrote it.
        expect(args[2]).toContain(chunk.path);
        expect(args[2].startsWith(withServer ? 'https://api.example.com/' : 'https://base.test/base')).toBe(true);
        if (chunk.method === 'POST') {
          // The key's header name is cut at the first space (header names have none), and stays literal.
          expect(args.some((a) => a.startsWith('X-Key$(touch') && a.endsWith(': k'))).toBe(true);
          const body = JSON.parse(args[args.indexOf('-d') + 1]) as Record<string, string>;
          expect(Object.keys(body)).toEqual([`f${PWN(join(dir, 'pwned'))[2]}${PWN(join(dir, 'pwned'))[0]}`]);
        }
      }
      for (const kind of ['dollar', 'tick', 'quote', 'dq']) expect(existsSync(join(dir, `pwned-${kind}`))).toBe(false);
    });
  }
});

describe('the suggested curl for an operation a path fragment names', () => {
  it('requests the path without the fragment, so the query string is sent (Box: `#add_shared_link`)', () => {
    const doc = {
      openapi: '3.0.0',
      info: { title: 'Files', version: '1' },
      servers: [{ url: 'https://api.example.com/2.0' }],
      paths: {
        '/files/{file_id}#add_shared_link': {
          put: {
            summary: 'Add shared link to file',
            parameters: [{ name: 'file_id', in: 'path', required: true, schema: { type: 'string' } }, { name: 'fields', in: 'query', required: true, schema: { type: 'string', example: 'shared_link' } }],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    };
    const [chunk] = chunkSpec(parseSpec(JSON.stringify(doc), { source: 'files.json', maxBytes: 1 << 20 }), 'files').chunks;
    expect(chunk.path).toBe('/files/{file_id}#add_shared_link'); // cited as the spec names it
    expect(curlExample(chunk).split(' \\\n')[0]).toBe("curl -X PUT 'https://api.example.com/2.0/files/{file_id}?fields=shared_link'");
  });

  it('sends the values the question gives in their place in the path, encoded', () => {
    const doc = {
      openapi: '3.0.0',
      info: { title: 'Repos', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      paths: { '/repos/{owner}/{repo}/branches/{branch}': { delete: { summary: 'Delete a branch', parameters: ['owner', 'repo', 'branch'].map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), responses: { 204: { description: 'gone' } } } } },
    };
    const [chunk] = chunkSpec(parseSpec(JSON.stringify(doc), { source: 'repos.json', maxBytes: 1 << 20 }), 'repos').chunks;
    const values = new Map([['owner', 'octo'], ['repo', 'app'], ['branch', "x/'$(id)"]]);
    // A value is data: a slash or a quote in it cannot leave its segment or the shell word.
    expect(curlExample(chunk, [], values).split(' \\\n')[0]).toBe("curl -X DELETE 'https://api.example.com/repos/octo/app/branches/x%2F'\\''%24(id)'");
    expect(curlExample(chunk, [], new Map([['owner', 'octo']])).split(' \\\n')[0]).toBe("curl -X DELETE 'https://api.example.com/repos/octo/{repo}/branches/{branch}'");
  });
});
