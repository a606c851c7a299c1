import type { Dayjs } from './dayjs.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl formatter is costly; a calendar needs the same few for every cell. */
function formatter(intlLocale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** Month and weekday names come from the locale's Intl data, not from the widget text table. */
export function monthName(intlLocale: string, month: number, width: 'short' | 'long' = 'short'): string {
  return formatter(intlLocale, { month: width, timeZone: 'UTC' }).format(Date.UTC(2001, month, 1));
}

export function weekdayName(
  intlLocale: string,
  weekday: number,
  width: 'narrow' | 'short' | 'long' = 'short',
) {
  // 2001-01-07 was a Sunday (weekday 0).
  return formatter(intlLocale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2001, 0, 7 + weekday));
}

export function fullDateLabel(intlLocale: string, date: Dayjs): string {
  return formatter(intlLocale, { dateStyle: 'full' }).format(date.toDate());
}

export function monthYearLabel(intlLocale: string, date: Dayjs): string {
  return formatter(intlLocale, { year: 'numeric', month: 'long' }).format(date.toDate());
}

/** Localised name of a date field ('hour', 'minute', 'second', 'year', 'month', 'weekOfYear'). */
export function fieldName(intlLocale: string, field: 'hour' | 'minute' | 'second' | 'weekOfYear'): string {
  try {
    return new Intl.DisplayNames(intlLocale, { type: 'dateTimeField' }).of(field) ?? field;
  } catch {
    return field;
  }
}
