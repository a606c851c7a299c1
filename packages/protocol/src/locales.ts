/**
 * The language table (spec §3 "Language entry"). Client and gateway both read it: the client to
 * pick texts, currencies and prefixes, the gateway to translate the `languageType` query
 * parameter every request carries (§7).
 *
 * The spec gives type numbers for the 23 main locales plus tr (8) and sv (22). The other extra
 * languages, and `bg`, get type numbers the spec leaves unused; their default currencies are the
 * natural currency of the market because the §3 currency table omits them:
 *
 * | locale | type | default currency | why                                        |
 * |--------|------|------------------|--------------------------------------------|
 * | en-IN  | 14   | INR              | Indian English (notes item 5)              |
 * | en-PH  | 15   | PHP              | Philippine English                         |
 * | en-ZA  | 16   | ZAR              | "African" English, written as South Africa |
 * | nl     | 17   | EUR              | Dutch                                      |
 * | th     | 18   | THB              | Thai                                       |
 * | ko     | 19   | KRW              | Korean                                     |
 * | bg     | 26   | EUR              | Bulgaria uses the euro since 2026-01-01    |
 * | tr     | 8    | TRY              | type from the spec                         |
 * | sv     | 22   | SEK              | type from the spec                         |
 *
 * `bg` is a recognised locale prefix whose texts reuse English (spec §2, §8), so its widget and
 * date codes are English. "31 languages" means the 23 main plus the 8 extra; `bg` is the 32nd row.
 *
 * `widgetLocale` is the BCP-47 tag the widget set (packages/ui) and `Intl` formatters use;
 * `dateLocale` is a file name under `dayjs/locale`.
 */

export const MAIN_LOCALES = [
  'en',
  'asia',
  'en-GB',
  'ja',
  'ru',
  'es',
  'it',
  'fr',
  'de',
  'zh-CN',
  'zh-TC',
  'pt',
  'id',
  'pl',
  'vi',
  'uk',
  'pt-PT',
  'es-ES',
  'uz',
  'ar',
  'ph',
  'es-AR',
  'en-CA',
] as const;

export const EXTRA_LOCALES = ['en-IN', 'en-PH', 'en-ZA', 'nl', 'th', 'sv', 'ko', 'tr'] as const;

/** A route prefix that is accepted but has no texts of its own (spec §2). */
export const ENGLISH_ALIAS_LOCALE = 'bg';

export const LOCALE_CODES = [...MAIN_LOCALES, ENGLISH_ALIAS_LOCALE, ...EXTRA_LOCALES] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export type TextDirection = 'ltr' | 'rtl';

export interface LanguageEntry {
  locale: LocaleCode;
  /** Sent in the locale and language headers (§7), e.g. `en_US`. */
  languageKey: string;
  /** The language's own name, shown in the language picker. */
  languageName: string;
  languageType: number;
  /** ISO 4217 code of the currency a first-time visitor sees (§3 table, notes item 3). */
  defaultCurrency: string;
  widgetLocale: string;
  dateLocale: string;
  dir: TextDirection;
  /** Value of the hreflang attribute in alternate-language link tags (§2). */
  hreflang: string;
}

export const DEFAULT_LOCALE: LocaleCode = 'en';

export const LANGUAGES: readonly LanguageEntry[] = [
  row('en', 'en_US', 'English', 0, 'USD', 'en-US', 'en', 'en'),
  // "asia" is English for Asian markets (notes item 6); Singapore stands for the region in the key.
  row('asia', 'en_SG', 'English (Asia)', 3, 'USD', 'en-SG', 'en', 'en-SG'),
  row('en-GB', 'en_GB', 'English (UK)', 41, 'USD', 'en-GB', 'en-gb', 'en-GB'),
  row('ja', 'ja_JP', '日本語', 2, 'JPY', 'ja-JP', 'ja', 'ja'),
  row('ru', 'ru_RU', 'Русский', 6, 'RUB', 'ru-RU', 'ru', 'ru'),
  // Plain `es` is Spanish for the Americas; Spain and Argentina have their own rows.
  row('es', 'es_419', 'Español', 7, 'EUR', 'es-419', 'es', 'es'),
  row('it', 'it_IT', 'Italiano', 9, 'EUR', 'it-IT', 'it', 'it'),
  row('fr', 'fr_FR', 'Français', 10, 'EUR', 'fr-FR', 'fr', 'fr'),
  row('de', 'de_DE', 'Deutsch', 11, 'EUR', 'de-DE', 'de', 'de'),
  row('zh-CN', 'zh_CN', '简体中文', 1, 'CNY', 'zh-CN', 'zh-cn', 'zh-Hans'),
  row('zh-TC', 'zh_TW', '繁體中文', 5, 'TWD', 'zh-TW', 'zh-tw', 'zh-Hant'),
  // Plain `pt` is Brazilian Portuguese; Portugal has `pt-PT`.
  row('pt', 'pt_BR', 'Português', 12, 'EUR', 'pt-BR', 'pt-br', 'pt'),
  row('id', 'id_ID', 'Bahasa Indonesia', 13, 'IDR', 'id-ID', 'id', 'id'),
  row('pl', 'pl_PL', 'Polski', 20, 'USD', 'pl-PL', 'pl', 'pl'),
  row('vi', 'vi_VN', 'Tiếng Việt', 4, 'VND', 'vi-VN', 'vi', 'vi'),
  row('uk', 'uk_UA', 'Українська', 21, 'UAH', 'uk-UA', 'uk', 'uk'),
  row('pt-PT', 'pt_PT', 'Português (Portugal)', 24, 'EUR', 'pt-PT', 'pt', 'pt-PT'),
  row('es-ES', 'es_ES', 'Español (España)', 23, 'EUR', 'es-ES', 'es', 'es-ES'),
  row('uz', 'uz_UZ', 'Oʻzbekcha', 25, 'UZS', 'uz-Latn-UZ', 'uz-latn', 'uz'),
  row('ar', 'ar_AE', 'العربية', 39, 'AED', 'ar-AE', 'ar', 'ar', 'rtl'),
  row('ph', 'fil_PH', 'Filipino', 40, 'PHP', 'fil-PH', 'tl-ph', 'fil'),
  row('es-AR', 'es_AR', 'Español (Argentina)', 42, 'EUR', 'es-AR', 'es', 'es-AR'),
  row('en-CA', 'en_CA', 'English (Canada)', 43, 'CAD', 'en-CA', 'en-ca', 'en-CA'),
  row('bg', 'bg_BG', 'Български', 26, 'EUR', 'en-US', 'en', 'bg'),
  row('en-IN', 'en_IN', 'English (India)', 14, 'INR', 'en-IN', 'en-in', 'en-IN'),
  row('en-PH', 'en_PH', 'English (Philippines)', 15, 'PHP', 'en-PH', 'en', 'en-PH'),
  row('en-ZA', 'en_ZA', 'English (South Africa)', 16, 'ZAR', 'en-ZA', 'en-gb', 'en-ZA'),
  row('nl', 'nl_NL', 'Nederlands', 17, 'EUR', 'nl-NL', 'nl', 'nl'),
  row('th', 'th_TH', 'ไทย', 18, 'THB', 'th-TH', 'th', 'th'),
  row('sv', 'sv_SE', 'Svenska', 22, 'SEK', 'sv-SE', 'sv', 'sv'),
  row('ko', 'ko_KR', '한국어', 19, 'KRW', 'ko-KR', 'ko', 'ko'),
  row('tr', 'tr_TR', 'Türkçe', 8, 'TRY', 'tr-TR', 'tr', 'tr'),
];

function row(
  locale: LocaleCode,
  languageKey: string,
  languageName: string,
  languageType: number,
  defaultCurrency: string,
  widgetLocale: string,
  dateLocale: string,
  hreflang: string,
  dir: TextDirection = 'ltr',
): LanguageEntry {
  return {
    locale,
    languageKey,
    languageName,
    languageType,
    defaultCurrency,
    widgetLocale,
    dateLocale,
    dir,
    hreflang,
  };
}

/** The 31 languages a visitor can pick; `bg` is left out because its texts are English. */
export const SELECTABLE_LANGUAGES: readonly LanguageEntry[] = LANGUAGES.filter(
  (entry) => entry.locale !== ENGLISH_ALIAS_LOCALE,
);

const byLowerCode = new Map(LANGUAGES.map((entry) => [entry.locale.toLowerCase(), entry]));
const byType = new Map(LANGUAGES.map((entry) => [entry.languageType, entry]));

/** Case-insensitive lookup by locale code (`zh-cn` finds `zh-CN`). */
export function findLanguage(code: string): LanguageEntry | undefined {
  return byLowerCode.get(code.toLowerCase());
}

export function languageByType(type: number): LanguageEntry | undefined {
  return byType.get(type);
}

export function isLocaleCode(code: string): code is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(code);
}

/** The entry used whenever a locale is unknown. */
export const DEFAULT_LANGUAGE: LanguageEntry = findLanguage(DEFAULT_LOCALE)!;
