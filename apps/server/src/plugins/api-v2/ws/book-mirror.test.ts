import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import { BookMirror, bitgetChecksum } from './book-mirror.ts';

// ccxt's own CRC-32 (signed), which its bitget class checks every `books` update against.
const oracle = new ccxt.bitget();

describe("Bitget's books checksum", () => {
  it('interleaves bid and ask levels as Bitget documents, a short side simply stopping', () => {
    // Bitget's two examples (Depth Channel, "Checksum").
    const deep = bitgetChecksum(
      [
        ['43231.1', '4'],
        ['43231', '6'],
      ],
      [
        ['43232.8', '9'],
        ['43232.9', '8'],
      ],
    );
    expect(deep).toBe(oracle.crc32('43231.1:4:43232.8:9:43231:6:43232.9:8', true));
    const short = bitgetChecksum(
      [['3366.1', '7']],
      [
        ['3366.8', '9'],
        ['3368', '8'],
        ['3372', '8'],
      ],
    );
    expect(short).toBe(oracle.crc32('3366.1:7:3366.8:9:3368:8:3372:8', true));
  });

  it('covers the first 25 levels of each side only', () => {
    const side = (from: number, step: number) =>
      Array.from({ length: 30 }, (_, i) => [String(from + step * i), '1'] as const);
    const bids = side(100, -1);
    const asks = side(200, 1);
    const text = Array.from({ length: 25 }, (_, i) => `${bids[i]![0]}:1:${asks[i]![0]}:1`).join(':');
    expect(bitgetChecksum(bids, asks)).toBe(oracle.crc32(text, true));
  });

  it('keeps the book a client builds: size 0 removes a level, sides sorted best first', () => {
    const mirror = new BookMirror();
    mirror.apply(
      'snapshot',
      [
        ['99.5', '2'],
        ['100.0', '1'],
      ],
      [['101.0', '3']],
    );
    mirror.apply(
      'update',
      [
        ['100.0', '0.0000'],
        ['99.8', '4'],
      ],
      [['100.5', '1']],
    );
    expect(mirror.top()).toEqual({
      bids: [
        ['99.8', '4'],
        ['99.5', '2'],
      ],
      asks: [
        ['100.5', '1'],
        ['101.0', '3'],
      ],
    });
    expect(mirror.top(1).bids).toEqual([['99.8', '4']]);
    expect(mirror.checksum()).toBe(oracle.crc32('99.8:4:100.5:1:99.5:2:101.0:3', true));
  });
});
