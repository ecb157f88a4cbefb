import { Redis } from 'ioredis';
import type { Conversation, ConversationSummary, ConversationTurn, JobState, JobStatus, SpecInfo } from '../../index.js';
import { UnavailableError } from '../errors.js';
import type { IngestJob } from '../jobs/contract.js';
import type { ConversationStore, JobStore, QuestionLog, QuestionRecord, SpecCatalog, UploadStore } from '../ports.js';

const JOB_TTL_S = 7 * 24 * 3600;
const UPLOAD_TTL_S = 24 * 3600;

/**
 * A Redis connection for request paths: no offline queue and one retry per command, so a request fails in
 * milliseconds (503) when Redis is down instead of hanging; it reconnects in the background.
 */
export function requestRedis(url: string): Redis {
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000, retryStrategy: (n) => Math.min(n * 200, 2000), lazyConnect: false });
}

/** A Redis connection for workers: retries forever (BullMQ requires maxRetriesPerRequest: null). */
export function workerRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, retryStrategy: (n) => Math.min(n * 500, 5000) });
}

async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new UnavailableError('redis_unavailable', `Redis is not reachable (${(err as Error).message}); try again shortly`);
  }
}

export class RedisJobStore implements JobStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'specwise') {}
  private key(id: string) {
    return `${this.prefix}:job:${id}`;
  }
  /** Job ids by creation time, for listing; ids whose job expired are pruned when met. */
  private get index() {
    return `${this.prefix}:jobs`;
  }
  async create(job: { id: string; specification_name: string | null; payload?: IngestJob }): Promise<JobStatus> {
    const now = new Date().toISOString();
    const status: JobStatus = { id: job.id, state: 'queued', stage: null, progress: 0, specification_name: job.specification_name, chunks_stored: 0, warnings: [], error: null, created_at: now, updated_at: now };
    await guard(() => this.redis.multi().set(this.key(job.id), JSON.stringify(status), 'EX', JOB_TTL_S).zadd(this.index, Date.parse(now), job.id).exec());
    return status;
  }
  async list(states: readonly JobState[], limit: number): Promise<JobStatus[]> {
    return guard(async () => {
      const out: JobStatus[] = [];
      // Newest first, a page at a time, until `limit` jobs in `states` are found.
      for (let start = 0; out.length < limit; start += 200) {
        const ids = await this.redis.zrevrange(this.index, start, start + 199);
        if (ids.length === 0) break;
        const raws = await this.redis.mget(ids.map((id) => this.key(id)));
        const expired = ids.filter((_, i) => raws[i] === null);
        if (expired.length) await this.redis.zrem(this.index, ...expired);
        for (const raw of raws) {
          if (!raw) continue;
          const job = JSON.parse(raw) as JobStatus;
          if (states.includes(job.state) && out.length < limit) out.push(job);
        }
        if (expired.length) start -= expired.length;
      }
      return out;
    });
  }
  async update(id: string, patch: Partial<Omit<JobStatus, 'id' | 'created_at'>>): Promise<JobStatus | null> {
    return guard(async () => {
      const raw = await this.redis.get(this.key(id));
      if (!raw) return null;
      const next: JobStatus = { ...(JSON.parse(raw) as JobStatus), ...patch, updated_at: new Date().toISOString() };
      await this.redis.set(this.key(id), JSON.stringify(next), 'EX', JOB_TTL_S);
      return next;
    });
  }
  async get(id: string): Promise<JobStatus | null> {
    const raw = await guard(() => this.redis.get(this.key(id)));
    return raw ? (JSON.parse(raw) as JobStatus) : null;
  }
  /** BullMQ itself re-delivers unfinished jobs in the distributed mode. */
  async unfinished(): Promise<IngestJob[]> {
    return [];
  }
  async close(): Promise<void> {}
}

export class RedisSpecCatalog implements SpecCatalog {
  private readonly key: string;
  constructor(private readonly redis: Redis, prefix = 'specwise') {
    this.key = `${prefix}:specs`;
  }
  async get(name: string): Promise<SpecInfo | null> {
    const raw = await guard(() => this.redis.hget(this.key, name));
    return raw ? (JSON.parse(raw) as SpecInfo) : null;
  }
  async list(): Promise<SpecInfo[]> {
    const all = await guard(() => this.redis.hgetall(this.key));
    return Object.values(all).map((v) => JSON.parse(v) as SpecInfo).sort((a, b) => a.name.localeCompare(b.name));
  }
  async put(info: SpecInfo): Promise<void> {
    await guard(() => this.redis.hset(this.key, info.name, JSON.stringify(info)));
  }
  async delete(name: string): Promise<boolean> {
    return (await guard(() => this.redis.hdel(this.key, name))) > 0;
  }
  async close(): Promise<void> {}
}

export class RedisUploadStore implements UploadStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'specwise') {}
  async put(key: string, content: Buffer): Promise<void> {
    await guard(() => this.redis.set(`${this.prefix}:upload:${key}`, content, 'EX', UPLOAD_TTL_S));
  }
  async get(key: string): Promise<Buffer | null> {
    return guard(() => this.redis.getBuffer(`${this.prefix}:upload:${key}`));
  }
  async delete(key: string): Promise<void> {
    await guard(() => this.redis.del(`${this.prefix}:upload:${key}`));
  }
  async close(): Promise<void> {}
}

/** The unanswered-question log in Redis: one list, newest first, trimmed to `keep` entries. */
export class RedisQuestionLog implements QuestionLog {
  constructor(private readonly redis: Redis, private readonly keep = 10_000, private readonly key = 'specwise:questions') {}
  async record(r: QuestionRecord): Promise<void> {
    await guard(() => this.redis.multi().lpush(this.key, JSON.stringify(r)).ltrim(this.key, 0, this.keep - 1).exec());
  }
  async recent(opts: { spec?: string; limit: number }): Promise<QuestionRecord[]> {
    const out: QuestionRecord[] = [];
    for (let start = 0; out.length < opts.limit && start < this.keep; start += 500) {
      const raws = await guard(() => this.redis.lrange(this.key, start, start + 499));
      if (raws.length === 0) break;
      for (const raw of raws) {
        const r = JSON.parse(raw) as QuestionRecord;
        if ((!opts.spec || r.specs.includes(opts.spec)) && out.length < opts.limit) out.push(r);
      }
    }
    return out;
  }
  async close(): Promise<void> {}
}

/** Conversations in Redis: a hash per conversation, a list of its turns, a sorted set by last update. */
export class RedisConversationStore implements ConversationStore {
  private writes = 0;
  constructor(private readonly redis: Redis, private readonly prefix = 'specwise', private readonly keep = 5_000) {}
  private key(id: string) {
    return `${this.prefix}:conv:${id}`;
  }
  async get(id: string): Promise<Conversation | null> {
    const [head, turns] = await guard(() => Promise.all([this.redis.hgetall(this.key(id)), this.redis.lrange(`${this.key(id)}:turns`, 0, -1)]));
    if (!head.id) return null;
    return { id: head.id, title: head.title, created_at: head.created_at, updated_at: head.updated_at, turns: turns.map((t) => JSON.parse(t) as ConversationTurn) };
  }
  async append(id: string, turn: ConversationTurn): Promise<void> {
    await guard(() => this.redis.multi()
      .hsetnx(this.key(id), 'id', id).hsetnx(this.key(id), 'title', turn.question.slice(0, 120)).hsetnx(this.key(id), 'created_at', turn.at)
      .hset(this.key(id), 'updated_at', turn.at)
      .rpush(`${this.key(id)}:turns`, JSON.stringify(turn))
      .zadd(`${this.prefix}:convs`, Date.parse(turn.at), id)
      .exec());
    if (++this.writes % 100 === 0) await this.prune();
  }
  /** Beyond `keep` conversations, the least recently continued go. */
  private async prune(): Promise<void> {
    const old = await guard(() => this.redis.zrange(`${this.prefix}:convs`, "0", String(-this.keep - 1)));
    for (const id of old) await this.delete(id);
  }
  async list(limit: number): Promise<ConversationSummary[]> {
    const ids = await guard(() => this.redis.zrevrange(`${this.prefix}:convs`, 0, limit - 1));
    const out: ConversationSummary[] = [];
    for (const id of ids) {
      const [head, n] = await guard(() => Promise.all([this.redis.hgetall(this.key(id)), this.redis.llen(`${this.key(id)}:turns`)]));
      if (head.id) out.push({ id, title: head.title, created_at: head.created_at, updated_at: head.updated_at, turns: n });
    }
    return out;
  }
  async delete(id: string): Promise<boolean> {
    const [removed] = await guard(() => Promise.all([this.redis.del(this.key(id), `${this.key(id)}:turns`), this.redis.zrem(`${this.prefix}:convs`, id)]));
    return removed > 0;
  }
  async close(): Promise<void> {}
}
