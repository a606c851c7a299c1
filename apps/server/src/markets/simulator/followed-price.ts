import type { PriceSource } from './cross-price.ts';
import type { VolatilityRegime } from './fair-price.ts';

/**
 * A fair price taken from outside the simulator: another venue's last trade or index (beside
 * `npm run cluster`, the cluster's market, so a venue the one-process server still runs trades
 * where the page's market is). Until the outside answers, the simulator's own source stands in.
 * The own source still sets the regime and the volatility: they shape the ladder's spread and the
 * takers' activity, which the outside price alone does not tell.
 */
export class FollowedPrice implements PriceSource {
  constructor(
    private readonly own: PriceSource,
    private readonly outside: () => number | undefined,
  ) {}

  get price(): number {
    const followed = this.outside();
    return followed !== undefined && Number.isFinite(followed) && followed > 0 ? followed : this.own.price;
  }

  get regime(): VolatilityRegime {
    return this.own.regime;
  }

  sigmaPerSecond(): number {
    return this.own.sigmaPerSecond();
  }
}
