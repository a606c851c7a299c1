import { Decimal, parseDecimal } from '@tideline/core/decimal';

/** The quote every listed coin trades against; balances are valued through it. */
export const VALUATION_QUOTE = 'USDT';

export interface Holding {
  asset: string;
  /** Available plus held, a decimal string. */
  total: string;
}

/** Last prices by base coin (BTC -> "95571.16"), read from the `<COIN>USDT` tickers. */
export type LastPrices = ReadonlyMap<string, string>;

/** Tickers of `<COIN>USDT` pairs as a base-coin price map; other pairs and missing prices are skipped. */
export function lastPricesFromTickers(
  tickers: ReadonlyArray<{ symbol: string; last: string | null }>,
): LastPrices {
  const prices = new Map<string, string>();
  for (const ticker of tickers) {
    if (!ticker.symbol.endsWith(VALUATION_QUOTE) || ticker.last === null) continue;
    prices.set(ticker.symbol.slice(0, -VALUATION_QUOTE.length), ticker.last);
  }
  return prices;
}

/**
 * A holding's worth in USDT: USDT at par, other coins at their last USDT price. Undefined when the
 * coin has no price yet, so an unpriced coin is shown as missing rather than as worth nothing.
 */
export function usdtValueOf(holding: Holding, prices: LastPrices): Decimal | undefined {
  const amount = parseDecimal(holding.total);
  if (amount === null) return undefined;
  if (holding.asset === VALUATION_QUOTE) return amount;
  if (amount.isZero()) return new Decimal(0);
  const price = parseDecimal(prices.get(holding.asset) ?? null);
  return price === null ? undefined : amount.times(price);
}

/** The USDT worth of all holdings; coins without a price count as nothing (they are marked apart). */
export function totalUsdtValue(holdings: readonly Holding[], prices: LastPrices): Decimal {
  return holdings.reduce((sum, holding) => sum.plus(usdtValueOf(holding, prices) ?? 0), new Decimal(0));
}

/** A USDT amount in the valuation currency, at `rate` units of it per USDT. */
export function inValuationCurrency(usdt: Decimal, rate: string | undefined): Decimal | undefined {
  const parsed = parseDecimal(rate ?? null);
  return parsed === null ? undefined : usdt.times(parsed);
}

/** Balances worth less than this many USDT are "small" and can be hidden. */
export const SMALL_BALANCE_USDT = new Decimal(1);

export function isSmallBalance(holding: Holding, prices: LastPrices): boolean {
  const value = usdtValueOf(holding, prices);
  // An unpriced coin is small only when there is none of it.
  return value === undefined ? (parseDecimal(holding.total)?.isZero() ?? true) : value.lt(SMALL_BALANCE_USDT);
}

export interface AccountShare {
  key: string;
  usdt: Decimal;
  /** Percentage of the total with 2 decimals, rounded down; 0 when the total is 0. */
  percent: Decimal;
}

/** Each account's share of the total, for the distribution chart and table. */
export function accountShares(parts: ReadonlyArray<{ key: string; usdt: Decimal }>): AccountShare[] {
  const total = parts.reduce((sum, part) => sum.plus(part.usdt.isNegative() ? 0 : part.usdt), new Decimal(0));
  return parts.map((part) => ({
    key: part.key,
    usdt: part.usdt,
    percent:
      total.isZero() || part.usdt.isNegative()
        ? new Decimal(0)
        : part.usdt.div(total).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN),
  }));
}
