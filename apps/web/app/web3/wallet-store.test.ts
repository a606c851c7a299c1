import { describe, expect, it } from 'vitest';
import { txState } from './activity.ts';
import { MIN_PBKDF2_ITERATIONS } from './model/vault.ts';
import { readStoredWallet, storageKey } from './wallet-store.ts';

const BOX = {
  version: 1,
  kdf: 'PBKDF2-SHA-256',
  iterations: MIN_PBKDF2_ITERATIONS,
  salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
  iv: 'AAAAAAAAAAAAAAAA',
  ciphertext: 'AAAA',
};
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the stored wallet', () => {
  it('is kept per signed-in user', () => {
    expect(storageKey('42')).toBe('tideline.web3.wallet.42');
  });

  it('reads a well-formed wallet back', () => {
    const stored = { box: BOX, addresses: [ADDRESS, ADDRESS], selected: 1, lockMinutes: 5 };
    expect(readStoredWallet(JSON.stringify(stored))).toEqual(stored);
  });

  it('mends what it can and refuses the rest', () => {
    expect(readStoredWallet(null)).toBeNull();
    expect(readStoredWallet('not json')).toBeNull();
    expect(
      readStoredWallet(JSON.stringify({ box: { ...BOX, version: 2 }, addresses: [ADDRESS] })),
    ).toBeNull();
    expect(readStoredWallet(JSON.stringify({ box: BOX, addresses: ['0x12'] }))).toBeNull();
    expect(
      readStoredWallet(JSON.stringify({ box: BOX, addresses: [ADDRESS], selected: 7, lockMinutes: 2 })),
    ).toEqual({ box: BOX, addresses: [ADDRESS], selected: 0, lockMinutes: 15 });
  });
});

describe('a transaction’s state from its receipt', () => {
  it.each([
    [null, 'pending'],
    [undefined, 'pending'],
    [{ status: 'success' }, 'confirmed'],
    [{ status: 'reverted' }, 'failed'],
  ] as const)('%j is %s', (receipt, state) => {
    expect(txState(receipt)).toBe(state);
  });
});
