// A local stand-in for an OpenAI-compatible Chat Completions endpoint (a paid remote API in production), for
// contract tests: it records every request and answers JSON or SSE as OpenAI, Groq, vLLM and llama.cpp do.
import { createServer, type Server } from 'node:http';

export interface Recorded { model: string; stream?: boolean; messages: Array<{ role: string; content: string }> }

export function openAiDouble(replyFor?: (request: Recorded) => string | undefined) {
  const requests: Recorded[] = [];
  let reply = '';
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as Recorded;
      requests.push(parsed);
      const text = replyFor?.(parsed) ?? reply;
      if (parsed.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const parts = text.match(/[\s\S]{1,7}/g) ?? [];
        for (const p of parts) res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: parsed.model, choices: [{ index: 0, delta: { content: p }, finish_reason: null }] })}\n\n`);
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: parsed.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
        res.end('data: [DONE]\n\n');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'c1', object: 'chat.completion', created: 1, model: parsed.model, choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
      }
    });
  });
  return { server, requests, setReply: (r: string) => (reply = r) };
}
