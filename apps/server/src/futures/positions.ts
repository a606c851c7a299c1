import { MarginMode, PositionDirection } from '@tideline/core/futures';
import {
  FUTURES_ASSET,
  INSURANCE_FUND,
  isVenueAccount,
  positionMarginAccount,
  SETTLEMENT,
} from './accounts.ts';
import type { FuturesCore } from './core.ts';
import {
  ceilDiv,
  emptyPosition,
  type Market,
  type OrderRecord,
  type Position,
  positionKey,
  smaller,
} from './state.ts';

// Positions and their money: opening and closing parts, realised PnL, and the debits that take from free
// balance and margins.

export function openPart(
  e: FuturesCore,
  market: Market,
  order: OrderRecord,
  price: number,
  size: number,
): Position {
  const symbol = market.contract.symbol;
  const key = positionKey(order.accountId, symbol, order.positionSide);
  let position = e.positions.get(key);
  if (position === undefined) {
    position = emptyPosition(
      order.accountId,
      symbol,
      order.positionSide,
      isVenueAccount(order.accountId) ? MarginMode.Cross : e.settingsOf(order.accountId, symbol).marginMode,
    );
    e.addPosition(key, position);
  }
  const value = BigInt(price) * BigInt(size) * market.unitsPerTickLot;
  position.size += size;
  position.entryValue += value;
  position.openDeal += size;
  if (order.takeProfit !== null || order.stopLoss !== null) {
    e.setTpsl(position, order.takeProfit ?? position.takeProfit, order.stopLoss ?? position.stopLoss);
  }
  if (!isVenueAccount(order.accountId)) {
    const leverage = BigInt(e.settingsOf(order.accountId, symbol).leverage);
    const wanted = ceilDiv(value, leverage);
    const free = e.ledger.balance(order.accountId, FUTURES_ASSET).available;
    moveToMargin(e, position, smaller(wanted, free));
  }
  e.touch(position);
  return position;
}

/**
 * Closes `size` lots at `price`: the closed share of the entry value and margin leave the
 * position, the margin share returns to the free balance and the realised PnL is settled.
 */
export function closePart(
  e: FuturesCore,
  market: Market,
  position: Position,
  price: number,
  size: number,
): bigint {
  const whole = size === position.size;
  const basis = whole ? position.entryValue : (position.entryValue * BigInt(size)) / BigInt(position.size);
  const marginShare = whole ? position.margin : (position.margin * BigInt(size)) / BigInt(position.size);
  const closeValue = BigInt(price) * BigInt(size) * market.unitsPerTickLot;
  const pnl = position.direction === PositionDirection.Long ? closeValue - basis : basis - closeValue;
  releaseMargin(e, position, marginShare);
  position.entryValue -= basis;
  position.size -= size;
  position.closeDeal += size;
  position.achieved += pnl;
  settlePnl(e, position.accountId, position, pnl);
  e.touch(position);
  return pnl;
}

export function settlePnl(
  e: FuturesCore,
  accountId: string,
  position: Position | undefined,
  pnl: bigint,
): void {
  if (pnl > 0n) {
    e.ledger.post(FUTURES_ASSET, [SETTLEMENT, 'available'], [accountId, 'available'], pnl);
  } else if (pnl < 0n) {
    const shortfall = debit(e, accountId, position, -pnl, SETTLEMENT);
    if (shortfall > 0n) {
      e.ledger.post(FUTURES_ASSET, [INSURANCE_FUND, 'available'], [SETTLEMENT, 'available'], shortfall);
    }
  }
}

/**
 * Takes `amount` for `target` from the free balance, then from the position's own margin,
 * then (cross) from the account's other cross margins; returns what could not be taken.
 * Venue accounts always pay in full.
 */
export function debit(
  e: FuturesCore,
  accountId: string,
  position: Position | undefined,
  amount: bigint,
  target: string,
): bigint {
  if (amount <= 0n) return 0n;
  if (isVenueAccount(accountId)) {
    e.ledger.post(FUTURES_ASSET, [accountId, 'available'], [target, 'available'], amount);
    return 0n;
  }
  const free = e.ledger.balance(accountId, FUTURES_ASSET).available;
  const fromFree = free < amount ? free : amount;
  if (fromFree > 0n) e.ledger.post(FUTURES_ASSET, [accountId, 'available'], [target, 'available'], fromFree);
  let left = amount - (fromFree > 0n ? fromFree : 0n);
  if (left === 0n) return 0n;
  const sources: Position[] = [];
  if (position !== undefined && position.margin > 0n) sources.push(position);
  if (position === undefined || position.marginMode === MarginMode.Cross) {
    for (const other of e.positions.readOwned(accountId)) {
      if (other !== position && other.marginMode === MarginMode.Cross) {
        sources.push(other);
      }
    }
  }
  for (const source of sources) {
    if (left === 0n) break;
    const taken = source.margin < left ? source.margin : left;
    if (taken <= 0n) continue;
    const account = positionMarginAccount(accountId, source.symbol, source.direction);
    e.ledger.post(FUTURES_ASSET, [account, 'available'], [target, 'available'], taken);
    source.margin -= taken;
    e.touch(source);
    left -= taken;
  }
  return left;
}

export function moveToMargin(e: FuturesCore, position: Position, amount: bigint): void {
  if (amount <= 0n) return;
  const account = positionMarginAccount(position.accountId, position.symbol, position.direction);
  e.ledger.post(FUTURES_ASSET, [position.accountId, 'available'], [account, 'available'], amount);
  position.margin += amount;
  e.touch(position);
}

export function releaseMargin(e: FuturesCore, position: Position, amount: bigint): void {
  if (amount <= 0n || isVenueAccount(position.accountId)) return;
  const account = positionMarginAccount(position.accountId, position.symbol, position.direction);
  e.ledger.post(FUTURES_ASSET, [account, 'available'], [position.accountId, 'available'], amount);
  position.margin -= amount;
  e.touch(position);
}
