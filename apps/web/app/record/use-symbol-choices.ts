import { useQuery } from '@tanstack/react-query';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { callEndpoint } from '../api/call-endpoint.ts';
import { useReferenceClient } from '../api/use-reference-client.ts';

/** The symbols a record list can be filtered by: spot pairs or futures contracts. */
export function useSymbolChoices(market: 'spot' | 'futures'): string[] {
  const client = useReferenceClient();
  const symbols = useQuery({
    queryKey: ['records', 'symbols', market],
    queryFn: async () => {
      const listed =
        market === 'spot'
          ? await callEndpoint(client, SPOT_ENDPOINTS.symbols)
          : await callEndpoint(client, FUTURES_ENDPOINTS.contracts);
      return listed.map((item) => item.symbol);
    },
    staleTime: 300_000,
  });
  return symbols.data ?? [];
}
