import { describe, expect, it } from 'vitest';
import { cursorGroupEnd } from './cursor-group.ts';

const cursorOf = (row: { cursor: number }) => row.cursor;
const rows = (...cursors: number[]) => cursors.map((cursor) => ({ cursor }));

describe('record pages: never ending inside a cursor group', () => {
  it.each([
    { name: 'a clean cut', cursors: [9, 8, 7, 6], count: 2, end: 2 },
    { name: 'the last row shares its cursor with the next ones', cursors: [9, 8, 8, 8, 7], count: 2, end: 4 },
    { name: 'the group runs to the end of the rows', cursors: [9, 8, 8], count: 2, end: 3 },
    { name: 'fewer rows than the count', cursors: [9, 8], count: 5, end: 2 },
    { name: 'no rows', cursors: [], count: 3, end: 0 },
  ])('$name', ({ cursors, count, end }) => {
    expect(cursorGroupEnd(rows(...cursors), count, cursorOf)).toBe(end);
  });
});
