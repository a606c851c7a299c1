import { sql } from 'kysely';
import type { P2pDb } from './tables.ts';

const MONTH_MS = 30 * 86_400_000;

export interface MerchantStats {
  userId: number;
  nickname: string;
  orders30d: number;
  completionRate: string | null;
  avgReleaseSeconds: number | null;
  avgPaySeconds: number | null;
}

/**
 * Merchant statistics from real orders, as a party on either side: completed orders over the
 * last 30 days, completed over closed (completed plus cancelled, in percent), the average time
 * from paid to released as seller and from order to paid as buyer.
 */
export async function merchantStats(
  db: P2pDb,
  userIds: readonly number[],
  nowMs: number,
  nicknames: ReadonlyMap<number, string>,
): Promise<Map<number, MerchantStats>> {
  const stats = new Map<number, MerchantStats>();
  for (const userId of userIds)
    stats.set(userId, {
      userId,
      nickname: nicknames.get(userId) ?? `user${userId}`,
      orders30d: 0,
      completionRate: null,
      avgReleaseSeconds: null,
      avgPaySeconds: null,
    });
  if (userIds.length === 0) return stats;
  const since = nowMs - MONTH_MS;
  const rows = await sql<{
    party: number;
    recent: string | number;
    completed: string | number;
    cancelled: string | number;
    release_ms: string | null;
    pay_ms: string | null;
  }>`
    select party,
      count(*) filter (where state = 'completed' and closed_at >= ${since}) as recent,
      count(*) filter (where state = 'completed') as completed,
      count(*) filter (where state = 'cancelled') as cancelled,
      avg(closed_at - paid_at) filter (where role = 'seller' and state = 'completed' and paid_at is not null)::text as release_ms,
      avg(paid_at - created_at) filter (where role = 'buyer' and paid_at is not null)::text as pay_ms
    from (
      select buyer_id as party, 'buyer' as role, state, created_at, paid_at, closed_at from p2p_orders
      union all
      select seller_id as party, 'seller' as role, state, created_at, paid_at, closed_at from p2p_orders
    ) parties
    where party in (${sql.join(userIds)})
    group by party`.execute(db);
  for (const row of rows.rows) {
    const entry = stats.get(Number(row.party));
    if (!entry) continue;
    const completed = Number(row.completed);
    const closed = completed + Number(row.cancelled);
    entry.orders30d = Number(row.recent);
    entry.completionRate = closed === 0 ? null : ((completed * 100) / closed).toFixed(2);
    entry.avgReleaseSeconds = row.release_ms === null ? null : Math.round(Number(row.release_ms) / 1000);
    entry.avgPaySeconds = row.pay_ms === null ? null : Math.round(Number(row.pay_ms) / 1000);
  }
  return stats;
}
