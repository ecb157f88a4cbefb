import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SpecError } from './spec/load.js';

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

/** The local LLM `npm run models -- --llm` provisions (Gemma 3 270M, Q4_K_M) and its llama.cpp runtime. */
export const LOCAL_LLM = { modelPath: join(MODELS_DIR, 'gguf', 'gemma-3-270m-q4_k_m.gguf'), runtimeDir: join(MODELS_DIR, 'llm-runtime') };

export function hasLocalLlm(): boolean {
  return existsSync(LOCAL_LLM.modelPath) && existsSync(join(LOCAL_LLM.runtimeDir, 'node_modules', 'node-llama-cpp', 'package.json'));
}

/** Small documents an attacker would upload, for the hostile-input tests. */
export const hostileSpecs = {
  /** YAML "billion laughs": each level aliases the one before it nine times (~1.8 KB, 10^9 nodes expanded). */
  billionLaughs(levels = 13): string {
    const names = Array.from({ length: levels }, (_, i) => `l${i}`);
    const lines = [`${names[0]}: &${names[0]} ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]`];
    for (let i = 1; i < levels; i++) lines.push(`${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(',')}]`);
    return `openapi: 3.0.0\ninfo: {title: Laughs, version: "1"}\nx-bomb:\n${lines.map((l) => `  ${l}`).join('\n')}\npaths:\n  /lol:\n    get:\n      summary: Laugh\n      responses: {"200": {description: ok}}\n`;
  },
  /** `$ref` fan-out: S_i.<combinator> = [S_i+1, S_i+1] for `levels` levels (~4 KB, 2^levels paths). */
  refFanOut(levels = 40, combinator: 'oneOf' | 'anyOf' | 'allOf' = 'oneOf'): string {
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < levels; i++) schemas[`S${i}`] = { [combinator]: [{ $ref: `#/components/schemas/S${i + 1}` }, { $ref: `#/components/schemas/S${i + 1}` }], properties: { [`f${i}`]: { type: 'string' } } };
    schemas[`S${levels}`] = { type: 'object', properties: { leaf: { type: 'string' } } };
    return JSON.stringify({
      openapi: '3.0.0', info: { title: 'Fan-out', version: '1' },
      paths: { '/boom': { post: { summary: 'Boom', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } }, responses: { 200: { description: 'ok' } } } } },
      components: { schemas },
    });
  },
  /** Properties a and b both point at the next level: 2^levels distinct field paths. */
  propertyFanOut(levels = 40): string {
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < levels; i++) schemas[`P${i}`] = { type: 'object', properties: { a: { $ref: `#/components/schemas/P${i + 1}` }, b: { $ref: `#/components/schemas/P${i + 1}` } } };
    schemas[`P${levels}`] = { type: 'string' };
    return JSON.stringify({
      openapi: '3.0.0', info: { title: 'Fields', version: '1' },
      paths: { '/many': { post: { summary: 'Many fields', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/P0' } } } }, responses: { 200: { description: 'ok' } } } } },
      components: { schemas },
    });
  },
  /** A JSON document nested `depth` levels deep (100,000 levels is ~600 KB). */
  deepJson(depth = 100_000): string {
    return `{"openapi":"3.0.0","info":{"title":"Deep","version":"1"},"paths":{},"x-deep":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
  },
};

/** The SpecError `fn` throws (any other error is rethrown; no error fails the test). */
export function specErrorOf(fn: () => unknown): SpecError {
  try {
    fn();
  } catch (err) {
    if (err instanceof SpecError) return err;
    throw err;
  }
  throw new Error('expected a SpecError');
}
