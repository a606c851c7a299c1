import type { Prng } from '../../markets/simulator/prng.ts';

/**
 * The premium a perpetual trades at over its index, as a fraction of the index: an
 * Ornstein-Uhlenbeck process (mean-reverting noise), the usual model of a basis. Its mean is a
 * slight contango, as perpetuals mostly trade, so funding is mostly paid by longs but turns when
 * the premium does. Because the simulated market maker quotes around index x (1 + premium), the
 * engine's mark price and premium index (and so the funding rate) follow this process.
 */

/** Long-run premium: 0.008%, a little under the 0.01% interest term. */
export const MEAN_PREMIUM = 0.00008;
/**
 * Spread of the premium around its mean once settled (one standard deviation) for BTC: 0.03%;
 * more volatile markets scale it, so altcoin funding moves off the 0.01% floor more often.
 */
export const PREMIUM_STANDARD_DEVIATION = 0.0003;
/** How fast a deviation fades: about ten minutes. */
export const PREMIUM_REVERSION_SECONDS = 600;
/** Never beyond +-0.3%, inside the engine's 0.5% bound on the mark's basis. */
export const MAX_PREMIUM = 0.003;

export class PremiumProcess {
  constructor(
    private readonly prng: Prng,
    private readonly scale = 1,
    private current = MEAN_PREMIUM,
  ) {}

  get value(): number {
    return this.current;
  }

  /** Advances by `dtMs` with the exact OU transition, so the step size does not bias it. */
  step(dtMs: number): void {
    if (dtMs <= 0) return;
    const decay = Math.exp(-dtMs / 1000 / PREMIUM_REVERSION_SECONDS);
    const noise = PREMIUM_STANDARD_DEVIATION * this.scale * Math.sqrt(1 - decay * decay) * this.prng.normal();
    const next = MEAN_PREMIUM + (this.current - MEAN_PREMIUM) * decay + noise;
    this.current = Math.max(-MAX_PREMIUM, Math.min(MAX_PREMIUM, next));
  }
}
