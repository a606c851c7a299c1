import { Decimal } from '@tideline/core/decimal';
import type { MarketTicker } from './market-types.ts';

/** The coin valuations are converted from: the server's rates say what one USDT is worth. */
export const VALUATION_BASE = 'USDT';

/** What one unit of `asset` is worth in USDT: 1 for USDT, else the last price of its USDT pair. */
export function usdtPriceOf(asset: string, tickers: ReadonlyMap<string, MarketTicker>): string | undefined {
  if (asset === VALUATION_BASE) return '1';
  return tickers.get(`${asset}${VALUATION_BASE}`)?.last;
}

/**
 * `amount` of `asset` in the valuation currency, unrounded (the §9 fiat rule formats it); undefined
 * while the asset's USDT price or the currency's rate is unknown.
 */
export function valuationOf(
  amount: string | undefined,
  asset: string,
  tickers: ReadonlyMap<string, MarketTicker>,
  rate: string | undefined,
): string | undefined {
  const price = usdtPriceOf(asset, tickers);
  if (amount === undefined || price === undefined || rate === undefined) return undefined;
  return new Decimal(amount).times(price).times(rate).toString();
}
