import { Decimal } from '@tideline/core/decimal';
import { formatNumber } from '@tideline/core/format';

/** Fee rates keep 4 decimals of a percent, the tables' own precision: "0.000160" -> "0.0160%". */
export function formatRate(rate: string): string {
  return `${formatNumber(new Decimal(rate).times(100), { decimals: 4 })}%`;
}

/** A reserve ratio ("1.0523") as a percentage with 2 decimals; `--` while nothing is owed. */
export function formatRatio(ratio: string | null): string {
  return ratio === null ? '--' : `${formatNumber(new Decimal(ratio).times(100), { decimals: 2 })}%`;
}

/** Whole numbers with thousands separators (volume and BNB thresholds). */
export function formatWhole(value: number): string {
  return formatNumber(value, { decimals: 0 });
}

/** A package size in MB with one decimal. */
export function formatMegabytes(bytes: number): string {
  return `${formatNumber(new Decimal(bytes).dividedBy(1024 * 1024), { decimals: 1 })} MB`;
}

/**
 * Times in UTC, "2026-11-21 12:30 UTC": the same text on the server and in every browser, and
 * unambiguous on a page about audited figures.
 */
export function formatUtcTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
