import { sql } from 'kysely';
import { fromUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { planFlexible } from './accrual-plan.ts';
import { earnBook, POOL, userAccount } from './book.ts';
import type { RateTier } from './rules.ts';
import type { EarnDb, StoredTier } from './tables.ts';

/** Holdings read and paid per transaction, so a run over many holdings keeps its transactions small. */
export const ACCRUAL_BATCH = 5000;

export function tiersFromStore(stored: readonly StoredTier[]): RateTier[] {
  return stored.map((tier) => ({
    upTo: tier.upTo === null ? null : (toUnits(tier.upTo) as bigint),
    aprBps: BigInt(tier.aprBps),
  }));
}

/**
 * Pays every flexible holding the days due at `now` at its product's current rate, from the pool
 * to the holder's earn wallet. A batch's payouts, marks and records are one transaction, and the
 * (holding, day) key of `earn_payouts` refuses a day paid before, so a re-run, or a run after a
 * crash mid-way, pays each day once. Answers how many payouts it made.
 */
export async function runFlexibleAccrual(db: EarnDb, now: number): Promise<number> {
  const rates = new Map<string, RateTier[]>();
  const current = await sql<{ product_id: string; tiers: StoredTier[] }>`
    select distinct on (product_id) product_id, tiers from earn_apr_history
    where from_ms <= ${now} order by product_id, from_ms desc`.execute(db);
  for (const row of current.rows) rates.set(row.product_id, tiersFromStore(row.tiers));
  let paid = 0;
  let after = 0;
  for (;;) {
    const holdings = await sql<{
      id: string | number;
      venue: string;
      user_id: number;
      product_id: string;
      asset: string;
      principal: string;
      started_at: string | number;
      last_paid_day: number | null;
    }>`
      select h.id, h.venue, h.user_id, h.product_id, p.asset, h.principal::text, h.started_at, h.last_paid_day
      from earn_holdings h join earn_products p on p.id = h.product_id
      where h.state = 'active' and p.kind = 'flexible' and h.id > ${after}
      order by h.id limit ${ACCRUAL_BATCH}`.execute(db);
    if (holdings.rows.length === 0) return paid;
    after = Number(holdings.rows.at(-1)?.id);
    const payouts = holdings.rows.flatMap((holding) => {
      const tiers = rates.get(holding.product_id);
      if (tiers === undefined) return [];
      const plan = planFlexible(
        {
          kind: 'flexible',
          principal: toUnits(holding.principal) as bigint,
          tiers,
          startedAt: Number(holding.started_at),
          lastPaidDay: holding.last_paid_day,
        },
        now,
      );
      return plan.map((payout) => ({ holding, ...payout }));
    });
    if (payouts.length === 0) continue;
    await db.transaction().execute(async (tx) => {
      const inserted = await sql<{ holding_id: string | number; day: number }>`
        insert into earn_payouts (holding_id, day, amount)
        select * from unnest(${payouts.map((p) => String(p.holding.id))}::bigint[], ${payouts.map((p) => p.day)}::int[], ${payouts.map((p) => fromUnits(p.interest))}::numeric[])
        on conflict do nothing returning holding_id, day`.execute(tx);
      const fresh = new Set(inserted.rows.map((row) => `${row.holding_id}:${row.day}`));
      const due = payouts.filter((p) => fresh.has(`${p.holding.id}:${p.day}`));
      if (due.length === 0) return;
      await earnBook.post(
        tx,
        `accrual:${now}:${after}`,
        due.flatMap((p) => [
          { account: POOL, asset: p.holding.asset, units: -p.interest },
          {
            account: userAccount(p.holding.venue, p.holding.user_id),
            asset: p.holding.asset,
            units: p.interest,
          },
        ]),
        now,
      );
      const perHolding = new Map<string, { day: number; amount: bigint }>();
      for (const payout of due) {
        const key = String(payout.holding.id);
        const seen = perHolding.get(key);
        perHolding.set(key, {
          day: Math.max(seen?.day ?? payout.day, payout.day),
          amount: (seen?.amount ?? 0n) + payout.interest,
        });
      }
      const totals = [...perHolding.entries()];
      await sql`
        update earn_holdings h set last_paid_day = greatest(coalesce(h.last_paid_day, d.day), d.day),
          interest_paid = h.interest_paid + d.amount
        from unnest(${totals.map(([id]) => id)}::bigint[], ${totals.map(([, total]) => total.day)}::int[],
          ${totals.map(([, total]) => fromUnits(total.amount))}::numeric[]) as d(id, day, amount)
        where h.id = d.id`.execute(tx);
      await sql`
        insert into earn_records (venue, user_id, holding_id, product_id, asset, kind, amount, at)
        select * from unnest(${due.map((p) => p.holding.venue)}::text[], ${due.map((p) => p.holding.user_id)}::int[],
          ${due.map((p) => String(p.holding.id))}::bigint[], ${due.map((p) => p.holding.product_id)}::text[],
          ${due.map((p) => p.holding.asset)}::text[], ${due.map(() => 'interest')}::text[],
          ${due.map((p) => fromUnits(p.interest))}::numeric[], ${due.map((p) => (p.day + 1) * 86_400_000)}::bigint[])`.execute(
        tx,
      );
      paid += due.length;
    });
  }
}
