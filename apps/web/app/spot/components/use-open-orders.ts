import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { accountKeys } from '../model/account-keys.ts';
import { fetchOpenOrders } from '../model/account-queries.ts';

/** The signed-in trader's open orders of a pair; one query shared by the book and the tables. */
export function useOpenOrders(symbol: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: accountKeys.open(symbol),
    queryFn: () => fetchOpenOrders(client, symbol),
    enabled,
  });
}
