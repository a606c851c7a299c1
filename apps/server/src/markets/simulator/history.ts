import { aggregateCandles, type Candle } from '../candles.ts';
import type { Side } from '../engine/types.ts';
import { findSymbol, getSymbol, type SymbolSpec } from '../symbols.ts';
import { CrossPrice, type PriceSource } from './cross-price.ts';
import { FairPriceProcess, type FairPriceState, REGIMES } from './fair-price.ts';
import { ladderShape, sampleTakerOrders } from './order-flow.ts';
import { Prng } from './prng.ts';
import { profileFor } from './profiles.ts';

export interface HistoryTrade {
  /** ms since the epoch. */
  readonly ts: number;
  /** Ticks. */
  readonly price: number;
  /** Lots. */
  readonly size: number;
  readonly takerSide: Side;
}

export interface History {
  readonly symbol: string;
  /** In time order. */
  readonly trades: HistoryTrade[];
  /** One-minute candles of those trades, gaps filled; aggregate further with aggregateCandles. */
  readonly candles: Candle[];
  /** Where the fair price ended: start the live simulator from here so the chart joins up. */
  readonly end: FairPriceState;
}

export interface HistoryOptions {
  readonly seed: string;
  /** The moment history ends (the server's start time). */
  readonly endTs: number;
  readonly hours?: number;
  /**
   * For a cross pair: the rate its history must end on (its legs' live prices), the whole path
   * scaled to meet it, so the chart joins the live market even when the legs' own histories
   * were generated long before. Ignored for a USDT pair.
   */
  readonly endPrice?: number;
}

const STEP_MS = 1_000;
const VALUATION_ASSET = 'USDT';

/** A cross pair's USDT legs (ETHBTC: ETHUSDT and BTCUSDT), or undefined for a USDT pair. */
function crossLegs(spec: SymbolSpec): readonly [SymbolSpec, SymbolSpec] | undefined {
  if (spec.quote === VALUATION_ASSET) return undefined;
  const base = findSymbol(`${spec.base}${VALUATION_ASSET}`);
  const quote = findSymbol(`${spec.quote}${VALUATION_ASSET}`);
  return base === undefined || quote === undefined ? undefined : [base, quote];
}

/** A USDT pair's fair-price path over history: its own stream, so a cross pair can replay it. */
function historyProcess(spec: SymbolSpec, seed: string): FairPriceProcess {
  return new FairPriceProcess(
    new Prng(`${seed}:history-fair:${spec.symbol}`),
    spec.startPriceTicks / 10 ** spec.pricePlace,
    profileFor(spec.symbol).volatilityScale,
  );
}

interface HistoryPrice {
  readonly source: PriceSource;
  /** USDT worth of one unit of the quote asset. */
  quoteUsdt(): number;
  step(dtMs: number): void;
}

/** The fair price a history follows: a USDT pair's own process, or a cross pair's legs' ratio. */
function historyPrice(spec: SymbolSpec, options: HistoryOptions, steps: number): HistoryPrice {
  const legs = crossLegs(spec);
  if (legs === undefined) {
    const own = historyProcess(spec, options.seed);
    return { source: own, quoteUsdt: () => 1, step: (dtMs) => own.step(dtMs) };
  }
  let scale = 1;
  if (options.endPrice !== undefined) {
    // Replay the legs once to learn where the unscaled rate ends.
    const [base, quote] = legs.map((leg) => historyProcess(leg, options.seed)) as [
      FairPriceProcess,
      FairPriceProcess,
    ];
    for (let i = 0; i < steps; i += 1) {
      base.step(STEP_MS);
      quote.step(STEP_MS);
    }
    scale = options.endPrice / new CrossPrice(base, quote).price;
  }
  const [base, quote] = legs.map((leg) => historyProcess(leg, options.seed)) as [
    FairPriceProcess,
    FairPriceProcess,
  ];
  return {
    source: new CrossPrice(base, quote, scale),
    quoteUsdt: () => quote.price,
    step: (dtMs) => {
      base.step(dtMs);
      quote.step(dtMs);
    },
  };
}

/**
 * The tape of the `hours` before `endTs`, built without a matching engine (a day of full
 * simulation would take too long at first start): the same fair-price process and taker flow as
 * the live market, each taker filling at the touch of a book shaped like the market maker's
 * ladder, walking a little deeper for larger tickets. A cross pair follows the ratio of its legs'
 * paths, the same paths their own histories follow. Deterministic for (symbol, seed, endTs,
 * hours, endPrice).
 */
export function generateHistory(symbol: string, options: HistoryOptions): History {
  const spec = getSymbol(symbol);
  const profile = profileFor(symbol);
  const hours = options.hours ?? 24;
  const prng = new Prng(`${options.seed}:history:${symbol}`);
  const startTs = options.endTs - hours * 3_600_000;
  const fair = historyPrice(spec, options, Math.ceil((options.endTs - startTs) / STEP_MS));
  const trades: HistoryTrade[] = [];
  let lastTrade = fair.source.price;
  for (let ts = startTs; ts < options.endTs; ts += STEP_MS) {
    fair.step(STEP_MS);
    const price = fair.source.price;
    const sigma = fair.source.sigmaPerSecond();
    const { halfSpread, levelStep } = ladderShape(sigma);
    const activity = REGIMES[fair.source.regime].activity;
    const quoteUsdt = fair.quoteUsdt();
    const takers = sampleTakerOrders(spec, profile, price, lastTrade, activity, STEP_MS, prng, quoteUsdt);
    for (const taker of takers) {
      const perLevel = lotsPerLevel(spec, profile.levelNotionalUsdt / quoteUsdt, price);
      const depthUsed = (taker.size / perLevel) * levelStep;
      const offset = price * (halfSpread + Math.min(depthUsed, 10 * levelStep));
      const fill = taker.side === 'buy' ? price + offset : price - offset;
      const ticks = Math.max(
        1,
        taker.side === 'buy' ? Math.ceil(fill * scale(spec)) : Math.floor(fill * scale(spec)),
      );
      trades.push({
        ts: ts + Math.floor(prng.next() * STEP_MS),
        price: ticks,
        size: taker.size,
        takerSide: taker.side,
      });
      lastTrade = ticks / scale(spec);
    }
  }
  trades.sort((a, b) => a.ts - b.ts);
  return {
    symbol,
    trades,
    candles: aggregateCandles(trades, '1m'),
    end: { price: fair.source.price, regime: fair.source.regime },
  };
}

function scale(spec: SymbolSpec): number {
  return 10 ** spec.pricePlace;
}

function lotsPerLevel(spec: SymbolSpec, levelNotional: number, price: number): number {
  return Math.max(1, (levelNotional / price) * 10 ** spec.quotePrecision);
}
