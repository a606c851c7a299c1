import dayjs from 'dayjs';

/** Spec §5: the wire format of date-like values in non-GET bodies. */
export const REQUEST_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isDateLike(value: unknown): value is Date | dayjs.Dayjs {
  return value instanceof Date || dayjs.isDayjs(value);
}

/**
 * Spec §5: string values are trimmed; date-like values (Date and dayjs objects) are formatted
 * `YYYY-MM-DD HH:mm` in local time on non-GET calls. GET calls keep their dates for the query
 * serialiser.
 *
 * The walk is deep through plain objects and arrays, because forms send nested filters and
 * lists whose strings carry the same stray spaces. Anything else (File, Blob, FormData, class
 * instances) passes through untouched, as do invalid dates, which have no meaningful format.
 * The input is never mutated.
 */
export function normalizeRequestParams(params: unknown, method = 'GET'): unknown {
  const formatDates = method.toUpperCase() !== 'GET';
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return value.trim();
    if (isDateLike(value)) {
      const date = dayjs(value);
      return formatDates && date.isValid() ? date.format(REQUEST_DATE_FORMAT) : value;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (isPlainObject(value)) {
      const result: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) result[key] = walk(item);
      return result;
    }
    return value;
  };
  return walk(params);
}
