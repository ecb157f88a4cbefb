import { useRef, useState } from 'react';
import { api, type ApiError, type DocumentSummary } from '../api.js';
import { DropZone } from './DropZone.js';
import { JobProgress, type Tracked } from './IngestPanel.js';

const ACCEPT = '.docx,.pdf,.md,.markdown,.txt,.html,.htm';

/**
 * Documents: upload into a collection (picked from the existing ones or named anew), follow each job, pick the
 * collections to ask, delete a document. `documents` is null while loading.
 */
export function DocumentsPanel({ documents, selected, onChange, onIngested, onError, onDelete }: {
  documents: DocumentSummary[] | null;
  selected: string[];
  onChange: (collections: string[]) => void;
  onIngested: () => void;
  onError: (e: ApiError) => void;
  onDelete: (id: string) => void;
}) {
  const [collection, setCollection] = useState('documents');
  const [title, setTitle] = useState('');
  const [jobs, setJobs] = useState<Tracked[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const byCollection = new Map<string, DocumentSummary[]>();
  for (const d of documents ?? []) byCollection.set(d.collection, [...(byCollection.get(d.collection) ?? []), d]);
  const toggle = (c: string) => onChange(selected.includes(c) ? selected.filter((x) => x !== c) : [...selected, c]);

  const upload = async (files: FileList | null) => {
    const list = Array.from(files ?? []);
    for (const file of list) {
      try {
        // A title names one document: with several files, each keeps its own file name.
        const given = list.length === 1 ? title.trim() || undefined : undefined;
        const r = await api.uploadDocument(file, collection.trim() || 'documents', given);
        setJobs((j) => [{ jobId: r.job_id, label: given ?? file.name, named: true, unit: 'passages' }, ...j]);
      } catch (err) {
        onError(err as ApiError);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
    setTitle('');
  };

  return (
    <section className="panel" aria-labelledby="documents-title">
      <h2 id="documents-title">Documents</h2>
      <div className="row">
        <label className="field">
          <span className="small muted">Collection</span>
          <input type="text" list="collections" maxLength={64} value={collection} onChange={(e) => setCollection(e.target.value.toLowerCase())} data-testid="collection" />
          <datalist id="collections">
            {[...byCollection.keys()].map((c) => <option key={c} value={c} />)}
          </datalist>
        </label>
        <label className="field">
          <span className="small muted">Title (optional)</span>
          <input type="text" maxLength={200} placeholder="file name" value={title} onChange={(e) => setTitle(e.target.value)} data-testid="document-title" />
        </label>
      </div>
      <DropZone ref={fileInput} prompt="Drop .docx, PDF, Markdown, HTML or text files here, or" button="Choose documents" hint="The same title in the same collection replaces the document." accept={ACCEPT} multiple testId="document-input" onFiles={(f) => void upload(f)} />
      {jobs.length > 0 && (
        <ul className="jobs" aria-live="polite">
          {jobs.map((j) => <JobProgress key={j.jobId} job={j} onFinished={onIngested} />)}
        </ul>
      )}
      {documents === null ? (
        <p className="muted">Loading documents…</p>
      ) : byCollection.size === 0 ? (
        <p className="muted">No document yet.</p>
      ) : (
        <ul className="collections">
          {[...byCollection].map(([name, docs]) => (
            <li key={name} className="collection" data-testid="collection-item">
              <label>
                <input type="checkbox" checked={selected.includes(name)} onChange={() => toggle(name)} />
                <span className="spec-title">{name}</span>
                <span className="muted small"> · {docs.length} document{docs.length > 1 ? 's' : ''}</span>
              </label>
              <ul className="specs">
                {docs.map((d) => (
                  <li key={d.document_id} className="spec" data-testid="document">
                    <span>
                      <span className="doc-title">{d.title}</span>
                      <span className="muted small spec-meta"> {d.format} · {d.chunks} passages</span>
                    </span>
                    <button type="button" className="danger small" aria-label={`Delete ${d.title} (${name})`} onClick={() => {
                      if (window.confirm(`Delete "${d.title}" from ${name}?`)) onDelete(d.document_id);
                    }}>Delete</button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
