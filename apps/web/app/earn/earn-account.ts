import { Decimal, parseDecimal } from '@tideline/core/decimal';
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { EARN_ENDPOINTS } from '@tideline/protocol/earn/endpoints';
import type { earnAccount, earnHolding, earnProduct, earnRecord } from '@tideline/protocol/earn/schemas';
import type { z } from 'zod';
import { type LastPrices, usdtValueOf } from '../asset/model/valuation.ts';

// The earn wallet and the shapes of earn's answers, without React: the product manifest reads
// them, and the route list (which browser tests and the server load outside a page) must not pull
// in the pages' hooks and widgets.

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
