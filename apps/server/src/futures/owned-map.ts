/**
 * A map that also indexes its entries by owning account, so per-account questions (a user's
 * positions, a user's orders) cost what that account holds rather than what the venue holds.
 * Both views keep insertion order, which keeps every iteration, and so the engine, deterministic.
 *
 * An account's entries are an array, not a Map: an account holds a few entries at a time (its
 * open orders, at most FUTURES_OPEN_ORDER_LIMIT, and its positions), and its entries come and go
 * (a market order is added and removed in one command; a copy account's one position opens and
 * closes with its lead). Deleting the last entry of a small Map makes V8 shrink its table through
 * a call into the runtime, about 1.3 us a time against 0.14 us for the big map's delete: a quarter
 * of a 1,000-copy place-batch's time went there (docs/performance.md, copy trading). Removing a
 * value from a short array is a scan and a shift, with no allocation.
 */
export class OwnedMap<K, V extends { readonly accountId: string }> {
  private readonly all = new Map<K, V>();
  private readonly byOwner = new Map<string, V[]>();

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
    const previous = this.all.get(key);
    this.all.set(key, value);
    if (previous === value) return;
    if (previous !== undefined && previous.accountId === value.accountId) {
      // A new record for the same key keeps the old one's place, as Map.set does.
      const owned = this.byOwner.get(value.accountId)!;
      owned[owned.indexOf(previous)] = value;
      return;
    }
    if (previous !== undefined) this.removeOwned(previous);
    let owned = this.byOwner.get(value.accountId);
    if (owned === undefined) {
      owned = [];
      this.byOwner.set(value.accountId, owned);
    }
    owned.push(value);
  }

  delete(key: K): void {
    const value = this.all.get(key);
    if (value === undefined) return;
    this.all.delete(key);
    this.removeOwned(value);
  }

  values(): IterableIterator<V> {
    return this.all.values();
  }

  /** The account's entries in insertion order, read in place: do not change the map while reading. */
  readOwned(accountId: string): Iterable<V> {
    return this.byOwner.get(accountId) ?? NONE;
  }

  /** The account's entries, in insertion order (a copy: safe to change the map while iterating). */
  ownedBy(accountId: string): V[] {
    const owned = this.byOwner.get(accountId);
    return owned === undefined ? [] : owned.slice();
  }

  /**
   * Takes the value out of its account's list. The emptied list stays: a new one per order was
   * garbage on the copy path, and it costs one empty array per account that ever held an entry.
   */
  private removeOwned(value: V): void {
    const owned = this.byOwner.get(value.accountId);
    if (owned === undefined) return;
    const index = owned.lastIndexOf(value);
    if (index === owned.length - 1) owned.pop();
    else if (index >= 0) owned.splice(index, 1);
  }
}

const NONE: readonly never[] = [];
