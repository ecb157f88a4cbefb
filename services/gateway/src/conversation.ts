// Conversations: every question is a turn of one (a new one unless the request names it); a follow-up is
// resolved against the previous turn before it is answered, and the response says which question it answered.
import { randomUUID } from 'node:crypto';
import type { Conversation, ConversationTurn, QueryInput, QueryResponse } from '@specwise/shared';
import { NotFoundError, echo, route, type ConversationStore } from '@specwise/shared/server';
import { isFollowUp, standaloneQuestion, type CondenseContext, type PreviousTurn } from '@specwise/query';
import type express from 'express';

/** The previous turn as a follow-up can refer to it: its question and the operation its answer was about. */
function previousTurn(c: Conversation | null): PreviousTurn | null {
  const last = c?.turns[c.turns.length - 1];
  if (!last) return null;
  // A document's section is no operation: the follow-up is resolved from the previous question alone.
  const op = last.covered && !last.sources[0]?.section ? last.sources[0] : undefined;
  return { question: last.standalone_question, operation: op ? { method: op.method, path: op.path, summary: op.summary } : null };
}

/** The query service's LLM condenser (null when it has no LLM or the model's reply was not usable). */
export type Condenser = (question: string, previous: CondenseContext) => Promise<string | null>;

/** With an LLM, a follow-up is condensed by it from the previous turn; without one (or if it fails), null. */
async function condensed(question: string, previous: ConversationTurn | undefined, condense: Condenser | undefined): Promise<string | null> {
  if (!previous || !condense || !isFollowUp(question)) return null;
  const source = previous.covered ? previous.sources[0] : undefined;
  const about = source ? (source.section ? source.endpoint : `${source.summary} (${source.endpoint})`) : null;
  return condense(question.trim(), { question: previous.standalone_question, about }).catch(() => null);
}

export interface Turn {
  /** The question to answer: resolved against the previous turn, with its specs when it names none. */
  input: QueryInput;
  /** The response with the conversation id and the question it answered. */
  annotate(r: QueryResponse): QueryResponse;
  /** Store the turn (after the answer). */
  finish(r: QueryResponse): Promise<void>;
}

/**
 * Begin `input` as a turn of its conversation (a new one unless it names one; an unknown id is a 404, before
 * anything is answered or streamed).
 */
export async function beginTurn(store: ConversationStore, input: QueryInput, condense?: Condenser): Promise<Turn> {
  const id = input.conversationId ?? randomUUID();
  const conversation = input.conversationId ? await store.get(id) : null;
  if (input.conversationId && !conversation) throw new NotFoundError('conversation_not_found', `no conversation with id "${echo(id)}"; GET /conversations lists them`);
  const previous = conversation?.turns[conversation.turns.length - 1];
  const standalone = (await condensed(input.question, previous, condense)) ?? standaloneQuestion(input.question, previousTurn(conversation));
  // Naming neither specs nor collections keeps the previous turn's scope.
  const named = !!(input.specs?.length || input.collections?.length);
  const specs = named ? input.specs : previous?.specs.length ? previous.specs : undefined;
  const collections = named ? input.collections : previous?.collections?.length ? previous.collections : undefined;
  return {
    input: { ...input, question: standalone, specs, collections },
    annotate: (r) => Object.assign(r, { conversation_id: id, standalone_question: standalone }),
    finish: (r) => store.append(id, {
      question: input.question, standalone_question: standalone, answer: r.answer, sources: r.sources, confidence: r.confidence,
      covered: r.covered, specs: specs ?? [], ...(collections?.length ? { collections } : {}), at: new Date().toISOString(),
    }),
  };
}

/** GET /conversations, GET /conversations/:id, DELETE /conversations/:id. */
export function conversationRoutes(app: express.Express, store: ConversationStore): void {
  app.get('/conversations', route(async (req, res) => {
    const limit = Math.min(200, Math.max(1, Number(req.query.limit ?? 50) || 50));
    res.json({ conversations: await store.list(limit) });
  }));
  app.get('/conversations/:id', route(async (req, res) => {
    const c = await store.get(String(req.params.id));
    if (!c) throw new NotFoundError('conversation_not_found', `no conversation with id "${echo(String(req.params.id))}"`);
    res.json(c);
  }));
  app.delete('/conversations/:id', route(async (req, res) => {
    if (!(await store.delete(String(req.params.id)))) throw new NotFoundError('conversation_not_found', `no conversation with id "${echo(String(req.params.id))}"`);
    res.status(204).end();
  }));
}
