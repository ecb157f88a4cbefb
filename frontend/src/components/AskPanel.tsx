import { useRef, useState } from 'react';
import { api, type ApiError } from '../api.js';

/** Question box: Enter asks (Shift+Enter for a new line); the mic (when the server can transcribe) records a question. */
export function AskPanel({ busy, voice = false, onAsk, onError }: { busy: boolean; voice?: boolean; onAsk: (q: string) => void; onError: (e: ApiError) => void }) {
  const [q, setQ] = useState('');
  const [recording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  // The server has a ready speech-to-text engine (`voice`) and the browser can record.
  const canRecord = voice && typeof window !== 'undefined' && 'MediaRecorder' in window && !!navigator.mediaDevices;

  const box = useRef<HTMLTextAreaElement>(null);
  // Asked: the box empties for the next question and keeps the focus (the question heads its answer).
  const submit = () => {
    const text = q.trim();
    if (!text || busy) return;
    onAsk(text);
    setQ('');
    box.current?.focus();
  };

  const toggleRecording = async () => {
    if (recording) {
      recorder.current?.stop();
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const rec = new MediaRecorder(stream);
      const parts: Blob[] = [];
      rec.ondataavailable = (e) => parts.push(e.data);
      rec.onstop = async () => {
        stream.getTracks().forEach((t) => t.stop());
        setRecording(false);
        try {
          const { transcript } = await api.transcribe(new Blob(parts, { type: rec.mimeType }));
          setQ(transcript);
        } catch (err) {
          onError(err as ApiError);
        }
      };
      recorder.current = rec;
      rec.start();
      setRecording(true);
    } catch {
      onError({ status: 0, code: 'microphone', message: 'The microphone is not available in this browser.', name: 'Error' } as ApiError);
    }
  };

  return (
    <section className="panel ask" aria-labelledby="ask-title">
      <h2 id="ask-title">Ask</h2>
      <div className="row">
        <label className="sr-only" htmlFor="question">Question</label>
        <textarea
          ref={box}
          id="question"
          rows={2}
          placeholder="How do I refund a charge?"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            // Enter (or Ctrl/Cmd+Enter) asks; Shift+Enter is a new line.
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        {canRecord && (
          <button type="button" className={recording ? 'recording' : 'secondary'} onClick={() => void toggleRecording()} aria-pressed={recording} aria-label={recording ? 'Stop recording' : 'Ask by voice'}>
            {recording ? '■' : (
              <svg className="mic" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2z" /></svg>
            )}
          </button>
        )}
        <button type="button" onClick={submit} disabled={busy || !q.trim()}>
          {busy ? 'Asking…' : 'Ask'}
        </button>
      </div>
    </section>
  );
}
