import type { Dayjs } from './dayjs.ts';

/** Month and weekday names come from the locale's Intl data, not from the widget text table. */
export function monthName(intlLocale: string, month: number, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(intlLocale, { month: width, timeZone: 'UTC' }).format(
    Date.UTC(2001, month, 1),
  );
}

export function weekdayName(
  intlLocale: string,
  weekday: number,
  width: 'narrow' | 'short' | 'long' = 'short',
) {
  // 2001-01-07 was a Sunday (weekday 0).
  return new Intl.DateTimeFormat(intlLocale, { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(2001, 0, 7 + weekday),
  );
}

export function fullDateLabel(intlLocale: string, date: Dayjs): string {
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'full' }).format(date.toDate());
}

export function monthYearLabel(intlLocale: string, date: Dayjs): string {
  return new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long' }).format(date.toDate());
}

/** Localised name of a date field ('hour', 'minute', 'second', 'year', 'month', 'weekOfYear'). */
export function fieldName(intlLocale: string, field: 'hour' | 'minute' | 'second' | 'weekOfYear'): string {
  try {
    return new Intl.DisplayNames(intlLocale, { type: 'dateTimeField' }).of(field) ?? field;
  } catch {
    return field;
  }
}
