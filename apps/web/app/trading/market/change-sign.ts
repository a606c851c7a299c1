import type { PriceDirection } from '../feed/feed-state.ts';

/** Direction of a 24-hour change rate ('1.23' is +1.23%): its colour; the text has its own sign. */
export function changeSign(rate: string | undefined): { direction: PriceDirection } {
  if (rate === undefined || !/[1-9]/.test(rate)) return { direction: 'flat' };
  return rate.startsWith('-') ? { direction: 'down' } : { direction: 'up' };
}
