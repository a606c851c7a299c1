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

/** Spec §3: the 13 supported valuation currencies, in the spec's order. */
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
