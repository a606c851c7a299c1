import type { P2pOrderState } from '@tideline/protocol/p2p/markets';
import { describe, expect, it } from 'vitest';
import { countdownText, orderDeadline, orderMoves, orderStep } from './order-steps.ts';

const payBy = 1_000_000;
const appealFrom = 2_000_000;

function view(state: P2pOrderState, mySide: 'buy' | 'sell') {
  return { state, mySide, payBy, appealFrom: state === 'pendingPayment' ? null : appealFrom };
}

describe('order page moves (docs/protocol-p2p.md: the order state machine)', () => {
  it.each([
    // state, side, now, markPaid, cancel, confirm, appeal
    ['pendingPayment', 'buy', payBy - 1, true, true, false, false],
    ['pendingPayment', 'buy', payBy, false, true, false, false],
    ['pendingPayment', 'sell', payBy - 1, false, false, false, false],
    ['paid', 'buy', appealFrom - 1, false, false, false, true],
    ['paid', 'buy', appealFrom, false, false, false, true],
    ['paid', 'sell', appealFrom - 1, false, false, true, true],
    ['paid', 'sell', appealFrom, false, false, true, true],
    ['appealing', 'sell', appealFrom, false, false, true, false],
    ['appealing', 'buy', appealFrom, false, false, false, false],
    ['completed', 'sell', appealFrom, false, false, false, false],
    ['cancelled', 'buy', 0, false, false, false, false],
  ] as const)('%s as the %s side at %d', (state, side, now, markPaid, cancel, confirm, appeal) => {
    expect(orderMoves(view(state, side), now)).toEqual({ markPaid, cancel, confirm, appeal });
  });

  it.each([
    ['pendingPayment', 'pay', payBy],
    ['paid', 'release', appealFrom],
    ['appealing', 'release', null],
    ['completed', 'done', null],
    ['cancelled', 'done', null],
  ] as const)('%s is at step %s, counting down to %s', (state, step, deadline) => {
    expect(orderStep(state)).toBe(step);
    expect(orderDeadline(view(state, 'buy'))).toBe(deadline);
  });

  it.each([
    [15 * 60_000, '15:00'],
    [61_001, '01:02'],
    [999, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [3_725_000, '1:02:05'],
  ])('%d ms left reads %s', (left, text) => {
    expect(countdownText(left, 0)).toBe(text);
  });
});
