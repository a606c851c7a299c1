import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Db, openDatabase } from '../../db/database.ts';
import { fromUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { bandsOf, dailyUnits, runFlexibleAccrual, tiersFromStore } from './accrual.ts';
import { planFlexible } from './accrual-plan.ts';
import { earnBook, POOL, TREASURY, userAccount } from './book.ts';
import { DAY_MS, dailyInterest } from './rules.ts';
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

/**
 * The run works out days and interest in SQL (accrual.ts); the rules' own arithmetic
 * (accrual-plan.ts, rules.ts) is the reference it must match exactly, payout for payout.
 */
describe('the set-based run pays what the rules plan', () => {
  let raw: Db;
  let db: EarnDb;
  const units = (text: string) => toUnits(text) as bigint;
  const stored = (tiers: { upTo: string | null; aprBps: number }[]) => JSON.stringify(tiers);
  const rates = {
    'usdt-flexible': [
      { upTo: '500', aprBps: 1000 },
      { upTo: null, aprBps: 300 },
    ],
    'btc-flexible': [
      { upTo: '0.1', aprBps: 300 },
      { upTo: '1', aprBps: 150 },
      { upTo: null, aprBps: 100 },
    ],
    // The last band closed: principal above 2 earns nothing more.
    'eth-flexible': [{ upTo: '2', aprBps: 400 }],
  };
  const holdings: {
    product: keyof typeof rates | 'usdt-fixed-7';
    principal: string;
    lastPaidDay: number | null;
  }[] = [
    { product: 'usdt-flexible', principal: '0.00000001', lastPaidDay: null },
    { product: 'usdt-flexible', principal: '0.00003649', lastPaidDay: null },
    { product: 'usdt-flexible', principal: '0.0000365', lastPaidDay: null },
    { product: 'usdt-flexible', principal: '499.99999999', lastPaidDay: null },
    { product: 'usdt-flexible', principal: '500', lastPaidDay: 12 },
    { product: 'usdt-flexible', principal: '500.00000001', lastPaidDay: 13 },
    // What a partial redemption leaves of 1,000.
    { product: 'usdt-flexible', principal: '123.45678901', lastPaidDay: 11 },
    { product: 'usdt-flexible', principal: '99999999.99999999', lastPaidDay: null },
    { product: 'btc-flexible', principal: '0.05', lastPaidDay: null },
    { product: 'btc-flexible', principal: '0.1', lastPaidDay: 14 },
    { product: 'btc-flexible', principal: '0.76543211', lastPaidDay: null },
    { product: 'btc-flexible', principal: '25.5', lastPaidDay: 12 },
    { product: 'eth-flexible', principal: '1.5', lastPaidDay: null },
    { product: 'eth-flexible', principal: '7', lastPaidDay: null },
    // Paid by the maturity run, never by the flexible one.
    { product: 'usdt-fixed-7', principal: '1000', lastPaidDay: null },
  ];
  const now = 16 * DAY_MS + 3_600_000;

  beforeAll(async () => {
    raw = await openDatabase(loadConfig({ DATA_DIR: ':memory:' }));
    db = earnDb(raw);
    const assets = { 'usdt-flexible': 'USDT', 'btc-flexible': 'BTC', 'eth-flexible': 'ETH' } as const;
    for (const [id, asset] of Object.entries(assets))
      await db
        .insertInto('earn_products')
        .values({
          id,
          asset,
          kind: 'flexible',
          term_days: null,
          min_amount: '0.00000001',
          per_user_cap: '100000000',
          total_cap: '100000000',
          position: 1,
        })
        .execute();
    await db
      .insertInto('earn_products')
      .values({
        id: 'usdt-fixed-7',
        asset: 'USDT',
        kind: 'fixed',
        term_days: 7,
        min_amount: '1',
        per_user_cap: '100000000',
        total_cap: '100000000',
        position: 2,
      })
      .execute();
    for (const [id, tiers] of Object.entries(rates)) {
      // An older rate, replaced before the run: the run pays the newest.
      await db
        .insertInto('earn_apr_history')
        .values({ product_id: id, from_ms: 0, tiers: stored([{ upTo: null, aprBps: 9999 }]) })
        .execute();
      await db
        .insertInto('earn_apr_history')
        .values({ product_id: id, from_ms: DAY_MS, tiers: stored(tiers) })
        .execute();
    }
    await db
      .insertInto('earn_apr_history')
      .values({ product_id: 'usdt-fixed-7', from_ms: 0, tiers: stored([{ upTo: null, aprBps: 600 }]) })
      .execute();
    await db.transaction().execute((tx) =>
      earnBook.post(
        tx,
        'seed',
        ['USDT', 'BTC', 'ETH'].flatMap((asset) => [
          { account: TREASURY, asset, units: -units('1000000000') },
          { account: POOL, asset, units: units('1000000000') },
        ]),
        0,
      ),
    );
    await db
      .insertInto('earn_holdings')
      .values(
        holdings.map((holding, index) => ({
          venue: 'live' as const,
          user_id: 100 + index,
          product_id: holding.product,
          principal: holding.principal,
          tiers: '[]',
          auto_renew: false,
          state: 'active' as const,
          started_at: noon(10),
          matures_at: holding.product === 'usdt-fixed-7' ? 18 * DAY_MS : null,
          last_paid_day: holding.lastPaidDay,
          closed_at: null,
        })),
      )
      .execute();
    // A redeemed holding is never paid.
    await db
      .insertInto('earn_holdings')
      .values({
        venue: 'live',
        user_id: 99,
        product_id: 'usdt-flexible',
        principal: '0',
        tiers: '[]',
        auto_renew: false,
        state: 'redeemed',
        started_at: noon(10),
        matures_at: null,
        last_paid_day: null,
        closed_at: noon(12),
      })
      .execute();
  });
  afterAll(async () => {
    await raw.destroy();
  });

  it('pays each holding the days and daily interest of planFlexible, and records them', async () => {
    const expected = holdings.flatMap((holding, index) =>
      holding.product === 'usdt-fixed-7'
        ? []
        : planFlexible(
            {
              kind: 'flexible',
              principal: units(holding.principal),
              tiers: tiersFromStore(rates[holding.product]),
              startedAt: noon(10),
              lastPaidDay: holding.lastPaidDay,
            },
            now,
          ).map((payout) => `${100 + index} ${payout.day} ${fromUnits(payout.interest)}`),
    );
    expect(await runFlexibleAccrual(db, now)).toBe(expected.length);
    const paid = await sql<{ user_id: number; day: number; amount: string }>`
      select h.user_id, p.day, p.amount::text from earn_payouts p join earn_holdings h on h.id = p.holding_id
      order by h.user_id, p.day`.execute(db);
    expect(paid.rows.map((row) => `${row.user_id} ${row.day} ${fromUnits(units(row.amount))}`)).toEqual(
      expected,
    );
    const records = await sql<{ user_id: number; at: number | string; amount: string }>`
      select user_id, at, amount::text from earn_records where kind = 'interest' order by user_id, at`.execute(
      db,
    );
    expect(
      records.rows.map(
        (row) => `${row.user_id} ${Number(row.at) / DAY_MS - 1} ${fromUnits(units(row.amount))}`,
      ),
    ).toEqual(expected);
    const marks = await db
      .selectFrom('earn_holdings')
      .select(['user_id', 'last_paid_day', 'interest_paid'])
      .execute();
    for (const [index, holding] of holdings.entries()) {
      const mark = marks.find((row) => row.user_id === 100 + index);
      if (holding.product === 'usdt-fixed-7') expect(mark?.last_paid_day).toBeNull();
      else expect(mark?.last_paid_day).toBe(15);
      const interest = expected
        .filter((line) => line.startsWith(`${100 + index} `))
        .reduce((sum, line) => sum + units(line.split(' ')[2] as string), 0n);
      expect(fromUnits(units(mark?.interest_paid ?? '0'))).toBe(fromUnits(interest));
    }
    expect(await runFlexibleAccrual(db, now)).toBe(0);
    for (const total of (await earnBook.totals(db)).values()) expect(total).toBe('0');
  });

  it("the statement's interest is rules.dailyInterest, unit for unit, across the bands' edges", async () => {
    const bands = Object.entries(rates).flatMap(([id, tiers]) => bandsOf(id, tiersFromStore(tiers)));
    // The bands' edges, then amounts from a fixed pseudo-random sequence across every magnitude.
    const edges = [
      '0',
      '0.00000001',
      '0.1',
      '0.10000001',
      '1',
      '1.99999999',
      '2',
      '2.00000001',
      '499.99999999',
    ];
    edges.push('500', '500.00000001', '1000', '31415.92653589', '99999999999.99999999');
    let seed = 20_260_601n;
    for (let index = 0; index < 300; index += 1) {
      seed = (seed * 6_364_136_223_846_793_005n + 1_442_695_040_888_963_407n) % 2n ** 64n;
      edges.push(fromUnits(seed % 10n ** BigInt(3 + (index % 15))));
    }
    const cases = Object.keys(rates).flatMap((product) => edges.map((principal) => ({ product, principal })));
    const found = await sql<{ interest: string }>`
      select ${dailyUnits(bands, sql.ref('c.product'), sql.ref('c.units'))}::text as interest
      from unnest(${cases.map((entry) => entry.product)}::text[],
        ${cases.map((entry) => String(units(entry.principal)))}::numeric[]) with ordinality as c (product, units, n)
      order by c.n`.execute(db);
    expect(found.rows.map((row) => row.interest)).toEqual(
      cases.map((entry) =>
        String(
          dailyInterest(units(entry.principal), tiersFromStore(rates[entry.product as keyof typeof rates])),
        ),
      ),
    );
  });

  it('refuses rate bands that do not ascend rather than pay another rate than the rules', () => {
    expect(() =>
      bandsOf('odd', [
        { upTo: units('500'), aprBps: 1000n },
        { upTo: units('300'), aprBps: 300n },
      ]),
    ).toThrow('rate bands do not ascend');
  });
});
