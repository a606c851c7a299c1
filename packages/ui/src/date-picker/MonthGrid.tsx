import { useWidgetLocale } from '../i18n/index.ts';
import { CalendarGrid, type GridCell } from './CalendarGrid.tsx';
import { MONTH_GRID_COLUMNS } from './constants.ts';
import { buildMonthGrid } from './date-grid.ts';
import { type Dayjs, dayjs } from './dayjs.ts';
import type { GridFocus, GridMarks } from './grid-marks.ts';
import { monthName } from './intl-names.ts';
import type { DisabledDate } from './range.ts';

/** Element UI 2.x: a month (or year) is disabled only when every day in it is disabled. */
export function isPeriodDisabled(start: Dayjs, unit: 'month' | 'year', disabledDate?: DisabledDate): boolean {
  if (!disabledDate) return false;
  const end = start.endOf(unit);
  for (let day = start.startOf(unit); !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    if (!disabledDate(day.toDate())) return false;
  }
  return true;
}

export interface MonthGridProps extends GridMarks, GridFocus {
  year: number;
  disabledDate?: DisabledDate;
  multiselectable?: boolean;
  onPick: (date: Dayjs) => void;
  onHover?: (date: Dayjs) => void;
}

const MONTH_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -MONTH_GRID_COLUMNS,
  ArrowDown: MONTH_GRID_COLUMNS,
};

/** Spec §9 month grid: 3 rows of 4. */
export function MonthGrid({ year, disabledDate, multiselectable, onPick, onHover, ...rest }: MonthGridProps) {
  const { intlLocale, dir } = useWidgetLocale();
  const now = dayjs();
  const rows: GridCell[][] = buildMonthGrid().map((row) =>
    row.map((month) => {
      const date = dayjs(new Date(year, month, 1));
      return {
        date,
        text: monthName(intlLocale, month, 'short'),
        label: `${monthName(intlLocale, month, 'long')} ${year}`,
        selected: rest.isSelected(date),
        disabled: isPeriodDisabled(date, 'month', disabledDate),
        inRange: rest.isInRange?.(date),
        rangeEdge: rest.rangeEdge?.(date),
        current: date.isSame(now, 'month'),
      };
    }),
  );
  const move = (from: Dayjs, key: string) => {
    const step = MONTH_STEPS[key];
    if (step === undefined) return null;
    const mirrored = dir === 'rtl' && (key === 'ArrowLeft' || key === 'ArrowRight');
    return from.add(mirrored ? -step : step, 'month');
  };
  return (
    <CalendarGrid
      label={String(year)}
      unit="month"
      rows={rows}
      focused={rest.focused}
      takeFocus={rest.takeFocus}
      onFocusChange={rest.onFocusChange}
      move={move}
      onPick={onPick}
      onHover={onHover}
      multiselectable={multiselectable}
    />
  );
}
