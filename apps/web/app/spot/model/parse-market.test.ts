import { describe, expect, it } from 'vitest';
import { parseBalances, parseCandles, parseSymbols, parseTicker, parseTrades } from './parse-market.ts';

// Shapes from the markets protocol §2 and §4.
const SYMBOL = {
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  pricePlace: 2,
  quotePrecision: 6,
  tickSize: '0.01',
  lotSize: '0.000001',
  minTradeAmount: '0.000010',
  maxTradeAmount: '1000.000000',
  minTradeUSDT: '5',
  maxPrice: '9500000.00',
  depthSteps: ['0.01', '0.10', '1.00', '10.00'],
  makerFeeRate: '0.001000',
  takerFeeRate: '0.001000',
  orderTypes: ['limit', 'market'],
  timeInForce: ['GTC', 'IOC', 'FOK'],
  status: 'online',
};

describe('spot market data from the gateway', () => {
  it('reads listed pairs and leaves out an entry missing a precision or a limit', () => {
    const [btc, ...rest] = parseSymbols([
      SYMBOL,
      { ...SYMBOL, symbol: 'ETHUSDT', pricePlace: '2' },
      { ...SYMBOL, maxPrice: 12 },
    ]);
    expect(rest).toEqual([]);
    expect(btc).toMatchObject({
      symbol: 'BTCUSDT',
      pricePlace: 2,
      quotePrecision: 6,
      depthSteps: ['0.01', '0.10', '1.00', '10.00'],
    });
    expect(parseSymbols({ not: 'a list' })).toEqual([]);
  });

  it('reads a ticker only when every figure is a decimal string, never a float', () => {
    const ticker = {
      symbol: 'BTCUSDT',
      last: '95571.16',
      open24h: '94832.20',
      high24h: '96810.06',
      low24h: '93608.17',
      change24h: '738.96',
      changeRate24h: '0.77',
      baseVolume: '427.363390',
      quoteVolume: '40669386.97832440',
      bestBid: null,
      bestAsk: '95622.59',
      ts: 1795254563128,
    };
    expect(parseTicker(ticker)).toMatchObject({ last: '95571.16', changeRate24h: '0.77' });
    expect(parseTicker({ ...ticker, last: 95571.16 })).toBeUndefined();
  });

  it('reads trades, candles and balances, skipping malformed items', () => {
    expect(
      parseTrades([
        { tradeId: '17', price: '95615.86', size: '0.006732', side: 'sell', ts: 1 },
        { tradeId: '18', price: '1', size: '1', side: 'both', ts: 2 },
      ]),
    ).toEqual([{ tradeId: '17', price: '95615.86', size: '0.006732', side: 'sell', ts: 1 }]);
    expect(
      parseCandles([
        [60_000, '1', '2', '0.5', '1.5', '3', '4'],
        [60_000, '1'],
      ]),
    ).toEqual([[60_000, '1', '2', '0.5', '1.5', '3', '4']]);
    expect(
      parseBalances({
        demo: false,
        balances: [
          { asset: 'USDT', available: '10.00000000', hold: '0.00000000', total: '10.00000000' },
          { asset: 'BTC', available: 1 },
        ],
      }),
    ).toEqual([{ asset: 'USDT', available: '10.00000000', hold: '0.00000000', total: '10.00000000' }]);
  });
});
