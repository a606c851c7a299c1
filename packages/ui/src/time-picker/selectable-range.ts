import { parseTime, secondsOfDay, type TimeOfDay, type TimeUnit } from './time-units.ts';

/** Element UI 2.x selectableRange: 'HH:mm:ss - HH:mm:ss', or a list of them. */
export type SelectableRange = string | readonly string[];

interface SecondsRange {
  from: number;
  to: number;
}

export function parseSelectableRange(range: SelectableRange | undefined): SecondsRange[] {
  if (range === undefined) return [];
  const parts = typeof range === 'string' ? [range] : range;
  return parts.flatMap((part) => {
    const [fromText = '', toText = ''] = part.split(' - ');
    const from = parseTime(fromText);
    const to = parseTime(toText);
    return from && to ? [{ from: secondsOfDay(from), to: secondsOfDay(to) }] : [];
  });
}

/** With no ranges every time is selectable. */
export function isTimeSelectable(time: TimeOfDay, ranges: readonly SecondsRange[]): boolean {
  if (ranges.length === 0) return true;
  const seconds = secondsOfDay(time);
  return ranges.some((range) => seconds >= range.from && seconds <= range.to);
}

/** A column value is disabled when no time with that value (and the other fields as given) is selectable. */
export function isUnitValueDisabled(
  unit: TimeUnit,
  value: number,
  current: TimeOfDay,
  ranges: readonly SecondsRange[],
): boolean {
  if (ranges.length === 0) return false;
  if (unit === 'hour') {
    const start = value * 3600;
    return !ranges.some((range) => range.to >= start && range.from <= start + 3599);
  }
  if (unit === 'minute') {
    const start = current.hour * 3600 + value * 60;
    return !ranges.some((range) => range.to >= start && range.from <= start + 59);
  }
  return !isTimeSelectable({ ...current, second: value }, ranges);
}
