import { useQuery } from '@tanstack/react-query';
import type { RedPacketSource } from '@tideline/protocol/red-packets/schemas';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { ASSET_QUERY_KEYS, fetchSpotBalances } from '../asset/asset-api.ts';
import { fetchP2pWallet, P2P_QUERY_KEYS } from '../p2p/p2p-account.ts';
import { useSessionUserId } from '../security/auth-session.ts';

/**
 * What the chosen wallet holds of the asset, so the creator sees what a packet can draw on before
 * sending: `undefined` while it loads (or on a failed read; the gateway checks the balance anyway).
 * The two queries share their keys with /asset and /p2p, so a transfer there refreshes this.
 */
export function useSourceAvailable(source: RedPacketSource, asset: string): string | undefined {
  const client = useApiClient();
  const userId = useSessionUserId();
  const spot = useQuery({
    queryKey: [...ASSET_QUERY_KEYS.balances, userId],
    queryFn: () => fetchSpotBalances(client),
    enabled: userId !== null && source === 'spot',
  });
  const funding = useQuery({
    queryKey: [...P2P_QUERY_KEYS.wallet, userId],
    queryFn: () => fetchP2pWallet(client),
    enabled: userId !== null && source === 'funding',
  });
  const rows = source === 'spot' ? spot.data?.balances : funding.data;
  if (rows === undefined) return undefined;
  return rows.find((row) => row.asset === asset)?.available ?? '0';
}
