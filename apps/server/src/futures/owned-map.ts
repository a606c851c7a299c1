/**
 * A map that also indexes its entries by owning account, so per-account questions (a user's
 * positions, a user's orders) cost what that account holds rather than what the venue holds.
 * Both views keep insertion order, which keeps every iteration, and so the engine, deterministic.
 */
export class OwnedMap<K, V extends { readonly accountId: string }> {
  private readonly all = new Map<K, V>();
  private readonly byOwner = new Map<string, Map<K, V>>();

  get size(): number {
    return this.all.size;
  }

  get(key: K): V | undefined {
    return this.all.get(key);
  }

  has(key: K): boolean {
    return this.all.has(key);
  }

  set(key: K, value: V): void {
    this.all.set(key, value);
    let owned = this.byOwner.get(value.accountId);
    if (owned === undefined) {
      owned = new Map();
      this.byOwner.set(value.accountId, owned);
    }
    owned.set(key, value);
  }

  delete(key: K): void {
    const value = this.all.get(key);
    if (value === undefined) return;
    this.all.delete(key);
    // The owner's map stays when it empties: an account's orders come and go (a market order is
    // added and removed in one command), and a new map per order was garbage on the copy path.
    // It costs one empty map per account that ever held an entry, as the ledger keeps per account.
    this.byOwner.get(value.accountId)?.delete(key);
  }

  values(): IterableIterator<V> {
    return this.all.values();
  }

  /** The account's entries in insertion order, read in place: do not change the map while reading. */
  readOwned(accountId: string): Iterable<V> {
    return this.byOwner.get(accountId)?.values() ?? NONE;
  }

  /** The account's entries, in insertion order (a copy: safe to change the map while iterating). */
  ownedBy(accountId: string): V[] {
    const owned = this.byOwner.get(accountId);
    return owned === undefined ? [] : [...owned.values()];
  }
}

const NONE: readonly never[] = [];
