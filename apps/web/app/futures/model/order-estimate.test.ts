import { MarginMode, PositionDirection, PositionMode } from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { BTCUSDT_CONTRACT_FIXTURE } from './futures-contract-fixture.ts';
import type { FuturesAccount, FuturesPositionRow } from './futures-types.ts';
import {
  clearTriggerIfOutOfBounds,
  estimatedLiquidationPrice,
  largestSize,
  type OrderLiquidationInput,
  orderCost,
} from './order-estimate.ts';

const CONTRACT = BTCUSDT_CONTRACT_FIXTURE;

function account(available: string): FuturesAccount {
  return {
    marginCoin: 'USDT',
    available,
    orderMargin: '0',
    positionMargin: '0',
    unrealisedPnl: '0',
    equity: available,
    maxTransferOut: available,
    positionMode: PositionMode.OneWay,
  };
}

function position(
  direction: PositionDirection,
  count: string,
  margin: string,
  mode = MarginMode.Fixed,
): FuturesPositionRow {
  return {
    symbol: 'BTCUSDT',
    direction,
    marginMode: mode,
    positionMode: PositionMode.OneWay,
    openAvgPrice: '50000',
    openLevel: '10',
    openMarginCount: margin,
    count,
    achievedProfits: '0',
    markPrice: '50000',
    unrealisedPnl: '0',
    roe: '0.00',
    liquidationPrice: null,
    takeProfit: null,
    stopLoss: null,
  };
}

function estimate(overrides: Partial<OrderLiquidationInput>) {
  const result = estimatedLiquidationPrice({
    contract: CONTRACT,
    side: 'buy',
    closing: false,
    positionMode: PositionMode.OneWay,
    marginMode: MarginMode.Fixed,
    leverage: 10,
    price: '50000',
    size: '0.1',
    positions: [],
    others: [],
    account: account('10000'),
    ...overrides,
  });
  return result;
}

describe('order cost and largest size', () => {
  it('cost = value / leverage + value x taker rate, rounded up to the cent', () => {
    // 50,000 x 0.1 = 5,000: margin 500 at 10x, fee 5,000 x 0.0005 = 2.5.
    expect(orderCost('50000', '0.1', 10)?.toFixed(2)).toBe('502.50');
    expect(orderCost('', '0.1', 10)).toBeNull();
    expect(orderCost('50000', '0', 10)).toBeNull();
  });

  it('largest size = available / (price / leverage + price x fee), cut to the size places', () => {
    // 1,000 / (5,000 + 25) = 0.19900... -> 0.199.
    expect(largestSize(account('1000'), '50000', 10, CONTRACT)?.toFixed()).toBe('0.199');
    // The tier table caps 125x at a 50,000 notional: 1 BTC at 50,000 however large the balance.
    expect(largestSize(account('1000000'), '50000', 125, CONTRACT)?.toFixed()).toBe('1');
    expect(largestSize(undefined, '50000', 10, CONTRACT)).toBeNull();
  });
});

describe('§3 estimated liquidation price while typing', () => {
  it('isolated long: (E*Q - M) / (Q * (1 - r - f)), rounded up toward the price', () => {
    // (5,000 - 500) / (0.1 x 0.9955) = 45,203.4153... -> 45,203.42.
    expect(estimate({})).toEqual({ direction: PositionDirection.Long, price: '45203.42' });
  });

  it('nothing to estimate until price and size are typed', () => {
    expect(estimate({ size: '' })).toBeNull();
    expect(estimate({ price: '0' })).toBeNull();
  });

  it('cross long from the §3 liquidation input: collateral is the margin plus the free balance left', () => {
    // bp 500, available 600 - 500 - 2.5 = 97.5: C = 597.5; (5,000 - 597.5) / (0.1 x 0.9955) = 44,224.008...
    expect(estimate({ marginMode: MarginMode.Cross, account: account('600') })).toEqual({
      direction: PositionDirection.Long,
      price: '44224.01',
    });
    // A balance that covers a fall to zero leaves no liquidation price.
    expect(estimate({ marginMode: MarginMode.Cross, account: account('10000') })).toBeNull();
  });

  it('one-way: an opposite order larger than the position flips it, and the rest is priced as a short', () => {
    // Long 0.1 closed, short 0.2 at 50,000 with margin 1,000: (10,000 + 1,000) / (0.2 x 1.0045) = 54,753.608... -> down.
    expect(
      estimate({ side: 'sell', size: '0.3', positions: [position(PositionDirection.Long, '0.1', '500')] }),
    ).toEqual({
      direction: PositionDirection.Short,
      price: '54753.60',
    });
  });

  it('hedge mode: closing part of the long leaves the rest with its share of the margin', () => {
    expect(
      estimate({
        side: 'sell',
        closing: true,
        positionMode: PositionMode.TwoWay,
        positions: [position(PositionDirection.Long, '0.2', '1000')],
      }),
    ).toEqual({ direction: PositionDirection.Long, price: '45203.42' });
  });
});

describe('§5 TP/SL cleared to empty when they break their bounds', () => {
  const long = {
    direction: PositionDirection.Long,
    marginMode: MarginMode.Fixed,
    referencePrice: '50000',
    liquidationPrice: '45203.42',
    maxPrice: CONTRACT.maxPrice,
  };
  it('long, fixed margin: take profit above the price, stop loss above the liquidation price', () => {
    expect(clearTriggerIfOutOfBounds('55000', { ...long, kind: 'takeProfit' })).toBe('55000');
    expect(clearTriggerIfOutOfBounds('49000', { ...long, kind: 'takeProfit' })).toBe('');
    expect(clearTriggerIfOutOfBounds('50000', { ...long, kind: 'takeProfit' })).toBe('');
    expect(clearTriggerIfOutOfBounds('46000', { ...long, kind: 'stopLoss' })).toBe('46000');
    expect(clearTriggerIfOutOfBounds('45203.42', { ...long, kind: 'stopLoss' })).toBe('');
    expect(clearTriggerIfOutOfBounds('51000', { ...long, kind: 'stopLoss' })).toBe('');
  });

  it('short, fixed margin: strictly below the upper bound; cross margin: the bounds are inclusive', () => {
    const short = { ...long, direction: PositionDirection.Short, liquidationPrice: '55000' };
    expect(clearTriggerIfOutOfBounds('45000', { ...short, kind: 'takeProfit' })).toBe('45000');
    expect(clearTriggerIfOutOfBounds('52000', { ...short, kind: 'stopLoss' })).toBe('52000');
    expect(clearTriggerIfOutOfBounds('55000', { ...short, kind: 'stopLoss' })).toBe('');
    expect(
      clearTriggerIfOutOfBounds('55000', { ...short, marginMode: MarginMode.Cross, kind: 'stopLoss' }),
    ).toBe('55000');
    expect(
      clearTriggerIfOutOfBounds('55000.01', { ...short, marginMode: MarginMode.Cross, kind: 'stopLoss' }),
    ).toBe('');
  });

  it('an empty field stays empty', () => {
    expect(clearTriggerIfOutOfBounds('', { ...long, kind: 'takeProfit' })).toBe('');
  });
});
