import { describe, expect, it } from 'vitest';
import { depthChecksum, depthChecksumString, groupDepth, groupLevels } from './depth.ts';
import { OrderBook } from './engine/order-book.ts';
import { getSymbol } from './symbols.ts';

const BTC = getSymbol('BTCUSDT');

describe('#7 depth: precision grouping', () => {
  it('x10 rounds bids down and asks up, merging sizes', () => {
    const bids = [
      [9_500_009, 1, 1],
      [9_500_001, 2, 1],
      [9_499_999, 4, 2],
    ] as const;
    const asks = [
      [9_500_011, 1, 1],
      [9_500_020, 2, 1],
      [9_500_021, 3, 1],
    ] as const;
    expect(groupLevels(bids, 'bids', 10)).toEqual([
      [9_500_000, 3],
      [9_499_990, 4],
    ]);
    expect(groupLevels(asks, 'asks', 10)).toEqual([
      [9_500_020, 3],
      [9_500_030, 3],
    ]);
    expect(groupLevels(bids, 'bids', 1)).toEqual([
      [9_500_009, 1],
      [9_500_001, 2],
      [9_499_999, 4],
    ]);
    expect(groupLevels(bids, 'bids', 1000, 1)).toEqual([[9_500_000, 3]]);
  });

  it('groups a live book at x100 and x1000', () => {
    const book = new OrderBook();
    let id = 1;
    for (const price of [9_500_050, 9_500_120, 9_500_199, 9_501_000]) {
      book.apply({
        type: 'place',
        orderId: id++,
        accountId: 'm',
        side: 'sell',
        orderType: 'limit',
        price,
        size: 1,
        ts: 0,
      });
    }
    const depth = book.depth();
    expect(groupDepth(depth, 100).asks).toEqual([
      [9_500_100, 1],
      [9_500_200, 2],
      [9_501_000, 1],
    ]);
    expect(groupDepth(depth, 1000).asks).toEqual([[9_501_000, 4]]);
  });
});

describe('#7 depth: checksum', () => {
  it('interleaves bid and ask pieces with the symbol precisions', () => {
    const view = {
      bids: [[9_500_000, 1_000_000]] as const,
      asks: [
        [9_500_010, 500_000],
        [9_500_020, 2_000_000],
      ] as const,
    };
    const text = depthChecksumString({ bids: [...view.bids], asks: [...view.asks] }, BTC);
    expect(text).toBe('95000.00:1.000000:95000.10:0.500000:95000.20:2.000000');
    expect(depthChecksumString({ bids: [], asks: [] }, BTC)).toBe('');
  });

  it('is the IEEE CRC-32 of that string, unsigned', () => {
    // A bit-by-bit CRC-32 written from the definition, checked against the standard check value.
    const reference = (text: string) => {
      let crc = 0xffffffff;
      for (const byte of new TextEncoder().encode(text)) {
        crc ^= byte;
        for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
      }
      return (crc ^ 0xffffffff) >>> 0;
    };
    expect(reference('123456789')).toBe(0xcbf43926);
    const view = {
      bids: [
        [9_500_000, 1_000_000],
        [9_499_990, 250_000],
      ] as Array<readonly [number, number]>,
      asks: [[9_500_010, 500_000]] as Array<readonly [number, number]>,
    };
    expect(depthChecksum(view, BTC)).toBe(reference('95000.00:1.000000:95000.10:0.500000:94999.90:0.250000'));
    // Unsigned: a checksum with the top bit set stays positive.
    const integers = { ...BTC, pricePlace: 0, quotePrecision: 0 };
    expect(depthChecksum({ bids: [[123_456_789, 0]], asks: [] }, integers)).toBe(reference('123456789:0'));
    expect(reference('123456789:0')).toBeGreaterThan(0x7fffffff);
  });

  it('only the top 25 levels of each side count', () => {
    const bids = Array.from({ length: 30 }, (_, i) => [9_500_000 - i, 1] as const);
    const changedDeep = bids.map(([p, s], i) => [p, i === 27 ? 9 : s] as const);
    const changedTop = bids.map(([p, s], i) => [p, i === 24 ? 9 : s] as const);
    const sum = (levels: ReadonlyArray<readonly [number, number]>) =>
      depthChecksum({ bids: [...levels], asks: [] }, BTC);
    expect(sum(changedDeep)).toBe(sum(bids));
    expect(sum(changedTop)).not.toBe(sum(bids));
  });
});
