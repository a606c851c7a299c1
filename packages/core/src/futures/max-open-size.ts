import { Decimal, type DecimalInput, roundDown, toDecimal } from '../decimal/index.ts';
import { maxNotionalForLeverage, type RiskTier } from './risk-tiers.ts';

export interface MaxOpenSizeInput {
  /** Free collateral that may fund the order (USDT). */
  available: DecimalInput;
  /** Order price (the mark or best price for a market order). */
  price: DecimalInput;
  leverage: DecimalInput;
  /** Taker fee rate paid on opening. */
  feeRate: DecimalInput;
  /** Size places of the pair; the result is rounded down to them. */
  sizeDecimals: number;
  /** When given, the size is also capped by the largest notional the tiers allow at this leverage. */
  tiers?: readonly RiskTier[];
}

/**
 * Largest size that can be opened: each unit costs its margin plus its opening fee,
 *   cost per unit = price / leverage + price * feeRate
 *   size = available / cost per unit = available * leverage / (price * (1 + leverage * feeRate))
 * rounded down to the size places, then capped by the risk tiers if given. 0 when the balance,
 * price or leverage is not positive.
 */
export function maxOpenSize(input: MaxOpenSizeInput): Decimal {
  const available = toDecimal(input.available);
  const price = toDecimal(input.price);
  const leverage = toDecimal(input.leverage);
  const fee = toDecimal(input.feeRate);
  if (available.lessThanOrEqualTo(0) || price.lessThanOrEqualTo(0) || leverage.lessThanOrEqualTo(0)) {
    return new Decimal(0);
  }
  const costPerUnit = price.dividedBy(leverage).plus(price.times(fee));
  let size = available.dividedBy(costPerUnit);
  if (input.tiers !== undefined) {
    size = Decimal.min(size, maxNotionalForLeverage(leverage, input.tiers).dividedBy(price));
  }
  return roundDown(size, input.sizeDecimals);
}
