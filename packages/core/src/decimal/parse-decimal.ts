import { Decimal, type DecimalInput } from './decimal.ts';

/**
 * Reads a value as a finite decimal, or `null` when it is missing or not a number:
 * `undefined`, `null`, `''`, whitespace, `NaN`, `±Infinity` and unparseable strings all give `null`.
 * Strings are trimmed first. Grouping commas are NOT accepted ("1,5" is ambiguous across locales).
 */
export function parseDecimal(value: DecimalInput): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const source = typeof value === 'string' ? value.trim() : value;
  if (source === '') return null;
  let parsed: Decimal;
  try {
    parsed = new Decimal(source);
  } catch {
    return null;
  }
  return parsed.isFinite() ? parsed : null;
}

/** Like {@link parseDecimal}, but a missing or invalid value becomes `fallback` (0 by default). */
export function toDecimal(value: DecimalInput, fallback: DecimalInput = 0): Decimal {
  return parseDecimal(value) ?? parseDecimal(fallback) ?? new Decimal(0);
}
