import type { Prng } from './prng.ts';

/**
 * The "true" price a simulated market trades around: geometric Brownian motion whose volatility
 * switches between regimes (a Markov chain with exponential holding times, as in regime-switching
 * models), plus rare jumps (a compound Poisson process), plus a very weak pull back towards the
 * starting price so that a server left running for weeks stays in a plausible range.
 */

export type VolatilityRegime = 'calm' | 'normal' | 'stormy';

interface RegimeSpec {
  /** Annualised volatility for BTC; other markets scale it. */
  readonly annualVolatility: number;
  /** Mean time spent in the regime before switching. */
  readonly meanMinutes: number;
  readonly jumpsPerDay: number;
  /** Multiplies the taker arrival rate: storms bring volume. */
  readonly activity: number;
  /** Where the chain goes next, with probabilities summing to 1. */
  readonly next: ReadonlyArray<readonly [VolatilityRegime, number]>;
}

export const REGIMES: Readonly<Record<VolatilityRegime, RegimeSpec>> = {
  calm: { annualVolatility: 0.3, meanMinutes: 120, jumpsPerDay: 1, activity: 0.6, next: [['normal', 1]] },
  normal: {
    annualVolatility: 0.6,
    meanMinutes: 180,
    jumpsPerDay: 3,
    activity: 1,
    next: [
      ['calm', 0.65],
      ['stormy', 0.35],
    ],
  },
  stormy: { annualVolatility: 1.4, meanMinutes: 40, jumpsPerDay: 12, activity: 2.5, next: [['normal', 1]] },
};

const MS_PER_YEAR = 365 * 24 * 3_600_000;
const MS_PER_DAY = 24 * 3_600_000;
/** Typical jump size (standard deviation of the log jump) for BTC. */
const JUMP_SIGMA = 0.008;
/** Mean-reversion speed towards the anchor: a half-life of about 30 days. */
const REVERSION_PER_MS = Math.LN2 / (30 * MS_PER_DAY);

export interface FairPriceState {
  readonly price: number;
  readonly regime: VolatilityRegime;
}

export class FairPriceProcess {
  private logPrice: number;
  private readonly logAnchor: number;
  private currentRegime: VolatilityRegime;
  private readonly scale: number;
  private readonly prng: Prng;

  constructor(prng: Prng, anchorPrice: number, volatilityScale: number, start?: FairPriceState) {
    this.prng = prng;
    this.logAnchor = Math.log(anchorPrice);
    this.logPrice = Math.log(start?.price ?? anchorPrice);
    this.currentRegime = start?.regime ?? 'normal';
    this.scale = volatilityScale;
  }

  get price(): number {
    return Math.exp(this.logPrice);
  }

  get regime(): VolatilityRegime {
    return this.currentRegime;
  }

  state(): FairPriceState {
    return { price: this.price, regime: this.currentRegime };
  }

  /** Volatility of the log price over one second in the current regime. */
  sigmaPerSecond(): number {
    return REGIMES[this.currentRegime].annualVolatility * this.scale * Math.sqrt(1_000 / MS_PER_YEAR);
  }

  /** Moves the process forward by `dtMs` and returns the new price. */
  step(dtMs: number): number {
    if (dtMs <= 0) return this.price;
    const regime = REGIMES[this.currentRegime];
    if (this.prng.chance(1 - Math.exp(-dtMs / (regime.meanMinutes * 60_000)))) {
      this.currentRegime = this.pickNext(regime);
    }
    const sigma = REGIMES[this.currentRegime].annualVolatility * this.scale;
    const variance = (sigma * sigma * dtMs) / MS_PER_YEAR;
    this.logPrice += -0.5 * variance + Math.sqrt(variance) * this.prng.normal();
    this.logPrice += (this.logAnchor - this.logPrice) * (1 - Math.exp(-REVERSION_PER_MS * dtMs));
    if (this.prng.chance(1 - Math.exp((-REGIMES[this.currentRegime].jumpsPerDay * dtMs) / MS_PER_DAY))) {
      this.logPrice += JUMP_SIGMA * this.scale * this.prng.normal();
    }
    return this.price;
  }

  private pickNext(regime: RegimeSpec): VolatilityRegime {
    let roll = this.prng.next();
    for (const [name, probability] of regime.next) {
      roll -= probability;
      if (roll < 0) return name;
    }
    return regime.next[regime.next.length - 1]![0];
  }
}
