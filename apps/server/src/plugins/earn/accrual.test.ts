import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Db, openDatabase } from '../../db/database.ts';
import { toUnits } from '../../platform/ledger/book-units.ts';
import { runFlexibleAccrual } from './accrual.ts';
import { earnBook, POOL, TREASURY, userAccount } from './book.ts';
import { DAY_MS } from './rules.ts';
import { type EarnDb, earnDb } from './tables.ts';
import { bookBalance } from './tests/book-balance.ts';

const noon = (day: number) => day * DAY_MS + DAY_MS / 2;

describe('flexible accrual run', () => {
  let raw: Db;
  let db: EarnDb;

  beforeAll(async () => {
    raw = await openDatabase(loadConfig({ DATA_DIR: ':memory:' }));
    db = earnDb(raw);
    await db
      .insertInto('earn_products')
      .values({
        id: 'usdt-flexible',
        asset: 'USDT',
        kind: 'flexible',
        term_days: null,
        min_amount: '1',
        per_user_cap: '100000',
        total_cap: '10000000',
        position: 1,
      })
      .execute();
    await db
      .insertInto('earn_apr_history')
      .values({
        product_id: 'usdt-flexible',
        from_ms: 0,
        tiers: JSON.stringify([
          { upTo: '500', aprBps: 1000 },
          { upTo: null, aprBps: 300 },
        ]),
      })
      .execute();
    await db.transaction().execute((tx) =>
      earnBook.post(
        tx,
        'seed',
        [
          { account: TREASURY, asset: 'USDT', units: -(toUnits('1000000') as bigint) },
          { account: POOL, asset: 'USDT', units: toUnits('1000000') as bigint },
        ],
        0,
      ),
    );
    await db
      .insertInto('earn_holdings')
      .values(
        [
          [1, '1000'],
          [2, '100'],
        ].map(([userId, principal]) => ({
          venue: 'live' as const,
          user_id: userId as number,
          product_id: 'usdt-flexible',
          principal: principal as string,
          tiers: '[]',
          auto_renew: false,
          state: 'active' as const,
          started_at: noon(10),
          matures_at: null,
          last_paid_day: null,
          closed_at: null,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await raw.destroy();
  });

  it('pays nothing before the day after subscription has ended', async () => {
    expect(await runFlexibleAccrual(db, noon(11))).toBe(0);
  });

  it('pays the first day, then catches up the days missed while down, each once', async () => {
    expect(await runFlexibleAccrual(db, 12 * DAY_MS)).toBe(2);
    expect(await runFlexibleAccrual(db, 15 * DAY_MS)).toBe(6);
    expect(await bookBalance(db, userAccount('live', 1))).toBeCloseTo(4 * 0.17808219, 8);
    expect(await bookBalance(db, userAccount('live', 2))).toBeCloseTo(4 * 0.02739726, 8);
    const marks = await db
      .selectFrom('earn_holdings')
      .select(['last_paid_day', 'interest_paid'])
      .orderBy('id')
      .execute();
    expect(marks.map((mark) => mark.last_paid_day)).toEqual([14, 14]);
    expect(Number(marks[0]?.interest_paid)).toBeCloseTo(0.71232876, 8);
  });

  it('a re-run of the same day pays nothing', async () => {
    expect(await runFlexibleAccrual(db, noon(15))).toBe(0);
    const records = await db.selectFrom('earn_records').select('kind').execute();
    expect(records).toHaveLength(8);
    expect(records.every((record) => record.kind === 'interest')).toBe(true);
  });

  it('two runs at once pay the next day once between them', async () => {
    const [first, second] = await Promise.all([
      runFlexibleAccrual(db, 16 * DAY_MS),
      runFlexibleAccrual(db, 16 * DAY_MS),
    ]);
    expect(first + second).toBe(2);
    expect(await bookBalance(db, userAccount('live', 1))).toBeCloseTo(5 * 0.17808219, 8);
  });

  it('conserves money: the book sums to zero and the pool paid exactly what users got', async () => {
    expect(Number((await earnBook.totals(db)).get('USDT'))).toBe(0);
    expect(1_000_000 - (await bookBalance(db, POOL))).toBeCloseTo(5 * (0.17808219 + 0.02739726), 8);
  });
});
