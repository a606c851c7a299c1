import type { Candle } from '../../markets/views/candles.ts';

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
