import { Decimal } from '@tideline/core/decimal';
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { MARGIN_ENDPOINTS } from '@tideline/protocol/margin/endpoints';
import type {
  marginAccount,
  marginAccounts,
  marginInfo,
  marginOrder,
  marginRecord,
} from '@tideline/protocol/margin/schemas';
import type { z } from 'zod';

// The margin accounts and the shapes of margin's answers, without React: the product manifest
// reads them, and the route list (loaded outside a page) must not pull in hooks and widgets.

export type MarginAccount = z.infer<typeof marginAccount>;
export type MarginAccounts = z.infer<typeof marginAccounts>;
export type MarginInfo = z.infer<typeof marginInfo>;
export type MarginOrder = z.infer<typeof marginOrder>;
export type MarginRecord = z.infer<typeof marginRecord>;
export type MarginMode = MarginAccount['mode'];

/** Which margin account: the cross one, or the isolated one of a pair. */
export interface AccountRef {
  mode: MarginMode;
  symbol: string | null;
}

export const MARGIN_QUERY_KEYS = {
  all: ['margin'],
  info: ['margin', 'info'],
  accounts: ['margin', 'accounts'],
  orders: ['margin', 'orders'],
  records: ['margin', 'records'],
  maxBorrowable: ['margin', 'maxBorrowable'],
} as const;

export function fetchMarginAccounts(client: RequestClient): Promise<MarginAccounts> {
  return callEndpoint(client, MARGIN_ENDPOINTS.accounts, {});
}

/** The request fields naming an account: `symbol` only for an isolated one. */
export function accountFields(ref: AccountRef): { mode: MarginMode; symbol?: string } {
  return ref.mode === 'isolated' && ref.symbol !== null
    ? { mode: ref.mode, symbol: ref.symbol }
    : { mode: ref.mode };
}

/** Every margin account's equity in USDT (assets less debt and interest), as the gateway values it. */
export function marginUsdtValue(accounts: MarginAccounts): Decimal {
  return [accounts.cross, ...accounts.isolated].reduce(
    (sum, account) => sum.plus(account.totalAssetValue).minus(account.totalDebtValue),
    new Decimal(0),
  );
}

/** USDT the cross account can move out now (its free USDT; the gateway also holds the level at 2). */
export function crossUsdtFree(accounts: MarginAccounts): string {
  return accounts.cross.assets.find((row) => row.asset === 'USDT')?.free ?? '0';
}

/** The account of `ref` among the user's accounts; an isolated pair not opened yet has none. */
export function findAccount(
  accounts: MarginAccounts | undefined,
  ref: AccountRef,
): MarginAccount | undefined {
  if (accounts === undefined) return undefined;
  if (ref.mode === 'cross') return accounts.cross;
  return accounts.isolated.find((account) => account.symbol === ref.symbol);
}

/** Whether any account owes principal or interest of any asset. */
export function owesAnything(accounts: MarginAccounts | undefined): boolean {
  if (accounts === undefined) return false;
  return [accounts.cross, ...accounts.isolated].some((account) => Number(account.totalDebtValue) > 0);
}
