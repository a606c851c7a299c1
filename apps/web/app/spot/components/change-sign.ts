import type { PriceDirection } from '../feed/feed-state.ts';

/** Direction and leading sign of a 24-hour change rate ('1.23' is +1.23%). */
export function changeSign(rate: string | undefined): { direction: PriceDirection; prefix: string } {
  if (rate === undefined || !/[1-9]/.test(rate)) return { direction: 'flat', prefix: '' };
  return rate.startsWith('-') ? { direction: 'down', prefix: '' } : { direction: 'up', prefix: '+' };
}
