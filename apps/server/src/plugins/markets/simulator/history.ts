import { Prng } from '../../../markets/simulator/prng.ts';
import type { SymbolSpec } from '../../../markets/symbols.ts';
import { type Candle, MINUTE_MS } from '../views/candles.ts';

/** Minutes of history built at first start, so every chart has a full day behind it. */
export const HISTORY_MINUTES = 24 * 60;

/**
 * 24 hours of 1-minute candles ending just before `now`, from a seeded random walk that starts at
 * the symbol's listing price. Each minute is ten sub-steps, giving highs and lows that a real
 * minute would show; volume is log-normal around a symbol-sized median.
 */
export function buildHistory(spec: SymbolSpec, seed: string, now: number): Candle[] {
  const prng = new Prng(`${seed}:history:${spec.symbol}`);
  const firstOpen = Math.floor(now / MINUTE_MS) * MINUTE_MS - HISTORY_MINUTES * MINUTE_MS;
  const candles: Candle[] = [];
  let price = spec.startPriceTicks;
  const medianLots = Math.max(
    spec.minSizeLots,
    Math.round((20_000 / (spec.startPriceTicks / 10 ** spec.pricePlace)) * 10 ** spec.quotePrecision),
  );
  const quoteUnitsPerTickLot = 10n ** BigInt(8 - spec.pricePlace - spec.quotePrecision);
  for (let minute = 0; minute < HISTORY_MINUTES; minute += 1) {
    const open = price;
    let high = open;
    let low = open;
    for (let step = 0; step < 10; step += 1) {
      const drift = Math.log(spec.startPriceTicks / price) * 0.002;
      price = Math.max(1, Math.round(price * Math.exp(drift + 0.0004 * prng.normal())));
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    const volume = Math.max(spec.minSizeLots, Math.round(prng.logNormal(medianLots, 0.8)));
    candles.push({
      openTime: firstOpen + minute * MINUTE_MS,
      open,
      high,
      low,
      close: price,
      volume,
      quoteVolume: BigInt(Math.round((open + price) / 2)) * BigInt(volume) * quoteUnitsPerTickLot,
      trades: prng.int(5, 60),
    });
  }
  return candles;
}
