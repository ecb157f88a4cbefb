import { useEffect, useState } from 'react';
import { api, type ApiError, type UnansweredGroup } from '../api.js';

/**
 * What people asked that the specs could not answer (not covered, or low confidence), grouped by wording:
 * for API owners, the gaps in their spec.
 */
export function Insights({ spec, onError }: { spec: string | null; onError: (e: ApiError) => void }) {
  const [groups, setGroups] = useState<UnansweredGroup[] | null>(null);
  const [threshold, setThreshold] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setGroups(null);
    api.unanswered(spec).then((r) => {
      if (!live) return;
      setGroups(r.groups);
      setThreshold(r.low_confidence_below);
    }, onError);
    return () => {
      live = false;
    };
  }, [spec, onError]);
  return (
    <section className="panel insights" aria-labelledby="insights-title" data-testid="insights">
      <h2 id="insights-title">Unanswered questions{spec ? <> · <code>{spec}</code></> : ' · all specs'}</h2>
      <p className="muted small">
        Questions answered “not covered” or with a confidence under {threshold ?? '…'}, grouped by wording, most asked first.
        {spec ? '' : ' Pick one spec to see its own.'}
      </p>
      {groups === null && <p className="muted">Loading…</p>}
      {groups?.length === 0 && <p className="muted">Nothing unanswered yet.</p>}
      {groups && groups.length > 0 && (
        <ol className="unanswered">
          {groups.map((g) => (
            <li key={`${g.question} ${g.last_asked}`} data-testid="unanswered-group">
              <div className="unanswered-head">
                <span className="unanswered-question">{g.question}</span>
                <span className="muted small">
                  asked {g.count}× · {g.not_covered === g.count ? 'not covered' : `best confidence ${g.max_confidence}`} · last {new Date(g.last_asked).toLocaleString()}
                </span>
              </div>
              {g.examples.length > 1 && (
                <details className="notes">
                  <summary>{g.examples.length} wordings</summary>
                  <ul>{g.examples.map((e) => <li key={e}>{e}</li>)}</ul>
                </details>
              )}
              <span className="muted small">{g.specs.map((s) => <code key={s}>{s} </code>)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
