import type { Address, Hex } from 'viem';
import { create } from 'zustand';

// The wallet's own transactions (issue #27): what this browser signed and sent, kept in
// localStorage per signed-in user (hashes and amounts, all public on the chain anyway); their
// state (pending, confirmed, failed) is read from the chain each time it is shown.

export type ActivityKind = 'send' | 'approve' | 'swap' | 'deposit';

export interface ActivityEntry {
  hash: Hex;
  kind: ActivityKind;
  from: Address;
  /** Token symbol (or ETH) and whole-token amount paid. */
  token: string;
  amount: string;
  /** A swap's token out. */
  tokenOut?: string;
  to?: Address;
  atMs: number;
}

const LIMIT = 100;

function key(owner: string): string {
  return `tideline.web3.activity.${owner}`;
}

function read(owner: string): ActivityEntry[] {
  try {
    const value = JSON.parse(localStorage.getItem(key(owner)) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as ActivityEntry[]) : [];
  } catch {
    return [];
  }
}

export const useActivityStore = create<{ owner: string | null; entries: ActivityEntry[] }>(() => ({
  owner: null,
  entries: [],
}));

export function loadActivity(owner: string) {
  if (useActivityStore.getState().owner !== owner) useActivityStore.setState({ owner, entries: read(owner) });
}

export function addActivity(entry: ActivityEntry) {
  const { owner, entries } = useActivityStore.getState();
  if (owner === null) return;
  const next = [entry, ...entries.filter((other) => other.hash !== entry.hash)].slice(0, LIMIT);
  localStorage.setItem(key(owner), JSON.stringify(next));
  useActivityStore.setState({ entries: next });
}

export type TxState = 'pending' | 'confirmed' | 'failed';

/** A transaction's state from its receipt: none yet is pending. */
export function txState(receipt: { status: 'success' | 'reverted' } | null | undefined): TxState {
  if (!receipt) return 'pending';
  return receipt.status === 'success' ? 'confirmed' : 'failed';
}
