import { describe, expect, it } from 'vitest';
import {
  DATE_GRID_COLUMNS,
  DATE_GRID_ROWS,
  defaultYearRange,
  normaliseFirstDayOfWeek,
  repeatClickInterval,
} from './constants.ts';
import { buildDateGrid, buildMonthGrid, buildYearBlock, weekdayOrder, yearBlockStart } from './date-grid.ts';
import { dayjs } from './dayjs.ts';
import { findEnabledDay } from './keyboard-navigation.ts';
import { formattedLength, isCompleteRangeInput, parseTypedDate } from './parse-input.ts';
import { DEFAULT_FORMATS, PICKER_TYPES } from './picker-types.ts';
import { EMPTY_RANGE, isInRange, isValidRange, pickRangeDate } from './range.ts';
import { toWeekValue, weekStart } from './week.ts';

const d = (text: string) => dayjs(text, 'YYYY-MM-DD', true);
const iso = (value: dayjs.Dayjs | null) => value?.format('YYYY-MM-DD') ?? null;

describe('picker types and formats', () => {
  it('§9 has the fourteen picker types', () => {
    expect(PICKER_TYPES).toHaveLength(14);
  });
  it('§9 default formats', () => {
    expect(DEFAULT_FORMATS.date).toBe('yyyy-MM-dd');
    expect(DEFAULT_FORMATS.month).toBe('yyyy-MM');
    expect(DEFAULT_FORMATS.datetime).toBe('yyyy-MM-dd HH:mm:ss');
    expect(DEFAULT_FORMATS.time).toBe('HH:mm:ss');
    expect(DEFAULT_FORMATS.week).toBe('yyyywWW');
    expect(DEFAULT_FORMATS.year).toBe('yyyy');
  });
  it('§9 repeat-click interval is 200 ms, 100 ms on Mac', () => {
    expect(repeatClickInterval('Win32')).toBe(200);
    expect(repeatClickInterval('MacIntel')).toBe(100);
  });
  it('§9 default range is ten years either side of the current year', () => {
    expect(defaultYearRange(2026)).toEqual([2016, 2036]);
  });
});

describe('grids', () => {
  it('§9 date grid is 6 by 7', () => {
    const grid = buildDateGrid(d('2026-11-01'), 7);
    expect(grid).toHaveLength(DATE_GRID_ROWS);
    for (const row of grid) expect(row).toHaveLength(DATE_GRID_COLUMNS);
  });
  it('§5 first day of week 7 starts rows on Sunday, 1 on Monday', () => {
    // 2026-11-01 is a Sunday.
    expect(iso(buildDateGrid(d('2026-11-01'), 7)[0]![0]!.date)).toBe('2026-11-01');
    expect(iso(buildDateGrid(d('2026-11-01'), 1)[0]![0]!.date)).toBe('2026-10-26');
    expect(buildDateGrid(d('2026-11-01'), 1)[0]![0]!.inMonth).toBe(false);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('§5 first day of week outside 1-7 falls back to 7', () => {
    expect(normaliseFirstDayOfWeek(0)).toBe(7);
    expect(normaliseFirstDayOfWeek(8)).toBe(7);
    expect(normaliseFirstDayOfWeek(1)).toBe(1);
    expect(normaliseFirstDayOfWeek(7)).toBe(7);
  });
  it('§9 month grid is 3 by 4', () => {
    const grid = buildMonthGrid();
    expect(grid).toHaveLength(3);
    expect(grid[0]).toEqual([0, 1, 2, 3]);
    expect(grid[2]).toEqual([8, 9, 10, 11]);
  });
  it('§9 year block is 10 years from a multiple of ten', () => {
    expect(yearBlockStart(2026)).toBe(2020);
    expect(buildYearBlock(2026)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029]);
    expect(buildYearBlock(2030)[0]).toBe(2030);
  });
});

describe('weeks', () => {
  it('§3 week value carries year, week, year+w+week and the date', () => {
    const week = toWeekValue(d('2026-03-05'));
    expect(week.year).toBe(2026);
    expect(week.week).toBe(10);
    expect(week.value).toBe('2026w10');
    expect(dayjs(week.date).format('YYYY-MM-DD')).toBe('2026-03-02');
  });
  it('uses the ISO week-year at year boundaries', () => {
    expect(toWeekValue(d('2024-12-30')).value).toBe('2025w01');
    expect(toWeekValue(d('2021-01-03')).value).toBe('2020w53');
  });
  it('finds the Monday of a week and rejects weeks that do not exist', () => {
    expect(iso(weekStart(2025, 1))).toBe('2024-12-30');
    expect(iso(weekStart(2020, 53))).toBe('2020-12-28');
    expect(weekStart(2021, 53)).toBeNull();
    expect(weekStart(2021, 0)).toBeNull();
  });
});

describe('range selection', () => {
  it('§4 first click sets the start and waits, second sets the range', () => {
    const first = pickRangeDate(EMPTY_RANGE, d('2026-05-10'));
    expect(first.waiting).toBe(true);
    expect(iso(first.start)).toBe('2026-05-10');
    expect(first.end).toBeNull();
    const second = pickRangeDate(first, d('2026-05-20'));
    expect(second.waiting).toBe(false);
    expect([iso(second.start), iso(second.end)]).toEqual(['2026-05-10', '2026-05-20']);
  });
  it('§4 the earlier date becomes the start', () => {
    const range = pickRangeDate(pickRangeDate(EMPTY_RANGE, d('2026-05-20')), d('2026-05-10'));
    expect([iso(range.start), iso(range.end)]).toEqual(['2026-05-10', '2026-05-20']);
  });
  it('§4 a third click starts a new range', () => {
    const done = pickRangeDate(pickRangeDate(EMPTY_RANGE, d('2026-05-10')), d('2026-05-20'));
    const next = pickRangeDate(done, d('2026-06-01'));
    expect(next.waiting).toBe(true);
    expect(iso(next.start)).toBe('2026-06-01');
  });
  it('§5 a range is valid only when both dates are real, ordered and enabled', () => {
    const weekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;
    expect(isValidRange(d('2026-05-11'), d('2026-05-15'))).toBe(true);
    expect(isValidRange(d('2026-05-15'), d('2026-05-15'))).toBe(true);
    expect(isValidRange(d('2026-05-15'), d('2026-05-11'))).toBe(false);
    expect(isValidRange(d('2026-05-11'), null)).toBe(false);
    expect(isValidRange(d('2026-02-30'), d('2026-05-11'))).toBe(false);
    expect(isValidRange(d('2026-05-11'), d('2026-05-16'), weekend)).toBe(false);
  });
  it('previews the hovered range while waiting', () => {
    const waiting = pickRangeDate(EMPTY_RANGE, d('2026-05-10'));
    expect(isInRange(d('2026-05-08'), waiting, d('2026-05-05'), 'day')).toBe(true);
    expect(isInRange(d('2026-05-11'), waiting, d('2026-05-05'), 'day')).toBe(false);
  });
});

describe('keyboard search', () => {
  it('§5 arrow keys skip disabled days', () => {
    const weekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;
    // 2026-11-20 is a Friday; the next enabled day is Monday the 23rd.
    expect(iso(findEnabledDay(d('2026-11-20'), 1, weekend))).toBe('2026-11-23');
    expect(iso(findEnabledDay(d('2026-11-23'), -1, weekend))).toBe('2026-11-20');
    expect(iso(findEnabledDay(d('2026-11-20'), 7, weekend))).toBe('2026-11-27');
  });
  it('§5 searches at most about one year', () => {
    const limit = d('2027-11-21');
    const onlyFarFuture = (date: Date) => date < limit.toDate();
    expect(findEnabledDay(d('2026-11-20'), 1, onlyFarFuture)).toBeNull();
    const withinYear = d('2027-11-20');
    const onlyNearYearEnd = (date: Date) => date < withinYear.toDate();
    expect(iso(findEnabledDay(d('2026-11-20'), 1, onlyNearYearEnd))).toBe('2027-11-20');
  });
});

describe('typed input', () => {
  it('§5 accepts text only when it parses in the format', () => {
    expect(iso(parseTypedDate('2026-02-28', 'yyyy-MM-dd'))).toBe('2026-02-28');
    expect(parseTypedDate('2026-02-30', 'yyyy-MM-dd')).toBeNull();
    expect(parseTypedDate('2026/02/28', 'yyyy-MM-dd')).toBeNull();
    expect(parseTypedDate('2026-2-28', 'yyyy-MM-dd')).toBeNull();
  });
  it('§5 rejects disabled dates', () => {
    const noPast = (date: Date) => date < new Date(2026, 0, 1);
    expect(parseTypedDate('2025-12-31', 'yyyy-MM-dd', noPast)).toBeNull();
    expect(iso(parseTypedDate('2026-01-01', 'yyyy-MM-dd', noPast))).toBe('2026-01-01');
  });
  it('parses week, month, year and datetime formats', () => {
    expect(iso(parseTypedDate('2026w10', 'yyyywWW'))).toBe('2026-03-02');
    expect(parseTypedDate('2021w53', 'yyyywWW')).toBeNull();
    expect(iso(parseTypedDate('2026-07', 'yyyy-MM'))).toBe('2026-07-01');
    expect(iso(parseTypedDate('2031', 'yyyy'))).toBe('2031-01-01');
    expect(parseTypedDate('2026-07-01 24:00:00', 'yyyy-MM-dd HH:mm:ss')).toBeNull();
    expect(parseTypedDate('2026-07-01 23:59:59', 'yyyy-MM-dd HH:mm:ss')?.second()).toBe(59);
  });
  it('§5 range editors wait for the full format length', () => {
    expect(formattedLength('yyyy-MM-dd')).toBe(10);
    expect(formattedLength('yyyywWW')).toBe(7);
    expect(isCompleteRangeInput('2026-05-1', 'yyyy-MM-dd')).toBe(false);
    expect(isCompleteRangeInput('2026-05-10', 'yyyy-MM-dd')).toBe(true);
  });
});
