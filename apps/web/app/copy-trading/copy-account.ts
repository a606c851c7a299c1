import { Decimal } from '@tideline/core/decimal';
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { COPY_TRADING_ENDPOINTS } from '@tideline/protocol/copy-trading/endpoints';
import type { copySummary } from '@tideline/protocol/copy-trading/schemas';
import type { z } from 'zod';

// My copies and the query keys of copy trading's answers, without React: the product manifest
// reads them for /asset, and the route list (loaded outside a page) must not pull in the pages.

export type CopySummary = z.infer<typeof copySummary>;

export const COPY_QUERY_KEYS = {
  all: ['copyTrading'],
  traders: ['copyTrading', 'traders'],
  trader: ['copyTrading', 'trader'],
  copies: ['copyTrading', 'copies'],
  records: ['copyTrading', 'records'],
  dashboard: ['copyTrading', 'dashboard'],
  futures: ['copyTrading', 'futuresAccount'],
} as const;

export function fetchMyCopies(client: RequestClient): Promise<CopySummary[]> {
  return callEndpoint(client, COPY_TRADING_ENDPOINTS.copies, {});
}

/**
 * What my copy accounts hold, in USDT: each copy trades in an account of its own, funded out of the
 * futures wallet, so this money is in no other account's figure. A stopped copy's equity is what
 * is still on its way back (zero once it is home).
 */
export function copiesUsdtValue(copies: readonly CopySummary[]): Decimal {
  return copies.reduce((sum, copy) => sum.plus(copy.equity), new Decimal(0));
}
