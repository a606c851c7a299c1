import { Decimal } from '@tideline/core/decimal';
import type { MarginAccount } from '../margin-account.ts';

// The most a transfer, borrow or repay of one asset may be, as its dialog offers it. Pure.

/** What the account owes of an asset: principal and interest. */
export function owedOf(account: MarginAccount | undefined, asset: string): string {
  const row = account?.assets.find((item) => item.asset === asset);
  if (row === undefined) return '0';
  return new Decimal(row.borrowed).plus(row.interest).toFixed();
}

/**
 * Transfer in: spot's available; transfer out: the account's free (the gateway also keeps the
 * level at 2 or more); borrow: the gateway's maximum borrowable; repay: the smaller of what is owed
 * and what the account holds free. Undefined until the figure it comes from is known.
 */
export function moveLimit(
  move: 'transfer-in' | 'transfer-out' | 'borrow' | 'repay',
  asset: string,
  sources: {
    spot: readonly { asset: string; available: string }[] | undefined;
    account: MarginAccount | undefined;
    maxBorrowable: string | undefined;
  },
): string | undefined {
  const free = sources.account?.assets.find((row) => row.asset === asset)?.free ?? '0';
  switch (move) {
    case 'transfer-in':
      if (sources.spot === undefined) return undefined;
      return sources.spot.find((row) => row.asset === asset)?.available ?? '0';
    case 'transfer-out':
      return sources.account === undefined ? undefined : new Decimal(free).toFixed();
    case 'borrow':
      return sources.maxBorrowable;
    case 'repay': {
      if (sources.account === undefined) return undefined;
      const owed = new Decimal(owedOf(sources.account, asset));
      return Decimal.min(owed, free).toFixed();
    }
  }
}
