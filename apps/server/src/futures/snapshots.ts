import type { FuturesCore } from './core.ts';
import { BASIS_DECIMALS, PREMIUM_DECIMALS, shortDecimal } from './prices-fixed.ts';
import type { FuturesSnapshot } from './state.ts';

// The engine's state as plain JSON (restoring it is FuturesExchange.restore).

export function snapshot(e: FuturesCore): FuturesSnapshot {
  return {
    version: 1,
    config: e.config,
    nextOrderId: e.nextOrderId,
    markets: [...e.markets.values()].map((market) => ({
      symbol: market.contract.symbol,
      book: market.book.snapshot(),
      indexPrice: market.indexPrice ?? null,
      markPrice: market.markPrice ?? null,
      lastPrice: market.lastPrice ?? null,
      basis: shortDecimal(market.basis, BASIS_DECIMALS),
      premiumSum: shortDecimal(market.premiumSum, PREMIUM_DECIMALS),
      premiumSamples: market.premiumSamples,
      nextFundingTime: market.nextFundingTime ?? null,
      lastFundingRate: market.lastFundingRate,
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
