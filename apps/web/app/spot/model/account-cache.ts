import { Decimal } from '@tideline/core/decimal';
import { ACCOUNT_PAGE } from './account-queries.ts';
import type { AssetBalance, SpotFill, SpotOrder } from './market-types.ts';

/**
 * How the spot account tables follow what the gateway already sends (issue #19): the order view a
 * placement answers and the order, fill and balance views the private stream pushes are applied
 * to the cached lists instead of fetching the lists again. Pure: each takes the cached list (or
 * nothing, when that list was never fetched) and the pushed views, and answers the new list.
 */

/** Still on the book: shown in open orders. Anything else is finished: shown in the history. */
export function isOpen(order: Pick<SpotOrder, 'status'>): boolean {
  return order.status === 'new' || order.status === 'partially_filled';
}

const newestFirst = (a: { createTime: number }, b: { createTime: number }) => b.createTime - a.createTime;

/** An order view replaces its older self; the list keeps only the orders that belong to it. */
function withOrders(
  list: readonly SpotOrder[] | undefined,
  orders: readonly SpotOrder[],
  belongs: (order: SpotOrder) => boolean,
): SpotOrder[] | undefined {
  if (list === undefined) return undefined;
  const changed = new Map(orders.map((order) => [order.orderNo, order]));
  const kept = list.filter((order) => !changed.has(order.orderNo));
  const added = [...changed.values()].filter(belongs);
  return [...added, ...kept].sort(newestFirst).slice(0, ACCOUNT_PAGE);
}

export function withOpenOrders(list: readonly SpotOrder[] | undefined, orders: readonly SpotOrder[]) {
  return withOrders(list, orders, isOpen);
}

export function withFinishedOrders(list: readonly SpotOrder[] | undefined, orders: readonly SpotOrder[]) {
  return withOrders(list, orders, (order) => !isOpen(order));
}

/** New fills go on top, newest first; a fill already listed is not listed twice. */
export function withFills(
  list: readonly SpotFill[] | undefined,
  fills: readonly SpotFill[],
): SpotFill[] | undefined {
  if (list === undefined) return undefined;
  const known = new Set(list.map((fill) => fill.tradeId));
  const added = fills.filter((fill) => !known.has(fill.tradeId));
  return [...added, ...list].sort((a, b) => b.ts - a.ts).slice(0, ACCOUNT_PAGE);
}

/** A pushed balance change: the stream sends available and hold; the total is their sum. */
export interface BalanceChange {
  asset: string;
  available: string;
  hold: string;
}

export function withBalances(
  list: readonly AssetBalance[] | undefined,
  changes: readonly BalanceChange[],
): AssetBalance[] | undefined {
  if (list === undefined) return undefined;
  const byAsset = new Map(list.map((balance) => [balance.asset, balance]));
  for (const change of changes) {
    const places = Math.max(decimalsOf(change.available), decimalsOf(change.hold));
    byAsset.set(change.asset, {
      ...change,
      total: new Decimal(change.available).plus(change.hold).toFixed(places),
    });
  }
  // Listed assets keep their order; an asset seen for the first time goes last.
  return [...byAsset.values()];
}

function decimalsOf(value: string): number {
  const point = value.indexOf('.');
  return point === -1 ? 0 : value.length - point - 1;
}
