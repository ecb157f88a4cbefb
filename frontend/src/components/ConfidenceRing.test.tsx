// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfidenceRing, confidenceLevel } from './ConfidenceRing.js';

afterEach(cleanup);

describe('ConfidenceRing', () => {
  it('colours by level: 70+ high, 40+ medium, else low', () => {
    expect([95, 70, 69, 40, 39, 0].map(confidenceLevel)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });

  it('draws the share of the circle, clamps and labels the score', () => {
    const { container } = render(<ConfidenceRing score={142.4} />);
    const ring = screen.getByTestId('confidence-ring');
    expect(ring.getAttribute('aria-label')).toBe('Confidence 100 of 100 (high)');
    expect(ring.className).toBe('ring ring-high');
    const value = container.querySelector('.ring-value')!;
    const [drawn, total] = value.getAttribute('stroke-dasharray')!.split(' ').map(Number);
    expect(drawn).toBeCloseTo(total, 6);
    render(<ConfidenceRing score={25} />);
    const low = screen.getAllByTestId('confidence-ring')[1];
    expect(low.textContent).toBe('25');
    const [d2, t2] = low.querySelector('.ring-value')!.getAttribute('stroke-dasharray')!.split(' ').map(Number);
    expect(d2 / t2).toBeCloseTo(0.25, 6);
  });

  it('lists the signals that made the score, with invented names', () => {
    render(
      <ConfidenceRing
        score={48}
        signals={{ used: ['similarity', 'field_grounding'], nli: null, similarity: 0.81, field_grounding: 0.75, ungrounded: ['fooId'], notes: ['no groundedness (NLI) model configured'] }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Retrieval similarity: 81', 'Field grounding: 75', 'Not in the spec: fooId', 'no groundedness (NLI) model configured']);
    expect(screen.getByTestId('confidence-ring').getAttribute('title')).toContain('Confidence 48 of 100 (medium)\nRetrieval similarity: 81');
  });

  it("says how likely the question is about the spec, against the spec's gate", () => {
    render(<ConfidenceRing score={12} signals={{ used: ['similarity'], nli: null, similarity: 0.3, field_grounding: null, ungrounded: [], notes: [], coverage: { probability: 0.58, gate: 0.71 } }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Retrieval similarity: 30', 'About this spec: 58 (below its gate, 71)']);
  });
});
