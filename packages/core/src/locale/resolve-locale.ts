import { findLanguage, LANGUAGES, type LocaleCode } from '@tideline/protocol';

/**
 * Maps any BCP-47 tag (from a header, a cookie or a regional variant such as `fr-FR`) to a
 * supported locale, or undefined. Order: exact code, hreflang spelling (`zh-Hans`, `fil`),
 * Chinese script/region rules, then the primary language subtag, so every regional variant of a
 * supported language lands on it (spec §2 names fr-FR, ru-RU and uz-UZ; de-AT or pt-BR follow
 * the same rule).
 */
export function resolveLocale(tag: string): LocaleCode | undefined {
  const normalised = tag.trim().replace(/_/g, '-');
  if (normalised === '') return undefined;
  const exact = findLanguage(normalised);
  if (exact) return exact.locale;
  const lower = normalised.toLowerCase();
  const byHreflang = LANGUAGES.find((entry) => entry.hreflang.toLowerCase() === lower);
  if (byHreflang) return byHreflang.locale;
  const [primary = '', ...subtags] = lower.split('-');
  if (primary === 'zh') return isTraditionalChinese(subtags) ? 'zh-TC' : 'zh-CN';
  if (primary === 'fil' || primary === 'tl') return 'ph';
  return findLanguage(primary)?.locale;
}

function isTraditionalChinese(subtags: readonly string[]): boolean {
  return subtags.some((subtag) => ['hant', 'tw', 'hk', 'mo'].includes(subtag));
}
