import { english } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  confirmationMatches,
  confirmQuestions,
  mnemonicProblem,
  newMnemonic,
  normalizeMnemonic,
} from './mnemonic.ts';

// The BIP-39 test vector (trezor/python-mnemonic vectors.json): 128 bits of 0x00.
const ZERO_VECTOR =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
// 256 bits of 0x7f.
const LONG_VECTOR =
  'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth title';

/** A fixed sequence standing in for WebCrypto's randomness. */
function sequence(...values: number[]) {
  let at = 0;
  return (bound: number) => values[at++ % values.length]! % bound;
}

describe('web3 mnemonics', () => {
  it('makes 12 distinct-looking English words that pass their own checksum', () => {
    const first = newMnemonic();
    const words = first.split(' ');
    expect(words).toHaveLength(12);
    expect(words.every((word) => english.includes(word))).toBe(true);
    expect(mnemonicProblem(first)).toBeNull();
    expect(newMnemonic()).not.toBe(first);
  });

  it.each([
    [ZERO_VECTOR, null],
    [LONG_VECTOR, null],
    [`  ${ZERO_VECTOR.toUpperCase().replaceAll(' ', '   ')}\n`, null],
    [ZERO_VECTOR.replace(/about$/, 'abandon'), 'checksum'],
    [ZERO_VECTOR.replace(/about$/, 'aboutt'), 'word'],
    [ZERO_VECTOR.split(' ').slice(0, 11).join(' '), 'length'],
    ['', 'length'],
  ])('reads %j as %s', (text, problem) => {
    expect(mnemonicProblem(text)).toBe(problem);
  });

  it('normalises case and spaces', () => {
    expect(normalizeMnemonic('  Abandon\tABOUT  ')).toBe('abandon about');
  });

  it('asks for three distinct positions, each with its word among four of the mnemonic', () => {
    const mnemonic = newMnemonic();
    const words = mnemonic.split(' ');
    const questions = confirmQuestions(mnemonic);
    expect(questions).toHaveLength(3);
    const positions = questions.map((question) => question.position);
    expect(new Set(positions).size).toBe(3);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const question of questions) {
      expect(question.choices).toHaveLength(4);
      expect(new Set(question.choices).size).toBe(4);
      expect(question.choices).toContain(words[question.position - 1]);
      expect(question.choices.every((choice) => words.includes(choice))).toBe(true);
    }
  });

  it('accepts only the right words in order', () => {
    const questions = confirmQuestions(LONG_VECTOR, sequence(3, 7, 1, 0, 5, 2));
    const words = LONG_VECTOR.split(' ');
    const right = questions.map((question) => words[question.position - 1]);
    expect(confirmationMatches(LONG_VECTOR, questions, right)).toBe(true);
    const wrong = [...right];
    wrong[1] = questions[1]!.choices.find((choice) => choice !== right[1]);
    expect(confirmationMatches(LONG_VECTOR, questions, wrong)).toBe(false);
    expect(confirmationMatches(LONG_VECTOR, questions, [right[0], right[1]])).toBe(false);
    expect(confirmationMatches(LONG_VECTOR, [], [])).toBe(false);
  });
});
