import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { ASSET_ENDPOINTS } from '@tideline/protocol/asset/endpoints';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import type { AssetBalance, PlanOrder, SpotFill, SpotOrder } from './market-types.ts';

/** Rows the account tables show at most (the gateway's largest page). */
export const ACCOUNT_PAGE = 100;

export async function fetchOpenOrders(client: RequestClient, symbol: string): Promise<SpotOrder[]> {
  return callEndpoint(client, SPOT_ENDPOINTS.openOrders, { symbol });
}

export async function fetchOrderHistory(client: RequestClient, symbol: string): Promise<SpotOrder[]> {
  return callEndpoint(client, SPOT_ENDPOINTS.orderHistory, { symbol, limit: ACCOUNT_PAGE });
}

export async function fetchFills(client: RequestClient, symbol: string): Promise<SpotFill[]> {
  return callEndpoint(client, SPOT_ENDPOINTS.fills, { symbol, limit: ACCOUNT_PAGE });
}

/** The plan orders of a pair still waiting for their trigger, newest first. */
export async function fetchWaitingPlans(client: RequestClient, symbol: string): Promise<PlanOrder[]> {
  return callEndpoint(client, SPOT_ENDPOINTS.plans, { symbol, status: 'waiting', limit: ACCOUNT_PAGE });
}

export async function fetchBalances(client: RequestClient): Promise<AssetBalance[]> {
  return (await callEndpoint(client, ASSET_ENDPOINTS.spotBalances)).balances;
}
