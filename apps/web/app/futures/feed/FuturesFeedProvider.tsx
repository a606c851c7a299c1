import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createMarketStream,
  type MarketStream,
  type StreamMessage,
  type StreamStatus,
} from '@tideline/core/market-stream';
import { futuresAccount } from '@tideline/protocol/futures/account';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { futuresTrade } from '@tideline/protocol/futures/market-data';
import { futuresOpenOrder } from '@tideline/protocol/futures/order';
import { futuresPosition } from '@tideline/protocol/futures/position';
import { futuresTicker } from '@tideline/protocol/futures/ticker';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { streamUrl } from '../../api/stream-url.ts';
import { demoFlagServerSnapshot, demoFlagSnapshot, subscribeDemoFlag } from '../../demo/demo-flag-store.ts';
import { useSessionUserId } from '../../security/auth-session.ts';
import type { DepthWorkerReply, DepthWorkerRequest } from '../../spot/feed/depth-frames.ts';
import {
  INITIAL_FEED_STATE,
  type SpotFeedState,
  withCandles,
  withTrades,
} from '../../spot/feed/feed-state.ts';
import { animationFrameScheduler, createFrameStore, type FrameStore } from '../../spot/feed/frame-store.ts';
import { MarketFeedStoreProvider } from '../../spot/feed/SpotFeedProvider.tsx';
import type { CandleInterval } from '../../spot/model/market-types.ts';
import type { FuturesContract, FuturesTicker } from '../model/futures-types.ts';
import { tickerAsMarket, tradesAsPublic } from '../model/market-adapter.ts';
import {
  expectedVenue,
  FUTURES_DEPTH_FRAME_PREFIX,
  openOrdersOf,
  pollWhileDown,
  pushedView,
} from './stream-routing.ts';
import { createTickerStore, NO_TICKERS, type TickerStore } from './ticker-store.ts';

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

/** Candles re-read on each poll: the forming bar and the one before it, to close it. */
const CANDLES_ON_UPDATE = 2;
const CANDLES_ON_SNAPSHOT = 300;

export interface FuturesFeedState {
  /** Every contract's ticker; read one through `useFuturesTicker`. */
  tickers: TickerStore | null;
  /** Signed in as far as the page knows (the session cookie itself is not readable). */
  authenticated: boolean | null;
  /** The socket is open and brings tickers, depth and trades. */
  publicLive: boolean;
  /** The socket is open on the session's venue and brings positions, open orders and the wallet. */
  privateLive: boolean;
}

const FuturesFeedContext = createContext<FuturesFeedState>({
  tickers: null,
  authenticated: null,
  publicLive: false,
  privateLive: false,
});

interface FuturesConnection {
  store: FrameStore<SpotFeedState>;
  tickers: TickerStore;
  stream: MarketStream;
  worker: Worker;
}

interface ConnectionState {
  connection: FuturesConnection | null;
  status: StreamStatus;
  /** What the socket's welcome said about the session; null until it arrives. */
  welcomed: boolean | null;
}

/**
 * The page's socket and the spot page's depth worker (it reads the same frame format), created in
 * the browser only. A new socket opens when the demo switch flips, since the gateway fixes the
 * private channels' venue when the socket opens.
 */
function useFuturesConnection(demo: boolean): ConnectionState {
  const [state, setState] = useState<ConnectionState>({
    connection: null,
    status: 'connecting',
    welcomed: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one socket per venue, which the gateway fixes at open
  useEffect(() => {
    const store = createFrameStore(INITIAL_FEED_STATE, animationFrameScheduler);
    const tickers = createTickerStore();
    const worker = new Worker(new URL('../../spot/feed/depth-worker.ts', import.meta.url), {
      type: 'module',
    });
    const stream = createMarketStream({
      url: streamUrl(),
      WebSocket: window.WebSocket,
      onStatus: (status) => {
        store.update((current) => ({ ...current, status }));
        setState((current) => ({ ...current, status }));
      },
      onWelcome: (welcomed) => setState((current) => ({ ...current, welcomed })),
      divert: (text) => {
        if (!text.startsWith(FUTURES_DEPTH_FRAME_PREFIX)) return false;
        worker.postMessage({ type: 'frame', text } satisfies DepthWorkerRequest);
        return true;
      },
    });
    worker.onmessage = (event: MessageEvent<DepthWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'gap') {
        stream.restart({ channel: 'futures.depth', symbol: reply.symbol, step: reply.step });
        return;
      }
      const { type: _type, ...book } = reply;
      store.update((current) => ({ ...current, book }));
    };
    setState({ connection: { store, tickers, stream, worker }, status: stream.status, welcomed: null });
    return () => {
      stream.close();
      worker.terminate();
      store.dispose();
    };
  }, [demo]);
  return state;
}

interface FuturesFeedProviderProps {
  contract: FuturesContract;
  step: string;
  interval: CandleInterval;
  children: ReactNode;
}

/**
 * Market data of the futures page over the gateway socket (protocol-futures §5a): every contract's
 * mark, index, last price and funding, the chosen contract's book (grouped by `step`, applied in the
 * depth worker) and trades, and for a signed-in trader the positions, open orders and wallet,
 * written where the widgets read them (the spot widgets' frame store, the account queries). REST
 * gives the first state and stands in while the socket is down; candles are polled.
 */
export function FuturesFeedProvider({ contract, step, interval, children }: FuturesFeedProviderProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const signedIn = useSessionUserId() !== null;
  const demo = useSyncExternalStore(subscribeDemoFlag, demoFlagSnapshot, demoFlagServerSnapshot);
  const { connection, status, welcomed } = useFuturesConnection(demo);
  const store = connection?.store ?? null;
  const [authenticated, setAuthenticated] = useState<boolean | null>(null);
  useEffect(() => setAuthenticated(signedIn), [signedIn]);
  const publicLive = status === 'open';
  const privateLive = publicLive && welcomed === true && authenticated === true;
  const symbol = contract.symbol;

  const tickers = useQuery({
    queryKey: ['futures', 'tickers'],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.tickers),
    refetchInterval: pollWhileDown(publicLive, FUTURES_POLL_MS.tickers),
    enabled: store !== null,
  });
  const seriesKey = `${symbol}:${interval}`;
  const loadedSeries = useRef<string | null>(null);
  const candles = useQuery({
    queryKey: ['futures', 'candles', symbol, interval],
    queryFn: async () => {
      const first = loadedSeries.current !== seriesKey;
      const rows = await callEndpoint(client, FUTURES_ENDPOINTS.candles, {
        symbol,
        interval,
        limit: first ? CANDLES_ON_SNAPSHOT : CANDLES_ON_UPDATE,
      });
      loadedSeries.current = seriesKey;
      return { rows, first, key: seriesKey };
    },
    refetchInterval: FUTURES_POLL_MS.candles,
    enabled: store !== null,
  });

  // Every REST read replaces the tickers; socket messages then replace one contract at a time.
  useEffect(() => {
    if (connection !== null && tickers.data !== undefined) connection.tickers.replaceContracts(tickers.data);
  }, [connection, tickers.data]);

  const contractNames = (tickers.data ?? []).map((row) => row.symbol).join(',');
  useEffect(() => {
    if (connection === null || contractNames === '') return;
    const offs = contractNames.split(',').map((name) =>
      connection.stream.subscribe({ channel: 'futures.ticker', symbol: name }, (message) => {
        const ticker = pushedView(futuresTicker, message.data);
        if (ticker !== undefined) connection.tickers.putContract(ticker);
      }),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [connection, contractNames]);

  useEffect(() => {
    if (store === null) return;
    store.update((state) => ({ ...state, authenticated }));
  }, [store, authenticated]);

  // The market list shows the contracts as markets; its rows follow the tickers once per frame.
  useEffect(() => {
    if (connection === null) return;
    const showMarkets = () => {
      const { contracts } = connection.tickers.getSnapshot();
      const market = new Map(
        [...contracts.values()].flatMap((ticker) => {
          const row = tickerAsMarket(ticker);
          return row === undefined ? [] : [[ticker.symbol, row] as const];
        }),
      );
      connection.store.update((state) => ({ ...state, tickers: market }));
    };
    showMarkets();
    return connection.tickers.subscribe(showMarkets);
  }, [connection]);

  useEffect(() => {
    if (connection === null) return;
    connection.store.update((state) => ({ ...state, trades: [], lastDirection: 'flat' }));
    return connection.stream.subscribe({ channel: 'futures.trades', symbol }, (message) => {
      const trades = pushedView(futuresTrade.array(), message.data);
      if (trades === undefined) return;
      connection.store.update((state) => withTrades(state, String(message.action), tradesAsPublic(trades)));
    });
  }, [connection, symbol]);

  const { pricePlace, sizePlace } = contract;
  useEffect(() => {
    if (connection === null) return;
    connection.worker.postMessage({
      type: 'config',
      symbol,
      step,
      pricePlace,
      sizePlace,
    } satisfies DepthWorkerRequest);
    connection.store.update((state) => ({ ...state, book: null }));
    // Depth frames are diverted to the worker before reaching any handler; the subscription is
    // what tells the gateway to send them.
    return connection.stream.subscribe({ channel: 'futures.depth', symbol, step }, () => undefined);
  }, [connection, symbol, step, pricePlace, sizePlace]);

  useEffect(() => {
    if (store === null || candles.data === undefined) return;
    const { rows, first, key } = candles.data;
    store.update((state) =>
      state.candles !== null && state.candles.key !== key && !first
        ? state
        : withCandles(state, key, first ? 'snapshot' : 'update', rows),
    );
  }, [store, candles.data]);

  // Private messages carry the whole state: they replace what the account queries hold. A message
  // of the other venue (the session switched while this socket was open) is not this page's.
  useEffect(() => {
    if (connection === null || !signedIn || welcomed !== true) return;
    const venue = expectedVenue(demo);
    const ours = (message: StreamMessage) => message.venue === venue;
    const offs = [
      connection.stream.subscribe({ channel: 'futures.positions' }, (message) => {
        const positions = pushedView(futuresPosition.array(), message.data);
        if (ours(message) && positions !== undefined)
          queryClient.setQueryData([...FUTURES_ACCOUNT_KEY, 'positions'], positions);
      }),
      connection.stream.subscribe({ channel: 'futures.account' }, (message) => {
        const account = pushedView(futuresAccount, message.data);
        if (ours(message) && account !== undefined)
          queryClient.setQueryData([...FUTURES_ACCOUNT_KEY, 'account'], account);
      }),
      connection.stream.subscribe({ channel: 'futures.orders' }, (message) => {
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
  }, [connection, signedIn, welcomed, demo, queryClient]);

  return (
    <FuturesFeedContext.Provider
      value={{ tickers: connection?.tickers ?? null, authenticated, publicLive, privateLive }}
    >
      <MarketFeedStoreProvider store={store}>{children}</MarketFeedStoreProvider>
    </FuturesFeedContext.Provider>
  );
}

/** Mark, index and funding of every contract, whether the visitor is signed in and what the socket brings. */
export function useFuturesFeed(): FuturesFeedState {
  return useContext(FuturesFeedContext);
}

const noSubscription = () => () => undefined;

/** One contract's mark, index, last price and funding; renders again only when that ticker changes. */
export function useFuturesTicker(symbol: string): FuturesTicker | undefined {
  const { tickers } = useContext(FuturesFeedContext);
  return useSyncExternalStore(
    tickers?.subscribe ?? noSubscription,
    () => (tickers?.getSnapshot() ?? NO_TICKERS).contracts.get(symbol),
    () => undefined,
  );
}
