import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import {
  ASSET_QUERY_KEYS,
  fetchFuturesAccount,
  fetchPositions,
  fetchSpotBalances,
  fetchTickerPrices,
  fetchValuationRates,
} from './asset-api.ts';
import { type LastPrices, lastPricesFromTickers } from './model/valuation.ts';

// The asset pages' server state. Keys carry the user id, so switching accounts never shows the
// previous account's figures; balances refresh every few seconds while a page is open.
export const ASSET_REFRESH_MS = 5_000;

export function useSpotBalances(userId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...ASSET_QUERY_KEYS.balances, userId],
    queryFn: () => fetchSpotBalances(client),
    enabled: userId !== null,
    refetchInterval: ASSET_REFRESH_MS,
  });
}

export function useFuturesAccount(userId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...ASSET_QUERY_KEYS.futuresAccount, userId],
    queryFn: () => fetchFuturesAccount(client),
    enabled: userId !== null,
    refetchInterval: ASSET_REFRESH_MS,
  });
}

export function useFuturesPositions(userId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...ASSET_QUERY_KEYS.positions, userId],
    queryFn: () => fetchPositions(client),
    enabled: userId !== null,
    refetchInterval: ASSET_REFRESH_MS,
  });
}

/** Last USDT prices of the listed coins. */
export function useLastPrices() {
  const client = useApiClient();
  return useQuery({
    queryKey: ASSET_QUERY_KEYS.tickers,
    queryFn: async (): Promise<LastPrices> => lastPricesFromTickers(await fetchTickerPrices(client)),
    refetchInterval: ASSET_REFRESH_MS,
  });
}

export function useValuationRates() {
  const client = useApiClient();
  return useQuery({
    queryKey: ASSET_QUERY_KEYS.rates,
    queryFn: () => fetchValuationRates(client),
    staleTime: 60_000,
  });
}
