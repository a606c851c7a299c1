import { parseSafeUnits } from '../fixed-point.ts';
import type { OrderBook } from './order-book.ts';
import type { EngineEvent, OrderType, SelfTradePrevention, Side, TimeInForce } from './types.ts';

/**
 * Order entry shared by the spot and futures venues: the decimal price of an order turned into
 * ticks once, at the venue's edge, and the checked order handed to the matching engine. Each venue
 * keeps its own money rules (balance holds, margin) around these two steps.
 */

/** The limit price in ticks (0 for a market order), or why the order's price is refused. */
export function orderPriceTicks(
  orderType: OrderType,
  price: string | undefined,
  pricePlace: number,
  maxPriceTicks: number,
): number | 'invalid-price' | 'invalid-order' {
  if (orderType === 'limit') {
    const ticks = price === undefined ? undefined : parseSafeUnits(price, pricePlace);
    return ticks === undefined || ticks > maxPriceTicks ? 'invalid-price' : ticks;
  }
  return orderType !== 'market' || price !== undefined ? 'invalid-order' : 0;
}

/** An order the venue has checked and funded, in ticks and lots. */
export interface OrderEntry {
  readonly orderId: number;
  readonly accountId: string;
  readonly side: Side;
  readonly orderType: OrderType;
  /** Ticks; 0 for a market order. */
  readonly price: number;
  /** Lots. */
  readonly size: number;
  readonly timeInForce: TimeInForce | undefined;
  readonly postOnly: boolean | undefined;
  readonly clientOrderId: string | undefined;
  readonly selfTradePrevention: SelfTradePrevention;
  readonly ts: number;
}

/** Hands the order to the book; the book's events (accepted, trades, done, rejected) go to `events`. */
export function enterOrder(book: OrderBook, entry: OrderEntry, events: EngineEvent[]): void {
  book.place(
    {
      type: 'place',
      orderId: entry.orderId,
      accountId: entry.accountId,
      side: entry.side,
      orderType: entry.orderType,
      price: entry.orderType === 'limit' ? entry.price : undefined,
      size: entry.size,
      timeInForce: entry.timeInForce,
      postOnly: entry.postOnly,
      clientOrderId: entry.clientOrderId,
      selfTradePrevention: entry.selfTradePrevention,
      ts: entry.ts,
    },
    events,
  );
}
