import { Decimal } from '@tideline/core/decimal';

/** A funding rate fraction as a percentage with 4 decimals (0.0001 -> 0.0100), the way rates are quoted. */
export function fundingRatePercent(rate: string): string {
  return new Decimal(rate).times(100).toFixed(4);
}

/** Time left until the next funding as HH:MM:SS; 00:00:00 once it is due. */
export function fundingCountdown(nextFundingTime: number, now: number): string {
  const seconds = Math.max(0, Math.floor((nextFundingTime - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}
