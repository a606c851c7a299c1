import { crc32 } from 'node:zlib';

/** A price level as sent on the wire: [price, size], both the exact text the client receives. */
export type WireLevel = readonly [string, string];

/** Levels per side Bitget's checksum covers. */
export const CHECKSUM_LEVELS = 25;

/**
 * Bitget's `books` checksum: CRC-32 (the zlib polynomial) of "bid1price:bid1size:ask1price:
 * ask1size:bid2price:..." over the first 25 levels of each side, a side that runs out simply
 * stopping, read as a signed 32-bit integer. The prices and sizes are the strings sent, so a
 * client that keeps them as received computes the same text.
 */
export function bitgetChecksum(bids: readonly WireLevel[], asks: readonly WireLevel[]): number {
  const parts: string[] = [];
  for (let i = 0; i < CHECKSUM_LEVELS; i += 1) {
    const bid = bids[i];
    const ask = asks[i];
    if (bid !== undefined) parts.push(bid[0], bid[1]);
    if (ask !== undefined) parts.push(ask[0], ask[1]);
  }
  return crc32(parts.join(':')) | 0;
}

/**
 * One side of the book a client keeps from a depth stream: a snapshot, then increments whose size
 * 0 removes the level. Kept by price text, sorted best first when read.
 */
class MirrorSide {
  private readonly levels = new Map<string, WireLevel>();
  private sorted: WireLevel[] | undefined;

  constructor(private readonly descending: boolean) {}

  clear(): void {
    this.levels.clear();
    this.sorted = undefined;
  }

  apply(changes: readonly WireLevel[]): void {
    for (const level of changes) {
      if (Number(level[1]) === 0) this.levels.delete(level[0]);
      else this.levels.set(level[0], level);
    }
    this.sorted = undefined;
  }

  best(): WireLevel[] {
    if (this.sorted === undefined) {
      const sign = this.descending ? -1 : 1;
      this.sorted = [...this.levels.values()].sort((a, b) => sign * (Number(a[0]) - Number(b[0])));
    }
    return this.sorted;
  }
}

/**
 * The book of one depth stream as the gateway's own increments build it, the same way a Bitget
 * client builds it from `books`: the checksum and the top-N snapshots (`books1/5/15`) are computed
 * from it, so what a client is told to check is what it was sent.
 */
export class BookMirror {
  private readonly bids = new MirrorSide(true);
  private readonly asks = new MirrorSide(false);

  apply(action: 'snapshot' | 'update', bids: readonly WireLevel[], asks: readonly WireLevel[]): void {
    if (action === 'snapshot') {
      this.bids.clear();
      this.asks.clear();
    }
    this.bids.apply(bids);
    this.asks.apply(asks);
  }

  top(levels = Number.POSITIVE_INFINITY): { bids: WireLevel[]; asks: WireLevel[] } {
    return { bids: this.bids.best().slice(0, levels), asks: this.asks.best().slice(0, levels) };
  }

  checksum(): number {
    return bitgetChecksum(this.bids.best(), this.asks.best());
  }
}
