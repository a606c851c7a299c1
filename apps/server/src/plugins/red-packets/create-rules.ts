import { randomInt } from 'node:crypto';
import { toUnits } from '../../platform/ledger/book-units.ts';
import { RedPacketCode, type RedPacketCodeValue } from './codes.ts';
import { splitRefusal } from './split.ts';

/** Creation rules without I/O: the total in units, the split check, the second-factor threshold, codes. */

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
