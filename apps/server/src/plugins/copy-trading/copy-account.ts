import { Decimal } from '@tideline/core/decimal';
import { PositionDirection, PositionMode } from '@tideline/core/futures';
import type { PositionView } from '../../futures/types.ts';
import { formatUnits } from '../../markets/fixed-point.ts';
import type { VenueName } from '../../platform/trading-account.ts';
import type { FuturesInput, FuturesService } from '../futures/index.ts';
import type { Direction } from './mirror.ts';

/**
 * A copy's own futures account: each copy trades in an account of its own on the futures venue,
 * so its positions, margin and profit are the follower's copy alone. Money enters and leaves it
 * only as a pair of futures transfers applied in one batch (out of one account, into the other),
 * so the pair is journaled and committed together and the futures ledger sums to zero after it.
 */
export function copyAccountId(copyId: number | string): string {
  return `copy-${copyId}`;
}

/** The copy a futures account belongs to, or undefined for any other account. */
export function copyIdOf(accountId: string): number | undefined {
  const match = /^copy-(\d+)$/.exec(accountId);
  return match ? Number(match[1]) : undefined;
}

/** The two commands that move `amount` USDT from one futures account to another. */
export function futuresMove(from: string, to: string, amount: string): FuturesInput[] {
  return [
    { type: 'transfer', direction: 'out', accountId: from, amount },
    { type: 'transfer', direction: 'in', accountId: to, amount },
  ];
}

/** A new copy account trades both sides apart (two-way mode), as a lead may hold a long and a short. */
export function openCopyAccount(accountId: string): FuturesInput {
  return { type: 'set-position-mode', accountId, positionMode: PositionMode.TwoWay };
}

export function directionName(direction: PositionDirection): Direction {
  return direction === PositionDirection.Long ? 'long' : 'short';
}

export function directionCode(direction: Direction): PositionDirection {
  return direction === 'long' ? PositionDirection.Long : PositionDirection.Short;
}

/** What an account holds in USDT: free and held balance plus every position's margin. */
export function equityOf(futures: FuturesService, venue: VenueName, accountId: string): Decimal {
  const exchange = futures.exchanges[venue];
  const { available, hold } = exchange.balance(accountId);
  return exchange
    .positionsOf(accountId)
    .reduce((sum, position) => sum.plus(position.openMarginCount), new Decimal(available).plus(hold));
}

/**
 * The size of one leg of a copy account's position, as positionsOf's count says it, read without
 * building the position's view (its liquidation price): planning a move reads it for every copy.
 */
export function positionSize(
  futures: FuturesService,
  venue: VenueName,
  accountId: string,
  symbol: string,
  direction: Direction,
): string {
  const exchange = futures.exchanges[venue];
  const lots = exchange.legSize(accountId, symbol, directionCode(direction));
  const contract = exchange.contracts().find((spec) => spec.symbol === symbol);
  return lots === 0 || contract === undefined ? '0' : formatUnits(lots, contract.sizePlace);
}

export function positionWire(view: PositionView) {
  return {
    symbol: view.symbol,
    direction: directionName(view.direction),
    size: view.count,
    entryPrice: view.openAvgPrice,
    margin: view.openMarginCount,
    unrealisedPnl: view.unrealisedPnl,
  };
}
