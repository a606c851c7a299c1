import { Decimal } from '@tideline/core/decimal';
import { positionRoe } from '@tideline/core/futures';
import { FUTURES_ASSET } from '../../../futures/accounts.ts';
import type { ContractSpec } from '../../../futures/contracts.ts';
import type { FuturesExchange } from '../../../futures/futures-exchange.ts';
import type { ContractTicker } from '../../../futures/state.ts';
import type { FuturesOpenOrderView, PositionView } from '../../../futures/types.ts';
import { formatUnits, parseSafeUnits } from '../../../markets/fixed-point.ts';
import { type Candle, dayFigures } from '../../../markets/minute-candles.ts';
import { LEDGER_DECIMALS } from '../../../markets/symbols.ts';

/** The contract as the market list and the order form need it. */
export function contractView(contract: ContractSpec) {
  const tick = formatUnits(1, contract.pricePlace);
  return {
    symbol: contract.symbol,
    baseCoin: contract.base,
    quoteCoin: 'USDT',
    marginCoin: 'USDT',
    pricePlace: contract.pricePlace,
    sizePlace: contract.sizePlace,
    tickSize: tick,
    contractSize: contract.contractSize,
    minTradeSize: formatUnits(contract.minSizeLots, contract.sizePlace),
    maxTradeSize: formatUnits(contract.maxSizeLots, contract.sizePlace),
    maxPrice: formatUnits(contract.maxPriceTicks, contract.pricePlace),
    fundingRateCap: contract.fundingRateCap,
    // The tiers are built as decimal strings (contracts.ts buildRiskTiers); the shared math's
    // type admits numbers too, so each is written out as the string it is.
    riskTiers: contract.riskTiers.map((tier, index) => ({
      level: index + 1,
      maxNotional: String(tier.maxNotional),
      maintenanceMarginRate: String(tier.maintenanceMarginRate),
      maxLeverage: String(tier.maxLeverage),
      maintenanceAmount: String(tier.maintenanceAmount),
    })),
    // The index is read from this exchange's spot book of the same pair (futures-service.ts).
    indexComponents: [{ venue: 'spot' as const, symbol: contract.symbol, weight: '1' }],
  };
}

/**
 * The contract's prices and funding, its top of book, and the 24-hour figures of `minutes` (its
 * 1-minute candles as its chart shows them, FuturesService.dayCandles) named as on the spot
 * ticker. Before the first trade there is no last price, so the price figures are null and the
 * volumes 0.
 */
export function futuresTickerView(
  exchange: FuturesExchange,
  contract: ContractSpec,
  minutes: readonly Candle[],
  now: number,
) {
  const book = exchange.book(contract.symbol);
  return futuresTickerFigures(
    exchange.ticker(contract.symbol),
    { bid: book.bestBid(), ask: book.bestAsk() },
    contract,
    minutes,
    now,
  );
}

/** The ticker's figures from its parts (the one-process venue's, or a cluster contract engine's). */
export function futuresTickerFigures(
  ticker: ContractTicker,
  best: { bid: number | undefined; ask: number | undefined },
  contract: ContractSpec,
  minutes: readonly Candle[],
  now: number,
) {
  const price = (ticks: number | undefined) =>
    ticks === undefined ? null : formatUnits(ticks, contract.pricePlace);
  const last = ticker.lastPrice === null ? undefined : parseSafeUnits(ticker.lastPrice, contract.pricePlace);
  const day = last === undefined ? undefined : dayFigures(minutes, last, now);
  return {
    ...ticker,
    open24h: price(day?.open),
    high24h: price(day?.high),
    low24h: price(day?.low),
    change24h: day === undefined ? null : formatUnits(day.change, contract.pricePlace),
    changeRate24h: day === undefined ? null : formatUnits(day.changeRate, 2),
    baseVolume: formatUnits(day?.volume ?? 0, contract.sizePlace),
    quoteVolume: formatUnits(day?.quoteVolume ?? 0n, LEDGER_DECIMALS),
    bestBid: price(best.bid),
    bestAsk: price(best.ask),
    ts: now,
  };
}

/**
 * The §3 position with the return on equity: unrealised PnL over the initial margin of the open
 * size at the position's leverage, as a percentage with 2 decimals (null without a mark).
 */
export function positionWire(view: PositionView) {
  const roe =
    view.markPrice === null || new Decimal(view.count).isZero()
      ? null
      : positionRoe({
          direction: view.direction,
          entryPrice: view.openAvgPrice,
          markPrice: view.markPrice,
          size: view.count,
          leverage: view.openLevel,
        });
  return {
    ...view,
    roe: roe === null ? null : roe.times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
  };
}

/** The open positions of an account (of one contract, or all), as GET /futures/positions lists them. */
export function openPositionsWire(exchange: FuturesExchange, accountId: string, symbol?: string) {
  return exchange
    .positionsOf(accountId, symbol)
    .filter((position) => !new Decimal(position.count).isZero())
    .map(positionWire);
}

export function openOrderWire(order: FuturesOpenOrderView) {
  return { ...order, orderId: String(order.orderId) };
}

/**
 * The futures wallet: free and held balance, the margin of the positions, their unrealised PnL,
 * the equity over all of it and what may leave the wallet (also what a new order may use).
 */
export function futuresAccountWire(exchange: FuturesExchange, accountId: string) {
  return futuresAccountFigures({
    balance: exchange.balance(accountId),
    positions: exchange.positionsOf(accountId),
    maxTransferOut: exchange.availableToTrade(accountId),
    positionMode: exchange.positionMode(accountId),
  });
}

/** The futures wallet's figures from its parts (the one-process venue's, or a cluster's allocations summed). */
export function futuresAccountFigures(parts: {
  balance: { available: string; hold: string };
  positions: ReadonlyArray<Pick<PositionView, 'openMarginCount' | 'unrealisedPnl'>>;
  maxTransferOut: string;
  positionMode: PositionView['positionMode'];
}) {
  const { balance } = parts;
  let margin = new Decimal(0);
  let unrealised = new Decimal(0);
  for (const position of parts.positions) {
    margin = margin.plus(position.openMarginCount);
    unrealised = unrealised.plus(position.unrealisedPnl ?? 0);
  }
  const equity = margin.plus(unrealised).plus(balance.available).plus(balance.hold);
  return {
    marginCoin: FUTURES_ASSET,
    available: balance.available,
    orderMargin: balance.hold,
    positionMargin: margin.toFixed(8),
    unrealisedPnl: unrealised.toFixed(6),
    equity: equity.toFixed(8),
    maxTransferOut: parts.maxTransferOut,
    positionMode: parts.positionMode,
  };
}
