import { DAY_MS, dailyInterest, dueDays, fixedInterest, type RateTier } from './rules.ts';

/**
 * What one accrual run owes one holding at `now`, without I/O: the daily payouts of a flexible
 * holding and the maturities of a fixed one (docs/protocol-earn.md §2). The service turns the plan
 * into book postings and advances the holding's marks in the same transaction, so planning again
 * from the stored marks pays nothing twice.
 */

export interface FlexibleHolding {
  readonly kind: 'flexible';
  readonly principal: bigint;
  readonly tiers: readonly RateTier[];
  readonly startedAt: number;
  readonly lastPaidDay: number | null;
}

export interface FixedHolding {
  readonly kind: 'fixed';
  readonly principal: bigint;
  readonly tiers: readonly RateTier[];
  readonly termDays: number;
  readonly maturesAt: number;
  readonly autoRenew: boolean;
}

export interface DailyPayout {
  readonly day: number;
  readonly interest: bigint;
}

export interface Maturity {
  readonly at: number;
  readonly interest: bigint;
  /** Auto-renew: the principal stays for another term from `at`; otherwise it goes back with the interest. */
  readonly renewed: boolean;
}

export function planFlexible(holding: FlexibleHolding, now: number): DailyPayout[] {
  const interest = dailyInterest(holding.principal, holding.tiers);
  return dueDays(holding.startedAt, holding.lastPaidDay, now).map((day) => ({ day, interest }));
}

/**
 * Every maturity due by `now`: one when auto-renew is off, and with it on one per whole term
 * passed, each renewed term starting at the previous maturity, so downtime loses no term.
 */
export function planFixed(holding: FixedHolding, now: number): Maturity[] {
  const interest = fixedInterest(holding.principal, holding.tiers, holding.termDays);
  const maturities: Maturity[] = [];
  let at = holding.maturesAt;
  while (at <= now) {
    maturities.push({ at, interest, renewed: holding.autoRenew });
    if (!holding.autoRenew) break;
    at += holding.termDays * DAY_MS;
  }
  return maturities;
}
