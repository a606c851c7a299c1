import type { MarginMode } from './tables.ts';

/**
 * The exchange account ids margin uses. A margin account's cash is an ordinary account of the spot
 * exchange, so its orders rest in, and match against, the same books as spot orders; its id is
 * not `u<id>`, so spot's projections (orders, fills, records) leave it to margin. The platform's
 * counterparties are exchange accounts too, funded at first start.
 */
export const POOL = 'margin-pool';
export const PLATFORM = 'margin-platform';
export const PROTECTION_FUND = 'margin-fund';
export const SYSTEM_ACCOUNTS = [POOL, PLATFORM, PROTECTION_FUND] as const;

export function marginAccountId(userId: number, mode: MarginMode, symbol?: string): string {
  return mode === 'cross' ? `mc${userId}` : `mi${userId}-${symbol}`;
}
