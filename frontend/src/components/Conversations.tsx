import type { ConversationSummary } from '@specwise/shared';

/** The conversations kept on the server: continue one, or start a new one. */
export function Conversations({ items, current, onOpen, onNew, onDelete }: { items: ConversationSummary[]; current: string | null; onOpen: (id: string) => void; onNew: () => void; onDelete: (id: string) => void }) {
  return (
    <section className="panel" aria-labelledby="conv-title" data-testid="conversations">
      <div className="panel-head">
        <h2 id="conv-title">Conversations</h2>
        <button type="button" className="secondary small" onClick={onNew} disabled={current === null}>New conversation</button>
      </div>
      {items.length === 0 ? (
        <p className="muted small">Your questions and their follow-ups are kept here.</p>
      ) : (
        <ul className="conversations">
          {items.map((c) => (
            <li key={c.id} className={c.id === current ? 'current' : ''}>
              <button type="button" className="link" aria-current={c.id === current} onClick={() => onOpen(c.id)} data-testid="conversation">
                {c.title}
              </button>
              <span className="muted small"> {c.turns} turn{c.turns === 1 ? '' : 's'}</span>
              <button type="button" className="danger small" aria-label={`Delete conversation ${c.title}`} onClick={() => onDelete(c.id)}>✕</button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
