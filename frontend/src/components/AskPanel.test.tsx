// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AskPanel } from './AskPanel.js';

afterEach(cleanup);

describe('the microphone of the question box', () => {
  beforeEach(() => {
    // A browser that can record.
    Object.assign(window, { MediaRecorder: class {} });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: async () => null }, configurable: true });
  });

  it('shows only when the server has a ready speech-to-text engine', () => {
    const { rerender } = render(<AskPanel busy={false} voice={false} onAsk={() => undefined} onError={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Ask by voice' })).toBeNull();
    rerender(<AskPanel busy={false} voice onAsk={() => undefined} onError={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Ask by voice' })).toBeTruthy();
  });
});
