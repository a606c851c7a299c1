import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitTogether, runsTransactionsSentWhole } from './commit-together.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { type PGliteConnectionLike, PGliteThread } from './pglite-thread.ts';

type Tables = { t: { id: number; note: string } };

const dirs: string[] = [];
const opened: Array<Kysely<Tables>> = [];

/** The two ways a transaction can be committed together, each on its own database. */
const ways: Array<[string, () => PGliteConnectionLike, boolean]> = [
  [
    'sent whole to the database thread',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'tideline-commit-together-'));
      dirs.push(dir);
      return new PGliteThread(dir);
    },
    true,
  ],
  [
    'as an ordinary Kysely transaction (PGlite in this thread, a PostgreSQL server)',
    () => new PGlite(),
    false,
  ],
];

afterAll(async () => {
  for (const db of opened) await db.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(ways)('commitTogether, %s', (_name, open, sentWhole) => {
  let db: Kysely<Tables>;
  beforeAll(async () => {
    db = new Kysely<Tables>({ dialect: new PGliteDialect(open()) });
    if (sentWhole) runsTransactionsSentWhole(db);
    opened.push(db);
    await sql`create table t (id int primary key, note text not null)`.execute(db);
  });
  beforeEach(async () => {
    await db.deleteFrom('t').execute();
  });
  const notes = async (db: Kysely<Tables>) =>
    (await db.selectFrom('t').select('note').orderBy('id').execute()).map((row) => row.note);

  it('writes every statement, in order', async () => {
    await commitTogether(db, [
      db.insertInto('t').values({ id: 1, note: 'a' }).compile(),
      db.updateTable('t').set({ note: 'b' }).where('id', '=', 1).compile(),
      db.insertInto('t').values({ id: 2, note: 'c' }).compile(),
    ]);
    expect(await notes(db)).toEqual(['b', 'c']);
  });

  it('writes none of them when one fails, and throws the database error', async () => {
    await db.insertInto('t').values({ id: 1, note: 'kept' }).execute();
    const failing = commitTogether(db, [
      db.insertInto('t').values({ id: 2, note: 'lost' }).compile(),
      db.insertInto('t').values({ id: 1, note: 'duplicate' }).compile(),
    ]);
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await notes(db)).toEqual(['kept']);
    // The connection is usable afterwards: the failed transaction was rolled back.
    await commitTogether(db, [db.insertInto('t').values({ id: 3, note: 'after' }).compile()]);
    expect(await notes(db)).toEqual(['kept', 'after']);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let together: Promise<void> | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ id: 1, note: 'rolled back' }).execute();
        together = commitTogether(db, [db.insertInto('t').values({ id: 2, note: 'own' }).compile()]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('the other caller gives up');
      })
      .catch(() => undefined);
    await together;
    expect(await notes(db)).toEqual(['own']);
  });

  it('joins a transaction it is given, and is rolled back with it', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await commitTogether(trx, [trx.insertInto('t').values({ id: 1, note: 'joined' }).compile()]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await notes(db)).toEqual([]);
  });
});
