import { MarginMode, PositionDirection, PositionMode } from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { futuresChartLines } from './chart-lines.ts';
import type { FuturesAccount, FuturesContract, FuturesPositionRow } from './futures-types.ts';
import { lockedSettings } from './order-form-model.ts';
import { positionMarginRatio } from './position-figures.ts';

const CONTRACT = {
  riskTiers: [
    { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: '125', maintenanceAmount: '0' },
  ],
} as FuturesContract;

const POSITION: FuturesPositionRow = {
  symbol: 'BTCUSDT',
  direction: PositionDirection.Long,
  marginMode: MarginMode.Fixed,
  positionMode: PositionMode.OneWay,
  openAvgPrice: '50000',
  openLevel: '10',
  openMarginCount: '500',
  count: '0.1',
  achievedProfits: '0',
  markPrice: '51000',
  unrealisedPnl: '100',
  roe: '20.00',
  liquidationPrice: '45203.42',
  takeProfit: null,
  stopLoss: null,
};

describe('positions', () => {
  it('margin ratio = maintenance at the mark / margin balance: isolated uses margin + uPnL, cross the equity', () => {
    // Maintenance 5,100 x 0.004 = 20.4; isolated balance 500 + 100 = 600 -> 3.40%.
    expect(positionMarginRatio(POSITION, CONTRACT, undefined)).toBe('3.40');
    const cross = { ...POSITION, marginMode: MarginMode.Cross };
    expect(positionMarginRatio(cross, CONTRACT, { equity: '2040' } as FuturesAccount)).toBe('1.00');
    expect(positionMarginRatio(cross, CONTRACT, undefined)).toBeNull();
    expect(positionMarginRatio({ ...POSITION, markPrice: null }, CONTRACT, undefined)).toBeNull();
  });

  it('protocol-futures §3 31018: the mode switches lock while positions or open orders would change', () => {
    expect(lockedSettings({ symbolPositions: 0, otherPositions: 0, openOrders: 0 })).toEqual({
      marginMode: false,
      positionMode: false,
    });
    expect(lockedSettings({ symbolPositions: 0, otherPositions: 1, openOrders: 0 })).toEqual({
      marginMode: false,
      positionMode: true,
    });
    expect(lockedSettings({ symbolPositions: 0, otherPositions: 0, openOrders: 1 })).toEqual({
      marginMode: true,
      positionMode: true,
    });
  });

  it('chart lines: mark, index, each position entry and liquidation, each open order at its trigger or price', () => {
    const lines = futuresChartLines(
      {
        symbol: 'BTCUSDT',
        indexPrice: '50990',
        markPrice: '51000',
        lastPrice: null,
        fundingRate: '0',
        nextFundingTime: 0,
        open24h: null,
        high24h: null,
        low24h: null,
        changeRate24h: null,
        baseVolume: '0',
        quoteVolume: '0',
        bestBid: null,
        bestAsk: null,
      },
      [POSITION],
      [
        {
          orderId: '1',
          symbol: 'BTCUSDT',
          side: 'sell',
          positionSide: 1,
          reduceOnly: true,
          orderType: 'limit',
          price: '52000',
          size: '0.1',
          triggerPrice: null,
        },
        {
          orderId: '2',
          symbol: 'BTCUSDT',
          side: 'sell',
          positionSide: 1,
          reduceOnly: true,
          orderType: 'market',
          price: '0',
          size: '0.1',
          triggerPrice: '48000',
        },
      ],
      {
        mark: 'Mark',
        index: 'Index',
        entry: () => 'Entry',
        liquidation: () => 'Liq.',
        order: (side) => side,
      },
    );
    expect(lines.map((line) => [line.key, line.price, line.tone])).toEqual([
      ['mark', '51000', 'neutral'],
      ['index', '50990', 'neutral'],
      ['entry:1', '50000', 'up'],
      ['liquidation:1', '45203.42', 'down'],
      ['order:1', '52000', 'down'],
      ['order:2', '48000', 'down'],
    ]);
  });
});
