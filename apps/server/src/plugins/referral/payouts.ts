import { sql } from 'kysely';
import type { FeeSource } from '../../platform/fee-sources.ts';
import { fromUnits, parseSignedUnits } from '../../platform/ledger/book-units.ts';
import { move } from '../../platform/ledger/product-book.ts';
import type { TransferPort } from '../../platform/ledger/transfer-port.ts';
import { POOL, referralBook, TREASURY } from './book.ts';
import { COMMISSION_SCALE, commissionTier, DAY_MS, dayStartMs, daysOwed } from './rules.ts';
import type { ReferralDb, ReferralTx } from './tables.ts';
import { REFERRAL_WALLET } from './wallet-leg.ts';

/** What the pool holds on a fresh start, per asset; the treasury refills it when a day needs more. */
export const POOL_SEED: Readonly<Record<string, string>> = {
  USDT: '1000000',
  BTC: '20',
  ETH: '300',
};

/** Fee rows sent to the database per statement of a day's payout. */
const FEE_SLICE = 100_000;
/** Transfers of the sweep under way at once. */
const SWEEP_LANES = 8;
/** The share of an inviter below the first VIP tier, the default of the statement's tier lookup. */
const BASE_PERCENT = commissionTier(0).percent;

export interface PayoutRun {
  readonly days: readonly string[];
  readonly records: number;
  readonly transfers: number;
}

/**
 * The daily commission payout. For each day owed (rules.daysOwed, by the gateway clock) it reads
 * every fee source for the day's window, writes the commission records and the pool's postings
 * to the earners in one transaction with the day's row, so a day is paid exactly once whatever
 * crashes or reruns; then it moves every earner's balance to their spot wallet through the
 * ledger's transfer port. A day's window ends at the day's end, or at the fills' own clock when
 * the gateway clock runs ahead of it (a test moved the clock), so no fill is paid twice or skipped.
 */
export class Payouts {
  constructor(
    private readonly db: ReferralDb,
    private readonly sources: () => readonly FeeSource[],
    private readonly ledger: TransferPort,
    private readonly fillClock: () => number = Date.now,
  ) {}

  async seedPool(atMs: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const seeded = await tx
        .selectFrom('referral_postings')
        .select('id')
        .where('entry', '=', 'seed')
        .executeTakeFirst();
      if (seeded !== undefined) return;
      await referralBook.post(
        tx,
        'seed',
        Object.entries(POOL_SEED).flatMap(([asset, amount]) =>
          move(TREASURY, POOL, asset, parseSignedUnits(amount)),
        ),
        atMs,
      );
    });
  }

  async run(nowMs: number): Promise<PayoutRun> {
    const last = await this.db
      .selectFrom('referral_payout_days')
      .select(['day', 'to_ms'])
      .orderBy('day', 'desc')
      .executeTakeFirst();
    const days = daysOwed(last?.day, nowMs);
    let from = last === undefined ? dayStartMs(days[0] ?? '1970-01-01') : Number(last.to_ms);
    let records = 0;
    for (const day of days) {
      const to = Math.max(from, Math.min(dayStartMs(day) + DAY_MS, this.fillClock()));
      records += await this.payDay(day, from, to, nowMs);
      from = to;
    }
    const transfers = await this.sweep();
    return { days, records, transfers };
  }

  /**
   * One day, set-based: the fee rows go to the database in slices, and one statement per slice
   * finds each invitee's inviter and code, works out the commission and its kickback split
   * (`rules.splitCommission` in SQL) and inserts the records, answering only the totals per
   * asset. Then the treasury refills the pool when it holds less than the day needs, and one
   * entry pays every earner the sum of the day's records (`referralBook.postWith`). All of it is
   * one transaction with the day's row, so a day is paid exactly once.
   */
  private async payDay(day: string, fromMs: number, toMs: number, nowMs: number): Promise<number> {
    const fees = await Promise.all(
      this.sources().map(async (source) => ({
        source: source.name,
        rows: await source.feesBetween(fromMs, toMs),
      })),
    );
    return this.db.transaction().execute(async (tx) => {
      const done = await tx
        .selectFrom('referral_payout_days')
        .select('day')
        .where('day', '=', day)
        .executeTakeFirst();
      if (done !== undefined) return 0;
      const tiers = [...(await this.tradingInviteeCounts(tx))]
        .map(([inviterId, count]) => ({ inviterId, percent: commissionTier(count).percent }))
        .filter((tier) => tier.percent !== BASE_PERCENT);
      let records = 0;
      const needed = new Map<string, bigint>();
      for (const { source, rows } of fees)
        for (const part of slices(rows, FEE_SLICE)) {
          const written = await sql<{ asset: string; records: number; amount: string }>`
            with fees (invitee_id, asset, fee, volume) as (
              select * from unnest(${part.map((row) => row.userId)}::int[], ${part.map((row) => row.asset)}::text[],
                ${part.map((row) => row.fee)}::numeric[], ${part.map((row) => row.volume)}::numeric[])),
            tiers (inviter_id, percent) as (
              select * from unnest(${tiers.map((tier) => tier.inviterId)}::int[], ${tiers.map((tier) => tier.percent)}::int[])),
            shares as (
              select f.invitee_id, f.asset, f.fee, f.volume, a.inviter_id, c.kickback_percent,
                coalesce(t.percent, ${BASE_PERCENT}::int) as percent,
                trunc(f.fee * coalesce(t.percent, ${BASE_PERCENT}::int) * 0.01, ${COMMISSION_SCALE}::int) as total
              from fees f
              join referral_attributions a on a.invitee_id = f.invitee_id and a.inviter_id is not null
              join referral_codes c on c.code = a.code
              left join tiers t on t.inviter_id = a.inviter_id),
            split as (
              select *, trunc(total * kickback_percent * 0.01, ${COMMISSION_SCALE}::int) as kickback from shares),
            earned (invitee_id, role, beneficiary_id, asset, fee, volume, percent, amount) as (
              select invitee_id, 'inviter', inviter_id, asset, fee, volume, percent, total - kickback
              from split where total - kickback <> 0
              union all
              select invitee_id, 'invitee', invitee_id, asset, fee, volume, percent, kickback
              from split where kickback <> 0),
            inserted as (
              insert into referral_commissions (day, source, invitee_id, role, beneficiary_id, asset, fee, volume, percent, amount)
              select ${day}, ${source}, invitee_id, role, beneficiary_id, asset, fee, volume, percent, amount from earned),
            traded as (
              insert into referral_trading_invitees (invitee_id, inviter_id, first_day)
              select distinct e.invitee_id, e.beneficiary_id, ${day} from earned e
              where e.role = 'inviter'
                and not exists (select from referral_trading_invitees t where t.invitee_id = e.invitee_id))
            select asset, count(*)::int as records, sum(amount)::text as amount from earned group by asset`.execute(
            tx,
          );
          for (const row of written.rows) {
            records += Number(row.records);
            needed.set(row.asset, (needed.get(row.asset) ?? 0n) + parseSignedUnits(row.amount));
          }
        }
      for (const [asset, units] of needed) {
        const short = units - (await referralBook.balanceOf(tx, POOL, asset));
        if (short > 0n)
          await referralBook.post(tx, `refill:${day}:${asset}`, move(TREASURY, POOL, asset, short), nowMs);
      }
      if (records > 0)
        await referralBook.postWith(
          tx,
          `payout:${day}`,
          {
            steps: sql`
              earned as (
                select 'user:' || beneficiary_id as account, asset, sum(amount) as amount
                from referral_commissions where day = ${day} group by beneficiary_id, asset)`,
            postings: sql`
              select account, asset, amount from earned
              union all select ${POOL}, asset, -sum(amount) from earned group by asset`,
            result: sql`1 as posted`,
          },
          nowMs,
        );
      await tx
        .insertInto('referral_payout_days')
        .values({ day, from_ms: fromMs, to_ms: toMs, records, paid_at: nowMs })
        .execute();
      return records;
    });
  }

  /**
   * Invitees who earned their inviter a commission on an earlier day, per inviter (the tier's
   * measure), from the invitees marked as they first earned one (migration 0113).
   */
  private async tradingInviteeCounts(tx: ReferralTx): Promise<Map<number, number>> {
    const rows = await tx
      .selectFrom('referral_trading_invitees')
      .select(['inviter_id', sql<string>`count(*)::text`.as('count')])
      .groupBy('inviter_id')
      .execute();
    return new Map(rows.map((row) => [row.inviter_id, Number(row.count)]));
  }

  /**
   * Moves every earner's balance to their live spot wallet; a refusal leaves it for the next run.
   * Up to `SWEEP_LANES` transfers are under way at once: each is the transfer port's own
   * independent steps for one user and asset (concurrent transfers of different users are how
   * the port is used anyway), and a database server overlaps their commits.
   */
  private async sweep(): Promise<number> {
    const rows = await this.db
      .selectFrom('referral_balances')
      .select(['account', 'asset', 'amount'])
      .where('account', 'like', 'user:%')
      .where('amount', '>', '0')
      .orderBy('account')
      .orderBy('asset')
      .execute();
    let transfers = 0;
    let next = 0;
    const lane = async () => {
      for (let row = rows[next++]; row !== undefined; row = rows[next++]) {
        const result = await this.ledger.transfer({
          venue: 'live',
          userId: Number(row.account.slice('user:'.length)),
          from: REFERRAL_WALLET,
          to: 'spot',
          asset: row.asset,
          amount: fromUnits(parseSignedUnits(String(row.amount))),
        });
        if (result.outcome === 'done') transfers += 1;
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: SWEEP_LANES }, lane));
    const failed = lanes.find((outcome) => outcome.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    return transfers;
  }
}

/** `items` in slices of at most `size`, so one statement's parameters stay below the database's limit. */
function slices<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}
