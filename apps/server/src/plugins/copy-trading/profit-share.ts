import { Decimal } from '@tideline/core/decimal';

/**
 * Profit share with a high-water mark (issue #24): at each settlement the lead receives `rate` of
 * the follower's cumulative realised net profit above the highest level already shared on, so a
 * loss recovered is never shared twice. Amounts in USDT; the share is rounded down to 8 places.
 */
export interface ProfitShareState {
  /** Realised net profit of the copy since it started (before any share paid), USDT. */
  readonly cumulativeProfit: string;
  /** The cumulative profit at which a share was last paid (0 at the start). */
  readonly highWaterMark: string;
  /** Percent, e.g. '10'. */
  readonly ratePercent: string;
}

export interface ProfitShareSettlement {
  readonly share: string;
  readonly highWaterMark: string;
}

export function settleProfitShare(state: ProfitShareState): ProfitShareSettlement {
  const cumulative = new Decimal(state.cumulativeProfit);
  const mark = new Decimal(state.highWaterMark);
  if (cumulative.lte(mark)) return { share: '0', highWaterMark: mark.toFixed() };
  const share = cumulative.minus(mark).mul(state.ratePercent).div(100).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  return { share: share.toFixed(), highWaterMark: cumulative.toFixed() };
}

/**
 * A copy's cumulative realised net profit: what it holds now, plus what it already paid out as
 * share and returned to the futures wallet, less what went in. Read when the copy holds no position.
 */
export function cumulativeProfit(
  equity: string,
  sharePaid: string,
  returned: string,
  invested: string,
): string {
  return new Decimal(equity).plus(sharePaid).plus(returned).minus(invested).toFixed();
}
