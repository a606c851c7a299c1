import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { statementsCommittedTogether } from './commit-together.ts';
import type { PGliteConnectionLike } from './pglite-thread.ts';

/**
 * Kysely dialect for embedded PGlite (in this thread, or in its own: pglite-thread.ts). PGlite is a
 * single connection, so the driver hands out that
 * one connection to one caller at a time: a transaction then owns it until commit or rollback and
 * no other query can interleave with it.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGliteConnectionLike) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGliteConnectionLike) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const together = statementsCommittedTogether(compiled);
    if (together !== undefined) {
      await this.commitTogether(together);
      return { rows: [] };
    }
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  /** A transaction whose statements are all known up front, sent whole to the database's thread. */
  private async commitTogether(statements: readonly CompiledQuery[]): Promise<void> {
    if (this.pglite.commitStatements === undefined)
      throw new Error('this PGlite runs in the calling thread: commit the statements in a transaction');
    await this.pglite.commitStatements(
      statements.map((statement) => ({ sql: statement.sql, params: statement.parameters })),
    );
  }

  // biome-ignore lint/correctness/useYield: streaming is refused before any row is produced
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  /** Settles when the current holder releases the connection; the next caller waits on it. */
  private queue: Promise<void> = Promise.resolve();
  private releaseCurrent: () => void = () => {};

  constructor(private readonly pglite: PGliteConnectionLike) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release: () => void = () => {};
    this.queue = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    this.releaseCurrent = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.releaseCurrent();
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}
