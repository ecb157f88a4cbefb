// With an LLM, a follow-up question is condensed into one that stands on its own from the previous turn;
// what it writes is used only if it reads as one question (else the structural resolver's question is used).
import type { AnswerGenerator } from '@specwise/shared/server';

/** What the condenser is told about the previous turn. */
export interface CondenseContext {
  /** The previous turn's question, as it was answered. */
  question: string;
  /** What its answer was about: `Create a refund (POST /v1/refunds)`, `Lease.docx › 7.2 Notice`; null if not covered. */
  about: string | null;
}

export const CONDENSE_SYSTEM = [
  'You rewrite a follow-up question from a conversation so that it can be understood without the conversation.',
  'Replace pronouns (it, them, this, that) with what they refer to, taken from the previous question or what its answer was about.',
  'Keep the follow-up\'s own action and words; add nothing else.',
  'Reply with the rewritten question only: one line, no quotes, no explanation.',
].join('\n');

export function condensePrompt(question: string, previous: CondenseContext): string {
  return [`Previous question: ${previous.question}`, previous.about ? `Its answer was about: ${previous.about}` : '', `Follow-up question: ${question}`, 'Standalone question:'].filter(Boolean).join('\n');
}

/**
 * The model's reply as a standalone question, or null when it is not one: empty, several lines of prose, far
 * longer than the two questions together, or a refusal.
 */
export function acceptCondensed(reply: string, question: string, previous: CondenseContext): string | null {
  const line = reply.trim().split('\n').map((l) => l.trim()).find(Boolean) ?? '';
  const q = line.replace(/^(standalone question|question|rewritten question)\s*:\s*/i, '').replace(/^["'“‘`]+|["'”’`]+$/g, '').trim();
  if (q.length < 3 || q.length > Math.max(200, 2 * (question.length + previous.question.length))) return null;
  if (/\b(I cannot|I can't|as an AI|sorry)\b/i.test(q)) return null;
  return q;
}

/** The condensed question, or null (no LLM that completes, it failed, or its reply was not usable). */
export async function condenseFollowUp(llm: AnswerGenerator | null, question: string, previous: CondenseContext, signal?: AbortSignal): Promise<string | null> {
  if (!llm?.complete) return null;
  const reply = await llm.complete(CONDENSE_SYSTEM, condensePrompt(question, previous), signal);
  return acceptCondensed(reply, question, previous);
}
