import { readFileSync } from 'node:fs';
import { loadConfig } from '@specwise/shared/server';
import { buildQueryModels } from '@specwise/query';
const config = loadConfig(process.env, { DATA_DIR: '/tmp/x' });
const models = buildQueryModels(config);
const emb = models.embedder!;
await emb.ready();
const specs: Record<string, string> = { github: 'github_api.github.com.json', stripe: 'stripe_spec3.json', kubernetes: 'kubernetes_swagger.json' };
const probe: Record<string, string[]> = { github: ['copy', 'starred', 'watching', 'people', 'money'], stripe: ['money', 'disputed', 'hosted', 'save', 'discount', 'chargeback'], kubernetes: ['restart', 'token', 'allowed', 'maintenance', 'healthy'] };
for (const [name, file] of Object.entries(specs)) {
  const spec = JSON.parse(readFileSync(`/work/shared/eval/specs/${file}`, 'utf8').replace(/^\uFEFF/, ''));
  const words = new Set<string>();
  for (const [p, item] of Object.entries<any>(spec.paths ?? {})) {
    for (const seg of p.split('/')) for (const w of seg.replace(/[{}]/g, '').split(/[^a-zA-Z]+/)) if (w.length > 2 && !seg.startsWith('{')) words.add(w.toLowerCase());
    for (const op of Object.values<any>(item)) if (op?.summary) for (const w of String(op.summary).split(/[^a-zA-Z]+/)) if (w.length > 2) words.add(w.toLowerCase());
  }
  const vocab = [...words];
  const t0 = performance.now();
  const vecs = await emb.embedDocuments(vocab);
  console.log(name, vocab.length, 'words embedded in', Math.round(performance.now() - t0), 'ms');
  for (const q of probe[name]) {
    const v = await emb.embedQuery(q);
    const sims = vocab.map((w, i) => [w, vecs[i].reduce((s, x, j) => s + x * v[j], 0)] as const).sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(' ', q, '→', sims.map(([w, s]) => `${w}:${s.toFixed(2)}`).join(' '));
  }
}
