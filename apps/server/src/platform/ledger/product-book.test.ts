import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from '../../db/pglite-dialect.ts';
import { BookOverdraft, move, productBook } from './product-book.ts';

const pglite = new PGlite();
const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
const book = productBook({
  name: 'test',
  balances: 't_balances',
  postings: 't_postings',
  outside: ['ledger'],
});

beforeAll(async () => {
  await sql`create table t_balances (account text, asset text, amount numeric not null, primary key (account, asset))`.execute(
    db,
  );
  await sql`create table t_postings (entry text, account text, asset text, amount numeric, created_at bigint)`.execute(
    db,
  );
});
afterAll(() => db.destroy());

const inTransaction = (work: Parameters<ReturnType<typeof db.transaction>['execute']>[0]) =>
  db.transaction().execute(work);

describe('a product book', () => {
  it('lets an outside account go negative and keeps the whole book at zero', async () => {
    await inTransaction((tx) => book.post(tx, 'in:1', move('ledger', 'user:1', 'USDT', 150_000_000n), 1));
    expect(await book.balanceOf(db, 'user:1', 'USDT')).toBe(150_000_000n);
    expect(await book.balanceOf(db, 'ledger', 'USDT')).toBe(-150_000_000n);
    expect(await book.totals(db)).toEqual(new Map([['USDT', '0']]));
    expect(await book.holdings(db, 'user:1')).toEqual([{ asset: 'USDT', units: 150_000_000n }]);
    expect(await book.hasEntry(db, 'in:1')).toBe(true);
    expect(await book.hasEntry(db, 'in:2')).toBe(false);
  });

  it('refuses an entry that does not sum to zero, and writes nothing of it', async () => {
    const uneven = [{ account: 'user:1', asset: 'USDT', units: -1n }];
    await expect(inTransaction((tx) => book.post(tx, 'bad', uneven, 2))).rejects.toThrow(
      'test entry bad does not sum to zero',
    );
    expect(await book.hasEntry(db, 'bad')).toBe(false);
  });

  it('refuses to overdraw an inside account, and the transaction leaves every balance as it was', async () => {
    const overdraw = move('user:1', 'user:2', 'USDT', 150_000_001n);
    await expect(inTransaction((tx) => book.post(tx, 'x', overdraw, 3))).rejects.toBeInstanceOf(
      BookOverdraft,
    );
    expect(await book.balanceOf(db, 'user:1', 'USDT')).toBe(150_000_000n);
    expect(await book.balanceOf(db, 'user:2', 'USDT')).toBe(0n);
  });

  it("sums one account's postings of an entry first, so passing through an account is no overdraft", async () => {
    const through = [...move('user:3', 'user:1', 'BTC', 5n), ...move('ledger', 'user:3', 'BTC', 5n)];
    await inTransaction((tx) => book.post(tx, 'through', through, 4));
    expect(await book.balanceOf(db, 'user:3', 'BTC')).toBe(0n);
    expect(await book.balanceOf(db, 'user:1', 'BTC')).toBe(5n);
  });

  it('writes an entry of more postings than one statement slice', async () => {
    const many = Array.from({ length: 2500 }, (_, index) =>
      move('ledger', `user:many:${index}`, 'ETH', 1n),
    ).flat();
    await inTransaction((tx) => book.post(tx, 'many', many, 5));
    expect(await book.balanceOf(db, 'ledger', 'ETH')).toBe(-2500n);
    expect((await book.totals(db)).get('ETH')).toBe('0');
  });
});

describe("a product book's set-based entry (postWith)", () => {
  const steps = sql`
    paid as (select 'user:set:' || g as account, g as units from generate_series(1, 3000) g),
    marks as (insert into t_postings (entry, account, asset, amount, created_at)
      select 'mark', account, 'SET', 0, 0 from paid)`;
  const postings = (scale: string) => sql`
    select account, 'SET', units * ${scale}::numeric from paid
    union all select 'ledger', 'SET', -sum(units) * ${scale}::numeric from paid`;

  it("posts the rows of a query over the caller's steps, summed per account, and answers the result", async () => {
    const answer = await inTransaction((tx) =>
      book.postWith<{ paid: number }>(
        tx,
        'set:1',
        { steps, postings: postings('0.00000001'), result: sql`(select count(*) from paid)::int as paid` },
        6,
      ),
    );
    expect(answer).toEqual({ paid: 3000 });
    expect(await book.balanceOf(db, 'user:set:3000', 'SET')).toBe(3000n);
    expect(await book.balanceOf(db, 'ledger', 'SET')).toBe(-4_501_500n);
    expect((await book.totals(db)).get('SET')).toBe('0');
    expect(await book.hasEntry(db, 'set:1')).toBe(true);
  });

  it('refuses an entry that does not sum to zero, or has more than 8 decimals, and the caller steps roll back', async () => {
    const uneven = sql`select account, 'SET', 1::numeric from paid`;
    await expect(
      inTransaction((tx) =>
        book.postWith(tx, 'set:2', { steps, postings: uneven, result: sql`1 as one` }, 7),
      ),
    ).rejects.toThrow('test entry set:2 does not sum to zero');
    await expect(
      inTransaction((tx) =>
        book.postWith(tx, 'set:3', { steps, postings: postings('0.000000001'), result: sql`1 as one` }, 8),
      ),
    ).rejects.toThrow('test entry set:3 has an amount of more than 8 decimals');
    expect(await book.hasEntry(db, 'set:2')).toBe(false);
    expect(await book.hasEntry(db, 'set:3')).toBe(false);
    const marks = await sql<{
      count: string;
    }>`select count(*)::text as count from t_postings where entry = 'mark'`.execute(db);
    expect(marks.rows[0]?.count).toBe('3000');
  });

  it('refuses to overdraw an inside account, and leaves every balance as it was', async () => {
    const overdraw = sql`select 'user:set:1', 'SET', -0.00000002::numeric union all select 'user:set:2', 'SET', 0.00000002`;
    await expect(
      inTransaction((tx) =>
        book.postWith(tx, 'set:4', { steps, postings: overdraw, result: sql`1 as one` }, 9),
      ),
    ).rejects.toBeInstanceOf(BookOverdraft);
    expect(await book.balanceOf(db, 'user:set:1', 'SET')).toBe(1n);
    expect(await book.balanceOf(db, 'user:set:2', 'SET')).toBe(2n);
  });
});
