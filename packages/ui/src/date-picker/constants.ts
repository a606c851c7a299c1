/** Spec §9 picker constants. */
export const YEAR_BLOCK_SIZE = 10;
export const MONTH_GRID_ROWS = 3;
export const MONTH_GRID_COLUMNS = 4;
export const DATE_GRID_ROWS = 6;
export const DATE_GRID_COLUMNS = 7;
/** Years either side of the current year that the year navigation offers by default. */
export const DEFAULT_YEAR_SPAN = 10;
export const REPEAT_CLICK_MS = 200;
export const REPEAT_CLICK_MAC_MS = 100;
/** Arrow keys look this far for an enabled day before giving up (spec §5 "about one year"). */
export const KEYBOARD_SEARCH_DAYS = 365;
export const DEFAULT_FIRST_DAY_OF_WEEK = 7;

export function repeatClickInterval(platform: string): number {
  return /mac/i.test(platform) ? REPEAT_CLICK_MAC_MS : REPEAT_CLICK_MS;
}

export function defaultYearRange(currentYear: number): readonly [number, number] {
  return [currentYear - DEFAULT_YEAR_SPAN, currentYear + DEFAULT_YEAR_SPAN];
}

/** Spec §5: first day of week must be 1..7 (7 = Sunday); anything else falls back to the default. */
export function normaliseFirstDayOfWeek(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 7
    ? value
    : DEFAULT_FIRST_DAY_OF_WEEK;
}
