import { cumulativeDepth, deepestTotal } from '@tideline/core/order-book';
import { describe, expect, it } from 'vitest';
import { SHOWN_ROWS, shownBook } from './shown-book.ts';

const FORMAT = { pricePlace: 2, sizePlace: 4 };

function side(count: number, from: number, direction: 1 | -1) {
  const levels = Array.from({ length: count }, (_, index): [string, string] => [
    (from + direction * index).toFixed(2),
    '1.5',
  ]);
  return cumulativeDepth(levels, FORMAT.sizePlace);
}

describe('issue #9 order book rows formatted in the depth worker', () => {
  it('formats price, size and total with the pair precision and thousands separators', () => {
    const bids = side(2, 95_000, -1);
    const asks = side(1, 95_001, 1);
    const shown = shownBook(bids, asks, deepestTotal(bids, asks), FORMAT);
    expect(shown.bids[0]).toEqual({
      price: '95000.00',
      priceText: '95,000.00',
      sizeText: '1.5000',
      totalText: '1.5000',
      ratio: 0.5,
    });
    expect(shown.bids[1]?.totalText).toBe('3.0000');
    expect(shown.bids[1]?.ratio).toBe(1);
    // Both sides share one scale: the deepest total of either side.
    expect(shown.asks[0]?.ratio).toBe(0.5);
  });

  it('gives the spread with its share of the mid, and the mid one decimal finer than the price', () => {
    const bids = cumulativeDepth([['95584.35', '1']], FORMAT.sizePlace);
    const asks = cumulativeDepth([['95622.59', '1']], FORMAT.sizePlace);
    const shown = shownBook(bids, asks, deepestTotal(bids, asks), FORMAT);
    expect(shown.spreadText).toBe('38.24 (0.04%)');
    expect(shown.midText).toBe('95,603.470');
    expect(shownBook(bids, [], '1', FORMAT).spreadText).toBe('--');
  });

  it(`keeps at most ${SHOWN_ROWS} rows a side, best first`, () => {
    const bids = side(50, 95_000, -1);
    const asks = side(SHOWN_ROWS - 1, 95_001, 1);
    const shown = shownBook(bids, asks, deepestTotal(bids, asks), FORMAT);
    expect(shown.bids).toHaveLength(SHOWN_ROWS);
    expect(shown.bids[0]?.price).toBe('95000.00');
    expect(shown.bids.at(-1)?.price).toBe('94981.00');
    expect(shown.asks).toHaveLength(SHOWN_ROWS - 1);
  });

  it('gives every bar 0 when the book is empty on both sides', () => {
    const bids = side(1, 1, -1).map((row) => ({ ...row, size: '0', total: '0' }));
    expect(shownBook(bids, [], '0', FORMAT).bids[0]?.ratio).toBe(0);
    expect(shownBook([], [], '0', FORMAT)).toEqual({ bids: [], asks: [], spreadText: '--', midText: '--' });
  });
});
