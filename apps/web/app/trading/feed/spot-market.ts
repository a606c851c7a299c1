import type { MarketTicker } from '../market/market-types.ts';
import { parseCandles, parseTicker, parseTrades } from '../market/parse-market.ts';
import type { MarketVenue } from './market-venue.ts';

/**
 * The spot markets' public feed (protocol §5): the markets stream's `ticker`, `trades`, `depth` and
 * `candles` channels, sign-in from the stream's welcome. The spot page adds its private stream to
 * it (`spot/feed/spot-venue.tsx`); the margin page shows it as it is, since margin orders rest in
 * the spot books.
 */
export const SPOT_MARKET: MarketVenue<MarketTicker> = {
  id: 'spot',
  channels: { ticker: 'ticker', trades: 'trades', depth: 'depth' },
  parseTicker,
  asMarketTicker: (ticker) => ticker,
  parseTrades,
  candles: { kind: 'stream', channel: 'candles', parse: parseCandles },
  signIn: 'welcome',
};
