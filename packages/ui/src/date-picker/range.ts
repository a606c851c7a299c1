import type { Dayjs } from './dayjs.ts';

export type DisabledDate = (date: Date) => boolean;

/** Spec §4 range selection: none, then a first click sets the start and waits, a second sets the range. */
export interface RangeSelection {
  start: Dayjs | null;
  end: Dayjs | null;
  /** The start is set and the next pick completes the range. */
  waiting: boolean;
}

export const EMPTY_RANGE: RangeSelection = { start: null, end: null, waiting: false };

export function pickRangeDate(state: RangeSelection, date: Dayjs): RangeSelection {
  if (!state.waiting || !state.start) return { start: date, end: null, waiting: true };
  const [start, end] = orderRange(state.start, date);
  return { start, end, waiting: false };
}

/** The earlier date always becomes the start. */
export function orderRange(a: Dayjs, b: Dayjs): [Dayjs, Dayjs] {
  return a.isAfter(b) ? [b, a] : [a, b];
}

/** Spec §5: both dates real, start not after end, neither disabled. Confirm stays disabled until this holds. */
export function isValidRange(start: Dayjs | null, end: Dayjs | null, disabledDate?: DisabledDate): boolean {
  if (!start || !end || !start.isValid() || !end.isValid()) return false;
  if (start.isAfter(end)) return false;
  if (disabledDate && (disabledDate(start.toDate()) || disabledDate(end.toDate()))) return false;
  return true;
}

/** While waiting for the second click, the hovered date previews the range. */
export function isInRange(
  date: Dayjs,
  state: RangeSelection,
  hovered: Dayjs | null,
  unit: 'day' | 'month' | 'year',
) {
  const start = state.start;
  const end = state.waiting ? hovered : state.end;
  if (!start || !end) return false;
  const [from, to] = orderRange(start, end);
  return !date.isBefore(from, unit) && !date.isAfter(to, unit);
}
