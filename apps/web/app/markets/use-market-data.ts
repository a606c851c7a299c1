import { useQueries } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import type { Endpoint } from '@tideline/protocol/endpoint';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { useMemo } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { referenceReader } from '../api/reference-client.ts';
import { type MarketLine, marketKey, type Venue } from './market-list.ts';
import { closesOf, futuresLines, spotLines } from './market-wire.ts';

/** Tickers are read again this often: the page's prices are live. */
export const TICKER_POLL_MS = 5_000;
/** A day of candles per row for its sparkline, refreshed each minute. */
const DAY_CANDLES = { interval: '30m', limit: 48 } as const;
const CANDLE_POLL_MS = 60_000;
const LISTING_STALE_MS = 60_000;

const CANDLES = { spot: SPOT_ENDPOINTS.candles, futures: FUTURES_ENDPOINTS.candles } satisfies Record<
  Venue,
  Endpoint
>;

export interface MarketListings {
  /** Spot pairs then contracts, each venue in the gateway's order. */
  lines: MarketLine[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Every spot pair and perpetual contract with its live ticker. */
export function useMarketListings(): MarketListings {
  const client = useApiClient();
  const [symbols, spotTickers, contracts, futuresTickers] = useQueries({
    queries: [
      {
        queryKey: ['markets', 'spot', 'symbols'],
        queryFn: () => callEndpoint(referenceReader(client), SPOT_ENDPOINTS.symbols),
        staleTime: LISTING_STALE_MS,
      },
      {
        queryKey: ['markets', 'spot', 'tickers'],
        queryFn: () => callEndpoint(client, SPOT_ENDPOINTS.tickers),
        refetchInterval: TICKER_POLL_MS,
      },
      {
        queryKey: ['markets', 'futures', 'contracts'],
        queryFn: () => callEndpoint(referenceReader(client), FUTURES_ENDPOINTS.contracts),
        staleTime: LISTING_STALE_MS,
      },
      {
        queryKey: ['markets', 'futures', 'tickers'],
        queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.tickers),
        refetchInterval: TICKER_POLL_MS,
      },
    ],
  });
  const queries = [symbols, spotTickers, contracts, futuresTickers];
  const lines = useMemo(
    () => [
      ...spotLines(symbols.data, spotTickers.data),
      ...futuresLines(contracts.data, futuresTickers.data),
    ],
    [symbols.data, spotTickers.data, contracts.data, futuresTickers.data],
  );
  return {
    lines,
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    refetch: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

/**
 * The last day's closes of each shown market for its sparkline (one candles call per row, cached
 * per market). The 24-hour figures come with the tickers.
 */
export function useSparklines(
  lines: readonly MarketLine[],
): (line: MarketLine) => readonly number[] | undefined {
  const client = useApiClient();
  const results = useQueries({
    queries: lines.map((line) => ({
      queryKey: ['markets', line.venue, 'candles', line.symbol],
      queryFn: async () =>
        closesOf(
          await callEndpoint(
            client,
            CANDLES[line.venue],
            { symbol: line.symbol, ...DAY_CANDLES },
            // Every row reads the same path at once: none may cancel another.
            { cancelDuplicate: false },
          ),
        ),
      refetchInterval: CANDLE_POLL_MS,
      staleTime: CANDLE_POLL_MS,
    })),
  });
  const byKey = new Map<string, readonly number[]>();
  lines.forEach((line, index) => {
    const closes = results[index]?.data;
    if (closes) byKey.set(marketKey(line), closes);
  });
  return (line) => byKey.get(marketKey(line));
}
