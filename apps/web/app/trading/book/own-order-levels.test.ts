import { describe, expect, it } from 'vitest';
import { ownOrderLevels, type RestingOrder } from './own-order-levels.ts';

function order(
  side: 'buy' | 'sell',
  buyPrice: string,
  orderType: 'limit' | 'market' = 'limit',
): RestingOrder {
  return { side, orderType, buyPrice };
}

describe('own orders marked in the book', () => {
  it('marks the exact level at the tick step', () => {
    const levels = ownOrderLevels([order('buy', '95594.37'), order('sell', '95633.01')], '0.01', 2);
    expect([...levels.bids]).toEqual(['95594.37']);
    expect([...levels.asks]).toEqual(['95633.01']);
  });

  it('marks the grouped bucket: a buy down, a sell up, as the gateway groups', () => {
    const levels = ownOrderLevels([order('buy', '95594.37'), order('sell', '95633.01')], '10.00', 2);
    expect([...levels.bids]).toEqual(['95590.00']);
    expect([...levels.asks]).toEqual(['95640.00']);
  });

  it('leaves out market orders, which never rest in the book', () => {
    expect(ownOrderLevels([order('buy', '0', 'market')], '0.01', 2).bids.size).toBe(0);
  });
});
