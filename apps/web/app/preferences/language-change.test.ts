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

  it('§3 issue #30 item 7: moves to the new language default even outside the 13 (uk UAH, ar AED)', () => {
    expect(languageChange({ unit: 'EUR', valuationunit: 6 }, 'fr', 'uk')).toMatchObject({ unit: 'UAH' });
    expect(languageChange({ unit: 'EUR', valuationunit: 6 }, 'de', 'ar')).toMatchObject({ unit: 'AED' });
  });

  it('keeps a currency the user chose', () => {
    expect(languageChange({ unit: 'HKD', valuationunit: 12 }, 'en', 'ja')).toEqual({
      language: 'ja',
      unit: 'HKD',
      valuationunit: 12,
    });
  });
});
