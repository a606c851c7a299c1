import { PositionDirection } from '@tideline/core/futures';
import { contractKeys } from './contract-keys.ts';

/**
 * Ledger account names of the futures venue (asset USDT only). A user's futures wallet is the
 * ledger account named by their id, kept apart from spot by living in its own ledger: `available`
 * is the free balance and `hold` the margin frozen for open orders. Each position's margin sits in
 * its own account, so isolated margin can never be spent elsewhere by mistake. The `@` accounts
 * are the venue's; only they may go below zero.
 */
export const SPOT_WALLETS = '@spot-wallets';
/** Where the insurance fund's seed money comes from. */
export const VENUE_TREASURY = '@venue-treasury';
export const FUTURES_FEES = '@futures-fees';
/** The insurance ("protection") fund; it also holds the positions it took over. */
export const INSURANCE_FUND = '@insurance-fund';
/** Funding payments pass through it: payers are debited rounded up, receivers credited rounded down. */
export const FUNDING_POOL = '@funding-pool';
/**
 * Realised PnL is paid out of and into it. Because every trade has two sides, its balance always
 * equals the sum of short entry values minus the sum of long entry values (an invariant).
 */
export const SETTLEMENT = '@futures-settlement';

export const FUTURES_ASSET = 'USDT';

export function positionMarginAccount(
  accountId: string,
  symbol: string,
  direction: PositionDirection,
): string {
  const keys = contractKeys(accountId, symbol);
  return direction === PositionDirection.Long ? keys.longMargin : keys.shortMargin;
}

export function isPositionMarginAccount(ledgerAccount: string): boolean {
  return ledgerAccount.includes('#');
}

export function isVenueAccount(accountId: string): boolean {
  return accountId.startsWith('@');
}
