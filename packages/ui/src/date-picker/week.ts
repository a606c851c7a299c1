import { type Dayjs, dayjs } from './dayjs.ts';

/** Spec §3: the week picker yields year, week, value (year + 'w' + week) and date. */
export interface WeekValue {
  year: number;
  week: number;
  value: string;
  date: Date;
}

/** ISO-8601 weeks (Element UI 2.x's getWeekNumber): the year is the week-year, the date is the week's Monday. */
export function toWeekValue(day: Dayjs): WeekValue {
  const monday = day.isoWeekday(1).startOf('day');
  const year = day.isoWeekYear();
  const week = day.isoWeek();
  return { year, week, value: `${year}w${String(week).padStart(2, '0')}`, date: monday.toDate() };
}

/** The Monday of ISO week `week` in week-year `year`, or null when the week does not exist. */
export function weekStart(year: number, week: number): Dayjs | null {
  if (week < 1) return null;
  const fourthOfJanuary = dayjs(new Date(year, 0, 4));
  const monday = fourthOfJanuary.isoWeekday(1).add(week - 1, 'week');
  return monday.isoWeekYear() === year ? monday : null;
}

export function isSameWeek(a: Dayjs, b: Dayjs): boolean {
  return a.isoWeekYear() === b.isoWeekYear() && a.isoWeek() === b.isoWeek();
}
