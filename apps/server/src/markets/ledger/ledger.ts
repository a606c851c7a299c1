/**
 * Double-entry balances. Every (account, asset) has two buckets, `available` and `hold`; money
 * only moves by a posting that takes an amount out of one bucket and puts the same amount into
 * another bucket of the same asset, so each movement sums to zero and, for every asset, the sum of
 * all buckets of all accounts stays exactly zero. Money enters and leaves through the system
 * account WORLD (deposits and withdrawals), which is the only bucket allowed below zero; fees go
 * to the system account FEES. Amounts are bigints of 10^-LEDGER_DECIMALS of the asset.
 */

export const WORLD_ACCOUNT = '@world';
export const FEES_ACCOUNT = '@fees';

export type BucketKind = 'available' | 'hold';

export interface Balance {
  available: bigint;
  hold: bigint;
}

export interface LedgerSnapshot {
  readonly version: 1;
  /** [account, asset, available, hold] with amounts as decimal integer strings. */
  readonly balances: ReadonlyArray<readonly [string, string, string, string]>;
  readonly postings: number;
}

export function isSystemAccount(accountId: string): boolean {
  return accountId.startsWith('@');
}

export class Ledger {
  private readonly accounts = new Map<string, Map<string, Balance>>();
  private postingCount = 0;
  private readonly touched = new Set<string>();
  /** The touched-set key of each account and asset, built once (a posting names two of them). */
  private readonly touchKeys = new Map<string, Map<string, string>>();
  /** Every account (system ones included) changed since the last incremental snapshot took them. */
  private readonly changed = new Set<string>();

  /** Number of postings since the ledger began (each is one debit and one equal credit). */
  get postings(): number {
    return this.postingCount;
  }

  balance(accountId: string, asset: string): Balance {
    const balance = this.accounts.get(accountId)?.get(asset);
    return { available: balance?.available ?? 0n, hold: balance?.hold ?? 0n };
  }

  /** Every asset an account has ever touched, with its balances. */
  balancesOf(accountId: string): Array<{ asset: string } & Balance> {
    const assets = this.accounts.get(accountId);
    if (assets === undefined) return [];
    return [...assets].map(([asset, balance]) => ({ asset, ...balance }));
  }

  /**
   * Moves `amount` from one bucket to another of the same asset. Throws when a user bucket would
   * go negative: callers check balances first, so this would be a bug, never a user error.
   */
  post(asset: string, from: [string, BucketKind], to: [string, BucketKind], amount: bigint): void {
    if (amount < 0n) throw new RangeError(`negative posting ${amount}`);
    if (amount === 0n) return;
    const source = this.bucket(from[0], asset);
    if (!isSystemAccount(from[0]) && source[from[1]] < amount) {
      throw new RangeError(`${from[0]} ${asset} ${from[1]} would go negative`);
    }
    const target = this.bucket(to[0], asset);
    source[from[1]] -= amount;
    target[to[1]] += amount;
    this.postingCount += 1;
    this.touch(from[0], asset);
    this.touch(to[0], asset);
    this.changed.add(from[0]);
    this.changed.add(to[0]);
  }

  deposit(accountId: string, asset: string, amount: bigint): void {
    this.post(asset, [WORLD_ACCOUNT, 'available'], [accountId, 'available'], amount);
  }

  /** Returns false (and moves nothing) when the available balance is too small. */
  withdraw(accountId: string, asset: string, amount: bigint): boolean {
    if (this.balance(accountId, asset).available < amount) return false;
    this.post(asset, [accountId, 'available'], [WORLD_ACCOUNT, 'available'], amount);
    return true;
  }

  /** Returns false (and moves nothing) when the available balance is too small. */
  placeHold(accountId: string, asset: string, amount: bigint): boolean {
    if (this.balance(accountId, asset).available < amount) return false;
    this.post(asset, [accountId, 'available'], [accountId, 'hold'], amount);
    return true;
  }

  releaseHold(accountId: string, asset: string, amount: bigint): void {
    this.post(asset, [accountId, 'hold'], [accountId, 'available'], amount);
  }

  /**
   * For every asset, the sum of all buckets must be zero (what WORLD lent out is held somewhere),
   * and no user bucket may be negative. Returns the broken rules; empty means sound.
   */
  checkConservation(): string[] {
    const totals = new Map<string, bigint>();
    const problems: string[] = [];
    for (const [accountId, assets] of this.accounts) {
      for (const [asset, balance] of assets) {
        totals.set(asset, (totals.get(asset) ?? 0n) + balance.available + balance.hold);
        if (!isSystemAccount(accountId) && (balance.available < 0n || balance.hold < 0n)) {
          problems.push(`${accountId} ${asset} is negative`);
        }
        if (isSystemAccount(accountId) && balance.hold !== 0n)
          problems.push(`${accountId} ${asset} has a hold`);
      }
    }
    for (const [asset, total] of totals) {
      if (total !== 0n) problems.push(`${asset} is not conserved: sum ${total}`);
    }
    return problems;
  }

  /** (account, asset) pairs changed since the last call, then forgets them. */
  drainTouched(): Array<[string, string]> {
    const pairs = [...this.touched].map((key) => {
      const cut = key.indexOf('\u0000');
      return [key.slice(0, cut), key.slice(cut + 1)] as [string, string];
    });
    this.touched.clear();
    return pairs;
  }

  /** Accounts changed since the last call (for incremental snapshots), then forgets them. */
  drainChanged(): string[] {
    const accounts = [...this.changed];
    this.changed.clear();
    return accounts;
  }

  /** Every account with a balance, in the order they first appeared. */
  accountIds(): IterableIterator<string> {
    return this.accounts.keys();
  }

  /** One account's balances as [asset, available, hold] decimal integer strings, in asset order. */
  accountSnapshot(accountId: string): Array<[string, string, string]> {
    const assets = this.accounts.get(accountId);
    if (assets === undefined) return [];
    return [...assets].map(([asset, b]) => [asset, b.available.toString(), b.hold.toString()]);
  }

  snapshot(): LedgerSnapshot {
    const balances: Array<[string, string, string, string]> = [];
    for (const [accountId, assets] of this.accounts) {
      for (const [asset, balance] of assets) {
        balances.push([accountId, asset, balance.available.toString(), balance.hold.toString()]);
      }
    }
    return { version: 1, balances, postings: this.postingCount };
  }

  static restore(snapshot: LedgerSnapshot): Ledger {
    const ledger = new Ledger();
    for (const [accountId, asset, available, hold] of snapshot.balances) {
      const balance = ledger.bucket(accountId, asset);
      balance.available = BigInt(available);
      balance.hold = BigInt(hold);
    }
    ledger.postingCount = snapshot.postings;
    return ledger;
  }

  private bucket(accountId: string, asset: string): Balance {
    return entryOf(entryOf(this.accounts, accountId, newMap<Balance>), asset, newBalance);
  }

  private touch(accountId: string, asset: string): void {
    if (isSystemAccount(accountId)) return;
    const keys = entryOf(this.touchKeys, accountId, newMap<string>);
    let key = keys.get(asset);
    if (key === undefined) {
      key = `${accountId}\u0000${asset}`;
      keys.set(asset, key);
    }
    this.touched.add(key);
  }
}

const newMap = <V>(): Map<string, V> => new Map();
const newBalance = (): Balance => ({ available: 0n, hold: 0n });

/** The map's entry for the key, made by `create` (and kept) the first time (creators made once). */
function entryOf<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
