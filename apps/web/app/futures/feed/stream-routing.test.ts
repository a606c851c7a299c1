import { futuresOpenOrder } from '@tideline/protocol/futures/order';
import { describe, expect, it } from 'vitest';
import { pushedView } from '../../trading/feed/market-venue.ts';
import type { FuturesOpenOrder } from '../model/futures-types.ts';
import { expectedVenue, openOrdersOf, STREAMED_ACCOUNT_PARTS } from './stream-routing.ts';

function order(orderId: string, symbol: string): FuturesOpenOrder {
  return {
    orderId,
    symbol,
    side: 'buy',
    positionSide: 1,
    reduceOnly: false,
    orderType: 'limit',
    price: '50000.0',
    size: '0.010',
    triggerPrice: null,
  };
}

describe('futures stream routing (protocol-futures §5a)', () => {
  it('§5a private channels follow the demo switch: demo venue when on, live otherwise', () => {
    expect(expectedVenue(true)).toBe('demo');
    expect(expectedVenue(false)).toBe('live');
  });

  it('§5a keeps the open orders of the table contract out of the account-wide message', () => {
    const orders = [order('1', 'BTCUSDT'), order('2', 'ETHUSDT'), order('3', 'BTCUSDT')];
    expect(openOrdersOf('BTCUSDT', orders).map((row) => row.orderId)).toEqual(['1', '3']);
    expect(openOrdersOf('SOLUSDT', orders)).toEqual([]);
  });

  it('§5a applies a pushed view only when it matches the REST answer’s schema', () => {
    const wire = { ...order('1', 'BTCUSDT'), hold: '5.00000000', time: 1 };
    expect(pushedView(futuresOpenOrder.array(), [wire])).toEqual([wire]);
    expect(pushedView(futuresOpenOrder.array(), [{ ...wire, positionSide: 3 }])).toBeUndefined();
    expect(pushedView(futuresOpenOrder.array(), { data: [wire] })).toBeUndefined();
  });

  it('only account, positions and open orders are left to the socket after a command', () => {
    expect([...STREAMED_ACCOUNT_PARTS].sort()).toEqual(['account', 'open', 'positions']);
  });
});
