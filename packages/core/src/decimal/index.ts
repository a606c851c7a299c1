export { add, div, mul, safeDiv, sub } from './arithmetic.ts';
export { Decimal, type DecimalInput, type RoundingMode } from './decimal.ts';
export { parseDecimal, toDecimal } from './parse-decimal.ts';
export {
  ceilTo,
  floorTo,
  roundDown,
  roundHalfUp,
  roundTo,
  roundUp,
  stripTrailingZeros,
  toFixedString,
} from './rounding.ts';
