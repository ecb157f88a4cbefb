// Follow-up questions in a conversation ("and how do I delete it?", "what does it return?"), resolved against
// the previous turn into a question that stands on its own — without an LLM, from the structure of the
// operation last discussed: its resource (the path's last literal segment) and its summary.
import { singular } from './prerequisites.js';
import { actionOfVerb } from './understand.js';

/** What a follow-up can refer back to: the previous turn's question and the operation its answer was about. */
export interface PreviousTurn {
  question: string;
  /** `sources[0]` of its answer, when it was covered. */
  operation?: { method: string; path: string; summary: string } | null;
}

const PRONOUN = /\b(it|its|this|that|them|they|their|these|those|this one|that one|the same)\b/i;
/** Last segments that name an action on the resource before them (`…/{id}/cancel`), beside the API verbs. */
const SUB_ACTION = /^(cancel|capture|confirm|close|approve|reject|void|finalize|pay|send|verify|refresh|restore|resume|pause|retry|reopen|accept|decline|expire|apply|attach|detach)$/;
/** Words the question reader counts as "read" that ask about an operation, not for an action on a resource. */
const ABOUT_OPERATION = /^(what|when|where|which|who|tell|is|are|does|do|did|has|have|return|returns|give|need|needs|take|takes|require|requires)$/;
const LEAD_IN = /^\s*(and|also|then|so|ok(ay)?|now|but)\b[\s,]*/i;
/** A scope the previous question set ("in namespace shop", "within project apollo"): it carries over. */
const SCOPE = /\b(?:in|within|under|inside) (?:the )?[a-z]+ [\w.-]+/gi;

/** The resource an operation is about: `/v1/refunds/{refund}` → refund, `/pet/{petId}` → pet. */
export function resourceOf(path: string): string | null {
  const literal = path.split('/').filter((s) => s && !s.startsWith('{') && !/^v\d/.test(s));
  const last = literal[literal.length - 1];
  if (!last) return null;
  // RPC-style and sub-actions (`…/refunds/{id}/cancel`, `chat.postMessage`) name an action, not a resource.
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s._:-]+/).filter(Boolean);
  const isVerb = (w: string | undefined) => !!w && (actionOfVerb(w) !== null || SUB_ACTION.test(w));
  // `findByStatus`, `…/{id}/cancel`, `chat.postMessage`: the segment names an action on the resource before it.
  const noun = (isVerb(words[0]) || isVerb(words[words.length - 1])) && literal.length > 1 ? literal[literal.length - 2] : last;
  return singular(noun.replace(/[._:-]+/g, ' ').toLowerCase());
}

/** Is this question a follow-up that needs the previous turn to make sense? */
export function isFollowUp(question: string): boolean {
  return PRONOUN.test(question) || LEAD_IN.test(question);
}

/**
 * The standalone form of `question` given the previous turn: a question with an action of its own ("delete")
 * is about the same *resource* ("how do I delete the pet?"); one without ("what does it return?") is about the
 * same *operation* ("what does Add a new pet to the store (POST /pet) return?"). A question that is not a
 * follow-up, or a first question, is returned as it is.
 */
export function standaloneQuestion(question: string, previous: PreviousTurn | null): string {
  const q = question.trim();
  if (!previous?.operation || !isFollowUp(q)) return q;
  const op = previous.operation;
  const resource = resourceOf(op.path);
  const body = q.replace(LEAD_IN, '');
  const hasAction = body.toLowerCase().split(/[^a-z]+/).some((w) => actionOfVerb(w) !== null && !ABOUT_OPERATION.test(w));
  const referent = hasAction && resource ? `the ${resource}` : `${op.summary.replace(/[.\s]+$/, '')} (${op.method} ${op.path})`;
  let resolved = PRONOUN.test(body)
    ? body.replace(new RegExp(PRONOUN.source, 'i'), (m) => (/^its|their$/i.test(m) ? `${referent}'s` : referent))
    : `${body.replace(/[?.!\s]+$/, '')} for ${referent}?`;
  // The same resource, where the previous question was: its scope carries over unless this one sets its own.
  const scopes = hasAction && !new RegExp(SCOPE.source, 'i').test(body) ? previous.question.match(SCOPE) ?? [] : [];
  if (scopes.length) resolved = `${resolved.replace(/[?.!\s]+$/, '')} ${scopes.join(' ')}?`;
  return resolved.charAt(0).toUpperCase() + resolved.slice(1);
}
