import type { Address } from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';

// The wallet's accounts (issue #27): BIP-44 Ethereum paths m/44'/60'/0'/0/<index> of one
// mnemonic, as every common wallet derives them, so the same words open the same accounts elsewhere.

export const MAX_ACCOUNTS = 10;

export function derivationPath(index: number): `m/44'/60'/${string}` {
  return `m/44'/60'/0'/0/${index}`;
}

/** The signing account at `index` (its private key stays inside the object, in this browser). */
export function accountAt(mnemonic: string, index: number): HDAccount {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_ACCOUNTS) throw new RangeError('account index');
  return mnemonicToAccount(mnemonic, { addressIndex: index });
}

/** The addresses of the first `count` accounts: public, kept in plain beside the vault. */
export function addressesOf(mnemonic: string, count: number): Address[] {
  return Array.from({ length: count }, (_, index) => accountAt(mnemonic, index).address);
}
