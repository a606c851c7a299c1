import type { ChannelArg, DepthChannelArg } from '@tideline/core/market-stream';
import type { RequestClient } from '@tideline/core/request';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { CandleInterval, CandleRow, MarketTicker, PublicTrade } from '../market/market-types.ts';

/**
 * One venue of the market feed (spot, USDT futures; margin trades in the spot books and uses the
 * spot venue): its public channels, how their pushes read, and what it reads over REST. A feature
 * declares its venue once (`spot/feed/spot-venue.ts`, `futures/feed/futures-venue.tsx`); the feed
 * itself (`MarketFeedProvider.tsx`) is the same for all.
 */
export interface MarketVenue<Ticker extends { symbol: string } = MarketTicker> {
  /** `spot`, `futures`: names the venue's REST queries. */
  readonly id: string;
  /** Public channel names (the depth channel is kept by the depth worker, on its own socket). */
  readonly channels: {
    readonly ticker: 'ticker' | 'futures.ticker';
    readonly trades: 'trades' | 'futures.trades';
    readonly depth: DepthChannelArg['channel'];
  };
  /** A ticker push, checked; undefined when it does not match. */
  parseTicker(data: unknown): Ticker | undefined;
  /** The venue's ticker as the market widgets read it; undefined before it has a price. */
  asMarketTicker(ticker: Ticker): MarketTicker | undefined;
  /** A trades push, checked and newest first; undefined when it does not match. */
  parseTrades(data: unknown): PublicTrade[] | undefined;
  /**
   * Candles: pushed on a channel, or read over REST every `everyMs` (the first read of a series
   * `first` bars, later ones `next`: the forming bar and the one it closed).
   */
  readonly candles:
    | { readonly kind: 'stream'; readonly channel: 'candles'; parse(data: unknown): CandleRow[] }
    | {
        readonly kind: 'poll';
        readonly everyMs: number;
        readonly first: number;
        readonly next: number;
        load(
          client: RequestClient,
          symbol: string,
          interval: CandleInterval,
          limit: number,
        ): Promise<CandleRow[]>;
      };
  /** Every market's ticker over REST: read first, and again every `everyMs` while the socket is down. */
  readonly tickersOverRest?: {
    readonly everyMs: number;
    load(client: RequestClient): Promise<readonly Ticker[]>;
  };
  /**
   * Whose word says the visitor is signed in: the socket's welcome (spot), or the page's session
   * at once (futures, whose account reads stand in over REST while the socket is down).
   */
  readonly signIn: 'welcome' | 'session';
  /** Query key of the trader's data on this venue, read again when the socket comes back. */
  readonly accountKey?: readonly unknown[];
  /** The venue's private channels (orders, fills, positions...): rendered inside the feed. */
  readonly AccountStream?: ComponentType;
}

/** The shown market's trades. */
export function tradesSubscription(venue: Pick<MarketVenue<never>, 'channels'>, symbol: string): ChannelArg {
  return { channel: venue.channels.trades, symbol };
}

/** The shown market's book, grouped by `step`: the depth worker subscribes to it on its own socket. */
export function depthSubscription(
  venue: Pick<MarketVenue<never>, 'channels'>,
  symbol: string,
  step: string,
): DepthChannelArg {
  return { channel: venue.channels.depth, symbol, step };
}

/** The shown market's candles where the venue pushes them; null where it polls them. */
export function candlesSubscription(
  venue: Pick<MarketVenue<never>, 'candles'>,
  symbol: string,
  interval: CandleInterval,
): ChannelArg | null {
  return venue.candles.kind === 'stream' ? { channel: venue.candles.channel, symbol, interval } : null;
}

/** The ticker subscription of each listed market. */
export function tickerSubscriptions(
  venue: Pick<MarketVenue<never>, 'channels'>,
  symbols: readonly string[],
): ChannelArg[] {
  return symbols.map((symbol) => ({ channel: venue.channels.ticker, symbol }));
}

/** The market tickers of the venue's tickers that have a price. */
export function marketTickersOf<Ticker extends { symbol: string }>(
  venue: Pick<MarketVenue<Ticker>, 'asMarketTicker'>,
  tickers: Iterable<Ticker>,
): Map<string, MarketTicker> {
  const shown = new Map<string, MarketTicker>();
  for (const ticker of tickers) {
    const row = venue.asMarketTicker(ticker);
    if (row !== undefined) shown.set(ticker.symbol, row);
  }
  return shown;
}

/**
 * A REST read repeats only while the socket cannot bring the same data (`false`: no polling);
 * `live` is true once the socket is open and, for private data, authenticated.
 */
export function pollWhileDown(live: boolean, everyMs: number): number | false {
  return live ? false : everyMs;
}

/**
 * A pushed view checked against the protocol schema of the REST answer it mirrors; a message that
 * does not match is not applied.
 */
export function pushedView<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.infer<Schema> | undefined {
  const checked = schema.safeParse(data);
  return checked.success ? checked.data : undefined;
}
