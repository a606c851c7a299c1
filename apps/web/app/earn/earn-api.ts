import { useQuery } from '@tanstack/react-query';
import { Decimal, parseDecimal } from '@tideline/core/decimal';
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { EARN_ENDPOINTS } from '@tideline/protocol/earn/endpoints';
import type { earnAccount, earnHolding, earnProduct, earnRecord } from '@tideline/protocol/earn/schemas';
import type { z } from 'zod';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { type LastPrices, usdtValueOf } from '../asset/model/valuation.ts';
import { useSessionUserId } from '../security/auth-session.ts';

// The earn pages' calls (docs/protocol-earn.md §1), each through its endpoint-table row; queries
// are keyed by the session, so another sign-in reads its own.

export type EarnProduct = z.infer<typeof earnProduct>;
export type EarnHolding = z.infer<typeof earnHolding>;
export type EarnRecord = z.infer<typeof earnRecord>;
export type EarnAccount = z.infer<typeof earnAccount>;

export const EARN_QUERY_KEYS = {
  products: ['earn', 'products'],
  holdings: ['earn', 'holdings'],
  records: ['earn', 'records'],
  account: ['earn', 'account'],
} as const;

export function fetchEarnAccount(client: RequestClient): Promise<EarnAccount> {
  return callEndpoint(client, EARN_ENDPOINTS.account, {});
}

/** The earn wallet's worth in USDT: available and held of every asset at its last price. */
export function earnUsdtValue(account: EarnAccount, prices: LastPrices): Decimal {
  return account.balances.reduce((sum, balance) => {
    const total = new Decimal(balance.available).plus(balance.held).toFixed();
    return sum.plus(usdtValueOf({ asset: balance.asset, total }, prices) ?? 0);
  }, new Decimal(0));
}

export function usdtAvailable(account: EarnAccount): string {
  const usdt = account.balances.find((balance) => balance.asset === 'USDT');
  return (parseDecimal(usdt?.available) ?? new Decimal(0)).toFixed();
}

export function useEarnProducts() {
  const client = useApiClient();
  return useQuery({
    queryKey: EARN_QUERY_KEYS.products,
    queryFn: () => callEndpoint(client, EARN_ENDPOINTS.products, {}),
  });
}

export function useEarnHoldings() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...EARN_QUERY_KEYS.holdings, userId],
    queryFn: () => callEndpoint(client, EARN_ENDPOINTS.holdings, {}),
    enabled: userId !== null,
  });
}

export function useEarnAccount() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...EARN_QUERY_KEYS.account, userId],
    queryFn: () => fetchEarnAccount(client),
    enabled: userId !== null,
  });
}

/** Records within a day range (`YYYY-MM-DD`, UTC, both ends included), optionally of one kind. */
export function useEarnRecords(from: string, to: string, kind: EarnRecord['kind'] | '') {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...EARN_QUERY_KEYS.records, userId, from, to, kind],
    queryFn: () =>
      callEndpoint(client, EARN_ENDPOINTS.records, {
        ...(from === '' ? {} : { from: Date.parse(`${from}T00:00:00Z`) }),
        ...(to === '' ? {} : { to: Date.parse(`${to}T23:59:59.999Z`) }),
        ...(kind === '' ? {} : { kind }),
        limit: 500,
      }),
    enabled: userId !== null,
  });
}
