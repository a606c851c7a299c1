import { LANGUAGES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  canonicalLink,
  isRtl,
  localePrefix,
  localizePath,
  negotiateLocale,
  parseLocalePrefix,
  resolveLocale,
  textDirection,
} from './index.ts';

const EXPECTED_PREFIX: Record<string, string> = {
  en: '',
  asia: '',
  'en-GB': '',
  'en-CA': '',
  'en-IN': '',
  'en-PH': '',
  'en-ZA': '',
  ja: 'ja',
  ru: 'ru',
  es: 'es',
  it: 'it',
  fr: 'fr',
  de: 'de',
  'zh-CN': 'zh-CN',
  'zh-TC': 'zh-TC',
  pt: 'pt',
  id: 'id',
  pl: 'pl',
  vi: 'vi',
  uk: 'uk',
  'pt-PT': 'pt-PT',
  'es-ES': 'es-ES',
  uz: 'uz',
  ar: 'ar',
  ph: 'ph',
  'es-AR': 'es-AR',
  bg: 'bg',
  nl: 'nl',
  th: 'th',
  sv: 'sv',
  ko: 'ko',
  tr: 'tr',
};

describe('§2 locale prefix', () => {
  it('§2 covers every language row', () => {
    expect(Object.keys(EXPECTED_PREFIX).sort()).toEqual(LANGUAGES.map((l) => l.locale).sort());
  });

  it.each(Object.entries(EXPECTED_PREFIX))('§2 %s uses prefix "%s"', (locale, prefix) => {
    expect(localePrefix(locale)).toBe(prefix);
  });

  it('§2 French, Russian and Uzbek regional variants map to fr, ru and uz', () => {
    expect(localePrefix('fr-FR')).toBe('fr');
    expect(localePrefix('fr-CA')).toBe('fr');
    expect(localePrefix('ru-RU')).toBe('ru');
    expect(localePrefix('uz-UZ')).toBe('uz');
    expect(localePrefix('uz_UZ')).toBe('uz');
  });

  it('§2 regional English variants and unknown tags have no prefix', () => {
    expect(localePrefix('en-US')).toBe('');
    expect(localePrefix('en-AU')).toBe('');
    expect(localePrefix('xx-YY')).toBe('');
    expect(localePrefix('')).toBe('');
  });

  it('§2 parses a leading locale segment or the literal bg', () => {
    expect(parseLocalePrefix('/ja/asset/spot')).toEqual({ locale: 'ja', prefix: 'ja', rest: '/asset/spot' });
    expect(parseLocalePrefix('/zh-cn/spot/BTCUSDT')).toEqual({
      locale: 'zh-CN',
      prefix: 'zh-CN',
      rest: '/spot/BTCUSDT',
    });
    expect(parseLocalePrefix('/bg/fee')).toEqual({ locale: 'bg', prefix: 'bg', rest: '/fee' });
    expect(parseLocalePrefix('/pt-PT')).toEqual({ locale: 'pt-PT', prefix: 'pt-PT', rest: '/' });
    expect(parseLocalePrefix('/es-ES/')).toEqual({ locale: 'es-ES', prefix: 'es-ES', rest: '/' });
  });

  it('§2 leaves paths without a locale segment alone', () => {
    expect(parseLocalePrefix('/spot/BTCUSDT')).toEqual({
      locale: undefined,
      prefix: '',
      rest: '/spot/BTCUSDT',
    });
    expect(parseLocalePrefix('/')).toEqual({ locale: undefined, prefix: '', rest: '/' });
    expect(parseLocalePrefix('')).toEqual({ locale: undefined, prefix: '', rest: '/' });
    expect(parseLocalePrefix('/japan/x')).toEqual({ locale: undefined, prefix: '', rest: '/japan/x' });
    expect(parseLocalePrefix('/fr-FR/x')).toEqual({ locale: undefined, prefix: '', rest: '/fr-FR/x' });
    expect(parseLocalePrefix('asset').rest).toBe('/asset');
  });

  it('§2 internal links keep or set the prefix', () => {
    expect(localizePath('/asset', 'ja')).toBe('/ja/asset');
    expect(localizePath('/ja/asset', 'de')).toBe('/de/asset');
    expect(localizePath('/ja/asset', 'en')).toBe('/asset');
    expect(localizePath('/ja/asset', 'en-GB')).toBe('/asset');
    expect(localizePath('/bg/asset', 'bg')).toBe('/bg/asset');
    expect(localizePath('/', 'zh-CN')).toBe('/zh-CN');
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/spot/BTCUSDT?x=1#top', 'fr-FR')).toBe('/fr/spot/BTCUSDT?x=1#top');
    expect(localizePath('/?tab=1', 'es-ES')).toBe('/es-ES?tab=1');
  });

  it('§2 external and relative links are not prefixed', () => {
    expect(localizePath('https://example.com/a', 'ja')).toBe('https://example.com/a');
    expect(localizePath('//cdn.example.com/a', 'ja')).toBe('//cdn.example.com/a');
    expect(localizePath('#top', 'ja')).toBe('#top');
    expect(localizePath('asset', 'ja')).toBe('asset');
  });
});

describe('§2 canonical and alternate links', () => {
  const origin = 'https://tideline.example/';

  it('§2 canonical link is the page in its own locale without query', () => {
    expect(canonicalLink(origin, '/ja/spot/BTCUSDT?x=1')).toBe('https://tideline.example/ja/spot/BTCUSDT');
    expect(canonicalLink(origin, '/spot/BTCUSDT')).toBe('https://tideline.example/spot/BTCUSDT');
    expect(canonicalLink(origin, '/zh-cn/fee')).toBe('https://tideline.example/zh-CN/fee');
  });

  it('§2 English aliases are canonicalised to the unprefixed page', () => {
    expect(canonicalLink(origin, '/en/fee')).toBe('https://tideline.example/fee');
    expect(canonicalLink(origin, '/en-GB/fee')).toBe('https://tideline.example/fee');
    expect(canonicalLink(origin, '/bg/fee')).toBe('https://tideline.example/fee');
  });

  it('§2 alternates write Chinese as zh-Hans/zh-Hant and Filipino as fil, plus x-default', () => {
    const links = alternateLinks(origin, '/ja/fee');
    const byLang = new Map(links.map((l) => [l.hreflang, l.href]));
    expect(byLang.get('zh-Hans')).toBe('https://tideline.example/zh-CN/fee');
    expect(byLang.get('zh-Hant')).toBe('https://tideline.example/zh-TC/fee');
    expect(byLang.get('fil')).toBe('https://tideline.example/ph/fee');
    expect(byLang.get('en')).toBe('https://tideline.example/fee');
    expect(byLang.get('x-default')).toBe('https://tideline.example/fee');
    expect(byLang.get('ja')).toBe('https://tideline.example/ja/fee');
    expect(byLang.get('ar')).toBe('https://tideline.example/ar/fee');
  });

  it('§2 one alternate per distinct page: no bg and no regional English duplicates', () => {
    const links = alternateLinks(origin, '/fee');
    const hreflangs = links.map((l) => l.hreflang);
    expect(hreflangs).not.toContain('bg');
    expect(hreflangs).not.toContain('en-GB');
    // en, 24 prefixed locales (31 languages less 7 English ones) and x-default
    expect(links).toHaveLength(26);
    expect(new Set(links.slice(0, -1).map((l) => l.href)).size).toBe(25);
  });
});

describe('§3 direction and negotiation', () => {
  it.each(LANGUAGES.map((l) => [l.locale, l.locale === 'ar'] as const))(
    '§3 %s right-to-left: %s',
    (locale, rtl) => {
      expect(isRtl(locale)).toBe(rtl);
      expect(textDirection(locale)).toBe(rtl ? 'rtl' : 'ltr');
    },
  );

  it('§3 Arabic regional tags are right-to-left; unknown tags left-to-right', () => {
    expect(isRtl('ar-SA')).toBe(true);
    expect(isRtl('he')).toBe(false);
    expect(textDirection('')).toBe('ltr');
  });

  it('resolves regional and script tags to supported locales', () => {
    expect(resolveLocale('zh-Hans')).toBe('zh-CN');
    expect(resolveLocale('zh-Hant-HK')).toBe('zh-TC');
    expect(resolveLocale('zh-TW')).toBe('zh-TC');
    expect(resolveLocale('zh')).toBe('zh-CN');
    expect(resolveLocale('fil')).toBe('ph');
    expect(resolveLocale('tl-PH')).toBe('ph');
    expect(resolveLocale('pt-BR')).toBe('pt');
    expect(resolveLocale('pt-pt')).toBe('pt-PT');
    expect(resolveLocale('de-AT')).toBe('de');
    expect(resolveLocale('xx')).toBeUndefined();
  });

  it('negotiates the Accept-Language header by quality, falling back to en', () => {
    expect(negotiateLocale('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(negotiateLocale('xx, de;q=0.5, ja;q=0.7')).toBe('ja');
    expect(negotiateLocale('ja;q=0, ko;q=0.1')).toBe('ko');
    expect(negotiateLocale('zh-TW,zh;q=0.9')).toBe('zh-TC');
    expect(negotiateLocale('es-AR,es;q=0.9')).toBe('es-AR');
    expect(negotiateLocale('xx-YY')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('q=;;,,')).toBe('en');
  });

  it('§2 never negotiates bg, whose texts are English', () => {
    expect(negotiateLocale('bg-BG,bg;q=0.9,ru;q=0.5')).toBe('en');
  });
});
