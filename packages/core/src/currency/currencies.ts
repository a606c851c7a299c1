/** A valuation currency (spec §3 "Currency entry"). */
export interface CurrencyEntry {
  /** The sign shown before amounts. */
  symbol: string;
  /** ISO 4217 code; this is what the preference cookie stores as `unit`. */
  name: string;
  /** The price-feed pair that converts USDT into this currency. */
  value: string;
  /** Stable number for the currency, in the order of the spec's list. */
  type: number;
  /** Label for pickers: code and sign. */
  showName: string;
}

function entry(name: string, symbol: string, type: number): CurrencyEntry {
  return { symbol, name, value: `usdt_${name.toLowerCase()}`, type, showName: `${name} (${symbol})` };
}

/**
 * Spec §3: the 13 supported valuation currencies, in the spec's order, then the default
 * currencies the §3 language table gives languages outside those 13 (uk UAH, uz UZS, ar AED,
 * en-CA CAD) and those of the extra languages (en-IN INR, en-ZA ZAR, sv SEK), so no language
 * falls back to USD (issue #30 item 7).
 */
export const CURRENCIES: readonly CurrencyEntry[] = [
  entry('USD', '$', 1),
  entry('KRW', '₩', 2),
  entry('JPY', '¥', 3),
  entry('VND', '₫', 4),
  entry('RUB', '₽', 5),
  entry('EUR', '€', 6),
  entry('TRY', '₺', 7),
  entry('CNY', '¥', 8),
  entry('TWD', 'NT$', 9),
  entry('IDR', 'Rp', 10),
  entry('PHP', '₱', 11),
  entry('HKD', 'HK$', 12),
  entry('THB', '฿', 13),
  entry('UAH', '₴', 14),
  entry('UZS', 'soʻm', 15),
  entry('AED', 'د.إ', 16),
  entry('CAD', 'C$', 17),
  entry('INR', '₹', 18),
  entry('ZAR', 'R', 19),
  entry('SEK', 'kr', 20),
];

export const FALLBACK_CURRENCY = 'USD';

/** Finds a currency by ISO code (`eur`) or by pair value (`usdt_eur`), case-insensitively. */
export function findCurrency(codeOrValue: string): CurrencyEntry | undefined {
  const wanted = codeOrValue.trim().toLowerCase();
  return CURRENCIES.find((c) => c.name.toLowerCase() === wanted || c.value === wanted);
}

export function currencyByType(type: number): CurrencyEntry | undefined {
  return CURRENCIES.find((c) => c.type === type);
}
