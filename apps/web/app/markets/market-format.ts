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
