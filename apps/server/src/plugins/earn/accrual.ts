import { type RawBuilder, sql } from 'kysely';
import { fromUnits, toUnits, UNIT } from '../../platform/ledger/book-units.ts';
import { earnBook, POOL } from './book.ts';
import { DAY_MS, DAYS_PER_YEAR, dayOf, type RateTier } from './rules.ts';
import type { EarnDb, StoredTier } from './tables.ts';

/**
 * Active holdings one statement pays: each batch is one transaction, so a run over many holdings
 * keeps its transactions small, and a crash loses at most the batch under way (it is rolled back).
 */
export const ACCRUAL_BATCH = 20_000;

/** Basis points per one, times the days of a year: a day's interest is the band sum over this, rounded down. */
const DAILY_DIVISOR = 10_000n * DAYS_PER_YEAR;

export function tiersFromStore(stored: readonly StoredTier[]): RateTier[] {
  return stored.map((tier) => ({
    upTo: tier.upTo === null ? null : (toUnits(tier.upTo) as bigint),
    aprBps: BigInt(tier.aprBps),
  }));
}

/** A rate band as the run's statement reads it: `aprBps` on the units of principal in (lower, upper]. */
export interface RateBand {
  readonly productId: string;
  readonly lower: bigint;
  /** null: every unit above `lower`. */
  readonly upper: bigint | null;
  readonly aprBps: bigint;
}

/**
 * A product's tiers as bands, each from where the previous one ends, as `rules.dailyInterest` walks
 * them (a band after an open one is never reached). Bands must ascend: a catalogue whose tiers do
 * not is a programming error, refused here rather than paid at another rate than the rules'.
 */
export function bandsOf(productId: string, tiers: readonly RateTier[]): RateBand[] {
  const bands: RateBand[] = [];
  let lower = 0n;
  for (const tier of tiers) {
    if (tier.upTo !== null && tier.upTo <= lower)
      throw new Error(`earn product ${productId}: rate bands do not ascend`);
    bands.push({ productId, lower, upper: tier.upTo, aprBps: tier.aprBps });
    if (tier.upTo === null) break;
    lower = tier.upTo;
  }
  return bands;
}

/**
 * `rules.dailyInterest` in SQL: one day's interest in units (rounded down once) on `units` of
 * principal of `product`, by the product's bands; one arm per product, its bands as parameters,
 * null for a product without bands.
 */
export function dailyUnits(
  bands: readonly RateBand[],
  product: RawBuilder<unknown>,
  units: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const arms = [...new Set(bands.map((band) => band.productId))].map((productId) => {
    const terms = bands
      .filter((band) => band.productId === productId)
      .map((band) => {
        const top = band.upper === null ? units : sql`least(${units}, ${String(band.upper)}::numeric)`;
        return sql`greatest(0, ${top} - ${String(band.lower)}::numeric) * ${Number(band.aprBps)}::int`;
      });
    return sql`when ${productId}::text then div(${sql.join(terms, sql` + `)}, ${String(DAILY_DIVISOR)}::numeric)`;
  });
  return sql`(case ${product} ${sql.join(arms, sql` `)} end)`;
}

/**
 * Pays every flexible holding the days due at `now` at its product's current rate, from the pool
 * to the holder's earn wallet (docs/protocol-earn.md §3 "Flexible accrual"). Set-based: each batch
 * of active holdings is one statement in one transaction that works out each holding's days and
 * daily interest in the database (`rules.dailyInterest` and `rules.dueDays` in SQL; the tests hold
 * it to `accrual-plan.ts`), inserts the (holding, day) marks of `earn_payouts` with
 * `on conflict do nothing`, and from the marks it inserted alone writes the holdings' totals, the
 * records and the book entry (the pool's postings to the users, `earnBook.postWith`). So a re-run,
 * a run beside another, or a run after a crash mid-way pays each day once. Answers how many
 * payouts it made.
 */
export async function runFlexibleAccrual(db: EarnDb, now: number): Promise<number> {
  const current = await sql<{ product_id: string; asset: string; tiers: StoredTier[] }>`
    select distinct on (r.product_id) r.product_id, p.asset, r.tiers
    from earn_apr_history r join earn_products p on p.id = r.product_id and p.kind = 'flexible'
    where r.from_ms <= ${now} order by r.product_id, r.from_ms desc`.execute(db);
  const bands = current.rows.flatMap((row) => bandsOf(row.product_id, tiersFromStore(row.tiers)));
  const products = current.rows.map((row) => row.product_id);
  const assets = current.rows.map((row) => row.asset);
  if (products.length === 0) return 0;
  const lastDay = dayOf(now) - 1;
  let paid = 0;
  let after = '0';
  for (;;) {
    const batch = await db.transaction().execute((tx) =>
      earnBook.postWith<{ paid: number; last_id: string | number | null }>(
        tx,
        `accrual:${now}:${after}`,
        {
          steps: sql`
            batch as (
              select h.id, h.venue, h.user_id, h.product_id,
                (${assets}::text[])[array_position(${products}::text[], h.product_id)] as asset,
                h.principal * ${String(UNIT)}::numeric as units,
                greatest((h.started_at / ${DAY_MS})::int + 1, coalesce(h.last_paid_day + 1, 0)) as first_day
              from earn_holdings h
              where h.state = 'active' and h.id > ${after}::bigint and h.product_id = any(${products}::text[])
                and coalesce(h.last_paid_day, (h.started_at / ${DAY_MS})::int) < ${lastDay}::int
              order by h.id limit ${ACCRUAL_BATCH}),
            due as (
              select b.id, b.venue, b.user_id, b.product_id, b.asset, d.day,
                trim_scale(${dailyUnits(bands, sql.ref('b.product_id'), sql.ref('b.units'))} * ${fromUnits(1n)}::numeric) as amount
              from batch b cross join lateral generate_series(b.first_day, ${lastDay}::int) d (day)),
            marked as (
              insert into earn_payouts (holding_id, day, amount)
              select id, day, amount from due
              on conflict do nothing returning holding_id, day),
            paid as (
              select d.* from marked m join due d on d.id = m.holding_id and d.day = m.day),
            totals as (
              update earn_holdings h set last_paid_day = greatest(coalesce(h.last_paid_day, t.day), t.day),
                interest_paid = h.interest_paid + t.amount
              from (select id, max(day) as day, sum(amount) as amount from paid group by id) t
              where h.id = t.id),
            records as (
              insert into earn_records (venue, user_id, holding_id, product_id, asset, kind, amount, at)
              select venue, user_id, id, product_id, asset, 'interest', amount, (day + 1)::bigint * ${DAY_MS}
              from paid)`,
          postings: sql`
            select 'user:' || venue || ':' || user_id, asset, amount from paid
            union all select ${POOL}, asset, -amount from paid`,
          result: sql`(select count(*) from marked)::int as paid, (select max(id) from batch) as last_id`,
        },
        now,
      ),
    );
    paid += Number(batch.paid);
    if (batch.last_id === null) return paid;
    after = String(batch.last_id);
  }
}
