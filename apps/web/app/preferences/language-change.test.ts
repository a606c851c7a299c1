import { describe, expect, it } from 'vitest';
import { languageChange } from './language-change.ts';

describe('§3 switching language and the valuation currency (notes item 3)', () => {
  it('moves a currency that followed the old language to the new language default', () => {
    expect(languageChange({ unit: 'USD', valuationunit: 1 }, 'en', 'ja')).toEqual({
      language: 'ja',
      unit: 'JPY',
      valuationunit: 3,
    });
    expect(languageChange({ unit: 'JPY', valuationunit: 3 }, 'ja', 'zh-CN')).toEqual({
      language: 'zh-CN',
      unit: 'CNY',
      valuationunit: 8,
    });
  });

  it('falls back to USD for a language whose currency is not a valuation currency', () => {
    expect(languageChange({ unit: 'EUR', valuationunit: 6 }, 'fr', 'uk')).toMatchObject({ unit: 'USD' });
    expect(languageChange({ unit: 'EUR', valuationunit: 6 }, 'de', 'ar')).toMatchObject({ unit: 'USD' });
  });

  it('keeps a currency the user chose', () => {
    expect(languageChange({ unit: 'HKD', valuationunit: 12 }, 'en', 'ja')).toEqual({
      language: 'ja',
      unit: 'HKD',
      valuationunit: 12,
    });
  });
});
