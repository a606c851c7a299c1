import type { QueryClient } from '@tanstack/react-query';
import {
  type BalanceChange,
  withBalances,
  withFills,
  withFinishedOrders,
  withOpenOrders,
} from '../model/account-cache.ts';
import { accountKeys } from '../model/account-keys.ts';
import { parseSpotFills, parseSpotOrders } from '../model/account-queries.ts';
import type { AssetBalance, SpotFill, SpotOrder } from '../model/market-types.ts';

function bySymbol<T extends { symbol: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.symbol, [...(groups.get(item.symbol) ?? []), item]);
  return groups;
}

/**
 * Puts order, fill and balance views the gateway sent (a placement's answer, the private stream's
 * pushes) into the cached account lists, so the tables follow without fetching them again.
 */
export function applyOrderViews(queryClient: QueryClient, data: unknown): void {
  for (const [symbol, orders] of bySymbol(parseSpotOrders(data))) {
    queryClient.setQueryData<SpotOrder[]>(accountKeys.open(symbol), (list) => withOpenOrders(list, orders));
    queryClient.setQueryData<SpotOrder[]>(accountKeys.history(symbol), (list) =>
      withFinishedOrders(list, orders),
    );
  }
}

export function applyFillViews(queryClient: QueryClient, data: unknown): void {
  for (const [symbol, fills] of bySymbol(parseSpotFills(data))) {
    queryClient.setQueryData<SpotFill[]>(accountKeys.fills(symbol), (list) => withFills(list, fills));
  }
}

function balanceChanges(data: unknown): BalanceChange[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is BalanceChange =>
      typeof item === 'object' &&
      item !== null &&
      ['asset', 'available', 'hold'].every(
        (field) => typeof (item as Record<string, unknown>)[field] === 'string',
      ),
  );
}

export function applyBalanceViews(queryClient: QueryClient, data: unknown): void {
  const changes = balanceChanges(data);
  if (changes.length === 0) return;
  queryClient.setQueryData<AssetBalance[]>(accountKeys.balances, (list) => withBalances(list, changes));
}
