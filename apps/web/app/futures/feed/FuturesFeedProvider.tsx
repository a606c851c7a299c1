import { useQuery } from '@tanstack/react-query';
import type { PriceLevel } from '@tideline/core/order-book';
import { cumulativeDepth, deepestTotal, groupLevels } from '@tideline/core/order-book';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../../security/auth-session.ts';
import {
  INITIAL_FEED_STATE,
  type SpotFeedState,
  withCandles,
  withTrades,
} from '../../spot/feed/feed-state.ts';
import { animationFrameScheduler, createFrameStore, type FrameStore } from '../../spot/feed/frame-store.ts';
import { MarketFeedStoreProvider } from '../../spot/feed/SpotFeedProvider.tsx';
import type { CandleInterval } from '../../spot/model/market-types.ts';
import { parseCandles, parseTickers } from '../../spot/model/parse-market.ts';
import type { FuturesContract, FuturesTicker } from '../model/futures-types.ts';
import { parseFuturesTrades, tickerAsMarket } from '../model/market-adapter.ts';
import { parseFuturesTickers } from '../model/parse-futures.ts';

/**
 * How often each kind of market data is read. The futures gateway answers REST today; its stream
 * channels will replace these reads behind the same provider, so the widgets do not change.
 */
export const FUTURES_POLL_MS = {
  tickers: 1_000,
  depth: 1_000,
  trades: 1_500,
  candles: 3_000,
  index: 5_000,
} as const;

/** Query keys of the trader's futures data; every command invalidates them. */
export const FUTURES_ACCOUNT_KEY = ['futures', 'account'] as const;

/** Private reads (positions, account, orders) refresh this often, so PnL follows the mark. */
export const FUTURES_ACCOUNT_POLL_MS = 2_000;

const DEPTH_LEVELS = 50;
/** Candles re-read on each poll: the forming bar and the one before it, to close it. */
const CANDLES_ON_UPDATE = 2;
const CANDLES_ON_SNAPSHOT = 300;

export interface FuturesFeedState {
  tickers: ReadonlyMap<string, FuturesTicker>;
  /** Signed in as far as the page knows (the session cookie itself is not readable). */
  authenticated: boolean | null;
}

const FuturesFeedContext = createContext<FuturesFeedState>({ tickers: new Map(), authenticated: null });

function levels(value: unknown): PriceLevel[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((level: unknown) =>
    Array.isArray(level) && typeof level[0] === 'string' && typeof level[1] === 'string'
      ? [[level[0], level[1]] as const]
      : [],
  );
}

interface FuturesFeedProviderProps {
  contract: FuturesContract;
  step: string;
  interval: CandleInterval;
  children: ReactNode;
}

/**
 * Market data of the futures page: every contract's mark, index, last price and funding, and the
 * chosen contract's book (grouped by `step`), trades and candles, written into the same frame store
 * the spot widgets read, so book, trades, chart and market list are the spot page's own.
 */
export function FuturesFeedProvider({ contract, step, interval, children }: FuturesFeedProviderProps) {
  const client = useApiClient();
  const signedIn = useSessionUserId() !== null;
  const [store, setStore] = useState<FrameStore<SpotFeedState> | null>(null);
  const [authenticated, setAuthenticated] = useState<boolean | null>(null);
  useEffect(() => setAuthenticated(signedIn), [signedIn]);
  useEffect(() => {
    const created = createFrameStore(INITIAL_FEED_STATE, animationFrameScheduler);
    setStore(created);
    return () => created.dispose();
  }, []);
  const symbol = contract.symbol;

  const tickers = useQuery({
    queryKey: ['futures', 'tickers'],
    queryFn: async () => parseFuturesTickers((await client.get<unknown>('/futures/tickers')).data),
    refetchInterval: FUTURES_POLL_MS.tickers,
    enabled: store !== null,
  });
  // The index markets' (spot) 24-hour figures, shown in the market list beside each contract.
  const indexTickers = useQuery({
    queryKey: ['futures', 'index-tickers'],
    queryFn: async () => parseTickers((await client.get<unknown>('/market/tickers')).data),
    refetchInterval: FUTURES_POLL_MS.index,
    enabled: store !== null,
  });
  const depth = useQuery({
    queryKey: ['futures', 'depth', symbol],
    queryFn: async () => {
      const answer = await client.get<{ bids?: unknown; asks?: unknown }>('/futures/depth', {
        symbol,
        limit: DEPTH_LEVELS,
      });
      return { bids: levels(answer.data?.bids), asks: levels(answer.data?.asks) };
    },
    refetchInterval: FUTURES_POLL_MS.depth,
    enabled: store !== null,
  });
  const trades = useQuery({
    queryKey: ['futures', 'trades', symbol],
    queryFn: async () => parseFuturesTrades((await client.get<unknown>('/futures/trades', { symbol })).data),
    refetchInterval: FUTURES_POLL_MS.trades,
    enabled: store !== null,
  });
  const seriesKey = `${symbol}:${interval}`;
  const loadedSeries = useRef<string | null>(null);
  const candles = useQuery({
    queryKey: ['futures', 'candles', symbol, interval],
    queryFn: async () => {
      const first = loadedSeries.current !== seriesKey;
      const answer = await client.get<unknown>('/futures/candles', {
        symbol,
        interval,
        limit: first ? CANDLES_ON_SNAPSHOT : CANDLES_ON_UPDATE,
      });
      loadedSeries.current = seriesKey;
      return { rows: parseCandles(answer.data), first, key: seriesKey };
    },
    refetchInterval: FUTURES_POLL_MS.candles,
    enabled: store !== null,
  });

  useEffect(() => {
    if (store === null) return;
    const status = tickers.isError ? 'down' : tickers.isSuccess ? 'open' : 'connecting';
    store.update((state) => ({ ...state, status, authenticated }));
  }, [store, tickers.isError, tickers.isSuccess, authenticated]);

  useEffect(() => {
    if (store === null || tickers.data === undefined) return;
    const index = new Map((indexTickers.data ?? []).map((row) => [row.symbol, row] as const));
    const market = new Map(
      tickers.data.flatMap((ticker) => {
        const row = tickerAsMarket(ticker, index.get(ticker.symbol));
        return row === undefined ? [] : [[ticker.symbol, row] as const];
      }),
    );
    store.update((state) => ({ ...state, tickers: market }));
  }, [store, tickers.data, indexTickers.data]);

  useEffect(() => {
    if (store === null || depth.data === undefined) return;
    const places = { pricePlace: contract.pricePlace, sizePlace: contract.sizePlace };
    const bids = cumulativeDepth(groupLevels(depth.data.bids, 'bids', step, places), contract.sizePlace);
    const asks = cumulativeDepth(groupLevels(depth.data.asks, 'asks', step, places), contract.sizePlace);
    store.update((state) => ({
      ...state,
      book: { symbol, step, bids, asks, deepest: deepestTotal(bids, asks) },
    }));
  }, [store, depth.data, step, symbol, contract.pricePlace, contract.sizePlace]);

  useEffect(() => {
    if (store === null || trades.data === undefined) return;
    store.update((state) => withTrades(state, 'snapshot', trades.data));
  }, [store, trades.data]);

  useEffect(() => {
    if (store === null || candles.data === undefined) return;
    const { rows, first, key } = candles.data;
    store.update((state) =>
      state.candles !== null && state.candles.key !== key && !first
        ? state
        : withCandles(state, key, first ? 'snapshot' : 'update', rows),
    );
  }, [store, candles.data]);

  const futuresTickers = new Map((tickers.data ?? []).map((ticker) => [ticker.symbol, ticker] as const));
  return (
    <FuturesFeedContext.Provider value={{ tickers: futuresTickers, authenticated }}>
      <MarketFeedStoreProvider store={store}>{children}</MarketFeedStoreProvider>
    </FuturesFeedContext.Provider>
  );
}

/** Mark, index and funding of every contract, and whether the visitor is signed in. */
export function useFuturesFeed(): FuturesFeedState {
  return useContext(FuturesFeedContext);
}
