import { PositionDirection, PositionMode } from '@tideline/core/futures';
import {
  FUTURES_ASSET,
  isVenueAccount,
  positionMarginAccount,
  SETTLEMENT,
  SPOT_WALLETS,
  VENUE_TREASURY,
} from './accounts.ts';
import type { FuturesCore } from './core.ts';
import { opposite, positionKey } from './state.ts';

// The rules that must hold between commands.

/**
 * Everything that must hold between commands; returns the broken rules (empty when sound):
 * the ledger sums to zero with no user bucket negative; the USDT inside the venue (users,
 * fees, insurance fund, funding pool, settlement) equals what came in from spot wallets and
 * the treasury; every contract has as much long as short open size; the settlement account
 * equals short entry values minus long entry values; each position's margin equals its margin
 * account; each account's hold equals its orders' holds; every order record matches its
 * resting order; resting reduce-only orders never exceed what they may reduce.
 */
export function checkInvariants(e: FuturesCore): string[] {
  const problems = e.ledger.checkConservation();
  const totals = new Map<string, bigint>();
  for (const [account, , available, hold] of e.ledger.snapshot().balances) {
    totals.set(account, BigInt(available) + BigInt(hold));
  }
  let inside = 0n;
  for (const [account, total] of totals) {
    if (account !== SPOT_WALLETS && account !== VENUE_TREASURY) inside += total;
  }
  const external = (totals.get(SPOT_WALLETS) ?? 0n) + (totals.get(VENUE_TREASURY) ?? 0n);
  if (inside !== -external) problems.push(`USDT inside ${inside} differs from money brought in ${-external}`);

  const openInterest = new Map<string, number>();
  let settlement = 0n;
  for (const position of e.positions.values()) {
    const sign = position.direction === PositionDirection.Long ? 1 : -1;
    openInterest.set(position.symbol, (openInterest.get(position.symbol) ?? 0) + sign * position.size);
    settlement += position.direction === PositionDirection.Short ? position.entryValue : -position.entryValue;
    if (position.size <= 0)
      problems.push(`${positionKey(position.accountId, position.symbol, position.direction)} is empty`);
    if (!isVenueAccount(position.accountId)) {
      const account = positionMarginAccount(position.accountId, position.symbol, position.direction);
      const actual = e.ledger.balance(account, FUTURES_ASSET);
      if (actual.available !== position.margin || actual.hold !== 0n) {
        problems.push(`${account} holds ${actual.available}, position margin ${position.margin}`);
      }
    }
  }
  for (const [symbol, net] of openInterest) {
    if (net !== 0) problems.push(`${symbol}: long and short open sizes differ by ${net}`);
  }
  const settlementBalance = totals.get(SETTLEMENT) ?? 0n;
  if (settlementBalance !== settlement) {
    problems.push(`settlement holds ${settlementBalance}, entry values imply ${settlement}`);
  }
  for (const [account, total] of totals) {
    if (account.includes('#') && total !== 0n) {
      const [accountId, symbol, direction] = account.split('#') as [string, string, string];
      if (!e.positions.has(positionKey(accountId, symbol, Number(direction) as PositionDirection))) {
        problems.push(`${account} holds ${total} without a position`);
      }
    }
  }

  const holds = new Map<string, bigint>();
  const reducing = new Map<string, number>();
  const restingSameSide = new Map<string, number>();
  const recordsPerBook = new Map<string, number>();
  for (const order of e.orders.values()) {
    const resting = e.market(order.symbol).book.getOrder(order.orderId);
    if (resting === undefined) problems.push(`order ${order.orderId} has a record but is not on the book`);
    else if (resting.size !== order.remaining) {
      problems.push(`order ${order.orderId} remaining ${order.remaining}, book ${resting.size}`);
    }
    holds.set(order.accountId, (holds.get(order.accountId) ?? 0n) + order.hold);
    recordsPerBook.set(order.symbol, (recordsPerBook.get(order.symbol) ?? 0) + 1);
    const key = positionKey(order.accountId, order.symbol, order.positionSide);
    if (order.reduceOnly) reducing.set(key, (reducing.get(key) ?? 0) + order.remaining);
    else {
      const closes = positionKey(order.accountId, order.symbol, opposite(order.positionSide));
      restingSameSide.set(closes, (restingSameSide.get(closes) ?? 0) + order.remaining);
    }
    if (order.reduceOnly && order.hold !== 0n)
      problems.push(`reduce-only order ${order.orderId} holds margin`);
  }
  for (const [accountId, expected] of holds) {
    const actual = e.ledger.balance(accountId, FUTURES_ASSET).hold;
    if (actual !== expected) problems.push(`${accountId} hold ${actual}, orders hold ${expected}`);
  }
  for (const [key, size] of reducing) {
    const position = e.positions.get(key);
    const [accountId] = key.split('|') as [string];
    const oneWay = e.positionMode(accountId) === PositionMode.OneWay;
    const limit = (position?.size ?? 0) - (oneWay ? (restingSameSide.get(key) ?? 0) : 0);
    if (size > Math.max(0, limit)) problems.push(`${key}: reduce-only orders ${size} exceed ${limit}`);
  }
  for (const market of e.markets.values()) {
    const records = recordsPerBook.get(market.contract.symbol) ?? 0;
    if (market.book.orderCount !== records) {
      problems.push(
        `${market.contract.symbol}: ${market.book.orderCount} resting orders, ${records} records`,
      );
    }
  }
  return problems;
}
