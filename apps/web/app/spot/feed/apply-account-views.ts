import type { QueryClient } from '@tanstack/react-query';
import { spotBalance } from '@tideline/protocol/asset/balances';
import { spotFill } from '@tideline/protocol/spot/fill';
import { spotOrder } from '@tideline/protocol/spot/order';
import {
  type BalanceChange,
  withBalances,
  withFills,
  withFinishedOrders,
  withOpenOrders,
} from '../model/account-cache.ts';
import { accountKeys } from '../model/account-keys.ts';
import type { AssetBalance, SpotFill, SpotOrder } from '../model/market-types.ts';

/** The views of a pushed (or answered) list that match their wire schema; any other item is left out. */
function validViews<View>(
  schema: { safeParse(item: unknown): { success: true; data: View } | { success: false } },
  data: unknown,
): View[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const checked = schema.safeParse(item);
    return checked.success ? [checked.data] : [];
  });
}

/** A pushed balance change: the stream sends available and hold, not the total. */
const balanceChange = spotBalance.pick({ asset: true, available: true, hold: true });

function bySymbol<T extends { symbol: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.symbol, [...(groups.get(item.symbol) ?? []), item]);
  return groups;
}

/**
 * Whether one of `orders` is a trigger order's (trackingType 1) the page has not seen yet: its plan
 * has fired and left the waiting ones.
 */
function firedPlanOrder(queryClient: QueryClient, symbol: string, orders: readonly SpotOrder[]): boolean {
  const known = new Set(
    [
      ...(queryClient.getQueryData<SpotOrder[]>(accountKeys.open(symbol)) ?? []),
      ...(queryClient.getQueryData<SpotOrder[]>(accountKeys.history(symbol)) ?? []),
    ].map((order) => order.orderNo),
  );
  return orders.some((order) => order.trackingType === 1 && !known.has(order.orderNo));
}

/**
 * Puts order, fill and balance views the gateway sent (a placement's answer, the private stream's
 * pushes) into the cached account lists, so the tables follow without fetching them again. A
 * fired trigger order's first push fetches the waiting plans again.
 */
export function applyOrderViews(queryClient: QueryClient, data: unknown): void {
  for (const [symbol, orders] of bySymbol(validViews(spotOrder, data))) {
    if (firedPlanOrder(queryClient, symbol, orders))
      void queryClient.invalidateQueries({ queryKey: accountKeys.plans(symbol) });
    queryClient.setQueryData<SpotOrder[]>(accountKeys.open(symbol), (list) => withOpenOrders(list, orders));
    queryClient.setQueryData<SpotOrder[]>(accountKeys.history(symbol), (list) =>
      withFinishedOrders(list, orders),
    );
  }
}

export function applyFillViews(queryClient: QueryClient, data: unknown): void {
  for (const [symbol, fills] of bySymbol(validViews(spotFill, data))) {
    queryClient.setQueryData<SpotFill[]>(accountKeys.fills(symbol), (list) => withFills(list, fills));
  }
}

export function applyBalanceViews(queryClient: QueryClient, data: unknown): void {
  const changes: BalanceChange[] = validViews(balanceChange, data);
  if (changes.length === 0) return;
  queryClient.setQueryData<AssetBalance[]>(accountKeys.balances, (list) => withBalances(list, changes));
}
