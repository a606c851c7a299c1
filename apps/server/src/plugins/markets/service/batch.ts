import type { Insertable } from 'kysely';
import type { ExchangeCommand, ExchangeEvent } from '../../../markets/exchange-types.ts';
import type { Candle } from '../../../markets/minute-candles.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import type { AssetRecordsTable, FillsTable, PlanOrdersTable, TradesTable } from '../tables.ts';
import type { OrderState } from '../views/order-view.ts';

/**
 * Everything one group commit writes: the journal entries of the commands applied since the last
 * commit and the projection rows their events produced. It is committed in one transaction, and
 * only then are the waiting requests answered and the events published.
 */
export class Batch {
  readonly journal: Array<{ seq: number; venue: VenueName; command: ExchangeCommand }> = [];
  readonly orders = new Map<string, { venue: VenueName; order: OrderState }>();
  readonly fills: Array<Insertable<FillsTable>> = [];
  readonly trades: Array<Insertable<TradesTable>> = [];
  readonly candles = new Map<string, { symbol: string; candle: Candle }>();
  readonly records: Array<Insertable<AssetRecordsTable>> = [];
  readonly plans = new Map<number, Insertable<PlanOrdersTable>>();
  readonly events: Array<{ venue: VenueName; event: ExchangeEvent }> = [];
  readonly touchedSymbols = new Set<string>();
  readonly waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];

  get isEmpty(): boolean {
    return (
      this.journal.length === 0 &&
      this.records.length === 0 &&
      this.plans.size === 0 &&
      this.waiters.length === 0
    );
  }

  stageOrder(venue: VenueName, order: OrderState): void {
    this.orders.set(`${venue}:${order.orderNo}`, { venue, order: { ...order } });
  }

  stageCandle(symbol: string, candle: Candle): void {
    this.candles.set(`${symbol}:${candle.openTime}`, { symbol, candle: { ...candle } });
  }
}
