/**
 * How each simulated market behaves: volatility relative to BTC, the market maker's depth and
 * the takers' appetite. Numbers are chosen so books and tapes look like a large venue's at a
 * glance: tight inside spreads, depth growing away from the touch, a few trades a second.
 */
export interface MarketProfile {
  /** Multiplies every regime's volatility and the jump size (unused by a cross pair, which follows its legs). */
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

/**
 * Depth and flow roughly follow each market's size on a large venue (majors deep and busy, smaller
 * coins thinner); cross pairs are thinner still, as their volume is a fraction of the USDT pairs'.
 * Notionals are in USDT whatever the quote asset: the simulator converts them.
 */
const PROFILES: Readonly<Record<string, MarketProfile>> = {
  BTCUSDT: { volatilityScale: 1, levelNotionalUsdt: 40_000, takerNotionalUsdt: 1_500, takersPerMinute: 30 },
  ETHUSDT: { volatilityScale: 1.2, levelNotionalUsdt: 25_000, takerNotionalUsdt: 900, takersPerMinute: 24 },
  SOLUSDT: { volatilityScale: 1.6, levelNotionalUsdt: 10_000, takerNotionalUsdt: 500, takersPerMinute: 18 },
  XRPUSDT: { volatilityScale: 1.5, levelNotionalUsdt: 8_000, takerNotionalUsdt: 400, takersPerMinute: 15 },
  DOGEUSDT: { volatilityScale: 1.8, levelNotionalUsdt: 6_000, takerNotionalUsdt: 250, takersPerMinute: 15 },
  BNBUSDT: { volatilityScale: 1.1, levelNotionalUsdt: 8_000, takerNotionalUsdt: 400, takersPerMinute: 12 },
  ADAUSDT: { volatilityScale: 1.7, levelNotionalUsdt: 5_000, takerNotionalUsdt: 250, takersPerMinute: 10 },
  AVAXUSDT: { volatilityScale: 1.9, levelNotionalUsdt: 4_000, takerNotionalUsdt: 200, takersPerMinute: 8 },
  LINKUSDT: { volatilityScale: 1.7, levelNotionalUsdt: 5_000, takerNotionalUsdt: 250, takersPerMinute: 10 },
  DOTUSDT: { volatilityScale: 1.8, levelNotionalUsdt: 3_000, takerNotionalUsdt: 150, takersPerMinute: 8 },
  LTCUSDT: { volatilityScale: 1.4, levelNotionalUsdt: 4_000, takerNotionalUsdt: 200, takersPerMinute: 8 },
  TRXUSDT: { volatilityScale: 1.1, levelNotionalUsdt: 4_000, takerNotionalUsdt: 200, takersPerMinute: 8 },
  BCHUSDT: { volatilityScale: 1.5, levelNotionalUsdt: 3_000, takerNotionalUsdt: 200, takersPerMinute: 8 },
  UNIUSDT: { volatilityScale: 2, levelNotionalUsdt: 2_500, takerNotionalUsdt: 150, takersPerMinute: 8 },
  ATOMUSDT: { volatilityScale: 1.9, levelNotionalUsdt: 2_000, takerNotionalUsdt: 120, takersPerMinute: 8 },
  NEARUSDT: { volatilityScale: 2.1, levelNotionalUsdt: 2_500, takerNotionalUsdt: 150, takersPerMinute: 8 },
  ETHBTC: { volatilityScale: 1, levelNotionalUsdt: 6_000, takerNotionalUsdt: 400, takersPerMinute: 8 },
  SOLBTC: { volatilityScale: 1, levelNotionalUsdt: 2_000, takerNotionalUsdt: 150, takersPerMinute: 8 },
  BNBBTC: { volatilityScale: 1, levelNotionalUsdt: 2_000, takerNotionalUsdt: 150, takersPerMinute: 8 },
  LTCBTC: { volatilityScale: 1, levelNotionalUsdt: 1_000, takerNotionalUsdt: 100, takersPerMinute: 8 },
  LINKETH: { volatilityScale: 1, levelNotionalUsdt: 1_000, takerNotionalUsdt: 100, takersPerMinute: 8 },
  UNIETH: { volatilityScale: 1, levelNotionalUsdt: 800, takerNotionalUsdt: 80, takersPerMinute: 8 },
};

export function profileFor(symbol: string): MarketProfile {
  return PROFILES[symbol] ?? DEFAULT_PROFILE;
}
