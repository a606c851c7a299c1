import { randomInt } from 'node:crypto';
import { RedPacketCode, type RedPacketCodeValue } from './codes.ts';
import { splitRefusal } from './split.ts';

/** Creation rules without I/O: the total in units, the split check, the second-factor threshold, codes. */

/** Amounts are kept as integer units of 1e-8 of the asset. */
export const SCALE = 8;
const UNIT = 10n ** BigInt(SCALE);

/** Units as a decimal string without trailing zeros (the wire and numeric column form). */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** An amount string as units; null when it has more decimals than the book keeps. */
export function toUnits(amount: string): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > SCALE) return null;
  return BigInt(match[1] as string) * UNIT + BigInt(fraction.padEnd(SCALE, '0') || '0');
}

export interface CreateInput {
  readonly amount: string;
  readonly amountIs: 'total' | 'perShare';
  readonly count: number;
  readonly mode: 'lucky' | 'equal';
}

/** The packet's total in units, or why it cannot be created. */
export function createTotal(
  input: CreateInput,
  minimumShare: bigint,
): { total: bigint } | { refusal: RedPacketCodeValue } {
  const amount = toUnits(input.amount);
  if (amount === null) return { refusal: RedPacketCode.tooManyDecimals };
  if (input.amountIs === 'perShare' && input.mode !== 'equal')
    return { refusal: RedPacketCode.perShareNeedsEqual };
  const total = input.amountIs === 'perShare' ? amount * BigInt(input.count) : amount;
  const refusal = splitRefusal(total, input.count, minimumShare, input.mode);
  return refusal === null ? { total } : { refusal };
}

/** Above this total (units, configurable) the creator must confirm with the second factor. */
export function needsSecondFactor(total: bigint, threshold: bigint): boolean {
  return total > threshold;
}

/** The share-code alphabet: no 0/O or 1/I, so a code read aloud or off a screen is not mistyped. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;

/** A fresh share code from cryptographic randomness (32^12, about 1.2e18 codes). */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
