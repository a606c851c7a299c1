import { OrderBook } from '../engine/order-book.ts';
import type { StampedOrder } from '../engine/types.ts';
import type { ExchangeCommand, ExchangeEvent } from '../exchange-types.ts';
import type { FeeTierName } from '../ledger/fee-tiers.ts';
import {
  accountPart,
  collectParts,
  ledgerFromParts,
  ledgerPart,
  ledgerPartOf,
  META_PART,
  orderPart,
  type PartValue,
  partsByKind,
  type SnapshotParts,
} from '../snapshot-parts.ts';
import { clientKey, type SpotCore } from './core.ts';

// The spot engine's incremental snapshot parts (see ../snapshot-parts.ts for the scheme).

interface SpotMeta {
  readonly v: 1;
  readonly nextOrderId: number;
  readonly postings: number;
  readonly stamps: number;
  readonly tradeIds: Readonly<Record<string, number>>;
}

interface SpotOrderPart {
  readonly symbol: string;
  readonly accountId: string;
  readonly limitPrice: number;
  readonly hold: string;
  readonly resting: StampedOrder;
}

/** Marks what one applied command changed (the ledger records its own accounts). */
export function noteSpotChanges(
  e: SpotCore,
  command: ExchangeCommand,
  events: readonly ExchangeEvent[],
): void {
  // Before the first complete snapshot every part is due anyway.
  if (e.dirty.complete) return;
  if (command.type === 'set-fee-tier') e.dirty.addAccount(command.accountId);
  for (const event of events) {
    switch (event.type) {
      case 'accepted':
      case 'cancelled':
      case 'amended':
      case 'done':
        e.dirty.addOrder(event.orderId);
        break;
      case 'trade':
        e.dirty.addOrder(event.makerOrderId);
        e.dirty.addOrder(event.takerOrderId);
        break;
      default:
        break;
    }
  }
}

/** The parts changed since the last call (every part the first time), as plain JSON values. */
export function takeSpotParts(e: SpotCore): SnapshotParts {
  const keys = e.dirty.take();
  const changed = e.ledger.drainChanged();
  if (keys !== undefined) for (const account of changed) keys.add(ledgerPart(account));
  return collectParts(
    keys,
    function* all() {
      for (const account of e.ledger.accountIds()) yield ledgerPart(account);
      for (const account of e.feeTiers.keys()) yield accountPart(account);
      for (const orderId of e.orders.keys()) yield orderPart(orderId);
    },
    (key) => spotPart(e, key),
  );
}

function spotPart(e: SpotCore, key: string): PartValue | null {
  if (key === META_PART) {
    const tradeIds: Record<string, number> = {};
    for (const [symbol, market] of e.markets) tradeIds[symbol] = market.book.tradeIdNext;
    const meta: SpotMeta = {
      v: 1,
      nextOrderId: e.nextOrderId,
      postings: e.ledger.postings,
      stamps: e.stamps.next,
      tradeIds,
    };
    return meta;
  }
  const id = key.slice(2);
  if (key.startsWith('l:')) return ledgerPartOf(e.ledger, id);
  if (key.startsWith('u:')) {
    const tier = e.feeTiers.get(id);
    return tier === undefined ? null : { feeTier: tier };
  }
  const orderId = Number(id);
  const record = e.orders.get(orderId);
  const resting = record && e.markets.get(record.symbol)?.book.stamped(orderId);
  if (record === undefined || resting === undefined) return null;
  const part: SpotOrderPart = {
    symbol: record.symbol,
    accountId: record.accountId,
    limitPrice: record.limitPrice,
    hold: record.hold.toString(),
    resting,
  };
  return part;
}

/** Loads stored parts into `e`, a core just built with their symbols (or more). */
export function restoreSpotParts(e: SpotCore, stored: Iterable<readonly [string, PartValue]>): void {
  const { meta, ledger, accounts, orders } = partsByKind(stored);
  const m = meta as SpotMeta;
  e.ledger = ledgerFromParts(ledger, m.postings);
  for (const [account, value] of accounts)
    e.feeTiers.set(account, (value as { feeTier: FeeTierName }).feeTier);
  e.nextOrderId = m.nextOrderId;
  e.stamps.next = m.stamps;
  const bySymbol = new Map<string, StampedOrder[]>();
  // Orders were recorded as they were accepted, in order id order.
  for (const order of (orders as SpotOrderPart[]).sort((a, b) => a.resting.orderId - b.resting.orderId)) {
    const { resting } = order;
    e.orders.set(resting.orderId, {
      symbol: order.symbol,
      accountId: order.accountId,
      side: resting.side,
      clientOrderId: resting.clientOrderId,
      limitPrice: order.limitPrice,
      hold: BigInt(order.hold),
    });
    if (resting.clientOrderId !== undefined)
      e.clientOrderIds.set(clientKey(order.accountId, resting.clientOrderId), resting.orderId);
    const list = bySymbol.get(order.symbol) ?? [];
    list.push(resting);
    bySymbol.set(order.symbol, list);
  }
  for (const [symbol, market] of e.markets) {
    const tradeId = m.tradeIds[symbol] ?? 1;
    e.markets.set(symbol, {
      ...market,
      book: OrderBook.fromStamped(tradeId, bySymbol.get(symbol) ?? [], e.stamps),
    });
  }
  for (const symbol of bySymbol.keys())
    if (!e.markets.has(symbol)) throw new Error(`snapshot parts have unknown symbol ${symbol}`);
  e.dirty.clean();
}
