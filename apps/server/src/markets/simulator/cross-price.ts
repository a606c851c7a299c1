import { type FairPriceProcess, REGIMES, type VolatilityRegime } from './fair-price.ts';

/** What a simulated market quotes around: its own fair-price process, or a cross rate of two. */
export interface PriceSource {
  readonly price: number;
  readonly regime: VolatilityRegime;
  sigmaPerSecond(): number;
}

/**
 * The fair price of a cross pair (ETHBTC) as the ratio of its legs' USDT fair prices
 * (ETHUSDT / BTCUSDT), so the cross never drifts away from the pairs it could be arbitraged
 * against. `scale` lets a history end exactly on a given rate. It has no randomness of its own:
 * stepping the legs moves it.
 */
export class CrossPrice implements PriceSource {
  constructor(
    private readonly base: FairPriceProcess,
    private readonly quote: FairPriceProcess,
    private readonly scale = 1,
  ) {}

  get price(): number {
    return (this.scale * this.base.price) / this.quote.price;
  }

  /** The busier leg's regime: a storm in either moves the cross. */
  get regime(): VolatilityRegime {
    const a = this.base.regime;
    const b = this.quote.regime;
    return REGIMES[a].activity >= REGIMES[b].activity ? a : b;
  }

  /** The legs' log moves are independent, so their variances add. */
  sigmaPerSecond(): number {
    return Math.hypot(this.base.sigmaPerSecond(), this.quote.sigmaPerSecond());
  }
}
