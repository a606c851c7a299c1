// An on-disk PGlite in a worker thread (pglite-worker.mjs), with the part of PGlite's interface the
// dialect uses: the database's work leaves the HTTP thread, and only the query text, parameters
// and result rows cross between the threads (structured clone keeps dates, bigints and bytes).
import { Worker } from 'node:worker_threads';

/** One statement of a transaction sent whole (commit-together.ts). */
export interface StatementText {
  sql: string;
  params: readonly unknown[];
}

/**
 * What the Kysely dialect needs of a PGlite: queries, readiness and closing; and, when the
 * database runs on another thread, a transaction sent there whole.
 */
export interface PGliteConnectionLike {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  commitStatements?(statements: readonly StatementText[]): Promise<void>;
  readonly waitReady: Promise<void>;
  close(): Promise<void>;
}

type Reply =
  | { id: number; ok: true; rows?: unknown[]; affectedRows?: number }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** A database error as the caller's thread sees it: the message and the PostgreSQL fields. */
function rebuiltError(fields: Record<string, unknown> & { message: string }): Error {
  const error = new Error(fields.message);
  for (const [name, value] of Object.entries(fields))
    if (name !== 'message') Object.assign(error, { [name]: value });
  return error;
}

/**
 * A parameter as it may cross to the worker. Structured clone keeps plain objects, arrays, dates,
 * bigints and bytes, but turns a class instance (a Decimal, say) into a plain object, whose text
 * in the worker would be "[object Object]"; PGlite on this thread would have sent its toString().
 * So an instance of any other class crosses as that text.
 */
function crossingParam(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
  const prototype = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null || Array.isArray(value)) return value;
  return String(value);
}

export class PGliteThread implements PGliteConnectionLike {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void }>();
  private nextId = 0;
  private exited: Error | undefined;
  readonly waitReady: Promise<void>;

  constructor(dataDir: string) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    const fail = (error: Error) => {
      this.exited = error;
      for (const { resolve } of this.pending.values())
        resolve({ id: -1, ok: false, error: { message: error.message } });
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));
    this.waitReady = this.call({ op: 'ready' }).then(() => undefined);
  }

  private async call(message: Record<string, unknown>): Promise<Reply & { ok: true }> {
    if (this.exited) throw this.exited;
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve) => {
      this.pending.set(id, { resolve });
      this.worker.postMessage({ ...message, id });
    });
    if (!reply.ok) throw rebuiltError(reply.error);
    return reply;
  }

  async query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    const reply = await this.call({ op: 'query', sql, params: params.map(crossingParam) });
    return { rows: (reply.rows ?? []) as R[], affectedRows: reply.affectedRows };
  }

  /** Runs the statements in one transaction on the database's thread: one message each way. */
  async commitStatements(statements: readonly StatementText[]): Promise<void> {
    await this.call({
      op: 'commit-statements',
      statements: statements.map(({ sql, params }) => ({ sql, params: params.map(crossingParam) })),
    });
  }

  async close(): Promise<void> {
    if (!this.exited) await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
