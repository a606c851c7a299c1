import {
  P2P_APPEAL_WAIT_MINUTES,
  P2P_ORDER_STATES,
  type P2pOrderState,
} from '@tideline/protocol/p2p/markets';
import { describe, expect, it } from 'vitest';
import { P2pCode } from './codes.ts';
import { type OrderAction, type OrderActor, transition } from './order-machine.ts';

const WAIT = P2P_APPEAL_WAIT_MINUTES * 60_000;
const PAY_BY = 15 * 60_000;
/** Inside the payment window, and long enough after paying to appeal. */
const calm = { nowMs: PAY_BY - 1, payByMs: PAY_BY, paidAtMs: PAY_BY - 1 - WAIT, appealWaitMs: WAIT };

/** Every legal move: [state, action, actor, next, escrow, outcome]. */
const LEGAL: [P2pOrderState, OrderAction, OrderActor, P2pOrderState, string, string | null][] = [
  ['pendingPayment', 'markPaid', 'buyer', 'paid', 'none', null],
  ['pendingPayment', 'cancel', 'buyer', 'cancelled', 'return', 'cancelled'],
  ['paid', 'confirm', 'seller', 'completed', 'release', 'released'],
  ['appealing', 'confirm', 'seller', 'completed', 'release', 'released'],
  ['paid', 'appeal', 'buyer', 'appealing', 'none', null],
  ['paid', 'appeal', 'seller', 'appealing', 'none', null],
  ['appealing', 'release', 'operator', 'completed', 'release', 'operatorReleased'],
  ['appealing', 'return', 'operator', 'cancelled', 'return', 'operatorReturned'],
];

const ACTIONS: OrderAction[] = ['markPaid', 'cancel', 'expire', 'confirm', 'appeal', 'release', 'return'];
const ACTORS: Record<OrderAction, OrderActor[]> = {
  markPaid: ['buyer'],
  cancel: ['buyer'],
  expire: ['system'],
  confirm: ['seller'],
  appeal: ['buyer', 'seller'],
  release: ['operator'],
  return: ['operator'],
};

describe('P2P order state machine', () => {
  it.each(LEGAL)('%s --%s by %s--> %s (escrow %s)', (state, action, actor, next, escrow, outcome) => {
    expect(transition(state, action, actor, calm)).toEqual({ ok: true, next, escrow, outcome });
  });

  it('expires an unpaid order from the deadline on, returning the escrow', () => {
    expect(transition('pendingPayment', 'expire', 'system', { ...calm, nowMs: PAY_BY })).toEqual({
      ok: true,
      next: 'cancelled',
      escrow: 'return',
      outcome: 'expired',
    });
    expect(transition('pendingPayment', 'expire', 'system', calm)).toEqual({
      ok: false,
      code: P2pCode.orderStateInvalid,
    });
  });

  // Every (state, action) pair by its rightful actor that the legal table does not list is refused.
  const legal = new Set(LEGAL.map(([state, action]) => `${state}/${action}`).concat('pendingPayment/expire'));
  const illegal = P2P_ORDER_STATES.flatMap((state) =>
    ACTIONS.filter((action) => !legal.has(`${state}/${action}`)).map((action) => [state, action] as const),
  );
  it.each(illegal)('refuses %s --%s--> with orderStateInvalid', (state, action) => {
    const late = { ...calm, nowMs: PAY_BY };
    for (const actor of ACTORS[action])
      expect(transition(state, action, actor, late)).toEqual({ ok: false, code: P2pCode.orderStateInvalid });
  });

  it.each([
    ['markPaid', 'seller'],
    ['cancel', 'seller'],
    ['confirm', 'buyer'],
    ['expire', 'buyer'],
    ['appeal', 'operator'],
  ] as const)('refuses %s by the %s with notYourRole', (action, actor) => {
    expect(transition('paid', action, actor, calm)).toEqual({ ok: false, code: P2pCode.notYourRole });
    expect(transition('pendingPayment', action, actor, calm)).toEqual({
      ok: false,
      code: P2pCode.notYourRole,
    });
  });

  it.each([
    ['release', 'buyer'],
    ['release', 'seller'],
    ['return', 'buyer'],
    ['return', 'seller'],
  ] as const)('refuses an operator decision (%s) by the %s', (action, actor) => {
    expect(transition('appealing', action, actor, calm)).toEqual({ ok: false, code: P2pCode.operatorOnly });
  });

  it('refuses marking paid at and after the deadline, and accepts it one millisecond before', () => {
    expect(transition('pendingPayment', 'markPaid', 'buyer', { ...calm, nowMs: PAY_BY })).toEqual({
      ok: false,
      code: P2pCode.paymentWindowPassed,
    });
    expect(transition('pendingPayment', 'markPaid', 'buyer', { ...calm, nowMs: PAY_BY - 1 }).ok).toBe(true);
  });

  it('refuses an appeal before the wait after payment, and accepts it at the wait', () => {
    const paidAtMs = 1_000;
    expect(transition('paid', 'appeal', 'buyer', { ...calm, paidAtMs, nowMs: paidAtMs + WAIT - 1 })).toEqual({
      ok: false,
      code: P2pCode.appealTooEarly,
    });
    expect(transition('paid', 'appeal', 'seller', { ...calm, paidAtMs, nowMs: paidAtMs + WAIT }).ok).toBe(
      true,
    );
  });
});
