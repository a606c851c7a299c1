import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Db, openDatabase } from '../../db/database.ts';
import { EarnCode, type EarnCodeValue } from './codes.ts';
import { releaseQuota, takeQuota } from './quota.ts';
import { type EarnDb, earnDb } from './tables.ts';

class Refused extends Error {
  constructor(readonly code: EarnCodeValue) {
    super(code);
  }
}

/** One subscription's quota step in its own transaction, rolled back when refused, as the service does. */
async function attempt(db: EarnDb, productId: string, userId: number, amount: string) {
  try {
    await db.transaction().execute(async (tx) => {
      const refusal = await takeQuota(tx, { productId, venue: 'live', userId, amount });
      if (refusal) throw new Refused(refusal);
    });
    return 'taken';
  } catch (error) {
    if (error instanceof Refused) return error.code;
    throw error;
  }
}

describe('earn quotas under concurrent subscriptions', () => {
  let raw: Db;
  let db: EarnDb;

  beforeAll(async () => {
    raw = await openDatabase(loadConfig({ DATA_DIR: ':memory:' }));
    db = earnDb(raw);
    await db
      .insertInto('earn_products')
      .values([
        {
          id: 'p-user',
          asset: 'USDT',
          kind: 'flexible',
          term_days: null,
          min_amount: '10',
          per_user_cap: '100',
          total_cap: '100000',
          position: 1,
        },
        {
          id: 'p-total',
          asset: 'USDT',
          kind: 'fixed',
          term_days: 7,
          min_amount: '10',
          per_user_cap: '100',
          total_cap: '1000',
          position: 2,
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await raw.destroy();
  });

  it('thirty subscriptions of 10 at once by one user: exactly ten pass the per-user cap of 100', async () => {
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => attempt(db, 'p-user', 1, '10')));
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === EarnCode.perUserCapExceeded)).toHaveLength(20);
    const held = await sql<{
      held: string;
    }>`select held from earn_user_quotas where product_id = 'p-user'`.execute(raw);
    expect(Number(held.rows[0]?.held)).toBe(100);
  });

  it('fifty users subscribing 100 at once: exactly ten pass the total cap of 1000, and nothing else is held', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) => attempt(db, 'p-total', 100 + index, '100')),
    );
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === EarnCode.totalCapExceeded)).toHaveLength(40);
    const product = await db
      .selectFrom('earn_products')
      .select('held')
      .where('id', '=', 'p-total')
      .executeTakeFirstOrThrow();
    expect(Number(product.held)).toBe(1000);
    const users = await sql<{ total: string }>`
      select coalesce(sum(held), 0) as total from earn_user_quotas where product_id = 'p-total'`.execute(raw);
    expect(Number(users.rows[0]?.total)).toBe(1000);
  });

  it('released principal opens the cap again', async () => {
    await db
      .transaction()
      .execute((tx) => releaseQuota(tx, { productId: 'p-total', venue: 'live', userId: 100, amount: '100' }));
    expect(await attempt(db, 'p-total', 999, '100')).toBe('taken');
    expect(await attempt(db, 'p-total', 998, '100')).toBe(EarnCode.totalCapExceeded);
  });
});
