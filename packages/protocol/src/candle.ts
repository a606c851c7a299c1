import { z } from 'zod';
import { wireDecimal, wireTime } from './endpoint.ts';

/** Candles on the wire, the same for spot pairs and futures contracts (docs/protocol-markets.md §2). */

export const CANDLE_INTERVALS = [
  '1m',
  '5m',
  '15m',
  '30m',
  '1h',
  '4h',
  '6h',
  '12h',
  '1d',
  '1w',
  '1M',
] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** `[openTime, open, high, low, close, baseVolume, quoteVolume]`, oldest first. */
export const candleRow = z.tuple([
  wireTime,
  wireDecimal,
  wireDecimal,
  wireDecimal,
  wireDecimal,
  wireDecimal,
  wireDecimal,
]);
export type CandleRowWire = z.infer<typeof candleRow>;
