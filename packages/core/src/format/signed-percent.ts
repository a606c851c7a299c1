import { findLanguage } from '@tideline/protocol';
import { type DecimalInput, parseDecimal } from '../decimal/index.ts';
import { MISSING_PLACEHOLDER } from './missing.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function percentFormatter(locale: string, decimals: number): Intl.NumberFormat {
  const tag = findLanguage(locale)?.widgetLocale ?? locale;
  const key = `${tag}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'percent',
      signDisplay: 'exceptZero',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // Half away from zero, as every ratio on the page (spec §9).
      roundingMode: 'halfExpand',
      // The page writes every other figure in Latin digits; a percentage must not switch script.
      numberingSystem: 'latn',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A change or return in percent (`'3.85'` is 3.85 %) as the page locale writes it, the sign always
 * shown and bound before the number in either writing direction: `+3.85%` in English, `+3,85 %`
 * in German, and in Arabic the same figure wrapped in left-to-right marks, so a right-to-left line
 * never shows `3.85%-`. A figure that rounds to zero has no sign; a missing one gives `--`.
 * `locale` is the page locale code (`ar`, `zh-CN`) or a BCP-47 tag.
 */
export function formatSignedPercent(percent: DecimalInput, locale: string, decimals = 2): string {
  const parsed = parseDecimal(percent);
  if (parsed === null) return MISSING_PLACEHOLDER;
  // A decimal string keeps the value exact through Intl (no binary rounding before the cut).
  return percentFormatter(locale, decimals).format(parsed.dividedBy(100).toFixed() as `${number}`);
}
