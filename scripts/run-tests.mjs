#!/usr/bin/env node
// Run every workspace's Vitest suite, then print one closing line "N passed, N failed, N skipped" that any
// CI can read. Extra arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'specwise-vitest-'));
const out = join(dir, 'results.json');
const res = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...process.argv.slice(2)], { stdio: 'inherit' });
let line = null;
try {
  const r = JSON.parse(readFileSync(out, 'utf8'));
  line = `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`;
} catch {
  /* vitest did not get far enough to write results */
}
rmSync(dir, { recursive: true, force: true });
if (line) console.log(`\n${line}`);
process.exit(res.status ?? 1);
