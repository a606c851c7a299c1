import { ceilTo, type Decimal, type DecimalInput, floorTo } from '../decimal/index.ts';
import { PositionDirection } from './constants.ts';

/**
 * Rounds a liquidation price to the pair's price place toward the current price (up for a long,
 * down for a short), so the shown price is reached no later than the real one: a trader watching
 * it is warned early, never late.
 */
export function roundLiquidationPrice(
  price: DecimalInput,
  direction: PositionDirection,
  pricePlace: number,
): Decimal {
  return direction === PositionDirection.Long ? ceilTo(price, pricePlace) : floorTo(price, pricePlace);
}
