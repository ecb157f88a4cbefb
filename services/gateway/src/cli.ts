// specwise: the same actions as the REST API, on the embedded store, without a server.
//   specwise ingest <file|url> [--name <spec>] [--display-name <name for people>]
//   specwise ask "<question>" [--spec <name>]... [--json]
//   specwise specs
//   specwise delete <name>
import { randomUUID } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { basename } from 'node:path';
import { displayNameOf, displayVersion } from '@specwise/shared';
import { createLogger, deleteSpec, errorMessage, loadConfig } from '@specwise/shared/server';
import { buildEmbedded } from './compose.js';

const USAGE = `usage:
  specwise ingest <file|url> [--name <spec>] [--display-name <name for people>]
  specwise ask "<question>" [--spec <name>]... [--json]
  specwise specs
  specwise delete <name>`;

function flag(args: string[], name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) if (args[i] === `--${name}` && args[i + 1]) out.push(args[++i]);
  return out;
}
const positional = (args: string[]) => args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--') && args[i - 1] !== '--json'));

export async function cli(argv: string[], out: (s: string) => void = console.log): Promise<number> {
  const [cmd, ...rest] = argv;
  if (!cmd || cmd === '--help' || cmd === 'help') {
    out(USAGE);
    return cmd ? 0 : 2;
  }
  // The CLI reports outcomes itself; log lines (JSON, from the ingest thread too) only when LOG_LEVEL asks.
  const config = loadConfig(process.env, process.env.LOG_LEVEL ? {} : { LOG_LEVEL: 'error' });
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: false, service: 'cli' });
  const deps = buildEmbedded(config, logger);
  try {
    if (cmd === 'ingest') {
      const [target] = positional(rest);
      if (!target) throw new Error('ingest needs a file or URL');
      const jobId = randomUUID();
      const name = flag(rest, 'name')[0];
      const displayName = flag(rest, 'display-name')[0];
      const isUrl = /^[a-z]+:\/\//i.test(target);
      if (!isUrl && !existsSync(target)) throw new Error(`no such file: ${target}`);
      if (!isUrl) await deps.uploads.put(jobId, readFileSync(target));
      await deps.jobStore.create({ id: jobId, specification_name: name ?? null });
      await deps.ingest!({ jobId, specName: name, displayName, source: isUrl ? { kind: 'url', url: target } : { kind: 'upload', uploadKey: jobId, filename: basename(target) } }).catch(() => undefined);
      const job = (await deps.jobStore.get(jobId))!;
      if (job.state !== 'done') throw new Error(job.error?.message ?? 'ingest failed');
      out(`ingested ${job.specification_name}: ${job.chunks_stored} endpoints`);
      for (const w of job.warnings) out(`warning: ${w}`);
    } else if (cmd === 'ask') {
      const [question] = positional(rest);
      if (!question) throw new Error('ask needs a question');
      const specs = flag(rest, 'spec');
      const r = await deps.query.query({ question, specs: specs.length ? specs : undefined });
      if (rest.includes('--json')) out(JSON.stringify(r, null, 2));
      else {
        out(r.answer);
        out(`\nconfidence ${r.confidence}/100 · sources: ${r.sources.map((s) => `${s.endpoint} (${s.spec})`).join(', ') || 'none'}`);
        for (const n of r.retrieval.notes) out(`note: ${n}`);
      }
    } else if (cmd === 'specs') {
      const specs = await deps.catalog.list();
      if (!specs.length) out('no specifications ingested');
      for (const s of specs) out(`${s.name}\t${[displayNameOf(s), displayVersion(s.version)].filter(Boolean).join(' ')}\t${s.operations} operations\t${s.ingested_at}`);
    } else if (cmd === 'delete') {
      const [name] = positional(rest);
      if (!name || !(await deleteSpec(deps, name))) throw new Error(`no specification named "${name ?? ''}"`);
      out(`deleted ${name}`);
    } else {
      out(USAGE);
      return 2;
    }
    return 0;
  } catch (err) {
    // The API's hint names its route; here the command is what lists them.
    const message = (err as { code?: string }).code === 'specification_not_found' ? errorMessage(err).replace('GET /specifications lists them', '`specwise specs` lists them') : errorMessage(err);
    console.error(`specwise: ${message}`);
    return 1;
  } finally {
    await deps.close();
  }
}

import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli(process.argv.slice(2)).then((code) => process.exit(code));
}
