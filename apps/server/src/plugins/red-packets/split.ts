import { randomBytes } from 'node:crypto';
import { RedPacketCode, type RedPacketCodeValue } from './codes.ts';

/**
 * How a red packet's total is cut into shares, without I/O. Amounts are integer units of the
 * asset's smallest step, so the shares always sum to the total exactly: no dust lost or created.
 */

/** A uniform draw from 0 to `limit` inclusive; injected so tests can seed it. */
export type DrawUpTo = (limit: bigint) => bigint;

/** Most packets a red packet may hold. */
export const MAX_SHARES = 1000;

/** Why a split cannot be made, or null when it can. */
export function splitRefusal(
  total: bigint,
  count: number,
  minimum: bigint,
  mode: 'lucky' | 'equal',
): RedPacketCodeValue | null {
  if (total <= 0n) return RedPacketCode.invalidAmount;
  if (!Number.isInteger(count) || count < 1 || count > MAX_SHARES) return RedPacketCode.invalidCount;
  if (total < minimum * BigInt(count)) return RedPacketCode.shareBelowMinimum;
  if (mode === 'equal' && total % BigInt(count) !== 0n) return RedPacketCode.unevenEqualSplit;
  return null;
}

/** Every share of an equal packet (the total must divide evenly: `splitRefusal` checks it). */
export function equalShares(total: bigint, count: number): bigint[] {
  return Array.from({ length: count }, () => total / BigInt(count));
}

/**
 * The next lucky share when `remaining` units are left for `left` claims. Each share is the minimum
 * plus a uniform draw of at most twice the fair part of what is above the minimums, so every claim
 * expects the same amount whatever its turn; the last claim takes the remainder exactly.
 */
export function nextLuckyShare(remaining: bigint, left: number, minimum: bigint, draw: DrawUpTo): bigint {
  if (left <= 1) return remaining;
  const spare = remaining - minimum * BigInt(left);
  const cap = (spare * 2n) / BigInt(left);
  return minimum + draw(cap < spare ? cap : spare);
}

/** All the lucky shares of a packet in claim order (each claim draws `nextLuckyShare` itself). */
export function luckyShares(total: bigint, count: number, minimum: bigint, draw: DrawUpTo): bigint[] {
  const shares: bigint[] = [];
  let remaining = total;
  for (let left = count; left >= 1; left -= 1) {
    const share = nextLuckyShare(remaining, left, minimum, draw);
    shares.push(share);
    remaining -= share;
  }
  return shares;
}

/** The production draw: cryptographic bytes, with rejection so every value is equally likely. */
export const secureDrawUpTo: DrawUpTo = (limit) => {
  if (limit <= 0n) return 0n;
  const span = limit + 1n;
  const bytes = Math.ceil(span.toString(16).length / 2) + 1;
  const range = 1n << BigInt(bytes * 8);
  const accept = range - (range % span);
  for (;;) {
    const value = BigInt(`0x${randomBytes(bytes).toString('hex')}`);
    if (value < accept) return value % span;
  }
};
