import { Decimal } from '@tideline/core/decimal';
import { INVITE_CODE_PATTERN, type VOLUME_BANDS } from '@tideline/protocol/referral/schemas';
import { fromUnits } from '../../platform/ledger/book-units.ts';

/** The referral programme's rules, without I/O (docs/protocol-referral.md §2). */

/** Codes a user may hold, the default one included. */
export const MAX_CODES_PER_USER = 20;
/** Kickback of the code every user gets on first use of the programme. */
export const DEFAULT_KICKBACK_PERCENT = 0;
/** How long after registering a user who came without a code may still bind one. */
export const BIND_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Commission amounts are rounded down to this many decimals, so the pool never pays more than the share. */
export const COMMISSION_SCALE = 8;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function isInviteCodeShape(code: string): boolean {
  return INVITE_CODE_PATTERN.test(code);
}

/** A code drawn from `randomIndex` (0 <= n < alphabet length), 8 characters. */
export function newInviteCode(randomIndex: (size: number) => number): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += INVITE_CODE_ALPHABET[randomIndex(INVITE_CODE_ALPHABET.length)];
  return code;
}

/**
 * Commission tiers: the inviter's share of an invitee's fees grows with the number of invitees who
 * traded (the programme's VIP tiers).
 */
export const COMMISSION_TIERS: readonly {
  readonly tier: number;
  readonly minTradingInvitees: number;
  readonly percent: number;
}[] = [
  { tier: 0, minTradingInvitees: 0, percent: 20 },
  { tier: 1, minTradingInvitees: 5, percent: 25 },
  { tier: 2, minTradingInvitees: 20, percent: 30 },
  { tier: 3, minTradingInvitees: 100, percent: 40 },
];

export function commissionTier(tradingInvitees: number): { tier: number; percent: number } {
  let found = COMMISSION_TIERS[0]!;
  for (const tier of COMMISSION_TIERS) if (tradingInvitees >= tier.minTradingInvitees) found = tier;
  return { tier: found.tier, percent: found.percent };
}

export interface CommissionSplit {
  /** The whole commission, `percent` of the fee. */
  readonly total: string;
  readonly inviter: string;
  readonly invitee: string;
}

const SCALE_UNITS = 10n ** BigInt(COMMISSION_SCALE);

/** A non-negative decimal string as an integer and its power of ten. */
function scaled(value: string): { units: bigint; scale: bigint } {
  const [whole = '0', fraction = ''] = value.split('.');
  return { units: BigInt(whole + fraction), scale: 10n ** BigInt(fraction.length) };
}

/**
 * The commission on `fee`: `percent` of it, rounded down to 8 decimals; the invitee's kickback is
 * `kickbackPercent` of that, rounded down, and the inviter gets the rest, so the two always add up
 * to the total. Integer arithmetic: the payout computes a million of these.
 */
export function splitCommission(fee: string, percent: number, kickbackPercent: number): CommissionSplit {
  const { units, scale } = scaled(fee);
  const total = (units * BigInt(percent) * SCALE_UNITS) / (100n * scale);
  const invitee = (total * BigInt(kickbackPercent)) / 100n;
  return { total: fromUnits(total), inviter: fromUnits(total - invitee), invitee: fromUnits(invitee) };
}

export type VolumeBand = (typeof VOLUME_BANDS)[number];

/** The band of an invitee's traded value (quote asset, almost always USDT) shown to the inviter. */
export function volumeBand(volume: string): VolumeBand {
  const value = new Decimal(volume);
  if (value.lte(0)) return 'none';
  if (value.lt(1_000)) return 'under-1k';
  if (value.lt(10_000)) return '1k-10k';
  if (value.lt(100_000)) return '10k-100k';
  return 'over-100k';
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/**
 * The days a payout run owes at `nowMs`: every day after `lastPaidDay` up to yesterday, or only
 * yesterday when nothing was paid yet (the programme starts paying from the day before its first run).
 */
export function daysOwed(lastPaidDay: string | undefined, nowMs: number): string[] {
  const today = dayStartMs(dayOf(nowMs));
  const first = lastPaidDay === undefined ? today - DAY_MS : dayStartMs(lastPaidDay) + DAY_MS;
  const days: string[] = [];
  for (let start = first; start < today; start += DAY_MS) days.push(dayOf(start));
  return days;
}

/** Masks a nickname for an inviter's lists: first and last character kept. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
