import { useWidgetLocale, useWidgetText } from '../i18n/index.ts';
import { CalendarGrid, type GridCell } from './CalendarGrid.tsx';
import { buildDateGrid, weekdayOrder } from './date-grid.ts';
import { type Dayjs, dayjs } from './dayjs.ts';
import type { GridFocus, GridMarks } from './grid-marks.ts';
import { fieldName, fullDateLabel, monthYearLabel, weekdayName } from './intl-names.ts';
import { DAY_STEPS, findEnabledDay } from './keyboard-navigation.ts';
import type { DisabledDate } from './range.ts';

export interface DayGridProps extends GridMarks, GridFocus {
  month: Dayjs;
  firstDayOfWeek: number;
  disabledDate?: DisabledDate;
  /** Week picker: rows are weeks; a row is numbered, marked and picked as the ISO week of its middle day. */
  showWeekNumbers?: boolean;
  multiselectable?: boolean;
  onPick: (date: Dayjs) => void;
  onHover?: (date: Dayjs) => void;
}

/** Spec §9 date grid: 6 rows of 7 days; arrows skip disabled days (spec §5). */
export function DayGrid({
  month,
  firstDayOfWeek,
  disabledDate,
  showWeekNumbers,
  multiselectable,
  isSelected,
  isInRange,
  rangeEdge,
  focused,
  takeFocus,
  onFocusChange,
  onPick,
  onHover,
}: DayGridProps) {
  const { intlLocale, dir } = useWidgetLocale();
  const t = useWidgetText();
  const today = dayjs();
  const grid = buildDateGrid(month, firstDayOfWeek);
  // The middle day of a row lies in the ISO week that holds most of the row, whichever day starts it.
  const rowAnchor = (row: (typeof grid)[number], date: Dayjs) => (showWeekNumbers ? row[3]!.date : date);
  const rows: GridCell[][] = grid.map((row) =>
    row.map(({ date, inMonth }) => ({
      date,
      text: String(date.date()),
      label: fullDateLabel(intlLocale, date),
      selected: isSelected(rowAnchor(row, date)),
      disabled: Boolean(disabledDate?.(date.toDate())),
      inRange: isInRange?.(date),
      rangeEdge: rangeEdge?.(date),
      outside: !inMonth,
      current: date.isSame(today, 'day'),
    })),
  );
  const columnHeaders = weekdayOrder(firstDayOfWeek).map((weekday) => ({
    text: weekdayName(intlLocale, weekday, 'narrow'),
    label: weekdayName(intlLocale, weekday, 'long'),
  }));

  const move = (from: Dayjs, key: string): Dayjs | null => {
    if (key === 'PageUp') return from.subtract(1, 'month');
    if (key === 'PageDown') return from.add(1, 'month');
    const mirrored = dir === 'rtl' && (key === 'ArrowLeft' || key === 'ArrowRight');
    const step = DAY_STEPS[key];
    if (step === undefined) return null;
    return findEnabledDay(from, mirrored ? -step : step, disabledDate);
  };

  return (
    <CalendarGrid
      label={monthYearLabel(intlLocale, month)}
      unit="day"
      rows={rows}
      columnHeaders={columnHeaders}
      rowHeaders={showWeekNumbers ? grid.map((row) => String(row[3]!.date.isoWeek())) : undefined}
      rowHeaderLabel={showWeekNumbers ? fieldName(intlLocale, 'weekOfYear') || t('week') : undefined}
      focused={focused}
      takeFocus={takeFocus}
      move={move}
      onFocusChange={onFocusChange}
      onPick={(date) => {
        const row = grid.find((cells) => cells.some((cell) => cell.date.isSame(date, 'day')));
        onPick(row ? rowAnchor(row, date) : date);
      }}
      onHover={onHover}
      multiselectable={multiselectable}
    />
  );
}
