import { useEffect, useRef, useState } from 'react';
import { INGEST_STAGES } from '@specwise/shared';
import { api, type ApiError } from '../api.js';
import { usePollJob } from '../usePollJob.js';
import { DropZone } from './DropZone.js';

export interface Tracked {
  jobId: string;
  label: string;
  /** The label is the name the user gave: it wins over the spec's internal name. */
  named?: boolean;
  /** What its chunks are called when it is done. */
  unit?: 'endpoints' | 'passages';
}

export function JobProgress({ job, onFinished }: { job: Tracked; onFinished: () => void }) {
  const { job: status, retrying, error } = usePollJob(job.jobId);
  const notified = useRef(false);
  if (status && (status.state === 'done' || status.state === 'failed') && !notified.current) {
    notified.current = true;
    queueMicrotask(onFinished);
  }
  const pct = status?.progress ?? 0;
  const state = status?.state ?? 'queued';
  return (
    <li className={`job job-${state}`} data-testid="job" data-state={state}>
      <div className="job-head">
        <span className="job-label">{job.named ? job.label : status?.specification_name ?? job.label}</span>
        <span className="job-state">{state === 'running' && status?.stage ? `${status.stage} · ${pct}%` : state}</span>
      </div>
      <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={`Ingest of ${job.label}`}>
        <div className="progress-bar" style={{ width: `${pct}%` }} />
      </div>
      <ol className="stages" aria-hidden="true">
        {INGEST_STAGES.map((s) => {
          const idx = INGEST_STAGES.indexOf(s);
          const cur = status?.stage ? INGEST_STAGES.indexOf(status.stage) : -1;
          return <li key={s} className={state === 'done' || idx < cur ? 'stage-done' : idx === cur ? 'stage-current' : ''}>{s}</li>;
        })}
      </ol>
      {state === 'done' && <p className="job-ok">{status!.chunks_stored} {job.unit ?? 'endpoints'} indexed.</p>}
      {status?.warnings.map((w) => (
        <p key={w} className="job-warning">⚠ {w}</p>
      ))}
      {status?.error && <p className="job-error" role="alert">{status.error.message}</p>}
      {retrying && <p className="job-retry">{retrying}</p>}
      {error && <p className="job-error" role="alert">{error}</p>}
    </li>
  );
}

/** Ingest by URL or by file (pick or drop); each submitted job gets its own polling progress bar. */
export function IngestPanel({ onIngested, onError }: { onIngested: () => void; onError: (e: ApiError) => void }) {
  const [url, setUrl] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [jobs, setJobs] = useState<Tracked[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);

  const track = (jobId: string, label: string, named = false) => setJobs((j) => (j.some((x) => x.jobId === jobId) ? j : [{ jobId, label, named }, ...j]));
  // After a reload the server still knows the jobs in flight: show them again, polling as before.
  useEffect(() => {
    api.jobs(['queued', 'running']).then(
      (running) => running.reverse().forEach((j) => track(j.id, j.specification_name ?? 'spec')),
      () => undefined,
    );
  }, []);
  const named = () => displayName.trim() || undefined;
  const submitUrl = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!url.trim()) return;
    try {
      const r = await api.ingestUrl(url.trim(), named());
      track(r.job_id, named() ?? r.specification_name ?? url.trim(), !!named());
      setUrl('');
      setDisplayName('');
    } catch (err) {
      onError(err as ApiError);
    }
  };
  const upload = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      try {
        const r = await api.upload(file, named());
        track(r.job_id, named() ?? r.specification_name ?? file.name, !!named());
      } catch (err) {
        onError(err as ApiError);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
    setDisplayName('');
  };

  return (
    <section className="panel" aria-labelledby="ingest-title">
      <h2 id="ingest-title">Add a spec</h2>
      <label className="field">
        <span className="small muted">Name (optional, for people)</span>
        <input type="text" maxLength={100} placeholder="e.g. Payments API (staging)" value={displayName} onChange={(e) => setDisplayName(e.target.value)} data-testid="display-name" />
      </label>
      <form onSubmit={submitUrl} className="row">
        <label className="sr-only" htmlFor="spec-url">Spec URL</label>
        <input id="spec-url" type="url" placeholder="https://example.com/openapi.json" value={url} onChange={(e) => setUrl(e.target.value)} />
        <button type="submit">Ingest URL</button>
      </form>
      <DropZone ref={fileInput} prompt="Drop a JSON or YAML spec here, or" button="Choose file" hint="Uploaded specs stay on this server." accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml" testId="file-input" onFiles={(f) => void upload(f)} />
      {jobs.length > 0 && (
        <ul className="jobs" aria-live="polite">
          {jobs.map((j) => (
            <JobProgress key={j.jobId} job={j} onFinished={onIngested} />
          ))}
        </ul>
      )}
    </section>
  );
}
