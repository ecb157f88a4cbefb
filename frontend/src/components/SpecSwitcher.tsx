import { displayNameOf, displayVersion } from '@specwise/shared';
import type { SpecSummary } from '../api.js';

/** All ingested specs: pick one, several or all to ask; delete with confirmation. `specs` is null while loading. */
export function SpecSwitcher({ specs, selected, onChange, onDelete, collectionsPicked = false }: { specs: SpecSummary[] | null; selected: string[]; onChange: (s: string[]) => void; onDelete: (name: string) => void; collectionsPicked?: boolean }) {
  const toggle = (name: string) => onChange(selected.includes(name) ? selected.filter((s) => s !== name) : [...selected, name]);
  // Two specs with the same title are told apart by their internal names, shown for every spec.
  return (
    <section className="panel" aria-labelledby="specs-title" aria-busy={specs === null}>
      <h2 id="specs-title">Specs</h2>
      {specs === null ? (
        <p className="muted" data-testid="specs-loading">Loading specs…</p>
      ) : specs.length === 0 ? (
        <p className="muted">No spec yet. Add one above.</p>
      ) : (
        <>
          <p className="muted small">{selected.length === 0 ? (collectionsPicked ? 'No spec picked: asking the picked collections.' : 'Asking all specs (and documents).') : `Asking ${selected.length} of ${specs.length}.`}</p>
          <ul className="specs">
            {specs.map((s) => {
              const label = displayNameOf(s);
              const version = displayVersion(s.version);
              const subtitle = [s.display_name && s.display_name !== s.title ? s.title : '', version, `${s.operations} operations`].filter(Boolean).join(' · ');
              return (
                <li key={s.name} className="spec" data-testid="spec">
                  <label>
                    <input type="checkbox" checked={selected.includes(s.name)} onChange={() => toggle(s.name)} />
                    <span className="spec-title">{label}</span>
                    <span className="muted small spec-meta"> {subtitle} · <code>{s.name}</code></span>
                  </label>
                  <button
                    type="button"
                    className="danger small"
                    aria-label={`Delete ${label} (${s.name})`}
                    onClick={() => {
                      if (window.confirm(`Delete "${label}" (${s.name}${version ? `, ${version}` : ''}) and everything indexed for it?`)) onDelete(s.name);
                    }}
                  >
                    Delete
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
