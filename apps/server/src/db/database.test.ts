import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from './database.ts';

describe('PGlite through the Kysely driver', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase(loadConfig({ DATA_DIR: ':memory:' }));
  });
  afterAll(() => db.destroy());

  it('applies every migration in order and records it', async () => {
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    const names = rows.rows.map((row) => row.name);
    expect(names.slice(0, 3)).toEqual(['0001_accounts', '0002_account_settings', '0003_third_party']);
    expect([...names].sort()).toEqual(names);
  });

  it('runs concurrent transactions one after another on the single connection', async () => {
    const insertTwice = (nickname: string) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({ kind: 'main', nickname, email: `${nickname}@a.test` })
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 5));
        const seen = await trx
          .selectFrom('users')
          .select('nickname')
          .where('nickname', 'like', 'tx-%')
          .execute();
        return seen.map((row) => row.nickname);
      });
    const [first, second] = await Promise.all([insertTwice('tx-a'), insertTwice('tx-b')]);
    expect(first).toEqual(['tx-a']);
    expect(second).toEqual(['tx-a', 'tx-b']);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ kind: 'main', nickname: 'rolled-back' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await db.selectFrom('users').select('id').where('nickname', '=', 'rolled-back').execute();
    expect(rows).toEqual([]);
    expect((await sql<{ ok: number }>`select 1 as ok`.execute(db)).rows).toEqual([{ ok: 1 }]);
  });

  it('reports affected rows like the PostgreSQL driver', async () => {
    const result = await db
      .updateTable('users')
      .set({ nickname: 'renamed' })
      .where('nickname', '=', 'tx-a')
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });
});
