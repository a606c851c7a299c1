import { Decimal, roundHalfUp } from '@tideline/core/decimal';

/**
 * Index, mark and funding: pure functions of the prices they are given, so the exchange stays
 * deterministic. Prices are integer ticks of the contract's price places.
 */

/** What the spot market shows for the pair at one moment (ticks; undefined when absent). */
export interface SpotQuote {
  readonly bid?: number | undefined;
  readonly ask?: number | undefined;
  readonly last?: number | undefined;
}

/**
 * Index price from the spot market: the median of best bid, best ask and last trade, which is the
 * last trade clamped into the spread (a stale or manipulated last print cannot move the index
 * outside the live quotes). Without a last trade it is the mid (rounded down to a tick); with one
 * side of the book missing it is the last trade. Undefined when nothing is known.
 */
export function indexPriceFrom(quote: SpotQuote): number | undefined {
  const { bid, ask, last } = quote;
  if (bid !== undefined && ask !== undefined && bid <= ask) {
    if (last === undefined) return Math.floor((bid + ask) / 2);
    return Math.min(Math.max(last, bid), ask);
  }
  return last;
}

/** Each mark update moves the damped basis this fraction of the way to the observed basis. */
export const BASIS_DAMPING = '0.1';
/** The damped basis never exceeds this fraction of the index (0.5%), so mark stays near index. */
export const MAX_BASIS_FRACTION = '0.005';

export interface MarkUpdate {
  readonly markPrice: number;
  /** The damped basis after this update (ticks, a decimal string kept in the state). */
  readonly basis: string;
  /** This update's premium index sample: damped basis / index. */
  readonly premium: string;
}

/**
 * Mark price = index + damped basis. The observed basis is the futures book's mid minus the index
 * (0 when the futures book has no two-sided quote); the damped basis is an exponential moving
 * average of it (BASIS_DAMPING per update), clamped to +/-MAX_BASIS_FRACTION of the index. The
 * mark is rounded half up to a tick. Damping keeps one large order from moving the mark, and so
 * from liquidating positions, on its own.
 */
export function nextMarkPrice(
  index: number,
  previousBasis: string,
  futuresBid: number | undefined,
  futuresAsk: number | undefined,
): MarkUpdate {
  const observed =
    futuresBid !== undefined && futuresAsk !== undefined && futuresBid <= futuresAsk
      ? new Decimal(futuresBid).plus(futuresAsk).dividedBy(2).minus(index)
      : new Decimal(0);
  const previous = new Decimal(previousBasis);
  const limit = new Decimal(index).times(MAX_BASIS_FRACTION);
  const damped = previous.plus(observed.minus(previous).times(BASIS_DAMPING));
  const basis = Decimal.max(limit.negated(), Decimal.min(limit, damped)).toDecimalPlaces(8);
  const markPrice = Math.max(1, roundHalfUp(basis.plus(index), 0).toNumber());
  const premium = index > 0 ? basis.dividedBy(index).toDecimalPlaces(10) : new Decimal(0);
  return { markPrice, basis: basis.toFixed(), premium: premium.toFixed() };
}

/** Default funding interval: 8 hours. */
export const DEFAULT_FUNDING_INTERVAL_MS = 8 * 60 * 60 * 1000;
/** Interest component per 8 hours (0.01%), scaled to the configured interval. */
export const INTEREST_PER_8H = '0.0001';
/** The interest-minus-premium term is clamped to +/-0.05%. */
export const PREMIUM_CLAMP = '0.0005';
/** Funding rates are kept to 8 decimal places (1e-8 = 0.000001%). */
export const FUNDING_RATE_DECIMALS = 8;

/**
 * Funding rate for one interval: F = P + clamp(I - P, -0.05%, +0.05%), then clamped to the
 * contract's cap, where P is the mean premium index sampled at each mark update of the interval
 * and I the interest rate (0.01% per 8 hours, scaled linearly to the interval). With no premium
 * the rate is the interest rate: longs pay shorts 0.01% per 8 hours. Rounded half up to 8 places.
 */
export function fundingRate(
  premiumSum: string,
  premiumSamples: number,
  intervalMs: number,
  cap: string,
): Decimal {
  const premium = premiumSamples > 0 ? new Decimal(premiumSum).dividedBy(premiumSamples) : new Decimal(0);
  const interest = new Decimal(INTEREST_PER_8H).times(intervalMs).dividedBy(DEFAULT_FUNDING_INTERVAL_MS);
  const clampLimit = new Decimal(PREMIUM_CLAMP);
  const spread = Decimal.max(clampLimit.negated(), Decimal.min(clampLimit, interest.minus(premium)));
  const capLimit = new Decimal(cap);
  const rate = Decimal.max(capLimit.negated(), Decimal.min(capLimit, premium.plus(spread)));
  return roundHalfUp(rate, FUNDING_RATE_DECIMALS);
}

/** The first funding time strictly after `ts`, on the interval's grid from the epoch. */
export function nextFundingTimeAfter(ts: number, intervalMs: number): number {
  return (Math.floor(ts / intervalMs) + 1) * intervalMs;
}
