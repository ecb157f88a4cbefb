import { useState } from 'react';

/** Asks for the API token this server requires; it is kept for this browser tab only. */
export function SignIn({ onToken }: { onToken: (token: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      className="sign-in"
      aria-label="Sign in"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) onToken(value.trim());
      }}
    >
      <label htmlFor="api-token">API token</label>
      <input id="api-token" type="password" autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
      <button type="submit" className="small">Sign in</button>
      <span className="muted small">Kept for this tab only.</span>
    </form>
  );
}
