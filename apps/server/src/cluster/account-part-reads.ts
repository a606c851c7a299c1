/**
 * Reads of watched accounts' parts of the contract engines, one request per contract for all of
 * them (product-futures-streams.ts). A mark move reaches every account holding something on the
 * contract; asking the engine once per account made the reads grow with the watchers, so the
 * accounts asked for are gathered per contract and read together, each contract's reads coalesced
 * as before (at most one running, the next at least the refresh's gap later).
 */
import type { CoalescedRefresh } from './coalesced-refresh.ts';

export interface AccountPartReads {
  /**
   * Asks for the account's part of the contract. Settles once a read that started after the ask
   * (and so included the account) has finished, failed or not.
   */
  ask(accountId: string, symbol: string): Promise<void>;
}

/** `read(symbol, accounts)` reads and keeps those accounts' parts of the contract. */
export function accountPartReads(
  reads: CoalescedRefresh,
  read: (symbol: string, accounts: readonly string[]) => Promise<void>,
): AccountPartReads {
  /** Per contract, the accounts asked for since its last read started. */
  const wanted = new Map<string, Set<string>>();
  const readWanted = async (symbol: string) => {
    const accounts = wanted.get(symbol);
    if (accounts === undefined || accounts.size === 0) return;
    wanted.delete(symbol);
    try {
      await read(symbol, [...accounts]);
    } catch (error) {
      // The next read of the contract takes them again; nothing asks for it on its own.
      const later = wanted.get(symbol) ?? new Set<string>();
      for (const accountId of accounts) later.add(accountId);
      wanted.set(symbol, later);
      throw error;
    }
  };
  return {
    ask(accountId, symbol) {
      const accounts = wanted.get(symbol) ?? new Set<string>();
      accounts.add(accountId);
      wanted.set(symbol, accounts);
      return reads.ask(`accounts ${symbol}`, () => readWanted(symbol));
    },
  };
}
