import { CompiledQuery, type Kysely } from 'kysely';

// A group commit's statements (a journal's rows, history rows, a caller's record) are all known
// before the transaction starts. Written through Kysely's interactive transaction, each statement
// is a message to the embedded database's thread and back, and the next one is sent only when the
// server's thread gets a turn: while it is busy (a matching engine applying a 1,000-order copy
// move takes about 10 ms), the transaction stays open on the database's one connection and every
// other writer waits behind it. Measured in the copy-trading bench (28 Nov): transactions open
// 16-25 ms while the database worked 2-8 ms of it. Sent whole, the transaction runs on the
// database's thread from begin to commit. A PostgreSQL server, or PGlite in the calling thread, runs
// the same statements in an ordinary transaction.

const STATEMENTS = Symbol('statements committed together');

type Together = CompiledQuery & { readonly [STATEMENTS]: readonly CompiledQuery[] };

/** The databases that run a transaction sent whole (embedded PGlite on its own thread). */
const sentWhole = new WeakSet<object>();

export function runsTransactionsSentWhole(db: object): void {
  sentWhole.add(db);
}

/** The statements a dialect is asked to commit together, when `compiled` carries them. */
export function statementsCommittedTogether(compiled: CompiledQuery): readonly CompiledQuery[] | undefined {
  return (compiled as Partial<Together>)[STATEMENTS];
}

/**
 * Writes `statements` in one transaction, in order: all of them or, when one fails, none (the
 * error is thrown). Inside a transaction already open (`db.isTransaction`) they join it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database's schema
export async function commitTogether(db: Kysely<any>, statements: readonly CompiledQuery[]): Promise<void> {
  if (statements.length === 0) return;
  if (db.isTransaction) {
    for (const statement of statements) await db.executeQuery(statement);
  } else if (sentWhole.has(db)) {
    const together: Together = {
      ...CompiledQuery.raw('-- statements committed together'),
      [STATEMENTS]: statements,
    };
    await db.executeQuery(together);
  } else {
    await db.transaction().execute(async (trx) => {
      for (const statement of statements) await trx.executeQuery(statement);
    });
  }
}
