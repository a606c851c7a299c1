import { EarnCode, type EarnCodeValue } from './codes.ts';

/** Earn's rules without I/O: units, rate bands, accrual days, maturity and quotas (docs/protocol-earn.md §2). */

/** Amounts are integer units of 1e-8 (`platform/ledger/book-units.ts`), so interest is exact and rounds down once. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** A yearly rate is spread evenly over 365 days. */
export const DAYS_PER_YEAR = 365n;
/** Rates are kept in hundredths of a percent (basis points): 5.25 % is 525. */
const BPS_PER_ONE = 10_000n;

/** A rate band in units: `aprBps` on the part of the principal up to `upTo` units (null: all the rest). */
export interface RateTier {
  readonly upTo: bigint | null;
  readonly aprBps: bigint;
}

/**
 * One day's interest on `principal` under the bands, each band on its slice, rounded down once to
 * a unit so the pool never pays more than the rate.
 */
export function dailyInterest(principal: bigint, tiers: readonly RateTier[]): bigint {
  let numerator = 0n;
  let below = 0n;
  for (const tier of tiers) {
    if (principal <= below) break;
    const top = tier.upTo === null || tier.upTo > principal ? principal : tier.upTo;
    numerator += (top - below) * tier.aprBps;
    below = top;
    if (tier.upTo === null) break;
  }
  return numerator / (BPS_PER_ONE * DAYS_PER_YEAR);
}

/** The UTC day number of a time. */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/**
 * The days whose interest is due at `now` for a flexible holding: interest accrues from the day
 * after subscription, a day is paid once it has ended, and a day already paid (`lastPaidDay`) is
 * never due again, so a re-run pays nothing and a run after downtime catches up every missed day.
 */
export function dueDays(startedAt: number, lastPaidDay: number | null, now: number): number[] {
  const first = Math.max(dayOf(startedAt) + 1, (lastPaidDay ?? Number.NEGATIVE_INFINITY) + 1);
  const last = dayOf(now) - 1;
  const days: number[] = [];
  for (let day = first; day <= last; day += 1) days.push(day);
  return days;
}

/** A fixed holding matures at the start of the day after its last accruing day. */
export function maturityOf(startedAt: number, termDays: number): number {
  return (dayOf(startedAt) + 1 + termDays) * DAY_MS;
}

/** What a fixed holding pays at maturity: every day of the term at the rate it was subscribed at. */
export function fixedInterest(principal: bigint, tiers: readonly RateTier[], termDays: number): bigint {
  return dailyInterest(principal, tiers) * BigInt(termDays);
}

export interface QuotaState {
  readonly minAmount: bigint;
  readonly perUserCap: bigint;
  readonly totalCap: bigint;
  /** The caller's active principal in this product. */
  readonly userHeld: bigint;
  /** Everyone's active principal in this product. */
  readonly totalHeld: bigint;
}

/** Why a subscription of `amount` is refused, or null when the quotas allow it. */
export function subscriptionRefusal(amount: bigint, quota: QuotaState): EarnCodeValue | null {
  if (amount <= 0n) return EarnCode.invalidAmount;
  if (amount < quota.minAmount) return EarnCode.belowMinimum;
  if (quota.userHeld + amount > quota.perUserCap) return EarnCode.perUserCapExceeded;
  if (quota.totalHeld + amount > quota.totalCap) return EarnCode.totalCapExceeded;
  return null;
}

export interface RedeemTarget {
  readonly kind: 'flexible' | 'fixed';
  readonly state: 'active' | 'redeemed' | 'matured';
  readonly principal: bigint;
}

/**
 * How much principal a redemption returns, or why it is refused: a flexible holding gives back the
 * amount asked (all when none is named); a fixed one only whole, early, forfeiting its interest.
 */
export function redemption(
  holding: RedeemTarget,
  amount: bigint | undefined,
): { readonly principal: bigint } | { readonly refusal: EarnCodeValue } {
  if (holding.state !== 'active') return { refusal: EarnCode.holdingClosed };
  if (holding.kind === 'fixed') {
    return amount === undefined ? { principal: holding.principal } : { refusal: EarnCode.partialFixedRedeem };
  }
  if (amount === undefined) return { principal: holding.principal };
  if (amount <= 0n) return { refusal: EarnCode.invalidAmount };
  if (amount > holding.principal) return { refusal: EarnCode.redeemExceedsPrincipal };
  return { principal: amount };
}
