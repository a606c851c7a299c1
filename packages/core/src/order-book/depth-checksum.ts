import { crc32 } from './crc32.ts';
import type { BookLevels } from './price-level.ts';

/** Levels of each side a depth checksum covers (markets protocol §5.3). */
export const CHECKSUM_LEVELS = 25;

/**
 * The checksummed text: best bids and asks interleaved bid 1, ask 1, bid 2, ... (a side that runs
 * out is skipped), each as its wire price and size strings, all joined with ':'.
 */
export function depthChecksumText(book: BookLevels, levels = CHECKSUM_LEVELS): string {
  const parts: string[] = [];
  for (let i = 0; i < levels; i += 1) {
    const bid = book.bids[i];
    const ask = book.asks[i];
    if (bid !== undefined) parts.push(bid[0], bid[1]);
    if (ask !== undefined) parts.push(ask[0], ask[1]);
  }
  return parts.join(':');
}

/** CRC-32 of the checksummed text, comparable with the `checksum` of a depth message. */
export function depthChecksum(book: BookLevels, levels = CHECKSUM_LEVELS): number {
  return crc32(depthChecksumText(book, levels));
}
