/**
 * Entries kept sorted by price level (ties by sequence number), so the entries a price has
 * crossed are a prefix or a suffix: a price move reads only what it crosses. Inserting and
 * removing are a binary search and one splice.
 */
export class SortedLevels<T> {
  private readonly levels: number[] = [];
  private readonly seqs: number[] = [];
  private readonly items: T[] = [];

  get size(): number {
    return this.levels.length;
  }

  /** Index of the first entry not before (level, seq). */
  private lowerBound(level: number, seq: number): number {
    let low = 0;
    let high = this.levels.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const midLevel = this.levels[mid]!;
      if (midLevel < level || (midLevel === level && this.seqs[mid]! < seq)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  add(level: number, seq: number, item: T): void {
    const at = this.lowerBound(level, seq);
    this.levels.splice(at, 0, level);
    this.seqs.splice(at, 0, seq);
    this.items.splice(at, 0, item);
  }

  /** Removes the entry added with this level and sequence number (no-op when absent). */
  remove(level: number, seq: number): void {
    const at = this.lowerBound(level, seq);
    if (at < this.levels.length && this.levels[at] === level && this.seqs[at] === seq) {
      this.levels.splice(at, 1);
      this.seqs.splice(at, 1);
      this.items.splice(at, 1);
    }
  }

  /** Appends every entry whose level is at or below `price` to `into`, lowest first. */
  collectAtOrBelow(price: number, into: T[]): void {
    for (let index = 0; index < this.levels.length && this.levels[index]! <= price; index += 1) {
      into.push(this.items[index]!);
    }
  }

  /** Appends every entry whose level is at or above `price` to `into`, highest first. */
  collectAtOrAbove(price: number, into: T[]): void {
    for (let index = this.levels.length - 1; index >= 0 && this.levels[index]! >= price; index -= 1) {
      into.push(this.items[index]!);
    }
  }

  /**
   * Of the entries at or below (`below`) or at or above `price` whose sequence number lies in
   * (after, upTo], the one with the smallest sequence number; undefined when there is none.
   */
  earliestCrossed(
    price: number,
    below: boolean,
    after: number,
    upTo: number,
  ): readonly [T, number] | undefined {
    let best = -1;
    let bestSeq = Number.POSITIVE_INFINITY;
    const count = this.levels.length;
    for (let step = 0; step < count; step += 1) {
      const index = below ? step : count - 1 - step;
      const level = this.levels[index]!;
      if (below ? level > price : level < price) break;
      const seq = this.seqs[index]!;
      if (seq > after && seq <= upTo && seq < bestSeq) {
        best = index;
        bestSeq = seq;
      }
    }
    return best < 0 ? undefined : [this.items[best]!, bestSeq];
  }
}
