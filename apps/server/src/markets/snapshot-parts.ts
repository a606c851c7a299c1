import { Ledger } from './ledger/ledger.ts';

/**
 * Incremental snapshots (issue #22 item 3), shared by the spot and futures engines.
 *
 * An engine's state is cut into named parts: `m` (the engine's counters and per-market figures,
 * small and written every time), `l:<ledger account>` (its balances), `u:<account>` (what else an
 * account owns: fee tier, futures positions and settings) and `o:<order id>` (a resting order with
 * its place in the queue, or a futures trigger order). The engine marks parts dirty as commands
 * change them (a Set add per change: the ledger records the accounts it posts to, the engine the
 * orders and accounts its events name), and a snapshot serialises only the dirty parts; a part that
 * no longer exists is written as null (a deletion). The first snapshot of a store, and the one after
 * a failed write of a complete one, has every part (`complete`), and replaces whatever was stored.
 *
 * Why a crash never gives an inconsistent recovery (plugins/markets/service/snapshot-store.ts):
 * the parts taken at journal sequence S are written, their deletions applied, the manifest row set
 * to S and the journal pruned up to S, all in ONE database transaction. Parts are taken between two
 * group commits, so the state they describe is exactly the one after command S, and every part not
 * taken is unchanged since the previous snapshot S' (it was not dirty), so stored parts = state at
 * S' for clean parts = state at S. A crash before that transaction commits leaves the previous
 * manifest, its parts and the journal after it untouched (nothing of S is visible); a crash after
 * it leaves the complete state at S and the journal after S. Recovery reads the manifest's S, every
 * stored part and replays the journal after S. The journal is only ever pruned in the transaction
 * that makes a complete state at S durable. A write that fails puts its parts back into the dirty
 * set, so the next snapshot writes them again (from the state of that moment).
 */

/** A part's JSON value; null: the part is gone (delete it). */
export type PartValue = unknown;

/** What one snapshot writes: parts by key; `complete` when they are every part of the state. */
export interface SnapshotParts {
  readonly complete: boolean;
  readonly parts: Map<string, PartValue | null>;
}

/**
 * The keys of the parts changed since the last snapshot. Orders and accounts, marked on every
 * command, are kept as their raw ids (a number or the account's own string) and given their part
 * prefix only when a snapshot takes them: building an `o:`/`u:` string per change cost the engines
 * about a fifth of their commands/s in an interleaved A/B.
 */
export class DirtyParts {
  private orders = new Set<number>();
  private accounts = new Set<string>();
  private keys = new Set<string>();
  /** Until a complete snapshot is stored, every part is due. */
  private everything = true;

  get complete(): boolean {
    return this.everything;
  }

  add(key: string): void {
    if (!this.everything) this.keys.add(key);
  }

  /** The order's part `o:<orderId>` changed. */
  addOrder(orderId: number): void {
    if (!this.everything) this.orders.add(orderId);
  }

  /** The account's part `u:<accountId>` changed. */
  addAccount(accountId: string): void {
    if (!this.everything) this.accounts.add(accountId);
  }

  /** The keys due now (undefined: every part) and forgets them. */
  take(): Set<string> | undefined {
    if (this.everything) {
      this.everything = false;
      this.forget();
      return undefined;
    }
    const keys = this.keys;
    for (const orderId of this.orders) keys.add(orderPart(orderId));
    for (const accountId of this.accounts) keys.add(accountPart(accountId));
    this.keys = new Set();
    this.orders = new Set();
    this.accounts = new Set();
    return keys;
  }

  /** A snapshot's write failed: what it held is due again. */
  putBack(taken: SnapshotParts): void {
    if (taken.complete) {
      this.everything = true;
      this.forget();
      return;
    }
    for (const key of taken.parts.keys()) this.add(key);
  }

  /** The state was just restored from stored parts: only later changes are due. */
  clean(): void {
    this.everything = false;
    this.forget();
  }

  private forget(): void {
    this.keys.clear();
    this.orders.clear();
    this.accounts.clear();
  }
}

export const META_PART = 'm';

export const ledgerPart = (account: string): string => `l:${account}`;
export const accountPart = (account: string): string => `u:${account}`;
export const orderPart = (orderId: number): string => `o:${orderId}`;

/** Stored parts sorted by kind: the meta part, ledger accounts, accounts and orders. */
export function partsByKind(parts: Iterable<readonly [string, PartValue]>): {
  meta: PartValue;
  ledger: Map<string, PartValue>;
  accounts: Map<string, PartValue>;
  orders: PartValue[];
} {
  let meta: PartValue;
  const ledger = new Map<string, PartValue>();
  const accounts = new Map<string, PartValue>();
  const orders: PartValue[] = [];
  for (const [key, value] of parts) {
    if (key === META_PART) meta = value;
    else if (key.startsWith('l:')) ledger.set(key.slice(2), value);
    else if (key.startsWith('u:')) accounts.set(key.slice(2), value);
    else if (key.startsWith('o:')) orders.push(value);
    else throw new Error(`unknown snapshot part ${key}`);
  }
  if (meta === undefined) throw new Error('snapshot parts without their meta part');
  return { meta, ledger, accounts, orders };
}

/** Every key of `keys`, or (undefined) every key `all()` lists, mapped to its value. */
export function collectParts(
  keys: Set<string> | undefined,
  all: () => Iterable<string>,
  value: (key: string) => PartValue | null,
): SnapshotParts {
  const parts = new Map<string, PartValue | null>();
  for (const key of keys ?? all()) parts.set(key, value(key));
  parts.set(META_PART, value(META_PART));
  return { complete: keys === undefined, parts };
}

/** A Map that reports every key it sets or deletes (an engine map whose parts it keeps dirty). */
export class TrackedMap<K, V> extends Map<K, V> {
  constructor(private readonly changed: (key: K) => void) {
    super();
  }

  override set(key: K, value: V): this {
    this.changed(key);
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    this.changed(key);
    return super.delete(key);
  }
}

/** A ledger account's part: its balances as [asset, available, hold] strings (null when it has none). */
export function ledgerPartOf(ledger: Ledger, account: string): PartValue | null {
  const balances = ledger.accountSnapshot(account);
  return balances.length === 0 ? null : balances;
}

/** The ledger from its accounts' parts. */
export function ledgerFromParts(parts: ReadonlyMap<string, PartValue>, postings: number): Ledger {
  const balances: Array<readonly [string, string, string, string]> = [];
  for (const [account, rows] of parts) {
    for (const [asset, available, hold] of rows as Array<[string, string, string]>)
      balances.push([account, asset, available, hold]);
  }
  return Ledger.restore({ version: 1, balances, postings });
}
