import { describe, expect, it } from 'vitest';
import { linkInPrefix, pageLocale, pageLocaleChanged } from './page-locale.ts';

describe('§2 the locale a page is shown in', () => {
  it('takes the locale from the leading path segment', () => {
    expect(pageLocale('/zh-CN/design-system', undefined)).toBe('zh-CN');
    expect(pageLocale('/ar', 'ja')).toBe('ar');
    expect(pageLocale('/pt-PT/', undefined)).toBe('pt-PT');
  });

  it('keeps bg as its own locale (its texts are English)', () => {
    expect(pageLocale('/bg/fee', undefined)).toBe('bg');
  });

  it('reads an unprefixed path as English, the saved regional English when there is one', () => {
    expect(pageLocale('/', undefined)).toBe('en');
    expect(pageLocale('/design-system', 'en-GB')).toBe('en-GB');
    expect(pageLocale('/', 'asia')).toBe('asia');
    expect(pageLocale('/', 'en-CA')).toBe('en-CA');
  });

  it('never lets a saved prefixed language override an unprefixed URL', () => {
    expect(pageLocale('/', 'ja')).toBe('en');
    expect(pageLocale('/', 'zh-CN')).toBe('en');
    expect(pageLocale('/', 'not-a-locale')).toBe('en');
  });

  it('tells when a navigation crosses into another locale prefix', () => {
    expect(pageLocaleChanged('/', '/design-system')).toBe(false);
    expect(pageLocaleChanged('/ja', '/ja/design-system')).toBe(false);
    expect(pageLocaleChanged('/', '/ja')).toBe(true);
    expect(pageLocaleChanged('/ar/x', '/bg/x')).toBe(true);
  });
});

describe('§2 internal links keep the current prefix', () => {
  it('adds the prefix of the page locale', () => {
    expect(linkInPrefix('/spot/BTCUSDT', 'zh-CN', 'zh-CN')).toBe('/zh-CN/spot/BTCUSDT');
    expect(linkInPrefix('/', 'ar', 'ar')).toBe('/ar');
    expect(linkInPrefix('/fee', 'bg', 'bg')).toBe('/bg/fee');
    expect(linkInPrefix('/fee', '', 'en-GB')).toBe('/fee');
  });

  it('keeps a regional English segment that the current route carries', () => {
    expect(linkInPrefix('/fee', 'en-GB', 'en-GB')).toBe('/en-GB/fee');
    expect(linkInPrefix('/', 'en', 'en')).toBe('/en');
    expect(linkInPrefix('/fee?tab=vip', 'en-CA', 'en-CA')).toBe('/en-CA/fee?tab=vip');
  });

  it('leaves external and in-page links alone', () => {
    expect(linkInPrefix('https://example.com/x', 'en-GB', 'en-GB')).toBe('https://example.com/x');
    expect(linkInPrefix('#main', 'ja', 'ja')).toBe('#main');
  });
});
