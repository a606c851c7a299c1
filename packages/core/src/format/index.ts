// Spec §9 number display. Every formatter takes loose input (string, number, Decimal, missing)
// and returns text: `--` when missing, plain grouped digits for any size, `-` for negatives.
export { formatBtc, formatFiat, formatUsdt } from './asset-amounts.ts';
export { type FormatByPrecisionOptions, formatByPrecision } from './by-precision.ts';
export { type FormatNumberOptions, formatNumber } from './format-number.ts';
export { groupThousands } from './group-thousands.ts';
export { MISSING_PLACEHOLDER, ZERO_DISPLAY } from './missing.ts';
export {
  FUTURES_PNL_DECIMALS,
  formatFuturesPnl,
  formatPercent,
  formatSpotRoe,
  percentage,
} from './ratios.ts';
export { formatSignedPercent } from './signed-percent.ts';
export { formatValuation, type ValuationDisplay } from './valuation.ts';
