import { describe, expect, it } from 'vitest';
import { parseFuturesTrades, tickerAsMarket } from './market-adapter.ts';
import {
  parseAccount,
  parseContracts,
  parseFuturesTickers,
  parseOpenOrders,
  parseOrderHistory,
  parsePositions,
  parseSettings,
} from './parse-futures.ts';

const CONTRACT = {
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  marginCoin: 'USDT',
  pricePlace: 2,
  sizePlace: 3,
  tickSize: '0.01',
  contractSize: '0.001',
  minTradeSize: '0.001',
  maxTradeSize: '1000.000',
  maxPrice: '9500000.00',
  fundingRateCap: '0.0075',
  riskTiers: [
    {
      level: 1,
      maxNotional: '50000',
      maintenanceMarginRate: '0.004',
      maxLeverage: '125',
      maintenanceAmount: '0',
    },
  ],
};

describe('futures wire parsing (protocol-futures §2-§4)', () => {
  it('keeps complete contracts and drops one missing a field the page needs', () => {
    const [parsed, ...rest] = parseContracts([
      CONTRACT,
      { ...CONTRACT, symbol: 'ETHUSDT', riskTiers: [] },
      null,
    ]);
    expect(rest).toEqual([]);
    expect(parsed?.riskTiers).toEqual([
      { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: '125', maintenanceAmount: '0' },
    ]);
  });

  it('§3 position enumerations: direction 1/2, margin mode 1/2, position mode 1/2; anything else is dropped', () => {
    const position = {
      symbol: 'BTCUSDT',
      direction: 2,
      marginMode: 1,
      positionMode: 2,
      openAvgPrice: '50000',
      openLevel: '10',
      openMarginCount: '1000.00000000',
      count: '0.200',
      achievedProfits: '-5.000000',
      markPrice: '51000.00',
      unrealisedPnl: '-200.000000',
      roe: '-20.00',
      liquidationPrice: '54726.36',
      takeProfit: { triggerPrice: '45000.00', priceType: 'last' },
      stopLoss: null,
    };
    const [parsed] = parsePositions([position, { ...position, direction: 3 }]);
    expect(parsePositions([position, { ...position, direction: 3 }])).toHaveLength(1);
    expect(parsed).toMatchObject({ direction: 2, marginMode: 1, positionMode: 2, roe: '-20.00' });
    expect(parsed?.takeProfit).toEqual({ triggerPrice: '45000.00', priceType: 'last' });
    expect(parsed?.stopLoss).toBeNull();
  });

  it('order ids arrive as numbers or strings and are kept as strings', () => {
    const order = {
      orderId: 12,
      symbol: 'BTCUSDT',
      side: 'buy',
      positionSide: 1,
      reduceOnly: false,
      orderType: 'limit',
      price: '50000.00',
      size: '0.100',
      hold: '250.0',
      triggerPrice: null,
    };
    expect(parseOpenOrders([order, { ...order, orderId: '13', triggerPrice: '49000.00' }])).toMatchObject([
      { orderId: '12', triggerPrice: null },
      { orderId: '13', triggerPrice: '49000.00' },
    ]);
  });

  it('a finished market order has no price and is kept', () => {
    const record = {
      symbol: 'BTCUSDT',
      orderId: '9',
      side: 'sell',
      positionSide: 1,
      reduceOnly: true,
      orderType: 'market',
      price: null,
      dealCount: '0.010',
      reason: 'filled',
      time: 5,
    };
    expect(
      parseOrderHistory([record, { ...record, orderId: '10', orderType: 'limit', price: '50000.00' }]),
    ).toMatchObject([
      { orderId: '9', price: null, reason: 'filled' },
      { orderId: '10', price: '50000.00' },
    ]);
  });

  it('account and settings need every field', () => {
    const account = {
      marginCoin: 'USDT',
      available: '18750.00000000',
      orderMargin: '0.00000000',
      positionMargin: '1250.00000000',
      unrealisedPnl: '200.000000',
      equity: '20200.00000000',
      maxTransferOut: '18750.00000000',
      positionMode: 1,
    };
    expect(parseAccount(account)?.equity).toBe('20200.00000000');
    expect(parseAccount({ ...account, equity: 'lots' })).toBeNull();
    expect(
      parseSettings({ symbol: 'BTCUSDT', leverage: 20, marginMode: 2, positionMode: 1, maxLeverage: 125 }),
    ).toEqual({
      symbol: 'BTCUSDT',
      leverage: 20,
      marginMode: 2,
      positionMode: 1,
      maxLeverage: 125,
    });
    expect(
      parseSettings({ symbol: 'BTCUSDT', leverage: 20, marginMode: 3, positionMode: 1, maxLeverage: 125 }),
    ).toBeNull();
  });

  it("tickers carry the contract's 24-hour figures; a row without symbol or funding is left out", () => {
    const wire = {
      symbol: 'BTCUSDT',
      indexPrice: '50000.00',
      markPrice: '50100.00',
      lastPrice: '50500.00',
      fundingRate: '0.00010000',
      lastFundingRate: '0',
      nextFundingTime: 1_800_000_000_000,
      fundingIntervalMs: 28_800_000,
      open24h: '48000.00',
      high24h: '51000.00',
      low24h: '47000.00',
      change24h: '2500.00',
      changeRate24h: '5.20',
      baseVolume: '10.000',
      quoteVolume: '500000.00000000',
      bestBid: '50499.50',
      bestAsk: 'x',
      ts: 1,
    };
    expect(parseFuturesTickers([wire, { ...wire, symbol: '' }, { ...wire, fundingRate: null }])).toEqual([
      {
        symbol: 'BTCUSDT',
        indexPrice: '50000.00',
        markPrice: '50100.00',
        lastPrice: '50500.00',
        fundingRate: '0.00010000',
        nextFundingTime: 1_800_000_000_000,
        open24h: '48000.00',
        high24h: '51000.00',
        low24h: '47000.00',
        changeRate24h: '5.20',
        baseVolume: '10.000',
        quoteVolume: '500000.00000000',
        bestBid: '50499.50',
        bestAsk: null,
      },
    ]);
  });

  it("trades become the recent-trades rows; a ticker the market list row, with the contract's own 24-hour figures", () => {
    expect(
      parseFuturesTrades([{ tradeId: 7, price: '50000.00', size: '0.010', takerSide: 'sell', time: 1 }]),
    ).toEqual([{ tradeId: '7', price: '50000.00', size: '0.010', side: 'sell', ts: 1 }]);
    const ticker = {
      symbol: 'BTCUSDT',
      indexPrice: '50000.00',
      markPrice: '50100.00',
      lastPrice: '50500.00',
      fundingRate: '0.0001',
      nextFundingTime: 0,
      open24h: '48000.00',
      high24h: '51000.00',
      low24h: '47000.00',
      changeRate24h: '5.20',
      baseVolume: '10.000',
      quoteVolume: '500000.00000000',
      bestBid: null,
      bestAsk: null,
    };
    expect(tickerAsMarket(ticker)).toEqual({
      symbol: 'BTCUSDT',
      last: '50500.00',
      open24h: '48000.00',
      high24h: '51000.00',
      low24h: '47000.00',
      changeRate24h: '5.20',
      baseVolume: '10.000',
      quoteVolume: '500000.00000000',
    });
    // Before the first trade: the mark stands in for the last price and the day is flat at it.
    const untraded = {
      ...ticker,
      lastPrice: null,
      open24h: null,
      high24h: null,
      low24h: null,
      changeRate24h: null,
      baseVolume: '0.000',
      quoteVolume: '0.00000000',
    };
    expect(tickerAsMarket(untraded)).toEqual({
      symbol: 'BTCUSDT',
      last: '50100.00',
      open24h: '50100.00',
      high24h: '50100.00',
      low24h: '50100.00',
      changeRate24h: '0',
      baseVolume: '0.000',
      quoteVolume: '0.00000000',
    });
    expect(tickerAsMarket({ ...untraded, markPrice: null })).toBeUndefined();
  });
});
