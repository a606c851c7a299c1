import { Decimal } from '@tideline/core/decimal';
import type { copyRecordsQuery } from '@tideline/protocol/copy-trading/schemas';
import { type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import { accountIdOf, type VenueName } from '../../platform/trading-account.ts';
import type { FuturesService } from '../futures/index.ts';
import { copyAccountId, equityOf, positionWire } from './copy-account.ts';
import { DAY_MS, leadStatistics } from './lead-stats.ts';
import { expandMoveRecords } from './move-records.ts';
import { cumulativeProfit } from './profit-share.ts';
import type { CopyDb, CopyTables } from './tables.ts';

/** Gateway views of copy trading: lead cards and profiles, copies and records, built from rows and the futures venue. */

const HISTORY_LIMIT = 50;

export async function leadCard(
  db: CopyDb,
  futures: FuturesService,
  venue: VenueName,
  leadId: number,
  windowDays: number,
  now: number,
) {
  const lead = await db
    .selectFrom('copy_leads')
    .selectAll()
    .where('user_id', '=', leadId)
    .executeTakeFirstOrThrow();
  const since = (Math.floor(now / DAY_MS) - windowDays + 1) * DAY_MS;
  const trades = await db
    .selectFrom('copy_lead_moves')
    .select(['at', 'pnl'])
    .where('venue', '=', venue)
    .where('lead_id', '=', leadId)
    .where('action', 'in', ['reduce', 'close'])
    .where('at', '>=', since)
    .execute();
  const copies = await db
    .selectFrom('copy_copies')
    .select(['id', 'investment'])
    .where('venue', '=', venue)
    .where('lead_id', '=', leadId)
    .where('state', '=', 'active')
    .execute();
  const equity = equityOf(futures, venue, accountIdOf(leadId)).toFixed();
  const { dailyPnl, ...stats } = leadStatistics(
    trades.map((trade) => ({ at: Number(trade.at), pnl: trade.pnl })),
    equity,
    windowDays,
    now,
  );
  const underCopy = copies.reduce(
    (sum, copy) => sum.plus(equityOf(futures, venue, copyAccountId(copy.id))),
    new Decimal(0),
  );
  return {
    traderId: String(leadId),
    nickname: lead.nickname,
    avatar: lead.avatar,
    bio: lead.bio,
    tags: lead.tags,
    profitShareRate: new Decimal(lead.profit_share_rate).toFixed(),
    followers: copies.length,
    maxFollowers: lead.max_followers,
    assetsUnderCopy: underCopy.toFixed(),
    stats,
    dailyPnl,
  };
}

export async function leadProfile(
  db: CopyDb,
  futures: FuturesService,
  venue: VenueName,
  leadId: number,
  windowDays: number,
  now: number,
) {
  const card = await leadCard(db, futures, venue, leadId, windowDays, now);
  const history = await db
    .selectFrom('copy_lead_moves')
    .selectAll()
    .where('venue', '=', venue)
    .where('lead_id', '=', leadId)
    .where('action', 'in', ['reduce', 'close'])
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return {
    ...card,
    positions: futures.exchanges[venue].positionsOf(accountIdOf(leadId)).map(positionWire),
    history: history.map((move) => ({
      symbol: move.symbol,
      direction: move.direction,
      size: new Decimal(move.from_size).minus(move.to_size).toFixed(),
      price: new Decimal(move.price).toFixed(),
      pnl: new Decimal(move.pnl).toFixed(),
      at: Number(move.at),
    })),
  };
}

export async function copySummary(
  db: CopyDb,
  futures: FuturesService,
  copies: readonly Selectable<CopyTables['copy_copies']>[],
) {
  const leadIds = [...new Set(copies.map((copy) => copy.lead_id))];
  const leads =
    leadIds.length === 0
      ? []
      : await db
          .selectFrom('copy_leads')
          .select(['user_id', 'nickname'])
          .where('user_id', 'in', leadIds)
          .execute();
  return copies.map((copy) => {
    const account = copyAccountId(copy.id);
    const equity = equityOf(futures, copy.venue, account);
    const positions = futures.exchanges[copy.venue].positionsOf(account);
    return {
      copyId: String(copy.id),
      traderId: String(copy.lead_id),
      nickname: leads.find((lead) => lead.user_id === copy.lead_id)?.nickname ?? '',
      followerId: String(copy.follower_id),
      mode: copy.mode,
      fixedMargin: copy.fixed_margin === null ? null : new Decimal(copy.fixed_margin).toFixed(),
      multiple: copy.multiple === null ? null : new Decimal(copy.multiple).toFixed(),
      investment: new Decimal(copy.investment).toFixed(),
      takeProfitPercent:
        copy.take_profit_percent === null ? null : new Decimal(copy.take_profit_percent).toFixed(),
      stopLossPercent: copy.stop_loss_percent === null ? null : new Decimal(copy.stop_loss_percent).toFixed(),
      symbols: copy.symbols,
      state:
        copy.state === 'stopped'
          ? ('stopped' as const)
          : copy.state === 'stopping'
            ? ('stopping' as const)
            : ('active' as const),
      equity: equity.toFixed(),
      realisedProfit: cumulativeProfit(
        copy.state === 'stopped' ? '0' : equity.toFixed(),
        copy.share_paid,
        copy.returned,
        copy.investment,
      ),
      profitSharePaid: new Decimal(copy.share_paid).toFixed(),
      positions: positions.map(positionWire),
      startedAt: Number(copy.started_at),
      stoppedAt: copy.stopped_at === null ? null : Number(copy.stopped_at),
    };
  });
}

/**
 * The three sources of records in the list's order for equal times (orders, then profit shares,
 * then stops; each by id descending), and a page's `before` cursor (`<at>:<source>-<id>`).
 */
const SOURCE_RANK = { order: 3, share: 2, stop: 1 } as const;
type RecordSource = keyof typeof SOURCE_RANK;

interface RecordCursor {
  readonly at: number;
  readonly source: RecordSource;
  readonly id: string;
}

function parseRecordCursor(before: string | undefined): RecordCursor | undefined {
  const match = before === undefined ? null : /^(\d+):(order|share|stop)-(\d+)$/.exec(before);
  if (match === null) return undefined;
  return { at: Number(match[1]), source: match[2] as RecordSource, id: match[3]! };
}

/** The rows of `source` that come after the cursor in the list's order. */
function afterCursor(
  cursor: RecordCursor | undefined,
  source: RecordSource,
  atColumn: string,
  idColumn: string,
) {
  if (cursor === undefined) return sql<boolean>`true`;
  const at = sql.ref(atColumn);
  const id = sql.ref(idColumn);
  const rank = SOURCE_RANK[source] - SOURCE_RANK[cursor.source];
  if (rank < 0) return sql<boolean>`${at} <= ${cursor.at}`;
  if (rank > 0) return sql<boolean>`${at} < ${cursor.at}`;
  return sql<boolean>`(${at} < ${cursor.at} or (${at} = ${cursor.at} and ${id} < ${cursor.id}))`;
}

function recordOrder(a: { at: number; id: string }, b: { at: number; id: string }): number {
  const [sourceA, idA] = a.id.split('-') as [RecordSource, string];
  const [sourceB, idB] = b.id.split('-') as [RecordSource, string];
  const id = BigInt(idB) - BigInt(idA);
  return b.at - a.at || SOURCE_RANK[sourceB] - SOURCE_RANK[sourceA] || (id > 0n ? 1 : id < 0n ? -1 : 0);
}

type RecordKind = 'copied' | 'skipped' | 'profit-share-paid' | 'profit-share-received' | 'stopped';

/** My copy history: copied and skipped orders, profit share paid and received, and stops, newest first. */
export async function copyRecords(
  db: CopyDb,
  user: { venue: VenueName; userId: number },
  query: z.output<typeof copyRecordsQuery>,
) {
  const from = query.from ?? 0;
  const to = query.to ?? Number.MAX_SAFE_INTEGER;
  const wants = (kind: RecordKind) => query.kind === undefined || query.kind === kind;
  const cursor = parseRecordCursor(query.before);
  const records: Array<{
    id: string;
    kind: RecordKind;
    copyId: string;
    traderId: string;
    symbol: string | null;
    action: 'open' | 'add' | 'reduce' | 'close' | null;
    direction: 'long' | 'short' | null;
    size: string | null;
    amount: string | null;
    skipReason: 'insufficient-margin' | 'below-minimum-size' | 'symbol-not-selected' | 'order-refused' | null;
    at: number;
  }> = [];
  if (wants('copied') || wants('skipped')) {
    // A move's records are one row until the copier expands them: expand first, so every
    // committed move's records are read (expandMoveRecords is safe beside the copier's own).
    await expandMoveRecords(db);
    const orders = await db
      .selectFrom('copy_orders')
      .innerJoin('copy_copies', 'copy_copies.id', 'copy_orders.copy_id')
      .innerJoin('copy_lead_moves', 'copy_lead_moves.id', 'copy_orders.move_id')
      .select([
        'copy_orders.id',
        'copy_orders.state',
        'copy_orders.copy_id',
        'copy_copies.lead_id',
        'copy_lead_moves.symbol',
        'copy_orders.action',
        'copy_lead_moves.direction',
        'copy_orders.size',
        'copy_orders.filled',
        'copy_orders.skip_reason',
        'copy_orders.at',
      ])
      .where('copy_copies.venue', '=', user.venue)
      .where('copy_copies.follower_id', '=', user.userId)
      // The kind is chosen here, not after the limit, so a page of one kind is a full page.
      .where('copy_orders.state', 'in', (['copied', 'skipped'] as const).filter(wants))
      .where('copy_orders.at', '>=', from)
      .where('copy_orders.at', '<=', to)
      .where(afterCursor(cursor, 'order', 'copy_orders.at', 'copy_orders.id'))
      .orderBy('copy_orders.at', 'desc')
      .orderBy('copy_orders.id', 'desc')
      .limit(query.limit)
      .execute();
    for (const order of orders) {
      const kind = order.state === 'copied' ? 'copied' : 'skipped';
      if (!wants(kind)) continue;
      records.push({
        id: `order-${order.id}`,
        kind,
        copyId: String(order.copy_id),
        traderId: String(order.lead_id),
        symbol: order.symbol,
        action: order.action,
        direction: order.direction,
        size: new Decimal(order.state === 'copied' ? (order.filled ?? order.size) : order.size).toFixed(),
        amount: null,
        skipReason: order.skip_reason as (typeof records)[number]['skipReason'],
        at: Number(order.at),
      });
    }
  }
  for (const side of ['paid', 'received'] as const) {
    const kind = side === 'paid' ? 'profit-share-paid' : 'profit-share-received';
    if (!wants(kind)) continue;
    const shares = await db
      .selectFrom('copy_settlements')
      .innerJoin('copy_copies', 'copy_copies.id', 'copy_settlements.copy_id')
      .select([
        'copy_settlements.id',
        'copy_settlements.copy_id',
        'copy_copies.lead_id',
        'copy_settlements.amount',
        'copy_settlements.at',
      ])
      .where('copy_copies.venue', '=', user.venue)
      .where(side === 'paid' ? 'copy_copies.follower_id' : 'copy_copies.lead_id', '=', user.userId)
      .where('copy_settlements.state', '=', 'paid')
      .where('copy_settlements.at', '>=', from)
      .where('copy_settlements.at', '<=', to)
      .where(afterCursor(cursor, 'share', 'copy_settlements.at', 'copy_settlements.id'))
      .orderBy('copy_settlements.at', 'desc')
      .orderBy('copy_settlements.id', 'desc')
      .limit(query.limit)
      .execute();
    for (const share of shares) {
      records.push({
        id: `share-${share.id}`,
        kind,
        copyId: String(share.copy_id),
        traderId: String(share.lead_id),
        symbol: null,
        action: null,
        direction: null,
        size: null,
        amount: new Decimal(share.amount).toFixed(),
        skipReason: null,
        at: Number(share.at),
      });
    }
  }
  if (wants('stopped')) {
    const stopped = await db
      .selectFrom('copy_copies')
      .selectAll()
      .where('venue', '=', user.venue)
      .where('follower_id', '=', user.userId)
      .where('state', '=', 'stopped')
      .where('stopped_at', '>=', from)
      .where('stopped_at', '<=', to)
      .where(afterCursor(cursor, 'stop', 'stopped_at', 'id'))
      .orderBy('stopped_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .execute();
    for (const copy of stopped) {
      records.push({
        id: `stop-${copy.id}`,
        kind: 'stopped',
        copyId: String(copy.id),
        traderId: String(copy.lead_id),
        symbol: null,
        action: null,
        direction: null,
        size: null,
        amount: new Decimal(copy.returned).toFixed(),
        skipReason: null,
        at: Number(copy.stopped_at),
      });
    }
  }
  return records.sort(recordOrder).slice(0, query.limit);
}
