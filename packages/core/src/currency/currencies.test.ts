import { LANGUAGES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyByType, findCurrency } from './index.ts';

const EXPECTED: ReadonlyArray<readonly [string, string]> = [
  ['USD', '$'],
  ['KRW', '₩'],
  ['JPY', '¥'],
  ['VND', '₫'],
  ['RUB', '₽'],
  ['EUR', '€'],
  ['TRY', '₺'],
  ['CNY', '¥'],
  ['TWD', 'NT$'],
  ['IDR', 'Rp'],
  ['PHP', '₱'],
  ['HKD', 'HK$'],
  ['THB', '฿'],
  // Issue #30 item 7: the §3 language table's own defaults outside the 13, and the extra languages'.
  ['UAH', '₴'],
  ['UZS', 'soʻm'],
  ['AED', 'د.إ'],
  ['CAD', 'C$'],
  ['INR', '₹'],
  ['ZAR', 'R'],
  ['SEK', 'kr'],
];

describe('§3 valuation currencies', () => {
  it('§3 supports the 13 listed currencies in order, then every language default currency', () => {
    expect(CURRENCIES.map((c) => c.name)).toEqual(EXPECTED.map(([name]) => name));
    expect(new Set(CURRENCIES.map((c) => c.type)).size).toBe(20);
  });

  it('§3 issue #30 item 7: every language default currency is a valuation currency', () => {
    expect(LANGUAGES.filter((language) => findCurrency(language.defaultCurrency) === undefined)).toEqual([]);
  });

  it.each(EXPECTED)('§3 %s has symbol %s, a usdt_ pair value and a label', (name, symbol) => {
    const entry = findCurrency(name);
    expect(entry?.symbol).toBe(symbol);
    expect(entry?.value).toBe(`usdt_${name.toLowerCase()}`);
    expect(entry?.showName).toBe(`${name} (${symbol})`);
    expect(currencyByType(entry?.type ?? -1)).toBe(entry);
  });

  it('finds by code or pair value, case-insensitively, and rejects others', () => {
    expect(findCurrency('eur')?.name).toBe('EUR');
    expect(findCurrency('usdt_eur')?.name).toBe('EUR');
    expect(findCurrency(' USDT_JPY ')?.name).toBe('JPY');
    expect(findCurrency('uah')?.name).toBe('UAH');
    expect(findCurrency('GBP')).toBeUndefined();
    expect(findCurrency('')).toBeUndefined();
    expect(currencyByType(0)).toBeUndefined();
  });
});
