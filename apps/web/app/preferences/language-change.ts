import { findCurrency } from '@tideline/core/currency';
import { type Preferences, resolveValuationUnit } from '@tideline/core/preferences';
import type { LocaleCode } from '@tideline/protocol';

type LanguageChange = Pick<Preferences, 'language' | 'unit' | 'valuationunit'>;

/**
 * The preference change for switching language. A valuation currency that merely followed the
 * old language (it equals that language's default) follows the new one too; a currency the user
 * picked is kept (notes item 3: a first visit gets the language's currency, a choice is kept).
 */
export function languageChange(
  preferences: Pick<Preferences, 'unit' | 'valuationunit'>,
  fromLocale: string,
  toLocale: LocaleCode,
): LanguageChange {
  if (preferences.unit !== resolveValuationUnit(undefined, fromLocale)) {
    return { language: toLocale, unit: preferences.unit, valuationunit: preferences.valuationunit };
  }
  const unit = resolveValuationUnit(undefined, toLocale);
  return { language: toLocale, unit, valuationunit: findCurrency(unit)?.type ?? preferences.valuationunit };
}
