import { sql } from 'kysely';
import type { FeeSource } from '../../platform/fee-sources.ts';
import { fromUnits, parseSignedUnits } from '../../platform/ledger/book-units.ts';
import { move } from '../../platform/ledger/product-book.ts';
import type { TransferPort } from '../../platform/ledger/transfer-port.ts';
import { POOL, referralBook, TREASURY, userAccount } from './book.ts';
import { commissionTier, DAY_MS, dayStartMs, daysOwed, splitCommission } from './rules.ts';
import type { ReferralDb } from './tables.ts';
import { REFERRAL_WALLET } from './wallet-leg.ts';

/** What the pool holds on a fresh start, per asset; the treasury refills it when a day needs more. */
export const POOL_SEED: Readonly<Record<string, string>> = {
  USDT: '1000000',
  BTC: '20',
  ETH: '300',
};

interface CommissionRecord {
  day: string;
  source: string;
  invitee_id: number;
  role: 'inviter' | 'invitee';
  beneficiary_id: number;
  asset: string;
  fee: string;
  volume: string;
  percent: number;
  amount: string;
}

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

  private async payDay(day: string, fromMs: number, toMs: number, nowMs: number): Promise<number> {
    const fees = await Promise.all(
      this.sources().map(async (source) => ({
        source: source.name,
        rows: await source.feesBetween(fromMs, toMs),
      })),
    );
    const invitees = [...new Set(fees.flatMap((part) => part.rows.map((row) => row.userId)))];
    const inviters = await this.invitersOf(invitees);
    const tiers = await this.tradingInviteeCounts();
    const records: CommissionRecord[] = [];
    for (const { source, rows } of fees)
      for (const row of rows) {
        const inviter = inviters.get(row.userId);
        if (inviter === undefined) continue;
        const percent = commissionTier(tiers.get(inviter.inviterId) ?? 0).percent;
        const split = splitCommission(row.fee, percent, inviter.kickbackPercent);
        const base = {
          day,
          source,
          invitee_id: row.userId,
          asset: row.asset,
          fee: row.fee,
          volume: row.volume,
          percent,
        };
        if (split.inviter !== '0')
          records.push({
            ...base,
            role: 'inviter',
            beneficiary_id: inviter.inviterId,
            amount: split.inviter,
          });
        if (split.invitee !== '0')
          records.push({ ...base, role: 'invitee', beneficiary_id: row.userId, amount: split.invitee });
      }
    return this.db.transaction().execute(async (tx) => {
      const done = await tx
        .selectFrom('referral_payout_days')
        .select('day')
        .where('day', '=', day)
        .executeTakeFirst();
      if (done !== undefined) return 0;
      for (const part of slices(records, 20_000))
        await sql`
          insert into referral_commissions (day, source, invitee_id, role, beneficiary_id, asset, fee, volume, percent, amount)
          select * from unnest(
            ${part.map((r) => r.day)}::text[], ${part.map((r) => r.source)}::text[], ${part.map((r) => r.invitee_id)}::int[],
            ${part.map((r) => r.role)}::text[], ${part.map((r) => r.beneficiary_id)}::int[], ${part.map((r) => r.asset)}::text[],
            ${part.map((r) => r.fee)}::numeric[], ${part.map((r) => r.volume)}::numeric[], ${part.map((r) => r.percent)}::int[],
            ${part.map((r) => r.amount)}::numeric[])`.execute(tx);
      const postings = this.payoutPostings(records);
      const needed = postings.needed;
      for (const [asset, units] of needed) {
        const short = units - (await referralBook.balanceOf(tx, POOL, asset));
        if (short > 0n)
          await referralBook.post(tx, `refill:${day}:${asset}`, move(TREASURY, POOL, asset, short), nowMs);
      }
      await referralBook.post(tx, `payout:${day}`, postings.list, nowMs);
      await tx
        .insertInto('referral_payout_days')
        .values({ day, from_ms: fromMs, to_ms: toMs, records: records.length, paid_at: nowMs })
        .execute();
      return records.length;
    });
  }

  private payoutPostings(records: readonly CommissionRecord[]) {
    const credits = new Map<string, { account: string; asset: string; units: bigint }>();
    const needed = new Map<string, bigint>();
    for (const record of records) {
      const account = userAccount(record.beneficiary_id);
      const key = `${account}\u0000${record.asset}`;
      const units = parseSignedUnits(record.amount);
      const credit = credits.get(key) ?? { account, asset: record.asset, units: 0n };
      credit.units += units;
      credits.set(key, credit);
      needed.set(record.asset, (needed.get(record.asset) ?? 0n) + units);
    }
    const list = [
      ...credits.values(),
      ...[...needed].map(([asset, units]) => ({ account: POOL, asset, units: -units })),
    ];
    return { list, needed };
  }

  private async invitersOf(invitees: readonly number[]) {
    const found = new Map<number, { inviterId: number; kickbackPercent: number }>();
    for (const part of slices(invitees, 100_000)) {
      const rows = await sql<{ invitee_id: number; inviter_id: number; kickback_percent: number }>`
        select a.invitee_id, a.inviter_id, c.kickback_percent
        from referral_attributions a join referral_codes c on c.code = a.code
        where a.invitee_id = any(${part}::int[]) and a.inviter_id is not null`.execute(this.db);
      for (const row of rows.rows)
        found.set(row.invitee_id, { inviterId: row.inviter_id, kickbackPercent: row.kickback_percent });
    }
    return found;
  }

  /** Invitees who earned their inviter a commission on an earlier day, per inviter (the tier's measure). */
  private async tradingInviteeCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('referral_commissions')
      .select(['beneficiary_id', sql<string>`count(distinct invitee_id)::text`.as('count')])
      .where('role', '=', 'inviter')
      .groupBy('beneficiary_id')
      .execute();
    return new Map(rows.map((row) => [row.beneficiary_id, Number(row.count)]));
  }

  /** Moves every earner's balance to their live spot wallet; a refusal leaves it for the next run. */
  private async sweep(): Promise<number> {
    const rows = await this.db
      .selectFrom('referral_balances')
      .select(['account', 'asset', 'amount'])
      .where('account', 'like', 'user:%')
      .where('amount', '>', '0')
      .execute();
    let transfers = 0;
    for (const row of rows) {
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
    return transfers;
  }
}

/** `items` in slices of at most `size`, so one statement's parameters stay below the database's limit. */
function slices<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}
