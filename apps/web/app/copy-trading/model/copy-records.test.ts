import { describe, expect, it } from 'vitest';
import {
  allRecords,
  type CopyRecord,
  profitShareTotals,
  type RecordsQuery,
  recordsCsv,
  recordsCursor,
  recordsQuery,
} from './copy-records.ts';

const row = (over: Partial<CopyRecord>): CopyRecord => ({
  id: '1',
  kind: 'copied',
  copyId: '3',
  traderId: '10000005',
  symbol: 'ETHUSDT',
  action: 'open',
  direction: 'long',
  size: '0.05',
  amount: null,
  skipReason: null,
  at: Date.UTC(2026, 10, 27, 8, 30),
  ...over,
});

describe('copy records (docs/protocol-copy-trading.md §1, records)', () => {
  it('asks for every kind and time when nothing is chosen', () => {
    expect(recordsQuery('', null)).toEqual({ limit: 500 });
  });

  it("a range of local days runs from the first day's start to the last day's end", () => {
    const query = recordsQuery('skipped', [new Date(2026, 10, 1, 15), new Date(2026, 10, 3, 9)]);
    expect(query).toEqual({
      kind: 'skipped',
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 10, 4).getTime() - 1,
      limit: 500,
    });
  });

  it('adds profit share paid and received exactly, apart', () => {
    const rows = [
      row({ kind: 'profit-share-paid', amount: '0.1' }),
      row({ kind: 'profit-share-paid', amount: '0.2' }),
      row({ kind: 'profit-share-received', amount: '1.23456789' }),
      row({ kind: 'stopped', amount: '100' }),
    ];
    expect(profitShareTotals(rows)).toEqual({ paid: '0.3', received: '1.23456789' });
    expect(profitShareTotals([])).toEqual({ paid: '0', received: '0' });
  });

  it('exports raw values with ISO times, empty cells for what a kind lacks', () => {
    const csv = recordsCsv([
      row({}),
      row({ id: '2', kind: 'skipped', skipReason: 'insufficient-margin', size: '1' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'time,kind,copyId,traderId,symbol,action,direction,size,amount,skipReason,id',
      '2026-11-27T08:30:00.000Z,copied,3,10000005,ETHUSDT,open,long,0.05,,,1',
      '2026-11-27T08:30:00.000Z,skipped,3,10000005,ETHUSDT,open,long,1,,insufficient-margin,2',
      '',
    ]);
  });

  it('pages through every row for the CSV, each page from the last row of the one before', async () => {
    // A gateway of 1,234 rows, newest first, 500 to an answer, read after the cursor.
    const stored = Array.from({ length: 1234 }, (_, index) =>
      row({ id: `order-${1234 - index}`, at: Date.UTC(2026, 10, 27) - Math.floor(index / 3) }),
    );
    const asked: RecordsQuery[] = [];
    const page = async (query: RecordsQuery) => {
      asked.push(query);
      const start =
        query.before === undefined
          ? 0
          : stored.findIndex((entry) => recordsCursor(entry) === query.before) + 1;
      return stored.slice(start, start + query.limit);
    };
    const query = recordsQuery('copied', null);
    expect(await allRecords(query, page)).toEqual(stored);
    expect(asked.map((entry) => entry.before)).toEqual([
      undefined,
      recordsCursor(stored[499]!),
      recordsCursor(stored[999]!),
    ]);
    expect(asked.every((entry) => entry.kind === 'copied' && entry.limit === 500)).toBe(true);
    // Exactly two full pages: the third answer is empty and ends it.
    asked.length = 0;
    const thousand = stored.slice(0, 1000);
    expect(
      await allRecords(query, async (entry) => (await page(entry)).filter((r) => thousand.includes(r))),
    ).toEqual(thousand);
    expect(asked).toHaveLength(3);
    expect(recordsCursor(row({ id: 'share-7', at: 5 }))).toBe('5:share-7');
  });
});
