/** Spec §5: the integer part of a typed number keeps at most 20 digits. */
export const MAX_INTEGER_DIGITS = 20;

export interface NumericInputOptions {
  /**
   * Decimal places allowed. `0` allows integers only (no dot at all); omitted means unlimited.
   * A trailing dot is kept while `decimals > 0` so that `1.` can be typed on the way to `1.5`.
   */
  decimals?: number;
}

// Full-width period (U+FF0E) is the spec's rule. The ideographic full stop (U+3002) and full-width
// digits (U+FF10-U+FF19) are what Chinese and Japanese IMEs produce for the same keys, so they are
// normalised too rather than silently dropped.
const FULL_WIDTH_PERIODS = /[\uFF0E\u3002]/g;
const FULL_WIDTH_DIGITS = /[\uFF10-\uFF19]/g;
const FULL_WIDTH_DIGIT_OFFSET = 0xff10 - 0x30;

function normaliseWidth(raw: string): string {
  return raw
    .replace(FULL_WIDTH_PERIODS, '.')
    .replace(FULL_WIDTH_DIGITS, (digit) =>
      String.fromCharCode(digit.charCodeAt(0) - FULL_WIDTH_DIGIT_OFFSET),
    );
}

/**
 * Leading zeros collapse: `000.5` -> `0.5`, `00` -> `0`. A zero directly before another integer
 * digit is dropped too (`007` -> `7`, typing `0` then `5` gives `5`), because `07` is not a number
 * anyone means to type and would otherwise need deleting by hand.
 */
function collapseLeadingZeros(text: string): string {
  return text.replace(/^0+(?=\d)/, '').replace(/^0+(?=\.|$)/, '0');
}

function keepFirstDot(text: string): string {
  const dot = text.indexOf('.');
  if (dot === -1) return text;
  return text.slice(0, dot + 1) + text.slice(dot + 1).replaceAll('.', '');
}

function limitParts(text: string, decimals: number | undefined): string {
  const dot = text.indexOf('.');
  const integerPart = (dot === -1 ? text : text.slice(0, dot)).slice(0, MAX_INTEGER_DIGITS);
  if (dot === -1 || decimals === 0) return integerPart;
  const fraction = text.slice(dot + 1);
  return `${integerPart}.${decimals === undefined ? fraction : fraction.slice(0, decimals)}`;
}

/**
 * Cleans what a user typed into a numeric field (spec §5), applying the rules in the spec's order:
 * 1. full-width period becomes `.`;
 * 2. everything except ASCII digits and `.` is stripped (so no sign: these fields are non-negative);
 * 3. leading dots are removed (`.5` -> `5`, as the spec says; not `0.5`);
 * 4. leading zeros collapse (see collapseLeadingZeros);
 * 5. only the first dot is kept (`1.2.3` -> `1.23`);
 * 6. the integer part keeps its first 20 digits;
 * 7. the fraction keeps its first `decimals` digits; with `decimals: 0` the dot and fraction go.
 * Digits beyond a limit are cut, never rounded: the field shows exactly what was kept.
 */
export function sanitizeNumericInput(raw: string, options: NumericInputOptions = {}): string {
  const { decimals } = options;
  if (decimals !== undefined && (!Number.isInteger(decimals) || decimals < 0)) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
  const digitsAndDots = normaliseWidth(raw).replace(/[^\d.]/g, '');
  const withoutLeadingDots = digitsAndDots.replace(/^\.+/, '');
  const collapsed = collapseLeadingZeros(withoutLeadingDots);
  return limitParts(keepFirstDot(collapsed), decimals);
}
