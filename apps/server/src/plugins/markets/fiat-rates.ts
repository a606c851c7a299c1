/**
 * Reference rates for valuations: what one USDT is worth in each valuation currency of spec §3
 * and each language's default currency (`usdt_<code>` pairs). The reference server runs offline, so the rates are fixed figures of
 * late 2026 rather than a price feed; `MARKETS_FIAT_RATES` replaces any of them, e.g.
 * `EUR=0.95,JPY=148.2`. Valuations are for display only: nothing trades at these rates.
 */
export const REFERENCE_FIAT_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  KRW: '1385',
  JPY: '151.4',
  VND: '25350',
  RUB: '93.1',
  EUR: '0.928',
  TRY: '34.6',
  CNY: '7.22',
  TWD: '32.4',
  IDR: '15870',
  PHP: '58.3',
  HKD: '7.78',
  THB: '35.4',
  UAH: '41.6',
  UZS: '12850',
  AED: '3.6725',
  CAD: '1.386',
  INR: '84.3',
  ZAR: '18.05',
  SEK: '10.62',
};

const RATE = /^\d{1,12}(\.\d{1,8})?$/;

/** The reference rates with the overrides of `MARKETS_FIAT_RATES`; an unknown code or bad rate stops the start. */
export function fiatRatesSetting(raw: string | undefined): Readonly<Record<string, string>> {
  const rates: Record<string, string> = { ...REFERENCE_FIAT_RATES };
  if (raw === undefined || raw.trim() === '') return rates;
  for (const pair of raw.split(',')) {
    const [code = '', rate = ''] = pair.split('=').map((part) => part.trim());
    const currency = code.toUpperCase();
    if (!(currency in REFERENCE_FIAT_RATES) || !RATE.test(rate) || Number(rate) <= 0) {
      throw new Error(
        `MARKETS_FIAT_RATES: "${pair}" must be CODE=rate with a listed currency and a positive rate`,
      );
    }
    rates[currency] = rate;
  }
  return rates;
}
