import { useQueryClient } from '@tanstack/react-query';
import type { StreamMessage } from '@tideline/core/market-stream';
import { futuresAccount } from '@tideline/protocol/futures/account';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { futuresTrade } from '@tideline/protocol/futures/market-data';
import { futuresOpenOrder } from '@tideline/protocol/futures/order';
import { futuresPosition } from '@tideline/protocol/futures/position';
import { futuresTicker } from '@tideline/protocol/futures/ticker';
import { useEffect } from 'react';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useMarketLink, useVenueTicker } from '../../trading/feed/MarketFeedProvider.tsx';
import { type MarketVenue, pushedView } from '../../trading/feed/market-venue.ts';
import type { FuturesTicker } from '../model/futures-types.ts';
import { tickerAsMarket, tradesAsPublic } from '../model/market-adapter.ts';
import { expectedVenue, openOrdersOf } from './stream-routing.ts';

/**
 * How often REST is read. Tickers are read once and then only while the socket is down; candles
 * have no channel and are always polled.
 */
export const FUTURES_POLL_MS = {
  tickers: 1_000,
  candles: 3_000,
} as const;

/** Query keys of the trader's futures data; every command invalidates them. */
export const FUTURES_ACCOUNT_KEY = ['futures', 'account'] as const;

/** Private reads (positions, account, orders) refresh this often while the socket cannot. */
export const FUTURES_ACCOUNT_POLL_MS = 2_000;

/**
 * The trader's positions, open orders and wallet over the page's socket (protocol-futures §5a).
 * Private messages carry the whole state: they replace what the account queries hold. A message
 * of the other venue (the session switched while this socket was open) is not this page's.
 */
function FuturesAccountStream() {
  const queryClient = useQueryClient();
  const { stream, welcomed, authenticated, demo } = useMarketLink();
  useEffect(() => {
    if (stream === null || authenticated !== true || welcomed !== true) return;
    const venue = expectedVenue(demo);
    const ours = (message: StreamMessage) => message.venue === venue;
    const offs = [
      stream.subscribe({ channel: 'futures.positions' }, (message) => {
        const positions = pushedView(futuresPosition.array(), message.data);
        if (ours(message) && positions !== undefined)
          queryClient.setQueryData([...FUTURES_ACCOUNT_KEY, 'positions'], positions);
      }),
      stream.subscribe({ channel: 'futures.account' }, (message) => {
        const account = pushedView(futuresAccount, message.data);
        if (ours(message) && account !== undefined)
          queryClient.setQueryData([...FUTURES_ACCOUNT_KEY, 'account'], account);
      }),
      stream.subscribe({ channel: 'futures.orders' }, (message) => {
        const orders = pushedView(futuresOpenOrder.array(), message.data);
        if (!ours(message) || orders === undefined) return;
        for (const query of queryClient
          .getQueryCache()
          .findAll({ queryKey: [...FUTURES_ACCOUNT_KEY, 'open'] })) {
          const [, , , forSymbol] = query.queryKey;
          if (typeof forSymbol === 'string')
            queryClient.setQueryData(query.queryKey, openOrdersOf(forSymbol, orders));
        }
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [stream, authenticated, welcomed, demo, queryClient]);
  return null;
}

/**
 * The USDT futures venue of the market feed (protocol-futures §5a): the `futures.*` channels, every
 * contract's mark, index and funding read over REST first and while the socket is down, candles
 * polled (they have no channel), sign-in from the session at once.
 */
export const FUTURES_FEED: MarketVenue<FuturesTicker> = {
  id: 'futures',
  channels: { ticker: 'futures.ticker', trades: 'futures.trades', depth: 'futures.depth' },
  parseTicker: (data) => pushedView(futuresTicker, data),
  asMarketTicker: tickerAsMarket,
  parseTrades: (data) => {
    const trades = pushedView(futuresTrade.array(), data);
    return trades === undefined ? undefined : tradesAsPublic(trades);
  },
  candles: {
    kind: 'poll',
    everyMs: FUTURES_POLL_MS.candles,
    first: 300,
    next: 2,
    load: (client, symbol, interval, limit) =>
      callEndpoint(client, FUTURES_ENDPOINTS.candles, { symbol, interval, limit }),
  },
  tickersOverRest: {
    everyMs: FUTURES_POLL_MS.tickers,
    load: (client) => callEndpoint(client, FUTURES_ENDPOINTS.tickers),
  },
  signIn: 'session',
  accountKey: FUTURES_ACCOUNT_KEY,
  AccountStream: FuturesAccountStream,
};

export interface FuturesFeedState {
  /** Signed in as far as the page knows (the session cookie itself is not readable). */
  authenticated: boolean | null;
  /** The socket is open and brings tickers, depth and trades. */
  publicLive: boolean;
  /** The socket is open on the session's venue and brings positions, open orders and the wallet. */
  privateLive: boolean;
}

/** Whether the visitor is signed in and what the socket brings. */
export function useFuturesFeed(): FuturesFeedState {
  const { status, welcomed, authenticated } = useMarketLink();
  const publicLive = status === 'open';
  return {
    authenticated,
    publicLive,
    privateLive: publicLive && welcomed === true && authenticated === true,
  };
}

/** One contract's mark, index, last price and funding; renders again only when that ticker changes. */
export function useFuturesTicker(symbol: string): FuturesTicker | undefined {
  return useVenueTicker<FuturesTicker>(symbol);
}
