import { OrderBook } from '../engine/order-book.ts';
import type { BookSnapshot, Side } from '../engine/types.ts';
import type { FeeTierName } from '../ledger/fee-tiers.ts';
import { Ledger, type LedgerSnapshot } from '../ledger/ledger.ts';
import { clientKey, type SpotCore } from './core.ts';

// The state as plain JSON, and back (the server stores it; the journal replays what came after).

export interface ExchangeSnapshot {
  readonly version: 1;
  readonly nextOrderId: number;
  readonly books: Readonly<Record<string, BookSnapshot>>;
  readonly ledger: LedgerSnapshot;
  readonly orders: ReadonlyArray<{
    readonly orderId: number;
    readonly symbol: string;
    readonly accountId: string;
    readonly side: Side;
    readonly clientOrderId: string | undefined;
    readonly limitPrice: number;
    readonly hold: string;
  }>;
  readonly feeTiers: ReadonlyArray<readonly [string, FeeTierName]>;
}

export function snapshot(e: SpotCore): ExchangeSnapshot {
  const books: Record<string, BookSnapshot> = {};
  for (const [symbol, market] of e.markets) books[symbol] = market.book.snapshot();
  return {
    version: 1,
    nextOrderId: e.nextOrderId,
    books,
    ledger: e.ledger.snapshot(),
    orders: [...e.orders].map(([orderId, record]) => ({
      orderId,
      symbol: record.symbol,
      accountId: record.accountId,
      side: record.side,
      clientOrderId: record.clientOrderId,
      limitPrice: record.limitPrice,
      hold: record.hold.toString(),
    })),
    feeTiers: [...e.feeTiers],
  };
}

/** Loads `snapshot` into `e`, a core just built with the snapshot's symbols (or more). */
export function restoreInto(e: SpotCore, snapshot: ExchangeSnapshot): void {
  e.nextOrderId = snapshot.nextOrderId;
  e.ledger = Ledger.restore(snapshot.ledger);
  for (const [symbol, book] of Object.entries(snapshot.books)) {
    const market = e.markets.get(symbol);
    if (market === undefined) throw new Error(`snapshot has unknown symbol ${symbol}`);
    e.markets.set(symbol, { ...market, book: OrderBook.restore(book, e.stamps) });
  }
  for (const order of snapshot.orders) {
    e.orders.set(order.orderId, {
      symbol: order.symbol,
      accountId: order.accountId,
      side: order.side,
      clientOrderId: order.clientOrderId,
      limitPrice: order.limitPrice,
      hold: BigInt(order.hold),
    });
    if (order.clientOrderId !== undefined) {
      e.clientOrderIds.set(clientKey(order.accountId, order.clientOrderId), order.orderId);
    }
  }
  for (const [accountId, tier] of snapshot.feeTiers) e.feeTiers.set(accountId, tier);
}
