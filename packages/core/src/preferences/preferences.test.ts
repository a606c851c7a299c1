import { LANGUAGES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  GLOBAL_DEFAULTS,
  PREFERENCES_COOKIE,
  PREFERENCES_MAX_AGE_DAYS,
  type Preferences,
  parsePreferencesCookie,
  preferencesCookieString,
  preferencesFromCookieHeader,
  resolveValuationUnit,
  serializePreferencesCookie,
  themeFromCookie,
  themeToCookie,
} from './index.ts';

describe('§3 preference defaults', () => {
  it('§3 cookie defaults: unit USD, showasset true, theme black, layout right, valuationunit 1, login false', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      language: 'en',
      unit: 'USD',
      showasset: true,
      theme: 'black',
      layout: 'right',
      valuationunit: 1,
      login: false,
    });
  });

  it('§3 global defaults', () => {
    expect(GLOBAL_DEFAULTS).toEqual({
      locale: 'en',
      theme: 'dark',
      layout: 'right',
      unit: 'CNY',
      showAsset: false,
      valuationUnit: 1,
      login: false,
      direction: 'ltr',
      terminalCode: '',
    });
  });

  it('§3 cookie theme black is the global dark theme (notes item 2)', () => {
    expect(themeFromCookie(DEFAULT_PREFERENCES.theme)).toBe(GLOBAL_DEFAULTS.theme);
    expect(themeFromCookie('white')).toBe('light');
    expect(themeToCookie('dark')).toBe('black');
    expect(themeToCookie('light')).toBe('white');
  });
});

describe('§3 valuation unit (notes item 3)', () => {
  it('keeps a supported unit chosen in the cookie', () => {
    expect(resolveValuationUnit('KRW', 'ja')).toBe('KRW');
    expect(resolveValuationUnit('usdt_hkd', 'en')).toBe('HKD');
  });

  it('uses the language default currency on a first visit', () => {
    expect(resolveValuationUnit(undefined, 'ja')).toBe('JPY');
    expect(resolveValuationUnit(undefined, 'zh-CN')).toBe('CNY');
    expect(resolveValuationUnit(undefined, 'de')).toBe('EUR');
    expect(resolveValuationUnit(undefined, 'ko')).toBe('KRW');
    expect(resolveValuationUnit('XYZ', 'vi')).toBe('VND');
  });

  it('§3 issue #30 item 7: uk, uz, ar and en-CA start in their own currency; an unknown locale in USD', () => {
    expect(resolveValuationUnit(undefined, 'uk')).toBe('UAH');
    expect(resolveValuationUnit(undefined, 'uz')).toBe('UZS');
    expect(resolveValuationUnit(undefined, 'ar')).toBe('AED');
    expect(resolveValuationUnit(undefined, 'en-CA')).toBe('CAD');
    expect(resolveValuationUnit(undefined, 'en-IN')).toBe('INR');
    expect(resolveValuationUnit(undefined, 'en-ZA')).toBe('ZAR');
    expect(resolveValuationUnit(undefined, 'sv')).toBe('SEK');
    expect(resolveValuationUnit(undefined, 'xx')).toBe('USD');
  });

  it.each(LANGUAGES.map((l) => [l.locale, l.defaultCurrency] as const))(
    '§3 %s first visit shows its default %s',
    (locale, currency) => {
      expect(resolveValuationUnit(undefined, locale)).toBe(currency);
    },
  );
});

describe('§9 preference cookie', () => {
  const custom: Preferences = {
    language: 'zh-TC',
    unit: 'TWD',
    showasset: false,
    theme: 'white',
    layout: 'left',
    valuationunit: 2,
    login: true,
  };

  it('§9 round-trips every field', () => {
    expect(parsePreferencesCookie(serializePreferencesCookie(custom))).toEqual(custom);
    expect(parsePreferencesCookie(serializePreferencesCookie(DEFAULT_PREFERENCES))).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it('§9 missing or garbage input yields the defaults and never throws', () => {
    for (const raw of [
      undefined,
      '',
      '%',
      '%E0%A4%A',
      'not json',
      '[]',
      'null',
      '42',
      '"x"',
      '{"language":5}',
    ]) {
      expect(parsePreferencesCookie(raw)).toEqual(DEFAULT_PREFERENCES);
    }
  });

  it('§9 a bad field keeps its default while good fields survive', () => {
    const raw = encodeURIComponent(
      JSON.stringify({
        language: 'ja',
        unit: 42,
        showasset: 'yes',
        theme: 'pink',
        layout: 'up',
        valuationunit: -3,
      }),
    );
    expect(parsePreferencesCookie(raw)).toEqual({ ...DEFAULT_PREFERENCES, language: 'ja', unit: 'JPY' });
  });

  it('§9 accepts loose spellings written by older code', () => {
    const raw = encodeURIComponent(
      JSON.stringify({
        language: 'zh-cn',
        showasset: 'false',
        login: '1',
        valuationunit: '3',
        theme: 'light',
      }),
    );
    expect(parsePreferencesCookie(raw)).toMatchObject({
      language: 'zh-CN',
      unit: 'CNY',
      showasset: false,
      login: true,
      valuationunit: 3,
      theme: 'white',
    });
  });

  it('§9 cookie string lasts 365 days', () => {
    expect(PREFERENCES_MAX_AGE_DAYS).toBe(365);
    const cookie = preferencesCookieString(custom, { secure: true });
    expect(cookie.startsWith(`${PREFERENCES_COOKIE}=`)).toBe(true);
    expect(cookie).toContain('; Max-Age=31536000');
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; Secure');
    expect(preferencesCookieString(custom)).not.toContain('Secure');
  });

  it('§9 reads the cookie out of a Cookie header', () => {
    const header = `a=1; ${PREFERENCES_COOKIE}=${serializePreferencesCookie(custom)}; b=2`;
    expect(preferencesFromCookieHeader(header)).toEqual(custom);
    expect(preferencesFromCookieHeader('a=1')).toEqual(DEFAULT_PREFERENCES);
    expect(preferencesFromCookieHeader(undefined)).toEqual(DEFAULT_PREFERENCES);
  });
});
