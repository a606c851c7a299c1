import type { Side } from '../engine/types.ts';
import type { SymbolSpec } from '../symbols.ts';
import type { Prng } from './prng.ts';
import type { MarketProfile } from './profiles.ts';

/** Market-maker levels per side. */
export const LADDER_LEVELS = 20;

export interface LadderQuote {
  readonly side: Side;
  /** 0 is the touch. */
  readonly level: number;
  /** Ticks. */
  readonly price: number;
  /** Lots. */
  readonly size: number;
}

export interface LadderShape {
  /** Distance from fair price to the touch, as a fraction of the price. */
  readonly halfSpread: number;
  /** Base distance between levels, as a fraction of the price. */
  readonly levelStep: number;
}

/**
 * Spread and level spacing widen with volatility, the way real market makers protect themselves:
 * a floor for calm markets plus a multiple of the one-second volatility.
 */
export function ladderShape(sigmaPerSecond: number): LadderShape {
  return { halfSpread: 0.00001 + 0.15 * sigmaPerSecond, levelStep: 0.00004 + 0.3 * sigmaPerSecond };
}

export function toTicks(price: number, spec: SymbolSpec): number {
  return Math.round(price * 10 ** spec.pricePlace);
}

/**
 * Lots worth about `notionalUsdt` at `price` (in the pair's quote asset), where one unit of the
 * quote asset is worth `quoteUsdt` USDT (1 for a USDT pair, the BTC price for a BTC-quoted one).
 */
export function lotsForNotional(
  notionalUsdt: number,
  price: number,
  spec: SymbolSpec,
  quoteUsdt = 1,
): number {
  const lots = Math.round((notionalUsdt / quoteUsdt / price) * 10 ** spec.quotePrecision);
  return Math.min(spec.maxSizeLots, Math.max(spec.minSizeLots, lots));
}

/**
 * What makes one level of a ladder irregular. A market maker keeps a level's noise until it
 * re-places that level, so the ladder only moves when the price does.
 */
export interface LevelNoise {
  /** Shift of the level, in level steps, within about +-0.3. */
  readonly jitter: number;
  /** Multiplies the level's size; log-normal around 1. */
  readonly sizeFactor: number;
}

export function drawLevelNoise(prng: Prng): LevelNoise {
  return { jitter: (prng.next() - 0.5) * 0.6, sizeFactor: prng.logNormal(1, 0.4) };
}

/**
 * A market maker's ladder around `fair`, its sizes set in USDT (`quoteUsdt` is what one unit of the
 * quote asset is worth). The touch sits at the half spread, levels spread out a
 * little more with each step (with jitter, so the book is not a comb), and sizes growing away
 * from the touch (log-normal, so some levels stand out). Bids strictly below asks, each level
 * strictly worse than the one before. `levels` per side (LADDER_LEVELS unless told).
 */
export function buildLadder(
  spec: SymbolSpec,
  profile: MarketProfile,
  fair: number,
  sigmaPerSecond: number,
  noiseFor: (side: Side, level: number) => LevelNoise,
  quoteUsdt = 1,
  levels = LADDER_LEVELS,
): LadderQuote[] {
  const { halfSpread, levelStep } = ladderShape(sigmaPerSecond);
  const tick = 10 ** -spec.pricePlace;
  const quotes: LadderQuote[] = [];
  let bidFloor = Number.POSITIVE_INFINITY;
  let askFloor = Number.NEGATIVE_INFINITY;
  for (let level = 0; level < levels; level += 1) {
    const bidNoise = noiseFor('buy', level);
    const askNoise = noiseFor('sell', level);
    const offset = (jitter: number) =>
      fair * (halfSpread + levelStep * (level + jitter) * (1 + 0.08 * level));
    let bid = Math.floor((fair - offset(level === 0 ? 0 : bidNoise.jitter)) / tick);
    let ask = Math.ceil((fair + offset(level === 0 ? 0 : askNoise.jitter)) / tick);
    bid = Math.min(bid, bidFloor - 1);
    ask = Math.max(ask, askFloor + 1, level === 0 ? bid + 1 : 0);
    bidFloor = bid;
    askFloor = ask;
    const notional = (noise: LevelNoise) => profile.levelNotionalUsdt * (1 + 0.25 * level) * noise.sizeFactor;
    if (bid > 0)
      quotes.push({
        side: 'buy',
        level,
        price: bid,
        size: lotsForNotional(notional(bidNoise), fair, spec, quoteUsdt),
      });
    quotes.push({
      side: 'sell',
      level,
      price: ask,
      size: lotsForNotional(notional(askNoise), fair, spec, quoteUsdt),
    });
  }
  return quotes;
}

export interface TakerOrder {
  readonly side: Side;
  /** Lots. */
  readonly size: number;
}

/** Poisson-distributed count (Knuth's product method; fine for the small rates used here). */
export function poisson(prng: Prng, mean: number): number {
  if (mean <= 0) return 0;
  const limit = Math.exp(-Math.min(mean, 500));
  let count = 0;
  let product = prng.next();
  while (product > limit) {
    count += 1;
    product *= prng.next();
  }
  return count;
}

/**
 * Taker market orders arriving over `dtMs`. Buyers outnumber sellers when the fair price is above
 * the last traded price (and the reverse), which is what drags the tape after the fair price.
 * Sizes are log-normal in notional: mostly small tickets, now and then a large one.
 */
export function sampleTakerOrders(
  spec: SymbolSpec,
  profile: MarketProfile,
  fair: number,
  lastTrade: number,
  activity: number,
  dtMs: number,
  prng: Prng,
  quoteUsdt = 1,
): TakerOrder[] {
  const count = poisson(prng, (profile.takersPerMinute * activity * dtMs) / 60_000);
  const drift = (fair - lastTrade) / lastTrade;
  const buyProbability = 0.5 + Math.max(-0.35, Math.min(0.35, drift * 2_000));
  const orders: TakerOrder[] = [];
  for (let i = 0; i < count; i += 1) {
    const side: Side = prng.chance(buyProbability) ? 'buy' : 'sell';
    const notional = prng.logNormal(profile.takerNotionalUsdt, 1.1);
    orders.push({ side, size: lotsForNotional(notional, fair, spec, quoteUsdt) });
  }
  return orders;
}
