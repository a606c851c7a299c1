import type { DecimalInput } from '../decimal/index.ts';
import { formatFiat } from './asset-amounts.ts';
import { MISSING_PLACEHOLDER } from './missing.ts';

export interface ValuationDisplay {
  /** ISO code of the valuation currency, e.g. `USD`, `EUR`, `JPY`. */
  code: string;
  /** Its symbol, e.g. `$`, `€`, `¥`; empty when the currency has none worth showing. */
  symbol: string;
}

/**
 * An asset valuation in the user's valuation currency, using the §9 fiat rule:
 * `-1234.5` with `$` -> `-$1,234.50`; with an empty symbol the code follows: `1,234.50 USD`.
 * The sign leads the symbol so negatives read naturally; missing stays a bare `--`.
 */
export function formatValuation(value: DecimalInput, currency: ValuationDisplay): string {
  const amount = formatFiat(value);
  if (amount === MISSING_PLACEHOLDER) return MISSING_PLACEHOLDER;
  if (currency.symbol === '') return `${amount} ${currency.code}`;
  return amount.startsWith('-') ? `-${currency.symbol}${amount.slice(1)}` : `${currency.symbol}${amount}`;
}
