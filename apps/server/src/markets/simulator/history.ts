import { aggregateCandles, type Candle } from '../candles.ts';
import type { Side } from '../engine/types.ts';
import { getSymbol, type SymbolSpec } from '../symbols.ts';
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
}

const STEP_MS = 1_000;

/**
 * The tape of the `hours` before `endTs`, built without a matching engine (a day of full
 * simulation would take too long at first start): the same fair-price process and taker flow as
 * the live market, each taker filling at the touch of a book shaped like the market maker's
 * ladder, walking a little deeper for larger tickets. Deterministic for (symbol, seed, endTs,
 * hours).
 */
export function generateHistory(symbol: string, options: HistoryOptions): History {
  const spec = getSymbol(symbol);
  const profile = profileFor(symbol);
  const hours = options.hours ?? 24;
  const prng = new Prng(`${options.seed}:history:${symbol}`);
  const startPrice = spec.startPriceTicks / 10 ** spec.pricePlace;
  const fair = new FairPriceProcess(prng, startPrice, profile.volatilityScale);
  const trades: HistoryTrade[] = [];
  const startTs = options.endTs - hours * 3_600_000;
  let lastTrade = startPrice;
  for (let ts = startTs; ts < options.endTs; ts += STEP_MS) {
    const price = fair.step(STEP_MS);
    const sigma = fair.sigmaPerSecond();
    const { halfSpread, levelStep } = ladderShape(sigma);
    const activity = REGIMES[fair.regime].activity;
    const takers = sampleTakerOrders(spec, profile, price, lastTrade, activity, STEP_MS, prng);
    for (const taker of takers) {
      const depthUsed = (taker.size / lotsPerLevel(spec, profile.levelNotionalUsdt, price)) * levelStep;
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
  return { symbol, trades, candles: aggregateCandles(trades, '1m'), end: fair.state() };
}

function scale(spec: SymbolSpec): number {
  return 10 ** spec.pricePlace;
}

function lotsPerLevel(spec: SymbolSpec, levelNotional: number, price: number): number {
  return Math.max(1, (levelNotional / price) * 10 ** spec.quotePrecision);
}
