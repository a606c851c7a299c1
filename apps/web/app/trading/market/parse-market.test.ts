import { describe, expect, it } from 'vitest';
import { parseCandles, parseTicker, parseTrades } from './parse-market.ts';

describe('spot market data pushed by the stream', () => {
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

  it('reads pushed trades and candles, skipping malformed items', () => {
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
  });
});
