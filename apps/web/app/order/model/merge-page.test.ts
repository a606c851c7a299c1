import { describe, expect, it } from 'vitest';
import { mergeByTime, mergePage } from './merge-page.ts';
import type { VenueId } from './order-rows.ts';

const row = (venue: VenueId, id: string, time: number | null) => ({
  venue,
  id,
  time,
  cursor: `${venue}-${id}`,
});
type Row = ReturnType<typeof row>;
const ids = (rows: readonly Row[]) => rows.map((item) => `${item.venue}:${item.id}`);
const cursorOf = (item: Row) => item.cursor;

describe('order centre: merging venues', () => {
  it.each([
    {
      name: 'newest first across venues',
      spot: [row('spot', 'a', 30), row('spot', 'b', 10)],
      futures: [row('futures', 'x', 20), row('futures', 'y', 5)],
      expected: ['spot:a', 'futures:x', 'spot:b', 'futures:y'],
    },
    {
      name: 'equal times keep the venue list order',
      spot: [row('spot', 'a', 10)],
      futures: [row('futures', 'x', 10)],
      expected: ['spot:a', 'futures:x'],
    },
    {
      name: 'rows without a time come last, in their venue order',
      spot: [row('spot', 'a', 10)],
      futures: [row('futures', 'x', null), row('futures', 'y', null), row('futures', 'z', 50)],
      expected: ['futures:z', 'spot:a', 'futures:x', 'futures:y'],
    },
    { name: 'no rows', spot: [], futures: [], expected: [] },
  ])('$name', ({ spot, futures, expected }) => {
    expect(
      ids(
        mergeByTime([
          { venue: 'spot', rows: spot },
          { venue: 'futures', rows: futures },
        ]),
      ),
    ).toEqual(expected);
  });
});

describe('order centre: merged pages', () => {
  it.each([
    {
      name: 'takes the newest page and continues each venue after its last row taken',
      spot: [row('spot', 'a', 60), row('spot', 'b', 40), row('spot', 'c', 20)],
      futures: [row('futures', 'x', 50), row('futures', 'y', 30), row('futures', 'z', 10)],
      cursors: {},
      rows: ['spot:a', 'futures:x'],
      next: { spot: 'spot-a', futures: 'futures-x' },
      hasOlder: true,
    },
    {
      name: 'a venue with no row taken keeps its cursor',
      spot: [row('spot', 'a', 60), row('spot', 'b', 55), row('spot', 'c', 50)],
      futures: [row('futures', 'x', 10)],
      cursors: { futures: 'futures-old' },
      rows: ['spot:a', 'spot:b'],
      next: { spot: 'spot-b', futures: 'futures-old' },
      hasOlder: true,
    },
    {
      name: 'exactly a page of rows left: no older page',
      spot: [row('spot', 'a', 60)],
      futures: [row('futures', 'x', 10)],
      cursors: {},
      rows: ['spot:a', 'futures:x'],
      next: { spot: 'spot-a', futures: 'futures-x' },
      hasOlder: false,
    },
    {
      name: 'one venue alone',
      spot: [row('spot', 'a', 60), row('spot', 'b', 50), row('spot', 'c', 40)],
      futures: [],
      cursors: { spot: 'spot-z' },
      rows: ['spot:a', 'spot:b'],
      next: { spot: 'spot-b' },
      hasOlder: true,
    },
    {
      // The cluster's spot history is by order number, so not by time across symbols.
      name: 'a venue not in time order: the rows taken are the start of its batch',
      spot: [row('spot', 'a', 10), row('spot', 'b', 60), row('spot', 'c', 5)],
      futures: [row('futures', 'x', 30), row('futures', 'y', 20)],
      cursors: {},
      rows: ['futures:x', 'futures:y'],
      next: { futures: 'futures-y' },
      hasOlder: true,
    },
    {
      name: 'a page runs on over the rows sharing its last row’s cursor',
      spot: [
        { ...row('spot', 'a', 60), cursor: 'n7' },
        { ...row('spot', 'b', 50), cursor: 'n6' },
        { ...row('spot', 'c', 40), cursor: 'n6' },
        { ...row('spot', 'd', 30), cursor: 'n5' },
      ],
      futures: [row('futures', 'x', 10)],
      cursors: {},
      rows: ['spot:a', 'spot:b', 'spot:c'],
      next: { spot: 'n6' },
      hasOlder: true,
    },
  ])('$name', ({ spot, futures, cursors, rows, next, hasOlder }) => {
    const page = mergePage(
      [
        { venue: 'spot', rows: spot },
        { venue: 'futures', rows: futures },
      ],
      2,
      cursors,
      cursorOf,
    );
    expect(ids(page.rows)).toEqual(rows);
    expect(page.next).toEqual(next);
    expect(page.hasOlder).toBe(hasOlder);
  });
});
