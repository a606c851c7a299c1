import type { P2pOrderState } from '@tideline/protocol/p2p/markets';

/**
 * What an order's page shows and offers, without React (docs/protocol-p2p.md, the order state
 * machine): the step the order is at, which of its moves the caller may make now, and the time
 * left on its clock. The gateway decides again; buttons only appear where it would agree.
 */

export type OrderStep = 'pay' | 'release' | 'done';

export interface OrderView {
  state: P2pOrderState;
  /** The caller's side: `buy` receives the crypto and pays the fiat. */
  mySide: 'buy' | 'sell';
  payBy: number;
  appealFrom: number | null;
}

export interface OrderMoves {
  markPaid: boolean;
  cancel: boolean;
  confirm: boolean;
  appeal: boolean;
}

export function orderStep(state: P2pOrderState): OrderStep {
  if (state === 'pendingPayment') return 'pay';
  if (state === 'paid' || state === 'appealing') return 'release';
  return 'done';
}

export function orderMoves(order: OrderView, nowMs: number): OrderMoves {
  const buyer = order.mySide === 'buy';
  const payable = order.state === 'pendingPayment' && nowMs < order.payBy;
  return {
    markPaid: buyer && payable,
    cancel: buyer && order.state === 'pendingPayment',
    confirm: !buyer && (order.state === 'paid' || order.state === 'appealing'),
    // Offered through the whole wait: the countdown runs on this device's clock, which may differ
    // from the gateway's, so the gateway decides and an early appeal gets its refusal.
    appeal: order.state === 'paid',
  };
}

/** The deadline the page counts down to: the payment window, then the appeal wait; null after. */
export function orderDeadline(order: OrderView): number | null {
  if (order.state === 'pendingPayment') return order.payBy;
  if (order.state === 'paid') return order.appealFrom;
  return null;
}

/** `mm:ss` (or `h:mm:ss`) left until `deadline`, never below zero. */
export function countdownText(deadline: number, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((deadline - nowMs) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  const tail = `${pad(minutes)}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${tail}` : tail;
}
