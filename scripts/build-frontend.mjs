#!/usr/bin/env node
// Build the web UI into frontend/dist unless it is already up to date (npm start runs this first).
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../frontend');
const dist = join(root, 'dist', 'index.html');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

// One build at a time (two `npm start`s, or tests side by side): the others wait, then find it up to date.
const lock = join(root, '.build-lock');
const until = Date.now() + 300_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
    if (Date.now() > until) throw new Error(`another build holds ${lock}; remove it if no build is running`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
try {
  const sourcesTime = Math.max(newest(join(root, 'src')), statSync(join(root, 'index.html')).mtimeMs, statSync(join(root, 'vite.config.ts')).mtimeMs);
  if (!existsSync(dist) || statSync(dist).mtimeMs < sourcesTime || process.argv.includes('--force')) {
    const { build } = await import('vite');
    await build({ root, logLevel: 'warn', configFile: join(root, 'vite.config.ts') });
    console.log('[specwise] web UI built into frontend/dist');
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
