import { describe, expect, it } from 'vitest';
import { isTimeSelectable, isUnitValueDisabled, parseSelectableRange } from './selectable-range.ts';
import { formatTime, HOURS, MINUTES, parseTime, SECONDS } from './time-units.ts';

describe('time units', () => {
  it('§9 hours run 0-23, minutes and seconds 0-59', () => {
    expect(HOURS).toHaveLength(24);
    expect(HOURS[0]).toBe(0);
    expect(HOURS.at(-1)).toBe(23);
    expect(MINUTES).toHaveLength(60);
    expect(MINUTES.at(-1)).toBe(59);
    expect(SECONDS.at(-1)).toBe(59);
  });
  it('§9 parses HH:mm:ss strictly within 0-23 and 0-59', () => {
    expect(parseTime('23:59:59')).toEqual({ hour: 23, minute: 59, second: 59 });
    expect(parseTime('24:00:00')).toBeNull();
    expect(parseTime('12:60:00')).toBeNull();
    expect(parseTime('12:00:60')).toBeNull();
    expect(parseTime('9:00:00')).toBeNull();
    expect(parseTime('09:30')).toEqual({ hour: 9, minute: 30, second: 0 });
  });
  it('formats with zero padding', () => {
    expect(formatTime({ hour: 7, minute: 5, second: 3 })).toBe('07:05:03');
    expect(formatTime({ hour: 7, minute: 5, second: 3 }, false)).toBe('07:05');
  });
});

describe('selectable range', () => {
  const ranges = parseSelectableRange('18:30:00 - 20:30:00');
  it('§5 times outside the selectable range are not accepted', () => {
    expect(isTimeSelectable({ hour: 18, minute: 30, second: 0 }, ranges)).toBe(true);
    expect(isTimeSelectable({ hour: 20, minute: 30, second: 0 }, ranges)).toBe(true);
    expect(isTimeSelectable({ hour: 18, minute: 29, second: 59 }, ranges)).toBe(false);
    expect(isTimeSelectable({ hour: 20, minute: 30, second: 1 }, ranges)).toBe(false);
  });
  it('disables column values that have no selectable time', () => {
    const current = { hour: 18, minute: 0, second: 0 };
    expect(isUnitValueDisabled('hour', 17, current, ranges)).toBe(true);
    expect(isUnitValueDisabled('hour', 18, current, ranges)).toBe(false);
    expect(isUnitValueDisabled('hour', 21, current, ranges)).toBe(true);
    expect(isUnitValueDisabled('minute', 29, current, ranges)).toBe(true);
    expect(isUnitValueDisabled('minute', 30, current, ranges)).toBe(false);
  });
  it('allows everything without a range', () => {
    expect(isTimeSelectable({ hour: 3, minute: 0, second: 0 }, parseSelectableRange(undefined))).toBe(true);
  });
});
