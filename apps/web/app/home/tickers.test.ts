import { describe, expect, it } from 'vitest';
import { parseTickersResponse, spotRouteFor, TickersError } from './tickers.ts';

const btc = {
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  lastPrice: '64250.5',
  change24h: '-0.0123',
  quoteVolume24h: '1250000.75',
};

describe('markets overview tickers', () => {
  it('§3 reads the rows of a success envelope (code 0)', () => {
    expect(parseTickersResponse({ code: 0, data: [btc], msg: 'success' })).toEqual([btc]);
    expect(parseTickersResponse({ code: '00000', data: [], msg: '' })).toEqual([]);
  });

  it('§3 treats code 1 as a failure carrying the server message', () => {
    expect(() => parseTickersResponse({ code: 1, data: null, msg: 'market closed' })).toThrow(
      'market closed',
    );
    expect(() => parseTickersResponse({ code: 401, data: null, msg: '' })).toThrow(TickersError);
  });

  it('rejects a body that is not an envelope with a list', () => {
    expect(() => parseTickersResponse('<html>')).toThrow(TickersError);
    expect(() => parseTickersResponse({ code: 0, data: { BTCUSDT: btc } })).toThrow('data is not a list');
  });

  it('skips rows with missing or non-decimal figures instead of showing them wrong', () => {
    const rows = [btc, { ...btc, symbol: 'ETHUSDT', lastPrice: 'NaN' }, { ...btc, symbol: 7 }, null];
    expect(parseTickersResponse({ code: 0, data: rows }).map((row) => row.symbol)).toEqual(['BTCUSDT']);
  });

  it('keeps numbers as decimal strings', () => {
    const [row] = parseTickersResponse({ code: 0, data: [{ ...btc, lastPrice: 0.5 }] });
    expect(row?.lastPrice).toBe('0.5');
  });

  it('§2 links a market to its spot page, BTC/USDT to the default spot route', () => {
    expect(spotRouteFor({ symbol: 'BTCUSDT' })).toBe('/spot/BTCUSDT');
    expect(spotRouteFor({ symbol: 'ETHUSDT' })).toBe('/spot/ETHUSDT');
  });
});
