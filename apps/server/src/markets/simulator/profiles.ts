/**
 * How each simulated market behaves: volatility relative to BTC, the market maker's depth and
 * the takers' appetite. Numbers are chosen so books and tapes look like a large venue's at a
 * glance: tight inside spreads, depth growing away from the touch, a few trades a second.
 */
export interface MarketProfile {
  /** Multiplies every regime's volatility and the jump size. */
  readonly volatilityScale: number;
  /** Median notional of one market-maker level at the touch, in USDT. */
  readonly levelNotionalUsdt: number;
  /** Median notional of one taker order, in USDT. */
  readonly takerNotionalUsdt: number;
  /** Average taker orders per minute in the normal regime. */
  readonly takersPerMinute: number;
}

const DEFAULT_PROFILE: MarketProfile = {
  volatilityScale: 1.5,
  levelNotionalUsdt: 8_000,
  takerNotionalUsdt: 300,
  takersPerMinute: 12,
};

const PROFILES: Readonly<Record<string, MarketProfile>> = {
  BTCUSDT: { volatilityScale: 1, levelNotionalUsdt: 40_000, takerNotionalUsdt: 1_500, takersPerMinute: 30 },
  ETHUSDT: { volatilityScale: 1.2, levelNotionalUsdt: 25_000, takerNotionalUsdt: 900, takersPerMinute: 24 },
  SOLUSDT: { volatilityScale: 1.6, levelNotionalUsdt: 10_000, takerNotionalUsdt: 500, takersPerMinute: 18 },
  XRPUSDT: { volatilityScale: 1.5, levelNotionalUsdt: 8_000, takerNotionalUsdt: 400, takersPerMinute: 15 },
  DOGEUSDT: { volatilityScale: 1.8, levelNotionalUsdt: 6_000, takerNotionalUsdt: 250, takersPerMinute: 15 },
  BNBUSDT: { volatilityScale: 1.1, levelNotionalUsdt: 8_000, takerNotionalUsdt: 400, takersPerMinute: 12 },
};

export function profileFor(symbol: string): MarketProfile {
  return PROFILES[symbol] ?? DEFAULT_PROFILE;
}
