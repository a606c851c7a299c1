import type { EARN_ENDPOINTS } from '@tideline/protocol/earn/endpoints';
import type { EndpointResponse } from '@tideline/protocol/endpoint';
import { type Selectable, sql } from 'kysely';
import { fromUnits, toUnits } from '../../platform/ledger/book-units.ts';
import type { VenueName } from '../../platform/trading-account.ts';
import { tiersFromStore } from './accrual.ts';
import { userAccount } from './book.ts';
import { DAY_MS, dayOf, fixedInterest } from './rules.ts';
import type { EarnDb, EarnTables, StoredTier } from './tables.ts';

/** Earn's answers on the wire (packages/protocol/src/earn/schemas.ts), built from its rows. */

type ProductWire = EndpointResponse<typeof EARN_ENDPOINTS.products>[number];
type HoldingWire = EndpointResponse<typeof EARN_ENDPOINTS.holdings>[number];

/** A stored rate band on the wire: the rate in percent, basis points / 100. */
export function tiersWire(tiers: readonly StoredTier[]) {
  return tiers.map((tier) => ({ upTo: tier.upTo, apr: (tier.aprBps / 100).toString() }));
}

/** A numeric column's text (at most the book's 8 decimals) as units. */
export function bookUnits(value: string | number): bigint {
  const units = toUnits(String(value));
  if (units === null) throw new Error(`${value} is not an amount of the book`);
  return units;
}

/** A numeric column's text without the trailing zeros it may answer with. */
export function plain(value: string | number): string {
  return fromUnits(bookUnits(value));
}

export interface ProductRow {
  id: string;
  asset: string;
  kind: 'flexible' | 'fixed';
  term_days: number | null;
  min_amount: string;
  per_user_cap: string;
  total_cap: string;
  held: string;
  tiers: StoredTier[];
}

/** Products with their current rate (the newest history row not after `now`), in display order. */
export async function productRows(db: EarnDb, now: number): Promise<ProductRow[]> {
  const rows = await sql<ProductRow>`
    select p.id, p.asset, p.kind, p.term_days, p.min_amount::text, p.per_user_cap::text, p.total_cap::text,
      p.held::text, r.tiers
    from earn_products p
    join lateral (select tiers from earn_apr_history a where a.product_id = p.id and a.from_ms <= ${now}
                  order by a.from_ms desc limit 1) r on true
    order by p.position`.execute(db);
  return rows.rows;
}

export function productWire(row: ProductRow): ProductWire {
  return {
    id: row.id,
    asset: row.asset,
    kind: row.kind,
    termDays: row.term_days,
    tiers: tiersWire(row.tiers),
    minAmount: plain(row.min_amount),
    perUserCap: plain(row.per_user_cap),
    totalCap: plain(row.total_cap),
    remaining: fromUnits(bookUnits(row.total_cap) - bookUnits(row.held)),
  };
}

export type HoldingRow = Selectable<EarnTables['earn_holdings']> & {
  asset: string;
  kind: 'flexible' | 'fixed';
  term_days: number | null;
};

/** When the next payout lands: a flexible holding's next due day's end, a fixed one's maturity. */
function nextPayoutAt(row: HoldingRow): number | null {
  if (row.state !== 'active') return null;
  if (row.kind === 'fixed') return row.matures_at === null ? null : Number(row.matures_at);
  const next = Math.max(
    dayOf(Number(row.started_at)) + 1,
    (row.last_paid_day ?? Number.NEGATIVE_INFINITY) + 1,
  );
  return (next + 1) * DAY_MS;
}

export function holdingWire(row: HoldingRow): HoldingWire {
  const tiers = tiersFromStore(row.tiers);
  const units = bookUnits(row.principal);
  return {
    id: String(row.id),
    productId: row.product_id,
    asset: row.asset,
    kind: row.kind,
    principal: fromUnits(units),
    interestPaid: plain(row.interest_paid),
    expectedInterest:
      row.kind === 'fixed' && row.term_days !== null && row.state === 'active'
        ? fromUnits(fixedInterest(units, tiers, row.term_days))
        : null,
    autoRenew: row.auto_renew,
    state: row.state,
    startedAt: Number(row.started_at),
    maturesAt: row.matures_at === null ? null : Number(row.matures_at),
    nextPayoutAt: nextPayoutAt(row),
  };
}

/** A user's holdings with their product's asset, kind and term, active first, newest first. */
export function holdingsQuery(db: EarnDb, venue: VenueName, userId: number) {
  return db
    .selectFrom('earn_holdings as h')
    .innerJoin('earn_products as p', 'p.id', 'h.product_id')
    .selectAll('h')
    .select(['p.asset', 'p.kind', 'p.term_days'])
    .where('h.venue', '=', venue)
    .where('h.user_id', '=', userId);
}

/** The earn wallet of one user per asset: `available` in the book, `held` in active holdings. */
export async function earnBalances(
  db: EarnDb,
  venue: VenueName,
  userId: number,
): Promise<{ asset: string; available: string; held: string }[]> {
  const rows = await sql<{ asset: string; available: string; held: string }>`
    select asset, sum(available)::text as available, sum(held)::text as held from (
      select asset, amount as available, 0 as held from earn_balances where account = ${userAccount(venue, userId)}
      union all
      select p.asset, 0, h.principal from earn_holdings h join earn_products p on p.id = h.product_id
      where h.venue = ${venue} and h.user_id = ${userId} and h.state = 'active'
    ) t group by asset having sum(available) <> 0 or sum(held) <> 0 order by asset`.execute(db);
  return rows.rows.map((row) => ({
    asset: row.asset,
    available: plain(row.available),
    held: plain(row.held),
  }));
}
