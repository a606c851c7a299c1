/**
 * Margin accounts indexed by the price of one asset at which each would reach the liquidation
 * level, so a price move finds the accounts it may liquidate by two binary searches instead of a
 * scan (issue #23: 100,000 accounts within a few milliseconds per move). One invariant: each
 * account has at most one entry per asset and direction, kept sorted by price.
 */
/** Entries per bucket before it splits: inserts and removals move at most this many. */
const BUCKET = 256;

interface Bucket {
  prices: number[];
  owners: string[];
}

/** The first position in `prices` whose price is >= `price` (or > when `after`). */
function bound(prices: readonly number[], price: number, after: boolean): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = prices[middle] as number;
    if (at < price || (after && at === price)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Triggers sorted by price in buckets of a few hundred, so a change costs a bucket, not the list. */
class SortedTriggers {
  private readonly buckets: Bucket[] = [];

  /** The first bucket whose last price is >= `price` (or > when `after`); buckets.length if none. */
  private bucketOf(price: number, after: boolean): number {
    let low = 0;
    let high = this.buckets.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const last = (this.buckets[middle] as Bucket).prices.at(-1) as number;
      if (last < price || (after && last === price)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(price: number, owner: string): void {
    if (this.buckets.length === 0) {
      this.buckets.push({ prices: [price], owners: [owner] });
      return;
    }
    const index = Math.min(this.bucketOf(price, true), this.buckets.length - 1);
    const bucket = this.buckets[index] as Bucket;
    const at = bound(bucket.prices, price, true);
    bucket.prices.splice(at, 0, price);
    bucket.owners.splice(at, 0, owner);
    if (bucket.prices.length > 2 * BUCKET) {
      this.buckets.splice(index + 1, 0, {
        prices: bucket.prices.splice(BUCKET),
        owners: bucket.owners.splice(BUCKET),
      });
    }
  }

  remove(price: number, owner: string): void {
    for (let index = this.bucketOf(price, false); index < this.buckets.length; index += 1) {
      const bucket = this.buckets[index] as Bucket;
      for (let at = bound(bucket.prices, price, false); at < bucket.prices.length; at += 1) {
        if (bucket.prices[at] !== price) return;
        if (bucket.owners[at] !== owner) continue;
        bucket.prices.splice(at, 1);
        bucket.owners.splice(at, 1);
        if (bucket.prices.length === 0) this.buckets.splice(index, 1);
        return;
      }
    }
  }

  /** Owners whose price is at or above `price`. */
  atOrAbove(price: number, out: string[]): void {
    const first = this.bucketOf(price, false);
    for (let index = first; index < this.buckets.length; index += 1) {
      const bucket = this.buckets[index] as Bucket;
      const start = index === first ? bound(bucket.prices, price, false) : 0;
      for (let at = start; at < bucket.owners.length; at += 1) out.push(bucket.owners[at] as string);
    }
  }

  /** Owners whose price is at or below `price`. */
  atOrBelow(price: number, out: string[]): void {
    const last = this.bucketOf(price, true);
    for (let index = 0; index <= last && index < this.buckets.length; index += 1) {
      const bucket = this.buckets[index] as Bucket;
      const end = index === last ? bound(bucket.prices, price, true) : bucket.owners.length;
      for (let at = 0; at < end; at += 1) out.push(bucket.owners[at] as string);
    }
  }
}

export interface Trigger {
  readonly asset: string;
  /** The asset's price in the quote asset, as a float: the index only preselects, checks are exact. */
  readonly price: number;
  readonly direction: 'below' | 'above';
}

export class LiquidationIndex {
  /** asset -> accounts liquidated when its price falls to their trigger. */
  private readonly falling = new Map<string, SortedTriggers>();
  /** asset -> accounts liquidated when its price rises to their trigger. */
  private readonly rising = new Map<string, SortedTriggers>();
  private readonly byOwner = new Map<string, readonly Trigger[]>();

  /**
   * @param band how far (a fraction of the price) short of its trigger an account is still
   *   picked: a cross account's trigger in one asset drifts when its other assets' prices move,
   *   so accounts near their trigger are checked exactly too.
   */
  constructor(private readonly band = 0) {}

  get accounts(): number {
    return this.byOwner.size;
  }

  private sideOf(trigger: Trigger): SortedTriggers {
    const sides = trigger.direction === 'below' ? this.falling : this.rising;
    let side = sides.get(trigger.asset);
    if (side === undefined) {
      side = new SortedTriggers();
      sides.set(trigger.asset, side);
    }
    return side;
  }

  /** Replaces an account's triggers (none: the account cannot be liquidated by any one price). */
  set(owner: string, triggers: readonly Trigger[]): void {
    this.remove(owner);
    if (triggers.length === 0) return;
    for (const trigger of triggers) this.sideOf(trigger).insert(trigger.price, owner);
    this.byOwner.set(owner, triggers);
  }

  remove(owner: string): void {
    const previous = this.byOwner.get(owner);
    if (previous === undefined) return;
    for (const trigger of previous) this.sideOf(trigger).remove(trigger.price, owner);
    this.byOwner.delete(owner);
  }

  /** The accounts a price of `asset` reaches (or comes within the band of): to check exactly. */
  reachedBy(asset: string, price: number): string[] {
    const out: string[] = [];
    this.falling.get(asset)?.atOrAbove(price * (1 - this.band), out);
    this.rising.get(asset)?.atOrBelow(price * (1 + this.band), out);
    return out;
  }
}
