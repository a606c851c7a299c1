import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createMarketStream, type MarketStream, type StreamStatus } from '@tideline/core/market-stream';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { streamUrl } from '../../api/stream-url.ts';
import { demoFlagServerSnapshot, demoFlagSnapshot, subscribeDemoFlag } from '../../demo/demo-flag-store.ts';
import { useSessionUserId } from '../../security/auth-session.ts';
import type { CandleInterval, MarketSymbol } from '../market/market-types.ts';
import { createDepthLink, type DepthLink } from './depth-link.ts';
import {
  feedStatus,
  INITIAL_FEED_STATE,
  type MarketFeedState,
  withCandles,
  withPolledCandles,
  withShownTicker,
  withTickers,
  withTrades,
} from './feed-state.ts';
import { animationFrameScheduler, createFrameStore, type FrameStore } from './frame-store.ts';
import { createKeyedBatch } from './keyed-batch.ts';
import {
  candlesSubscription,
  depthSubscription,
  type MarketVenue,
  marketTickersOf,
  pollWhileDown,
  tickerSubscriptions,
  tradesSubscription,
} from './market-venue.ts';
import { createTickerStore, NO_TICKERS, type TickerStore } from './ticker-store.ts';

// biome-ignore lint/suspicious/noExplicitAny: the context holds whichever venue's tickers; readers name theirs
type AnyTicker = any;

interface Connection {
  store: FrameStore<MarketFeedState>;
  tickers: TickerStore<AnyTicker>;
  stream: MarketStream;
  /** The depth worker, which keeps the shown book on a socket of its own. */
  depth: DepthLink;
}

/** The socket as the venue's private channels see it. */
export interface MarketLink {
  /** The page's socket; null until it exists (in the browser only). */
  stream: MarketStream | null;
  status: StreamStatus;
  /** What the socket's welcome said about the session; null until it arrives. */
  welcomed: boolean | null;
  /** Signed in as far as the page knows (the venue says whose word counts); null while unknown. */
  authenticated: boolean | null;
  /** The demo switch the socket was opened with (the gateway fixes private channels' venue at open). */
  demo: boolean;
}

interface FeedContextValue extends MarketLink {
  connection: Connection | null;
}

const FeedContext = createContext<FeedContextValue | null>(null);

/**
 * How often every market's ticker reaches the map the market list and the valuations read (the
 * shown market's too): they need no more, and each of their redraws costs the book's frame. The
 * shown market's ticker bar and last price take each of its messages (`shownTicker`).
 */
const LISTED_TICKERS_INTERVAL_MS = 1000;

interface ConnectionState {
  connection: Connection | null;
  status: StreamStatus;
  welcomed: boolean | null;
}

/**
 * The page's socket, frame store and depth worker (which opens its own socket for the depth
 * channel, so no depth frame reaches the main thread), created in the browser only. New sockets
 * open when the demo switch flips, since the gateway fixes the private channels' venue when it opens.
 */
function useConnection(demo: boolean): ConnectionState {
  const [state, setState] = useState<ConnectionState>({
    connection: null,
    status: 'connecting',
    welcomed: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one socket per demo switch
  useEffect(() => {
    const store = createFrameStore(INITIAL_FEED_STATE, animationFrameScheduler);
    const tickers = createTickerStore<AnyTicker>();
    let pageStatus: StreamStatus = 'connecting';
    let depthStatus: StreamStatus = 'connecting';
    let shown: StreamStatus = 'connecting';
    const report = () => {
      const status = feedStatus(pageStatus, depthStatus);
      if (status === shown) return;
      shown = status;
      store.update((current) => ({ ...current, status }));
      setState((current) => ({ ...current, status }));
    };
    const depth = createDepthLink((reply) => {
      if (reply.type === 'status') {
        depthStatus = reply.status;
        report();
        return;
      }
      const { type: _type, ...book } = reply;
      store.update((current) => ({ ...current, book }));
    });
    const url = streamUrl();
    depth.post({ type: 'open', url });
    const stream = createMarketStream({
      url,
      WebSocket: window.WebSocket,
      onStatus: (status) => {
        pageStatus = status;
        report();
      },
      onWelcome: (welcomed) => setState((current) => ({ ...current, welcomed })),
    });
    setState({ connection: { store, tickers, stream, depth }, status: shown, welcomed: null });
    return () => {
      stream.close();
      depth.close();
      store.dispose();
    };
  }, [demo]);
  return state;
}

interface MarketFeedProviderProps<Ticker extends { symbol: string }> {
  venue: MarketVenue<Ticker>;
  /** The venue's listed markets: their tickers feed the market list and the valuations. */
  markets: readonly MarketSymbol[];
  /** The market shown: its trades, candles and book (grouped by `step`). */
  market: MarketSymbol;
  step: string;
  interval: CandleInterval;
  children: ReactNode;
}

/**
 * The market feed of a trading page, whatever its venue (protocol §5, protocol-futures §5a):
 * every market's ticker, the shown market's trades, candles and book (received on its own socket,
 * applied and drawn in the depth worker, which hands the page a book a few times a second), all shown at most once per animation frame (design §4), and the venue's private
 * channels where it has them. REST gives the first tickers and stands in while the socket is down
 * where the venue reads them so; candles come on a channel or are polled, as the venue says.
 */
export function MarketFeedProvider<Ticker extends { symbol: string }>({
  venue,
  markets,
  market,
  step,
  interval,
  children,
}: MarketFeedProviderProps<Ticker>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const demo = useSyncExternalStore(subscribeDemoFlag, demoFlagSnapshot, demoFlagServerSnapshot);
  const { connection, status, welcomed } = useConnection(demo);
  const store = connection?.store ?? null;
  const signedIn = useSessionUserId() !== null;
  // The session is known in the browser only: null on the server and in the first render.
  const [session, setSession] = useState<boolean | null>(null);
  useEffect(() => setSession(signedIn), [signedIn]);
  const authenticated = venue.signIn === 'session' ? session : welcomed;
  const publicLive = status === 'open';
  const symbol = market.symbol;

  useEffect(() => {
    if (store !== null) store.update((state) => ({ ...state, authenticated }));
  }, [store, authenticated]);

  // Orders may have filled while the socket was away: the venue's account data is read again.
  const wasDown = useRef(false);
  const accountKey = venue.accountKey;
  useEffect(() => {
    if (status === 'open' && wasDown.current && accountKey !== undefined)
      void queryClient.invalidateQueries({ queryKey: accountKey });
    wasDown.current = status === 'down';
  }, [status, queryClient, accountKey]);

  const tickersOverRest = venue.tickersOverRest;
  const restTickers = useQuery({
    queryKey: [venue.id, 'tickers'],
    queryFn: () => tickersOverRest?.load(client) ?? Promise.resolve([]),
    refetchInterval: pollWhileDown(publicLive, tickersOverRest?.everyMs ?? 0),
    enabled: store !== null && tickersOverRest !== undefined,
  });
  // Every REST read replaces the tickers; socket messages then replace one market at a time.
  useEffect(() => {
    if (connection === null || restTickers.data === undefined) return;
    connection.tickers.replaceAll(restTickers.data);
    const shown = marketTickersOf(venue, restTickers.data);
    connection.store.update((state) => withTickers(state, shown, true));
  }, [connection, restTickers.data, venue]);

  const shownMarket = useRef(symbol);
  shownMarket.current = symbol;
  const symbolNames = markets.map((item) => item.symbol).join(',');
  useEffect(() => {
    if (connection === null || symbolNames === '') return;
    const put = (changed: ReadonlyMap<string, Ticker>) => {
      connection.tickers.putMany(changed);
      const shown = marketTickersOf(venue, changed.values());
      connection.store.update((state) => withTickers(state, shown));
    };
    const calm = createKeyedBatch<Ticker>(LISTED_TICKERS_INTERVAL_MS, put);
    const offs = tickerSubscriptions(venue, symbolNames.split(',')).map((arg) =>
      connection.stream.subscribe(arg, (message) => {
        const ticker = venue.parseTicker(message.data);
        if (ticker === undefined) return;
        if (ticker.symbol === shownMarket.current) {
          connection.tickers.putMany(new Map([[ticker.symbol, ticker]]));
          const row = venue.asMarketTicker(ticker);
          if (row !== undefined) connection.store.update((state) => withShownTicker(state, row));
        }
        calm.put(ticker.symbol, ticker);
      }),
    );
    return () => {
      for (const off of offs) off();
      calm.dispose();
    };
  }, [connection, symbolNames, venue]);

  useEffect(() => {
    if (connection === null) return;
    connection.store.update((state) => ({ ...state, trades: [], lastDirection: 'flat' }));
    return connection.stream.subscribe(tradesSubscription(venue, symbol), (message) => {
      const trades = venue.parseTrades(message.data);
      if (trades === undefined) return;
      const action = String(message.action);
      connection.store.update((state) => withTrades(state, action, trades));
    });
  }, [connection, symbol, venue]);

  const { pricePlace, quotePrecision: sizePlace } = market;
  useEffect(() => {
    if (connection === null) return;
    // The depth worker subscribes on its own socket: depth frames never reach this thread.
    const arg = depthSubscription(venue, symbol, step);
    connection.depth.post({ type: 'config', arg, pricePlace, sizePlace });
    connection.store.update((state) => ({ ...state, book: null }));
  }, [connection, symbol, step, pricePlace, sizePlace, venue]);

  useEffect(() => {
    const arg = candlesSubscription(venue, symbol, interval);
    if (connection === null || arg === null || venue.candles.kind !== 'stream') return;
    const { parse } = venue.candles;
    let snapshots = 0;
    connection.store.update((state) => ({ ...state, candles: null }));
    return connection.stream.subscribe(arg, (message) => {
      const rows = parse(message.data);
      const action = String(message.action);
      if (action === 'snapshot') snapshots += 1;
      const key = `${symbol}:${interval}:${snapshots}`;
      connection.store.update((state) => withCandles(state, key, action, rows));
    });
  }, [connection, venue, symbol, interval]);

  const candlePoll = venue.candles.kind === 'poll' ? venue.candles : null;
  const seriesKey = `${symbol}:${interval}`;
  const loadedSeries = useRef<string | null>(null);
  const polledCandles = useQuery({
    queryKey: [venue.id, 'candles', symbol, interval],
    queryFn: async () => {
      const first = loadedSeries.current !== seriesKey;
      const limit = first ? (candlePoll?.first ?? 0) : (candlePoll?.next ?? 0);
      const rows = (await candlePoll?.load(client, symbol, interval, limit)) ?? [];
      loadedSeries.current = seriesKey;
      return { rows, first, key: seriesKey };
    },
    refetchInterval: candlePoll?.everyMs ?? false,
    enabled: store !== null && candlePoll !== null,
  });
  useEffect(() => {
    if (store === null || polledCandles.data === undefined) return;
    const { rows, first, key } = polledCandles.data;
    store.update((state) => withPolledCandles(state, key, first, rows));
  }, [store, polledCandles.data]);

  const AccountStream = venue.AccountStream;
  return (
    <FeedContext.Provider
      value={{ connection, stream: connection?.stream ?? null, status, welcomed, authenticated, demo }}
    >
      {AccountStream !== undefined ? <AccountStream /> : null}
      {children}
    </FeedContext.Provider>
  );
}

const noSubscription = () => () => undefined;

const NO_LINK: MarketLink = {
  stream: null,
  status: 'connecting',
  welcomed: null,
  authenticated: null,
  demo: false,
};

/** The socket, its state and the sign-in, for a venue's private channels and REST stand-ins. */
export function useMarketLink(): MarketLink {
  return useContext(FeedContext) ?? NO_LINK;
}

/** The feed state, re-read at most once per animation frame. */
export function useMarketFeed(): MarketFeedState {
  const store = useContext(FeedContext)?.connection?.store;
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.getSnapshot() ?? INITIAL_FEED_STATE,
    () => INITIAL_FEED_STATE,
  );
}

/**
 * One part of the feed state, re-read at most once per animation frame; the component renders
 * again only when that part changed. `select` must return a part of the state as it is (no new
 * objects), so an unchanged part compares equal.
 */
export function useMarketFeedSelector<T>(select: (state: MarketFeedState) => T): T {
  const store = useContext(FeedContext)?.connection?.store;
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => select(store?.getSnapshot() ?? INITIAL_FEED_STATE),
    () => select(INITIAL_FEED_STATE),
  );
}

/**
 * One part of the feed state that changes at a calm pace (every market's tickers, once a second)
 * and is costly to show (the market list, the valuations): its changes render as a transition,
 * which React splits into slices between frames, instead of inside the frame that brought them,
 * where rendering them at once made that frame late. `select` as for `useMarketFeedSelector`.
 */
export function useCalmMarketFeedSelector<T>(select: (state: MarketFeedState) => T): T {
  const store = useContext(FeedContext)?.connection?.store;
  const selectRef = useRef(select);
  selectRef.current = select;
  const [value, setValue] = useState(() => select(store?.getSnapshot() ?? INITIAL_FEED_STATE));
  useEffect(() => {
    if (store === undefined) return;
    let shown: T | undefined;
    const check = () => {
      const next = selectRef.current(store.getSnapshot());
      if (Object.is(next, shown)) return;
      shown = next;
      startTransition(() => setValue(next));
    };
    check();
    return store.subscribe(check);
  }, [store]);
  return value;
}

/**
 * The feed's store itself, for a widget that draws every frame without React (the order book
 * writes its figures into the rows it rendered); null until the feed exists.
 */
export function useMarketFeedStore(): FrameStore<MarketFeedState> | null {
  return useContext(FeedContext)?.connection?.store ?? null;
}

/** The depth worker that keeps and builds the book: it can draw it too. */
export function useDepthLink(): DepthLink | null {
  return useContext(FeedContext)?.connection?.depth ?? null;
}

/** Reads the current feed state on demand (in handlers), without rendering on its changes. */
export function useMarketFeedReader(): () => MarketFeedState {
  const store = useContext(FeedContext)?.connection?.store;
  return useCallback(() => store?.getSnapshot() ?? INITIAL_FEED_STATE, [store]);
}

/**
 * One market's ticker as the venue gives it (a futures ticker with its mark, index and funding);
 * renders again only when that market's ticker changes.
 */
export function useVenueTicker<Ticker extends { symbol: string }>(symbol: string): Ticker | undefined {
  const tickers = useContext(FeedContext)?.connection?.tickers;
  return useSyncExternalStore(
    tickers?.subscribe ?? noSubscription,
    () => (tickers?.getSnapshot() ?? NO_TICKERS).get(symbol) as Ticker | undefined,
    () => undefined,
  );
}
