import { useQueryClient } from '@tanstack/react-query';
import { createMarketStream, type MarketStream } from '@tideline/core/market-stream';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { streamUrl } from '../../api/stream-url.ts';
import { ACCOUNT_QUERY_KEY } from '../model/account-keys.ts';
import type { CandleInterval, SpotSymbol, SpotTicker } from '../model/market-types.ts';
import { parseCandles, parseTicker, parseTrades } from '../model/parse-market.ts';
import { applyBalanceViews, applyFillViews, applyOrderViews } from './apply-account-views.ts';
import { DEPTH_FRAME_PREFIX, type DepthWorkerReply, type DepthWorkerRequest } from './depth-frames.ts';
import { INITIAL_FEED_STATE, type SpotFeedState, withCandles, withTrades } from './feed-state.ts';
import { animationFrameScheduler, createFrameStore, type FrameStore } from './frame-store.ts';
import { createKeyedBatch } from './keyed-batch.ts';

interface SpotFeed {
  store: FrameStore<SpotFeedState>;
  stream: MarketStream;
  worker: Worker;
}

/**
 * The widgets read only the store, so another market page (futures) can hand them its own; the
 * spot page's depth worker comes along so the book can hand it its canvases.
 */
const SpotFeedContext = createContext<(Pick<SpotFeed, 'store'> & Partial<Pick<SpotFeed, 'worker'>>) | null>(
  null,
);

/**
 * How often the tickers of the pairs not shown reach the page: they feed the market list and the
 * valuations, which need no more, and each of their redraws costs the book's frame.
 */
const OTHER_TICKERS_INTERVAL_MS = 1000;

/** The page's public stream and depth worker, created in the browser only. */
function useFeedConnection(onReconnected: () => void): SpotFeed | null {
  const [feed, setFeed] = useState<SpotFeed | null>(null);
  const reconnected = useRef(onReconnected);
  reconnected.current = onReconnected;
  useEffect(() => {
    let wasDown = false;
    const store = createFrameStore(INITIAL_FEED_STATE, animationFrameScheduler);
    const worker = new Worker(new URL('./depth-worker.ts', import.meta.url), { type: 'module' });
    const stream = createMarketStream({
      url: streamUrl(),
      WebSocket: window.WebSocket,
      onStatus: (status) => {
        // Orders may have filled while the stream was away: the account tables read again.
        if (status === 'open' && wasDown) reconnected.current();
        wasDown = status === 'down';
        store.update((state) => ({ ...state, status }));
      },
      onWelcome: (authenticated) => store.update((state) => ({ ...state, authenticated })),
      divert: (text) => {
        if (!text.startsWith(DEPTH_FRAME_PREFIX)) return false;
        worker.postMessage({ type: 'frame', text } satisfies DepthWorkerRequest);
        return true;
      },
    });
    worker.onmessage = (event: MessageEvent<DepthWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'gap') {
        stream.restart({ channel: 'depth', symbol: reply.symbol, step: reply.step });
        return;
      }
      const { type: _type, ...book } = reply;
      store.update((state) => ({ ...state, book }));
    };
    setFeed({ store, stream, worker });
    return () => {
      stream.close();
      worker.terminate();
      store.dispose();
    };
  }, []);
  return feed;
}

interface SpotFeedProviderProps {
  symbols: readonly SpotSymbol[];
  symbol: SpotSymbol;
  step: string;
  interval: CandleInterval;
  children: ReactNode;
}

/**
 * Live market data of the spot page (protocol §5): tickers of every pair, the pair's trades,
 * candles and depth (applied in a worker), and, for a signed-in visitor, a private stream whose
 * order, fill and balance events refresh the account tables.
 */
export function SpotFeedProvider({ symbols, symbol, step, interval, children }: SpotFeedProviderProps) {
  const queryClient = useQueryClient();
  const feed = useFeedConnection(() => void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }));
  const authenticated = useSyncExternalStore(
    feed?.store.subscribe ?? noSubscription,
    () => feed?.store.getSnapshot().authenticated ?? null,
    () => null,
  );

  const name = symbol.symbol;
  const shownPair = useRef(name);
  shownPair.current = name;
  const symbolNames = symbols.map((item) => item.symbol).join(',');
  useEffect(() => {
    if (feed === null) return;
    const putTickers = (changed: ReadonlyMap<string, SpotTicker>) =>
      feed.store.update((state) => {
        const tickers = new Map(state.tickers);
        for (const [key, ticker] of changed) tickers.set(key, ticker);
        return { ...state, tickers };
      });
    const otherPairs = createKeyedBatch<SpotTicker>(OTHER_TICKERS_INTERVAL_MS, putTickers);
    const offs = symbolNames.split(',').map((pair) =>
      feed.stream.subscribe({ channel: 'ticker', symbol: pair }, (message) => {
        const ticker = parseTicker(message.data);
        if (ticker === undefined) return;
        if (ticker.symbol === shownPair.current) putTickers(new Map([[ticker.symbol, ticker]]));
        else otherPairs.put(ticker.symbol, ticker);
      }),
    );
    return () => {
      for (const off of offs) off();
      otherPairs.dispose();
    };
  }, [feed, symbolNames]);

  useEffect(() => {
    if (feed === null) return;
    feed.store.update((state) => ({ ...state, trades: [], lastDirection: 'flat' }));
    return feed.stream.subscribe({ channel: 'trades', symbol: name }, (message) => {
      const trades = parseTrades(message.data);
      const action = String(message.action);
      feed.store.update((state) => withTrades(state, action, trades));
    });
  }, [feed, name]);

  const { pricePlace, quotePrecision: sizePlace } = symbol;
  useEffect(() => {
    if (feed === null) return;
    feed.worker.postMessage({
      type: 'config',
      symbol: name,
      step,
      pricePlace,
      sizePlace,
    } satisfies DepthWorkerRequest);
    feed.store.update((state) => ({ ...state, book: null }));
    // Depth frames are diverted to the worker before reaching any handler; the subscription is
    // what tells the server to send them.
    return feed.stream.subscribe({ channel: 'depth', symbol: name, step }, () => undefined);
  }, [feed, name, step, pricePlace, sizePlace]);

  useEffect(() => {
    if (feed === null) return;
    let snapshots = 0;
    feed.store.update((state) => ({ ...state, candles: null }));
    return feed.stream.subscribe({ channel: 'candles', symbol: name, interval }, (message) => {
      const rows = parseCandles(message.data);
      const action = String(message.action);
      if (action === 'snapshot') snapshots += 1;
      const key = `${name}:${interval}:${snapshots}`;
      feed.store.update((state) => withCandles(state, key, action, rows));
    });
  }, [feed, name, interval]);

  useEffect(() => {
    if (authenticated !== true) return;
    let welcomed = false;
    // The pushed views are applied to the cached lists; only a reconnect (a possible gap in what
    // was pushed) fetches them again.
    const privateStream = createMarketStream({
      url: streamUrl(),
      WebSocket: window.WebSocket,
      onWelcome: () => {
        if (welcomed) void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
        welcomed = true;
      },
    });
    const offs = [
      privateStream.subscribe({ channel: 'orders' }, (message) => applyOrderViews(queryClient, message.data)),
      privateStream.subscribe({ channel: 'fills' }, (message) => applyFillViews(queryClient, message.data)),
      privateStream.subscribe({ channel: 'balances' }, (message) =>
        applyBalanceViews(queryClient, message.data),
      ),
    ];
    return () => {
      for (const off of offs) off();
      privateStream.close();
    };
  }, [authenticated, queryClient]);

  return <SpotFeedContext.Provider value={feed}>{children}</SpotFeedContext.Provider>;
}

/**
 * Feeds the market widgets (book, trades, chart, market list, ticker) from a store kept elsewhere:
 * the futures page fills one with its contract's data in the same shape.
 */
export function MarketFeedStoreProvider({
  store,
  children,
}: {
  store: FrameStore<SpotFeedState> | null;
  children: ReactNode;
}) {
  const value = useMemo(() => (store === null ? null : { store }), [store]);
  return <SpotFeedContext.Provider value={value}>{children}</SpotFeedContext.Provider>;
}

const noSubscription = () => () => undefined;

/** The feed state, re-read at most once per animation frame. */
export function useSpotFeed(): SpotFeedState {
  const feed = useContext(SpotFeedContext);
  return useSyncExternalStore(
    feed?.store.subscribe ?? noSubscription,
    () => feed?.store.getSnapshot() ?? INITIAL_FEED_STATE,
    () => INITIAL_FEED_STATE,
  );
}

/**
 * One part of the feed state, re-read at most once per animation frame; the component renders
 * again only when that part changed. `select` must return a part of the state as it is (no new
 * objects), so an unchanged part compares equal.
 */
export function useSpotFeedSelector<T>(select: (state: SpotFeedState) => T): T {
  const feed = useContext(SpotFeedContext);
  return useSyncExternalStore(
    feed?.store.subscribe ?? noSubscription,
    () => select(feed?.store.getSnapshot() ?? INITIAL_FEED_STATE),
    () => select(INITIAL_FEED_STATE),
  );
}

/**
 * The feed's store itself, for a widget that draws every frame without React (the order book
 * writes its figures into the rows it rendered); null until the feed exists.
 */
export function useSpotFeedStore(): FrameStore<SpotFeedState> | null {
  return useContext(SpotFeedContext)?.store ?? null;
}

/** The worker that builds the book, where there is one (the spot page): it can draw it too. */
export function useDepthWorker(): Worker | null {
  return useContext(SpotFeedContext)?.worker ?? null;
}

/** Reads the current feed state on demand (in handlers), without rendering on its changes. */
export function useSpotFeedReader(): () => SpotFeedState {
  const feed = useContext(SpotFeedContext);
  return useCallback(() => feed?.store.getSnapshot() ?? INITIAL_FEED_STATE, [feed]);
}
