import { Decimal } from '../decimal/index.ts';

export interface SpreadView {
  /** Best ask minus best bid, with the pair's price decimals. */
  readonly spread: string;
  /** Spread as a percentage of the mid price, 2 decimals (spec §9 percentages). */
  readonly spreadPercent: string;
  /** Halfway between the best bid and ask; one more decimal than a price when the halves need it. */
  readonly mid: string;
}

/** Spread and mid price of the best bid and ask; null while either side is empty. */
export function spreadAndMid(
  bestBid: string | undefined,
  bestAsk: string | undefined,
  pricePlace: number,
): SpreadView | null {
  if (bestBid === undefined || bestAsk === undefined) return null;
  const bid = new Decimal(bestBid);
  const ask = new Decimal(bestAsk);
  const mid = bid.plus(ask).dividedBy(2);
  const spread = ask.minus(bid);
  const percent = mid.isZero() ? new Decimal(0) : spread.dividedBy(mid).times(100);
  return {
    spread: spread.toFixed(pricePlace),
    spreadPercent: percent.toFixed(2, Decimal.ROUND_HALF_UP),
    mid: mid.toFixed(mid.decimalPlaces() > pricePlace ? pricePlace + 1 : pricePlace),
  };
}
