import { describe, expect, it } from 'vitest';
import { toUnits } from '../../platform/ledger/book-units.ts';
import { RedPacketCode } from './codes.ts';
import { CODE_ALPHABET, CODE_LENGTH, createTotal, needsSecondFactor, newShareCode } from './create-rules.ts';

const units = (amount: string) => toUnits(amount) as bigint;

describe('createTotal', () => {
  it.each([
    [{ amount: '30', amountIs: 'total', count: 3, mode: 'lucky' }, { total: units('30') }],
    [{ amount: '10', amountIs: 'perShare', count: 3, mode: 'equal' }, { total: units('30') }],
    [
      { amount: '10', amountIs: 'perShare', count: 3, mode: 'lucky' },
      { refusal: RedPacketCode.perShareNeedsEqual },
    ],
    [
      { amount: '0.000000001', amountIs: 'total', count: 1, mode: 'lucky' },
      { refusal: RedPacketCode.tooManyDecimals },
    ],
    [{ amount: '0', amountIs: 'total', count: 1, mode: 'lucky' }, { refusal: RedPacketCode.invalidAmount }],
    [
      { amount: '0.00000002', amountIs: 'total', count: 3, mode: 'lucky' },
      { refusal: RedPacketCode.shareBelowMinimum },
    ],
    [
      { amount: '0.00000010', amountIs: 'total', count: 3, mode: 'equal' },
      { refusal: RedPacketCode.unevenEqualSplit },
    ],
  ] as const)('case %#: %o', (input, result) => {
    expect(createTotal(input, 1n)).toEqual(result);
  });
});

describe('needsSecondFactor', () => {
  it.each([
    [units('999.99999999'), false],
    [units('1000'), false],
    [units('1000.00000001'), true],
  ])('%s -> %s', (total, needed) => {
    expect(needsSecondFactor(total, units('1000'))).toBe(needed);
  });
});

describe('newShareCode', () => {
  it('uses only the alphabet, at the full length, and does not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, newShareCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) {
      expect(code).toHaveLength(CODE_LENGTH);
      for (const char of code) expect(CODE_ALPHABET).toContain(char);
    }
  });
});
