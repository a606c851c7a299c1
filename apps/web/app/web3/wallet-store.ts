import type { Address } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { create } from 'zustand';
import { accountAt, addressesOf, MAX_ACCOUNTS } from './model/accounts.ts';
import { DEFAULT_LOCK_TIMEOUT, isLockTimeout, type LockTimeout } from './model/lock.ts';
import { isVaultBox, openVault, sealVault, type VaultBox } from './model/vault.ts';

// The wallet in this browser (issue #27). Stored per signed-in user in localStorage: the vault box
// (the mnemonic encrypted with the passphrase), the accounts' addresses, the chosen account and the
// lock timeout; nothing secret in plain. Unlocked, the mnemonic lives only in this module's memory
// (never in React state, storage or a request); locking, the timeout or a reload forgets it.

export interface StoredWallet {
  box: VaultBox;
  addresses: Address[];
  selected: number;
  lockMinutes: LockTimeout;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function storageKey(owner: string): string {
  return `tideline.web3.wallet.${owner}`;
}

/** The stored wallet, or null when there is none or what is stored is not one. */
export function readStoredWallet(raw: string | null): StoredWallet | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredWallet>;
    if (!isVaultBox(value.box)) return null;
    const addresses = Array.isArray(value.addresses)
      ? value.addresses.filter(
          (address): address is Address => typeof address === 'string' && ADDRESS.test(address),
        )
      : [];
    if (addresses.length === 0) return null;
    const selected =
      typeof value.selected === 'number' && value.selected >= 0 && value.selected < addresses.length
        ? value.selected
        : 0;
    const lockMinutes = isLockTimeout(value.lockMinutes) ? value.lockMinutes : DEFAULT_LOCK_TIMEOUT;
    return { box: value.box, addresses, selected, lockMinutes };
  } catch {
    return null;
  }
}

let mnemonic: string | null = null;

interface WalletState {
  owner: string | null;
  /** False until this browser's storage was read for `owner`. */
  loaded: boolean;
  stored: StoredWallet | null;
  unlocked: boolean;
  lastActiveMs: number;
}

export const useWalletStore = create<WalletState>(() => ({
  owner: null,
  loaded: false,
  stored: null,
  unlocked: false,
  lastActiveMs: 0,
}));

function save(stored: StoredWallet) {
  const { owner } = useWalletStore.getState();
  if (owner === null) throw new Error('no signed-in user');
  localStorage.setItem(storageKey(owner), JSON.stringify(stored));
  useWalletStore.setState({ stored });
}

function current(): StoredWallet {
  const { stored } = useWalletStore.getState();
  if (stored === null) throw new Error('no wallet');
  return stored;
}

export const wallet = {
  /** Reads the signed-in user's wallet; another user's unlocked wallet is locked first. */
  load(owner: string) {
    const state = useWalletStore.getState();
    if (state.owner === owner && state.loaded) return;
    mnemonic = null;
    useWalletStore.setState({
      owner,
      loaded: true,
      stored: readStoredWallet(localStorage.getItem(storageKey(owner))),
      unlocked: false,
    });
  },

  /** Seals a new or imported mnemonic with the passphrase, keeps it, and leaves it unlocked. */
  async create(words: string, passphrase: string) {
    const box = await sealVault({ mnemonic: words }, passphrase);
    save({ box, addresses: addressesOf(words, 1), selected: 0, lockMinutes: DEFAULT_LOCK_TIMEOUT });
    mnemonic = words;
    useWalletStore.setState({ unlocked: true, lastActiveMs: Date.now() });
  },

  /** Opens the vault; throws `WrongPassphrase` when the passphrase does not. */
  async unlock(passphrase: string) {
    const secret = await openVault(current().box, passphrase);
    mnemonic = secret.mnemonic;
    useWalletStore.setState({ unlocked: true, lastActiveMs: Date.now() });
  },

  lock() {
    mnemonic = null;
    useWalletStore.setState({ unlocked: false });
  },

  /** The recovery phrase, for the settings page, only with the passphrase again. */
  async reveal(passphrase: string): Promise<string> {
    return (await openVault(current().box, passphrase)).mnemonic;
  },

  touch() {
    if (useWalletStore.getState().unlocked) useWalletStore.setState({ lastActiveMs: Date.now() });
  },

  addAccount(): Address {
    const stored = current();
    if (mnemonic === null) throw new Error('locked');
    if (stored.addresses.length >= MAX_ACCOUNTS) throw new Error('too many accounts');
    const address = accountAt(mnemonic, stored.addresses.length).address;
    save({ ...stored, addresses: [...stored.addresses, address], selected: stored.addresses.length });
    return address;
  },

  select(index: number) {
    const stored = current();
    if (index >= 0 && index < stored.addresses.length) save({ ...stored, selected: index });
  },

  setLockMinutes(lockMinutes: LockTimeout) {
    save({ ...current(), lockMinutes });
  },

  /** Removes the wallet from this browser (the words bring it back). */
  forget() {
    const { owner } = useWalletStore.getState();
    if (owner !== null) localStorage.removeItem(storageKey(owner));
    mnemonic = null;
    useWalletStore.setState({ stored: null, unlocked: false });
  },

  /** The chosen account's signer; only while unlocked. */
  signer(): HDAccount {
    if (mnemonic === null) throw new Error('locked');
    return accountAt(mnemonic, current().selected);
  },
};

/** The chosen account's address, or null when there is no wallet. */
export function useSelectedAddress(): Address | null {
  return useWalletStore((state) => state.stored?.addresses[state.stored.selected] ?? null);
}
