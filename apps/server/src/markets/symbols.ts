/**
 * The spot markets the reference gateway lists: USDT pairs and a few BTC and ETH quoted ones. Every price and size inside the engine is a
 * fixed-point integer: a price is a count of ticks (10^-pricePlace of the quote asset) and a size
 * a count of lots (10^-quotePrecision of the base asset). The ledger keeps every asset at
 * LEDGER_DECIMALS, fine enough to hold any tick x lot product exactly (checked below).
 */

import { parseUnits } from './fixed-point.ts';

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
  /** Smallest order value for limit orders, a decimal in the quote asset (e.g. "5" USDT, "0.0001" BTC). */
  readonly minNotionalQuote: string;
  /** Realistic price the simulated market starts from, in ticks. */
  readonly startPriceTicks: number;
  /** Highest price the book accepts, in ticks (keeps ticks x lots arithmetic bounded). */
  readonly maxPriceTicks: number;
}

interface PairDefinition {
  readonly base: string;
  readonly quote: string;
  readonly pricePlace: number;
  readonly quotePrecision: number;
  /** Realistic late-2025 price, in the quote asset. */
  readonly startPrice: number;
  /** Order size limits, in the base asset. */
  readonly minSize: number;
  readonly maxSize: number;
  /** Smallest limit order value, a decimal in the quote asset. */
  readonly minNotional: string;
}

function defineSymbol(pair: PairDefinition): SymbolSpec {
  const { base, quote, pricePlace, quotePrecision } = pair;
  const spec: SymbolSpec = {
    symbol: `${base}${quote}`,
    base,
    quote,
    pricePlace,
    quotePrecision,
    minSizeLots: Math.round(pair.minSize * 10 ** quotePrecision),
    maxSizeLots: Math.round(pair.maxSize * 10 ** quotePrecision),
    minNotionalQuote: pair.minNotional,
    startPriceTicks: Math.round(pair.startPrice * 10 ** pricePlace),
    maxPriceTicks: Math.round(pair.startPrice * 100 * 10 ** pricePlace),
  };
  if (pricePlace + quotePrecision > LEDGER_DECIMALS) {
    throw new Error(`${spec.symbol}: tick x lot is finer than the ledger's ${LEDGER_DECIMALS} decimals`);
  }
  if ((parseUnits(pair.minNotional, LEDGER_DECIMALS) ?? 0n) <= 0n) {
    throw new Error(
      `${spec.symbol}: min notional must be a positive decimal of at most ${LEDGER_DECIMALS} places`,
    );
  }
  for (const value of [spec.minSizeLots, spec.maxSizeLots, spec.startPriceTicks, spec.maxPriceTicks]) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${spec.symbol}: bad fixed-point limit`);
  }
  return spec;
}

/** Minimum order values: about 5 USD in every quote (0.0001 BTC is ~9.5 USD, 0.002 ETH ~6.8 USD). */
const MIN_USDT = '5';
const MIN_BTC = '0.0001';
const MIN_ETH = '0.002';

const usdt = (
  base: string,
  pricePlace: number,
  quotePrecision: number,
  startPrice: number,
  minSize: number,
  maxSize: number,
) =>
  defineSymbol({
    base,
    quote: 'USDT',
    pricePlace,
    quotePrecision,
    startPrice,
    minSize,
    maxSize,
    minNotional: MIN_USDT,
  });

/**
 * The listing. Ticks and lots follow a large venue's where the ledger allows; a cross pair whose
 * venue tick x lot would be finer than the ledger trades a coarser lot (ETHBTC 0.001 ETH) or a
 * finer tick with a coarser lot (SOLBTC), so its tick stays within a few basis points of price.
 * The first eleven USDT pairs are also the perpetual contracts' index pairs.
 */
export const SYMBOLS: readonly SymbolSpec[] = [
  usdt('BTC', 2, 6, 95_000, 0.00001, 1_000),
  usdt('ETH', 2, 4, 3_400, 0.0001, 10_000),
  usdt('SOL', 2, 3, 180, 0.001, 100_000),
  usdt('XRP', 4, 1, 2.2, 0.1, 10_000_000),
  usdt('DOGE', 5, 0, 0.18, 1, 100_000_000),
  usdt('BNB', 2, 3, 900, 0.001, 100_000),
  usdt('ADA', 4, 1, 0.45, 0.1, 10_000_000),
  usdt('AVAX', 3, 2, 14.5, 0.01, 1_000_000),
  usdt('LINK', 3, 2, 13.5, 0.01, 1_000_000),
  usdt('DOT', 3, 2, 2.6, 0.01, 5_000_000),
  usdt('LTC', 2, 3, 85, 0.001, 100_000),
  usdt('TRX', 5, 1, 0.28, 0.1, 50_000_000),
  usdt('BCH', 2, 3, 520, 0.001, 10_000),
  usdt('UNI', 3, 2, 6.5, 0.01, 2_000_000),
  usdt('ATOM', 3, 2, 2.6, 0.01, 5_000_000),
  usdt('NEAR', 3, 1, 2.1, 0.1, 5_000_000),
  defineSymbol({
    base: 'ETH',
    quote: 'BTC',
    pricePlace: 5,
    quotePrecision: 3,
    startPrice: 0.03579,
    minSize: 0.001,
    maxSize: 10_000,
    minNotional: MIN_BTC,
  }),
  defineSymbol({
    base: 'SOL',
    quote: 'BTC',
    pricePlace: 7,
    quotePrecision: 1,
    startPrice: 0.0018947,
    minSize: 0.1,
    maxSize: 100_000,
    minNotional: MIN_BTC,
  }),
  defineSymbol({
    base: 'BNB',
    quote: 'BTC',
    pricePlace: 6,
    quotePrecision: 2,
    startPrice: 0.009474,
    minSize: 0.01,
    maxSize: 100_000,
    minNotional: MIN_BTC,
  }),
  defineSymbol({
    base: 'LTC',
    quote: 'BTC',
    pricePlace: 7,
    quotePrecision: 1,
    startPrice: 0.0008947,
    minSize: 0.1,
    maxSize: 100_000,
    minNotional: MIN_BTC,
  }),
  defineSymbol({
    base: 'LINK',
    quote: 'ETH',
    pricePlace: 7,
    quotePrecision: 1,
    startPrice: 0.0039706,
    minSize: 0.1,
    maxSize: 1_000_000,
    minNotional: MIN_ETH,
  }),
  defineSymbol({
    base: 'UNI',
    quote: 'ETH',
    pricePlace: 7,
    quotePrecision: 1,
    startPrice: 0.0019118,
    minSize: 0.1,
    maxSize: 2_000_000,
    minNotional: MIN_ETH,
  }),
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
