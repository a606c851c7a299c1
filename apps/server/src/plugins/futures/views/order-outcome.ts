import { Decimal } from '@tideline/core/decimal';
import { type OrderOutcome, outcomeStatus } from '@tideline/protocol';
import type { FuturesEvent, FuturesOrderEvent } from '../../../futures/types.ts';
import { wireCancelReason } from '../../markets/index.ts';

/**
 * The outcome of a futures order just placed, from the command's events: its own order events
 * (first the acceptance, with the size it was accepted for; last its state now) and the trades it
 * took. `pricePlace` rounds the average fill price down to the contract's price decimals.
 */
export function futuresOrderOutcome(
  own: readonly FuturesOrderEvent[],
  events: readonly FuturesEvent[],
  pricePlace: number,
): OrderOutcome {
  const first = own[0]!;
  const last = own.at(-1)!;
  let filled = new Decimal(0);
  let value = new Decimal(0);
  for (const event of events) {
    if (event.type !== 'trade') continue;
    if (event.takerOrderId !== first.orderId && event.makerOrderId !== first.orderId) continue;
    filled = filled.plus(event.size);
    value = value.plus(new Decimal(event.price).times(event.size));
  }
  const size = new Decimal(first.size);
  const done = last.status === 'done';
  return {
    status: outcomeStatus(filled.greaterThan(0), filled.greaterThanOrEqualTo(size), !done),
    size: size.toFixed(),
    filled: filled.toFixed(),
    avgPrice: filled.isZero()
      ? null
      : value.dividedBy(filled).toDecimalPlaces(pricePlace, Decimal.ROUND_DOWN).toFixed(),
    cancelReason: done && last.cancelReason !== undefined ? wireCancelReason(last.cancelReason) : null,
  };
}
