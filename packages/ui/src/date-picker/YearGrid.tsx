import { useWidgetLocale } from '../i18n/index.ts';
import { CalendarGrid, type GridCell } from './CalendarGrid.tsx';
import { buildYearBlock } from './date-grid.ts';
import { type Dayjs, dayjs } from './dayjs.ts';
import type { GridFocus, GridMarks } from './grid-marks.ts';
import { isPeriodDisabled } from './MonthGrid.tsx';
import type { DisabledDate } from './range.ts';

const YEARS_PER_ROW = 4;

export interface YearGridProps extends GridMarks, GridFocus {
  /** Any year of the ten-year block to show. */
  year: number;
  disabledDate?: DisabledDate;
  /** Years outside this range are disabled (spec §9 default: ten years either side). */
  yearRange: readonly [number, number];
  multiselectable?: boolean;
  onPick: (date: Dayjs) => void;
}

const YEAR_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -YEARS_PER_ROW,
  ArrowDown: YEARS_PER_ROW,
};

/** Spec §9 year block: ten years, shown in rows of four. */
export function YearGrid({ year, disabledDate, yearRange, multiselectable, onPick, ...rest }: YearGridProps) {
  const { dir } = useWidgetLocale();
  const now = dayjs();
  const cells: GridCell[] = buildYearBlock(year).map((blockYear) => {
    const date = dayjs(new Date(blockYear, 0, 1));
    return {
      date,
      text: String(blockYear),
      label: String(blockYear),
      selected: rest.isSelected(date),
      disabled:
        blockYear < yearRange[0] || blockYear > yearRange[1] || isPeriodDisabled(date, 'year', disabledDate),
      current: blockYear === now.year(),
    };
  });
  const rows: GridCell[][] = [];
  for (let index = 0; index < cells.length; index += YEARS_PER_ROW)
    rows.push(cells.slice(index, index + YEARS_PER_ROW));
  const move = (from: Dayjs, key: string) => {
    const step = YEAR_STEPS[key];
    if (step === undefined) return null;
    const mirrored = dir === 'rtl' && (key === 'ArrowLeft' || key === 'ArrowRight');
    const next = from.add(mirrored ? -step : step, 'year');
    return next.year() < yearRange[0] || next.year() > yearRange[1] ? null : next;
  };
  return (
    <CalendarGrid
      label={`${cells[0]?.text} - ${cells.at(-1)?.text}`}
      unit="year"
      rows={rows}
      focused={rest.focused}
      takeFocus={rest.takeFocus}
      onFocusChange={rest.onFocusChange}
      move={move}
      onPick={onPick}
      multiselectable={multiselectable}
    />
  );
}
