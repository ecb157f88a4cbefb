import { readFileSync } from 'node:fs';
import { loadConfig, createLogger } from '@specwise/shared/server';
import { buildEmbedded } from './services/gateway/src/compose.ts';
const config = loadConfig({ DATA_DIR: '/tmp/sw-try', MODELS_ALLOW_REMOTE: 'false' });
const logger = createLogger({ level: 'warn', pretty: false, service: 'try' });
const deps = buildEmbedded(config, logger);
const files: Record<string,string> = { petstore: 'petstore_openapi.yaml', stripe: 'stripe_spec3.yaml' };
for (const [name, f] of Object.entries(files)) {
  const t0 = Date.now();
  await deps.uploads.put(name, readFileSync('/work/shared/eval/specs/' + f));
  await deps.jobStore.create({ id: name, specification_name: name });
  await deps.ingest!({ jobId: name, specName: name, source: { kind: 'upload', uploadKey: name, filename: f } });
  console.log(name, await deps.jobStore.get(name).then(j => [j?.state, j?.chunks_stored, j?.error]), Date.now() - t0, 'ms');
}
for (const [q, s] of [['how do I add a new pet?', 'petstore'], ['how do I bake a chocolate cake?', 'petstore'], ['how do I refund a charge?', 'stripe'], ['what does idempotency_key do', 'stripe'], ['find pets by status', 'petstore'], ['upload an image of my pet', 'petstore'], ['what is the weather in Paris', 'stripe']]) {
  const r = await deps.query.query({ question: q, specs: [s] });
  console.log('\n###', q, '→', r.covered, r.confidence, JSON.stringify(r.confidence_signals), r.sources.map(x => x.endpoint), r.timings_ms);
  if (q.includes('add a new pet')) console.log(r.answer);
}
await deps.close();
