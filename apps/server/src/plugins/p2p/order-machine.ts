import type { P2pOrderState } from '@tideline/protocol/p2p/markets';
import { P2pCode, type P2pCodeValue } from './codes.ts';

/**
 * The P2P order state machine (issue #25): who may do what from which state, and what happens to
 * the escrow. Pure: the service reads the order, asks here, and writes the answer with the
 * escrow postings in one transaction.
 *
 *   pendingPayment --markPaid(buyer, before payBy)--> paid
 *   pendingPayment --cancel(buyer) | expire(system, from payBy)--> cancelled      [escrow returns]
 *   paid | appealing --confirm(seller)--> completed                              [escrow releases]
 *   paid --appeal(buyer|seller, from paidAt + wait)--> appealing
 *   appealing --release(operator)--> completed | --return(operator)--> cancelled
 */
export type OrderActor = 'buyer' | 'seller' | 'operator' | 'system';
export type OrderAction = 'markPaid' | 'cancel' | 'expire' | 'confirm' | 'appeal' | 'release' | 'return';
export type EscrowMove = 'release' | 'return' | 'none';
export type OrderOutcome = 'released' | 'cancelled' | 'expired' | 'operatorReleased' | 'operatorReturned';

export interface OrderClock {
  readonly nowMs: number;
  readonly payByMs: number;
  /** When the buyer marked paid; null before. */
  readonly paidAtMs: number | null;
  readonly appealWaitMs: number;
}

export type Transition =
  | {
      readonly ok: true;
      readonly next: P2pOrderState;
      readonly escrow: EscrowMove;
      readonly outcome: OrderOutcome | null;
    }
  | { readonly ok: false; readonly code: P2pCodeValue };

interface Rule {
  readonly actors: readonly OrderActor[];
  readonly from: readonly P2pOrderState[];
  readonly next: P2pOrderState;
  readonly escrow: EscrowMove;
  readonly outcome: OrderOutcome | null;
  /** A time condition: the refusal when it does not hold yet (or any longer). */
  readonly timing?: (clock: OrderClock) => P2pCodeValue | undefined;
}

const RULES: Readonly<Record<OrderAction, Rule>> = {
  markPaid: {
    actors: ['buyer'],
    from: ['pendingPayment'],
    next: 'paid',
    escrow: 'none',
    outcome: null,
    timing: (clock) => (clock.nowMs >= clock.payByMs ? P2pCode.paymentWindowPassed : undefined),
  },
  cancel: {
    actors: ['buyer'],
    from: ['pendingPayment'],
    next: 'cancelled',
    escrow: 'return',
    outcome: 'cancelled',
  },
  expire: {
    actors: ['system'],
    from: ['pendingPayment'],
    next: 'cancelled',
    escrow: 'return',
    outcome: 'expired',
    timing: (clock) => (clock.nowMs < clock.payByMs ? P2pCode.orderStateInvalid : undefined),
  },
  confirm: {
    actors: ['seller'],
    from: ['paid', 'appealing'],
    next: 'completed',
    escrow: 'release',
    outcome: 'released',
  },
  appeal: {
    actors: ['buyer', 'seller'],
    from: ['paid'],
    next: 'appealing',
    escrow: 'none',
    outcome: null,
    timing: (clock) =>
      clock.paidAtMs === null || clock.nowMs < clock.paidAtMs + clock.appealWaitMs
        ? P2pCode.appealTooEarly
        : undefined,
  },
  release: {
    actors: ['operator'],
    from: ['appealing'],
    next: 'completed',
    escrow: 'release',
    outcome: 'operatorReleased',
  },
  return: {
    actors: ['operator'],
    from: ['appealing'],
    next: 'cancelled',
    escrow: 'return',
    outcome: 'operatorReturned',
  },
};

/** What `actor` doing `action` on an order in `state` leads to, or why it is refused. */
export function transition(
  state: P2pOrderState,
  action: OrderAction,
  actor: OrderActor,
  clock: OrderClock,
): Transition {
  const rule = RULES[action];
  if (!rule.actors.includes(actor))
    return { ok: false, code: rule.actors.includes('operator') ? P2pCode.operatorOnly : P2pCode.notYourRole };
  if (!rule.from.includes(state)) return { ok: false, code: P2pCode.orderStateInvalid };
  const late = rule.timing?.(clock);
  if (late !== undefined) return { ok: false, code: late };
  return { ok: true, next: rule.next, escrow: rule.escrow, outcome: rule.outcome };
}

/** States an order is still open in: its escrow is held. */
export function isOpen(state: P2pOrderState): boolean {
  return state === 'pendingPayment' || state === 'paid' || state === 'appealing';
}
