import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Db, openDatabase } from '../../db/database.ts';
import { toUnits } from '../../platform/ledger/book-units.ts';
import { earnBook, holdingAccount, LEDGER, POOL, TREASURY, userAccount } from './book.ts';
import { runMaturities } from './maturity.ts';
import { takeQuota } from './quota.ts';
import { DAY_MS } from './rules.ts';
import { type EarnDb, earnDb } from './tables.ts';
import { bookBalance } from './tests/book-balance.ts';

const units = (amount: string) => toUnits(amount) as bigint;
const TERM_INTEREST = 6.5753424;

describe('fixed-term maturity run', () => {
  let raw: Db;
  let db: EarnDb;

  beforeAll(async () => {
    raw = await openDatabase(loadConfig({ DATA_DIR: ':memory:' }));
    db = earnDb(raw);
    await db
      .insertInto('earn_products')
      .values({
        id: 'usdt-fixed-30',
        asset: 'USDT',
        kind: 'fixed',
        term_days: 30,
        min_amount: '10',
        per_user_cap: '5000',
        total_cap: '100000',
        position: 1,
      })
      .execute();
    await db.transaction().execute(async (tx) => {
      await earnBook.post(
        tx,
        'seed',
        [
          { account: TREASURY, asset: 'USDT', units: -units('100000') },
          { account: POOL, asset: 'USDT', units: units('100000') },
        ],
        0,
      );
      for (const [userId, autoRenew] of [
        [1, false],
        [2, true],
      ] as const) {
        await takeQuota(tx, { productId: 'usdt-fixed-30', venue: 'live', userId, amount: '1000' });
        const holding = await tx
          .insertInto('earn_holdings')
          .values({
            venue: 'live',
            user_id: userId,
            product_id: 'usdt-fixed-30',
            principal: '1000',
            tiers: JSON.stringify([{ upTo: null, aprBps: 800 }]),
            auto_renew: autoRenew,
            state: 'active',
            started_at: 10 * DAY_MS + DAY_MS / 2,
            matures_at: 41 * DAY_MS,
            last_paid_day: null,
            closed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await earnBook.post(
          tx,
          `subscribe:${holding.id}`,
          [
            { account: LEDGER, asset: 'USDT', units: -units('1000') },
            { account: holdingAccount(holding.id), asset: 'USDT', units: units('1000') },
          ],
          0,
        );
      }
    });
  });
  afterAll(async () => {
    await raw.destroy();
  });

  it('settles nothing before maturity', async () => {
    expect(await runMaturities(db, 41 * DAY_MS - 1)).toBe(0);
  });

  it('after downtime: one maturity without auto-renew, every whole term with it; a re-run settles nothing', async () => {
    expect(await runMaturities(db, 101 * DAY_MS)).toBe(4);
    expect(await runMaturities(db, 101 * DAY_MS)).toBe(0);
    const holdings = await db
      .selectFrom('earn_holdings')
      .select(['state', 'matures_at', 'interest_paid'])
      .orderBy('id')
      .execute();
    expect(holdings.map((holding) => holding.state)).toEqual(['matured', 'active']);
    expect(Number(holdings[1]?.matures_at)).toBe(131 * DAY_MS);
    expect(Number(holdings[1]?.interest_paid)).toBeCloseTo(3 * TERM_INTEREST, 8);
    expect(await bookBalance(db, userAccount('live', 1))).toBeCloseTo(1000 + TERM_INTEREST, 8);
    expect(await bookBalance(db, holdingAccount(1))).toBe(0);
    expect(await bookBalance(db, holdingAccount(2))).toBe(1000);
  });

  it('releases the matured principal from the quotas and conserves money', async () => {
    const product = await db.selectFrom('earn_products').select('held').executeTakeFirstOrThrow();
    expect(Number(product.held)).toBe(1000);
    expect(Number((await earnBook.totals(db)).get('USDT'))).toBe(0);
    expect(100_000 - (await bookBalance(db, POOL))).toBeCloseTo(4 * TERM_INTEREST, 8);
  });
});
