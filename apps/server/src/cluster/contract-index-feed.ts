/**
 * One contract's index as the cluster's mark feed sends it (futures-mark-feed-main.ts): the
 * cluster's spot market for the pair, as `npm start` feeds its futures venue from its spot book
 * (futures/prices.ts `indexPriceFrom`: the last trade clamped into the best bid and ask), so the
 * futures page's index is the spot page's price. While the spot market tells nothing (no engine
 * answers, an empty book and no trade yet: a cluster without the simulated market), the feed's own
 * fair-price process stands in, going on from the last index it sent. Pure: the caller reads the
 * spot engine's top of book and follows the spot trades.
 */

import { indexPriceFrom, type SpotQuote } from '../futures/prices.ts';
import { formatUnits } from '../markets/fixed-point.ts';
import { FairPriceProcess } from '../markets/simulator/fair-price.ts';
import { Prng } from '../markets/simulator/prng.ts';

/** What a `spot-prices` command carries: price texts at the contract's precision. */
export interface IndexQuote {
  bid?: string;
  ask?: string;
  last?: string;
  /** Whether the quote is the spot market's or the stand-in's. */
  source: 'spot' | 'own';
}

export class ContractIndexFeed {
  private lastTrade: number | undefined;
  private lastIndex: number;
  private own: FairPriceProcess | undefined;
  private readonly tick: number;

  constructor(
    private readonly options: {
      symbol: string;
      pricePlace: number;
      /** The stand-in's anchor and volatility (the pair's start price, its profile's scale). */
      anchorPrice: number;
      volatilityScale: number;
      /** Where the index starts: the engine's mark after a restart, else the anchor. */
      startPrice: number;
      seed: string;
    },
  ) {
    this.tick = 10 ** -options.pricePlace;
    this.lastIndex = options.startPrice;
  }

  /** A trade of the spot pair, in ticks, as the spot result stream tells it. */
  observeTrade(priceTicks: number): void {
    this.lastTrade = priceTicks;
  }

  /** The next quote, given the spot engine's best bid and ask (ticks; undefined when unknown). */
  next(elapsedMs: number, top: { bid?: number; ask?: number } | undefined): IndexQuote {
    const spot: SpotQuote = { bid: top?.bid, ask: top?.ask, last: this.lastTrade };
    const index = indexPriceFrom(spot);
    if (index !== undefined) {
      this.lastIndex = index * this.tick;
      // The stand-in starts afresh from here if the spot market goes quiet again.
      this.own = undefined;
      const quote: IndexQuote = { source: 'spot' };
      const place = this.options.pricePlace;
      if (spot.bid !== undefined) quote.bid = formatUnits(spot.bid, place);
      if (spot.ask !== undefined) quote.ask = formatUnits(spot.ask, place);
      if (spot.last !== undefined) quote.last = formatUnits(spot.last, place);
      return quote;
    }
    this.own ??= new FairPriceProcess(
      new Prng(`${this.options.seed}:${this.options.symbol}:${this.lastIndex}`),
      this.options.anchorPrice,
      this.options.volatilityScale,
      { price: this.lastIndex, regime: 'normal' },
    );
    const price = Math.max(this.own.step(elapsedMs), this.tick * 2);
    this.lastIndex = price;
    const text = (value: number) => value.toFixed(this.options.pricePlace);
    return { bid: text(price - this.tick), ask: text(price + this.tick), last: text(price), source: 'own' };
  }
}
