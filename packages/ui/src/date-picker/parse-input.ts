import { type Dayjs, dayjs } from './dayjs.ts';
import { toDayjsFormat } from './format-tokens.ts';
import type { DisabledDate } from './range.ts';
import { weekStart } from './week.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** customParseFormat cannot read ISO week numbers, so week formats are matched by hand. */
function parseWeek(text: string, specFormat: string): Dayjs | null {
  const pattern = escapeRegExp(specFormat)
    .replace('yyyy', '(?<year>\\d{4})')
    .replace('WW', '(?<week>\\d{2})');
  const groups = new RegExp(`^${pattern}$`).exec(text)?.groups;
  if (!groups?.year || !groups.week) return null;
  return weekStart(Number(groups.year), Number(groups.week));
}

/** Strictly parses `text` in the spec-format; null when it does not parse as a real date. */
export function parseInFormat(text: string, specFormat: string): Dayjs | null {
  if (specFormat.includes('WW')) return parseWeek(text, specFormat);
  const dayjsFormat = toDayjsFormat(specFormat);
  const parsed = dayjs(text, dayjsFormat, true);
  // Checked here too, not left to the plugin's strict flag: the browser bundle was seen rolling
  // 2026-02-30 over to 2026-03-02, so an overflowing date must fail the round trip (spec §5).
  return parsed.isValid() && parsed.format(dayjsFormat) === text ? parsed : null;
}

/** Spec §5: typed dates count only when they parse in the format and are not disabled. */
export function parseTypedDate(text: string, specFormat: string, disabledDate?: DisabledDate): Dayjs | null {
  const parsed = parseInFormat(text.trim(), specFormat);
  if (!parsed) return null;
  if (disabledDate?.(parsed.toDate())) return null;
  return parsed;
}

/** Length of a formatted value, e.g. 10 for yyyy-MM-dd. Range editors wait for this many characters. */
export function formattedLength(specFormat: string): number {
  return dayjs(new Date(2000, 0, 1)).format(toDayjsFormat(specFormat)).length;
}

/** Spec §5: range editors apply typed text only once it reaches the full format length. */
export function isCompleteRangeInput(text: string, specFormat: string): boolean {
  return text.trim().length === formattedLength(specFormat);
}

export function formatDate(date: Dayjs | Date, specFormat: string): string {
  return dayjs(date).format(toDayjsFormat(specFormat));
}
