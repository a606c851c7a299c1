import { Decimal } from '@tideline/core/decimal';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { commissionTier, dayOf, maskName, volumeBand } from './rules.ts';
import type { ReferralDb } from './tables.ts';
import { nicknames } from './user-directory.ts';

/** The programme's read models for the pages: totals, invitees and commission records. */

interface AssetAmount {
  asset: string;
  amount: string;
}

function amounts(rows: readonly { asset: string; amount: string }[]): AssetAmount[] {
  return rows.map((row) => ({ asset: row.asset, amount: new Decimal(row.amount).toFixed() }));
}

export async function earnedTotals(db: ReferralDb, userId: number, fromDay?: string): Promise<AssetAmount[]> {
  let query = db
    .selectFrom('referral_commissions')
    .select(['asset', sql<string>`sum(amount)::text`.as('amount')])
    .where('beneficiary_id', '=', userId);
  if (fromDay !== undefined) query = query.where('day', '>=', fromDay);
  return amounts(await query.groupBy('asset').orderBy('asset').execute());
}

export async function inviteeCounts(db: ReferralDb, inviterId: number) {
  const invitees = await db
    .selectFrom('referral_attributions')
    .select(sql<string>`count(*)::text`.as('count'))
    .where('inviter_id', '=', inviterId)
    .executeTakeFirstOrThrow();
  const trading = await db
    .selectFrom('referral_commissions')
    .select(sql<string>`count(distinct invitee_id)::text`.as('count'))
    .where('beneficiary_id', '=', inviterId)
    .where('role', '=', 'inviter')
    .executeTakeFirstOrThrow();
  const tradingInvitees = Number(trading.count);
  return { invitees: Number(invitees.count), tradingInvitees, ...commissionTier(tradingInvitees) };
}

export async function codeUseCounts(db: ReferralDb, inviterId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('referral_attributions')
    .select(['code', sql<string>`count(*)::text`.as('count')])
    .where('inviter_id', '=', inviterId)
    .groupBy('code')
    .execute();
  return new Map(rows.map((row) => [row.code, Number(row.count)]));
}

export async function inviteeList(
  db: ReferralDb,
  users: Db,
  inviterId: number,
  page: number,
  pageSize: number,
) {
  const total = await db
    .selectFrom('referral_attributions')
    .select(sql<string>`count(*)::text`.as('count'))
    .where('inviter_id', '=', inviterId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('referral_attributions')
    .select(['invitee_id', 'code', 'registered_at'])
    .where('inviter_id', '=', inviterId)
    .orderBy('registered_at', 'desc')
    .orderBy('invitee_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const ids = rows.map((row) => row.invitee_id);
  const names = await nicknames(users, ids);
  const trading =
    ids.length === 0
      ? []
      : await db
          .selectFrom('referral_commissions')
          .select([
            'invitee_id',
            'asset',
            sql<string>`min(day)`.as('first_day'),
            sql<string>`sum(amount)::text`.as('amount'),
            sql<string>`sum(volume)::text`.as('volume'),
          ])
          .where('beneficiary_id', '=', inviterId)
          .where('role', '=', 'inviter')
          .where('invitee_id', 'in', ids)
          .groupBy(['invitee_id', 'asset'])
          .orderBy('asset')
          .execute();
  return {
    total: Number(total.count),
    rows: rows.map((row) => {
      const own = trading.filter((entry) => entry.invitee_id === row.invitee_id);
      const volume = own.reduce((sum, entry) => sum.plus(entry.volume), new Decimal(0));
      const firstDays = own.map((entry) => entry.first_day).sort();
      return {
        invitee: maskName(names.get(row.invitee_id) ?? String(row.invitee_id)),
        code: row.code,
        registeredAt: Number(row.registered_at),
        firstTradeDay: firstDays[0] ?? null,
        volumeBand: volumeBand(volume.toFixed()),
        commission: amounts(own),
      };
    }),
  };
}

export async function commissionList(
  db: ReferralDb,
  users: Db,
  userId: number,
  range: { from?: string; to?: string; page: number; pageSize: number },
) {
  let filtered = db.selectFrom('referral_commissions').where('beneficiary_id', '=', userId);
  if (range.from !== undefined) filtered = filtered.where('day', '>=', range.from);
  if (range.to !== undefined) filtered = filtered.where('day', '<=', range.to);
  const total = await filtered.select(sql<string>`count(*)::text`.as('count')).executeTakeFirstOrThrow();
  const totals = await filtered
    .select(['asset', sql<string>`sum(amount)::text`.as('amount')])
    .groupBy('asset')
    .orderBy('asset')
    .execute();
  const rows = await filtered
    .select(['day', 'source', 'role', 'invitee_id', 'asset', 'fee', 'percent', 'amount'])
    .orderBy('day', 'desc')
    .orderBy('source')
    .orderBy('invitee_id')
    .orderBy('asset')
    .orderBy('role')
    .limit(range.pageSize)
    .offset((range.page - 1) * range.pageSize)
    .execute();
  const names = await nicknames(users, [...new Set(rows.map((row) => row.invitee_id))]);
  return {
    total: Number(total.count),
    totals: amounts(totals),
    rows: rows.map((row) => ({
      day: row.day,
      source: row.source,
      role: row.role,
      invitee: maskName(names.get(row.invitee_id) ?? String(row.invitee_id)),
      asset: row.asset,
      fee: new Decimal(row.fee).toFixed(),
      commissionPercent: row.percent,
      amount: new Decimal(row.amount).toFixed(),
    })),
  };
}

/** The first day of the calendar month (UTC) of an instant. */
export function monthStartDay(nowMs: number): string {
  return `${dayOf(nowMs).slice(0, 7)}-01`;
}
