/**
 * 1-minute candles as plain JSON for the checkpoints (cluster-projection.ts, futures-projection.ts):
 * the quote volume, a bigint in memory, as a decimal string. Pure.
 */
import type { Candle } from '../markets/minute-candles.ts';

export type CandleJson = Omit<Candle, 'quoteVolume'> & { quoteVolume: string };

export const candlesToJson = (series: readonly Candle[]): CandleJson[] =>
  series.map((candle) => ({ ...candle, quoteVolume: candle.quoteVolume.toString() }));

export const candlesFromJson = (series: readonly CandleJson[]): Candle[] =>
  series.map((candle) => ({ ...candle, quoteVolume: BigInt(candle.quoteVolume) }));
