import {
  DEPTH_STEPS,
  type DepthLevel,
  type DepthStep,
  type DepthView,
  depthChecksum,
  groupDepth,
} from '../../../markets/depth.ts';
import type { OrderBook } from '../../../markets/engine/order-book.ts';
import { formatUnits } from '../../../markets/fixed-point.ts';
import { getFeeTier } from '../../../markets/ledger/fee-tiers.ts';
import { type Candle, dayFigures } from '../../../markets/minute-candles.ts';
import { LEDGER_DECIMALS, type SymbolSpec } from '../../../markets/symbols.ts';
import type { PublicTrade } from '../service/markets-service.ts';

/** Wire shapes of the public market data, shared by REST and the streams. */

export function priceText(spec: SymbolSpec, ticks: number | bigint): string {
  return formatUnits(ticks, spec.pricePlace);
}

export function sizeText(spec: SymbolSpec, lots: number | bigint): string {
  return formatUnits(lots, spec.quotePrecision);
}

export function depthSteps(spec: SymbolSpec): string[] {
  return DEPTH_STEPS.map((multiplier) => priceText(spec, multiplier));
}

/** The step in ticks named by a wire decimal, if it is one the symbol offers. */
export function parseDepthStep(spec: SymbolSpec, step: string | undefined): DepthStep | undefined {
  if (step === undefined) return 1;
  const index = depthSteps(spec).findIndex((offered) => Number(offered) === Number(step));
  return index < 0 ? undefined : DEPTH_STEPS[index];
}

export function symbolView(spec: SymbolSpec) {
  const tier = getFeeTier('VIP0');
  return {
    symbol: spec.symbol,
    baseCoin: spec.base,
    quoteCoin: spec.quote,
    pricePlace: spec.pricePlace,
    quotePrecision: spec.quotePrecision,
    tickSize: priceText(spec, 1),
    lotSize: sizeText(spec, 1),
    minTradeAmount: sizeText(spec, spec.minSizeLots),
    maxTradeAmount: sizeText(spec, spec.maxSizeLots),
    minTradeUSDT: String(spec.minNotionalQuote),
    maxPrice: priceText(spec, spec.maxPriceTicks),
    depthSteps: depthSteps(spec),
    makerFeeRate: formatUnits(tier.makerRatePpm, 6),
    takerFeeRate: formatUnits(tier.takerRatePpm, 6),
    orderTypes: ['limit' as const, 'market' as const],
    timeInForce: ['GTC' as const, 'IOC' as const, 'FOK' as const],
    status: 'online' as const,
  };
}

export function depthOf(book: OrderBook, step: DepthStep, limit: number): DepthView {
  return groupDepth(book.depth(), step, limit);
}

export function levelText(spec: SymbolSpec) {
  return (level: DepthLevel): [string, string] => [priceText(spec, level[0]), sizeText(spec, level[1])];
}

/** The merged depth answer (`/v1/market/depth`) of a grouped view. */
export function depthAnswer(spec: SymbolSpec, view: DepthView, step: DepthStep) {
  const format = levelText(spec);
  return {
    symbol: spec.symbol,
    step: format([step, 0])[0],
    bids: view.bids.map(format),
    asks: view.asks.map(format),
    checksum: depthChecksum(view, spec),
    ts: Date.now(),
  };
}

export function tickerView(
  spec: SymbolSpec,
  minutes: readonly Candle[],
  last: number,
  book: Pick<OrderBook, 'bestBid' | 'bestAsk'>,
  now: number,
) {
  const day = dayFigures(minutes, last, now);
  const bestBid = book.bestBid();
  const bestAsk = book.bestAsk();
  return {
    symbol: spec.symbol,
    last: priceText(spec, last),
    open24h: priceText(spec, day.open),
    high24h: priceText(spec, day.high),
    low24h: priceText(spec, day.low),
    change24h: priceText(spec, day.change),
    changeRate24h: formatUnits(day.changeRate, 2),
    baseVolume: sizeText(spec, day.volume),
    quoteVolume: formatUnits(day.quoteVolume, LEDGER_DECIMALS),
    bestBid: bestBid === undefined ? null : priceText(spec, bestBid),
    bestAsk: bestAsk === undefined ? null : priceText(spec, bestAsk),
    ts: now,
  };
}

export function tradeView(spec: SymbolSpec, trade: PublicTrade) {
  return {
    tradeId: String(trade.tradeId),
    price: priceText(spec, trade.price),
    size: sizeText(spec, trade.size),
    side: trade.takerSide,
    ts: trade.time,
  };
}

/** [openTime, open, high, low, close, baseVolume, quoteVolume] */
export function candleView(
  spec: SymbolSpec,
  candle: Candle,
): [number, string, string, string, string, string, string] {
  return [
    candle.openTime,
    priceText(spec, candle.open),
    priceText(spec, candle.high),
    priceText(spec, candle.low),
    priceText(spec, candle.close),
    sizeText(spec, candle.volume),
    formatUnits(candle.quoteVolume, LEDGER_DECIMALS),
  ];
}
