import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface ModelSource {
  modelsDir: string;
  allowRemote: boolean;
}

type TransformersModule = typeof import('@huggingface/transformers');
let loaded: Promise<TransformersModule> | null = null;

/**
 * transformers.js with its model lookup pointed at MODELS_DIR first (the provisioned or mounted weights),
 * then the Hugging Face hub when remote downloads are allowed. Imported lazily: onnxruntime is heavy.
 */
export async function transformers(src: ModelSource): Promise<TransformersModule> {
  loaded ??= import('@huggingface/transformers');
  const t = await loaded;
  t.env.localModelPath = src.modelsDir.endsWith('/') ? src.modelsDir : `${src.modelsDir}/`;
  t.env.allowLocalModels = true;
  t.env.allowRemoteModels = src.allowRemote;
  t.env.cacheDir = join(src.modelsDir, '.cache');
  return t;
}

export function isLocal(src: ModelSource, modelId: string): boolean {
  return existsSync(join(src.modelsDir, modelId, 'config.json'));
}

/** A human-readable reason why a model is not usable, for logs and response metadata. */
export function unavailable(kind: string, modelId: string, src: ModelSource, err: unknown): string {
  const where = isLocal(src, modelId) ? `found in ${src.modelsDir} but failed to load` : `not found in MODELS_DIR (${src.modelsDir})${src.allowRemote ? ' and could not be downloaded' : ' and remote downloads are off (MODELS_ALLOW_REMOTE=false)'}`;
  const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
  return `${kind} model ${modelId} is ${where}: ${why}`;
}
