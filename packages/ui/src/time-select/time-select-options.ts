import { formatTime, parseTime, secondsOfDay } from '../time-picker/time-units.ts';

/** Element UI 2.x time-select defaults. */
export const TIME_SELECT_DEFAULTS = { start: '09:00', end: '18:00', step: '00:30' } as const;

export interface TimeSelectOption {
  value: string;
  label: string;
  disabled: boolean;
}

export interface TimeSelectBounds {
  start?: string;
  end?: string;
  step?: string;
  /** Times at or before minTime are disabled. */
  minTime?: string;
  /** Times at or after maxTime are disabled. */
  maxTime?: string;
}

/** Lists HH:mm times from start to end by step; an invalid or zero step lists nothing. */
export function buildTimeSelectOptions(bounds: TimeSelectBounds = {}): TimeSelectOption[] {
  const start = parseTime(bounds.start ?? TIME_SELECT_DEFAULTS.start);
  const end = parseTime(bounds.end ?? TIME_SELECT_DEFAULTS.end);
  const step = parseTime(bounds.step ?? TIME_SELECT_DEFAULTS.step);
  if (!start || !end || !step) return [];
  const stepSeconds = secondsOfDay(step);
  if (stepSeconds <= 0) return [];
  const min = bounds.minTime ? parseTime(bounds.minTime) : null;
  const max = bounds.maxTime ? parseTime(bounds.maxTime) : null;
  const options: TimeSelectOption[] = [];
  for (let seconds = secondsOfDay(start); seconds <= secondsOfDay(end); seconds += stepSeconds) {
    const hour = Math.floor(seconds / 3600);
    const minute = Math.floor((seconds % 3600) / 60);
    const label = formatTime({ hour, minute, second: 0 }, false);
    const disabled =
      (min !== null && seconds <= secondsOfDay(min)) || (max !== null && seconds >= secondsOfDay(max));
    options.push({ value: label, label, disabled });
  }
  return options;
}
