import { type Candle, dayWindowStart } from '../../../markets/minute-candles.ts';

/**
 * A contract's 1-minute candles with the index's history in front: the minutes before the
 * contract's first candle on this server are the spot pair's (the index source, in the same
 * ticks), so a fresh server's chart shows where the price came from instead of a few minutes.
 * Spot volume, counted in lots of 10^-spotSizePlace base, is recounted in contract lots of
 * 10^-contractSizePlace (rounded down when the contract's lot is coarser).
 */
export function withIndexHistory(
  contractMinutes: readonly Candle[],
  spotMinutes: readonly Candle[],
  spotSizePlace: number,
  contractSizePlace: number,
): Candle[] {
  const first = contractMinutes[0]?.openTime ?? Number.POSITIVE_INFINITY;
  const shift = contractSizePlace - spotSizePlace;
  const recount = (lots: number) => (shift >= 0 ? lots * 10 ** shift : Math.floor(lots / 10 ** -shift));
  const history: Candle[] = [];
  for (const candle of spotMinutes) {
    if (candle.openTime >= first) break;
    history.push({ ...candle, volume: recount(candle.volume) });
  }
  return history.length === 0 ? [...contractMinutes] : [...history, ...contractMinutes];
}

/**
 * The same series from the 24-hour window ending at `now` on, for a ticker read many times a
 * second: only the window's end of the spot history is looked at, and a contract that has its own
 * candles over the whole window is handed back as it is.
 */
export function dayWithIndexHistory(
  contractMinutes: readonly Candle[],
  spotMinutes: readonly Candle[],
  spotSizePlace: number,
  contractSizePlace: number,
  now: number,
): readonly Candle[] {
  const from = dayWindowStart(now);
  if ((contractMinutes[0]?.openTime ?? Number.POSITIVE_INFINITY) <= from) return contractMinutes;
  let start = spotMinutes.length;
  while (start > 0 && spotMinutes[start - 1]!.openTime >= from) start -= 1;
  return withIndexHistory(contractMinutes, spotMinutes.slice(start), spotSizePlace, contractSizePlace);
}
