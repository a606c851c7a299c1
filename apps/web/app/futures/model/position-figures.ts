import { Decimal } from '@tideline/core/decimal';
import { MarginMode, maintenanceMarginFor, marginRatio } from '@tideline/core/futures';
import type { FuturesAccount, FuturesContract, FuturesPositionRow } from './futures-types.ts';

/**
 * Margin ratio of a position as a percentage with 2 decimals: maintenance margin at the mark over
 * the margin that backs it (isolated: the position's margin plus its unrealised PnL; cross: the
 * account's equity). 100% or more means liquidation. Null without a mark or an account.
 */
export function positionMarginRatio(
  position: FuturesPositionRow,
  contract: FuturesContract,
  account: FuturesAccount | undefined,
): string | null {
  if (position.markPrice === null) return null;
  const maintenance = maintenanceMarginFor(
    new Decimal(position.markPrice).times(position.count),
    contract.riskTiers,
  );
  let balance: Decimal;
  if (position.marginMode === MarginMode.Fixed) {
    balance = new Decimal(position.openMarginCount).plus(position.unrealisedPnl ?? '0');
  } else if (account === undefined) {
    return null;
  } else {
    balance = new Decimal(account.equity);
  }
  const ratio = marginRatio(maintenance, balance);
  return ratio.isFinite() ? ratio.times(100).toFixed(2) : null;
}

/** A stable key of a position: one per contract and leg. */
export function positionKey(position: Pick<FuturesPositionRow, 'symbol' | 'direction'>): string {
  return `${position.symbol}:${position.direction}`;
}
