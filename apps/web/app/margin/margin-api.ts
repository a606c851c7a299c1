import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { MARGIN_ENDPOINTS } from '@tideline/protocol/margin/endpoints';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { ASSET_QUERY_KEYS } from '../asset/asset-api.ts';
import { dayRange } from '../record/model/record-kinds.ts';
import { useSessionUserId } from '../security/auth-session.ts';
import { accountKeys } from '../spot/index.ts';
import {
  type AccountRef,
  accountFields,
  fetchMarginAccounts,
  MARGIN_QUERY_KEYS,
  type MarginRecord,
  owesAnything,
} from './margin-account.ts';

// The margin pages' calls (docs/protocol-margin.md), each through its endpoint-table row, so every
// answer is checked against the protocol's schema. The user's own queries are keyed by the
// session, so another sign-in reads its own.

/** How often the accounts are read while one owes something. */
const OWING_REFRESH_MS = 5_000;

export function useMarginInfo() {
  const client = useApiClient();
  return useQuery({
    queryKey: MARGIN_QUERY_KEYS.info,
    queryFn: () => callEndpoint(client, MARGIN_ENDPOINTS.info, {}),
    staleTime: 60_000,
  });
}

export function useMarginAccounts(enabled = true) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...MARGIN_QUERY_KEYS.accounts, userId],
    queryFn: () => fetchMarginAccounts(client),
    enabled: enabled && userId !== null,
    // The gateway pushes an account after its own moves and near its liquidation price; between
    // those, an account that owes is read again so its level follows the market and its interest.
    refetchInterval: (query) => (owesAnything(query.state.data) ? OWING_REFRESH_MS : false),
  });
}

export function useMaxBorrowable(ref: AccountRef, asset: string, enabled: boolean) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...MARGIN_QUERY_KEYS.maxBorrowable, userId, ref.mode, ref.symbol, asset],
    queryFn: () => callEndpoint(client, MARGIN_ENDPOINTS.maxBorrowable, { ...accountFields(ref), asset }),
    enabled: enabled && userId !== null,
  });
}

export function useMarginOrders(ref: AccountRef, state: 'open' | 'history', enabled = true) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...MARGIN_QUERY_KEYS.orders, userId, ref.mode, ref.symbol, state],
    queryFn: () => callEndpoint(client, MARGIN_ENDPOINTS.orders, { ...accountFields(ref), state }),
    enabled: enabled && userId !== null,
  });
}

/** Records of one kind (or all) within a range of whole days, newest first. */
export function useMarginRecords(kind: MarginRecord['kind'] | '', range: readonly [Date, Date] | null) {
  const client = useApiClient();
  const userId = useSessionUserId();
  const { startTime, endTime } = dayRange(range);
  return useQuery({
    queryKey: [...MARGIN_QUERY_KEYS.records, userId, kind, startTime, endTime],
    queryFn: () =>
      callEndpoint(client, MARGIN_ENDPOINTS.records, {
        limit: 500,
        ...(kind === '' ? {} : { kind }),
        ...(startTime === undefined ? {} : { startTime }),
        ...(endTime === undefined ? {} : { endTime }),
      }),
  });
}

/** After a move of money: margin's lists and the spot balances (the other end of a transfer) read again. */
export function useRefreshAfterMove() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: MARGIN_QUERY_KEYS.all });
    await queryClient.invalidateQueries({ queryKey: ASSET_QUERY_KEYS.balances });
    await queryClient.invalidateQueries({ queryKey: accountKeys.balances });
  };
}

export type MoneyMove = 'transfer-in' | 'transfer-out' | 'borrow' | 'repay';

/** A transfer, borrow or repay of one account. */
export function useMoneyMove(onDone: () => void) {
  const client = useApiClient();
  const refresh = useRefreshAfterMove();
  return useMutation({
    mutationFn: ({
      move,
      ref,
      asset,
      amount,
    }: {
      move: MoneyMove;
      ref: AccountRef;
      asset: string;
      amount: string;
    }) => {
      const fields = { ...accountFields(ref), asset, amount };
      if (move === 'borrow') return callEndpoint(client, MARGIN_ENDPOINTS.borrow, fields);
      if (move === 'repay') return callEndpoint(client, MARGIN_ENDPOINTS.repay, fields);
      return callEndpoint(client, MARGIN_ENDPOINTS.transfer, {
        ...fields,
        direction: move === 'transfer-in' ? 'in' : 'out',
      });
    },
    onSuccess: async () => {
      await refresh();
      onDone();
    },
  });
}
