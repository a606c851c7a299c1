import { describe, expect, it } from 'vitest';
import {
  ASSET_RECORDS,
  dayRange,
  parseRows,
  requestParams,
  SPOT_ORDERS,
  SPOT_TRADES,
} from './record-kinds.ts';

describe('record queries', () => {
  it('sends only the filters a list takes, only when set, with the range and cursor', () => {
    expect(
      requestParams(
        SPOT_ORDERS,
        { symbol: 'BTCUSDT', side: '', status: 'filled', kind: 'deposit' },
        21,
        '42',
      ),
    ).toEqual({ limit: 21, symbol: 'BTCUSDT', status: 'filled', before: '42' });
    expect(requestParams(SPOT_TRADES, { status: 'filled', side: 'buy' }, 21, undefined)).toEqual({
      limit: 21,
      side: 'buy',
    });
    expect(requestParams(ASSET_RECORDS, { kind: 'withdraw', startTime: 1, endTime: 2 }, 100, 7)).toEqual({
      limit: 100,
      kind: 'withdraw',
      startTime: 1,
      endTime: 2,
      before: '7',
    });
  });

  it('a picked date range covers whole local days, both ends inclusive', () => {
    const range = dayRange([new Date(2026, 10, 20, 15, 30), new Date(2026, 10, 21, 8, 0)]);
    expect(range.startTime).toBe(new Date(2026, 10, 20).getTime());
    expect(range.endTime).toBe(new Date(2026, 10, 22).getTime() - 1);
    expect(dayRange(null)).toEqual({});
  });

  it('keeps JSON scalars of object rows and drops everything else', () => {
    expect(parseRows([{ a: '1', b: 2, c: null, d: { x: 1 } }, 'junk', null])).toEqual([
      { a: '1', b: 2, c: null },
    ]);
    expect(parseRows({ not: 'a list' })).toEqual([]);
  });
});
