import { formatUnits, parseUnits } from '../markets/fixed-point.ts';
import { DEFAULT_FUNDING_INTERVAL_MS, FUNDING_RATE_DECIMALS } from './prices.ts';

/**
 * The mark price and funding rate of prices.ts in integers, for the engine's hot path: the damped
 * basis in 10^-8 ticks, premium samples and their sum in 10^-10, rates in 10^-8. The rules and
 * their rounding (half away from zero) are prices.ts's; prices-fixed.test.ts checks both agree.
 * The state keeps these integers; snapshots keep the decimal text they always had.
 */

export const BASIS_DECIMALS = 8;
export const PREMIUM_DECIMALS = 10;

/** num / den rounded half away from zero (den > 0). */
function divideHalfUp(num: bigint, den: bigint): bigint {
  const magnitude = (2n * (num < 0n ? -num : num) + den) / (2n * den);
  return num < 0n ? -magnitude : magnitude;
}

function clamp(value: bigint, limit: bigint): bigint {
  return value > limit ? limit : value < -limit ? -limit : value;
}

export interface MarkUnits {
  readonly markPrice: number;
  /** 10^-8 ticks. */
  readonly basis: bigint;
  /** 10^-10. */
  readonly premium: bigint;
}

/** nextMarkPrice: basis moves a tenth of the way to the book's, clamped to 0.5% of the index. */
export function nextMarkUnits(
  index: number,
  previousBasis: bigint,
  futuresBid: number | undefined,
  futuresAsk: number | undefined,
): MarkUnits {
  const indexUnits = BigInt(index) * 100_000_000n;
  const observed =
    futuresBid !== undefined && futuresAsk !== undefined && futuresBid <= futuresAsk
      ? BigInt(futuresBid + futuresAsk) * 50_000_000n - indexUnits
      : 0n;
  // In 10^-9 ticks: previous + (observed - previous) x 0.1, within index x 0.005.
  const damped = clamp(previousBasis * 10n + (observed - previousBasis), BigInt(index) * 5_000_000n);
  const basis = divideHalfUp(damped, 10n);
  const mark = divideHalfUp(indexUnits + basis, 100_000_000n);
  const markPrice = Math.max(1, Number(mark));
  const premium = index > 0 ? divideHalfUp(basis * 100n, BigInt(index)) : 0n;
  return { markPrice, basis, premium };
}

/** Interest per interval and the premium clamp, in 10^-10 (interest as num / 288). */
const PREMIUM_CLAMP_UNITS = 5_000_000n;
const INTEREST_DENOMINATOR = BigInt(DEFAULT_FUNDING_INTERVAL_MS / 100_000);

/** fundingRate as its 8-decimal text: F = P + clamp(I - P, +/-0.05%), within the cap. */
export function fundingRateText(
  premiumSum: bigint,
  premiumSamples: number,
  intervalMs: number,
  capUnits: bigint,
): string {
  // Everything over the common denominator samples x 288 (interest = 0.0001 x interval / 8h).
  const samples = BigInt(premiumSamples > 0 ? premiumSamples : 1);
  const den = samples * INTEREST_DENOMINATOR;
  const premium = premiumSamples > 0 ? premiumSum * INTEREST_DENOMINATOR : 0n;
  const interest = BigInt(intervalMs) * 10n * samples;
  const spread = clamp(interest - premium, PREMIUM_CLAMP_UNITS * den);
  const rate = clamp(premium + spread, capUnits * den);
  const scale = 10n ** BigInt(PREMIUM_DECIMALS - FUNDING_RATE_DECIMALS);
  return formatUnits(divideHalfUp(rate, den * scale), FUNDING_RATE_DECIMALS);
}

/** Signed decimal text (as a snapshot holds it) to units of 10^-decimals. */
export function parseSignedUnits(text: string, decimals: number): bigint {
  const negative = text.startsWith('-');
  const units = parseUnits(negative ? text.slice(1) : text, decimals);
  if (units === undefined) throw new RangeError(`not a decimal with ${decimals} places: ${text}`);
  return negative ? -units : units;
}

/** Units as the shortest decimal text (no trailing zeros), as the decimal state was written. */
export function shortDecimal(units: bigint, decimals: number): string {
  const text = formatUnits(units, decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
