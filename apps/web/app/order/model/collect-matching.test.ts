import { describe, expect, it } from 'vitest';
import { collectMatching, MAX_BATCHES } from './collect-matching.ts';
import type { Cursor } from './order-rows.ts';

/** A history of `count` rows, newest (highest time) first, served `batchSize` at a time. */
function history(count: number, batchSize: number) {
  const rows = Array.from({ length: count }, (_, index) => ({ time: count - index }));
  const calls: Array<Cursor | undefined> = [];
  const fetchBatch = async (before: Cursor | undefined) => {
    calls.push(before);
    return rows.filter((row) => before === undefined || row.time < Number(before)).slice(0, batchSize);
  };
  return { fetchBatch, calls };
}

const even = (row: { time: number }) => row.time % 2 === 0;

describe('order centre: collecting filtered rows', () => {
  it.each([
    { name: 'one batch holds enough', count: 10, want: 2, before: undefined, times: [10, 8], calls: 1 },
    {
      name: 'reads on until enough match',
      count: 10,
      want: 4,
      before: undefined,
      times: [10, 8, 6, 4],
      calls: 3,
    },
    {
      name: 'stops at the end of the history',
      count: 5,
      want: 9,
      before: undefined,
      times: [4, 2],
      calls: 2,
    },
    { name: 'starts after the cursor', count: 10, want: 2, before: 7, times: [6, 4], calls: 1 },
  ])('$name', async ({ count, want, before, times, calls }) => {
    const source = history(count, 3);
    const found = await collectMatching(source.fetchBatch, {
      matches: even,
      want,
      batchSize: 3,
      before,
      cursorOf: (row) => row.time,
    });
    expect(found.map((row) => row.time)).toEqual(times);
    expect(source.calls).toHaveLength(calls);
  });

  it('gives up after MAX_BATCHES when nothing matches', async () => {
    const source = history(1_000, 3);
    const found = await collectMatching(source.fetchBatch, {
      matches: () => false,
      want: 5,
      batchSize: 3,
      before: undefined,
      cursorOf: (row) => row.time,
    });
    expect(found).toEqual([]);
    expect(source.calls).toHaveLength(MAX_BATCHES);
  });
});
