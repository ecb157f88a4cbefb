// Shared setup of the browser tests: Debian's Chromium driven by playwright-core against the embedded app.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { REPO_ROOT } from '@specwise/shared/server/testing';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = join(REPO_ROOT, 'test-artifacts');
export const browserPresent = existsSync(CHROMIUM) || !!process.env.CI;

/** Build the UI (once; the build script locks) and launch headless Chromium. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build-frontend.mjs')], { stdio: 'inherit' });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}
