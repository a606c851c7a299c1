import { describe, expect, it } from 'vitest';
import {
  ALL_QUOTES,
  filterMarkets,
  type MarketFilter,
  type MarketLine,
  marketKey,
  matchesQuery,
  quoteCoinsOf,
  sortMarkets,
  tradingRouteOf,
} from './market-list.ts';

function line(
  venue: MarketLine['venue'],
  baseCoin: string,
  quoteCoin: string,
  figures: Partial<MarketLine> = {},
) {
  return {
    venue,
    symbol: `${baseCoin}${quoteCoin}`,
    baseCoin,
    quoteCoin,
    last: '1',
    changeRate24h: '0',
    high24h: '1',
    low24h: '1',
    quoteVolume: '0',
    ...figures,
  } satisfies MarketLine;
}

const BTC = line('spot', 'BTC', 'USDT', { last: '90000.5', changeRate24h: '1.5', quoteVolume: '500' });
const ETH = line('spot', 'ETH', 'USDT', { last: '3000', changeRate24h: '-2.25', quoteVolume: '900' });
const ETHBTC = line('spot', 'ETH', 'BTC', { last: '0.0333', changeRate24h: '0', quoteVolume: '12' });
const SOLETH = line('spot', 'SOL', 'ETH', { last: '0.05', changeRate24h: null, quoteVolume: null });
const BTC_PERP = line('futures', 'BTC', 'USDT', { last: '90010', changeRate24h: '3', quoteVolume: '7000' });
const ALL = [BTC, ETH, ETHBTC, SOLETH, BTC_PERP];
const symbols = (lines: readonly MarketLine[]) => lines.map(marketKey);

const filter = (changes: Partial<MarketFilter>): MarketFilter => ({
  tab: 'spot',
  quote: ALL_QUOTES,
  query: '',
  favourites: new Set(),
  ...changes,
});

describe('/markets list model', () => {
  it('keys a market by venue and symbol, so a pair and its contract are apart', () => {
    expect(marketKey(BTC)).toBe('spot:BTCUSDT');
    expect(marketKey(BTC_PERP)).toBe('futures:BTCUSDT');
  });

  it("lists a venue's quote coins in the gateway's order, each once", () => {
    expect(quoteCoinsOf(ALL, 'spot')).toEqual(['USDT', 'BTC', 'ETH']);
    expect(quoteCoinsOf(ALL, 'futures')).toEqual(['USDT']);
  });

  it.each([
    ['', true],
    ['btc', true],
    ['  BTC ', true],
    ['btc/usdt', true],
    ['BTC-USDT', true],
    ['btcusdt', true],
    ['usdt', true],
    ['tcu', true],
    ['eth', false],
    ['bitcoin', true],
    ['coin', false],
  ])('search %j matches BTC/USDT (coin named Bitcoin): %s', (query, expected) => {
    expect(matchesQuery(BTC, query, (coin) => (coin === 'BTC' ? 'Bitcoin' : undefined))).toBe(expected);
  });

  it.each<[string, Partial<MarketFilter>, string[]]>([
    ['spot, every quote', {}, ['spot:BTCUSDT', 'spot:ETHUSDT', 'spot:ETHBTC', 'spot:SOLETH']],
    ['spot quoted in BTC', { quote: 'BTC' }, ['spot:ETHBTC']],
    ['spot quoted in USDT, searched', { quote: 'USDT', query: 'eth' }, ['spot:ETHUSDT']],
    ['futures', { tab: 'futures' }, ['futures:BTCUSDT']],
    ['futures ignore a spot quote', { tab: 'futures', quote: 'USDT' }, ['futures:BTCUSDT']],
    [
      'favourites across venues',
      { tab: 'favourites', favourites: new Set(['futures:BTCUSDT', 'spot:ETHBTC']) },
      ['spot:ETHBTC', 'futures:BTCUSDT'],
    ],
    ['favourites, none starred', { tab: 'favourites' }, []],
    ['no match', { query: 'doge' }, []],
  ])('filters %s', (_, changes, expected) => {
    expect(symbols(filterMarkets(ALL, filter(changes)))).toEqual(expected);
  });

  it.each<[string, 'ascending' | 'descending', string[]]>([
    ['last', 'ascending', ['spot:ETHBTC', 'spot:SOLETH', 'spot:ETHUSDT', 'spot:BTCUSDT']],
    ['last', 'descending', ['spot:BTCUSDT', 'spot:ETHUSDT', 'spot:SOLETH', 'spot:ETHBTC']],
    ['change', 'ascending', ['spot:ETHUSDT', 'spot:ETHBTC', 'spot:BTCUSDT', 'spot:SOLETH']],
    ['change', 'descending', ['spot:BTCUSDT', 'spot:ETHBTC', 'spot:ETHUSDT', 'spot:SOLETH']],
    ['volume', 'descending', ['spot:ETHUSDT', 'spot:BTCUSDT', 'spot:ETHBTC', 'spot:SOLETH']],
    ['pair', 'ascending', ['spot:BTCUSDT', 'spot:ETHBTC', 'spot:ETHUSDT', 'spot:SOLETH']],
  ])('sorts by %s %s, unknown figures last', (key, order, expected) => {
    expect(symbols(sortMarkets([BTC, ETH, ETHBTC, SOLETH], { key, order }))).toEqual(expected);
  });

  it("keeps the gateway's order without a sort or with an unknown column", () => {
    expect(symbols(sortMarkets(ALL, null))).toEqual(symbols(ALL));
    expect(symbols(sortMarkets(ALL, { key: 'nope', order: 'ascending' }))).toEqual(symbols(ALL));
  });

  it('links a pair to its spot page and a contract to its futures page', () => {
    expect(tradingRouteOf(ETHBTC)).toBe('/spot/ETHBTC');
    expect(tradingRouteOf(BTC_PERP)).toBe('/futures/usdt/BTCUSDT');
  });
});
