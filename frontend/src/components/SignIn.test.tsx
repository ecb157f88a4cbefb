// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../api.js';
import { SignIn } from './SignIn.js';

afterEach(cleanup);

describe('signing in with an API token', () => {
  it('hands over the token typed into a password field', () => {
    let got = '';
    render(<SignIn onToken={(t) => (got = t)} />);
    const input = screen.getByLabelText('API token');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.change(input, { target: { value: ' s3cret ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(got).toBe('s3cret');
  });

  it('keeps the token in sessionStorage only, never in localStorage', () => {
    setToken('s3cret');
    expect(sessionStorage.getItem('specwise.token')).toBe('s3cret');
    expect(localStorage.getItem('specwise.token')).toBeNull();
    setToken('');
    expect(sessionStorage.getItem('specwise.token')).toBeNull();
  });
});
