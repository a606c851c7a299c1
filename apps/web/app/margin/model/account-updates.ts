import type { MarginAccount, MarginAccounts } from '../margin-account.ts';

// Applying the private `margin.account` pushes to the cached accounts, and deciding which push is
// a margin call the page announces. Pure, so both are tested as tables.

function sameAccount(a: MarginAccount, b: MarginAccount): boolean {
  return a.mode === b.mode && a.symbol === b.symbol;
}

/** The cached accounts with a pushed view in place of its account (a new isolated pair is added). */
export function withPushedAccount(
  cached: MarginAccounts | undefined,
  pushed: MarginAccount,
): MarginAccounts | undefined {
  if (cached === undefined) return undefined;
  if (pushed.mode === 'cross') return { ...cached, cross: pushed };
  const isolated = cached.isolated.some((account) => sameAccount(account, pushed))
    ? cached.isolated.map((account) => (sameAccount(account, pushed) ? pushed : account))
    : [...cached.isolated, pushed];
  return { ...cached, isolated };
}

/** One key per account: `cross`, or the isolated pair's name. */
export function accountKey(account: Pick<MarginAccount, 'mode' | 'symbol'>): string {
  return account.mode === 'cross' ? 'cross' : (account.symbol ?? '');
}

const CALLED = new Set<MarginAccount['riskState']>(['margin-call', 'liquidation']);

/**
 * Whether a pushed view is a margin call to announce: its risk reached the margin call (or the
 * liquidation level) and the account's previous view, if any, had not. Each account is announced
 * once per descent, not on every push while it stays there.
 */
export function isNewMarginCall(
  previous: MarginAccount['riskState'] | undefined,
  pushed: MarginAccount,
): boolean {
  return CALLED.has(pushed.riskState) && (previous === undefined || !CALLED.has(previous));
}

/** A pushed message's accounts: the gateway sends one view, or a list of them. */
export function pushedAccounts(data: unknown): MarginAccount[] {
  const items = Array.isArray(data) ? data : [data];
  return items.filter(
    (item): item is MarginAccount =>
      typeof item === 'object' &&
      item !== null &&
      'mode' in item &&
      'riskState' in item &&
      Array.isArray((item as { assets?: unknown }).assets),
  );
}
