import type { CompiledQuery, Insertable, Selectable } from 'kysely';
import { commitTogether } from '../../../db/commit-together.ts';
import type { ExchangeCommand } from '../../../markets/exchange-types.ts';
import { formatUnits, parseUnits } from '../../../markets/fixed-point.ts';
import type { Candle } from '../../../markets/minute-candles.ts';
import { getSymbol, LEDGER_DECIMALS } from '../../../markets/symbols.ts';
import {
  type SnapshotWriteStats,
  type TakenSnapshot,
  writeSnapshotParts,
} from '../../../platform/engine-snapshot-store.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import type { CandlesTable, MarketsDb, OrdersTable } from '../tables.ts';
import type { OrderState } from '../views/order-view.ts';
import type { Batch } from './batch.ts';

/** Rows per multi-row statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;
const TRADE_RETENTION_MS = 24 * 3600_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) result.push(rows.slice(i, i + CHUNK));
  return result;
}

export function orderRow(venue: VenueName, order: OrderState): Insertable<OrdersTable> {
  const spec = getSymbol(order.symbol);
  return {
    order_no: order.orderNo,
    venue,
    user_id: order.userId,
    symbol: order.symbol,
    side: order.side,
    order_type: order.orderType,
    price: order.price,
    size: formatUnits(order.sizeLots, spec.quotePrecision),
    filled: formatUnits(order.filledLots, spec.quotePrecision),
    quote_filled: formatUnits(order.quoteFilled, LEDGER_DECIMALS),
    fee: formatUnits(order.fee, LEDGER_DECIMALS),
    fee_asset: order.feeAsset,
    time_in_force: order.timeInForce,
    post_only: order.postOnly,
    client_order_id: order.clientOrderId,
    tracking_type: order.trackingType,
    status: order.status,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
  };
}

export function orderFromRow(row: Selectable<OrdersTable>): OrderState {
  const spec = getSymbol(row.symbol);
  const lots = (text: string) => Number(parseUnits(String(text), spec.quotePrecision) ?? 0n);
  const units = (text: string) => parseUnits(String(text), LEDGER_DECIMALS) ?? 0n;
  return {
    orderNo: Number(row.order_no),
    userId: row.user_id,
    symbol: row.symbol,
    side: row.side,
    orderType: row.order_type,
    price:
      row.price === null
        ? null
        : formatUnits(parseUnits(String(row.price), spec.pricePlace) ?? 0n, spec.pricePlace),
    sizeLots: lots(row.size),
    filledLots: lots(row.filled),
    quoteFilled: units(row.quote_filled),
    fee: units(row.fee),
    feeAsset: row.fee_asset,
    timeInForce: row.time_in_force,
    postOnly: row.post_only,
    clientOrderId: row.client_order_id,
    trackingType: row.tracking_type === 1 ? 1 : 0,
    status: row.status,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export function candleRow(symbol: string, candle: Candle): Insertable<CandlesTable> {
  const spec = getSymbol(symbol);
  const price = (ticks: number) => formatUnits(ticks, spec.pricePlace);
  return {
    symbol,
    open_time: candle.openTime,
    open: price(candle.open),
    high: price(candle.high),
    low: price(candle.low),
    close: price(candle.close),
    volume: formatUnits(candle.volume, spec.quotePrecision),
    quote_volume: formatUnits(candle.quoteVolume, LEDGER_DECIMALS),
    trades: candle.trades,
  };
}

export function candleFromRow(row: Selectable<CandlesTable>): Candle {
  const spec = getSymbol(row.symbol);
  const ticks = (text: string) => Number(parseUnits(String(text), spec.pricePlace) ?? 0n);
  return {
    openTime: Number(row.open_time),
    open: ticks(row.open),
    high: ticks(row.high),
    low: ticks(row.low),
    close: ticks(row.close),
    volume: Number(parseUnits(String(row.volume), spec.quotePrecision) ?? 0n),
    quoteVolume: parseUnits(String(row.quote_volume), LEDGER_DECIMALS) ?? 0n,
    trades: row.trades,
  };
}

export async function insertCandles(
  db: MarketsDb,
  symbol: string,
  candles: readonly Candle[],
): Promise<void> {
  for (const part of chunks(candles)) {
    await db
      .insertInto('markets_candles')
      .values(part.map((candle) => candleRow(symbol, candle)))
      .onConflict((oc) => oc.columns(['symbol', 'open_time']).doNothing())
      .execute();
  }
}

/** Writes one group commit in one transaction: journal first, then every projection row. */
export async function writeBatch(db: MarketsDb, batch: Batch): Promise<void> {
  // Sent whole to the database (db/commit-together.ts): no turn of this thread inside the transaction.
  const statements: CompiledQuery[] = [];
  for (const part of chunks(batch.journal)) {
    statements.push(
      db
        .insertInto('markets_journal')
        .values(
          part.map((entry) => ({
            seq: entry.seq,
            venue: entry.venue,
            command: JSON.stringify(entry.command),
          })),
        )
        .compile(),
    );
  }
  for (const part of chunks([...batch.orders.values()])) {
    statements.push(
      db
        .insertInto('markets_orders')
        .values(part.map(({ venue, order }) => orderRow(venue, order)))
        .onConflict((oc) =>
          oc.columns(['venue', 'order_no']).doUpdateSet((eb) => ({
            filled: eb.ref('excluded.filled'),
            quote_filled: eb.ref('excluded.quote_filled'),
            fee: eb.ref('excluded.fee'),
            status: eb.ref('excluded.status'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .compile(),
    );
  }
  for (const part of chunks(batch.fills))
    statements.push(db.insertInto('markets_fills').values(part).compile());
  for (const part of chunks(batch.trades))
    statements.push(db.insertInto('markets_trades').values(part).compile());
  for (const part of chunks([...batch.candles.values()])) {
    statements.push(
      db
        .insertInto('markets_candles')
        .values(part.map(({ symbol, candle }) => candleRow(symbol, candle)))
        .onConflict((oc) =>
          oc.columns(['symbol', 'open_time']).doUpdateSet((eb) => ({
            high: eb.ref('excluded.high'),
            low: eb.ref('excluded.low'),
            close: eb.ref('excluded.close'),
            volume: eb.ref('excluded.volume'),
            quote_volume: eb.ref('excluded.quote_volume'),
            trades: eb.ref('excluded.trades'),
          })),
        )
        .compile(),
    );
  }
  for (const part of chunks(batch.records))
    statements.push(db.insertInto('markets_asset_records').values(part).compile());
  for (const plan of batch.plans.values()) {
    statements.push(
      db
        .insertInto('markets_plan_orders')
        .values(plan)
        .onConflict((oc) =>
          oc.column('plan_no').doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            order_no: eb.ref('excluded.order_no'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .compile(),
    );
  }
  await commitTogether(db, statements);
}

/**
 * Writes the venues' incremental snapshots (parts taken at a batch boundary) in their own
 * transaction, after the orders they cover are committed and acknowledged (issue #22 item 3): a
 * snapshot never delays an order's answer. The journal up to each snapshot's seq is pruned, and the
 * venue's whole snapshot of before incremental snapshots removed, in the same transaction.
 */
export async function writeSnapshots(
  db: MarketsDb,
  snapshots: readonly TakenSnapshot[],
): Promise<SnapshotWriteStats> {
  if (snapshots.length === 0) return { parts: 0, bytes: 0 };
  return writeSnapshotParts(db, 'spot', snapshots, async (tx, snapshot) => {
    const venue = snapshot.venue as VenueName;
    // Public trades are kept for a day (REST and stream snapshots need only the latest ones).
    if (venue === 'live')
      await tx
        .deleteFrom('markets_trades')
        .where('created_at', '<', Date.now() - TRADE_RETENTION_MS)
        .execute();
    await tx.deleteFrom('markets_snapshots').where('venue', '=', venue).execute();
    // The snapshot now covers these commands; replay never needs them again.
    await tx
      .deleteFrom('markets_journal')
      .where('venue', '=', venue)
      .where('seq', '<=', snapshot.seq)
      .execute();
  });
}

export interface StoredVenue {
  snapshot: { seq: number; state: unknown } | undefined;
  journal: Array<{ seq: number; command: ExchangeCommand }>;
}

/**
 * The venue's whole snapshot (written before incremental snapshots) and the journal after it; or,
 * given the sequence of the venue's snapshot parts, the journal after those.
 */
export async function loadVenue(db: MarketsDb, venue: VenueName, partsSeq?: number): Promise<StoredVenue> {
  const snapshotRow =
    partsSeq !== undefined
      ? undefined
      : await db
          .selectFrom('markets_snapshots')
          .select(['seq', 'state'])
          .where('venue', '=', venue)
          .executeTakeFirst();
  const fromSeq = partsSeq ?? (snapshotRow === undefined ? 0 : Number(snapshotRow.seq));
  const rows = await db
    .selectFrom('markets_journal')
    .select(['seq', 'command'])
    .where('venue', '=', venue)
    .where('seq', '>', fromSeq)
    .orderBy('seq')
    .execute();
  return {
    snapshot: snapshotRow === undefined ? undefined : { seq: fromSeq, state: snapshotRow.state },
    journal: rows.map((row) => ({ seq: Number(row.seq), command: row.command })),
  };
}
