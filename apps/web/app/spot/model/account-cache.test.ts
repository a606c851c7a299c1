import { describe, expect, it } from 'vitest';
import { withBalances, withFills, withFinishedOrders, withOpenOrders } from './account-cache.ts';
import type { SpotFill, SpotOrder } from './market-types.ts';
import { spotOrderFixture } from './spot-order-fixture.ts';

function order(orderNo: string, status: SpotOrder['status'], createTime: number): SpotOrder {
  return spotOrderFixture({
    orderNo,
    status,
    createTime,
    buyDelegateCount: '0.010000',
    buyDealCount: status === 'filled' ? '0.010000' : '0.000000',
    holdCount: '900.00000000',
  });
}

function fill(tradeId: string, ts: number): SpotFill {
  return {
    tradeId,
    orderNo: '1',
    symbol: 'BTCUSDT',
    side: 'buy',
    liquidity: 'taker',
    price: '90000.00',
    size: '0.010000',
    quoteAmount: '900.00000000',
    fee: '0.00001000',
    feeAsset: 'BTC',
    ts,
  };
}

describe('issue #19 the spot account tables follow pushed views', () => {
  const resting = order('7', 'new', 200);
  const older = order('5', 'new', 100);

  it('a new resting order goes on top of the open orders, newest first', () => {
    expect(withOpenOrders([older], [resting])?.map((o) => o.orderNo)).toEqual(['7', '5']);
  });

  it('a part fill replaces the order in place; a fill or a cancel takes it out', () => {
    const partial = { ...resting, status: 'partially_filled' as const, buyDealCount: '0.005000' };
    expect(withOpenOrders([resting, older], [partial])).toEqual([partial, older]);
    expect(withOpenOrders([resting, older], [{ ...resting, status: 'filled' }])).toEqual([older]);
    expect(withOpenOrders([resting, older], [{ ...resting, status: 'cancelled' }])).toEqual([older]);
  });

  it('the history takes finished orders only, once each', () => {
    const filled = { ...resting, status: 'filled' as const };
    expect(withFinishedOrders([], [resting])).toEqual([]);
    expect(withFinishedOrders([filled], [filled])).toEqual([filled]);
    expect(withFinishedOrders([order('3', 'cancelled', 50)], [filled])?.map((o) => o.orderNo)).toEqual([
      '7',
      '3',
    ]);
  });

  it('a list never fetched stays unfetched: nothing is made up from one view', () => {
    expect(withOpenOrders(undefined, [resting])).toBeUndefined();
    expect(withFills(undefined, [fill('1', 1)])).toBeUndefined();
    expect(withBalances(undefined, [{ asset: 'USDT', available: '1', hold: '0' }])).toBeUndefined();
  });

  it('fills go on top once each, and the list keeps the page size (100)', () => {
    const page = Array.from({ length: 100 }, (_, index) => fill(`f${index}`, 1000 - index));
    const next = withFills(page, [fill('new', 2000), fill('f0', 1000)]);
    expect(next).toHaveLength(100);
    expect(next?.[0]?.tradeId).toBe('new');
    expect(next?.filter((item) => item.tradeId === 'f0')).toHaveLength(1);
    expect(next?.at(-1)?.tradeId).toBe('f98');
  });

  it('a balance change sets available and hold and their exact total; other assets keep their place', () => {
    const balances = [
      { asset: 'USDT', available: '100.00000000', hold: '0.00000000', total: '100.00000000' },
      { asset: 'BTC', available: '1.00000000', hold: '0.00000000', total: '1.00000000' },
    ];
    expect(
      withBalances(balances, [
        { asset: 'USDT', available: '99530.43000000', hold: '469.57000000' },
        { asset: 'ETH', available: '0.10000000', hold: '0.00000000' },
      ]),
    ).toEqual([
      { asset: 'USDT', available: '99530.43000000', hold: '469.57000000', total: '100000.00000000' },
      balances[1],
      { asset: 'ETH', available: '0.10000000', hold: '0.00000000', total: '0.10000000' },
    ]);
  });
});
