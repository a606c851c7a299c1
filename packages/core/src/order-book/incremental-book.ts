import { depthChecksum } from './depth-checksum.ts';
import type { BookLevels, PriceLevel } from './price-level.ts';

/** A depth message of the markets stream (protocol §5.3), snapshot or update. */
export interface DepthMessage {
  readonly action: 'snapshot' | 'update';
  readonly seq: number;
  readonly prevSeq: number | null;
  readonly checksum: number;
  readonly bids: readonly PriceLevel[];
  readonly asks: readonly PriceLevel[];
}

/**
 * What applying a message did. `gap` means the local book can no longer be trusted (an update
 * that does not follow the last one, or a checksum that does not match): the caller must
 * resubscribe and wait for a new snapshot.
 */
export type ApplyResult =
  | { readonly kind: 'applied'; readonly book: BookLevels }
  | { readonly kind: 'gap'; readonly reason: 'sequence' | 'checksum' | 'no-snapshot' };

const isEmptySize = (size: string) => !/[1-9]/.test(size);

function sortedLevels(levels: Map<string, string>, descending: boolean): PriceLevel[] {
  const sorted = [...levels.entries()].sort((a, b) => Number(a[0]) - Number(b[0]));
  if (descending) sorted.reverse();
  return sorted;
}

/**
 * A depth book kept from a snapshot and its increments, replacing or deleting levels by their
 * exact price string and verifying the sequence and the checksum after every message.
 */
export class IncrementalBook {
  private readonly bids = new Map<string, string>();
  private readonly asks = new Map<string, string>();
  private lastSeq: number | null = null;

  /** Sequence of the last message applied; null before a snapshot or after a gap. */
  get seq(): number | null {
    return this.lastSeq;
  }

  apply(message: DepthMessage): ApplyResult {
    if (message.action === 'snapshot') {
      this.bids.clear();
      this.asks.clear();
    } else if (this.lastSeq === null) {
      return { kind: 'gap', reason: 'no-snapshot' };
    } else if (message.prevSeq !== this.lastSeq) {
      return this.gap('sequence');
    }
    this.merge(this.bids, message.bids);
    this.merge(this.asks, message.asks);
    const book = this.levels();
    if (depthChecksum(book) !== message.checksum) return this.gap('checksum');
    this.lastSeq = message.seq;
    return { kind: 'applied', book };
  }

  /** Both sides, best first. */
  levels(): BookLevels {
    return { bids: sortedLevels(this.bids, true), asks: sortedLevels(this.asks, false) };
  }

  /** Forgets everything, e.g. while a new subscription is awaited. */
  reset(): void {
    this.bids.clear();
    this.asks.clear();
    this.lastSeq = null;
  }

  private gap(reason: 'sequence' | 'checksum'): ApplyResult {
    this.reset();
    return { kind: 'gap', reason };
  }

  private merge(side: Map<string, string>, changes: readonly PriceLevel[]): void {
    for (const [price, size] of changes) {
      if (isEmptySize(size)) side.delete(price);
      else side.set(price, size);
    }
  }
}
