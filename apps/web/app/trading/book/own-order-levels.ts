import { Decimal } from '@tideline/core/decimal';

/** A resting order as the book marks it (each venue's open orders mapped to this). */
export interface RestingOrder {
  readonly orderType: string;
  readonly side: 'buy' | 'sell';
  /** The order's limit price. */
  readonly buyPrice: string;
}

export interface OwnOrderLevels {
  bids: ReadonlySet<string>;
  asks: ReadonlySet<string>;
}

/**
 * The book levels holding the trader's own open limit orders at the shown grouping step: a buy
 * sits in the bid bucket at or below its price, a sell in the ask bucket at or above, the same way
 * the gateway groups the book (markets protocol §2).
 */
export function ownOrderLevels(
  orders: readonly RestingOrder[],
  step: string,
  pricePlace: number,
): OwnOrderLevels {
  const bids = new Set<string>();
  const asks = new Set<string>();
  const size = new Decimal(step);
  for (const order of orders) {
    if (order.orderType !== 'limit' || size.isZero()) continue;
    const rounding = order.side === 'buy' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
    const bucket = new Decimal(order.buyPrice).dividedBy(size).toDecimalPlaces(0, rounding).times(size);
    (order.side === 'buy' ? bids : asks).add(bucket.toFixed(pricePlace));
  }
  return { bids, asks };
}
