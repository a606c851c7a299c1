import { KEYBOARD_SEARCH_DAYS } from './constants.ts';
import type { Dayjs } from './dayjs.ts';
import type { DisabledDate } from './range.ts';

/**
 * Spec §5 / Element UI 2.x: an arrow key moves by `stepDays` and keeps moving past disabled days,
 * giving up (returning null) once the candidate is more than about a year from where it started.
 */
export function findEnabledDay(from: Dayjs, stepDays: number, disabledDate?: DisabledDate): Dayjs | null {
  let candidate = from.add(stepDays, 'day');
  while (Math.abs(candidate.diff(from, 'day')) <= KEYBOARD_SEARCH_DAYS) {
    if (!disabledDate?.(candidate.toDate())) return candidate;
    candidate = candidate.add(stepDays, 'day');
  }
  return null;
}

export const DAY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};
