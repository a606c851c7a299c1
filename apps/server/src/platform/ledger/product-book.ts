import { type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';
import { BOOK_SCALE, fromUnits, parseSignedUnits } from './book-units.ts';

/**
 * A product's own double-entry book (P2P, red packets, earn, ...): a balances table (account,
 * asset, amount) and a postings journal (entry, account, asset, amount, created_at), in units of
 * 1e-8. Every entry sums to zero per asset, so the whole book always does; only the outside
 * accounts named by the product (the ledger's side of transfers, the exchange's treasury) may go
 * negative. One implementation, so every product's money obeys the same rules.
 */
export interface BookPosting {
  readonly account: string;
  readonly asset: string;
  /** Signed units of 1e-8. */
  readonly units: bigint;
}

export class BookOverdraft extends Error {
  constructor(readonly account: string) {
    super(`${account} would hold less than nothing`);
    this.name = 'BookOverdraft';
  }
}

export interface ProductBookTables {
  /** Shown in errors: "<name> entry x does not sum to zero". */
  readonly name: string;
  readonly balances: string;
  readonly postings: string;
  /** The accounts that may go negative: the outside sides of the book. */
  readonly outside: readonly string[];
}

/**
 * One statement of a run that pays many accounts (`ProductBook.postWith`): the caller's own steps
 * (a WITH list that may write), the entry's postings as a query over them, and what to answer.
 */
export interface SetEntry {
  /** Comma-separated `name as (query)` items of the statement's WITH list; they may write. */
  readonly steps: RawBuilder<unknown>;
  /** A query over the steps answering (account, asset, amount): amounts in asset units (numeric, at most 8 decimals). */
  readonly postings: RawBuilder<unknown>;
  /** The select list the statement answers, over the steps (e.g. `(select count(*) from paid) as paid`). */
  readonly result: RawBuilder<unknown>;
}

export interface ProductBook {
  /**
   * Writes one entry inside `tx`: postings of one account and asset are summed first, then an
   * entry that does not sum to zero, or leaves an inside account below zero, aborts the transaction.
   */
  post(
    tx: QueryExecutorProvider,
    entry: string,
    postings: readonly BookPosting[],
    atMs: number,
  ): Promise<void>;
  /**
   * The set-based form of `post` for runs over many rows, one statement inside `tx`: the caller's
   * steps, then the entry's postings summed per account and asset into the balances and the
   * journal, all in the database without a round trip per row. The same rules as `post`: an entry
   * that does not sum to zero per asset, carries more than 8 decimals, or leaves an inside account
   * below zero throws, so the transaction rolls back with the caller's steps. Answers `result`.
   */
  postWith<Result>(
    tx: QueryExecutorProvider,
    entry: string,
    statement: SetEntry,
    atMs: number,
  ): Promise<Result>;
  /** An account's balance in units. */
  balanceOf(db: QueryExecutorProvider, account: string, asset: string): Promise<bigint>;
  /** An account's assets it holds more than nothing of, by asset, in units. */
  holdings(db: QueryExecutorProvider, account: string): Promise<{ asset: string; units: bigint }[]>;
  /** Whether an entry of this name was written (a transfer's entry, say). */
  hasEntry(db: QueryExecutorProvider, entry: string): Promise<boolean>;
  /** Per asset, what the whole book sums to: zero for every asset when the book is sound. */
  totals(db: QueryExecutorProvider): Promise<Map<string, string>>;
}

/** Moves `units` of `asset` from one account to another as one pair of postings. */
export function move(from: string, to: string, asset: string, units: bigint): BookPosting[] {
  return [
    { account: from, asset, units: -units },
    { account: to, asset, units },
  ];
}

/** What `postWith`'s statement answers besides the caller's result: the first rule broken, if any. */
interface BookChecks {
  book_unbalanced: string | null;
  book_inexact: string | null;
  book_overdrawn: string | null;
}

/** Writes in slices, so one entry's parameters stay far below the database's limit. */
const SLICE = 2000;

export function productBook(tables: ProductBookTables): ProductBook {
  const balances = sql.table(tables.balances);
  const postings = sql.table(tables.postings);
  const outside = new Set(tables.outside);

  return {
    async post(tx, entry, entryPostings, atMs) {
      const perAsset = new Map<string, bigint>();
      const perAccount = new Map<string, BookPosting>();
      for (const posting of entryPostings) {
        perAsset.set(posting.asset, (perAsset.get(posting.asset) ?? 0n) + posting.units);
        const key = `${posting.account}\u0000${posting.asset}`;
        perAccount.set(key, { ...posting, units: (perAccount.get(key)?.units ?? 0n) + posting.units });
      }
      if ([...perAsset.values()].some((total) => total !== 0n))
        throw new Error(`${tables.name} entry ${entry} does not sum to zero`);
      const rows = [...perAccount.values()].filter((posting) => posting.units !== 0n);
      for (let start = 0; start < rows.length; start += SLICE) {
        const slice = rows.slice(start, start + SLICE);
        const accounts = slice.map((row) => row.account);
        const assets = slice.map((row) => row.asset);
        const amounts = slice.map((row) => fromUnits(row.units));
        const updated = await sql<{ account: string; amount: string }>`
          insert into ${balances} (account, asset, amount)
          select * from unnest(${accounts}::text[], ${assets}::text[], ${amounts}::numeric[])
          on conflict (account, asset) do update set amount = ${balances}.amount + excluded.amount
          returning account, amount::text`.execute(tx);
        const overdrawn = updated.rows.find((row) => !outside.has(row.account) && row.amount.startsWith('-'));
        if (overdrawn !== undefined) throw new BookOverdraft(overdrawn.account);
        await sql`
          insert into ${postings} (entry, account, asset, amount, created_at)
          select ${entry}, a, b, c, ${atMs}
          from unnest(${accounts}::text[], ${assets}::text[], ${amounts}::numeric[]) as t(a, b, c)`.execute(
          tx,
        );
      }
    },

    async postWith<Result>(tx: QueryExecutorProvider, entry: string, statement: SetEntry, atMs: number) {
      const found = await sql<Result & BookChecks>`
        with ${statement.steps},
        book_entry as (
          select account, asset, sum(amount) as amount from (${statement.postings}) as posted (account, asset, amount)
          group by account, asset),
        book_moves as (
          insert into ${balances} (account, asset, amount)
          select account, asset, amount from book_entry where amount <> 0
          on conflict (account, asset) do update set amount = ${balances}.amount + excluded.amount
          returning account, amount),
        book_journal as (
          insert into ${postings} (entry, account, asset, amount, created_at)
          select ${entry}, account, asset, amount, ${atMs}::bigint from book_entry where amount <> 0)
        select ${statement.result},
          (select asset from book_entry group by asset having sum(amount) <> 0 limit 1) as book_unbalanced,
          (select account from book_entry where amount <> round(amount, ${BOOK_SCALE}) limit 1) as book_inexact,
          (select account from book_moves where amount < 0 and account <> all(${[...outside]}::text[]) limit 1)
            as book_overdrawn`.execute(tx);
      const row = found.rows[0] as Result & BookChecks;
      if (row.book_unbalanced !== null) throw new Error(`${tables.name} entry ${entry} does not sum to zero`);
      if (row.book_inexact !== null)
        throw new Error(`${tables.name} entry ${entry} has an amount of more than ${BOOK_SCALE} decimals`);
      if (row.book_overdrawn !== null) throw new BookOverdraft(row.book_overdrawn);
      const { book_unbalanced: _u, book_inexact: _i, book_overdrawn: _o, ...result } = row;
      return result as Result;
    },

    async balanceOf(db, account, asset) {
      const found = await sql<{ amount: string }>`
        select amount::text as amount from ${balances} where account = ${account} and asset = ${asset}`.execute(
        db,
      );
      return parseSignedUnits(found.rows[0]?.amount ?? '0');
    },

    async holdings(db, account) {
      const found = await sql<{ asset: string; amount: string }>`
        select asset, amount::text as amount from ${balances}
        where account = ${account} and amount > 0 order by asset`.execute(db);
      return found.rows.map((row) => ({ asset: row.asset, units: parseSignedUnits(row.amount) }));
    },

    async hasEntry(db, entry) {
      const found = await sql`select 1 from ${postings} where entry = ${entry} limit 1`.execute(db);
      return found.rows.length > 0;
    },

    async totals(db) {
      const found = await sql<{ asset: string; total: string }>`
        select asset, sum(amount)::text as total from ${balances} group by asset`.execute(db);
      return new Map(found.rows.map((row) => [row.asset, fromUnits(parseSignedUnits(row.total))]));
    },
  };
}
