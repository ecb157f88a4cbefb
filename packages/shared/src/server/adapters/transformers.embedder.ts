import type { Embedder } from '../ports.js';
import { transformers, unavailable, type ModelSource } from './transformers.runtime.js';

/** Query prefixes the model families were trained with (documents get none). */
function defaultQueryPrefix(modelId: string): string {
  if (/bge-.*-en/i.test(modelId)) return 'Represent this sentence for searching relevant passages: ';
  if (/e5-/i.test(modelId)) return 'query: ';
  return '';
}

type Extractor = (texts: string[], opts: { pooling: 'mean' | 'cls'; normalize: boolean }) => Promise<{ tolist(): number[][]; dims: number[] }>;

/** Sentence embeddings through transformers.js (mean pooling, L2-normalised). */
export class TransformersEmbedder implements Embedder {
  private loading: Promise<string | null> | null = null;
  private extractor: Extractor | null = null;
  private dim = 0;
  private readonly queryPrefix: string;

  constructor(
    readonly modelId: string,
    private readonly src: ModelSource & { dtype: string; queryPrefix?: string; batchSize: number },
  ) {
    this.queryPrefix = src.queryPrefix ?? defaultQueryPrefix(modelId);
  }

  ready(): Promise<string | null> {
    this.loading ??= (async () => {
      try {
        const t = await transformers(this.src);
        const pipe = await t.pipeline('feature-extraction', this.modelId, { dtype: this.src.dtype as 'q8' });
        this.extractor = pipe as unknown as Extractor;
        const probe = await this.extractor(['probe'], { pooling: this.pooling(), normalize: true });
        this.dim = probe.dims[probe.dims.length - 1];
        return null;
      } catch (err) {
        return unavailable('embedding', this.modelId, this.src, err);
      }
    })();
    return this.loading;
  }

  private pooling(): 'mean' | 'cls' {
    return /bge-/i.test(this.modelId) ? 'cls' : 'mean';
  }

  dimension(): number {
    return this.dim;
  }

  private async run(texts: string[]): Promise<Float32Array[]> {
    const reason = await this.ready();
    if (reason || !this.extractor) throw new Error(reason ?? 'embedder not loaded');
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += this.src.batchSize) {
      const res = await this.extractor(texts.slice(i, i + this.src.batchSize), { pooling: this.pooling(), normalize: true });
      for (const row of res.tolist()) out.push(Float32Array.from(row));
    }
    return out;
  }

  embedDocuments(texts: string[]): Promise<Float32Array[]> {
    return this.run(texts);
  }

  async embedQuery(text: string): Promise<Float32Array> {
    const [v] = await this.run([this.queryPrefix + text]);
    return v;
  }
}

/** The embedder the configuration asks for (EMBEDDING_MODEL, EMBEDDING_DTYPE, MODELS_DIR, ...). */
export function embedderFromConfig(config: {
  EMBEDDING_MODEL: string;
  EMBEDDING_DTYPE: string;
  EMBEDDING_QUERY_PREFIX?: string;
  EMBEDDING_BATCH: number;
  MODELS_DIR: string;
  MODELS_ALLOW_REMOTE: boolean;
}): TransformersEmbedder {
  return new TransformersEmbedder(config.EMBEDDING_MODEL, {
    modelsDir: config.MODELS_DIR,
    allowRemote: config.MODELS_ALLOW_REMOTE,
    dtype: config.EMBEDDING_DTYPE,
    queryPrefix: config.EMBEDDING_QUERY_PREFIX,
    batchSize: config.EMBEDDING_BATCH,
  });
}
