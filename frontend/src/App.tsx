import { useCallback, useEffect, useState } from 'react';
import type { ConversationSummary } from '@specwise/shared';
import { api, ApiError, setToken, type DocumentSummary, type SpecSummary } from './api.js';
import { AskPanel } from './components/AskPanel.js';
import { Conversations } from './components/Conversations.js';
import { DocumentsPanel } from './components/DocumentsPanel.js';
import { IngestPanel } from './components/IngestPanel.js';
import { Insights } from './components/Insights.js';
import { Result, type Turn } from './components/Result.js';
import { SignIn } from './components/SignIn.js';
import { SpecSwitcher } from './components/SpecSwitcher.js';

type Theme = 'light' | 'dark';

const HISTORY_KEY = 'specwise.history';
function loadHistory(): Turn[] {
  try {
    // An older version kept it per tab (sessionStorage): carry it over once.
    const raw = localStorage.getItem(HISTORY_KEY) ?? sessionStorage.getItem(HISTORY_KEY) ?? '[]';
    const turns = JSON.parse(raw) as Turn[];
    return Array.isArray(turns) ? turns : [];
  } catch {
    return [];
  }
}
function saveHistory(turns: Turn[]): void {
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(turns.slice(0, 30)));
  } catch {
    /* storage full or off: the history lives for this page only */
  }
}

export function App() {
  const [theme, setTheme] = useState<Theme>(() => (localStorage.getItem('specwise.theme') as Theme) ?? (matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  // null until the server has answered: the panel says "Loading…", not "No spec yet".
  const [specs, setSpecs] = useState<SpecSummary[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [documents, setDocuments] = useState<DocumentSummary[] | null>(null);
  // The collections picked to ask (with the specs picked; nothing picked asks everything).
  const [collections, setCollections] = useState<string[]>([]);
  // The answer history is kept in localStorage: it survives a reload and is there in a new tab.
  const [turns, setTurns] = useState<Turn[]>(() => loadHistory());
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<ApiError | null>(null);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem('specwise.theme', theme);
  }, [theme]);
  useEffect(() => saveHistory(turns), [turns]);

  const showError = useCallback((e: ApiError) => setBanner(e), []);
  const [voice, setVoice] = useState(false);
  const [view, setView] = useState<'ask' | 'insights'>('ask');
  // The conversation a new question continues (null: the next question starts one).
  const [conversation, setConversation] = useState<string | null>(() => localStorage.getItem('specwise.conversation'));
  const [conversations, setConversations] = useState<ConversationSummary[]>([]);
  useEffect(() => {
    if (conversation) localStorage.setItem('specwise.conversation', conversation);
    else localStorage.removeItem('specwise.conversation');
  }, [conversation]);
  const loadConversations = useCallback(() => void api.conversations().then(setConversations, () => undefined), []);
  const openConversation = (id: string) => {
    api.conversation(id).then((c) => {
      setConversation(c.id);
      setTurns(c.turns.map((t, i) => ({ id: Date.parse(t.at) + i, question: t.question, specs: t.specs, answer: t.answer, sources: t.sources, response: null, error: null })).reverse());
    }, showError);
  };
  const refresh = useCallback(() => {
    api.specs().then((s) => {
      setSpecs(s);
      setSelected((sel) => sel.filter((n) => s.some((x) => x.name === n)));
    }, (e: ApiError) => {
      setSpecs((cur) => cur ?? []);
      showError(e);
    });
    api.documents().then((d) => {
      setDocuments(d.documents);
      setCollections((sel) => sel.filter((c) => d.collections.some((x) => x.name === c)));
    }, () => setDocuments((cur) => cur ?? []));
    // The microphone shows only when a speech-to-text engine is ready (GET /transcribe/status).
    api.transcribeStatus().then((st) => setVoice(st.ready), () => setVoice(false));
    loadConversations();
  }, [showError, loadConversations]);
  useEffect(refresh, [refresh]);

  const ask = async (question: string) => {
    setBusy(true);
    setBanner(null);
    const id = Date.now();
    const base: Turn = { id, question, specs: selected, answer: '', sources: [], response: null, error: null };
    setTurns((t) => [base, ...t]);
    const update = (patch: Partial<Turn>) => setTurns((t) => t.map((x) => (x.id === id ? { ...x, ...patch } : x)));
    let text = '';
    try {
      const response = await api.ask(question, selected, {
        onSources: (sources) => update({ sources }),
        onToken: (tok) => {
          text += tok;
          update({ answer: text });
        },
        // The LLM failed mid-answer; the extractive answer follows.
        onReset: () => {
          text = '';
          update({ answer: '' });
        },
      }, undefined, conversation, collections);
      update({ response, answer: response.answer, sources: response.sources });
      if (response.conversation_id) setConversation(response.conversation_id);
      loadConversations();
    } catch (err) {
      update({ error: (err as ApiError).message });
      setBanner(err as ApiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="app">
      <a className="skip" href="#question">Skip to the question</a>
      <header className="top">
        <h1>Specwise</h1>
        <span className="tagline">Grounded answers from your API specs and documents</span>
        <button type="button" className="secondary small" aria-pressed={view === 'insights'} onClick={() => setView(view === 'ask' ? 'insights' : 'ask')}>
          {view === 'ask' ? 'Unanswered questions' : 'Back to asking'}
        </button>
        <button type="button" className="secondary small" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')} aria-label={`Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`}>
          {theme === 'dark' ? '☀' : '☾'}
        </button>
      </header>
      {banner && (
        <div className="banner error" role="alert" data-testid="error-banner">
          <span>{banner.message}</span>
          {banner.status === 401 && (
            <SignIn onToken={(t) => { setToken(t); setBanner(null); refresh(); }} />
          )}
          <button type="button" className="secondary small" onClick={() => setBanner(null)} aria-label="Dismiss">✕</button>
        </div>
      )}
      <main className="layout">
        <aside className="side">
          <IngestPanel onIngested={refresh} onError={showError} />
          <Conversations
            items={conversations}
            current={conversation}
            onOpen={openConversation}
            onNew={() => {
              setConversation(null);
              setTurns([]);
            }}
            onDelete={(id) => api.deleteConversation(id).then(() => {
              if (id === conversation) setConversation(null);
              loadConversations();
            }, showError)}
          />
          <DocumentsPanel
            documents={documents}
            selected={collections}
            onChange={setCollections}
            onIngested={refresh}
            onError={showError}
            onDelete={(id) => api.deleteDocument(id).then(refresh, showError)}
          />
          <SpecSwitcher
            specs={specs}
            collectionsPicked={collections.length > 0}
            selected={selected}
            onChange={setSelected}
            onDelete={(name) => api.deleteSpec(name).then(refresh, showError)}
          />
        </aside>
        {view === 'insights' ? (
          <section className="main">
            <Insights spec={selected.length === 1 ? selected[0] : null} onError={showError} />
          </section>
        ) : (
          <section className="main">
            <AskPanel busy={busy} voice={voice} onAsk={(q) => void ask(q)} onError={showError} />
            {turns.length === 0 && <p className="muted empty">Ask how to do something, e.g. “how do I add a new pet?”. Answers cite the exact endpoints they use.</p>}
            <div className="history">
              {turns.map((t) => (
                <Result key={t.id} turn={t} />
              ))}
            </div>
            {turns.length > 0 && <button type="button" className="secondary small clear-history" onClick={() => setTurns([])}>Clear history</button>}
          </section>
        )}
      </main>
    </div>
  );
}
