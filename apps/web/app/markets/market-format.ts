import { parseDecimal } from '@tideline/core/decimal';
import { formatNumber } from '@tideline/core/format';
import { changeDirection } from '../home/market-rows.ts';

export { changeDirection };

/**
 * A 24-hour change in percent ('3.85', '-1.2') as shown: 2 decimals, the sign always written
 * ('+3.85%', '-1.20%', '0.00%'). The caller sets it left to right so the sign stays before the
 * number on a right-to-left page too.
 */
export function formatChangeRate(rate: string | null): string {
  const digits = formatNumber(rate, { decimals: 2 });
  if (rate === null) return digits;
  return changeDirection(digits) === 'up' ? `+${digits}%` : `${digits}%`;
}

const SCALES = [
  { size: '1e9', suffix: 'B' },
  { size: '1e6', suffix: 'M' },
  { size: '1e3', suffix: 'K' },
] as const;

/**
 * A turnover short enough for its column: 2 decimals with K, M or B for thousands, millions and
 * billions ('112127593.74' -> '112.12M'), rounded down as every shown amount is.
 */
export function formatVolume(value: string | null): string {
  const parsed = parseDecimal(value);
  if (parsed === null) return formatNumber(value);
  const scale = SCALES.find((item) => parsed.abs().gte(item.size));
  if (scale === undefined) return formatNumber(parsed, { decimals: 2 });
  return `${formatNumber(parsed.div(scale.size), { decimals: 2 })}${scale.suffix}`;
}
