import { type OrderCancelReason, type OrderOutcome, outcomeStatus } from '@tideline/protocol';
import type { CancelReason } from '../../../markets/engine/types.ts';
import { type OrderState, spotOrderView } from './order-view.ts';

const WIRE_REASONS: Readonly<Record<CancelReason | 'reduce-only', OrderCancelReason>> = {
  'unfilled-ioc': 'no-liquidity',
  'post-only-would-take': 'post-only-would-take',
  'self-trade': 'self-trade',
  'reduce-only': 'reduce-only',
  user: 'user',
};

/** An engine's cancel reason (spot or futures) as the wire names it (docs/protocol.md §order outcome). */
export function wireCancelReason(reason: CancelReason | 'reduce-only'): OrderCancelReason {
  return WIRE_REASONS[reason];
}

/** The outcome of a spot order just placed, from its projected state and its done event's reason. */
export function spotOrderOutcome(order: OrderState, cancelReason: CancelReason | null): OrderOutcome {
  const view = spotOrderView(order);
  const open = order.status === 'new' || order.status === 'partially_filled';
  return {
    status: outcomeStatus(order.filledLots > 0, order.filledLots === order.sizeLots, open),
    size: view.buyDelegateCount,
    filled: view.buyDealCount,
    avgPrice: order.filledLots > 0 ? view.marketPrice : null,
    cancelReason: open || cancelReason === null ? null : wireCancelReason(cancelReason),
  };
}
