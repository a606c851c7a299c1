import { describe, expect, it } from 'vitest';
import { accountAt, addressesOf, derivationPath, MAX_ACCOUNTS } from './accounts.ts';
import { DEFAULT_LOCK_TIMEOUT, isLockTimeout, lockDue, msUntilLock } from './lock.ts';

// The mnemonic of Hardhat's and Anvil's default accounts: its addresses at m/44'/60'/0'/0/i are
// widely published, so these rows hold the derivation to what other wallets derive.
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

describe("web3 accounts (BIP-44 m/44'/60'/0'/0/i)", () => {
  it.each([
    [0, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    [1, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    [2, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
  ])('account %i is %s', (index, address) => {
    expect(accountAt(TEST_MNEMONIC, index).address).toBe(address);
    expect(derivationPath(index)).toBe(`m/44'/60'/0'/0/${index}`);
  });

  it('lists the addresses in order and refuses an index outside the wallet', () => {
    expect(addressesOf(TEST_MNEMONIC, 2)).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ]);
    expect(() => accountAt(TEST_MNEMONIC, -1)).toThrow(RangeError);
    expect(() => accountAt(TEST_MNEMONIC, MAX_ACCOUNTS)).toThrow(RangeError);
    expect(() => accountAt(TEST_MNEMONIC, 1.5)).toThrow(RangeError);
  });
});

describe('web3 lock timeout', () => {
  it.each([
    [0, 0, 1, false, 60_000],
    [59_999, 0, 1, false, 1],
    [60_000, 0, 1, true, 0],
    [899_999, 0, 15, false, 1],
    [900_000, 0, 15, true, 0],
    [4_000_000, 500_000, 60, false, 100_000],
  ] as const)(
    'at %i, active at %i, timeout %i min: due %s, %i ms left',
    (now, active, minutes, due, left) => {
      expect(lockDue(now, active, minutes)).toBe(due);
      expect(msUntilLock(now, active, minutes)).toBe(left);
    },
  );

  it('takes only the offered timeouts', () => {
    expect(isLockTimeout(DEFAULT_LOCK_TIMEOUT)).toBe(true);
    expect(isLockTimeout(2)).toBe(false);
    expect(isLockTimeout('15')).toBe(false);
  });
});
