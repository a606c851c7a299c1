import type { RestingOrder, SelfTradePrevention, Side } from './types.ts';

/** A resting order: a node of its price level's doubly linked FIFO queue. */
export interface BookOrder {
  readonly orderId: number;
  readonly accountId: string;
  readonly clientOrderId: string | undefined;
  readonly side: Side;
  price: number;
  remaining: number;
  filled: number;
  readonly postOnly: boolean;
  readonly selfTradePrevention: SelfTradePrevention;
  /** When it joined its queue (QueueStamps): rebuilding a book in stamp order restores every queue. */
  stamp: number;
  level: PriceLevel | null;
  prev: BookOrder | null;
  next: BookOrder | null;
}

/** All resting orders at one price, oldest first. */
export interface PriceLevel {
  readonly price: number;
  /** Sort key: larger is better for this side (price for bids, -price for asks). */
  readonly rank: number;
  head: BookOrder | null;
  tail: BookOrder | null;
  size: number;
  count: number;
}

/**
 * One side of a book. Levels live in an array sorted from worst to best, so the best level is
 * the last element: matching removes levels with pop() and new orders, which mostly arrive near
 * the top of the book, are spliced in close to the end where there is little to move. A map from
 * price to level makes the common case (a level that already exists) O(1).
 *
 * A level emptied away from the top is not spliced out at once: it stays in place, empty, and is
 * reused if an order arrives at that price again (deep books see the same far prices come and
 * go). The last element is never empty, and empties are swept out in one pass once they are
 * more than half of the array, so the waste stays bounded.
 */
export class BookSide {
  readonly side: Side;
  /** Worst first, best last; may hold empty levels below the top (see above). */
  readonly levels: PriceLevel[] = [];
  private readonly byPrice = new Map<number, PriceLevel>();
  private orderCount = 0;
  private emptyLevels = 0;

  constructor(side: Side) {
    this.side = side;
  }

  get size(): number {
    return this.orderCount;
  }

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  level(price: number): PriceLevel | undefined {
    return this.byPrice.get(price);
  }

  /** Appends the order at the back of its price's queue. */
  append(order: BookOrder): void {
    let level = this.byPrice.get(order.price);
    if (level === undefined) level = this.addLevel(order.price);
    else if (level.count === 0) this.emptyLevels -= 1;
    order.level = level;
    order.prev = level.tail;
    order.next = null;
    if (level.tail === null) level.head = order;
    else level.tail.next = order;
    level.tail = order;
    level.size += order.remaining;
    level.count += 1;
    this.orderCount += 1;
  }

  /** Unlinks the order (its level's size must already exclude any part that traded). */
  remove(order: BookOrder): void {
    const level = order.level;
    if (level === null) return;
    if (order.prev === null) level.head = order.next;
    else order.prev.next = order.next;
    if (order.next === null) level.tail = order.prev;
    else order.next.prev = order.prev;
    level.size -= order.remaining;
    level.count -= 1;
    order.level = null;
    order.prev = null;
    order.next = null;
    this.orderCount -= 1;
    if (level.count === 0) this.removeLevel(level);
  }

  private addLevel(price: number): PriceLevel {
    const rank = this.side === 'buy' ? price : -price;
    const level: PriceLevel = { price, rank, head: null, tail: null, size: 0, count: 0 };
    const levels = this.levels;
    let low = 0;
    let high = levels.length;
    // Most new levels are at or near the top of the book: check the end before searching.
    const best = levels[high - 1];
    if (best === undefined || best.rank < rank) {
      levels.push(level);
    } else {
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (levels[mid]!.rank < rank) low = mid + 1;
        else high = mid;
      }
      levels.splice(low, 0, level);
    }
    this.byPrice.set(price, level);
    return level;
  }

  private removeLevel(level: PriceLevel): void {
    const levels = this.levels;
    if (levels[levels.length - 1] !== level) {
      this.emptyLevels += 1;
      if (this.emptyLevels > 64 && this.emptyLevels * 2 > levels.length) this.sweepEmptyLevels();
      return;
    }
    levels.pop();
    this.byPrice.delete(level.price);
    for (
      let top = levels[levels.length - 1];
      top !== undefined && top.count === 0;
      top = levels[levels.length - 1]
    ) {
      levels.pop();
      this.byPrice.delete(top.price);
      this.emptyLevels -= 1;
    }
  }

  private sweepEmptyLevels(): void {
    let kept = 0;
    const levels = this.levels;
    for (const level of levels) {
      if (level.count === 0) this.byPrice.delete(level.price);
      else levels[kept++] = level;
    }
    levels.length = kept;
    this.emptyLevels = 0;
  }

  /** Number of distinct prices with orders on this side. */
  get depth(): number {
    return this.levels.length - this.emptyLevels;
  }

  /** Consistency of the index with the levels, for tests and the randomised checker. */
  priceIndexSize(): number {
    return this.byPrice.size;
  }
}

/** A book node for a resting order (not yet in any queue). */
export function bookOrder(resting: RestingOrder, stamp: number): BookOrder {
  return {
    orderId: resting.orderId,
    accountId: resting.accountId,
    clientOrderId: resting.clientOrderId,
    side: resting.side,
    price: resting.price,
    remaining: resting.size,
    filled: resting.filled,
    postOnly: resting.postOnly,
    selfTradePrevention: resting.selfTradePrevention,
    stamp,
    level: null,
    prev: null,
    next: null,
  };
}
