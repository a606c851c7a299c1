import { OrderBook } from '../engine/order-book.ts';
import type { QueueStamps, Side } from '../engine/types.ts';
import { parseUnits } from '../fixed-point.ts';
import type { FeeTierName } from '../ledger/fee-tiers.ts';
import { Ledger } from '../ledger/ledger.ts';
import { DirtyParts } from '../snapshot-parts.ts';
import { LEDGER_DECIMALS, SYMBOLS, type SymbolSpec } from '../symbols.ts';

/**
 * The spot engine's state (one order book per symbol, the order records, client order ids, fee
 * tiers and the ledger) and the small helpers every job module uses. The jobs themselves (the
 * edge, orders, settlement, transfers, views, snapshots, invariants) are functions over this
 * state in their own modules; `Exchange` (../exchange.ts) drives them from `apply(command)`.
 */

export interface Market {
  readonly spec: SymbolSpec;
  readonly book: OrderBook;
  /** Ledger units of the base asset in one lot. */
  readonly baseUnitsPerLot: bigint;
  /** Ledger units of the quote asset in one tick x one lot. */
  readonly quoteUnitsPerTickLot: bigint;
  readonly minNotionalUnits: bigint;
}

export interface OrderRecord {
  readonly symbol: string;
  readonly accountId: string;
  readonly side: Side;
  readonly clientOrderId: string | undefined;
  /** Ticks; 0 for a market order. */
  limitPrice: number;
  /** What the order still holds, in ledger units of the asset it pays with. */
  hold: bigint;
}

export function marketOf(spec: SymbolSpec, book: OrderBook = new OrderBook()): Market {
  return {
    spec,
    book,
    baseUnitsPerLot: 10n ** BigInt(LEDGER_DECIMALS - spec.quotePrecision),
    quoteUnitsPerTickLot: 10n ** BigInt(LEDGER_DECIMALS - spec.pricePlace - spec.quotePrecision),
    minNotionalUnits: parseUnits(spec.minNotionalQuote, LEDGER_DECIMALS) ?? 0n,
  };
}

/** The key of an account's client order id. */
export function clientKey(accountId: string, clientOrderId: string): string {
  return `${accountId}\u0000${clientOrderId}`;
}

/** What an order holds: a buy its notional at `price` (ticks), a sell its size (lots). */
export function holdFor(market: Market, side: Side, price: number, size: number): bigint {
  return side === 'buy'
    ? BigInt(price) * BigInt(size) * market.quoteUnitsPerTickLot
    : BigInt(size) * market.baseUnitsPerLot;
}

/** The asset an order pays with: the quote for a buy, the base for a sell. */
export function payAssetOf(market: Market, side: Side): string {
  return side === 'buy' ? market.spec.quote : market.spec.base;
}

export class SpotCore {
  readonly markets = new Map<string, Market>();

  readonly orders = new Map<number, OrderRecord>();

  readonly clientOrderIds = new Map<string, number>();

  readonly feeTiers = new Map<string, FeeTierName>();

  ledger = new Ledger();

  nextOrderId = 1;

  /** Queue stamps shared by the books (their orders' places, for incremental snapshots). */
  readonly stamps: QueueStamps = { next: 1 };

  /** Snapshot parts changed since the last incremental snapshot (./snapshot-parts.ts). */
  readonly dirty = new DirtyParts();

  constructor(symbols: readonly SymbolSpec[] = SYMBOLS) {
    for (const spec of symbols) this.markets.set(spec.symbol, marketOf(spec, new OrderBook(this.stamps)));
  }

  feeTierOf(accountId: string): FeeTierName {
    return this.feeTiers.get(accountId) ?? 'VIP0';
  }
}
