import { SortedLevels } from './sorted-levels.ts';

/** Which price a level watches. */
export type WatchedPrice = 'mark' | 'last';

interface Sides<T> {
  /** Fire when the price rises to the level or above. */
  readonly up: SortedLevels<T>;
  /** Fire when the price falls to the level or below. */
  readonly down: SortedLevels<T>;
}

/**
 * Price levels that fire something once crossed (trigger orders, a position's take profit and
 * stop loss), per contract and watched price, sorted, so finding what a price has crossed reads
 * only the crossed entries. Entries carry a sequence number that orders firing (an order id, a
 * position's creation number), which keeps the engine deterministic.
 */
export class CrossingIndex<T> {
  private readonly bySymbol = new Map<string, Record<WatchedPrice, Sides<T>>>();

  private sidesOf(symbol: string, watched: WatchedPrice): Sides<T> {
    let sides = this.bySymbol.get(symbol);
    if (sides === undefined) {
      const make = (): Sides<T> => ({ up: new SortedLevels(), down: new SortedLevels() });
      sides = { mark: make(), last: make() };
      this.bySymbol.set(symbol, sides);
    }
    return sides[watched];
  }

  add(symbol: string, watched: WatchedPrice, upward: boolean, level: number, seq: number, item: T): void {
    const sides = this.sidesOf(symbol, watched);
    (upward ? sides.up : sides.down).add(level, seq, item);
  }

  remove(symbol: string, watched: WatchedPrice, upward: boolean, level: number, seq: number): void {
    const sides = this.sidesOf(symbol, watched);
    (upward ? sides.up : sides.down).remove(level, seq);
  }

  /**
   * The crossed entry with the smallest sequence number in (after, upTo] at the given prices
   * (an undefined price crosses nothing), or undefined.
   */
  earliest(
    symbol: string,
    mark: number | undefined,
    last: number | undefined,
    after: number,
    upTo: number,
  ): T | undefined {
    const sides = this.bySymbol.get(symbol);
    if (sides === undefined) return undefined;
    let best: readonly [T, number] | undefined;
    for (let pass = 0; pass < 4; pass += 1) {
      const price = pass < 2 ? mark : last;
      if (price === undefined) continue;
      const watched = pass < 2 ? sides.mark : sides.last;
      const upward = pass % 2 === 0;
      const levels = upward ? watched.up : watched.down;
      if (levels.size === 0) continue;
      const found = levels.earliestCrossed(price, upward, after, upTo);
      if (found !== undefined && (best === undefined || found[1] < best[1])) best = found;
    }
    return best?.[0];
  }
}
