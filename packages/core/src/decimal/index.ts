// Exact decimal arithmetic for money (spec §9: 20 significant digits). Use `Decimal` from here,
// never the global decimal.js constructor; `parseDecimal`/`toDecimal` read loose input, the
// arithmetic helpers accept strings, and the rounding helpers name their direction.
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
