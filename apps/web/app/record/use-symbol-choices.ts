import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider.tsx';

function symbolsOf(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const symbol =
      typeof item === 'object' && item !== null ? (item as { symbol?: unknown }).symbol : undefined;
    return typeof symbol === 'string' ? [symbol] : [];
  });
}

/** The symbols a record list can be filtered by: spot pairs or futures contracts. */
export function useSymbolChoices(market: 'spot' | 'futures'): string[] {
  const client = useApiClient();
  const symbols = useQuery({
    queryKey: ['records', 'symbols', market],
    queryFn: async () =>
      symbolsOf(
        (await client.get<unknown>(market === 'spot' ? '/market/symbols' : '/futures/contracts')).data,
      ),
    staleTime: 300_000,
  });
  return symbols.data ?? [];
}
