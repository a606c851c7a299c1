/**
 * The spot markets the reference gateway lists. Every price and size inside the engine is a
 * fixed-point integer: a price is a count of ticks (10^-pricePlace of the quote asset) and a size
 * a count of lots (10^-quotePrecision of the base asset). The ledger keeps every asset at
 * LEDGER_DECIMALS, fine enough to hold any tick x lot product exactly (checked below).
 */

/** Decimal places of every ledger amount, whatever the asset. */
export const LEDGER_DECIMALS = 8;

export interface SymbolSpec {
  /** Upper-case pair name as the product spells it, e.g. BTCUSDT. */
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  /** Price decimals: one tick is 10^-pricePlace quote. */
  readonly pricePlace: number;
  /** Size decimals: one lot is 10^-quotePrecision base. */
  readonly quotePrecision: number;
  /** Smallest order size, in lots. */
  readonly minSizeLots: number;
  /** Largest order size, in lots. */
  readonly maxSizeLots: number;
  /** Smallest order value for limit orders, in whole quote units (e.g. 5 USDT). */
  readonly minNotionalQuote: number;
  /** Realistic price the simulated market starts from, in ticks. */
  readonly startPriceTicks: number;
  /** Highest price the book accepts, in ticks (keeps ticks x lots arithmetic bounded). */
  readonly maxPriceTicks: number;
}

function defineSymbol(
  base: string,
  pricePlace: number,
  quotePrecision: number,
  startPrice: number,
  minSize: number,
  maxSize: number,
): SymbolSpec {
  const spec: SymbolSpec = {
    symbol: `${base}USDT`,
    base,
    quote: 'USDT',
    pricePlace,
    quotePrecision,
    minSizeLots: Math.round(minSize * 10 ** quotePrecision),
    maxSizeLots: Math.round(maxSize * 10 ** quotePrecision),
    minNotionalQuote: 5,
    startPriceTicks: Math.round(startPrice * 10 ** pricePlace),
    maxPriceTicks: Math.round(startPrice * 100 * 10 ** pricePlace),
  };
  if (pricePlace + quotePrecision > LEDGER_DECIMALS) {
    throw new Error(`${spec.symbol}: tick x lot is finer than the ledger's ${LEDGER_DECIMALS} decimals`);
  }
  for (const value of [spec.minSizeLots, spec.maxSizeLots, spec.startPriceTicks, spec.maxPriceTicks]) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${spec.symbol}: bad fixed-point limit`);
  }
  return spec;
}

export const SYMBOLS: readonly SymbolSpec[] = [
  defineSymbol('BTC', 2, 6, 95_000, 0.00001, 1_000),
  defineSymbol('ETH', 2, 4, 3_400, 0.0001, 10_000),
  defineSymbol('SOL', 2, 3, 180, 0.001, 100_000),
  defineSymbol('XRP', 4, 1, 2.2, 0.1, 10_000_000),
  defineSymbol('DOGE', 5, 0, 0.32, 1, 100_000_000),
  defineSymbol('BNB', 2, 3, 650, 0.001, 100_000),
];

const BY_NAME = new Map(SYMBOLS.map((spec) => [spec.symbol, spec]));

export function findSymbol(symbol: string): SymbolSpec | undefined {
  return BY_NAME.get(symbol);
}

export function getSymbol(symbol: string): SymbolSpec {
  const spec = BY_NAME.get(symbol);
  if (!spec) throw new Error(`unknown symbol ${symbol}`);
  return spec;
}

/** Every asset that appears in a listed pair, in a stable order. */
export const ASSETS: readonly string[] = [...new Set(SYMBOLS.flatMap((s) => [s.quote, s.base]))];
