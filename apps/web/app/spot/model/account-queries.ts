import type { RequestClient } from '@tideline/core/request';
import type { AssetBalance, PlanOrder, SpotFill, SpotOrder } from './market-types.ts';
import { parseBalances } from './parse-market.ts';

type Getter = Pick<RequestClient, 'get'>;

function records<T extends object>(data: unknown, idField: keyof T & string): T[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is T =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Record<string, unknown>)[idField] === 'string',
  );
}

/** Rows the account tables show at most (the gateway's largest page). */
export const ACCOUNT_PAGE = 100;

/** The orders of an answer (open orders, order history). */
export function parseSpotOrders(data: unknown): SpotOrder[] {
  return records<SpotOrder>(data, 'orderNo');
}

/** The fills of an answer. */
export function parseSpotFills(data: unknown): SpotFill[] {
  return records<SpotFill>(data, 'tradeId');
}

export async function fetchOpenOrders(client: Getter, symbol: string): Promise<SpotOrder[]> {
  return parseSpotOrders((await client.get<unknown>('/spot/order/open', { symbol })).data);
}

export async function fetchOrderHistory(client: Getter, symbol: string): Promise<SpotOrder[]> {
  const answer = await client.get<unknown>('/spot/order/history', { symbol, limit: ACCOUNT_PAGE });
  return parseSpotOrders(answer.data);
}

export async function fetchFills(client: Getter, symbol: string): Promise<SpotFill[]> {
  const answer = await client.get<unknown>('/spot/order/fills', { symbol, limit: ACCOUNT_PAGE });
  return parseSpotFills(answer.data);
}

/** The plan orders of a pair still waiting for their trigger, newest first. */
export async function fetchWaitingPlans(client: Getter, symbol: string): Promise<PlanOrder[]> {
  const answer = await client.get<unknown>('/spot/plan/list', {
    symbol,
    status: 'waiting',
    limit: ACCOUNT_PAGE,
  });
  return records<PlanOrder>(answer.data, 'planNo');
}

export async function fetchBalances(client: Getter): Promise<AssetBalance[]> {
  return parseBalances((await client.get<unknown>('/asset/spot/balances')).data);
}
