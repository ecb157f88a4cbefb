import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Test helpers shared by every workspace's tests (not used by product code).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const REPO_ROOT = root;
/** `../shared/eval` beside the project root (the eval set: real public specs and RestBench questions). */
export const EVAL_DIR = resolve(root, '../shared/eval');
export const MODELS_DIR = resolve(root, '.models');

export function evalSpec(file: string): Buffer {
  return readFileSync(join(EVAL_DIR, 'specs', file));
}

export interface ManifestEntry {
  id: string;
  file: string;
  operations: number;
  title: string;
}

export function manifest(): ManifestEntry[] {
  return (JSON.parse(readFileSync(join(EVAL_DIR, 'specs', 'manifest.json'), 'utf8')) as { specs: ManifestEntry[] }).specs;
}

export function hasModel(id: string): boolean {
  return existsSync(join(MODELS_DIR, id, 'config.json'));
}
