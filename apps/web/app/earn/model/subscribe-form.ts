import { Decimal, parseDecimal } from '@tideline/core/decimal';

/**
 * The subscribe dialog's rules without React (docs/protocol-earn.md §2): which amount the product
 * and the wallet allow, and what it would earn. The gateway checks the same quotas again; this
 * tells the user before they send.
 */

export interface RateBand {
  /** The band's top in the asset (null: the rest). */
  upTo: string | null;
  /** A yearly rate in percent. */
  apr: string;
}

export interface SubscribeProduct {
  minAmount: string;
  perUserCap: string;
  /** What is left of the product's total cap. */
  remaining: string;
  tiers: readonly RateBand[];
  termDays: number | null;
}

export type AmountProblem = 'required' | 'belowMin' | 'aboveMax' | 'balance';

/** The most one can subscribe now: the smaller of the caps left and, when known, the spot balance. */
export function maxAmount(product: SubscribeProduct, held: string, spot: string | undefined): Decimal {
  const caps = [new Decimal(product.perUserCap).minus(held), new Decimal(product.remaining)];
  if (spot !== undefined) caps.push(new Decimal(spot));
  const least = Decimal.min(...caps);
  return least.isNegative() ? new Decimal(0) : least;
}

/** Why `amount` cannot be sent, or null. Caps come before the balance, as the gateway checks them. */
export function amountProblem(
  amount: string,
  product: SubscribeProduct,
  held: string,
  spot: string | undefined,
): AmountProblem | null {
  const value = parseDecimal(amount);
  if (value === null || !value.gt(0)) return 'required';
  if (value.lt(product.minAmount)) return 'belowMin';
  if (value.gt(maxAmount(product, held, undefined))) return 'aboveMax';
  if (spot !== undefined && value.gt(spot)) return 'balance';
  return null;
}

/** One day's interest at the bands, each on its slice, rounded down to 8 decimals as the book pays. */
export function dailyEarnings(amount: string, tiers: readonly RateBand[]): Decimal {
  const principal = parseDecimal(amount);
  if (principal === null || !principal.gt(0)) return new Decimal(0);
  let total = new Decimal(0);
  let below = new Decimal(0);
  for (const tier of tiers) {
    if (principal.lte(below)) break;
    const top = tier.upTo === null ? principal : Decimal.min(principal, tier.upTo);
    total = total.plus(top.minus(below).times(tier.apr).div(100));
    below = top;
    if (tier.upTo === null) break;
  }
  return total.div(365).toDecimalPlaces(8, Decimal.ROUND_DOWN);
}

export interface Estimate {
  daily: Decimal;
  /** Flexible: 30 days of daily payouts; fixed: null. */
  month: Decimal | null;
  /** Flexible: 365 days; fixed: null. */
  year: Decimal | null;
  /** Fixed: the term's interest at maturity; flexible: null. */
  term: Decimal | null;
}

export function estimate(amount: string, product: Pick<SubscribeProduct, 'tiers' | 'termDays'>): Estimate {
  const daily = dailyEarnings(amount, product.tiers);
  if (product.termDays !== null)
    return { daily, month: null, year: null, term: daily.times(product.termDays) };
  return { daily, month: daily.times(30), year: daily.times(365), term: null };
}
