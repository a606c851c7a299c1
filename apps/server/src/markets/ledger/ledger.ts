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

/**
 * An account's buckets by asset, with the marks that say it changed. The marks are flags on the
 * records plus a list in first-change order, not sets of built keys: a posting touches two
 * accounts, and hashing a fresh "account, asset" string for each was a fifth of a copy move's
 * ledger time.
 */
interface AccountBuckets {
  readonly accountId: string;
  /** A system account ('@...'): may go below zero; its buckets are not reported as touched. */
  readonly system: boolean;
  readonly assets: Map<string, Bucket>;
  /** In the changed list since the last drainChanged. */
  changed: boolean;
}

interface Bucket extends Balance {
  readonly accountId: string;
  readonly asset: string;
  /** In the touched list since the last drainTouched. */
  touched: boolean;
}

export class Ledger {
  private readonly accounts = new Map<string, AccountBuckets>();
  private postingCount = 0;
  /** (account, asset) buckets of non-system accounts changed since the last drainTouched, in order. */
  private touched: Bucket[] = [];
  /** Every account (system ones included) changed since the last incremental snapshot took them. */
  private changed: AccountBuckets[] = [];

  /** Number of postings since the ledger began (each is one debit and one equal credit). */
  get postings(): number {
    return this.postingCount;
  }

  balance(accountId: string, asset: string): Balance {
    const balance = this.accounts.get(accountId)?.assets.get(asset);
    return { available: balance?.available ?? 0n, hold: balance?.hold ?? 0n };
  }

  /** Every asset an account has ever touched, with its balances. */
  balancesOf(accountId: string): Array<{ asset: string } & Balance> {
    const account = this.accounts.get(accountId);
    if (account === undefined) return [];
    return [...account.assets.values()].map(({ asset, available, hold }) => ({ asset, available, hold }));
  }

  /**
   * Moves `amount` from one bucket to another of the same asset. Throws when a user bucket would
   * go negative: callers check balances first, so this would be a bug, never a user error.
   */
  post(asset: string, from: [string, BucketKind], to: [string, BucketKind], amount: bigint): void {
    if (amount < 0n) throw new RangeError(`negative posting ${amount}`);
    if (amount === 0n) return;
    const sourceAccount = this.account(from[0]);
    const source = bucketOf(sourceAccount, asset);
    if (!sourceAccount.system && source[from[1]] < amount) {
      throw new RangeError(`${from[0]} ${asset} ${from[1]} would go negative`);
    }
    const targetAccount = this.account(to[0]);
    const target = bucketOf(targetAccount, asset);
    if (from[1] === 'available') source.available -= amount;
    else source.hold -= amount;
    if (to[1] === 'available') target.available += amount;
    else target.hold += amount;
    this.postingCount += 1;
    this.mark(sourceAccount, source);
    this.mark(targetAccount, target);
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
    for (const [accountId, { assets }] of this.accounts) {
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

  /** (account, asset) pairs of non-system accounts changed since the last call, then forgets them. */
  drainTouched(): Array<[string, string]> {
    const pairs = this.touched.map((bucket): [string, string] => {
      bucket.touched = false;
      return [bucket.accountId, bucket.asset];
    });
    this.touched = [];
    return pairs;
  }

  /** Accounts changed since the last call (for incremental snapshots), then forgets them. */
  drainChanged(): string[] {
    const accounts = this.changed.map((account) => {
      account.changed = false;
      return account.accountId;
    });
    this.changed = [];
    return accounts;
  }

  /** Every account with a balance, in the order they first appeared. */
  accountIds(): IterableIterator<string> {
    return this.accounts.keys();
  }

  /** One account's balances as [asset, available, hold] decimal integer strings, in asset order. */
  accountSnapshot(accountId: string): Array<[string, string, string]> {
    const account = this.accounts.get(accountId);
    if (account === undefined) return [];
    return [...account.assets.values()].map((b) => [b.asset, b.available.toString(), b.hold.toString()]);
  }

  snapshot(): LedgerSnapshot {
    const balances: Array<[string, string, string, string]> = [];
    for (const [accountId, { assets }] of this.accounts) {
      for (const [asset, balance] of assets) {
        balances.push([accountId, asset, balance.available.toString(), balance.hold.toString()]);
      }
    }
    return { version: 1, balances, postings: this.postingCount };
  }

  static restore(snapshot: LedgerSnapshot): Ledger {
    const ledger = new Ledger();
    for (const [accountId, asset, available, hold] of snapshot.balances) {
      const balance = bucketOf(ledger.account(accountId), asset);
      balance.available = BigInt(available);
      balance.hold = BigInt(hold);
    }
    ledger.postingCount = snapshot.postings;
    return ledger;
  }

  private account(accountId: string): AccountBuckets {
    let account = this.accounts.get(accountId);
    if (account === undefined) {
      account = { accountId, system: isSystemAccount(accountId), assets: new Map(), changed: false };
      this.accounts.set(accountId, account);
    }
    return account;
  }

  /** Marks a posting's side changed: for the snapshot (every account) and the events (users' buckets). */
  private mark(account: AccountBuckets, bucket: Bucket): void {
    if (!account.changed) {
      account.changed = true;
      this.changed.push(account);
    }
    if (!bucket.touched && !account.system) {
      bucket.touched = true;
      this.touched.push(bucket);
    }
  }
}

/** The account's bucket of the asset, made empty the first time. */
function bucketOf(account: AccountBuckets, asset: string): Bucket {
  let bucket = account.assets.get(asset);
  if (bucket === undefined) {
    bucket = { accountId: account.accountId, asset, available: 0n, hold: 0n, touched: false };
    account.assets.set(asset, bucket);
  }
  return bucket;
}
