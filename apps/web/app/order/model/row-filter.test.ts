import { describe, expect, it } from 'vitest';
import type { HistoryOrderRow, OpenOrderRow, OrderFilter } from './order-rows.ts';
import { matchesFilter, venueShown } from './row-filter.ts';

const finished: HistoryOrderRow = {
  venue: 'futures',
  id: '7',
  symbol: 'ETHUSDT',
  side: 'sell',
  time: 1_000,
  cursor: 1_000,
  orderType: 'limit',
  price: '3000.00',
  amount: null,
  filled: '0.000',
  averagePrice: null,
  status: 'cancelled',
};
const open: OpenOrderRow = {
  venue: 'futures',
  id: '8',
  symbol: 'BTCUSDT',
  side: 'buy',
  time: null,
  orderType: 'limit',
  price: '100.00',
  amount: '0.010',
  filled: null,
  triggerPrice: null,
};
const all: OrderFilter = { venue: 'all' };

describe('order centre: filters', () => {
  it.each<[string, OrderFilter, boolean]>([
    ['no filter', all, true],
    ['its venue', { venue: 'futures' }, true],
    ['another venue', { venue: 'spot' }, false],
    ['its symbol', { ...all, symbol: 'ETHUSDT' }, true],
    ['another symbol', { ...all, symbol: 'BTCUSDT' }, false],
    ['its side', { ...all, side: 'sell' }, true],
    ['the other side', { ...all, side: 'buy' }, false],
    ['its status', { ...all, status: 'cancelled' }, true],
    ['another status', { ...all, status: 'filled' }, false],
    ['a range starting at its time (inclusive)', { ...all, startTime: 1_000 }, true],
    ['a range starting after it', { ...all, startTime: 1_001 }, false],
    ['a range ending at its time (inclusive)', { ...all, endTime: 1_000 }, true],
    ['a range ending before it', { ...all, startTime: 0, endTime: 999 }, false],
  ])('a finished order and %s: %s', (_name, filter, expected) => {
    expect(matchesFilter(finished, filter)).toBe(expected);
  });

  it('an open order has no status to filter, and one without a time matches any range', () => {
    expect(matchesFilter(open, { ...all, status: 'filled' })).toBe(true);
    expect(matchesFilter(open, { ...all, startTime: 5, endTime: 6 })).toBe(true);
    expect(matchesFilter(open, { ...all, symbol: 'ETHUSDT' })).toBe(false);
  });

  it.each<[OrderFilter['venue'], boolean, boolean]>([
    ['all', true, true],
    ['spot', true, false],
    ['futures', false, true],
  ])('venue %s shows spot %s, futures %s', (venue, spot, futures) => {
    expect(venueShown({ venue }, 'spot')).toBe(spot);
    expect(venueShown({ venue }, 'futures')).toBe(futures);
  });
});
