import type { Conversation, ConversationSummary, ConversationTurn, JobState, JobStatus, SpecInfo } from '../../index.js';
import type { IngestJob } from '../jobs/contract.js';
import type { ConversationStore, JobStore, QuestionLog, QuestionRecord, SpecCatalog, UploadStore } from '../ports.js';
import { writeTransaction, type SqliteDb } from './sqlite.database.js';

export class SqliteSpecCatalog implements SpecCatalog {
  constructor(private readonly db: SqliteDb) {}
  async get(name: string): Promise<SpecInfo | null> {
    const row = this.db.prepare('select info from specs where name = ?').get(name) as { info: string } | undefined;
    return row ? (JSON.parse(row.info) as SpecInfo) : null;
  }
  async list(): Promise<SpecInfo[]> {
    const rows = this.db.prepare('select info from specs order by name').all() as Array<{ info: string }>;
    return rows.map((r) => JSON.parse(r.info) as SpecInfo);
  }
  async put(info: SpecInfo): Promise<void> {
    this.db.prepare('insert into specs(name, info) values (?, ?) on conflict(name) do update set info = excluded.info').run(info.name, JSON.stringify(info));
  }
  async delete(name: string): Promise<boolean> {
    return this.db.prepare('delete from specs where name = ?').run(name).changes > 0;
  }
  async close(): Promise<void> {}
}

export class SqliteJobStore implements JobStore {
  constructor(private readonly db: SqliteDb) {}
  async create(job: { id: string; specification_name: string | null; payload?: IngestJob }): Promise<JobStatus> {
    const now = new Date().toISOString();
    const status: JobStatus = {
      id: job.id, state: 'queued', stage: null, progress: 0, specification_name: job.specification_name,
      chunks_stored: 0, warnings: [], error: null, created_at: now, updated_at: now,
    };
    this.db.prepare('insert into jobs(id, status, payload, updated_at) values (?, ?, ?, ?)').run(job.id, JSON.stringify(status), job.payload ? JSON.stringify(job.payload) : null, now);
    return status;
  }
  async update(id: string, patch: Partial<Omit<JobStatus, 'id' | 'created_at'>>): Promise<JobStatus | null> {
    return writeTransaction(this.db, () => {
      const cur = this.getSync(id);
      if (!cur) return null;
      const next: JobStatus = { ...cur, ...patch, updated_at: new Date().toISOString() };
      this.db.prepare('update jobs set status = ?, updated_at = ? where id = ?').run(JSON.stringify(next), next.updated_at, id);
      return next;
    })();
  }
  private getSync(id: string): JobStatus | null {
    const row = this.db.prepare('select status from jobs where id = ?').get(id) as { status: string } | undefined;
    return row ? (JSON.parse(row.status) as JobStatus) : null;
  }
  async get(id: string): Promise<JobStatus | null> {
    return this.getSync(id);
  }
  async unfinished(): Promise<IngestJob[]> {
    const rows = this.db.prepare("select status, payload from jobs where payload is not null order by updated_at").all() as Array<{ status: string; payload: string }>;
    return rows.filter((r) => ['queued', 'running'].includes((JSON.parse(r.status) as JobStatus).state)).map((r) => JSON.parse(r.payload) as IngestJob);
  }
  async list(states: readonly JobState[], limit: number): Promise<JobStatus[]> {
    if (states.length === 0) return [];
    const rows = this.db.prepare(`select status from jobs where json_extract(status, '$.state') in (${states.map(() => '?').join(', ')}) order by json_extract(status, '$.created_at') desc limit ?`).all(...states, limit) as Array<{ status: string }>;
    return rows.map((r) => JSON.parse(r.status) as JobStatus);
  }
  async close(): Promise<void> {}
}

export class SqliteUploadStore implements UploadStore {
  constructor(private readonly db: SqliteDb) {}
  async put(key: string, content: Buffer): Promise<void> {
    this.db.prepare('insert or replace into uploads(key, content, created_at) values (?, ?, ?)').run(key, content, new Date().toISOString());
  }
  async get(key: string): Promise<Buffer | null> {
    const row = this.db.prepare('select content from uploads where key = ?').get(key) as { content: Buffer } | undefined;
    return row?.content ?? null;
  }
  async delete(key: string): Promise<void> {
    this.db.prepare('delete from uploads where key = ?').run(key);
  }
  async close(): Promise<void> {}
}

/** The unanswered-question log in the embedded SQLite file, capped at `keep` rows (the oldest go). */
export class SqliteQuestionLog implements QuestionLog {
  private writes = 0;
  constructor(private readonly db: SqliteDb, private readonly keep = 10_000) {}
  async record(r: QuestionRecord): Promise<void> {
    this.db.prepare('insert into questions(at, specs, payload) values (?, ?, ?)').run(r.at, JSON.stringify(r.specs), JSON.stringify(r));
    if (++this.writes % 100 === 0) this.db.prepare('delete from questions where id <= (select max(id) from questions) - ?').run(this.keep);
  }
  async recent(opts: { spec?: string; limit: number }): Promise<QuestionRecord[]> {
    const rows = (opts.spec
      ? this.db.prepare('select payload from questions where exists (select 1 from json_each(questions.specs) where value = ?) order by id desc limit ?').all(opts.spec, opts.limit)
      : this.db.prepare('select payload from questions order by id desc limit ?').all(opts.limit)) as Array<{ payload: string }>;
    return rows.map((r) => JSON.parse(r.payload) as QuestionRecord);
  }
  async close(): Promise<void> {}
}

/** Conversations in the embedded SQLite file; beyond `keep` of them, the least recently continued go. */
export class SqliteConversationStore implements ConversationStore {
  private writes = 0;
  constructor(private readonly db: SqliteDb, private readonly keep = 5_000) {}
  async get(id: string): Promise<Conversation | null> {
    const c = this.db.prepare('select id, title, created_at, updated_at from conversations where id = ?').get(id) as Omit<Conversation, 'turns'> | undefined;
    if (!c) return null;
    const turns = (this.db.prepare('select payload from conversation_turns where conversation_id = ? order by seq').all(id) as Array<{ payload: string }>).map((r) => JSON.parse(r.payload) as ConversationTurn);
    return { ...c, turns };
  }
  async append(id: string, turn: ConversationTurn): Promise<void> {
    writeTransaction(this.db, () => {
      this.db.prepare('insert into conversations(id, title, created_at, updated_at) values (?, ?, ?, ?) on conflict(id) do update set updated_at = excluded.updated_at').run(id, turn.question.slice(0, 120), turn.at, turn.at);
      const next = (this.db.prepare('select coalesce(max(seq), -1) + 1 as n from conversation_turns where conversation_id = ?').get(id) as { n: number }).n;
      this.db.prepare('insert into conversation_turns(conversation_id, seq, payload) values (?, ?, ?)').run(id, next, JSON.stringify(turn));
      if (++this.writes % 100 === 0) this.prune();
    })();
  }
  private prune(): void {
    const old = this.db.prepare('select id from conversations order by updated_at desc limit -1 offset ?').all(this.keep) as Array<{ id: string }>;
    for (const { id } of old) {
      this.db.prepare('delete from conversation_turns where conversation_id = ?').run(id);
      this.db.prepare('delete from conversations where id = ?').run(id);
    }
  }
  async list(limit: number): Promise<ConversationSummary[]> {
    return this.db.prepare('select c.id, c.title, c.created_at, c.updated_at, (select count(*) from conversation_turns t where t.conversation_id = c.id) as turns from conversations c order by c.updated_at desc limit ?').all(limit) as ConversationSummary[];
  }
  async delete(id: string): Promise<boolean> {
    return writeTransaction(this.db, () => {
      this.db.prepare('delete from conversation_turns where conversation_id = ?').run(id);
      return this.db.prepare('delete from conversations where id = ?').run(id).changes > 0;
    })();
  }
  async close(): Promise<void> {}
}
