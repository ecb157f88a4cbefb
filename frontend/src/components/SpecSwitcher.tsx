import type { SpecSummary } from '../api.js';

/** All ingested specs: pick one, several or all to ask; delete with confirmation. */
export function SpecSwitcher({ specs, selected, onChange, onDelete }: { specs: SpecSummary[]; selected: string[]; onChange: (s: string[]) => void; onDelete: (name: string) => void }) {
  const toggle = (name: string) => onChange(selected.includes(name) ? selected.filter((s) => s !== name) : [...selected, name]);
  return (
    <section className="panel" aria-labelledby="specs-title">
      <h2 id="specs-title">Specs</h2>
      {specs.length === 0 ? (
        <p className="muted">No spec yet. Add one above.</p>
      ) : (
        <>
          <p className="muted small">{selected.length === 0 ? 'Asking all specs.' : `Asking ${selected.length} of ${specs.length}.`}</p>
          <ul className="specs">
            {specs.map((s) => (
              <li key={s.name} className="spec" data-testid="spec">
                <label>
                  <input type="checkbox" checked={selected.includes(s.name)} onChange={() => toggle(s.name)} />
                  <span className="spec-title">{s.title}</span>
                  <span className="muted small"> v{s.version} · {s.operations} operations · <code>{s.name}</code></span>
                </label>
                <button
                  type="button"
                  className="danger small"
                  aria-label={`Delete ${s.title}`}
                  onClick={() => {
                    if (window.confirm(`Delete "${s.title}" and everything indexed for it?`)) onDelete(s.name);
                  }}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
