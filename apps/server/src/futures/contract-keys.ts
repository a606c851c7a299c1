import { PositionDirection } from '@tideline/core/futures';

/**
 * The keys of an account's records on a contract, made once and reused: the engine looks its
 * positions, settings and order counts up several times per order, and a key text built per
 * lookup had to be hashed per lookup too (a made string keeps its hash). A third of a copy move's
 * map time went there. One entry per (account, contract) that was ever looked up, kept as the
 * ledger keeps its accounts. Margin account names too: each fill posts to one.
 */
export interface ContractKeys {
  readonly settings: string;
  /** Position keys by direction. */
  readonly long: string;
  readonly short: string;
  /** The ledger accounts of the positions' margins (accounts.ts positionMarginAccount). */
  readonly longMargin: string;
  readonly shortMargin: string;
}

const contractKeysByAccount = new Map<string, Map<string, ContractKeys>>();

/**
 * The last answer: one order asks for its account's keys several times in a row (settings,
 * position, margin account), so this spares two map look-ups for most calls (a 1,000-copy
 * place-batch spent about 6 % of its time in this function, 28 Nov).
 */
let lastAccount = '';
let lastSymbol = '';
let lastKeys: ContractKeys | undefined;

export function contractKeys(accountId: string, symbol: string): ContractKeys {
  if (accountId === lastAccount && symbol === lastSymbol && lastKeys !== undefined) return lastKeys;
  let bySymbol = contractKeysByAccount.get(accountId);
  if (bySymbol === undefined) {
    bySymbol = new Map();
    contractKeysByAccount.set(accountId, bySymbol);
  }
  let keys = bySymbol.get(symbol);
  if (keys === undefined) {
    const settings = `${accountId}|${symbol}`;
    keys = {
      settings,
      long: `${settings}|${PositionDirection.Long}`,
      short: `${settings}|${PositionDirection.Short}`,
      longMargin: `${accountId}#${symbol}#${PositionDirection.Long}`,
      shortMargin: `${accountId}#${symbol}#${PositionDirection.Short}`,
    };
    bySymbol.set(symbol, keys);
  }
  lastAccount = accountId;
  lastSymbol = symbol;
  lastKeys = keys;
  return keys;
}
