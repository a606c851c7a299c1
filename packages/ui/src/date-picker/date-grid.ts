import {
  DATE_GRID_COLUMNS,
  DATE_GRID_ROWS,
  MONTH_GRID_COLUMNS,
  MONTH_GRID_ROWS,
  normaliseFirstDayOfWeek,
  YEAR_BLOCK_SIZE,
} from './constants.ts';
import type { Dayjs } from './dayjs.ts';

export interface DateCell {
  date: Dayjs;
  inMonth: boolean;
}

/** Spec §9: the date grid is 6 rows of 7 days, starting on the configured first day of week (1-7, 7 = Sunday). */
export function buildDateGrid(month: Dayjs, firstDayOfWeek: number): DateCell[][] {
  const firstOfMonth = month.startOf('month');
  const weekStart = normaliseFirstDayOfWeek(firstDayOfWeek) % 7;
  const leadingDays = (firstOfMonth.day() - weekStart + 7) % 7;
  const gridStart = firstOfMonth.subtract(leadingDays, 'day');
  return Array.from({ length: DATE_GRID_ROWS }, (_, row) =>
    Array.from({ length: DATE_GRID_COLUMNS }, (_, column) => {
      const date = gridStart.add(row * DATE_GRID_COLUMNS + column, 'day');
      return { date, inMonth: date.month() === firstOfMonth.month() };
    }),
  );
}

/** Weekday indexes (0 = Sunday) in display order for the header row. */
export function weekdayOrder(firstDayOfWeek: number): number[] {
  const weekStart = normaliseFirstDayOfWeek(firstDayOfWeek) % 7;
  return Array.from({ length: 7 }, (_, index) => (weekStart + index) % 7);
}

/** Spec §9: months shown as 3 rows of 4. Values are month indexes 0-11. */
export function buildMonthGrid(): number[][] {
  return Array.from({ length: MONTH_GRID_ROWS }, (_, row) =>
    Array.from({ length: MONTH_GRID_COLUMNS }, (_, column) => row * MONTH_GRID_COLUMNS + column),
  );
}

/** Spec §9: years come in blocks of 10 starting at a multiple of ten. */
export function yearBlockStart(year: number): number {
  return Math.floor(year / YEAR_BLOCK_SIZE) * YEAR_BLOCK_SIZE;
}

export function buildYearBlock(year: number): number[] {
  const start = yearBlockStart(year);
  return Array.from({ length: YEAR_BLOCK_SIZE }, (_, index) => start + index);
}
