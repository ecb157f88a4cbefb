import { useEffect, useRef, useState } from 'react';
import type { QueryResponse, Source } from '@specwise/shared';
import { api } from '../api.js';
import { ConfidenceRing } from './ConfidenceRing.js';
import { Markdown } from './Markdown.js';

export interface Turn {
  id: number;
  question: string;
  specs: string[];
  answer: string;
  sources: Source[];
  response: QueryResponse | null;
  error: string | null;
}

/** What a source chip opens: the operation as the spec has it, or the document's passage. */
function SourceDialog({ source, onClose }: { source: Source; onClose: () => void }) {
  const [text, setText] = useState<string | null | 'missing'>(null);
  const section = source.section;
  useEffect(() => {
    let live = true;
    const found = section
      ? api.document(source.spec).then((d) => d.chunks.find((c) => c.position === section.position)?.text)
      : api.endpoints(source.spec).then((eps) => eps.find((e) => e.method === source.method && e.path === source.path)?.text);
    found.then((t) => live && setText(t ?? 'missing'), () => live && setText('missing'));
    return () => {
      live = false;
    };
  }, [source, section]);
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal" role="dialog" aria-modal="true" aria-label={source.endpoint} onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
        <header>
          <h3><code>{source.endpoint}</code></h3>
          <button type="button" className="secondary small" onClick={onClose} autoFocus>Close</button>
        </header>
        <p className="muted small">
          {section ? <>collection <code>{section.collection}</code> · passage {section.position + 1}</> : <>{source.summary} · spec <code>{source.spec}</code> · <code>{source.pointer}</code></>}
        </p>
        {text === null && <p>Loading…</p>}
        {text === 'missing' && <p>{section ? 'This passage is no longer in the document.' : 'This endpoint is no longer in the spec.'}</p>}
        {text && text !== 'missing' && <pre className="chunk" data-testid="chunk-text">{text}</pre>}
      </div>
    </div>
  );
}

/** One answer: Markdown, confidence ring, source chips (open the endpoint), ungrounded names, copy. */
export function Result({ turn }: { turn: Turn }) {
  const [open, setOpen] = useState<Source | null>(null);
  const [copied, setCopied] = useState(false);
  // The chip that opened the endpoint dialog gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  const r = turn.response;
  return (
    <article className="result" data-testid="result" aria-live="polite">
      <header className="result-head">
        <h3 className="question">{turn.question}</h3>
        {r && <ConfidenceRing score={r.confidence} signals={r.confidence_signals} />}
      </header>
      {r?.standalone_question && r.standalone_question !== turn.question && (
        <p className="muted small standalone" data-testid="standalone">Answered as: {r.standalone_question}</p>
      )}
      {turn.error && <p className="banner error" role="alert">{turn.error}</p>}
      {r && !r.covered && <p className="not-covered" data-testid="not-covered">Not covered by this spec.</p>}
      {turn.answer && <Markdown text={turn.answer} highlight={r?.ungrounded ?? []} />}
      {r && r.ungrounded.length > 0 && (
        <p className="banner warn">Not found in the spec: {r.ungrounded.map((u) => <code key={u}>{u}</code>)}</p>
      )}
      {r && (r.steps ?? []).length > 0 && <h4 className="steps-title">Steps</h4>}
      {r && (r.steps ?? []).length > 0 && (
        <ol className="steps" aria-label="Plan" data-testid="steps">
          {r.steps.map((step) => (
            <li key={step.endpoint}>
              <code>{step.endpoint}</code> — {step.why}
              {step.provides && step.provides !== 'result' && <span className="muted small"> (gives <code>{step.provides}</code>)</span>}
            </li>
          ))}
        </ol>
      )}
      {turn.sources.length > 0 && (
        <div className="chips" aria-label="Sources">
          {turn.sources.map((s) => (
            <button key={`${s.spec} ${s.endpoint}`} type="button" className={`chip ${s.section ? 'chip-document' : `method-${s.method.toLowerCase()}`}`} onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(s);
              }} title={`${s.summary} (${s.spec})`} data-testid="source-chip">
              {s.endpoint}
            </button>
          ))}
        </div>
      )}
      {r && r.retrieval.notes.length > 0 && (
        <details className="notes">
          <summary>How this was answered ({r.retrieval.notes.length} note{r.retrieval.notes.length > 1 ? 's' : ''})</summary>
          <ul>
            {r.retrieval.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </details>
      )}
      {turn.answer && (
        <div className="result-actions">
          <button
            type="button"
            className="secondary small"
            onClick={() => {
              void navigator.clipboard?.writeText(turn.answer).then(() => {
                setCopied(true);
                setTimeout(() => setCopied(false), 1500);
              });
            }}
          >
            {copied ? 'Copied' : 'Copy answer'}
          </button>
          {r && <span className="muted small">{r.answer_mode === 'llm' ? 'LLM answer' : 'Extractive answer'} · {r.timings_ms.total} ms</span>}
        </div>
      )}
      {open && <SourceDialog source={open} onClose={close} />}
    </article>
  );
}
