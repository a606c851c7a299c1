import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  crc32,
  cumulativeDepth,
  deepestTotal,
  depthBarRatios,
  depthChecksum,
  depthChecksumText,
  groupingSteps,
  groupLevels,
  IncrementalBook,
  type PriceLevel,
  spreadAndMid,
} from './index.ts';

const places = { pricePlace: 2, sizePlace: 6 };

describe('order-book grouping (x1/10/100/1000 of the tick)', () => {
  it('offers the tick times 1, 10, 100 and 1000 with the pair decimals, as the gateway lists them', () => {
    expect(groupingSteps('0.01', 2)).toEqual(['0.01', '0.10', '1.00', '10.00']);
    expect(groupingSteps('0.0001', 4)).toEqual(['0.0001', '0.0010', '0.0100', '0.1000']);
  });

  it('groups bids down and asks up so a merged level never looks better than its orders', () => {
    const bids: PriceLevel[] = [
      ['95594.99', '0.010000'],
      ['95594.01', '0.007403'],
      ['95593.50', '1.000000'],
    ];
    const asks: PriceLevel[] = [
      ['95632.01', '0.080000'],
      ['95632.99', '0.006087'],
      ['95633.00', '0.500000'],
    ];
    expect(groupLevels(bids, 'bids', '1.00', places)).toEqual([
      ['95594.00', '0.017403'],
      ['95593.00', '1.000000'],
    ]);
    expect(groupLevels(asks, 'asks', '1.00', places)).toEqual([['95633.00', '0.586087']]);
  });

  it('keeps a price already on the step where it is, and stops at the limit', () => {
    const bids: PriceLevel[] = [
      ['100.00', '1'],
      ['99.90', '2'],
      ['89.99', '3'],
    ];
    expect(groupLevels(bids, 'bids', '10.00', places)).toEqual([
      ['100.00', '1.000000'],
      ['90.00', '2.000000'],
      ['80.00', '3.000000'],
    ]);
    expect(groupLevels(bids, 'bids', '10.00', places, 2)).toHaveLength(2);
  });

  it('refuses a step that is not positive', () => {
    expect(() => groupLevels([], 'asks', '0', places)).toThrow(RangeError);
  });
});

describe('order-book cumulative depth, spread and mid', () => {
  it('sums sizes exactly from the best level, with the size decimals', () => {
    const rows = cumulativeDepth(
      [
        ['100.00', '0.1'],
        ['99.90', '0.2'],
        ['99.80', '0.000001'],
      ],
      6,
    );
    expect(rows.map((row) => row.total)).toEqual(['0.100000', '0.300000', '0.300001']);
  });

  it('scales depth bars of both sides against the deeper side', () => {
    const bids = cumulativeDepth(
      [
        ['100.00', '1'],
        ['99.90', '1'],
      ],
      6,
    );
    const asks = cumulativeDepth([['100.10', '4']], 6);
    const deepest = deepestTotal(bids, asks);
    expect(deepest).toBe('4');
    expect(depthBarRatios(bids, deepest)).toEqual([0.25, 0.5]);
    expect(depthBarRatios(asks, deepest)).toEqual([1]);
    expect(depthBarRatios(bids, deepestTotal())).toEqual([0, 0]);
  });

  it('gives the spread with the price decimals, its percentage of the mid, and the mid', () => {
    expect(spreadAndMid('95584.35', '95622.59', 2)).toEqual({
      spread: '38.24',
      spreadPercent: '0.04',
      mid: '95603.47',
    });
    expect(spreadAndMid('100.00', '100.01', 2)).toEqual({
      spread: '0.01',
      spreadPercent: '0.01',
      mid: '100.005',
    });
    expect(spreadAndMid(undefined, '100.01', 2)).toBeNull();
  });
});

describe('order-book checksum (markets protocol §5.3)', () => {
  it('interleaves bid 1, ask 1, bid 2 … with the wire strings, as the protocol example', () => {
    const book = {
      bids: [
        ['100.00', '3'],
        ['99.90', '1'],
      ] as PriceLevel[],
      asks: [['100.20', '2']] as PriceLevel[],
    };
    expect(depthChecksumText(book)).toBe('100.00:3:100.20:2:99.90:1');
    expect(depthChecksum(book)).toBe(zlibCrc32('100.00:3:100.20:2:99.90:1'));
    expect(depthChecksum(book)).toBe(4005056187);
  });

  it('covers only the best 25 levels of each side', () => {
    const bids = Array.from({ length: 30 }, (_, i) => [`${200 - i}.00`, '1.000000'] as PriceLevel);
    const book = { bids, asks: [] };
    expect(depthChecksum(book)).toBe(depthChecksum({ bids: bids.slice(0, 25), asks: [] }));
    expect(depthChecksumText(book).split(':')).toHaveLength(50);
  });

  it('matches zlib for non-ASCII text and the empty string', () => {
    expect(crc32('')).toBe(0);
    expect(crc32('prix·€')).toBe(zlibCrc32(Buffer.from('prix·€', 'utf8')));
  });
});

function message(
  action: 'snapshot' | 'update',
  seq: number,
  prevSeq: number | null,
  bids: PriceLevel[],
  asks: PriceLevel[],
  after: { bids: PriceLevel[]; asks: PriceLevel[] },
) {
  return { action, seq, prevSeq, bids, asks, checksum: depthChecksum(after) };
}

describe('order-book incremental book (snapshot + increments, seq and checksum)', () => {
  const snapshotBids: PriceLevel[] = [['95594.00', '0.017403']];
  const snapshotAsks: PriceLevel[] = [['95633.00', '0.086087']];

  function started() {
    const book = new IncrementalBook();
    const result = book.apply(
      message('snapshot', 1, null, snapshotBids, snapshotAsks, { bids: snapshotBids, asks: snapshotAsks }),
    );
    expect(result.kind).toBe('applied');
    return book;
  }

  it('replaces and deletes levels by their exact price, size "0" removing', () => {
    const book = started();
    const after = { bids: [['95595.00', '0.010000']] as PriceLevel[], asks: snapshotAsks };
    const result = book.apply(
      message(
        'update',
        2,
        1,
        [
          ['95594.00', '0'],
          ['95595.00', '0.010000'],
        ],
        [],
        after,
      ),
    );
    expect(result).toEqual({ kind: 'applied', book: after });
    expect(book.seq).toBe(2);
  });

  it('keeps bids highest first and asks lowest first whatever order the changes come in', () => {
    const book = started();
    const bids: PriceLevel[] = [
      ['95590.00', '1'],
      ['95600.00', '2'],
    ];
    const asks: PriceLevel[] = [
      ['95700.00', '3'],
      ['95610.00', '4'],
    ];
    const after = {
      bids: [
        ['95600.00', '2'],
        ['95594.00', '0.017403'],
        ['95590.00', '1'],
      ] as PriceLevel[],
      asks: [
        ['95610.00', '4'],
        ['95633.00', '0.086087'],
        ['95700.00', '3'],
      ] as PriceLevel[],
    };
    expect(book.apply(message('update', 2, 1, bids, asks, after))).toEqual({ kind: 'applied', book: after });
  });

  it('reports a sequence gap when prevSeq is not the last seq applied, and forgets the book', () => {
    const book = started();
    const result = book.apply(message('update', 3, 2, [], [], { bids: snapshotBids, asks: snapshotAsks }));
    expect(result).toEqual({ kind: 'gap', reason: 'sequence' });
    expect(book.seq).toBeNull();
    expect(book.levels()).toEqual({ bids: [], asks: [] });
  });

  it('reports a checksum mismatch', () => {
    const book = started();
    const result = book.apply({
      action: 'update',
      seq: 2,
      prevSeq: 1,
      bids: [['95594.00', '1']],
      asks: [],
      checksum: 1,
    });
    expect(result).toEqual({ kind: 'gap', reason: 'checksum' });
  });

  it('waits for a snapshot before taking updates, and a new snapshot may restart at seq 1', () => {
    const book = new IncrementalBook();
    expect(book.apply(message('update', 2, 1, [], [], { bids: [], asks: [] }))).toEqual({
      kind: 'gap',
      reason: 'no-snapshot',
    });
    const restarted = started();
    const fresh = { bids: [['1.00', '1']] as PriceLevel[], asks: [] };
    expect(restarted.apply(message('snapshot', 1, null, fresh.bids, [], fresh))).toEqual({
      kind: 'applied',
      book: fresh,
    });
  });
});
