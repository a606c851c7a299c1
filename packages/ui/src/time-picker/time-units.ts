/** Spec §9: hours 0-23, minutes and seconds 0-59. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);
export const SECONDS = MINUTES;

export type TimeUnit = 'hour' | 'minute' | 'second';

export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
}

export const MIDNIGHT: TimeOfDay = { hour: 0, minute: 0, second: 0 };

export function secondsOfDay(time: TimeOfDay): number {
  return time.hour * 3600 + time.minute * 60 + time.second;
}

export function isValidTime(time: TimeOfDay): boolean {
  return (
    Number.isInteger(time.hour) &&
    Number.isInteger(time.minute) &&
    Number.isInteger(time.second) &&
    time.hour >= 0 &&
    time.hour <= 23 &&
    time.minute >= 0 &&
    time.minute <= 59 &&
    time.second >= 0 &&
    time.second <= 59
  );
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

export function formatTime(time: TimeOfDay, withSeconds = true): string {
  const base = `${pad2(time.hour)}:${pad2(time.minute)}`;
  return withSeconds ? `${base}:${pad2(time.second)}` : base;
}

/** Parses HH:mm[:ss] strictly; null for anything out of 0-23 / 0-59. */
export function parseTime(text: string): TimeOfDay | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const time = { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) };
  return isValidTime(time) ? time : null;
}
