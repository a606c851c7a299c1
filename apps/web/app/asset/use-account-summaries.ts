import { useQueries } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import type { AssetSummary } from '../product-manifest.ts';
import { PRODUCTS } from '../products.ts';
import { ASSET_REFRESH_MS } from './use-asset-data.ts';

/** Every product's account summary, in the products' order. */
export const ACCOUNT_SUMMARIES: readonly AssetSummary[] = PRODUCTS.flatMap((product) =>
  product.asset ? [product.asset] : [],
);

/**
 * Each account's answer, under the same keys as the account pages' own queries, so the overview,
 * those pages and the transfer panel share one cached copy and one refresh.
 */
export function useAccountSummaries(userId: string | null, summaries = ACCOUNT_SUMMARIES) {
  const client = useApiClient();
  return useQueries({
    queries: summaries.map((summary) => ({
      queryKey: [...summary.queryKey, userId],
      queryFn: () => summary.fetch(client),
      enabled: userId !== null,
      refetchInterval: ASSET_REFRESH_MS,
    })),
  });
}
