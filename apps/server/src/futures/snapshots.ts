import type { OrderBook } from '../markets/engine/order-book.ts';
import type { FuturesCore } from './core.ts';
import { BASIS_DECIMALS, PREMIUM_DECIMALS, parseSignedUnits, shortDecimal } from './prices-fixed.ts';
import type { FuturesSnapshot, Market } from './state.ts';

/** A contract's prices and funding state as stored (in a whole snapshot and in a snapshot part). */
export type MarketPrices = Omit<FuturesSnapshot['markets'][number], 'symbol' | 'book'>;

export function marketPrices(market: Market): MarketPrices {
  return {
    indexPrice: market.indexPrice ?? null,
    markPrice: market.markPrice ?? null,
    lastPrice: market.lastPrice ?? null,
    basis: shortDecimal(market.basis, BASIS_DECIMALS),
    premiumSum: shortDecimal(market.premiumSum, PREMIUM_DECIMALS),
    premiumSamples: market.premiumSamples,
    nextFundingTime: market.nextFundingTime ?? null,
    lastFundingRate: market.lastFundingRate,
  };
}

/** The contract with stored prices and funding state, and `book`. */
export function withMarketPrices(market: Market, saved: MarketPrices, book: OrderBook): Market {
  return {
    ...market,
    book,
    indexPrice: saved.indexPrice ?? undefined,
    markPrice: saved.markPrice ?? undefined,
    lastPrice: saved.lastPrice ?? undefined,
    basis: parseSignedUnits(saved.basis, BASIS_DECIMALS),
    premiumSum: parseSignedUnits(saved.premiumSum, PREMIUM_DECIMALS),
    premiumSamples: saved.premiumSamples,
    nextFundingTime: saved.nextFundingTime ?? undefined,
    lastFundingRate: saved.lastFundingRate,
  };
}

// The engine's state as plain JSON (restoring it is FuturesExchange.restore).

export function snapshot(e: FuturesCore): FuturesSnapshot {
  return {
    version: 1,
    config: e.config,
    nextOrderId: e.nextOrderId,
    markets: [...e.markets.values()].map((market) => ({
      symbol: market.contract.symbol,
      book: market.book.snapshot(),
      ...marketPrices(market),
    })),
    positions: [...e.positions.values()].map((position) => ({
      ...position,
      entryValue: position.entryValue.toString(),
      margin: position.margin.toString(),
      achieved: position.achieved.toString(),
    })),
    orders: [...e.orders.values()].map((order) => ({ ...order, hold: order.hold.toString() })),
    triggers: [...e.triggers.values()],
    settings: [...e.settings].map(([key, value]) => [key, { ...value }] as const),
    positionModes: [...e.positionModes],
    feeTiers: [...e.feeTiers],
    pendingTransfers: [...e.pendingTransfers.values()],
    ledger: e.ledger.snapshot(),
  };
}
