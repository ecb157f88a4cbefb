import type { ConfidenceSignals } from '@specwise/shared';

export function confidenceLevel(score: number): 'high' | 'medium' | 'low' {
  return score >= 70 ? 'high' : score >= 40 ? 'medium' : 'low';
}

const LABELS: Record<string, string> = { nli: 'Groundedness (NLI)', similarity: 'Retrieval similarity', field_grounding: 'Field grounding' };

/** What the not-covered gate read: how likely the question is about the spec, against the gate it had to reach. */
function coverageLine({ probability, gate }: { probability: number; gate: number }): string {
  return `About this spec: ${Math.round(probability * 100)} (${probability >= gate ? 'at or above' : 'below'} its gate, ${Math.round(gate * 100)})`;
}

/** The 0–100 confidence as a coloured ring; hovering (or focusing) it lists the signals that made it. */
export function ConfidenceRing({ score, signals, size = 64 }: { score: number; signals?: ConfidenceSignals; size?: number }) {
  const clamped = Math.max(0, Math.min(100, Math.round(score)));
  const level = confidenceLevel(clamped);
  const r = 26;
  const c = 2 * Math.PI * r;
  const lines = signals
    ? [
        ...signals.used.map((u) => {
          const v = u === 'nli' ? signals.nli : u === 'similarity' ? signals.similarity : signals.field_grounding;
          return `${LABELS[u] ?? u}: ${v === null || v === undefined ? 'n/a' : Math.round(v * 100)}`;
        }),
        ...(signals.ungrounded.length ? [`Not in the spec: ${signals.ungrounded.join(', ')}`] : []),
        ...(signals.coverage ? [coverageLine(signals.coverage)] : []),
        ...signals.notes,
      ]
    : [];
  const label = `Confidence ${clamped} of 100 (${level})`;
  return (
    <div className={`ring ring-${level}`} role="img" aria-label={label} title={[label, ...lines].join('\n')} tabIndex={0} data-testid="confidence-ring">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r={r} className="ring-track" strokeWidth="7" fill="none" />
        <circle cx="32" cy="32" r={r} className="ring-value" strokeWidth="7" fill="none" strokeLinecap="round" strokeDasharray={`${(c * clamped) / 100} ${c}`} transform="rotate(-90 32 32)" />
        <text x="32" y="37" textAnchor="middle" className="ring-text">{clamped}</text>
      </svg>
      {lines.length > 0 && (
        <ul className="ring-signals" role="tooltip">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
