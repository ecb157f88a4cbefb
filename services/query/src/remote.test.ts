import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { remoteQueryService } from './remote.js';

describe('the gateway\'s client of the query service', () => {
  it('passes the request id on, so both services log and trace one question under it', async () => {
    const seen: Array<string | undefined> = [];
    const server = createServer((req, res) => {
      seen.push(req.headers['x-request-id'] as string | undefined);
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"answer":"ok"}'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const client = remoteQueryService(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await client.query({ question: 'q', requestId: 'req-42' });
      await client.query({ question: 'q' });
      expect(seen).toEqual(['req-42', undefined]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
