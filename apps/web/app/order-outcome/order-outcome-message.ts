import { formatByPrecision, formatNumber } from '@tideline/core/format';
import type { OrderCancelReason, OrderOutcome, OrderOutcomeStatus } from '@tideline/protocol';
import type { OrderOutcomeMessages, OrderOutcomeText } from './i18n/use-order-outcome-text.ts';

export type OutcomeToastKind = 'success' | 'info' | 'warning' | 'error';

export interface OutcomeToast {
  readonly type: OutcomeToastKind;
  readonly message: string;
}

const REASON_KEYS: Readonly<Record<OrderCancelReason, keyof OrderOutcomeMessages>> = {
  'no-liquidity': 'reasonNoLiquidity',
  'post-only-would-take': 'reasonPostOnly',
  'self-trade': 'reasonSelfTrade',
  'reduce-only': 'reasonReduceOnly',
  user: 'reasonUser',
};

/** The toast kind per status: only an order that filled or rests reads as a success. */
const KINDS: Readonly<Record<OrderOutcomeStatus, OutcomeToastKind>> = {
  filled: 'success',
  'partially-filled-resting': 'success',
  'partially-filled-cancelled': 'warning',
  cancelled: 'error',
  resting: 'success',
};

/**
 * What the page says after placing an order (issue #18): the fill, the partial fill and what
 * became of the rest, or why nothing filled; "Order placed" only for an order resting unfilled.
 */
export function orderOutcomeToast(
  outcome: OrderOutcome,
  t: OrderOutcomeText,
  market: { readonly coin: string; readonly pricePlace: number },
): OutcomeToast {
  const values = {
    coin: market.coin,
    size: formatNumber(outcome.size, { trimZeros: true }),
    filled: formatNumber(outcome.filled, { trimZeros: true }),
    price: outcome.avgPrice === null ? '' : formatByPrecision(outcome.avgPrice, market.pricePlace),
    reason: t(outcome.cancelReason === null ? 'reasonUnknown' : REASON_KEYS[outcome.cancelReason]),
  };
  const key: Readonly<Record<OrderOutcomeStatus, keyof OrderOutcomeMessages>> = {
    filled: 'filled',
    'partially-filled-resting': 'partlyFilledResting',
    'partially-filled-cancelled': 'partlyFilledCancelled',
    cancelled: 'notFilled',
    resting: 'resting',
  };
  return { type: KINDS[outcome.status], message: t(key[outcome.status], values) };
}
