import { bytesToHex, hexToBytes, sha256 } from 'viem';
import { english, generateMnemonic } from 'viem/accounts';

// BIP-39 mnemonics of the web3 wallet (issue #27): made in the browser from WebCrypto's randomness
// (viem's `generateMnemonic` over @scure/bip39), checked word by word and by their checksum when
// imported, and confirmed by the user picking words back before the wallet is kept.

/** A new 12-word English mnemonic (128 bits of entropy). */
export function newMnemonic(): string {
  return generateMnemonic(english, 128);
}

/** Lower case, single spaces, no ends: how a typed or pasted mnemonic is read. */
export function normalizeMnemonic(text: string): string {
  return text.normalize('NFKD').trim().toLowerCase().split(/\s+/).join(' ');
}

const WORD_INDEX: ReadonlyMap<string, number> = new Map(english.map((word, index) => [word, index]));

export type MnemonicProblem = 'length' | 'word' | 'checksum';

/**
 * Why a mnemonic is not a valid BIP-39 English one (12, 15, 18, 21 or 24 words of the list whose
 * last bits are the checksum of the rest), or null when it is.
 */
export function mnemonicProblem(text: string): MnemonicProblem | null {
  const words = normalizeMnemonic(text).split(' ');
  if (![12, 15, 18, 21, 24].includes(words.length)) return 'length';
  let bits = '';
  for (const word of words) {
    const index = WORD_INDEX.get(word);
    if (index === undefined) return 'word';
    bits += index.toString(2).padStart(11, '0');
  }
  const checksumBits = words.length / 3;
  const entropyBits = bits.slice(0, bits.length - checksumBits);
  const entropy = new Uint8Array(entropyBits.length / 8);
  for (let byte = 0; byte < entropy.length; byte += 1)
    entropy[byte] = Number.parseInt(entropyBits.slice(byte * 8, byte * 8 + 8), 2);
  const digest = hexToBytes(sha256(bytesToHex(entropy)));
  const expected = Array.from(digest, (value) => value.toString(2).padStart(8, '0'))
    .join('')
    .slice(0, checksumBits);
  return expected === bits.slice(bits.length - checksumBits) ? null : 'checksum';
}

/** One question of the confirmation: which word is at `position` (1-based), among `choices`. */
export interface ConfirmQuestion {
  position: number;
  choices: readonly string[];
}

/** A source of uniform integers in [0, bound); WebCrypto's by default. */
export type RandomInt = (bound: number) => number;

export const cryptoRandomInt: RandomInt = (bound) => {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < limit) return value % bound;
  }
};

function shuffled<T>(items: readonly T[], random: RandomInt): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = random(index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/**
 * `count` distinct positions of the mnemonic, in order, each with its word and `choiceCount - 1`
 * other words of the mnemonic (decoys the user has seen, so picking needs the written copy), shuffled.
 */
export function confirmQuestions(
  mnemonic: string,
  random: RandomInt = cryptoRandomInt,
  count = 3,
  choiceCount = 4,
): ConfirmQuestion[] {
  const words = normalizeMnemonic(mnemonic).split(' ');
  const positions = shuffled(
    words.map((_, index) => index),
    random,
  )
    .slice(0, count)
    .sort((a, b) => a - b);
  return positions.map((index) => {
    const word = words[index]!;
    const decoys = shuffled([...new Set(words.filter((other) => other !== word))], random).slice(
      0,
      choiceCount - 1,
    );
    return { position: index + 1, choices: shuffled([word, ...decoys], random) };
  });
}

/** Whether every question got the mnemonic's word at its position. */
export function confirmationMatches(
  mnemonic: string,
  questions: readonly ConfirmQuestion[],
  answers: readonly (string | undefined)[],
): boolean {
  const words = normalizeMnemonic(mnemonic).split(' ');
  return (
    questions.length > 0 &&
    questions.every((question, index) => answers[index] === words[question.position - 1])
  );
}
