import type { PositionMode } from '@tideline/core/futures';
import { OrderBook } from '../markets/engine/order-book.ts';
import type { StampedOrder } from '../markets/engine/types.ts';
import type { FeeTierName } from '../markets/ledger/fee-tiers.ts';
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
} from '../markets/snapshot-parts.ts';
import { INSURANCE_FUND } from './accounts.ts';
import { CONTRACTS, type ContractSpec } from './contracts.ts';
import type { FuturesCore } from './core.ts';
import { FuturesExchange } from './futures-exchange.ts';
import { marketPrices, withMarketPrices } from './snapshots.ts';
import {
  type FuturesConfig,
  type FuturesSnapshot,
  type OrderRecord,
  type Position,
  positionKey,
  type SymbolSettings,
  settingsKey,
  type TriggerOrder,
} from './state.ts';
import type { PendingTransfer } from './types.ts';

// The futures engine's incremental snapshot parts (see ../markets/snapshot-parts.ts): `m` the
// counters, contracts' prices and pending transfers; `l:` a ledger account (position margin
// accounts are their own); `u:` an account's positions, settings, position mode and fee tier;
// `o:` a resting order with its queue stamp, or an untriggered trigger order.

interface FuturesMeta {
  readonly v: 1;
  readonly config: FuturesConfig;
  readonly nextOrderId: number;
  readonly nextPositionSeq: number;
  readonly postings: number;
  readonly stamps: number;
  readonly markets: ReadonlyArray<
    Omit<FuturesSnapshot['markets'][number], 'book'> & { readonly tradeId: number }
  >;
  readonly pendingTransfers: readonly PendingTransfer[];
}

type SavedPosition = FuturesSnapshot['positions'][number] & { readonly seq: number };

interface AccountPartValue {
  readonly positions: readonly SavedPosition[];
  readonly settings: ReadonlyArray<readonly [string, SymbolSettings]>;
  readonly positionMode?: PositionMode;
  readonly feeTier?: FeeTierName;
}

type OrderPartValue =
  | { readonly order: Omit<OrderRecord, 'hold'> & { hold: string }; readonly resting: StampedOrder }
  | { readonly trigger: TriggerOrder };

/** The parts changed since the last call (every part the first time), as plain JSON values. */
export function takeFuturesParts(e: FuturesCore): SnapshotParts {
  const keys = e.dirty.take();
  const changed = e.ledger.drainChanged();
  if (keys !== undefined) {
    for (const account of changed) keys.add(ledgerPart(account));
    // The protection fund's positions change without position events: always written (it has few).
    keys.add(accountPart(INSURANCE_FUND));
  }
  return collectParts(
    keys,
    function* all() {
      for (const account of e.ledger.accountIds()) yield ledgerPart(account);
      const accounts = new Set<string>([...e.positionModes.keys(), ...e.feeTiers.keys()]);
      for (const position of e.positions.values()) accounts.add(position.accountId);
      for (const key of e.settings.keys()) accounts.add(key.slice(0, key.lastIndexOf('|')));
      for (const account of accounts) yield accountPart(account);
      for (const order of e.orders.values()) yield orderPart(order.orderId);
      for (const orderId of e.triggers.keys()) yield orderPart(orderId);
    },
    (key) => futuresPart(e, key),
  );
}

function futuresPart(e: FuturesCore, key: string): PartValue | null {
  if (key === META_PART) return metaOf(e);
  const id = key.slice(2);
  if (key.startsWith('l:')) return ledgerPartOf(e.ledger, id);
  if (key.startsWith('u:')) return accountOf(e, id);
  const orderId = Number(id);
  const trigger = e.triggers.get(orderId);
  if (trigger !== undefined) return { trigger } satisfies OrderPartValue;
  const order = e.orders.get(orderId);
  const resting = order && e.markets.get(order.symbol)?.book.stamped(orderId);
  if (order === undefined || resting === undefined) return null;
  return { order: { ...order, hold: order.hold.toString() }, resting } satisfies OrderPartValue;
}

function metaOf(e: FuturesCore): FuturesMeta {
  return {
    v: 1,
    config: e.config,
    nextOrderId: e.nextOrderId,
    nextPositionSeq: e.nextPositionSeq,
    postings: e.ledger.postings,
    stamps: e.stamps.next,
    markets: [...e.markets.values()].map((market) => ({
      symbol: market.contract.symbol,
      tradeId: market.book.tradeIdNext,
      ...marketPrices(market),
    })),
    pendingTransfers: [...e.pendingTransfers.values()],
  };
}

function accountOf(e: FuturesCore, accountId: string): AccountPartValue | null {
  const positions: SavedPosition[] = [];
  for (const position of e.positions.readOwned(accountId)) {
    positions.push({
      ...position,
      entryValue: position.entryValue.toString(),
      margin: position.margin.toString(),
      achieved: position.achieved.toString(),
      seq: e.positionSeq.get(position)!,
    });
  }
  const settings: Array<readonly [string, SymbolSettings]> = [];
  for (const symbol of e.markets.keys()) {
    const saved = e.settings.get(settingsKey(accountId, symbol));
    if (saved !== undefined) settings.push([symbol, { ...saved }]);
  }
  const positionMode = e.positionModes.get(accountId);
  const feeTier = e.feeTiers.get(accountId);
  if (positions.length === 0 && settings.length === 0 && positionMode === undefined && feeTier === undefined)
    return null;
  return {
    positions,
    settings,
    ...(positionMode === undefined ? {} : { positionMode }),
    ...(feeTier === undefined ? {} : { feeTier }),
  };
}

/**
 * Loads stored parts into `e`, an engine just built with the meta part's config and their contracts. Positions, orders and triggers go back in the order the engine met them.
 */
export function restoreFuturesParts(e: FuturesCore, stored: Iterable<readonly [string, PartValue]>): void {
  const { meta, ledger, accounts, orders } = partsByKind(stored);
  const m = meta as FuturesMeta;
  e.ledger = ledgerFromParts(ledger, m.postings);
  e.nextOrderId = m.nextOrderId;
  e.nextPositionSeq = m.nextPositionSeq;
  e.stamps.next = m.stamps;
  const resting = new Map<string, StampedOrder[]>();
  const records: Array<{ order: OrderRecord; stamp: number }> = [];
  const triggers: TriggerOrder[] = [];
  for (const value of orders as OrderPartValue[]) {
    if ('trigger' in value) {
      triggers.push(value.trigger);
      continue;
    }
    // An order saved before `ordered`/`filledValue` existed comes back without them: its earlier
    // fills are unknown, so its finished event gives no size ordered and no average (a journal
    // replay from the start recomputes both exactly).
    records.push({ order: { ...value.order, hold: BigInt(value.order.hold) }, stamp: value.resting.stamp });
    const list = resting.get(value.order.symbol) ?? [];
    list.push(value.resting);
    resting.set(value.order.symbol, list);
  }
  for (const saved of m.markets) {
    const market = e.market(saved.symbol);
    const book = OrderBook.fromStamped(saved.tradeId, resting.get(saved.symbol) ?? [], e.stamps);
    e.markets.set(saved.symbol, withMarketPrices(market, saved, book));
  }
  const positions: SavedPosition[] = [];
  for (const [accountId, value] of accounts) {
    const account = value as AccountPartValue;
    positions.push(...account.positions);
    for (const [symbol, settings] of account.settings)
      e.settings.set(settingsKey(accountId, symbol), settings);
    if (account.positionMode !== undefined) e.positionModes.set(accountId, account.positionMode);
    if (account.feeTier !== undefined) e.feeTiers.set(accountId, account.feeTier);
  }
  // Positions in the order they opened (their creation numbers), as the engine looks at them.
  for (const { seq, ...saved } of positions.sort((a, b) => a.seq - b.seq)) {
    const position: Position = {
      ...saved,
      entryValue: BigInt(saved.entryValue),
      margin: BigInt(saved.margin),
      achieved: BigInt(saved.achieved),
    };
    e.positions.set(positionKey(saved.accountId, saved.symbol, saved.direction), position);
    e.positionSeq.set(position, seq);
    e.indexTpsl(position);
    e.dirtyAccounts.add(position.accountId);
  }
  // Orders rest in the order they were recorded (a stamp is taken as the order is recorded).
  for (const { order } of records.sort((a, b) => a.stamp - b.stamp)) e.addOrder(order);
  for (const trigger of triggers.sort((a, b) => a.orderId - b.orderId)) e.addTrigger(trigger);
  for (const pending of m.pendingTransfers) e.pendingTransfers.set(pending.transferId, pending);
  e.dirty.clean();
}

/** An engine from stored snapshot parts (the journal after them is replayed by the caller). */
export function futuresFromParts(
  stored: ReadonlyArray<readonly [string, PartValue]>,
  contracts: readonly ContractSpec[] = CONTRACTS,
): FuturesExchange {
  const meta = stored.find(([key]) => key === META_PART)?.[1] as FuturesMeta | undefined;
  if (meta === undefined) throw new Error('snapshot parts without their meta part');
  const exchange = new FuturesExchange(meta.config, contracts);
  restoreFuturesParts(exchange, stored);
  return exchange;
}

/**
 * After a restore from a whole snapshot (written before incremental snapshots): the books share the
 * engine's queue stamps, numbered in the order the orders were recorded, as parts expect.
 */
export function shareQueueStamps(e: FuturesCore): void {
  const bySymbol = new Map<string, StampedOrder[]>();
  for (const order of e.orders.values()) {
    const resting = e.market(order.symbol).book.stamped(order.orderId);
    if (resting === undefined) continue;
    const list = bySymbol.get(order.symbol) ?? [];
    list.push({ ...resting, stamp: e.stamps.next++ });
    bySymbol.set(order.symbol, list);
  }
  for (const [symbol, market] of e.markets) {
    e.markets.set(symbol, {
      ...market,
      book: OrderBook.fromStamped(market.book.tradeIdNext, bySymbol.get(symbol) ?? [], e.stamps),
    });
  }
}
